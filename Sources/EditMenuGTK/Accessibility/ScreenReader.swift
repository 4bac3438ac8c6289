import CGtk

/// Whether a screen reader is running: AT-SPI's `ScreenReaderEnabled`, which
/// Orca sets on the accessibility bus's launcher (`org.a11y.Bus`) while it
/// runs, and which GTK 4 reads for the same purpose.
///
/// Menus behave a little differently while one runs (ARCHITECTURE.md, "the
/// screen-reader rule"): every menu starts on its first item, and a key the
/// menu does not use closes it before going on to the field.
///
/// ```swift
/// if ScreenReader.isRunning { navigation.highlightFirst() }
/// ```
@MainActor
package enum ScreenReader {
    /// A proxy of the launcher's `org.a11y.Status`; GDBus keeps its cached
    /// properties up to date from PropertiesChanged, so reading is free.
    private static var status: UnsafeMutablePointer<GDBusProxy>?
    private static var started = false

    /// Starts following the property (once; at the latest on the first read).
    /// Without a session bus, no screen reader can be heard of: false.
    static func startFollowing() {
        guard !started else { return }
        started = true
        var error: UnsafeMutablePointer<GError>?
        // Not auto-started: a launcher that is not running has no screen
        // reader; GDBus picks the property up if the launcher appears later.
        status = g_dbus_proxy_new_for_bus_sync(G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_DO_NOT_AUTO_START, nil,
                                               "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Status", nil, &error)
        if let error {
            Log.info("edit menu: no accessibility bus to ask about a screen reader (\(String(cString: error.pointee.message)))")
            g_error_free(error)
        }
    }

    /// True while a screen reader says it runs.
    package static var isRunning: Bool {
        startFollowing()
        guard let status, let value = g_dbus_proxy_get_cached_property(status, "ScreenReaderEnabled") else { return false }
        defer { g_variant_unref(value) }
        return g_variant_classify(value) == G_VARIANT_CLASS_BOOLEAN && g_variant_get_boolean(value) != 0
    }
}
