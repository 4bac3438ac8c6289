import CGtk

/// Logs through GLib's structured logging, so `G_MESSAGES_DEBUG=EditMenu`
/// shows our debug messages next to GTK's own.
///
/// ```swift
/// Log.debug("menu shown with \(titles)")
/// ```
public enum Log {
    /// The GLib log domain of every message we emit.
    public static let domain = "EditMenu"

    public static func debug(_ message: @autoclosure () -> String) { log(G_LOG_LEVEL_DEBUG, message()) }
    public static func info(_ message: String) { log(G_LOG_LEVEL_INFO, message) }
    public static func message(_ message: String) { log(G_LOG_LEVEL_MESSAGE, message) }
    /// Something outside our control went wrong (bad clipboard data, a
    /// vanished owner). Logged at GLib's WARNING level so it is never hidden.
    public static func warning(_ message: String) { log(G_LOG_LEVEL_WARNING, message) }

    private static func log(_ level: GLogLevelFlags, _ message: String) {
        domain.withCString { domainPointer in
            message.withCString { messagePointer in
                "MESSAGE".withCString { messageKey in
                    "GLIB_DOMAIN".withCString { domainKey in
                        var fields = [
                            GLogField(key: domainKey, value: domainPointer, length: -1),
                            GLogField(key: messageKey, value: messagePointer, length: -1),
                        ]
                        g_log_structured_array(level, &fields, gsize(fields.count))
                    }
                }
            }
        }
    }
}
