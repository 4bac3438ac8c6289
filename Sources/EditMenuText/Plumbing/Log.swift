import GLibKit

/// Logs through GLib's structured logging, so `G_MESSAGES_DEBUG=EditMenu`
/// shows our debug messages next to GTK's own.
///
/// ```swift
/// Log.debug("menu shown with \(titles)")
/// ```
public enum Log {
    /// The GLib log domain of every message we emit.
    public static let domain = "EditMenu"

    public static func debug(_ message: @autoclosure () -> String) { GLib.Logging.log(.debug, message(), domain: domain) }
    public static func info(_ message: String) { GLib.Logging.log(.info, message, domain: domain) }
    public static func message(_ message: String) { GLib.Logging.log(.message, message, domain: domain) }
    /// Something outside our control went wrong (bad clipboard data, a
    /// vanished owner). Logged at GLib's WARNING level so it is never hidden.
    public static func warning(_ message: String) { GLib.Logging.log(.warning, message, domain: domain) }
}
