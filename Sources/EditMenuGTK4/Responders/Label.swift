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
        labelWidget.isSelectable = selectable
        editMenuTriggers = selectable ? .standard : []
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

    public var isSelectable: Bool { labelWidget.isSelectable }

    /// The selected text, or nil.
    public var selectedText: String? {
        guard let range = labelWidget.selection, !range.isEmpty else { return nil }
        return String(Array(text)[range])
    }

    public func selectAll() { labelWidget.selectRegion(start: 0, end: -1) }

    private var canSelectMore: Bool {
        isSelectable && !text.isEmpty && labelWidget.selection != 0..<text.count
    }
}
