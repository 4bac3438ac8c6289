import CGtk
import EditMenu
import Foundation

/// A selectable text label (`GtkLabel`) whose edit menu offers Copy,
/// Select and Select All — what GTK's own label menu offered, through the
/// responder chain. It never takes the keyboard away from a text field.
///
/// ```swift
/// let label = Label("Label text to copy", selectable: true)
/// label.text = "Something else"
/// ```
@MainActor
open class Label: View {
    private var focusGuard: FocusGuard?

    public init(_ text: String, selectable: Bool = false) {
        super.init(widget: gtk_label_new(text))
        focusGuard = FocusGuard(self)
        suppressesBuiltInContextMenu = true
        gtk_label_set_line_wrap(gtkLabel, 1)
        gtk_label_set_xalign(gtkLabel, 0)
        isSelectable = selectable
        handle(.copy, when: { [weak self] _ in self?.isSelectable == true && self?.text.isEmpty == false }) { [weak self] _ in
            guard let self else { return }
            Pasteboards.general.setString(self.selectedText ?? self.text)
        }
        handle(.select, when: { [weak self] _ in self?.canSelectMore == true && self?.selectedRange == nil }) { [weak self] _ in
            self?.selectWordAtStart()
        }
        handle(.selectAll, when: { [weak self] _ in self?.canSelectMore == true }) { [weak self] _ in
            self?.selectAll()
        }
    }

    var gtkLabel: UnsafeMutablePointer<GtkLabel> { object.as(GtkLabel.self) }

    /// The label's text, shown literally (no markup, no mnemonics).
    public var text: String {
        get { String(cString: gtk_label_get_text(gtkLabel)) }
        set { gtk_label_set_text(gtkLabel, newValue) }
    }

    /// Whether the user can select (and so copy) the text. A selectable
    /// label gets the standard edit-menu triggers.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(gtkLabel) != 0 }
        set {
            gtk_label_set_selectable(gtkLabel, newValue ? 1 : 0)
            editMenuTriggers = newValue ? .standard : []
        }
    }

    /// The selected character range, or nil when nothing is selected.
    public var selectedRange: Range<Int>? {
        var start: gint = 0, end: gint = 0
        guard gtk_label_get_selection_bounds(gtkLabel, &start, &end) != 0, start != end else { return nil }
        return Int(min(start, end))..<Int(max(start, end))
    }

    /// The selected text, or nil when nothing is selected.
    public var selectedText: String? {
        selectedRange.map { String(Array(text)[$0]) }
    }

    /// Selects the characters in `range`.
    public func select(_ range: Range<Int>) {
        gtk_label_select_region(gtkLabel, gint(range.lowerBound), gint(range.upperBound))
    }

    /// Selects the whole text.
    public func selectAll() { select(0..<text.count) }

    private var canSelectMore: Bool {
        isSelectable && !text.isEmpty && selectedRange != 0..<text.count
    }

    private func selectWordAtStart() {
        let characters = Array(text)
        let end = characters.firstIndex { $0.isWhitespace } ?? characters.count
        select(0..<max(end, 1))
    }
}
