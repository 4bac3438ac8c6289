import CGLib
import Foundation

extension GLib {
    /// The text of a string GLib handed over (`gchar *`, transfer full),
    /// which is freed here.
    package static func takeString(_ string: UnsafeMutablePointer<gchar>) -> String {
        defer { g_free(string) }
        return String(cString: string)
    }

    /// The bytes of a string GLib handed over, without a copy: the `Data`
    /// frees them with `g_free` when it goes (a copy of megabytes of text
    /// is read once).
    package static func takeBytes(_ string: UnsafeMutablePointer<gchar>) -> Data {
        Data(bytesNoCopy: UnsafeMutableRawPointer(string), count: strlen(string),
             deallocator: .custom { bytes, _ in g_free(bytes) })
    }

    /// The text of a string GLib keeps (`const gchar *`, transfer none), or
    /// nil for NULL.
    package static func string(_ string: UnsafePointer<gchar>?) -> String? {
        string.map { String(cString: $0) }
    }

    /// A GLib error (`GError`), freed once its message is read.
    package struct Error: Swift.Error, CustomStringConvertible {
        /// GLib's message for it.
        package let message: String
        package var description: String { message }

        package init(message: String) {
            self.message = message
        }

        /// Takes `error`, when there is one, and frees it.
        package static func take(_ error: UnsafeMutablePointer<GError>?) -> Error? {
            guard let error else { return nil }
            defer { g_error_free(error) }
            return Error(message: String(cString: error.pointee.message))
        }
    }

    /// The data pointers of a list GLib keeps (`GList *`, transfer none), in order.
    package static func pointers(in list: UnsafeMutablePointer<GList>?) -> [UnsafeMutableRawPointer] {
        var result: [UnsafeMutableRawPointer] = []
        var node = list
        while let element = node {
            if let data = element.pointee.data { result.append(data) }
            node = element.pointee.next
        }
        return result
    }

    /// Microseconds on GLib's monotonic clock (what GTK's frame clock and
    /// event times count in).
    package static var monotonicTime: Int64 { Int64(g_get_monotonic_time()) }

    /// The application's name as GLib knows it, or nil when none was set.
    package static var applicationName: String? {
        get { string(g_get_application_name()) }
        set { g_set_application_name(newValue) }
    }

    /// The program's name (`g_get_prgname`), which GDK gives X11 windows as their class.
    package static var programName: String? {
        get { string(g_get_prgname()) }
        set { g_set_prgname(newValue) }
    }
}
