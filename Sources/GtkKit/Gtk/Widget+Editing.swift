import CGtk

/// GtkWidget `state-flags-changed`, with the flags the widget has now (GTK
/// passes the previous ones; the handler needs no wrapper of the widget).
package typealias StateFlagsHandler = @MainActor (_ now: Gtk.StateFlags) -> Void

private let stateFlagsThunk: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkStateFlags, gpointer?) -> Void = {
    widget, _, data in
    let handler = SignalBox<StateFlagsHandler>.handler(data)
    let now = Gtk.StateFlags(rawValue: widget.map { gtk_widget_get_state_flags($0).rawValue } ?? 0)
    MainActor.assumeIsolated { handler(now) }
}

extension Signal where Emitter: Gtk.Widget, Handler == StateFlagsHandler {
    /// `state-flags-changed`, given the widget's current flags: a text
    /// widget's touch selection handle is ACTIVE while a finger drags it.
    /// (A handler that read the flags from a wrapper of the widget would keep
    /// the widget alive for as long as the handler is connected.)
    package static var stateFlagsChangedTo: Self {
        Self("state-flags-changed", thunk: unsafeBitCast(stateFlagsThunk, to: GCallback.self))
    }
}
