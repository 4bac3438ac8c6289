import CGtk
import EditMenuGTKTestSupport
import EditMenu
import Foundation
import EditMenuTestSupport
import XCTest
@testable import EditMenuGTK

private let tileType = PasteboardType("application/x-edit-menu-color-tile")

/// GtkPasteboard against a real second X client (xclip), on CLIPBOARD and PRIMARY.
final class GtkPasteboardTests: PasteboardTestCase, @unchecked Sendable {
    // MARK: We copy, another application pastes

    func testStringWeCopyIsReadExactlyByXclip() throws {
        try onMain {
            let text = "Hello, clipboard — ünïcödé ✓\nsecond line"
            GtkPasteboard.general.setString(text)
            let read = try Xclip.read()
            XCTAssertEqual(read.map { String(decoding: $0, as: UTF8.self) }, text)
        }
    }

    func testMegabytesWeCopyReachAnotherApplicationExactlyInOurOwnPieces() throws {
        try onMain {
            let part = "Größe 日本語 עברית 🇫🇷 👨‍👩‍👧 e\u{301}\r\n"
            let text = String(repeating: part, count: (10 << 20) / part.utf8.count)
            let served = X11LargeTransfers.servedCount
            GtkPasteboard.general.setString(text)
            let read = try XCTUnwrap(try Xclip.read(timeout: 20))
            XCTAssertTrue(read == Data(text.utf8), "xclip read \(read.count) bytes of \(text.utf8.count), exactly")
            XCTAssertEqual(X11LargeTransfers.servedCount, served + 1, "served by us, not GTK's 256 KiB loop")
            XCTAssertEqual(X11LargeTransfers.activeCount, 0, "and done")
            // Small contents stay GTK's.
            GtkPasteboard.general.setString("small")
            XCTAssertEqual(try Xclip.read().map { String(decoding: $0, as: UTF8.self) }, "small")
            XCTAssertEqual(X11LargeTransfers.servedCount, served + 1)
        }
    }

    func testAReaderThatQuitsMidTransferIsForgottenAtOnce() throws {
        try onMain {
            GtkPasteboard.general.setString(String(repeating: "x", count: 100 << 20))
            let reader = try Xclip.launch(["-quiet", "-selection", "clipboard", "-o"], stdin: nil, stdout: nil)
            waitUntil("the transfer to begin") { X11LargeTransfers.activeCount == 1 }
            reader.terminate()
            waitUntil("the transfer to be dropped") { X11LargeTransfers.activeCount == 0 }
            XCTAssertEqual(try Xclip.read(timeout: 20)?.count, 100 << 20, "the next reader gets it all")
        }
    }

    func testWeOfferTheStandardTextTargets() throws {
        try onMain {
            GtkPasteboard.general.setString("plain")
            let targets = try Xclip.targets()
            for target in ["UTF8_STRING", "text/plain;charset=utf-8", "STRING", "TEXT", "text/plain"] {
                XCTAssertTrue(targets.contains(target), "\(target) missing from \(targets)")
            }
            // Handed to a clipboard manager on quit (gtk_clipboard_set_can_store).
            XCTAssertTrue(targets.contains("SAVE_TARGETS"), "\(targets)")
            // Latin-1 for old clients that ask for STRING.
            XCTAssertEqual(try Xclip.read(target: "STRING"), Data([0x70, 0x6C, 0x61, 0x69, 0x6E]))
        }
    }

    func testCustomTypeIsItsOwnTargetWithExactBytes() throws {
        try onMain {
            let tile = Data([0x00, 0xFF, 0x80, 0x7F, 0x0A, 0x0D, 0x00, 0x42])
            GtkPasteboard.general.setItems([PasteboardItem([tileType: tile, .utf8PlainText: Data("red".utf8)])])
            let targets = try Xclip.targets()
            XCTAssertTrue(targets.contains(tileType.rawValue), "targets: \(targets)")
            XCTAssertTrue(targets.contains("UTF8_STRING"), "targets: \(targets)")
            XCTAssertEqual(try Xclip.read(target: tileType.rawValue), tile)
            XCTAssertEqual(try Xclip.read(), Data("red".utf8))
        }
    }

    func testSeveralItemsAreOfferedAsOneWithTextsJoined() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            pasteboard.setStrings(["first", "second"])
            XCTAssertEqual(try Xclip.read(), Data("first\nsecond".utf8))
            // In-process readers still get the items as they were set.
            XCTAssertEqual(pasteboard.numberOfItems, 2)
            XCTAssertEqual(try runAsync { try await pasteboard.strings() }, ["first", "second"])
        }
    }

    func testURLsGoBothWaysAsAURIList() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            pasteboard.setURL(URL(string: "https://example.org/a?b=c")!)
            XCTAssertEqual(try Xclip.read(target: "text/uri-list"), Data("https://example.org/a?b=c\r\n".utf8))
            XCTAssertEqual(try Xclip.read(), Data("https://example.org/a?b=c".utf8))

            let before = pasteboard.changeCount
            try Xclip.offer(Data("# a comment\r\nfile:///tmp/a%20b.txt\r\nhttps://example.org/\r\n".utf8),
                            target: "text/uri-list")
            try waitForOffer(on: pasteboard, after: before)
            XCTAssertTrue(pasteboard.hasURLs)
            XCTAssertFalse(pasteboard.hasStrings)
            XCTAssertEqual(try runAsync { try await pasteboard.urls() },
                           [URL(string: "file:///tmp/a%20b.txt")!, URL(string: "https://example.org/")!])
        }
    }

    // MARK: Another application copies, we paste

    func testStringCopiedByXclipIsCountedOfferedAndRead() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            let before = pasteboard.changeCount
            try Xclip.offer(Data("from xclip".utf8))
            try waitForOffer(on: pasteboard, after: before)
            XCTAssertGreaterThan(pasteboard.changeCount, before)
            XCTAssertEqual(pasteboard.types, [.utf8PlainText])
            XCTAssertTrue(pasteboard.hasStrings)
            XCTAssertFalse(pasteboard.ownsContents)
            XCTAssertEqual(pasteboard.numberOfItems, 1)
            XCTAssertEqual(try runAsync { try await pasteboard.string() }, "from xclip")
        }
    }

    func testPNGOnlyFromXclipIsAnImageAndNoText() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            // Not a real image; the pasteboard moves bytes and never decodes them.
            let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<600).map { UInt8($0 % 251) })
            let before = pasteboard.changeCount
            try Xclip.offer(png, target: "image/png")
            try waitForOffer(on: pasteboard, after: before)
            XCTAssertFalse(pasteboard.hasStrings)
            XCTAssertTrue(pasteboard.hasImages)
            XCTAssertEqual(try runAsync { try await pasteboard.image() }, png)
            XCTAssertNil(try runAsync { try await pasteboard.string() })
            XCTAssertEqual(try runAsync { try await pasteboard.items() }, [PasteboardItem([.png: png])])
        }
    }

    func testLatin1StringFromXclipIsDecoded() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            let before = pasteboard.changeCount
            try Xclip.offer(Data([0x63, 0x61, 0x66, 0xE9]), target: "STRING")   // "café" in Latin-1
            try waitForOffer(on: pasteboard, after: before)
            XCTAssertEqual(try runAsync { try await pasteboard.string() }, "café")
        }
    }

    func testInvalidUTF8FromXclipThrowsInsteadOfInventingText() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            let before = pasteboard.changeCount
            try Xclip.offer(Data([0xFF, 0xFE]), target: "UTF8_STRING")
            try waitForOffer(on: pasteboard, after: before)
            XCTAssertTrue(pasteboard.hasStrings)
            XCTAssertThrowsError(try runAsync { try await pasteboard.string() }) { error in
                XCTAssertEqual(error as? PasteboardError, .invalidUTF8(.utf8PlainText))
            }
        }
    }

    func testDataOverTheReadLimitThrows() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            let before = pasteboard.changeCount
            try Xclip.offer(Data(repeating: UInt8(ascii: "x"), count: 4096))
            try waitForOffer(on: pasteboard, after: before)
            pasteboard.readLimit = 1000
            XCTAssertThrowsError(try runAsync { try await pasteboard.string() }) { error in
                XCTAssertEqual(error as? PasteboardError, .tooLarge(byteCount: 4096, limit: 1000))
            }
        }
    }

    func testOwnerThatQuitsGivesNilOrAnErrorPromptly() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            let before = pasteboard.changeCount
            let xclip = try Xclip.offer(Data("short-lived".utf8))
            try waitForOffer(on: pasteboard, after: before)
            kill(xclip.processIdentifier, SIGKILL)
            let start = Date()
            do {
                let text = try runAsync(timeout: 3) { try await pasteboard.string() }
                XCTAssertNil(text)
            } catch let error as PasteboardError {
                // Which one depends on whether X noticed the death before or after our request.
                XCTAssertTrue(error == .ownerVanished || error.description.contains("did not deliver"), "\(error)")
            }
            // Promptly: not after GTK's own 30 s selection timeout (ten seconds
            // tells the two apart on any machine).
            XCTAssertLessThan(Date().timeIntervalSince(start), 10)
            // The owner's death is an owner change too.
            XCTAssertTrue(MainLoop.run(until: { pasteboard.types.isEmpty }, timeout: 10))
        }
    }

    func testClearEmptiesAClipboardAnotherApplicationOwns() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            let before = pasteboard.changeCount
            let xclip = try Xclip.offer(Data("theirs".utf8))
            try waitForOffer(on: pasteboard, after: before)
            pasteboard.clear()
            XCTAssertEqual(pasteboard.types, [])
            // Losing the selection ends xclip.
            XCTAssertTrue(MainLoop.run(until: { !xclip.isRunning }, timeout: 10))
            XCTAssertNil(try Xclip.read())
        }
    }

    // MARK: GTK widgets of this process (GtkEntry copies and pastes through GtkClipboard)

    func testCopyByAGTKWidgetOfOursIsSeen() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            pasteboard.setString("ours")
            let before = pasteboard.changeCount
            // What GtkEntry's Ctrl+C does: GTK's own clipboard code takes CLIPBOARD.
            gtk_clipboard_set_text(OpaquePointer(pasteboard.clipboard.pointer), "copied by an entry", -1)
            XCTAssertFalse(pasteboard.ownsContents, "GTK released our offer")
            try waitForOffer(on: pasteboard, after: before)
            XCTAssertTrue(pasteboard.hasStrings)
            XCTAssertEqual(try runAsync { try await pasteboard.string() }, "copied by an entry")
        }
    }

    func testGTKWidgetsOfOursCanPasteOurContents() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            pasteboard.setString("for the entry")
            // What GtkEntry's Ctrl+V asks for; GTK answers in-process from our offer.
            let reply = try runAsync {
                await ClipboardRequests.contents(of: pasteboard.clipboard, target: "UTF8_STRING", limit: 1 << 20) { _ in }
            }
            XCTAssertEqual(reply.data, Data("for the entry".utf8))
        }
    }

    // MARK: PRIMARY

    func testPrimaryWorksBothWays() throws {
        try onMain {
            let primary = GtkPasteboard.selection
            XCTAssertEqual(primary.name, .selection)
            primary.setString("selected by us")
            XCTAssertEqual(try Xclip.read(selection: "primary"), Data("selected by us".utf8))
            // CLIPBOARD is untouched by PRIMARY.
            XCTAssertNotEqual(try Xclip.read(selection: "clipboard"), Data("selected by us".utf8))

            let before = primary.changeCount
            try Xclip.offer(Data("selected by xclip".utf8), selection: "primary")
            try waitForOffer(on: primary, after: before)
            XCTAssertTrue(primary.hasStrings)
            XCTAssertEqual(try runAsync { try await primary.string() }, "selected by xclip")
        }
    }

    // MARK: changeCount, options

    func testOurOwnCopiesCountOnceEach() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            let before = pasteboard.changeCount
            pasteboard.setString("one")
            XCTAssertEqual(pasteboard.changeCount, before + 1, "counted at once, not when X echoes it")
            pasteboard.setString("two")
            XCTAssertEqual(pasteboard.changeCount, before + 2)
            // X echoes both owner changes; they are ours and already counted.
            _ = try Xclip.read()
            MainLoop.run(until: { false }, timeout: 0.3)
            XCTAssertEqual(pasteboard.changeCount, before + 2)
            XCTAssertTrue(pasteboard.ownsContents)
            XCTAssertEqual(try runAsync { try await pasteboard.string() }, "two")
        }
    }

    func testExpiredContentsReadEmptyAndAreNotOffered() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            pasteboard.setItems([PasteboardItem(string: "stale")],
                                options: PasteboardOptions(expirationDate: Date().addingTimeInterval(-1)))
            XCTAssertEqual(pasteboard.types, [])
            XCTAssertEqual(pasteboard.numberOfItems, 0)
            XCTAssertNil(try runAsync { try await pasteboard.string() })
            XCTAssertEqual(try runAsync { try await pasteboard.items() }, [])
            XCTAssertNil(try Xclip.read())
        }
    }

    func testContentsExpireWhileOffered() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            pasteboard.setItems([PasteboardItem(string: "briefly")],
                                options: PasteboardOptions(expirationDate: Date().addingTimeInterval(0.3)))
            XCTAssertTrue(pasteboard.hasStrings)
            XCTAssertEqual(try Xclip.read(), Data("briefly".utf8))
            let count = pasteboard.changeCount
            // The timer takes the contents off the selection by itself, nobody asking.
            XCTAssertTrue(MainLoop.run(until: { !pasteboard.ownsContents }, timeout: 10))
            XCTAssertEqual(pasteboard.changeCount, count + 1)
            XCTAssertEqual(try Xclip.targets(), [])
            XCTAssertEqual(pasteboard.types, [])
        }
    }

    func testNewContentsCancelAnEarlierExpiry() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            pasteboard.setItems([PasteboardItem(string: "brief")],
                                options: PasteboardOptions(expirationDate: Date().addingTimeInterval(0.1)))
            pasteboard.setString("lasting")
            MainLoop.run(until: { false }, timeout: 0.3)
            XCTAssertTrue(pasteboard.ownsContents)
            XCTAssertEqual(try Xclip.read(), Data("lasting".utf8))
        }
    }

    func testLocalOnlyContentsStayInThisProcess() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            pasteboard.setItems([PasteboardItem([tileType: Data([1, 2, 3]), .utf8PlainText: Data("secret".utf8)])],
                                options: PasteboardOptions(localOnly: true))
            XCTAssertEqual(Set(pasteboard.types), [tileType, .utf8PlainText])
            XCTAssertEqual(try runAsync { try await pasteboard.string() }, "secret")
            XCTAssertEqual(try runAsync { try await pasteboard.data(forType: tileType) }, Data([1, 2, 3]))
            // Other applications see the clipboard changed, and nothing they can paste.
            let targets = try Xclip.targets()
            XCTAssertFalse(targets.contains("UTF8_STRING"), "\(targets)")
            XCTAssertFalse(targets.contains(tileType.rawValue), "\(targets)")
            XCTAssertFalse(targets.contains("SAVE_TARGETS"), "never handed to a clipboard manager: \(targets)")
            XCTAssertNil(try Xclip.read())
        }
    }

    // MARK: Lifetime, shutdown, install

    func testOfferIsReleasedWhenAnotherApplicationTakesOver() throws {
        try onMain {
            let pasteboard = GtkPasteboard.general
            for index in 0..<20 { pasteboard.setString("copy \(index)") }
            XCTAssertEqual(ClipboardOffer.liveCount, 1, "each copy releases the one before")
            let before = pasteboard.changeCount
            try Xclip.offer(Data("mine now".utf8))
            try waitForOffer(on: pasteboard, after: before)
            XCTAssertEqual(ClipboardOffer.liveCount, 0)
            XCTAssertFalse(pasteboard.ownsContents)
        }
    }

    /// At shutdown, with no manager running: no wait, and the selection is
    /// released, which leaves GTK's own 10-second store nothing to do.
    func testStoreForClipboardManagerReturnsAtOnceWithoutAManager() throws {
        try onMain {
            GtkPasteboard.general.setString("keep me")
            XCTAssertEqual(try Xclip.read(), Data("keep me".utf8))
            let start = Date()
            GtkPasteboard.storeForClipboardManager(timeout: 5)
            // Not the 5 s it would wait for a manager, on any machine.
            XCTAssertLessThan(Date().timeIntervalSince(start), 2.5)
            XCTAssertFalse(GtkPasteboard.general.ownsContents)
        }
    }

    func testTheGTKSystemMakesTheWellKnownPasteboardsGTKsOnceThereIsADisplay() {
        onMain {
            defer { useInMemoryPasteboards() }
            amendEditMenuConfiguration { $0.pasteboard = EditMenuGTK.systemPasteboard(_:) }
            XCTAssertTrue(GtkPasteboard.install())
            XCTAssertTrue(Pasteboards.general === GtkPasteboard.general)
            XCTAssertTrue(Pasteboards.selection === GtkPasteboard.selection)
            XCTAssertEqual(GtkPasteboard.general.name, .general)
        }
    }
}
