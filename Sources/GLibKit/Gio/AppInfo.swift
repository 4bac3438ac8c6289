import CGLib

extension Gio {
    /// The desktop's applications (`GAppInfo`).
    package enum AppInfo {
        /// Opens `uri` with the desktop's default application for its scheme
        /// (`https:` in the default browser); GLib's error when none opens it.
        package static func launchDefault(for uri: String) -> Result<Void, GLib.Error> {
            var error: UnsafeMutablePointer<GError>?
            if g_app_info_launch_default_for_uri(uri, nil, &error) != 0 { return .success(()) }
            return .failure(GLib.Error.take(error) ?? GLib.Error(message: "no application opens \(uri)"))
        }
    }
}
