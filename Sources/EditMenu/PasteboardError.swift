import Foundation

/// Why reading a pasteboard failed. Bad input from other applications lands here, so the
/// caller can log it and leave its view unchanged.
public enum PasteboardError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data of `type` is not valid UTF-8.
    case invalidUTF8(PasteboardType)
    /// The data is larger than the reader accepts.
    case tooLarge(byteCount: Int, limit: Int)
    /// The pasteboard does not offer `type` (any more).
    case typeNotAvailable(PasteboardType)
    /// The owner went away before the transfer finished.
    case ownerVanished
    /// The owner of `pasteboard` did not say what it offers, or did not deliver the data,
    /// within `seconds`.
    case ownerDidNotAnswer(pasteboard: String, seconds: Double)
    /// The platform reported another failure.
    case transferFailed(String)

    public var description: String {
        switch self {
        case .invalidUTF8(let type): return "pasteboard data of type \(type) is not valid UTF-8"
        case .tooLarge(let count, let limit): return "pasteboard data is \(count) bytes, more than the \(limit)-byte limit"
        case .typeNotAvailable(let type): return "pasteboard offers no \(type)"
        case .ownerVanished: return "the pasteboard owner went away during the transfer"
        case .ownerDidNotAnswer(let pasteboard, let seconds):
            return "the owner of \(pasteboard) did not answer within \(String(format: "%g", seconds)) s"
        case .transferFailed(let reason): return "pasteboard transfer failed: \(reason)"
        }
    }
}
