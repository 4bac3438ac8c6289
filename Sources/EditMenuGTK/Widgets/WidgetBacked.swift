import Foundation
import GtkKit

/// Something drawn by a GTK widget: a `View`, or a `Window`.
///
/// Both hold their widget (a GtkKit `Gtk.Widget`); this protocol gives them
/// the same widget-level conveniences (accessibility, focus, CSS classes).
@MainActor
public protocol WidgetBacked: AnyObject {
    /// The GTK widget behind this object, as the library holds it.
    var widgetReference: WidgetReference { get }
    /// True once GTK destroyed the widget.
    var isDestroyed: Bool { get }
}

/// A GTK widget as the library holds it: opaque outside this package, so no
/// C pointer is part of the public API (a widget made in C comes in through
/// ``View/init(wrapping:)``).
@MainActor
public struct WidgetReference {
    /// The widget, held.
    package let widget: Gtk.Widget
    /// The widget assistive technology should read: usually the widget itself;
    /// an image's, for an `ImageView` wrapped in an event box.
    package let accessible: Gtk.Widget

    package init(_ widget: Gtk.Widget, accessible: Gtk.Widget? = nil) {
        self.widget = widget
        self.accessible = accessible ?? widget
    }

}

extension WidgetBacked {
    /// The GTK widget.
    package var gtkWidget: Gtk.Widget { widgetReference.widget }

    /// Destroys the widget (and with it the widgets inside it).
    public func destroy() {
        guard !isDestroyed else { return }
        gtkWidget.destroy()
    }

    /// Shows the widget and everything in it.
    public func showAll() { gtkWidget.showAll() }

    /// Whether the widget is mapped and visible on screen.
    public var isShowing: Bool { !isDestroyed && gtkWidget.isMapped }

    /// Whether the widget is its toplevel's focus widget.
    public var hasKeyboardFocus: Bool { !isDestroyed && gtkWidget.hasFocus }

    /// Gives the widget keyboard focus.
    public func grabFocus() { gtkWidget.grabFocus() }

    /// Whether clicking the widget moves keyboard focus to it.
    public var focusOnClick: Bool {
        get { gtkWidget.focusOnClick }
        set { gtkWidget.focusOnClick = newValue }
    }

    /// The widget's size, as a rectangle at the origin (UIKit's `bounds`).
    public var bounds: CGRect {
        CGRect(x: 0, y: 0, width: CGFloat(gtkWidget.allocatedWidth), height: CGFloat(gtkWidget.allocatedHeight))
    }

    /// Lets the widget grow into spare room, horizontally and vertically.
    public func expand(horizontally: Bool = true, vertically: Bool = true) {
        gtkWidget.horizontalExpand = horizontally
        gtkWidget.verticalExpand = vertically
    }

    /// Keeps the widget at its natural width, at the start of its row.
    public func alignToStart() { gtkWidget.horizontalAlignment = .start }

    /// Keeps the widget at its natural height, at the top of its column
    /// (a button beside a tall text view, say).
    public func alignToTop() { gtkWidget.verticalAlignment = .start }

    /// Space around the widget, in pixels.
    public func setMargins(_ margin: Int) {
        gtkWidget.setMargins(top: margin, bottom: margin, start: margin, end: margin)
    }

    /// Adds a CSS class (see `Style.swift`).
    public func addStyleClass(_ name: String) { gtkWidget.addStyleClass(name) }

    /// Removes a CSS class.
    public func removeStyleClass(_ name: String) { gtkWidget.removeStyleClass(name) }

    /// Whether the widget has a CSS class.
    public func hasStyleClass(_ name: String) -> Bool { gtkWidget.hasStyleClass(name) }

    /// The tooltip shown on hover.
    public var tooltip: String? {
        get { gtkWidget.tooltip }
        set { gtkWidget.tooltip = newValue }
    }

    /// Asks GTK to draw the widget again.
    public func setNeedsDisplay() { gtkWidget.queueDraw() }

    // MARK: Accessibility

    /// The name assistive technology reads for this widget.
    public var accessibleName: String? {
        get { widgetReference.accessible.accessible.name }
        set { widgetReference.accessible.accessible.name = newValue }
    }

    /// The description assistive technology reads after the name.
    public var accessibleDescription: String? {
        get { widgetReference.accessible.accessible.description }
        set { widgetReference.accessible.accessible.description = newValue }
    }
}
