import BenchSupport
import CGtk4
import EditMenu
import EditMenuGTK4
import GtkKit4

/// The window the benchmark opens menus in: four fields with the same text
/// side by side — ours (a `TextField`) and a plain GtkEntry for each
/// baseline (A: a new GtkPopoverMenu each time, B: one prebuilt and
/// re-pointed, C: GtkText's own menu).
///
/// Before ours or C opens, a word of its field is selected (`select`), and
/// the clipboard holds text, as when a person selects and right-clicks: so
/// ours shows Cut, Copy, Paste, Paste Selection, Delete, Select All and
/// Insert Emoji. Only one field keeps a selection at a time (selecting in a
/// GtkText takes PRIMARY, and GtkText drops its selection when another takes
/// it). A and B show what ours resolves then, item for item, section for
/// section and shortcut for shortcut; C shows GtkText's own six (the same
/// but Paste Selection).
@MainActor
final class BenchWindow {
    static let sample = "The quick brown fox jumps over the lazy dog"

    let window: Window
    /// Ours: the edit menu on a text field.
    let field: TextField
    /// What ours resolves to for `field`, and what A and B show.
    let items: ResolvedMenu
    let raw: RawPopoverMenu
    let cached: CachedPopoverMenu
    let text: TextContextMenu

    init(application: Application) {
        // GTK 4 fades the caret in and out, a frame per refresh for as long
        // as it blinks: the window would never be quiet between openings.
        GLib.Object(retaining: UnsafeMutableRawPointer(gtk_settings_get_default())).set("gtk-cursor-blink", false)
        let window = Window(application: application, title: "edit-menu-bench-gtk4", width: 1000, height: 200)
        let field = TextField()
        field.text = Self.sample
        let entries = (0..<3).map { _ in Self.plainEntry() }
        let row = Box(.horizontal, spacing: 20)
        row.add(field)
        // Plain views: no triggers of ours, so GtkText's own menu stays.
        for entry in entries { row.add(View(wrapping: OpaquePointer(entry))) }
        window.setContent(row)
        field.takeKeyboardFocus()
        window.present()
        Loop.run(until: { entries.allSatisfy { Widgets.isMapped($0) } && field.gtkWidget.isMapped }, timeout: 10)
        Loop.run(for: 0.2)
        Pasteboards.general.setString("pasted")
        Loop.run(until: { Pasteboards.general.hasStrings }, timeout: 2)
        Self.selectWord(in: field.gtkWidget.pointer.assumingMemoryBound(to: GtkWidget.self))

        self.window = window
        self.field = field
        items = window.editMenuController.resolvedMenu(for: field)
        raw = RawPopoverMenu(target: entries[0], items: items)
        cached = CachedPopoverMenu(target: entries[1], items: items)
        text = TextContextMenu(entry: entries[2])
    }

    /// Our field's widget (a GtkEntry), which our popover is attached to.
    var fieldWidget: UnsafeMutablePointer<GtkWidget> {
        field.gtkWidget.pointer.assumingMemoryBound(to: GtkWidget.self)
    }

    /// Our presenter's popover, once it has shown a menu on the field.
    var ourPopover: UnsafeMutablePointer<GtkWidget>? {
        Widgets.child(of: fieldWidget, ofType: gtk_popover_menu_get_type())
    }

    /// Selects "quick brown" in `entry` (not all of it: Select All stays in our menu).
    static func selectWord(in entry: UnsafeMutablePointer<GtkWidget>) {
        gtk_editable_select_region(OpaquePointer(entry), 4, 15)
    }

    /// Whether "quick brown" is still selected in `entry`.
    static func hasWordSelected(_ entry: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var start: Int32 = 0, end: Int32 = 0
        return gtk_editable_get_selection_bounds(OpaquePointer(entry), &start, &end) != 0 && (start, end) == (4, 15)
    }

    /// A GtkEntry of our field's size, holding the same text.
    private static func plainEntry() -> UnsafeMutablePointer<GtkWidget> {
        let entry = gtk_entry_new()!
        gtk_editable_set_text(OpaquePointer(entry), sample)
        gtk_widget_set_hexpand(entry, 1)
        return entry
    }
}
