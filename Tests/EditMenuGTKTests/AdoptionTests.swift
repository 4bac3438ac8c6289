import CGtk
import EditMenuGTKTestSupport
import EditMenu
import XCTest
@testable import EditMenuGTK

/// An app that already has its widgets — a window, an entry, a label and a
/// text view made by plain C calls — turns them into our views with
/// `init(unsafeWidget:)`, and they behave as ours: our menus, our undo, our
/// paste rules, a place in the responder chain.
final class AdoptionTests: GTKTestCase, @unchecked Sendable {
    /// A window made in C holding a box with an entry, a selectable label
    /// and a text view, all made in C, shown and active.
    @MainActor private struct CWindow {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        let entry = gtk_entry_new()!
        let label = gtk_label_new("C label, ünïcödé 🇩🇪")!
        let textView = gtk_text_view_new()!

        init(_ test: GTKTestCase) {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            gtk_label_set_selectable(UnsafeMutableRawPointer(label).assumingMemoryBound(to: GtkLabel.self), 1)
            let buffer = gtk_text_view_get_buffer(UnsafeMutableRawPointer(textView).assumingMemoryBound(to: GtkTextView.self))
            gtk_text_buffer_set_text(buffer, "Kept text: שלום, e\u{301}, 👩‍👩‍👧", -1)
            for child in [label, entry, textView] {
                gtk_container_add(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkContainer.self), child)
            }
            gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), box)
            gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), 400, 300)
            gtk_widget_show_all(window)
            gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        }

        func destroy() { gtk_widget_destroy(window) }
    }

    func testAnEntryMadeInCHasOurUndoPasteRulesAndMenu() {
        onMain {
            let c = CWindow(self)
            defer { c.destroy() }
            let field = TextField(unsafeWidget: OpaquePointer(c.entry))
            XCTAssertEqual(field.unsafeWidget, OpaquePointer(c.entry), "the view hands out the widget it adopted")
            guard let window = field.window as? Window else { return XCTFail("the field is in no Window: \(String(describing: field.window))") }
            XCTAssertEqual(window.unsafeWidget, OpaquePointer(c.window), "its window is the C window, adopted")
            waitUntil("the C window is active and shows the entry") { window.isActive && field.isShowing }

            gtk_widget_grab_focus(c.entry)
            XCTAssertTrue(field.isFirstResponder, "the focused entry is its window's first responder")
            EventSynthesizer.type("abc", in: field)
            XCTAssertEqual(field.text, "abc")
            // GTK 3's GtkEntry has no undo of its own: this is ours.
            EventSynthesizer.key(GDK_KEY_z, modifiers: GDK_CONTROL_MASK, in: field)
            XCTAssertEqual(field.text, "", "Ctrl+Z undid the typing")

            // Our paste rules: NULs go, line breaks become spaces (and GTK's
            // own paste could not even see the tests' in-memory clipboard).
            Pasteboards.general.setString("one\ntwo\u{0}")
            EventSynthesizer.key(GDK_KEY_v, modifiers: GDK_CONTROL_MASK, in: field)
            waitUntil("the paste") { field.text == "one two" }

            // Our menu, not GtkEntry's.
            EventSynthesizer.rightClick(field)
            let menu = VisibleMenu(window.editMenuController)
            waitUntil("our edit menu on the C entry") { menu?.isShowing == true }
            XCTAssertEqual(menu?.titles.contains("Undo"), true, "our menu, with our undo: \(menu?.titles ?? [])")
            menu?.choose("Undo")
            waitUntil("Undo chosen from the menu") { field.text == "" }
            XCTAssertTrue(field.isFirstResponder, "the entry kept the keyboard through its menu")
        }
    }

    func testALabelMadeInCCopiesWhatItShowsFromOurMenu() throws {
        try onMain {
            let c = CWindow(self)
            defer { c.destroy() }
            let label = Label(unsafeWidget: OpaquePointer(c.label))
            XCTAssertTrue(label.isSelectable, "the label stays as the app made it: selectable")
            XCTAssertEqual(label.text, "C label, ünïcödé 🇩🇪")
            waitUntil("the label on screen") { label.isShowing }
            label.select(label.text.firstIndex(of: "ü")!..<label.text.endIndex)
            EventSynthesizer.rightClick(label)
            guard let window = label.window as? Window, let menu = VisibleMenu(window.editMenuController) else {
                return XCTFail("the label is in no Window")
            }
            waitUntil("our menu on the C label") { menu.isShowing }
            menu.choose("Copy")
            XCTAssertEqual(try runAsync { try await Pasteboards.general.string() }, "ünïcödé 🇩🇪", "Copy took the selection, a flag whole")
        }
    }

    func testATextViewMadeInCKeepsItsTextAndUndoesOurWay() {
        onMain {
            let c = CWindow(self)
            defer { c.destroy() }
            let notes = TextView(unsafeWidget: OpaquePointer(c.textView))
            XCTAssertEqual(notes.text, "Kept text: שלום, e\u{301}, 👩‍👩‍👧", "the buffer's text is kept")
            waitUntil("the text view on screen") { notes.isShowing }
            notes.grabFocus()
            notes.cursorPosition = notes.text.endIndex
            EventSynthesizer.type("more", in: notes)
            XCTAssertTrue(bytesEqual(notes.text, "Kept text: שלום, e\u{301}, 👩‍👩‍👧more"), notes.text)
            EventSynthesizer.key(GDK_KEY_z, modifiers: GDK_CONTROL_MASK, in: notes)
            XCTAssertTrue(bytesEqual(notes.text, "Kept text: שלום, e\u{301}, 👩‍👩‍👧"), "undone: \(notes.text)")
        }
    }

    func testAnAdoptedEntryJoinsTheViewItIsPutInAndGoesWithItsWindow() {
        onMain {
            let box = Box(.vertical, spacing: 6)
            let window = makeWindow(with: box)
            let entry = gtk_entry_new()!
            let field = TextField(unsafeWidget: OpaquePointer(entry))
            XCTAssertNil(field.window, "in no window yet")
            gtk_container_add(UnsafeMutableRawPointer(box.widget).assumingMemoryBound(to: GtkContainer.self), entry)
            XCTAssertTrue(field.superview === box, "put in our box by C, it is the box's subview")
            XCTAssertTrue(field.window === window)

            let other = CWindow(self)   // destroyed below
            g_object_ref(UnsafeMutableRawPointer(entry))
            gtk_container_remove(UnsafeMutableRawPointer(box.widget).assumingMemoryBound(to: GtkContainer.self), entry)
            gtk_container_add(UnsafeMutableRawPointer(gtk_bin_get_child(UnsafeMutableRawPointer(other.window).assumingMemoryBound(to: GtkBin.self))).assumingMemoryBound(to: GtkContainer.self), entry)
            g_object_unref(UnsafeMutableRawPointer(entry))
            XCTAssertEqual((field.window as? Window)?.unsafeWidget, OpaquePointer(other.window), "moved, it follows its widget")

            let adopted = Window.adoptedWindows.count
            let probe = FinalizationProbe(UnsafeMutableRawPointer(other.window))
            other.destroy()
            MainLoop.drain()
            XCTAssertTrue(field.isDestroyed)
            XCTAssertEqual(Window.adoptedWindows.count, adopted - 1, "a destroyed C window is let go")
            XCTAssertTrue(probe.isFinalized, "and nothing of ours keeps it alive")
        }
    }
}
