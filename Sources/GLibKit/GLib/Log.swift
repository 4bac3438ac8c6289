import CGLib

extension GLib {
    /// GLib's structured logging, so `G_MESSAGES_DEBUG=<domain>` shows a
    /// program's debug messages next to GTK's own.
    package enum Logging {
        package enum Level: Sendable { case debug, info, message, warning }

        /// Logs `message` at `level` in `domain`.
        package static func log(_ level: Level, _ message: String, domain: String) {
            let flags: GLogLevelFlags = switch level {
            case .debug: G_LOG_LEVEL_DEBUG
            case .info: G_LOG_LEVEL_INFO
            case .message: G_LOG_LEVEL_MESSAGE
            case .warning: G_LOG_LEVEL_WARNING
            }
            domain.withCString { domainPointer in
                message.withCString { messagePointer in
                    "MESSAGE".withCString { messageKey in
                        "GLIB_DOMAIN".withCString { domainKey in
                            var fields = [
                                GLogField(key: domainKey, value: domainPointer, length: -1),
                                GLogField(key: messageKey, value: messagePointer, length: -1),
                            ]
                            g_log_structured_array(flags, &fields, gsize(fields.count))
                        }
                    }
                }
            }
        }
    }
}
