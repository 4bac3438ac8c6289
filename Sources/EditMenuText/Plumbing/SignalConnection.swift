import GLibKit

/// A connected handler: what the `on…` functions return
/// (`Button.onClicked(_:)`, `TextField.onChanged(_:)`,
/// `Application.onActivate(_:)`...).
///
/// Keeping it is optional. A handler stays connected, and its closure alive,
/// until its widget is destroyed (its application or pasteboard, until the
/// process ends); keep the connection to remove the handler sooner:
///
/// ```swift
/// let connection = field.onChanged { print("changed") }
/// connection.disconnect()   // the handler does not run again, and is released
/// ```
///
/// Disconnecting twice, or after the widget is gone, does nothing.
@MainActor
public struct SignalConnection {
    private let connection: GLib.Connection

    package init(_ connection: GLib.Connection) {
        self.connection = connection
    }

    /// Removes the handler unless it is gone already; its closure is released.
    public func disconnect() {
        connection.disconnect()
    }
}
