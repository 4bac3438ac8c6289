import EditMenu
import Foundation
import GtkKit

/// A single-line text field (`GtkEntry`) that is a first responder with the
/// standard edit actions, paste pipeline and undo of every ``EditableText``.
///
/// A field holds what its GtkEntry holds: 65,534 UTF-8 bytes (that many
/// ASCII characters, a third as many CJK ones; fewer when the entry has a
/// maximum length). A paste that would make it longer is
/// refused whole, never cut short, and pasted line breaks become spaces, as
/// in GtkEntry's own paste. A password field (``isTextVisible`` false)
/// keeps no undo history and offers neither Copy nor Cut.
///
/// ```swift
/// let field = TextField(placeholder: "Type here")
/// field.accessibleName = "Text field"
/// field.onPasteFailed { error in log.append("Paste failed: \(error)") }
/// field.replaceText(with: "Hello", undoableAs: "Paste")
/// field.undoActionName   // "Paste"
/// ```
@MainActor
open class TextField: EditableText {
    public init(placeholder: String? = nil) {
        let storage = EntryStorage()
        if let placeholder { storage.entry.placeholder = placeholder }
        super.init(storage: storage)
    }

    /// Our text field over a GtkEntry made elsewhere (in C, by another
    /// binding), which keeps its text, look and place: from now on it has
    /// our edit menu, undo, paste rules and keyboard shortcuts, and its
    /// place in the responder chain under the nearest view above it, or its
    /// window (a GtkWindow made elsewhere becomes a ``Window``). The view
    /// lives as long as its widget is in a window; hold it yourself before.
    ///
    /// ```swift
    /// let entry = gtk_entry_new()            // the app's own, in its own window
    /// gtk_container_add(box, entry)
    /// let field = TextField(unsafeWidget: OpaquePointer(entry))
    /// field.onPasteFailed { print("Nothing pasted: \($0)") }
    /// ```
    ///
    /// `unsafeWidget` must point at a live `GtkEntry`; another widget, or one
    /// a view already has, stops the program with a message that says so.
    public init(unsafeWidget entry: OpaquePointer) {
        super.init(storage: EntryStorage(Gtk.Entry.madeElsewhere(entry, by: "TextField(unsafeWidget:)")))
        followWidgetIntoResponderTree()
    }

    var entryStorage: EntryStorage { storage as! EntryStorage }
    /// The GtkEntry.
    var gtkEntry: Gtk.Entry { entryStorage.entry }

    /// Whether the text is shown (false in a password field, which keeps no
    /// undo history).
    public var isTextVisible: Bool {
        get { gtkEntry.isTextVisible }
        set { gtkEntry.isTextVisible = newValue }
    }

    package override var keepsUndoHistory: Bool { isTextVisible }
    package override var allowsCopying: Bool { isTextVisible }

    /// Takes focus without selecting everything (GtkEntry's grab_focus would).
    open override func takeKeyboardFocus() {
        gtkEntry.grabFocusWithoutSelecting()
    }

    /// GtkEntry shows one line; pasted newlines become spaces, as GTK does
    /// for its own entry paste.
    public static func singleLine(_ string: String) -> String {
        guard string.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return string }
        return string.replacingOccurrences(of: "\r\n", with: " ")
            .replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
    }

    // MARK: Undo step names

    /// What undo steps are called that no menu item names: typing, a drop
    /// and the text dragged away (in text fields and text views alike).
    /// English by default (GTK has no words for them); an app sets its
    /// translations once, when it installs the edit-menu system:
    ///
    /// ```swift
    /// EditMenuGTK.install { configuration in
    ///     configuration.undoStepNames = UndoStepNames(typing: tr("Typing"), drop: tr("Drop"), drag: tr("Drag"))
    /// }
    /// ```
    public static var undoStepNames: UndoStepNames { EditMenuSystem.configuration.undoStepNames }

    // MARK: Geometry (touch, tests)

    /// The x of the caret before `offset`, in widget coordinates.
    func screenX(ofOffset offset: Int) -> Double { entryStorage.screenX(ofOffset: offset) }
}
