import CGtk
import EditMenuGTKTestSupport
import EditMenu
import XCTest
@testable import EditMenuGTK

/// The shortcut shown beside an item is what that key does in that widget:
/// for every item with a shortcut on every menu, pressing the key performs
/// that item's action, and nothing else.
final class ShortcutTests: GTKTestCase, @unchecked Sendable {
    /// A text field that notes what it performs (and still performs it).
    final class NotingTextField: TextField {
        var performed: [Action] = []
        override func perform(_ action: Action, sender: ActionSender) -> Bool {
            performed.append(action)
            return super.perform(action, sender: sender)
        }
    }

    final class NotingLabel: Label {
        var performed: [Action] = []
        override func perform(_ action: Action, sender: ActionSender) -> Bool {
            performed.append(action)
            return super.perform(action, sender: sender)
        }
    }

    @MainActor private struct Fixture {
        let field = NotingTextField()
        let label = NotingLabel("Label text", selectable: true)
        let window: Window

        init(_ test: GTKTestCase) {
            let column = Box(.vertical, spacing: 12)
            column.add(label)
            column.add(field)
            window = test.makeWindow(with: column)
            useInMemoryPasteboards()
        }

        /// The field with something to undo and to redo, a selection, and
        /// text on both clipboards: every item it has shows.
        func prepareField() {
            field.grabFocus()
            field.text = ""
            field.replaceText(with: "one", undoableAs: "Paste")
            field.replaceText(with: "one two", undoableAs: "Paste")
            field.undo()
            field.select(characters: 0..<2)
            Pasteboards.general.setString("pasted")
            Pasteboards.selection.setString("primary")
            field.performed = []
            MainLoop.drain()
        }

        func prepareLabel() {
            label.grabFocus()
            label.select(characters: 0..<5)
            label.performed = []
            MainLoop.drain()
        }
    }

    func testEveryShownShortcutPerformsItsItem() {
        onMain {
            let f = Fixture(self)
            var checked: [String] = []
            for (name, view, prepare, performed) in [
                ("field", f.field as View, f.prepareField, { f.field.performed }),
                ("label", f.label as View, f.prepareLabel, { f.label.performed }),
            ] as [(String, View, () -> Void, () -> [Action])] {
                prepare()
                let items = shownItems(on: view, in: f.window)
                XCTAssertFalse(items.isEmpty, "the \(name) shows a menu")
                for item in items {
                    guard let shortcut = item.keyShortcut, case .standard(let action) = item.source else { continue }
                    prepare()
                    XCTAssertTrue(shownItems(on: view, in: f.window).contains { $0.id == item.id }, "\(item.title) still shows")
                    press(shortcut, in: view)
                    runLoop(for: 0.1)   // a paste reads the clipboard asynchronously
                    XCTAssertEqual(performed(), [action], "\(shortcut.displayString) in the \(name) performs \(item.title)")
                    checked.append("\(name): \(item.title)")
                }
            }
            // The precondition: the menus showed items with keys to press.
            for expected in ["field: Undo", "field: Redo", "field: Cut", "field: Copy", "field: Paste",
                             "field: Delete", "field: Select All", "label: Copy", "label: Select All"] {
                XCTAssertTrue(checked.contains(expected), "\(expected) was checked; checked \(checked)")
            }
        }
    }

    /// GtkEntry's alternate keys, and Ctrl+Y, do what the menu's items do.
    func testTheAlternateKeysPerformTheSameActions() {
        onMain {
            let f = Fixture(self)
            let alternates: [(KeyShortcut, Action)] = [
                (KeyShortcut(key: "y", modifiers: .control), .redo),
                (KeyShortcut(key: "Insert", modifiers: .control), .copy),
                (KeyShortcut(key: "KP_Insert", modifiers: .control), .copy),
                (KeyShortcut(key: "Delete", modifiers: .shift), .cut),
                (KeyShortcut(key: "Insert", modifiers: .shift), .paste),
            ]
            for (shortcut, action) in alternates {
                f.prepareField()
                press(shortcut, in: f.field)
                XCTAssertEqual(f.field.performed, [action], "\(shortcut.displayString)")
            }
        }
    }

    /// A plain GtkEntry an application packs into one of our windows is no
    /// responder, and keeps GTK's own key bindings: Ctrl+A selects its text.
    func testAPlainGTKEntryKeepsItsOwnShortcuts() {
        onMain {
            let entry = gtk_entry_new()!
            let view = View(wrapping: OpaquePointer(entry))
            let window = makeWindow(with: view)
            gtk_entry_set_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), "plain 日本 text")
            gtk_widget_grab_focus(entry)
            gtk_editable_select_region(OpaquePointer(entry), 0, 0)
            MainLoop.drain()
            XCTAssertTrue(window.isActive)
            press(KeyShortcut(key: "a", modifiers: .control), in: view)
            var start: gint = -1, end: gint = -1
            XCTAssertNotEqual(gtk_editable_get_selection_bounds(OpaquePointer(entry), &start, &end), 0, "Ctrl+A selected")
            XCTAssertEqual([start, end], [0, 13])
        }
    }

    /// Paste Selection shows no key: Shift+Insert pastes CLIPBOARD.
    func testShiftInsertPastesTheClipboard() {
        onMain {
            let f = Fixture(self)
            f.prepareField()
            press(KeyShortcut(key: "Insert", modifiers: .shift), in: f.field)
            waitUntil("the paste") { f.field.text == "pastede" }   // over "on" of "one"
            XCTAssertEqual(f.field.performed, [.paste])
            XCTAssertNil(Action.pasteSelection.keyShortcut)
        }
    }

    // MARK: Helpers

    @MainActor private func shownItems(on view: View, in window: Window) -> [ResolvedMenuItem] {
        EventSynthesizer.rightClick(view)
        let items = window.editMenuController.currentMenu?.allItems ?? []
        window.editMenuController.hideMenu()
        _ = MainLoop.run(until: { WidgetTree.mappedPopoverCount(in: window.widget) == 0 })
        return items
    }

    @MainActor private func press(_ shortcut: KeyShortcut, in view: View) {
        var keyval: guint = 0
        var modifiers = GdkModifierType(0)
        gtk_accelerator_parse(shortcut.gtkAccelerator, &keyval, &modifiers)
        XCTAssertNotEqual(keyval, 0, "GTK parses \(shortcut)")
        EventSynthesizer.key(Int32(keyval), modifiers: modifiers, in: view)
    }
}
