import CGtk
import EditMenuGTKTestSupport
import EditMenu
import XCTest
@testable import EditMenuGTK

/// Where a menu's buttons and a field's characters are on screen.
extension GTKTestCase {
    /// The row's buttons on screen: (accessible name, allocation in window coordinates).
    @MainActor
    func rowButtons(_ f: BasicsFixture) -> [(title: String, frame: GtkAllocation)] {
        zip(f.menu.titles, f.menu.presenter.itemButtonPointers).map { title, button in
            var frame = GtkAllocation()
            gtk_widget_get_allocation(button, &frame)
            return (title, frame)
        }
    }

    @MainActor
    func assertIsOneFingerSizedRow(_ f: BasicsFixture, line: UInt = #line) {
        waitUntil("the row laid out", line: line) { rowButtons(f).allSatisfy { $0.frame.width > 1 } }
        let buttons = rowButtons(f)
        XCTAssertFalse(buttons.isEmpty, line: line)
        for (title, frame) in buttons {
            XCTAssertGreaterThanOrEqual(frame.height, 44, "\(title) is too short for a finger", line: line)
            XCTAssertEqual(frame.y, buttons[0].frame.y, "\(title) is not in the row", line: line)
        }
        XCTAssertEqual(buttons.map(\.frame.x), buttons.map(\.frame.x).sorted(), "left to right", line: line)
        XCTAssertEqual(Set(buttons.map(\.frame.x)).count, buttons.count, "side by side", line: line)
    }

    /// Where the middle of the character at code-point `offset` is drawn, in the field's coordinates.
    @MainActor
    func point(ofCharacter offset: Int, in field: TextField) -> CGPoint {
        let byte = String(String.UnicodeScalarView(field.text.unicodeScalars.prefix(offset))).utf8.count
        var layoutX: gint = 0, layoutY: gint = 0
        gtk_entry_get_layout_offsets(field.entry, &layoutX, &layoutY)
        var rect = PangoRectangle()
        pango_layout_index_to_pos(gtk_entry_get_layout(field.entry),
                                  gtk_entry_text_index_to_layout_index(field.entry, gint(byte)), &rect)
        let scale = Double(PANGO_SCALE)
        return CGPoint(x: Double(layoutX) + (Double(rect.x) + Double(rect.width) / 2) / scale,
                       y: Double(layoutY) + (Double(rect.y) + Double(rect.height) / 2) / scale)
    }
}
