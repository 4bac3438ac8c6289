import CGtk4
import Foundation

extension Gtk {
    /// A GTK 4 widget (`GtkWidget`).
    ///
    /// GTK 4 widgets are not floating once parented and have no containers:
    /// a parent widget holds its children, a window its child, and input is
    /// handled by event controllers added to a widget.
    ///
    /// ```swift
    /// let label = Gtk.Label("Hello")
    /// label.addController(Gtk.GestureClick())
    /// label.grabFocus()
    /// ```
    package class Widget: GLib.Object {
        override package class var gType: GType { gtk_widget_get_type() }

        var widget: UnsafeMutablePointer<GtkWidget> { pointer.assumingMemoryBound(to: GtkWidget.self) }

        /// The widget's parent, or nil.
        package var parent: Widget? { Widget.wrap(gtk_widget_get_parent(widget).map(UnsafeMutableRawPointer.init)) }

        /// The first of its children, or nil.
        package var firstChild: Widget? { Widget.wrap(gtk_widget_get_first_child(widget).map(UnsafeMutableRawPointer.init)) }

        /// The next child of its parent, or nil.
        package var nextSibling: Widget? { Widget.wrap(gtk_widget_get_next_sibling(widget).map(UnsafeMutableRawPointer.init)) }

        /// Has it drawn again at the next frame.
        package func queueDraw() { gtk_widget_queue_draw(widget) }

        /// Its children, in order.
        package var children: [Widget] {
            var result: [Widget] = []
            var child = firstChild
            while let current = child {
                result.append(current)
                child = current.nextSibling
            }
            return result
        }

        /// The window it is in, or nil.
        package var window: Window? {
            gtk_widget_get_root(widget).flatMap { Widget.wrap(UnsafeMutableRawPointer($0), as: Window.self) }
        }

        package var isVisible: Bool {
            get { gtk_widget_get_visible(widget) != 0 }
            set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
        }

        /// Whether it is on screen (its window is, and so are its ancestors).
        package var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

        /// Whether it is laid out right to left (a Hebrew or Arabic desktop).
        package var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

        /// Whether it has the keyboard focus of its window (`gtk_widget_has_focus`).
        package var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

        /// Whether it is its window's focus widget, whether or not the window is active.
        package var isFocus: Bool { gtk_widget_is_focus(widget) != 0 }

        /// Moves the keyboard focus here; false when it cannot take it.
        @discardableResult
        package func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

        /// Takes the keyboard back as it was left: a GtkText keeps its
        /// selection (its own grab selects all of its text).
        @discardableResult
        package func grabFocusKeepingSelection() -> Bool {
            if self.is(typeNamed: "GtkText") { return gtk_text_grab_focus_without_selecting(pointer.assumingMemoryBound(to: GtkText.self)) != 0 }
            return grabFocus()
        }

        /// Whether the keyboard focus is this widget or one inside it.
        package var containsFocus: Bool { gtk_widget_has_focus(widget) != 0 || gtk_widget_get_focus_child(widget) != nil }

        /// Sounds the error bell, as GTK does for a change it refuses.
        package func errorBell() { gtk_widget_error_bell(widget) }

        /// Whether it can take the keyboard focus.
        package var isFocusable: Bool {
            get { gtk_widget_get_focusable(widget) != 0 }
            set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
        }

        package var width: Int { Int(gtk_widget_get_width(widget)) }
        package var height: Int { Int(gtk_widget_get_height(widget)) }

        /// Adds `controller`; the widget holds it from now on.
        package func addController(_ controller: EventController) {
            // gtk_widget_add_controller takes the controller's reference: give it one of its own.
            g_object_ref(controller.pointer)
            gtk_widget_add_controller(widget, controller.controller)
        }

        /// Removes `controller` (added with `addController`).
        package func removeController(_ controller: EventController) {
            gtk_widget_remove_controller(widget, controller.controller)
        }

        /// Makes `group`'s actions reachable as `<prefix>.<name>` from this
        /// widget and its descendants (a popover's items, a shortcut).
        package func insertActionGroup(_ prefix: String, _ group: Gio.SimpleActionGroup?) {
            gtk_widget_insert_action_group(widget, prefix, group.map { OpaquePointer($0.pointer) })
        }

        /// Adds a CSS class (`.edit-menu`).
        package func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

        /// The accessible and tooltip text, where one is wanted.
        package var tooltip: String? {
            get { GLib.string(gtk_widget_get_tooltip_text(widget)) }
            set { gtk_widget_set_tooltip_text(widget, newValue) }
        }

        /// `point` in this widget's coordinates translated into `other`'s, or
        /// nil when the two have no common ancestor.
        package func translate(_ point: CGPoint, to other: Widget) -> CGPoint? {
            var source = graphene_point_t(x: Float(point.x), y: Float(point.y))
            var target = graphene_point_t()
            guard gtk_widget_compute_point(widget, other.widget, &source, &target) != 0 else { return nil }
            return CGPoint(x: Double(target.x), y: Double(target.y))
        }

        /// The display's CLIPBOARD.
        package var clipboard: Gdk.Clipboard { Gdk.Clipboard(retaining: UnsafeMutableRawPointer(gtk_widget_get_clipboard(widget))) }

        /// The display's PRIMARY selection.
        package var primaryClipboard: Gdk.Clipboard {
            Gdk.Clipboard(retaining: UnsafeMutableRawPointer(gtk_widget_get_primary_clipboard(widget)))
        }

        /// Sets whether `widget`'s own action `name` (one its class installed,
        /// "menu.popup") can run, here only.
        package func setActionEnabled(_ name: String, _ enabled: Bool) {
            gtk_widget_action_set_enabled(widget, name, enabled ? 1 : 0)
        }

        /// Whether it takes input (it and its ancestors are sensitive).
        package var isSensitive: Bool { gtk_widget_is_sensitive(widget) != 0 }

        /// Runs the widget's activation (a button's click, a menu item's action).
        @discardableResult
        package func activate() -> Bool { gtk_widget_activate(widget) != 0 }

        /// Adds `flags` to the state it is drawn in, as input would.
        package func setState(_ flags: StateFlags) { gtk_widget_set_state_flags(widget, flags.gtk, 0) }

        /// Takes `flags` off the state it is drawn in.
        package func unsetState(_ flags: StateFlags) { gtk_widget_unset_state_flags(widget, flags.gtk) }

        /// Whether it is drawn with every one of `flags`.
        package func hasState(_ flags: StateFlags) -> Bool {
            gtk_widget_get_state_flags(widget).rawValue & flags.rawValue == flags.rawValue
        }

        /// The surface of the native widget it is drawn on (its window's, or
        /// a popover's own), as an identity: nil before it is realized.
        package var surface: OpaquePointer? {
            gtk_widget_get_native(widget).flatMap { gtk_native_get_surface($0) }
        }

        /// Every widget below this one, depth first, in order.
        package var descendants: [Widget] {
            children.flatMap { [$0] + $0.descendants }
        }

        /// The first widget below this one, depth first, that is a `T`.
        package func firstDescendant<T: Widget>(_ type: T.Type) -> T? {
            for child in children {
                if let match = child.as(type) ?? child.firstDescendant(type) { return match }
            }
            return nil
        }
    }
}

extension Signal where Emitter: Gtk.Widget, Handler == VoidHandler {
    /// `destroy`: GTK is letting the widget go (its window closed).
    package static var destroy: Self { Self(withoutArguments: "destroy") }
    /// `map`: the widget came on screen.
    package static var map: Self { Self(withoutArguments: "map") }
    /// `unmap`: the widget left the screen.
    package static var unmap: Self { Self(withoutArguments: "unmap") }
}

extension Gtk {
    /// Runs `handler` with every widget that is shown, anywhere in the
    /// process, right after GTK's own `show` handler and before any
    /// connected one (an emission hook on GtkWidget `show`; it stays for as
    /// long as the process runs): for widgets GTK makes and shows itself,
    /// such as a text widget's touch bubble. A widget still floating (not
    /// yet in a parent) is not passed.
    @MainActor
    package static func onEveryWidgetShown(_ handler: @escaping @MainActor (Widget) -> Void) {
        GLib.onEveryEmission(of: "show", on: gtk_widget_get_type()) { object in
            guard g_object_is_floating(object) == 0, let widget = Widget.wrap(object, as: Widget.self) else { return }
            handler(widget)
        }
    }
}
