import GtkKit4

/// A progress bar along the bottom of a text view's visible text, for a
/// long paste or undo: "Pasting… 45 % — Esc stops".
///
/// It sits in the view's bottom gutter (`GTK_TEXT_WINDOW_BOTTOM`), which
/// GTK 4 keeps at the bottom of what is in view while the text scrolls, and
/// is there only while it shows. Assistive technology reads it as a progress
/// bar named by its text.
@MainActor
final class TextViewProgress {
    private unowned let textView: Gtk.TextView
    private let bar = Gtk.ProgressBar()
    private var isShown = false

    init(in textView: Gtk.TextView) {
        self.textView = textView
        bar.setMargins(6)
    }

    /// Shows `fraction` (0...1) with `label`; nil hides the bar.
    func show(_ fraction: Double?, label: String) {
        guard let fraction else {
            if isShown { textView.setBottomGutter(nil) }
            isShown = false
            return
        }
        bar.fraction = fraction
        if bar.text != label {
            bar.text = label
            bar.accessibleLabel = label
        }
        if !isShown {
            isShown = true
            textView.setBottomGutter(bar)
        }
    }
}
