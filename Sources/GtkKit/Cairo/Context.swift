import CGtk

extension Cairo {
    /// A cairo context to draw with (`cairo_t`), valid for the `draw` call it came with.
    package struct Context {
        let cairo: OpaquePointer

        init(_ cairo: OpaquePointer) { self.cairo = cairo }

        package func setColor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            cairo_set_source_rgba(cairo, red, green, blue, alpha)
        }
        package func rectangle(x: Double, y: Double, width: Double, height: Double) {
            cairo_rectangle(cairo, x, y, width, height)
        }
        package func fill() { cairo_fill(cairo) }
        package func stroke() { cairo_stroke(cairo) }
        package func setLineWidth(_ width: Double) { cairo_set_line_width(cairo, width) }
        /// Dashes of `on` and `off` pixels; nil draws solid lines.
        package func setDash(_ pattern: (on: Double, off: Double)?) {
            if let pattern {
                var dashes = [pattern.on, pattern.off]
                cairo_set_dash(cairo, &dashes, 2, 0)
            } else {
                cairo_set_dash(cairo, nil, 0, 0)
            }
        }
        /// Draws `layout` with its top left corner at `x`, `y`, in `widget`'s style.
        @MainActor
        package func render(_ layout: Pango.Layout, at x: Double, y: Double, in widget: Gtk.Widget) {
            gtk_render_layout(gtk_widget_get_style_context(widget.widget), cairo, x, y, layout.layout)
        }
    }
}
