import Foundation
import Testing
@testable import EditMenu
import EditMenuTestSupport

/// A pasteboard that counts content reads, to prove availability checks never read.
@MainActor
final class SpyPasteboard: Pasteboard {
    let name = PasteboardName("spy")
    var changeCount = 0
    var offered: [PasteboardType] = []
    var reads = 0
    var types: [PasteboardType] { offered }
    var numberOfItems: Int { offered.isEmpty ? 0 : 1 }
    func items() async throws -> [PasteboardItem] { reads += 1; throw PasteboardError.ownerVanished }
    func data(forType type: PasteboardType) async throws -> Data? { reads += 1; throw PasteboardError.ownerVanished }
    func setItems(_ items: [PasteboardItem], options: PasteboardOptions) { changeCount += 1 }
}

@Suite("Pasteboard") @MainActor
struct PasteboardTests {
    let tile = PasteboardType("application/x-edit-menu-color-tile")

    func fresh() -> InMemoryPasteboard { InMemoryPasteboard(name: "test") }

    @Test func typeNames() {
        #expect(PasteboardType.utf8PlainText.rawValue == "text/plain;charset=utf-8")
        #expect(PasteboardType.png.rawValue == "image/png")
        #expect(PasteboardType.uriList.rawValue == "text/uri-list")
        #expect(PasteboardType("UTF8_STRING").isText)
        #expect(!tile.isText && !tile.isImage && !tile.isURLList)
    }

    @Test func itemsHoldSeveralRepresentations() async throws {
        let pasteboard = fresh()
        let item = PasteboardItem([.utf8PlainText: Data("red".utf8), tile: Data([255, 0, 0])])
        #expect(item.types == [tile, .utf8PlainText])
        pasteboard.setItems([item])
        #expect(pasteboard.types == [tile, .utf8PlainText])
        #expect(pasteboard.contains(types: [tile]))
        #expect(!pasteboard.contains(types: [.png]))
        #expect(pasteboard.hasStrings && !pasteboard.hasImages && !pasteboard.hasURLs)
        #expect(try await pasteboard.data(forType: tile) == Data([255, 0, 0]))
        #expect(try await pasteboard.string() == "red")
        #expect(try await pasteboard.items() == [item])
        #expect(pasteboard.numberOfItems == 1)
    }

    @Test func stringConveniences() async throws {
        let pasteboard = fresh()
        #expect(try await pasteboard.string() == nil)
        pasteboard.setString("hello")
        #expect(try await pasteboard.string() == "hello")
        pasteboard.setStrings(["a", "b"])
        #expect(try await pasteboard.strings() == ["a", "b"])
        #expect(try await pasteboard.string() == "a")
        pasteboard.setString(nil)
        #expect(!pasteboard.hasStrings)
        #expect(pasteboard.numberOfItems == 0)
    }

    @Test func imageAndURLConveniences() async throws {
        let pasteboard = fresh()
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        pasteboard.setImage(png: png)
        #expect(pasteboard.hasImages && !pasteboard.hasStrings)
        #expect(try await pasteboard.image() == png)
        #expect(try await pasteboard.images() == [png])

        let site = URL(string: "https://example.org/a")!
        pasteboard.setURL(site)
        #expect(pasteboard.hasURLs && pasteboard.hasStrings)
        #expect(try await pasteboard.url() == site)
        #expect(try await pasteboard.string() == "https://example.org/a")

        let files = [URL(string: "file:///tmp/x")!, URL(string: "file:///tmp/y")!]
        pasteboard.setURLs(files)
        #expect(try await pasteboard.urls() == files)
        pasteboard.setData(Data("# comment\r\nfile:///a\r\n\r\nfile:///b\n".utf8), forType: .uriList)
        #expect(try await pasteboard.urls() == [URL(string: "file:///a")!, URL(string: "file:///b")!])
    }

    @Test func changeCountCountsEveryChange() {
        let pasteboard = fresh()
        #expect(pasteboard.changeCount == 0)
        pasteboard.setString("a")
        pasteboard.setString("a")
        pasteboard.clear()
        #expect(pasteboard.changeCount == 3)
    }

    @Test func availabilityIsDecidedFromOfferedTypesWithoutReading() {
        let spy = SpyPasteboard()
        spy.offered = [PasteboardType("UTF8_STRING"), tile]
        #expect(spy.hasStrings)
        #expect(spy.contains(types: [tile]))
        #expect(!spy.hasImages)
        #expect(spy.reads == 0)
    }

    @Test func readErrorsAreExpressible() async {
        let pasteboard = fresh()
        pasteboard.setData(Data([0xFF, 0xFE, 0xC3]), forType: .utf8PlainText)
        await #expect(throws: PasteboardError.invalidUTF8(.utf8PlainText)) { try await pasteboard.string() }

        pasteboard.setString(String(repeating: "x", count: 100))
        pasteboard.readLimit = 10
        await #expect(throws: PasteboardError.tooLarge(byteCount: 100, limit: 10)) { try await pasteboard.string() }
        await #expect(throws: PasteboardError.tooLarge(byteCount: 100, limit: 10)) { try await pasteboard.items() }

        let spy = SpyPasteboard()
        spy.offered = [.utf8PlainText]
        await #expect(throws: PasteboardError.ownerVanished) { try await spy.string() }
        #expect(PasteboardError.ownerVanished.description.contains("went away"))
    }

    @Test func expiredContentsReadAsEmpty() async throws {
        let pasteboard = fresh()
        let clock = Ref(Date(timeIntervalSince1970: 1000))
        pasteboard.now = { clock.value }
        pasteboard.setItems([PasteboardItem(string: "secret")],
                            options: PasteboardOptions(expirationDate: Date(timeIntervalSince1970: 1060)))
        #expect(try await pasteboard.string() == "secret")
        #expect(pasteboard.changeCount == 1)
        clock.value = Date(timeIntervalSince1970: 1060)
        #expect(pasteboard.types.isEmpty)
        #expect(!pasteboard.hasStrings)
        #expect(try await pasteboard.string() == nil)
        #expect(pasteboard.changeCount == 2, "expiry is a change")
        #expect(pasteboard.options == PasteboardOptions())
    }

    @Test func readingAnExpiredPasteboardChangesNothingAndTheNextWriteMakesTheExpiryReal() {
        let pasteboard = fresh()
        let clock = Ref(Date(timeIntervalSince1970: 1000))
        pasteboard.now = { clock.value }
        pasteboard.setItems([PasteboardItem(string: "secret")],
                            options: PasteboardOptions(expirationDate: Date(timeIntervalSince1970: 1060)))
        let posted = LockedBox(0)
        let observer = NotificationCenter.default.addObserver(
            forName: Pasteboards.changedNotification, object: pasteboard, queue: nil) { _ in posted.withValue { $0 += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }

        clock.value = Date(timeIntervalSince1970: 1060)
        #expect(pasteboard.changeCount == 2)
        #expect(pasteboard.changeCount == 2, "reading twice counts the expiry once")
        #expect(pasteboard.currentItems.isEmpty)
        #expect(posted.withValue { $0 } == 0, "a read posts nothing")

        pasteboard.setItems([PasteboardItem(string: "next")], options: PasteboardOptions())
        #expect(pasteboard.changeCount == 3, "the expiry and the write")
        #expect(posted.withValue { $0 } == 1)
        #expect(pasteboard.currentItems.count == 1)
    }

    @Test func localOnlyIsKeptWithTheContents() {
        let pasteboard = fresh()
        pasteboard.setItems([PasteboardItem(string: "mine")], options: PasteboardOptions(localOnly: true))
        #expect(pasteboard.isLocalOnly)
        pasteboard.setString("shared")
        #expect(!pasteboard.isLocalOnly)
    }

    @Test func namedPasteboards() {
        let name = PasteboardName("named-test-\(UUID().uuidString)")
        let a = InMemoryPasteboard.named(name)
        #expect(InMemoryPasteboard.named(name) === a)
        a.setString("kept")
        InMemoryPasteboard.remove(name: name)
        let b = InMemoryPasteboard.named(name)
        #expect(b !== a)
        #expect(!b.hasStrings)
        let u1 = InMemoryPasteboard.withUniqueName()
        let u2 = InMemoryPasteboard.withUniqueName()
        #expect(u1.name != u2.name)
        #expect(InMemoryPasteboard.named(u1.name) === u1)
        InMemoryPasteboard.remove(name: u1.name)
        InMemoryPasteboard.remove(name: u2.name)
        InMemoryPasteboard.remove(name: name)
    }

    @Test func wellKnownPasteboardsAreConfigured() {
        #expect(Pasteboards.general.name == .general)
        #expect(Pasteboards.selection.name == .selection)
        #expect(Pasteboards.general !== Pasteboards.selection)
        let spy = SpyPasteboard()
        withEditMenuConfiguration({ $0.pasteboard = { $0 == .general ? spy : nil } }) {
            Pasteboards.general.setString("x")
            #expect(Pasteboards.selection !== spy, "a name the configuration leaves alone stays in memory")
        }
        #expect(spy.changeCount == 1)
        #expect(Pasteboards.general !== spy, "the configuration is put back")
    }

    @Test func theSystemIsBootstrappedOnce() {
        withEditMenuConfiguration({ _ in }) {
            #expect(EditMenuSystem.isBootstrapped)
        }
    }
}
