import CGLib
import Glibc

extension GLib {
    /// gettext, as GLib wraps it: lookups that translate nothing unless the
    /// application's own domain has a catalogue for the user's language, so
    /// a window is never half translated.
    package enum Gettext {
        /// Makes `domain` the application's text domain, read from
        /// `directory/<language>/LC_MESSAGES/<domain>.mo` as UTF-8, after
        /// setting the locale from the environment.
        package static func bindTextDomain(_ domain: String, directory: String) {
            setlocale(LC_ALL, "")
            bindtextdomain(domain, directory)
            bind_textdomain_codeset(domain, "UTF-8")
            textdomain(domain)
        }

        /// `message` in `domain` (nil: the application's).
        package static func string(_ message: String, domain: String? = nil) -> String {
            // Untranslated, gettext returns the very pointer it was given: the
            // msgid's C string must outlive reading the answer.
            message.withCString { String(cString: g_dgettext(domain, $0)) }
        }

        /// `message` in `context` of `domain`.
        package static func string(_ message: String, context: String, domain: String) -> String {
            message.withCString { String(cString: g_dpgettext2(domain, context, $0)) }
        }

        /// The form of `singular`/`plural` for `count` in the application's domain.
        package static func plural(_ singular: String, _ plural: String, count: Int) -> String {
            singular.withCString { one in
                plural.withCString { many in
                    String(cString: g_dngettext(nil, one, many, gulong(clamping: max(count, 0))))
                }
            }
        }
    }

    /// Whether `bytes` are valid UTF-8 (GLib's validator, which also refuses NULs).
    package static func isValidUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let start = bytes.baseAddress else { return true }
        return g_utf8_validate_len(start.assumingMemoryBound(to: gchar.self), gsize(bytes.count), nil) != 0
    }

    /// A repeating timer of GLib's own, for code that measures the main loop
    /// itself (a stall watchdog): `tick` runs every `milliseconds` from
    /// GLib's loop directly, until the process ends.
    @MainActor
    package static func measuringTimer(everyMilliseconds milliseconds: UInt32, _ tick: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(TickBox(tick)).toOpaque()
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            let box = Unmanaged<TickBox>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.tick() }
            return 1
        }, box, nil)
    }
}

private final class TickBox {
    let tick: @MainActor () -> Void
    init(_ tick: @escaping @MainActor () -> Void) { self.tick = tick }
}
