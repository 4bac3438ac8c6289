import CGLib

extension Gio {
    /// An object on D-Bus, its properties kept up to date (`GDBusProxy`).
    package final class DBusProxy: GLib.Object {
        override package class var gType: GType { g_dbus_proxy_get_type() }

        /// A proxy of `interface` at `path` of `name` on the session bus, not
        /// starting the service; the error when there is no session bus.
        package static func sessionProxy(name: String, path: String, interface: String) -> Result<DBusProxy, GLib.Error> {
            var error: UnsafeMutablePointer<GError>?
            let proxy = g_dbus_proxy_new_for_bus_sync(G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_DO_NOT_AUTO_START, nil,
                                                      name, path, interface, nil, &error)
            if let failure = GLib.Error.take(error) { return .failure(failure) }
            guard let proxy else { return .failure(GLib.Error(message: "no proxy")) }
            return .success(DBusProxy(adopting: UnsafeMutableRawPointer(proxy)))
        }

        /// A boolean property as GDBus last heard it, or nil when it has
        /// none or it is not a boolean.
        package func cachedBool(_ property: String) -> Bool? {
            guard let value = g_dbus_proxy_get_cached_property(pointer.assumingMemoryBound(to: GDBusProxy.self), property)
            else { return nil }
            defer { g_variant_unref(value) }
            guard g_variant_classify(value) == G_VARIANT_CLASS_BOOLEAN else { return nil }
            return g_variant_get_boolean(value) != 0
        }
    }
}
