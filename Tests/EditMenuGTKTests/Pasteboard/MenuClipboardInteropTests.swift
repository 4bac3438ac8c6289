import CGtk
import EditMenuGTKTestSupport
import EditMenu
import XCTest
@testable import EditMenuGTK

/// The text field's menu against the real clipboard, with xclip as the
/// other application: Paste is offered from the offered targets alone.
final class MenuClipboardInteropTests: SystemPasteboardTestCase, @unchecked Sendable {
    func testAnImageOnlyClipboardHidesPasteAndTextShowsIt() throws {
        try onMain {
            let f = BasicsFixture(self)
            f.editField("", selecting: 0..<0)
            let pasteboard = GtkPasteboard.general

            var before = pasteboard.changeCount
            try Xclip.offer(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), target: "image/png")
            try waitForOffer(on: pasteboard, after: before)
            EventSynthesizer.rightClick(f.field)
            waitUntil("the field's menu") { f.menu.isShowing }
            XCTAssertFalse(f.menu.titles.contains("Paste"), "an image is no text to paste: \(f.menu.titles)")
            EventSynthesizer.key(GDK_KEY_Escape, in: f.field)

            before = pasteboard.changeCount
            try Xclip.offer(Data("from xclip".utf8))
            try waitForOffer(on: pasteboard, after: before)
            EventSynthesizer.rightClick(f.field)
            waitUntil("the field's menu with Paste") { f.menu.titles.contains("Paste") }
            f.menu.choose("Paste")
            waitUntil("the pasted text") { f.field.text == "from xclip" }
        }
    }

    func testWhatWeCopyFromTheMenuIsWhatXclipReads() throws {
        try onMain {
            let f = BasicsFixture(self)
            f.editField("copy this please", selecting: 5..<9)
            EventSynthesizer.rightClick(f.field)
            f.menu.choose("Copy")
            XCTAssertEqual(try Xclip.read().map { String(decoding: $0, as: UTF8.self) }, "this")
        }
    }
}
