import CGtk

private let ignoringArgumentThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    let handler = SignalBox<VoidHandler>.handler(data)
    MainActor.assumeIsolated { handler() }
}

/// Signals with one pointer argument that no handler of ours needs:
/// `void (*)(GObject *, gpointer argument, gpointer user_data)`.
extension Signal where Handler == VoidHandler {
    init(ignoringArgument name: String) {
        self.init(name, thunk: unsafeBitCast(ignoringArgumentThunk, to: GCallback.self))
    }

    /// GObject `notify::<property>`: `property` changed (its GParamSpec is not passed on).
    package static func notify(_ property: String) -> Self { Self(ignoringArgument: "notify::\(property)") }
    /// GSimpleAction `activate` (its GVariant parameter is not passed on).
    package static var actionActivate: Self { Self(ignoringArgument: "activate") }
    /// GtkGesture `begin`: a press sequence begins.
    package static var gestureBegin: Self { Self(ignoringArgument: "begin") }
    /// GtkGesture `end`: a press sequence ends (release, cancel, or another gesture's claim).
    package static var gestureEnd: Self { Self(ignoringArgument: "end") }
    /// GtkWidget `drag-data-delete`: text dragged out of the widget is to be deleted.
    package static var dragDataDelete: Self { Self(ignoringArgument: "drag-data-delete") }
    /// GtkWidget `state-flags-changed` (the previous flags are not passed on;
    /// read the widget's current ones).
    package static var stateFlagsChanged: Self { Self(ignoringArgument: "state-flags-changed") }
    /// GtkWidget `size-allocate`: the widget got its size (the GtkAllocation
    /// is not passed on; read the widget's).
    package static var sizeAllocate: Self { Self(ignoringArgument: "size-allocate") }
    /// GtkEntry `populate-popup`: GtkEntry is building its own context menu.
    package static var populatePopup: Self { Self(ignoringArgument: "populate-popup") }
}
