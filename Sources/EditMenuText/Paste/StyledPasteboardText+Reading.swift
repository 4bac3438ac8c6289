import EditMenu
import Foundation

extension StyledPasteboardText {
    /// The styled text on `pasteboard` as a paste puts it in, for a text
    /// view that takes styles and at most `limit` code points; nil when the
    /// pasteboard offers none, or none that can be read while it offers
    /// plain text too: then the plain text is pasted (the log says why).
    /// Styled text that cannot be read, on a pasteboard with no plain text,
    /// is refused with the reason (`PasteboardError.transferFailed`).
    ///
    /// ```swift
    /// if let styled = try await StyledPasteboardText.pastedContent(from: Pasteboards.general, limit: room) { … }
    /// ```
    @MainActor
    package static func pastedContent(from pasteboard: any Pasteboard, limit: Int) async throws -> PastedContent? {
        guard pasteboard.types.contains(pasteboardType) else { return nil }
        let maximum = min(limit, maximumLength)
        let styled: StyledPasteboardText
        do {
            guard let data = try await pasteboard.data(forType: pasteboardType, limit: byteLimit(forLength: maximum)) else {
                return nil
            }
            styled = try await decoding(data, maximumLength: maximum)
        } catch let error as PasteboardError where error.isTheOwners {
            // Asking again for the plain text would wait for it again.
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            guard pasteboard.types.contains(where: \.isText) else {
                throw PasteboardError.transferFailed("the styled text on the clipboard is unreadable: \(error)")
            }
            Log.message("styled text on the clipboard not read (\(error)); pasting its plain text")
            return nil
        }
        return PastedContent(pasted: PastedText(text: styled.text, removedNULs: 0, count: styled.count),
                             text: TextPiece(styled.text, count: styled.count), styling: styled.styling)
    }

    /// The most bytes styled text of `length` code points is read in: its
    /// text (up to 4 bytes a code point) and a header of runs that would
    /// style every other character, with room to spare. More is refused by
    /// its size, without being copied.
    package static func byteLimit(forLength length: Int) -> Int {
        let (bytes, overflow) = length.multipliedReportingOverflow(by: 32)
        return overflow ? .max : bytes + 65_536
    }

    /// ``init(decoding:maximumLength:)``, in a detached task when `data` is
    /// big, so that the main actor keeps running.
    private static func decoding(_ data: Data, maximumLength: Int) async throws -> StyledPasteboardText {
        guard data.count > PastedText.offMainThreshold else { return try StyledPasteboardText(decoding: data, maximumLength: maximumLength) }
        return try await Task.detached(priority: .userInitiated) {
            try StyledPasteboardText(decoding: data, maximumLength: maximumLength)
        }.value
    }
}

private extension PasteboardError {
    /// The owner went away or did not answer: the plain text would fail too.
    var isTheOwners: Bool {
        switch self {
        case .ownerVanished, .ownerDidNotAnswer: true
        default: false
        }
    }
}
