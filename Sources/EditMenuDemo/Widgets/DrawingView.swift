import EditMenuGTK
import Foundation
import GtkKit

/// A view that draws itself (`GtkDrawingArea`): the custom view of UIKit
/// samples. Drawing goes through `DrawingContext`.
///
/// ```swift
/// let badge = DrawingView(width: 120, height: 60) { context in
///     context.fill(context.bounds, red: 0.8, green: 0.1, blue: 0.1)
///     context.drawCenteredText("Hi")
/// }
/// ```
@MainActor
class DrawingView: View {
    /// Draws the view's content; called by GTK whenever it needs a frame.
    var draw: (@MainActor (DrawingContext) -> Void)? {
        didSet { setNeedsDisplay() }
    }

    init(width: Int = -1, height: Int = -1, draw: (@MainActor (DrawingContext) -> Void)? = nil) {
        self.draw = draw
        let area = Gtk.DrawingArea()
        super.init(wrapping: area.opaque)
        area.setSizeRequest(width: width, height: height)
        // A drawing area has its own window, which gets only the events it
        // asks for; without these, presses would go to the parent's window
        // and bypass gestures on this view and its ancestors.
        area.addEvents([.buttonPress, .buttonRelease, .buttonMotion, .touch])
        area.connect(.draw) { [weak self] cairo in
            guard let self else { return false }
            self.draw?(DrawingContext(cairo: cairo, view: self))
            return false
        }
    }
}

/// What a `DrawingView` draws with, valid only during its `draw` call.
@MainActor
struct DrawingContext {
    let cairo: Cairo.Context
    let view: View

    /// The area to draw in.
    var bounds: CGRect { view.bounds }

    /// Fills `rect` with a colour (components 0...1).
    func fill(_ rect: CGRect, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo.setColor(red: red, green: green, blue: blue, alpha: alpha)
        cairo.rectangle(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        cairo.fill()
    }

    /// Strokes the outline of `rect`.
    func stroke(_ rect: CGRect, lineWidth: Double, red: Double, green: Double, blue: Double, dashed: Bool = false) {
        cairo.setColor(red: red, green: green, blue: blue)
        cairo.setLineWidth(lineWidth)
        if dashed { cairo.setDash((on: 6, off: 4)) }
        cairo.rectangle(x: rect.minX + lineWidth / 2, y: rect.minY + lineWidth / 2,
                        width: rect.width - lineWidth, height: rect.height - lineWidth)
        cairo.stroke()
        cairo.setDash(nil)
    }

    /// Draws `text` in the theme's font and colour, centred in the view.
    func drawCenteredText(_ text: String, scale: Double = 1) {
        guard let layout = view.gtkWidget.makeLayout(text) else { return }
        if scale != 1 { layout.scale(by: scale) }
        let size = layout.pixelSize
        cairo.render(layout, at: (bounds.width - Double(size.width)) / 2, y: (bounds.height - Double(size.height)) / 2,
                     in: view.gtkWidget)
    }
}
