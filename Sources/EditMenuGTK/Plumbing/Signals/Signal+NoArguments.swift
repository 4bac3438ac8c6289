import CGtk

/// A handler for a signal whose arguments it does not need.
package typealias VoidHandler = @MainActor () -> Void
/// A handler whose `Bool` result is the signal's "handled": true stops the
/// emission, GTK's own handler included.
package typealias BoolHandler = @MainActor () -> Bool

// GLib calls handlers on the main thread (GTK is single-threaded), so the
// thunks assert main-actor isolation instead of hopping. The box is looked up
// before entering it.
private let voidThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let handler = SignalBox<VoidHandler>.handler(data)
    MainActor.assumeIsolated { handler() }
}
private let boolThunk: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
    let handler = SignalBox<BoolHandler>.handler(data)
    return MainActor.assumeIsolated { handler() ? 1 : 0 }
}

/// Signals without arguments: `void (*)(GObject *, gpointer user_data)`.
extension Signal where Handler == VoidHandler {
    init(withoutArguments name: String) {
        self.init(name, thunk: unsafeBitCast(voidThunk, to: GCallback.self))
    }

    /// GtkWidget `destroy`: the widget is being destroyed; its handlers are
    /// dropped right after this one.
    package static var destroy: Self { Self(withoutArguments: "destroy") }
    /// GtkButton `clicked`: a click, Enter or Space.
    package static var clicked: Self { Self(withoutArguments: "clicked") }
    /// GtkEditable `changed`: the text changed, whoever changed it.
    package static var changed: Self { Self(withoutArguments: "changed") }
    /// GtkWidget `map`: the widget went on screen (its children with it).
    package static var map: Self { Self(withoutArguments: "map") }
    /// GtkPopover `closed`: the popover started closing.
    package static var closed: Self { Self(withoutArguments: "closed") }
    /// GtkFlowBox `selected-children-changed`.
    package static var selectedChildrenChanged: Self { Self(withoutArguments: "selected-children-changed") }
    /// GtkEntry `insert-emoji`, the key binding that opens the emoji chooser.
    package static var insertEmoji: Self { Self(withoutArguments: "insert-emoji") }
    /// GApplication `startup`: once, when the primary instance starts (GTK
    /// opens the display in its default handler).
    package static var startup: Self { Self(withoutArguments: "startup") }
    /// GApplication `activate`: a launch, the first and every later one.
    package static var activate: Self { Self(withoutArguments: "activate") }
    /// GtkAdjustment `value-changed`: a scroll.
    package static var valueChanged: Self { Self(withoutArguments: "value-changed") }
    /// GApplication `shutdown`: the main loop has ended.
    package static var shutdown: Self { Self(withoutArguments: "shutdown") }
}

/// Signals without arguments that return `gboolean`.
extension Signal where Handler == BoolHandler {
    init(withoutArguments name: String) {
        self.init(name, thunk: unsafeBitCast(boolThunk, to: GCallback.self))
    }

    /// GtkWidget `popup-menu`: the Menu key or Shift+F10; true when a menu was shown.
    package static var popupMenu: Self { Self(withoutArguments: "popup-menu") }
}
