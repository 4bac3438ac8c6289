import EditMenu
import EditMenuGTKTestSupport
import XCTest
@testable import EditMenuGTK

/// Target <-> type mapping: pure, no display needed.
final class ClipboardTargetsTests: XCTestCase {
    func testTextTargetsFoldIntoOneTypeAndProtocolTargetsAreDropped() {
        let types = ClipboardTargets.pasteboardTypes(forTargets: [
            "TIMESTAMP", "TARGETS", "MULTIPLE", "SAVE_TARGETS", "UTF8_STRING", "COMPOUND_TEXT", "TEXT",
            "STRING", "text/plain;charset=utf-8", "text/plain", "image/png", "text/uri-list",
            "application/x-edit-menu-color-tile", "application/x-edit-menu-local-only",
        ])
        XCTAssertEqual(types, [.utf8PlainText, .png, .uriList, "application/x-edit-menu-color-tile"])
    }

    func testTextIsReadThroughTheBestTextTargetOnOffer() {
        XCTAssertEqual(ClipboardTargets.target(toRead: .utf8PlainText, among: ["STRING", "UTF8_STRING"]), "UTF8_STRING")
        XCTAssertEqual(ClipboardTargets.target(toRead: .plainText, among: ["TEXT", "STRING"]), "STRING")
        XCTAssertEqual(ClipboardTargets.target(toRead: .utf8PlainText, among: ["text/plain;charset=ISO-8859-1"]),
                       "text/plain;charset=ISO-8859-1")
        XCTAssertNil(ClipboardTargets.target(toRead: .utf8PlainText, among: ["image/png"]))
        XCTAssertEqual(ClipboardTargets.target(toRead: .png, among: ["image/png"]), "image/png")
        XCTAssertNil(ClipboardTargets.target(toRead: .uriList, among: ["UTF8_STRING"]))
    }
}
