import CGtk

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
    private let textView: UnsafeMutablePointer<GtkWidget>
    private let box: UnsafeMutablePointer<GtkWidget>
    private let bar: UnsafeMutablePointer<GtkWidget>
    private var isShown = false
    private static let margin: gint = 8

    init(in textView: UnsafeMutablePointer<GtkWidget>) {
        self.textView = textView
        box = gtk_event_box_new()
        bar = gtk_progress_bar_new()
        let progressBar = UnsafeMutableRawPointer(bar).assumingMemoryBound(to: GtkProgressBar.self)
        gtk_progress_bar_set_show_text(progressBar, 1)
        for (set, value) in [(gtk_widget_set_margin_top, 6), (gtk_widget_set_margin_bottom, 8),
                             (gtk_widget_set_margin_start, 10), (gtk_widget_set_margin_end, 10)] as [(@convention(c) (UnsafeMutablePointer<GtkWidget>?, gint) -> Void, gint)] {
            set(bar, value)
        }
        Self.installStyleOnce()
        gtk_style_context_add_class(gtk_widget_get_style_context(box), Self.styleClass)
        gtk_container_add(cgtk_container(box), bar)
        gtk_widget_set_no_show_all(box, 1)
        gtk_widget_show(bar)
        gtk_text_view_add_child_in_window(UnsafeMutableRawPointer(textView).assumingMemoryBound(to: GtkTextView.self),
                                          box, GTK_TEXT_WINDOW_WIDGET, Self.margin, Self.margin)
        GObjectRef(retaining: UnsafeMutableRawPointer(textView)).connect(.sizeAllocate) { [weak self] in
            self?.place()
        }
    }

    /// Shows `fraction` (0...1) with `label`; nil hides the bar.
    func show(_ fraction: Double?, label: String) {
        guard let fraction else {
            if isShown { gtk_widget_hide(box) }
            isShown = false
            return
        }
        let progressBar = UnsafeMutableRawPointer(bar).assumingMemoryBound(to: GtkProgressBar.self)
        gtk_progress_bar_set_fraction(progressBar, min(max(fraction, 0), 1))
        gtk_progress_bar_set_text(progressBar, label)
        atk_object_set_name(gtk_widget_get_accessible(bar), label)
        if !isShown {
            isShown = true
            place()
            gtk_widget_show(box)
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
        let width = gtk_widget_get_allocated_width(textView), height = gtk_widget_get_allocated_height(textView)
        var natural: gint = 0
        gtk_widget_get_preferred_height(box, nil, &natural)
        // GtkTextView asks for room for its children (and its own margins
        // around them): a card as wide as the view would widen the window.
        gtk_widget_set_size_request(box, max(width - 4 * Self.margin, 1), -1)
        gtk_text_view_move_child(UnsafeMutableRawPointer(textView).assumingMemoryBound(to: GtkTextView.self), box,
                                 Self.margin, max(height - natural - Self.margin, 0))
    }
}
