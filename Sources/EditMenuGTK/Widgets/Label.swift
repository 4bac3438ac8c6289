import CGtk

/// A text label (`GtkLabel`), optionally selectable so its text can be copied.
///
/// ```swift
/// let label = Label("Label text to copy", selectable: true)
/// ```
@MainActor
open class Label: View {
    public init(_ text: String, selectable: Bool = false) {
        super.init(widget: gtk_label_new(text))
        isSelectable = selectable
        gtk_label_set_line_wrap(gtkLabel, 1)
        gtk_label_set_xalign(gtkLabel, 0)
    }

    var gtkLabel: UnsafeMutablePointer<GtkLabel> { object.as(GtkLabel.self) }

    /// The label's text, shown literally (no markup, no mnemonics).
    public var text: String {
        get { String(cString: gtk_label_get_text(gtkLabel)) }
        set { gtk_label_set_text(gtkLabel, newValue) }
    }

    /// Whether the user can select (and so copy) the text.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(gtkLabel) != 0 }
        set { gtk_label_set_selectable(gtkLabel, newValue ? 1 : 0) }
    }
}
