import GLibKit

/// Whether a screen reader is running: AT-SPI's `ScreenReaderEnabled`, which
/// Orca sets on the accessibility bus's launcher (`org.a11y.Bus`) while it
/// runs, and which GTK 4 reads for the same purpose.
///
/// Menus behave a little differently while one runs, on both toolkits (ARCHITECTURE.md, "the
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
    private static var status: Gio.DBusProxy?
    private static var started = false

    /// Starts following the property (once; at the latest on the first read).
    /// Without a session bus, no screen reader can be heard of: false.
    package static func startFollowing() {
        guard !started else { return }
        started = true
        // Not auto-started: a launcher that is not running has no screen
        // reader; GDBus picks the property up if the launcher appears later.
        switch Gio.DBusProxy.sessionProxy(name: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Status") {
        case .success(let proxy):
            status = proxy
        case .failure(let error):
            Log.info("edit menu: no accessibility bus to ask about a screen reader (\(error))")
        }
    }

    /// True while a screen reader says it runs.
    package static var isRunning: Bool {
        startFollowing()
        return status?.cachedBool("ScreenReaderEnabled") ?? false
    }
}
