import CGtk

/// A single-line text field (`GtkEntry`).
///
/// ```swift
/// let field = TextField(placeholder: "Type here")
/// field.accessibleName = "Text field"
/// field.text = "Hello"
/// ```
@MainActor
open class TextField: View {
    public init(placeholder: String? = nil) {
        super.init(widget: gtk_entry_new())
        if let placeholder { gtk_entry_set_placeholder_text(entry, placeholder) }
    }

    var entry: UnsafeMutablePointer<GtkEntry> { object.as(GtkEntry.self) }
    var editable: OpaquePointer { OpaquePointer(object.pointer) }

    /// The field's text.
    public var text: String {
        get { String(cString: gtk_entry_get_text(entry)) }
        set { gtk_entry_set_text(entry, newValue) }
    }

    /// The caret position, in characters.
    public var cursorPosition: Int {
        get { Int(gtk_editable_get_position(editable)) }
        set { gtk_editable_set_position(editable, gint(newValue)) }
    }

    /// The selected character range, or nil when nothing is selected.
    public var selectedRange: Range<Int>? {
        var start: gint = 0, end: gint = 0
        guard gtk_editable_get_selection_bounds(editable, &start, &end) != 0 else { return nil }
        return Int(start)..<Int(end)
    }

    /// Selects the characters in `range` (the caret goes to its end).
    public func select(_ range: Range<Int>) {
        gtk_editable_select_region(editable, gint(range.lowerBound), gint(range.upperBound))
    }
}
