import EditMenu
import Foundation
import GtkKit

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
        let label = Gtk.Label(text)
        super.init(wrapping: label.opaque)   // the view's own reference; the label's goes below
        withExtendedLifetime(label) {}
        handleStandardActions()
        labelWidget.setLineWrap(true)
        labelWidget.setXAlign(0)
        isSelectable = selectable
    }

    /// Our label over a GtkLabel made elsewhere (in C, by another binding),
    /// which keeps its text, look and place: a selectable one gets our edit
    /// menu (Copy, Select, Select All), and the label its place in the
    /// responder chain, as ``TextField/init(unsafeWidget:)`` describes.
    ///
    /// ```swift
    /// let label = Label(unsafeWidget: OpaquePointer(gtkLabelOfTheApp))
    /// label.isSelectable = true
    /// ```
    ///
    /// `unsafeWidget` must point at a live `GtkLabel`; another widget, or one
    /// a view already has, stops the program with a message that says so.
    public init(unsafeWidget label: OpaquePointer) {
        let label = Gtk.Label.madeElsewhere(label, by: "Label(unsafeWidget:)")
        super.init(wrapping: label.opaque)
        withExtendedLifetime(label) {}
        handleStandardActions()
        isSelectable = labelWidget.isSelectable
        followWidgetIntoResponderTree()
    }

    private func handleStandardActions() {
        focusGuard = FocusGuard(self)
        suppressesBuiltInContextMenu = true
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

    /// The GtkLabel (a wrapper of the view's widget: the view holds the
    /// label's one reference).
    var labelWidget: Gtk.Label { gtkWidget.as(Gtk.Label.self)! }

    /// The label's text, shown literally (no markup, no mnemonics).
    public var text: String {
        get { labelWidget.text }
        set { labelWidget.text = newValue }
    }

    /// Whether the user can select (and so copy) the text. A selectable
    /// label gets the standard edit-menu triggers.
    public var isSelectable: Bool {
        get { labelWidget.isSelectable }
        set {
            labelWidget.isSelectable = newValue
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
    public func selectAll() { labelWidget.selectRegion(start: 0, end: -1) }

    /// Clears the selection, leaving the caret at the start.
    public func deselect() { labelWidget.selectRegion(start: 0, end: 0) }

    /// The selection in GTK's code points.
    private var selectedOffsets: Range<Int>? { labelWidget.selection }

    private func selectOffsets(_ range: Range<Int>) {
        labelWidget.selectRegion(start: range.lowerBound, end: range.upperBound)
    }

    private var canSelectMore: Bool {
        isSelectable && !text.isEmpty && selectedOffsets != 0..<TextOffsets(text).count
    }

    private func selectWordAtStart() {
        selectOffsets(TextOffsets(text).wordRange(at: 0))
    }
}
