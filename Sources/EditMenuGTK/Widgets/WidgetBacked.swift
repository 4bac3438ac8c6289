import CGtk
import Foundation

/// Something drawn by a GTK widget: a `View`, or a `Window`.
///
/// Both hold their widget through a `GObjectRef`; this protocol gives them
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
    /// The reference that keeps the widget alive.
    package let object: GObjectRef
    /// The widget assistive technology should read: usually the widget itself;
    /// an image's, for an `ImageView` wrapped in an event box.
    package let accessibleWidget: UnsafeMutablePointer<GtkWidget>

    package init(_ object: GObjectRef, accessibleWidget: UnsafeMutablePointer<GtkWidget>? = nil) {
        self.object = object
        self.accessibleWidget = accessibleWidget ?? object.as(GtkWidget.self)
    }
}

extension WidgetBacked {
    /// The GTK widget.
    package var widget: UnsafeMutablePointer<GtkWidget> { widgetReference.object.as(GtkWidget.self) }

    /// Destroys the widget (and with it the widgets inside it).
    public func destroy() {
        guard !isDestroyed else { return }
        gtk_widget_destroy(widget)
    }

    /// Shows the widget and everything in it.
    public func showAll() { gtk_widget_show_all(widget) }

    /// Whether the widget is mapped and visible on screen.
    public var isShowing: Bool { !isDestroyed && gtk_widget_get_mapped(widget) != 0 }

    /// Whether the widget is its toplevel's focus widget.
    public var hasKeyboardFocus: Bool { !isDestroyed && gtk_widget_has_focus(widget) != 0 }

    /// Gives the widget keyboard focus.
    public func grabFocus() { gtk_widget_grab_focus(widget) }

    /// Whether clicking the widget moves keyboard focus to it.
    public var focusOnClick: Bool {
        get { gtk_widget_get_focus_on_click(widget) != 0 }
        set { gtk_widget_set_focus_on_click(widget, newValue ? 1 : 0) }
    }

    /// The widget's size, as a rectangle at the origin (UIKit's `bounds`).
    public var bounds: CGRect {
        CGRect(x: 0, y: 0,
               width: CGFloat(gtk_widget_get_allocated_width(widget)),
               height: CGFloat(gtk_widget_get_allocated_height(widget)))
    }

    /// Lets the widget grow into spare room, horizontally and vertically.
    public func expand(horizontally: Bool = true, vertically: Bool = true) {
        gtk_widget_set_hexpand(widget, horizontally ? 1 : 0)
        gtk_widget_set_vexpand(widget, vertically ? 1 : 0)
    }

    /// Keeps the widget at its natural width, at the start of its row.
    public func alignToStart() { gtk_widget_set_halign(widget, GTK_ALIGN_START) }

    /// Keeps the widget at its natural height, at the top of its column
    /// (a button beside a tall text view, say).
    public func alignToTop() { gtk_widget_set_valign(widget, GTK_ALIGN_START) }

    /// Space around the widget, in pixels.
    public func setMargins(_ margin: Int) {
        gtk_widget_set_margin_top(widget, gint(margin))
        gtk_widget_set_margin_bottom(widget, gint(margin))
        gtk_widget_set_margin_start(widget, gint(margin))
        gtk_widget_set_margin_end(widget, gint(margin))
    }

    /// Adds a CSS class (see `Style.swift`).
    public func addStyleClass(_ name: String) {
        gtk_style_context_add_class(cgtk_style_context(widget), name)
    }

    /// Removes a CSS class.
    public func removeStyleClass(_ name: String) {
        gtk_style_context_remove_class(cgtk_style_context(widget), name)
    }

    /// Whether the widget has a CSS class.
    public func hasStyleClass(_ name: String) -> Bool {
        gtk_style_context_has_class(cgtk_style_context(widget), name) != 0
    }

    /// The tooltip shown on hover.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { consumeGString($0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// Asks GTK to draw the widget again.
    public func setNeedsDisplay() { gtk_widget_queue_draw(widget) }

    // MARK: Accessibility

    /// The name assistive technology reads for this widget.
    public var accessibleName: String? {
        get { atk_object_get_name(gtk_widget_get_accessible(widgetReference.accessibleWidget)).map { String(cString: $0) } }
        set { atk_object_set_name(gtk_widget_get_accessible(widgetReference.accessibleWidget), newValue ?? "") }
    }

    /// The description assistive technology reads after the name.
    public var accessibleDescription: String? {
        get { atk_object_get_description(gtk_widget_get_accessible(widgetReference.accessibleWidget)).map { String(cString: $0) } }
        set { atk_object_set_description(gtk_widget_get_accessible(widgetReference.accessibleWidget), newValue ?? "") }
    }
}

/// Copies a newly allocated C string into Swift and frees it.
/// A string GLib allocated, as bytes that free it when they go: no copy.
func adoptGString(_ string: UnsafeMutablePointer<gchar>) -> Data {
    Data(bytesNoCopy: UnsafeMutableRawPointer(string), count: strlen(string), deallocator: .custom { bytes, _ in g_free(bytes) })
}

func consumeGString(_ string: UnsafeMutablePointer<gchar>) -> String {
    defer { g_free(string) }
    return String(cString: string)
}
