import CGtk
import XCTest
@testable import EditMenuGTK

/// Each connection owns a Swift box that GLib releases: on disconnect, and
/// when the widget is destroyed.
final class SignalTests: GTKTestCase, @unchecked Sendable {
    func testHandlerRuns() {
        onMain {
            let button = Button("Press")
            var clicks = 0
            button.onClicked { clicks += 1 }
            gtk_button_clicked(button.object.as(GtkButton.self))
            gtk_button_clicked(button.object.as(GtkButton.self))
            XCTAssertEqual(clicks, 2)
        }
    }

    func testBoxIsReleasedWhenTheWidgetIsDestroyed() {
        onMain {
            let button = Button("Press")
            let before = LiveCounts.signalHandlers
            var destroyed = false
            button.object.connect(.clicked) {}
            button.object.connect(.destroy) { destroyed = true }
            XCTAssertEqual(LiveCounts.signalHandlers, before + 2)

            button.destroy()
            XCTAssertTrue(destroyed)
            XCTAssertTrue(button.isDestroyed)
            // Button's own handlers (destroy, clicked) go too.
            XCTAssertLessThan(LiveCounts.signalHandlers, before, "GLib must release every box on destroy")
        }
    }

    func testDisconnectReleasesTheBoxAndStopsTheHandler() {
        onMain {
            let button = Button("Press")
            let before = LiveCounts.signalHandlers
            var calls = 0
            let connection = button.object.connect(.clicked) { calls += 1 }
            XCTAssertEqual(LiveCounts.signalHandlers, before + 1)
            connection.disconnect()
            XCTAssertEqual(LiveCounts.signalHandlers, before)
            gtk_button_clicked(button.object.as(GtkButton.self))
            XCTAssertEqual(calls, 0)
            connection.disconnect()   // a second disconnect is harmless
        }
    }

    func testHandlerDoesNotKeepItsWidgetAlive() {
        onMain {
            var button: Button? = Button("Press")
            let probe = FinalizationProbe(button!.object.pointer)
            button!.onClicked { [weak button] in _ = button?.title }
            button = nil
            XCTAssertTrue(probe.isFinalized)
        }
    }

    func testUnknownSignalIsRefusedWithoutLeakingItsBox() {
        onMain {
            let label = Label("x")
            let before = LiveCounts.signalHandlers
            // GLib warns (not a critical) about the unknown name and refuses it.
            label.object.connect(Signal<VoidHandler>(withoutArguments: "no-such-signal")) {}
            XCTAssertEqual(LiveCounts.signalHandlers, before)
        }
    }
}
