import EditMenu

/// Why a paste left a text widget as it was: the pasteboard gave no usable
/// text, or the widget refused the text it gave.
///
/// ```swift
/// field.onPasteFailed { failure in
///     switch failure {
///     case .pasteboard(.typeNotAvailable): statusLine.text = "Nothing to paste"
///     case .refused(.stopped): break   // the user pressed Esc
///     default: statusLine.text = "Nothing pasted: \(failure)"
///     }
/// }
/// ```
public enum PasteFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// Reading the pasteboard failed: no text offered, invalid UTF-8, too
    /// large, an owner that vanished or did not answer.
    case pasteboard(PasteboardError)
    /// The widget refused the text (too long, no room), or the user stopped
    /// the paste.
    case refused(PasteRefusal)

    /// The failure `error` describes, for an app's own paste: a cancelled
    /// task is a stopped paste, and errors of an app's own pasteboard read
    /// as a failed transfer, in their words.
    ///
    /// ```swift
    /// do { try await pasteTile() } catch { log.append("\(PasteFailure(error))") }
    /// ```
    public init(_ error: any Error) {
        switch error {
        case let failure as PasteFailure: self = failure
        case let error as PasteboardError: self = .pasteboard(error)
        case let refusal as PasteRefusal: self = .refused(refusal)
        case is CancellationError: self = .refused(.stopped)
        default: self = .pasteboard(.transferFailed(String(describing: error)))
        }
    }

    public var description: String {
        switch self {
        case .pasteboard(let error): return error.description
        case .refused(let refusal): return refusal.description
        }
    }
}
