import CGtk
import XCTest
@testable import EditMenuGTK

/// Base class for tests that need a display: initialises GTK once and skips
/// (with a clear message) when there is no X display to open.
///
/// XCTest on Linux cannot call test methods of a `@MainActor` class (it casts
/// them to nonisolated function types and traps), so the class stays
/// nonisolated and each test body runs through `onMain`, which asserts the
/// main thread XCTest already runs us on.
class GTKTestCase: XCTestCase {
    @MainActor private static var gtkIsReady: Bool?

    override func setUpWithError() throws {
        try super.setUpWithError()
        let ready = MainActor.assumeIsolated { Self.initializeGTKOnce() }
        guard ready else {
            throw XCTSkip("no display: run under xvfb-run (make test does)")
        }
    }

    @MainActor private static func initializeGTKOnce() -> Bool {
        if gtkIsReady == nil {
            gtkIsReady = gtk_init_check(nil, nil) != 0
            MainLoop.integrateDispatch()
        }
        return gtkIsReady == true
    }

    /// Runs a test body on the main actor (XCTest already runs it on the main thread).
    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }
}

/// Records whether a GObject has been finalized, through a GLib weak reference.
@MainActor
final class FinalizationProbe {
    private let flag = UnsafeMutablePointer<Bool>.allocate(capacity: 1)

    init(_ object: UnsafeMutableRawPointer) {
        flag.initialize(to: false)
        g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), { data, _ in
            data!.assumingMemoryBound(to: Bool.self).pointee = true
        }, flag)
    }

    var isFinalized: Bool { flag.pointee }

    isolated deinit {
        // Only free once the object is gone: GLib may still write the flag.
        if flag.pointee { flag.deallocate() }
    }
}
