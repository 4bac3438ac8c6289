import CGtk
import CGtkShims
import Foundation

extension Gtk {
    /// A GTK widget (`GtkWidget`): every other widget class derives from it.
    package class Widget: GLib.Object {
        override package class var gType: GType { gtk_widget_get_type() }

        var widget: UnsafeMutablePointer<GtkWidget> { pointer.assumingMemoryBound(to: GtkWidget.self) }

        // MARK: Life

        /// Destroys the widget (and the widgets inside it); its wrappers stay
        /// valid, holding a destroyed widget, until they go.
        package func destroy() { gtk_widget_destroy(widget) }

        // MARK: The tree

        /// The widget's parent, or nil at the top or outside a tree.
        package var parent: Widget? { Widget.wrap(gtk_widget_get_parent(widget)) }

        /// The topmost widget above this one: its window once it is in one
        /// (check `isToplevel`), else the top of its tree.
        package var toplevel: Widget { Widget(retaining: gtk_widget_get_toplevel(widget)) }

        /// The window the widget is in, or nil while it is in none.
        package var window: Window? {
            let top = toplevel
            return top.isToplevel ? top.as(Window.self) : nil
        }

        /// Whether the widget is a window (a toplevel).
        package var isToplevel: Bool { gtk_widget_is_toplevel(widget) != 0 }

        /// Whether `self` is inside `ancestor` (not `ancestor` itself).
        package func isInside(_ ancestor: Widget) -> Bool { gtk_widget_is_ancestor(widget, ancestor.widget) != 0 }

        /// `self`, or a widget inside it.
        package func isSelfOrInside(_ ancestor: Widget) -> Bool { self == ancestor || isInside(ancestor) }

        // MARK: State on screen

        package func show() { gtk_widget_show(widget) }
        package func showAll() { gtk_widget_show_all(widget) }
        package func hide() { gtk_widget_hide(widget) }
        /// Whether the widget is to be shown (its own flag; its parents may be hidden).
        package var isVisible: Bool {
            get { gtk_widget_get_visible(widget) != 0 }
            set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
        }
        /// Whether the widget and all its parents are visible.
        package var isVisibleOnScreen: Bool { gtk_widget_is_visible(widget) != 0 }
        /// Whether the widget is on screen (mapped).
        package var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }
        /// Whether the widget has its GDK resources.
        package var isRealized: Bool { gtk_widget_get_realized(widget) != 0 }
        package func realize() { gtk_widget_realize(widget) }
        /// Whether `showAll()` of a parent leaves this widget hidden.
        package var noShowAll: Bool {
            get { bool("no-show-all") }
            set { gtk_widget_set_no_show_all(widget, newValue ? 1 : 0) }
        }
        /// Whether the widget reacts to input (it and its parents are sensitive).
        package var isSensitive: Bool { gtk_widget_is_sensitive(widget) != 0 }

        /// The widget's state flags (GTK's hover look, checked, inconsistent…).
        package var stateFlags: StateFlags { StateFlags(rawValue: gtk_widget_get_state_flags(widget).rawValue) }
        package func setStateFlags(_ flags: StateFlags) { gtk_widget_set_state_flags(widget, GtkStateFlags(flags.rawValue), 0) }
        package func unsetStateFlags(_ flags: StateFlags) { gtk_widget_unset_state_flags(widget, GtkStateFlags(flags.rawValue)) }

        /// Whether the widget lays out right to left.
        package var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

        /// Asks GTK to draw the widget again.
        package func queueDraw() { gtk_widget_queue_draw(widget) }

        /// Sounds the desktop's bell for this widget (a refused action).
        package func errorBell() { gtk_widget_error_bell(widget) }

        /// Activates the widget as Enter would (clicks a button).
        @discardableResult
        package func activate() -> Bool { gtk_widget_activate(widget) != 0 }

        // MARK: Keyboard

        package var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }
        package func grabFocus() { gtk_widget_grab_focus(widget) }
        package var canFocus: Bool {
            get { bool("can-focus") }
            set { gtk_widget_set_can_focus(widget, newValue ? 1 : 0) }
        }
        package var focusOnClick: Bool {
            get { gtk_widget_get_focus_on_click(widget) != 0 }
            set { gtk_widget_set_focus_on_click(widget, newValue ? 1 : 0) }
        }
        /// Moves the keyboard into the widget as Tab would; false when nothing in it takes it.
        @discardableResult
        package func moveFocusForward() -> Bool { gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0 }

        // MARK: Size and place

        package var allocatedWidth: Int { Int(gtk_widget_get_allocated_width(widget)) }
        package var allocatedHeight: Int { Int(gtk_widget_get_allocated_height(widget)) }

        /// The size the widget would like.
        package var naturalSize: (width: Int, height: Int) {
            var natural = GtkRequisition()
            gtk_widget_get_preferred_size(widget, nil, &natural)
            return (Int(natural.width), Int(natural.height))
        }
        package var naturalWidth: Int {
            var natural: gint = 0
            gtk_widget_get_preferred_width(widget, nil, &natural)
            return Int(natural)
        }
        package var naturalHeight: Int {
            var natural: gint = 0
            gtk_widget_get_preferred_height(widget, nil, &natural)
            return Int(natural)
        }

        /// A size the widget asks for at least (-1: its own).
        package func setSizeRequest(width: Int, height: Int) { gtk_widget_set_size_request(widget, gint(width), gint(height)) }

        /// `point` of this widget in `other`'s coordinates, or nil when the
        /// two are not in one window.
        package func translate(_ point: (x: Int, y: Int), to other: Widget) -> (x: Int, y: Int)? {
            var x: gint = 0, y: gint = 0
            guard gtk_widget_translate_coordinates(widget, other.widget, gint(point.x), gint(point.y), &x, &y) != 0 else { return nil }
            return (Int(x), Int(y))
        }

        package var horizontalExpand: Bool {
            get { bool("hexpand") }
            set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
        }
        package var verticalExpand: Bool {
            get { bool("vexpand") }
            set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
        }
        package var horizontalAlignment: Align {
            get { Align(rawValue: UInt32(int("halign"))) ?? .fill }
            set { gtk_widget_set_halign(widget, GtkAlign(newValue.rawValue)) }
        }
        package var verticalAlignment: Align {
            get { Align(rawValue: UInt32(int("valign"))) ?? .fill }
            set { gtk_widget_set_valign(widget, GtkAlign(newValue.rawValue)) }
        }
        package func setMargins(top: Int, bottom: Int, start: Int, end: Int) {
            gtk_widget_set_margin_top(widget, gint(top))
            gtk_widget_set_margin_bottom(widget, gint(bottom))
            gtk_widget_set_margin_start(widget, gint(start))
            gtk_widget_set_margin_end(widget, gint(end))
        }
        package var marginStart: Int {
            get { Int(int("margin-start")) }
            set { gtk_widget_set_margin_start(widget, gint(newValue)) }
        }

        // MARK: Look

        package var tooltip: String? {
            get { gtk_widget_get_tooltip_text(widget).map(GLib.takeString) }
            set { gtk_widget_set_tooltip_text(widget, newValue) }
        }

        package var styleContext: StyleContext { StyleContext(retaining: UnsafeMutableRawPointer(gtk_widget_get_style_context(widget))) }
        package func addStyleClass(_ name: String) { gtk_style_context_add_class(gtk_widget_get_style_context(widget), name) }
        package func removeStyleClass(_ name: String) { gtk_style_context_remove_class(gtk_widget_get_style_context(widget), name) }
        package func hasStyleClass(_ name: String) -> Bool { gtk_style_context_has_class(gtk_widget_get_style_context(widget), name) != 0 }

        /// The widget's CSS name (GtkTextHandle's is "cursor-handle").
        package var cssName: String? {
            GLib.string(gtk_widget_path_iter_get_object_name(gtk_widget_get_path(widget), -1))
        }

        /// The desktop's settings as they apply to this widget.
        package var settings: Settings { Settings(retaining: UnsafeMutableRawPointer(gtk_widget_get_settings(widget))) }

        /// A Pango layout of `text` in the widget's font.
        package func makeLayout(_ text: String) -> Pango.Layout? {
            Pango.Layout.adopt(gtk_widget_create_pango_layout(widget, text).map(UnsafeMutableRawPointer.init))
        }

        // MARK: GDK

        /// The GDK window the widget draws into, once realized.
        package var gdkWindow: Gdk.Window? { Gdk.Window.wrap(gtk_widget_get_window(widget).map(UnsafeMutableRawPointer.init)) }
        /// The GDK window of the widget's parent (a popover's holder window).
        package var parentGdkWindow: Gdk.Window? { Gdk.Window.wrap(gtk_widget_get_parent_window(widget).map(UnsafeMutableRawPointer.init)) }

        /// Asks for events the widget does not get by default (a plain
        /// drawing area gets no presses in GTK 3).
        package func addEvents(_ events: EventMask) { gtk_widget_add_events(widget, gint(events.rawValue)) }

        // MARK: Actions

        /// Makes `group`'s actions reachable from the widget as `prefix.name`.
        package func insertActionGroup(_ group: Gio.SimpleActionGroup?, prefix: String) {
            gtk_widget_insert_action_group(widget, prefix, group.map { OpaquePointer($0.pointer) })
        }

        // MARK: Accessibility

        /// What assistive technology is told about the widget.
        package var accessible: Atk.Object { Atk.Object(retaining: UnsafeMutableRawPointer(gtk_widget_get_accessible(widget))) }
    }

    /// GTK's alignment of a widget in the room it gets.
    package enum Align: UInt32, Sendable {
        case fill = 0, start, end, center, baseline
    }

    /// The states a widget is drawn in (`GtkStateFlags`).
    package struct StateFlags: OptionSet, Sendable {
        package let rawValue: UInt32
        package init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The pointer is over it (GTK's hover look).
        package static let prelight = StateFlags(rawValue: GTK_STATE_FLAG_PRELIGHT.rawValue)
        /// Pressed, or being dragged.
        package static let active = StateFlags(rawValue: GTK_STATE_FLAG_ACTIVE.rawValue)
        /// A check neither on nor off (a mixed style).
        package static let inconsistent = StateFlags(rawValue: GTK_STATE_FLAG_INCONSISTENT.rawValue)
    }

    /// Events a widget asks GDK for (`GdkEventMask`).
    package struct EventMask: OptionSet, Sendable {
        package let rawValue: UInt32
        package init(rawValue: UInt32) { self.rawValue = rawValue }
        package static let buttonPress = EventMask(rawValue: GDK_BUTTON_PRESS_MASK.rawValue)
        package static let buttonRelease = EventMask(rawValue: GDK_BUTTON_RELEASE_MASK.rawValue)
        package static let buttonMotion = EventMask(rawValue: GDK_BUTTON_MOTION_MASK.rawValue)
        package static let touch = EventMask(rawValue: GDK_TOUCH_MASK.rawValue)
        package static let keyPress = EventMask(rawValue: GDK_KEY_PRESS_MASK.rawValue)
        /// What a press, a drag, a touch and a key need.
        package static let pressesAndKeys: EventMask = [.buttonPress, .buttonRelease, .buttonMotion, .touch, .keyPress]
    }

    /// A widget's CSS style (`GtkStyleContext`).
    package final class StyleContext: GLib.Object {
        override package class var gType: GType { gtk_style_context_get_type() }

        /// The style this one inherits from, when it was given one (GtkTextHandle's: its text widget's).
        package var parent: StyleContext? { StyleContext.wrap(gtk_style_context_get_parent(pointer.assumingMemoryBound(to: GtkStyleContext.self))) }

        /// Adds `css` for every widget of the default screen, above the theme;
        /// the error when the CSS is invalid (what is valid of it still applies).
        @discardableResult
        package static func addApplicationStyle(_ css: String) -> GLib.Error? {
            guard let screen = gdk_screen_get_default(), let provider = gtk_css_provider_new() else { return nil }
            var error: UnsafeMutablePointer<GError>?
            gtk_css_provider_load_from_data(provider, css, -1, &error)
            gtk_style_context_add_provider_for_screen(screen, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            g_object_unref(UnsafeMutableRawPointer(provider))
            return GLib.Error.take(error)
        }
    }

    /// The desktop's settings (`GtkSettings`).
    package final class Settings: GLib.Object {
        override package class var gType: GType { gtk_settings_get_type() }

        /// How long a press must be held to be a long press, in seconds.
        package var longPressTime: TimeInterval? {
            let milliseconds = cgtk_settings_get_int(pointer.assumingMemoryBound(to: GtkSettings.self), "gtk-long-press-time")
            return milliseconds > 0 ? TimeInterval(milliseconds) / 1000 : nil
        }
    }
}

// MARK: Signals

/// A handler for an event signal, given a copy of the event; returns whether
/// it handled the event (true stops the emission, GTK's own handler included).
package typealias EventHandler<Event> = @MainActor (Event) -> Bool
/// GtkWidget `draw`: the cairo context, valid for this call; true stops other
/// handlers from drawing.
package typealias DrawHandler = @MainActor (Cairo.Context) -> Bool

private func handle<CEvent, Event>(_ event: UnsafeMutablePointer<CEvent>?, _ data: gpointer?,
                                   _ copy: (CEvent) -> Event) -> gboolean {
    let handler = SignalBox<EventHandler<Event>>.handler(data)
    guard let event else { return 0 }
    nonisolated(unsafe) let value = copy(event.pointee)
    return MainActor.assumeIsolated { handler(value) } ? 1 : 0
}
private let keyThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEventKey>?, gpointer?) -> gboolean = {
    _, event, data in handle(event, data, Gdk.KeyEvent.init)
}
private let buttonThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEventButton>?, gpointer?) -> gboolean = {
    _, event, data in handle(event, data, Gdk.ButtonEvent.init)
}
private let focusThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEventFocus>?, gpointer?) -> gboolean = {
    _, event, data in handle(event, data, Gdk.FocusEvent.init)
}
private let selectionThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEventSelection>?, gpointer?) -> gboolean = {
    _, event, data in handle(event, data, Gdk.SelectionEvent.init)
}
private let drawThunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, cairo, data in
    let handler = SignalBox<DrawHandler>.handler(data)
    guard let cairo else { return 0 }
    nonisolated(unsafe) let context = Cairo.Context(cairo)
    return MainActor.assumeIsolated { handler(context) } ? 1 : 0
}
private let dragDataReceivedThunk: @convention(c) (gpointer?, gpointer?, gint, gint, gpointer?, guint, guint, gpointer?) -> Void = {
    _, _, _, _, _, _, _, data in
    let handler = SignalBox<VoidHandler>.handler(data)
    MainActor.assumeIsolated { handler() }
}

extension Signal where Emitter: Gtk.Widget, Handler == VoidHandler {
    /// `destroy`: the widget is being destroyed; its handlers are dropped right after this one.
    package static var destroy: Self { Self(withoutArguments: "destroy") }
    /// `map`: the widget went on screen (its children with it).
    package static var map: Self { Self(withoutArguments: "map") }
    /// `unmap`: the widget left the screen.
    package static var unmap: Self { Self(withoutArguments: "unmap") }
    /// `state-flags-changed` (read the widget's current flags).
    package static var stateFlagsChanged: Self { Self(ignoringArgument: "state-flags-changed") }
    /// `size-allocate`: the widget got its size (read the widget's).
    package static var sizeAllocate: Self { Self(ignoringArgument: "size-allocate") }
    /// `drag-data-delete`: text dragged out of the widget is to be deleted.
    package static var dragDataDelete: Self { Self(ignoringArgument: "drag-data-delete") }
    /// `drag-data-received`: a drop's data arrived (a text widget inserts it
    /// in its default handler).
    package static var dragDataReceived: Self {
        Self("drag-data-received", thunk: unsafeBitCast(dragDataReceivedThunk, to: GCallback.self))
    }
    /// `show`: the widget is to be shown.
    package static var show: Self { Self(withoutArguments: "show") }
    /// `hierarchy-changed`: the widget's toplevel changed (it went into a
    /// window, or out of one).
    package static var hierarchyChanged: Self { Self(ignoringArgument: "hierarchy-changed") }
}

extension Signal where Emitter: Gtk.Widget, Handler == BoolHandler {
    /// `popup-menu`: the Menu key or Shift+F10; true when a menu was shown.
    package static var popupMenu: Self { Self(withoutArguments: "popup-menu") }
}

extension Signal where Emitter: Gtk.Widget, Handler == EventHandler<Gdk.KeyEvent> {
    /// `key-press-event`.
    package static var keyPressEvent: Self { Self("key-press-event", thunk: unsafeBitCast(keyThunk, to: GCallback.self)) }
}

extension Signal where Emitter: Gtk.Widget, Handler == EventHandler<Gdk.ButtonEvent> {
    /// `button-press-event`.
    package static var buttonPressEvent: Self { Self("button-press-event", thunk: unsafeBitCast(buttonThunk, to: GCallback.self)) }
}

extension Signal where Emitter: Gtk.Widget, Handler == EventHandler<Gdk.FocusEvent> {
    /// `focus-out-event`: the widget lost the keyboard.
    package static var focusOutEvent: Self { Self("focus-out-event", thunk: unsafeBitCast(focusThunk, to: GCallback.self)) }
}

extension Signal where Emitter: Gtk.Widget, Handler == EventHandler<Gdk.SelectionEvent> {
    /// `selection-notify-event`: a selection owner answered a request.
    package static var selectionNotifyEvent: Self {
        Self("selection-notify-event", thunk: unsafeBitCast(selectionThunk, to: GCallback.self))
    }
}

extension Signal where Emitter: Gtk.Widget, Handler == DrawHandler {
    /// `draw`.
    package static var draw: Self { Self("draw", thunk: unsafeBitCast(drawThunk, to: GCallback.self)) }
}
