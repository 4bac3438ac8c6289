import CGtk
import Foundation

/// A view that draws itself (`GtkDrawingArea`): the custom view of UIKit
/// samples. Drawing goes through `DrawingContext`, so callers never touch
/// cairo directly.
///
/// ```swift
/// let badge = DrawingView(width: 120, height: 60) { context in
///     context.fill(context.bounds, red: 0.8, green: 0.1, blue: 0.1)
///     context.drawCenteredText("Hi")
/// }
/// ```
@MainActor
open class DrawingView: View {
    /// Draws the view's content; called by GTK whenever it needs a frame.
    public var draw: (@MainActor (DrawingContext) -> Void)? {
        didSet { setNeedsDisplay() }
    }

    public init(width: Int = -1, height: Int = -1, draw: (@MainActor (DrawingContext) -> Void)? = nil) {
        self.draw = draw
        super.init(wrapping: OpaquePointer(gtk_drawing_area_new()))
        gtk_widget_set_size_request(widget, gint(width), gint(height))
        // A drawing area has its own window, which gets only the events it
        // asks for; without these, presses would go to the parent's window
        // and bypass gestures on this view and its ancestors.
        gtk_widget_add_events(widget, gint(GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue
            | GDK_BUTTON_MOTION_MASK.rawValue | GDK_TOUCH_MASK.rawValue))
        object.connect(.draw) { [weak self] cairo in
            guard let self else { return false }
            self.draw?(DrawingContext(cairo: cairo, view: self))
            return false
        }
    }
}

/// What a `DrawingView` draws with: a thin layer over the cairo context
/// GTK hands to the `draw` signal, valid only during that call.
@MainActor
public struct DrawingContext {
    let cairo: OpaquePointer
    let view: View

    /// The area to draw in.
    public var bounds: CGRect { view.bounds }

    /// Fills `rect` with a colour (components 0...1).
    public func fill(_ rect: CGRect, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cairo)
    }

    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect, lineWidth: Double, red: Double, green: Double, blue: Double, dashed: Bool = false) {
        cairo_set_source_rgb(cairo, red, green, blue)
        cairo_set_line_width(cairo, lineWidth)
        if dashed {
            var dashes: [Double] = [6, 4]
            cairo_set_dash(cairo, &dashes, 2, 0)
        }
        cairo_rectangle(cairo, rect.minX + lineWidth / 2, rect.minY + lineWidth / 2,
                        rect.width - lineWidth, rect.height - lineWidth)
        cairo_stroke(cairo)
        cairo_set_dash(cairo, nil, 0, 0)
    }

    /// Draws `text` in the theme's font and colour, centred in the view.
    public func drawCenteredText(_ text: String, scale: Double = 1) {
        guard let layout = gtk_widget_create_pango_layout(view.widget, text) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if scale != 1, let attributes = pango_attr_list_new() {
            pango_attr_list_insert(attributes, pango_attr_scale_new(scale))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        var width: gint = 0, height: gint = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        gtk_render_layout(cgtk_style_context(view.widget), cairo,
                          (bounds.width - Double(width)) / 2, (bounds.height - Double(height)) / 2, layout)
    }
}
