import Foundation

/// A programming error or bad input the model noticed and survived.
///
/// The model never crashes on a misconfigured responder chain; it reports here instead, so
/// the GTK binding can route reports into GLib's structured log and tests can assert them.
public struct EditMenuDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// A responder said it can perform an action, then did not perform it
        /// (typically `canPerformAction` overridden without a handler or `perform` override).
        case actionNotPerformed(Action)
        /// Following `next` came back to a responder already visited.
        case responderCycle(Action)
        /// A responder was to be added under itself or one of its children.
        case invalidHierarchy
        /// Reading a pasteboard failed.
        case pasteboardReadFailed
    }

    public var kind: Kind
    public var message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}

/// Where ``EditMenuDiagnostic``s go: ``EditMenuSystem/Configuration/diagnostics``.
///
/// ```swift
/// EditMenuDiagnostics.report(EditMenuDiagnostic(kind: .invalidHierarchy, message: "…"))
/// ```
@MainActor
public enum EditMenuDiagnostics {
    /// Sends `diagnostic` to the configured handler (by default, standard error).
    public static func report(_ diagnostic: EditMenuDiagnostic) {
        EditMenuSystem.configuration.diagnostics(diagnostic)
    }
}
