import GtkKit

/// A progress bar along the bottom of a text view's visible area, for a
/// long paste or undo: "Pasting… 45 % — Esc stops".
///
/// It is a child of the GtkTextView in the view's own window
/// (`GTK_TEXT_WINDOW_WIDGET`), so it stays put while the text scrolls, in an
/// event box: a window of its own, above the text's window, which a
/// windowless progress bar would be drawn under. Assistive technology reads
/// it as a progress bar with its value and text.
@MainActor
final class TextViewProgress {
    private let textView: Gtk.TextView
    /// An event box with a window of its own (its default), above the text's.
    private let box = Gtk.EventBox(visibleWindow: true)
    private let bar = Gtk.ProgressBar()
    private var isShown = false
    private static let margin = 8

    init(in textView: Gtk.TextView) {
        self.textView = textView
        bar.text = nil   // shows its text from now on
        bar.setMargins(top: 6, bottom: 8, start: 10, end: 10)
        Self.installStyleOnce()
        box.addStyleClass(Self.styleClass)
        box.add(bar)
        box.noShowAll = true
        bar.show()
        textView.addOverlay(box, x: Self.margin, y: Self.margin)
        textView.connect(.sizeAllocate) { [weak self] in
            self?.place()
        }
    }

    /// Shows `fraction` (0...1) with `label`; nil hides the bar.
    func show(_ fraction: Double?, label: String) {
        guard let fraction else {
            if isShown { box.hide() }
            isShown = false
            return
        }
        bar.fraction = fraction
        bar.text = label
        bar.accessible.name = label
        if !isShown {
            isShown = true
            place()
            box.show()
        }
    }

    private static let styleClass = "edit-menu-progress"
    private static var styleInstalled = false

    /// A card in the theme's colours, so the text under it does not show through.
    private static func installStyleOnce() {
        guard !styleInstalled else { return }
        styleInstalled = true
        Style.add(".\(styleClass) { background-color: @theme_bg_color; border: 1px solid @borders; border-radius: 6px; }")
    }

    /// Along the bottom of the visible area, across the view.
    private func place() {
        guard isShown else { return }
        let width = textView.allocatedWidth, height = textView.allocatedHeight
        let natural = box.naturalHeight
        // GtkTextView asks for room for its children (and its own margins
        // around them): a card as wide as the view would widen the window.
        box.setSizeRequest(width: max(width - 4 * Self.margin, 1), height: -1)
        textView.moveOverlay(box, x: Self.margin, y: max(height - natural - Self.margin, 0))
    }
}
