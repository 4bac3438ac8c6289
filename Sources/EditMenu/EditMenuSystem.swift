import Foundation

/// The process-wide wiring of the edit menus — which pasteboards stand for
/// the clipboard, who presents menus, in which language the standard titles
/// read, where diagnostics go, what undo steps are called — set once at
/// start-up and read everywhere after, as swift-log's `LoggingSystem` is.
///
/// The toolkit layer bootstraps it (EditMenuGTK's `Application` does, when
/// it is made), letting the application amend what it wants first:
///
/// ```swift
/// EditMenuSystem.bootstrap(EditMenuSystem.Configuration(
///     titleLocalizer: { action in action == .copy ? "Kopieren" : nil },
///     undoStepNames: UndoStepNames(typing: "Tippen", drop: "Ablegen", drag: "Ziehen")))
/// Action.copy.localizedTitle   // "Kopieren"
/// ```
///
/// Bootstrapping a second time is a programming error (it stops the
/// program, naming the place of the first). Until bootstrapped, the
/// defaults hold: in-memory pasteboards, no presenter, English titles and
/// diagnostics on standard error.
@MainActor
public enum EditMenuSystem {
    /// What the system is made of.
    public struct Configuration {
        /// The pasteboard for each well-known name (``PasteboardName/general``,
        /// ``PasteboardName/selection``), asked at every use; nil keeps an
        /// in-memory one for that name (a toolkit without a display yet).
        public var pasteboard: @MainActor (PasteboardName) -> (any Pasteboard)?
        /// Makes a presenter for each new controller (and for one that has
        /// none when it is asked to show).
        public var presenterFactory: (@MainActor (EditMenuController) -> (any EditMenuPresenter)?)?
        /// The standard actions' titles in the user's language, or nil to
        /// keep an action's English ``Action/defaultTitle``.
        public var titleLocalizer: (@MainActor (Action) -> String?)?
        /// Receives every ``EditMenuDiagnostic``.
        public var diagnostics: @MainActor (EditMenuDiagnostic) -> Void
        /// What undo steps are called that no menu item names.
        public var undoStepNames: UndoStepNames

        public init(pasteboard: @escaping @MainActor (PasteboardName) -> (any Pasteboard)? = { _ in nil },
                    presenterFactory: (@MainActor (EditMenuController) -> (any EditMenuPresenter)?)? = nil,
                    titleLocalizer: (@MainActor (Action) -> String?)? = nil,
                    diagnostics: @escaping @MainActor (EditMenuDiagnostic) -> Void = Configuration.standardError,
                    undoStepNames: UndoStepNames = UndoStepNames()) {
            self.pasteboard = pasteboard
            self.presenterFactory = presenterFactory
            self.titleLocalizer = titleLocalizer
            self.diagnostics = diagnostics
            self.undoStepNames = undoStepNames
        }

        /// Writes a diagnostic as one line on standard error.
        public static let standardError: @MainActor (EditMenuDiagnostic) -> Void = { diagnostic in
            FileHandle.standardError.write(Data("EditMenu: \(diagnostic.message)\n".utf8))
        }
    }

    /// The configuration in force: the bootstrapped one, or the defaults.
    public static var configuration: Configuration { current }

    private static var current = Configuration() {
        didSet { generation &+= 1 }
    }

    /// Where the first bootstrap happened, once it has.
    private static var bootstrappedAt: (file: String, line: Int)?

    /// Whether ``bootstrap(_:file:line:)`` has run.
    public static var isBootstrapped: Bool { bootstrappedAt != nil }

    /// Sets the configuration, once per process.
    public static func bootstrap(_ configuration: Configuration, file: String = #fileID, line: Int = #line) {
        if let first = bootstrappedAt {
            preconditionFailure("EditMenuSystem is bootstrapped once; it already was at \(first.file):\(first.line)")
        }
        bootstrappedAt = (file, line)
        current = configuration
    }

    /// Replaces the configuration whether or not it was bootstrapped, for
    /// tests; `nil` goes back to the defaults, not bootstrapped.
    package static func bootstrapInternal(_ configuration: Configuration?) {
        bootstrappedAt = configuration == nil ? nil : ("bootstrapInternal", 0)
        current = configuration ?? Configuration()
    }

    /// Counts configuration changes, so what was made from an earlier one
    /// (titles kept with the standard items) can tell it is stale.
    static private(set) var generation = 0
}

/// What undo steps are called that no menu item names: typing, a drop and
/// the text dragged away ("Undo Typing"). English by default (GTK has no
/// words for them); an application gives its translations in the
/// ``EditMenuSystem/Configuration``.
///
/// ```swift
/// UndoStepNames(typing: "Tippen", drop: "Ablegen", drag: "Ziehen")
/// ```
public struct UndoStepNames: Sendable, Equatable {
    public var typing: String
    public var drop: String
    public var drag: String

    public init(typing: String = "Typing", drop: String = "Drop", drag: String = "Drag") {
        self.typing = typing
        self.drop = drop
        self.drag = drag
    }
}
