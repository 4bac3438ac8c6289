import CGtk

extension Gtk {
    /// A widget that holds others (`GtkContainer`).
    package class Container: Widget {
        override package class var gType: GType { gtk_container_get_type() }

        var container: UnsafeMutablePointer<GtkContainer> { pointer.assumingMemoryBound(to: GtkContainer.self) }

        package func add(_ child: Widget) { gtk_container_add(container, child.widget) }
        package func remove(_ child: Widget) { gtk_container_remove(container, child.widget) }

        /// Every child, internal ones included (a window's popovers, a
        /// popover menu's stack): `gtk_container_forall`.
        package var allChildren: [Widget] {
            var children: [UnsafeMutablePointer<GtkWidget>] = []
            withUnsafeMutablePointer(to: &children) { list in
                gtk_container_forall(container, { child, data in
                    guard let child, let data else { return }
                    data.assumingMemoryBound(to: [UnsafeMutablePointer<GtkWidget>].self).pointee.append(child)
                }, list)
            }
            return children.map { Widget(retaining: UnsafeMutableRawPointer($0)) }
        }
    }

    /// A container with one child (`GtkBin`).
    package class Bin: Container {
        override package class var gType: GType { gtk_bin_get_type() }

        /// The one child, or nil.
        package var child: Widget? { Widget.wrap(gtk_bin_get_child(pointer.assumingMemoryBound(to: GtkBin.self))) }
    }

    /// Children in a row or a column (`GtkBox`).
    package class Box: Container {
        override package class var gType: GType { gtk_box_get_type() }

        package convenience init(_ orientation: Orientation, spacing: Int = 0) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_box_new(orientation.gtk, gint(spacing))))
        }

        /// Appends `child`; with `expand`, it shares the spare room.
        package func packStart(_ child: Widget, expand: Bool = false, fill: Bool? = nil, padding: Int = 0) {
            gtk_box_pack_start(pointer.assumingMemoryBound(to: GtkBox.self), child.widget,
                               expand ? 1 : 0, (fill ?? expand) ? 1 : 0, guint(padding))
        }
    }

    /// Which way a box lays its children out.
    package enum Orientation: Sendable {
        case horizontal, vertical
        var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
    }

    /// A frame around one child (`GtkFrame`), here without a label.
    package final class Frame: Bin {
        override package class var gType: GType { gtk_frame_get_type() }

        package convenience init(shadow: ShadowType = .etchedIn) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_frame_new(nil)))
            gtk_frame_set_shadow_type(pointer.assumingMemoryBound(to: GtkFrame.self), shadow.gtk)
        }
    }

    /// The line drawn around a frame or a scrolled window.
    package enum ShadowType: Sendable {
        case none, `in`, etchedIn
        var gtk: GtkShadowType {
            switch self {
            case .none: GTK_SHADOW_NONE
            case .in: GTK_SHADOW_IN
            case .etchedIn: GTK_SHADOW_ETCHED_IN
            }
        }
    }

    /// A widget with a window of its own for input (`GtkEventBox`): a plain
    /// image or label gets no presses in GTK 3 without one.
    package final class EventBox: Bin {
        override package class var gType: GType { gtk_event_box_get_type() }

        /// An event box; `visibleWindow` false draws nothing of its own.
        package convenience init(visibleWindow: Bool = false) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_event_box_new()))
            gtk_event_box_set_visible_window(pointer.assumingMemoryBound(to: GtkEventBox.self), visibleWindow ? 1 : 0)
        }
    }

    /// A scrollable view of one child (`GtkScrolledWindow`).
    package final class ScrolledWindow: Bin {
        override package class var gType: GType { gtk_scrolled_window_get_type() }

        package convenience init() {
            self.init(adopting: UnsafeMutableRawPointer(gtk_scrolled_window_new(nil, nil)))
        }

        var scrolledWindow: UnsafeMutablePointer<GtkScrolledWindow> { pointer.assumingMemoryBound(to: GtkScrolledWindow.self) }

        /// Scroll bars only where the child does not fit.
        package func setAutomaticScrollBars() {
            gtk_scrolled_window_set_policy(scrolledWindow, GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        }
        package func setShadow(_ shadow: ShadowType) { gtk_scrolled_window_set_shadow_type(scrolledWindow, shadow.gtk) }
        package func setMinimumContentHeight(_ height: Int) {
            gtk_scrolled_window_set_min_content_height(scrolledWindow, gint(height))
        }
    }

    /// The range and place of a scroll (`GtkAdjustment`).
    package final class Adjustment: GLib.Object {
        override package class var gType: GType { gtk_adjustment_get_type() }

        var adjustment: UnsafeMutablePointer<GtkAdjustment> { pointer.assumingMemoryBound(to: GtkAdjustment.self) }

        package var value: Double {
            get { gtk_adjustment_get_value(adjustment) }
            set { gtk_adjustment_set_value(adjustment, newValue) }
        }
        package var upper: Double { gtk_adjustment_get_upper(adjustment) }
        package var pageSize: Double { gtk_adjustment_get_page_size(adjustment) }
    }
}

extension Signal where Emitter: Gtk.Adjustment, Handler == VoidHandler {
    /// `value-changed`: a scroll.
    package static var valueChanged: Self { Self(withoutArguments: "value-changed") }
}
