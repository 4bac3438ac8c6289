import EditMenu
import Foundation
import GtkKit4

/// A label (`GtkLabel`). A selectable one has Copy and Select All in its
/// menu, in place of GTK 4's own context menu.
///
/// ```swift
/// let label = Label("Copy me", selectable: true)
/// ```
@MainActor
open class Label: View {
    let labelWidget: Gtk.Label

    public init(_ text: String, selectable: Bool = false) {
        labelWidget = Gtk.Label(text)
        super.init(wrapping: labelWidget.opaque)
        isSelectable = selectable
        handleStandardActions()
    }

    /// Our label over a GtkLabel made elsewhere (in C, by another binding),
    /// which keeps its text, look and place: a selectable one gets our edit
    /// menu (Copy, Select All), and the label its place in the responder
    /// chain, as ``TextField/init(unsafeWidget:)`` describes.
    ///
    /// ```swift
    /// let label = Label(unsafeWidget: OpaquePointer(gtkLabelOfTheApp))
    /// label.isSelectable = true
    /// ```
    ///
    /// `unsafeWidget` must point at a live `GtkLabel`; another widget, or one
    /// a view already has, stops the program with a message that says so.
    public init(unsafeWidget label: OpaquePointer) {
        labelWidget = Gtk.Label.madeElsewhere(label, by: "Label(unsafeWidget:)")
        super.init(wrapping: labelWidget.opaque)
        isSelectable = labelWidget.isSelectable
        handleStandardActions()
        followWidgetIntoResponderTree()
    }

    private func handleStandardActions() {
        handle(.copy, when: { [weak self] _ in self?.selectedText != nil }) { [weak self] _ in
            guard let text = self?.selectedText else { return }
            Pasteboards.general.setString(text)
        }
        handle(.selectAll, when: { [weak self] _ in self?.canSelectMore ?? false }) { [weak self] _ in
            self?.selectAll()
        }
    }

    public var text: String {
        get { labelWidget.text }
        set { labelWidget.text = newValue }
    }

    /// Whether the user can select the text (and so copy it from the menu).
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
        let offsets = TextOffsets(text).offsets(of: range)
        labelWidget.selectRegion(start: offsets.lowerBound, end: offsets.upperBound)
    }

    /// Selects the whole text.
    public func selectAll() { labelWidget.selectRegion(start: 0, end: -1) }

    /// Clears the selection, leaving the caret at the start.
    public func deselect() { labelWidget.selectRegion(start: 0, end: 0) }

    /// The selection in GTK's code points (a flag is two), nil when empty.
    private var selectedOffsets: Range<Int>? {
        guard let range = labelWidget.selection, !range.isEmpty else { return nil }
        return range
    }

    private var canSelectMore: Bool {
        isSelectable && !text.isEmpty && labelWidget.selection != 0..<TextOffsets(text).count
    }
}
