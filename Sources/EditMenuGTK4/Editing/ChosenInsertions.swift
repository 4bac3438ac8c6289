import EditMenu
import GtkKit4

/// Text GTK 4 puts in or takes out from handlers of its own, which no event
/// of ours names: a drop (a GtkDropTarget's `drop`, inside GtkText and
/// GtkTextView), an emoji picked in GTK's chooser (`emoji-picked`), and the
/// text a drag moved away, deleted when the drag ends (GdkDrag's
/// `dnd-finished`). GTK connects its handlers when it makes these objects,
/// so emission hooks tell the text widget's ``TextEvents`` first, and the
/// recorder makes each one step: "Drop", "Insert Emoji", "Drag" (or part of
/// the drop, within one widget), as GTK 3's drag signals do there.
///
/// ```swift
/// ChosenInsertions.watch()   // once; each TextEvents does
/// ```
@MainActor
enum ChosenInsertions {
    /// The text widget pressed last: a drag starts with a press in the
    /// widget it leaves, and the pointer is GTK's until it ends.
    static weak var lastPressed: TextEvents?

    /// Installs the hooks, the first time.
    static func watch() { _ = hooks }

    private static let hooks: Void = {
        Gtk.DropTarget.onEveryEmission(of: "drop") { target in
            events(of: target.widget)?.chosenTextWillInsert(.drop)
        }
        Gtk.EmojiChooser.onEveryEmission(of: "emoji-picked") { chooser in
            events(of: chooser.parent)?.chosenTextWillInsert(.emoji)
        }
        Gdk.Drag.onEveryMoveFinished {
            lastPressed?.movedTextWillBeDeleted()
        }
    }()

    /// The events of the text view whose editing widget `widget` is (the
    /// GtkText of a field's GtkEntry, or a GtkTextView), if it is ours.
    private static func events(of widget: Gtk.Widget?) -> TextEvents? {
        guard let widget else { return nil }
        var node: Gtk.Widget? = widget
        while let current = node {
            if let view = current.representedObject as? EditableText {
                let events = view.storage.events
                return events.editor == widget ? events : nil
            }
            node = current.parent
        }
        return nil
    }
}
