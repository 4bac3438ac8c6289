import CGtk
import EditMenuGTKTestSupport
import Dispatch
import XCTest
@testable import EditMenuGTK

/// Swift concurrency on the main actor keeps working while GTK's own loop
/// (`gtk_main`) runs: the bridge drains Dispatch's main queue.
final class MainLoopTests: GTKTestCase, @unchecked Sendable {
    /// Runs `gtk_main` until `gtk_main_quit` or a 3 s watchdog; returns
    /// whether the watchdog fired.
    @MainActor private static func runGtkMain() -> Bool {
        let timedOut = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        timedOut.initialize(to: false)
        defer { timedOut.deallocate() }
        let watchdog = g_timeout_add(3_000, { data in
            data!.assumingMemoryBound(to: Bool.self).pointee = true
            gtk_main_quit()
            return 0
        }, timedOut)
        gtk_main()
        if !timedOut.pointee { g_source_remove(watchdog) }
        return timedOut.pointee
    }

    func testTaskOnTheMainActorRunsInsideGtkMain() {
        onMain {
            var ran = false
            Task { @MainActor in
                ran = true
                gtk_main_quit()
            }
            XCTAssertFalse(Self.runGtkMain(), "the Task never ran while gtk_main was running")
            XCTAssertTrue(ran)
        }
    }

    func testDispatchMainQueueRunsInsideGtkMain() {
        onMain {
            var order: [Int] = []
            DispatchQueue.main.async { order.append(1) }
            DispatchQueue.main.async {
                order.append(2)
                gtk_main_quit()
            }
            XCTAssertFalse(Self.runGtkMain(), "DispatchQueue.main never ran while gtk_main was running")
            XCTAssertEqual(order, [1, 2])
        }
    }

    func testAwaitingInsideATaskResumesOnTheGtkLoop() {
        onMain {
            var steps: [String] = []
            Task { @MainActor in
                steps.append("start")
                try? await Task.sleep(nanoseconds: 20_000_000)
                steps.append("resumed")
                gtk_main_quit()
            }
            XCTAssertFalse(Self.runGtkMain())
            XCTAssertEqual(steps, ["start", "resumed"])
        }
    }
}
