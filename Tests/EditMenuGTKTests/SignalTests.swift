import CGtk
import EditMenuGTKTestSupport
import EditMenu
import EditMenuTestSupport
import XCTest
@testable import EditMenuGTK
@testable import GtkKit

/// Each connection owns a Swift box that GLib releases: on disconnect, and
/// when the widget is destroyed.
final class SignalTests: GTKTestCase, @unchecked Sendable {
    func testHandlerRuns() {
        onMain {
            let button = Button("Press")
            var clicks = 0
            button.onClicked { clicks += 1 }
            button.gtkButton.click()
            button.gtkButton.click()
            XCTAssertEqual(clicks, 2)
        }
    }

    func testBoxIsReleasedWhenTheWidgetIsDestroyed() {
        onMain {
            let button = Button("Press")
            let before = LiveCounts.signalHandlers
            var destroyed = false
            button.gtkButton.connect(.clicked) {}
            button.gtkButton.connect(.destroy) { destroyed = true }
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
            let connection = button.gtkButton.connect(.clicked) { calls += 1 }
            XCTAssertEqual(LiveCounts.signalHandlers, before + 1)
            connection.disconnect()
            XCTAssertEqual(LiveCounts.signalHandlers, before)
            button.gtkButton.click()
            XCTAssertEqual(calls, 0)
            connection.disconnect()   // a second disconnect is harmless
        }
    }

    func testHandlerDoesNotKeepItsWidgetAlive() {
        onMain {
            var button: Button? = Button("Press")
            let probe = FinalizationProbe(button!.gtkWidget.pointer)
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
            label.gtkWidget.connect(Signal<Gtk.Widget, VoidHandler>(withoutArguments: "no-such-signal")) {}
            XCTAssertEqual(LiveCounts.signalHandlers, before)
        }
    }

    // MARK: The widgets' on… handlers

    func testOnHandlersAreReleasedWhenTheirWidgetIsDestroyed() {
        onMain {
            let button = Button("Press")
            let field = TextField()
            let stack = Stack()
            var captured: Captured? = Captured()
            weak let released = captured
            let before = LiveCounts.signalHandlers
            button.onClicked { [captured] in _ = captured }
            field.onChanged { [captured] in _ = captured }
            field.onPasteFailed { [captured] _ in _ = captured }   // a SwiftSignal's, not GLib's
            stack.onPageChanged { [captured] _ in _ = captured }
            captured = nil
            XCTAssertEqual(LiveCounts.signalHandlers, before + 4)
            XCTAssertNotNil(released, "the handlers hold what they captured")

            // The widgets' wrappers stay alive: only destroying lets the handlers go.
            button.destroy()
            field.destroy()
            stack.destroy()
            XCTAssertNil(released, "destroying the widgets must release every handler")
            XCTAssertLessThan(LiveCounts.signalHandlers, before, "the widgets' own handlers go too")
        }
    }

    func testADisconnectedOnHandlerNoLongerRunsAndIsReleased() {
        onMain {
            let button = Button("Press")
            var first = 0, second = 0
            let connection = button.onClicked { first += 1 }
            button.onClicked { second += 1 }
            button.gtkButton.click()
            XCTAssertEqual([first, second], [1, 1])

            let before = LiveCounts.signalHandlers
            connection.disconnect()
            XCTAssertEqual(LiveCounts.signalHandlers, before - 1, "its closure is released")
            button.gtkButton.click()
            XCTAssertEqual([first, second], [1, 2], "the other handler still runs")
            connection.disconnect()   // a second disconnect is harmless
        }
    }

    func testADisconnectedPasteFailedHandlerNoLongerRuns() {
        onMain {
            let field = TextField()
            var first = 0, second = 0
            let connection = field.onPasteFailed { _ in first += 1 }
            field.onPasteFailed { _ in second += 1 }
            let before = LiveCounts.signalHandlers
            connection.disconnect()
            XCTAssertEqual(LiveCounts.signalHandlers, before - 1, "its closure is released")

            field.paste(from: InMemoryPasteboard.withUniqueName())   // nothing to paste
            waitUntil("the failure report") { second == 1 }
            XCTAssertEqual(first, 0)
        }
    }

    func testDisconnectingAfterTheWidgetIsGoneDoesNothing() {
        onMain {
            var button: Button? = Button("Press")
            let probe = FinalizationProbe(button!.gtkWidget.pointer)
            let connection = button!.onClicked {}
            button!.destroy()
            button = nil
            XCTAssertTrue(probe.isFinalized)
            connection.disconnect()   // must not reach the freed GtkButton
        }
    }

    func testASwiftSignalRunsItsHandlersInOrderAndSkipsOneDisconnectedMeanwhile() {
        onMain {
            let signal = SwiftSignal<@MainActor () -> Void>()
            var calls: [String] = []
            var second: GLib.Connection?
            signal.connect { calls.append("first"); second?.disconnect() }
            second = signal.connect { calls.append("second") }
            signal.connect { calls.append("third") }
            signal.emit { $0() }
            signal.emit { $0() }
            XCTAssertEqual(calls, ["first", "third", "first", "third"])
        }
    }
}

/// Something a handler captures, to see when the handler is released.
private final class Captured {}

extension Button {
    /// The GtkButton, typed.
    var gtkButton: Gtk.Button { gtkWidget.as(Gtk.Button.self)! }
}
