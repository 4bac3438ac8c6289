import CGtk4

extension Gdk {
    /// Runs `handler` with each surface GDK renders, every time it renders
    /// one (GdkSurface `render`, seen before GTK's own handler whatever that
    /// returns; for as long as the process runs). GTK 4 renders a surface
    /// whenever it was asked to draw, even with nothing to paint; GDK renders
    /// no surface whose updates are frozen.
    ///
    /// ```swift
    /// Gdk.onEverySurfaceRender { surface in rendered.insert(surface) }
    /// ```
    @MainActor
    package static func onEverySurfaceRender(_ handler: @escaping @MainActor (OpaquePointer) -> Void) {
        GLib.onEveryEmission(of: "render", on: gdk_surface_get_type()) { surface in handler(OpaquePointer(surface)) }
    }
}
