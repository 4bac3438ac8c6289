import CGtk
import EditMenuGTKTestSupport
import GtkKit
import EditMenuTestSupport
import XCTest
@testable import EditMenuGTK

/// A Swift wrapper holds exactly one reference, gives it back when it dies,
/// and can be found from the C object.
final class ObjectLifetimeTests: GTKTestCase, @unchecked Sendable {
    func testWrapperSinksTheFloatingReferenceAndHoldsExactlyOne() {
        onMain {
            let label = Label("one reference")
            XCTAssertEqual(g_object_is_floating(label.gtkWidget.pointer), 0, "the floating reference must be sunk")
            XCTAssertEqual(label.gtkWidget.referenceCount, 1)
        }
    }

    func testWidgetIsFinalizedWhenItsWrapperGoesAway() {
        onMain {
            var label: Label? = Label("short-lived")
            let probe = FinalizationProbe(label!.gtkWidget.pointer)
            XCTAssertFalse(probe.isFinalized)
            label = nil
            XCTAssertTrue(probe.isFinalized, "dropping the only wrapper must finalize the widget")
        }
    }

    func testAdoptedFullReferenceIsNotTakenTwice() {
        onMain {
            // A gesture is created with a full (not floating) reference.
            let gesture = Gtk.LongPressGesture(on: Gtk.Label("x"), delay: nil)
            XCTAssertEqual(gesture.referenceCount, 1)
        }
    }

    func testWrapperIsFoundFromTheWidgetThroughQdata() {
        onMain {
            var field: TextField? = TextField()
            let widget = field!.widget
            g_object_ref(widget)   // keep the widget after the wrapper is gone
            defer { g_object_unref(widget) }

            XCTAssertTrue(View.view(for: widget) === field)
            field = nil
            XCTAssertNil(View.view(for: widget), "a dead wrapper must not be found")
        }
    }

    func testParentOwnsItsChildren() {
        onMain {
            let box = Box(.vertical)
            weak var weakChild: Label?
            do {
                let child = Label("child")
                weakChild = child
                box.add(child)
            }
            XCTAssertNotNil(weakChild, "the box keeps its child alive")
            XCTAssertTrue(weakChild?.superview === box)
            XCTAssertEqual(box.subviews.count, 1)
        }
    }

    func testReferenceCountsReturnToStartAfterWidgetsDie() {
        onMain {
            let before = LiveCounts.objectReferences
            do {
                let box = Box(.horizontal)
                box.add(Label("a"))
                box.add(TextField())
                // Three widgets, plus the gestures that give them edit menus.
            XCTAssertGreaterThanOrEqual(LiveCounts.objectReferences, before + 3)
            }
            XCTAssertEqual(LiveCounts.objectReferences, before)
        }
    }
}
