import EditMenu
import GtkKit

// The door for apps that already have their widgets (made in C, by
// another binding, already in a window of their own): `TextField`,
// `TextView`, `Label` and `Window` take one with `init(unsafeWidget:)`, and
// every view hands its widget out as `unsafeWidget`.

extension View {
    /// The `GtkWidget *` of this view, for the C calls of an app that mixes
    /// our views with widgets of its own. Borrowed: valid while the view's
    /// widget lives (`isDestroyed` false); take a reference of your own
    /// (`g_object_ref`) to keep it longer.
    ///
    /// ```swift
    /// gtk_container_add(myBox, UnsafeMutablePointer(field.unsafeWidget))
    /// ```
    public var unsafeWidget: OpaquePointer { gtkWidget.opaque }

    /// For a view of a widget made elsewhere: puts the view in the
    /// responder tree where its widget is — under the nearest view above it,
    /// or its window (adopting a GtkWindow made elsewhere) — now, and again
    /// whenever the widget moves to another window.
    func followWidgetIntoResponderTree() {
        EditMenuGTK.installForAdoptedWidget()
        joinResponderAboveWidget()
        gtkWidget.connect(.hierarchyChanged) { [weak self] in self?.joinResponderAboveWidget() }
    }

    private func joinResponderAboveWidget() {
        let above: Responder? = View.enclosingView(of: gtkWidget.parent) ?? gtkWidget.window.map(Window.adopting)
        // Out of every window, it stays where it was: its responders hold it
        // until it is in one again, or destroyed.
        if let above, parent !== above { above.addChild(self) }
    }
}
