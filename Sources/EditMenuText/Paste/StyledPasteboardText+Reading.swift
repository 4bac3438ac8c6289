import EditMenu
import Foundation

extension StyledPasteboardText {
    /// The styled text on `pasteboard` as a paste puts it in, for a text
    /// view that takes styles and at most `limit` code points: our own
    /// format when offered (a copy from a text view of either toolkit, exact
    /// to the character), else `text/html` (what browsers, office suites and
    /// mail clients copy, read by ``HTMLReader``). Nil when the pasteboard
    /// offers neither, or none that can be read while it offers plain text
    /// too: then the plain text is pasted (the log says why). Styled text
    /// that cannot be read, on a pasteboard with no plain text, is refused
    /// with the reason (`PasteboardError.transferFailed`).
    ///
    /// ```swift
    /// if let styled = try await StyledPasteboardText.pastedContent(from: Pasteboards.general, limit: room) { … }
    /// ```
    @MainActor
    package static func pastedContent(from pasteboard: any Pasteboard, limit: Int) async throws -> PastedContent? {
        let maximum = min(limit, maximumLength)
        for source in StyledSource.allCases where pasteboard.types.contains(source.type) {
            if let content = try await source.content(from: pasteboard, maximumLength: maximum) { return content }
        }
        return nil
    }

    /// The most bytes styled text of `length` code points is read in: its
    /// text (up to 4 bytes a code point) and a header of runs that would
    /// style every other character, with room to spare. More is refused by
    /// its size, without being copied.
    package static func byteLimit(forLength length: Int) -> Int {
        let (bytes, overflow) = length.multipliedReportingOverflow(by: 32)
        return overflow ? .max : bytes + 65_536
    }
}

/// Where a paste finds styled text, best first: our own format, exact, then
/// the HTML everyone else writes.
private enum StyledSource: CaseIterable {
    case ours, html

    var type: PasteboardType {
        switch self {
        case .ours: StyledPasteboardText.pasteboardType
        case .html: HTMLReader.pasteboardType
        }
    }

    private var name: String {
        switch self {
        case .ours: "styled text"
        case .html: "HTML"
        }
    }

    private func byteLimit(forLength length: Int) -> Int {
        switch self {
        case .ours: StyledPasteboardText.byteLimit(forLength: length)
        case .html: HTMLReader.byteLimit(forLength: length)
        }
    }

    /// The content this source offers on `pasteboard`; nil when it cannot be
    /// read but something else can (the plain text, or HTML after ours).
    @MainActor
    func content(from pasteboard: any Pasteboard, maximumLength: Int) async throws -> PastedContent? {
        let read: (styled: StyledPasteboardText, removedNULs: Int)
        do {
            guard let data = try await pasteboard.data(forType: type, limit: byteLimit(forLength: maximumLength)) else {
                return nil
            }
            read = try await Self.offMainIfBig(data) { [self] data in try decode(data, maximumLength: maximumLength) }
        } catch let error as PasteboardError where error.isTheOwners {
            // Asking again for the plain text would wait for it again.
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            let fallback = pasteboard.types.contains(where: \.isText) ? "its plain text"
                : self == .ours && pasteboard.types.contains(HTMLReader.pasteboardType) ? "its HTML" : nil
            guard let fallback else {
                throw PasteboardError.transferFailed("the \(name) on the clipboard is unreadable: \(error)")
            }
            Log.message("\(name) on the clipboard not read (\(error)); pasting \(fallback)")
            return nil
        }
        // HTML whose text is empty (an image, say) beside plain text: the plain text.
        if read.styled.count == 0, pasteboard.types.contains(where: \.isText) { return nil }
        return PastedContent(pasted: PastedText(text: read.styled.text, removedNULs: read.removedNULs, count: read.styled.count),
                             text: TextPiece(read.styled.text, count: read.styled.count), styling: read.styled.styling)
    }

    private func decode(_ data: Data, maximumLength: Int) throws -> (styled: StyledPasteboardText, removedNULs: Int) {
        switch self {
        case .ours:
            return (try StyledPasteboardText(decoding: data, maximumLength: maximumLength), 0)
        case .html:
            let result = try HTMLReader(maximumLength: maximumLength).read(data)
            return (result.styled, result.removedNULs)
        }
    }

    /// `decode(data)`, in a detached task when `data` is big, so that the
    /// main actor keeps running.
    private static func offMainIfBig<Result: Sendable>(_ data: Data,
                                                      _ decode: @escaping @Sendable (Data) throws -> Result) async throws -> Result {
        guard data.count > PastedText.offMainThreshold else { return try decode(data) }
        return try await Task.detached(priority: .userInitiated) { try decode(data) }.value
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
