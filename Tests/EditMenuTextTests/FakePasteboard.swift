import EditMenu
import Foundation

/// Another application's clipboard, in memory: it offers raw bytes as UTF-8
/// text, whatever they are (invalid UTF-8, NULs, megabytes), as a real owner
/// may.
@MainActor
final class FakePasteboard: Pasteboard {
    let name = PasteboardName("fake")
    var changeCount = 0
    /// The bytes offered as text, or nil when nothing is offered.
    var offeredText: Data?
    /// How long the owner takes to answer a read (another process may be slow).
    var answersAfter: Duration?

    init(_ bytes: Data? = nil) { offeredText = bytes }
    convenience init(_ string: String) { self.init(Data(string.utf8)) }

    var types: [PasteboardType] { offeredText == nil ? [] : [.utf8PlainText] }
    var numberOfItems: Int { offeredText == nil ? 0 : 1 }
    func items() async throws -> [PasteboardItem] {
        offeredText.map { [PasteboardItem([.utf8PlainText: $0])] } ?? []
    }
    func data(forType type: PasteboardType) async throws -> Data? {
        if let answersAfter { try await Task.sleep(for: answersAfter) }
        return type == .utf8PlainText ? offeredText : nil
    }
    func setItems(_ items: [PasteboardItem], options: PasteboardOptions) {
        changeCount += 1
        offeredText = items.lazy.compactMap { $0.data(forType: .utf8PlainText) }.first
    }
}
