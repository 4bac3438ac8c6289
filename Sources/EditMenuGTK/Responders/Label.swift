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
        super.init(wrapping: OpaquePointer(gtk_label_new(text)))
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

    /// The selected range of ``text``, or nil when nothing is selected.
    ///
    /// ```swift
    /// if let range = label.selectedRange { print(label.text[range]) }
    /// ```
    public var selectedRange: Range<String.Index>? {
        selectedOffsets.map { TextOffsets(text).range(from: $0.lowerBound, to: $0.upperBound) }
    }

    /// The selected text, exactly as selected, or nil when nothing is selected.
    public var selectedText: String? {
        selectedOffsets.map { TextOffsets(text).substring($0) }
    }

    /// Selects `range` of ``text``.
    public func select(_ range: Range<String.Index>) {
        selectOffsets(TextOffsets(text).offsets(of: range))
    }

    /// Selects the whole text.
    public func selectAll() { gtk_label_select_region(gtkLabel, 0, -1) }

    /// Clears the selection, leaving the caret at the start.
    public func deselect() { gtk_label_select_region(gtkLabel, 0, 0) }

    /// The selection in GTK's code points.
    private var selectedOffsets: Range<Int>? {
        var start: gint = 0, end: gint = 0
        guard gtk_label_get_selection_bounds(gtkLabel, &start, &end) != 0, start != end else { return nil }
        return Int(min(start, end))..<Int(max(start, end))
    }

    private func selectOffsets(_ range: Range<Int>) {
        gtk_label_select_region(gtkLabel, TextOffsets.gtk(range.lowerBound), TextOffsets.gtk(range.upperBound))
    }

    private var canSelectMore: Bool {
        isSelectable && !text.isEmpty && selectedOffsets != 0..<TextOffsets(text).count
    }

    private func selectWordAtStart() {
        selectOffsets(TextOffsets(text).wordRange(at: 0))
    }
}
