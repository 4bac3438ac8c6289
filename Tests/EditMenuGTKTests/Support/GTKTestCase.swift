import CGtk
import Foundation
import EditMenu
import XCTest
@testable import EditMenuGTK

/// Base class for tests that need a display: initialises GTK once and skips
/// (with a clear message) when there is no X display to open.
///
/// XCTest on Linux cannot call test methods of a `@MainActor` class (it casts
/// them to nonisolated function types and traps), so the class stays
/// nonisolated and each test body runs through `onMain`, which asserts the
/// main thread XCTest already runs us on. (`@unchecked Sendable`: test
/// bodies capture `self` into that main-actor closure; everything runs on the
/// main thread; subclasses restate it, as Swift 6 asks.)
class GTKTestCase: XCTestCase, @unchecked Sendable {
    @MainActor private static var gtkIsReady: Bool?
    @MainActor private static var application: Application?
    @MainActor private static var windows: [Window] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        let ready = MainActor.assumeIsolated { Self.initializeGTKOnce() }
        guard ready else {
            throw XCTSkip("no display: run under xvfb-run (make test does)")
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            for window in Self.windows where !window.isDestroyed {
                window.editMenuController.hideMenu()
                gtk_widget_destroy(window.widget)
            }
            Self.windows.removeAll()
            Pasteboards.general.clear()
            MainLoop.drain()
        }
        super.tearDown()
    }

    @MainActor private static func initializeGTKOnce() -> Bool {
        if gtkIsReady == nil {
            gtkIsReady = gtk_init_check(nil, nil) != 0
            if gtkIsReady == true {
                // Windows belong to a registered GtkApplication, as in the app.
                let app = Application(id: "io.github.editmenu.Tests", isUnique: false)
                gtkIsReady = app.register()
                application = app
                Pasteboards.general = InMemoryPasteboard.withUniqueName()
                Pasteboards.selection = InMemoryPasteboard.withUniqueName()
            }
        }
        return gtkIsReady == true
    }

    /// Runs a test body on the main actor (XCTest already runs it on the main thread).
    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }

    /// A presented, active window holding `content` (destroyed after the test).
    @MainActor
    func makeWindow(with content: View, file: StaticString = #filePath, line: UInt = #line) -> Window {
        let window = Window(application: Self.application!, title: "Test window", width: 400, height: 300)
        window.setContent(content)
        window.present()
        Self.windows.append(window)
        XCTAssertTrue(MainLoop.run(until: { window.isActive && content.isShowing }),
                      "the test window never became active", file: file, line: line)
        MainLoop.drain()
        return window
    }

    /// Waits (running GTK) until `condition` holds; fails after `timeout`.
    @MainActor
    @discardableResult
    func waitUntil(_ what: String, timeout: Double = 3, file: StaticString = #filePath, line: UInt = #line,
                   _ condition: () -> Bool) -> Bool {
        let held = MainLoop.run(until: condition, timeout: timeout)
        XCTAssertTrue(held, "timed out waiting for \(what)", file: file, line: line)
        return held
    }

    /// Lets the desktop's double-click time pass, so that the next tap is a
    /// tap of its own, not the second of a double tap.
    @MainActor
    func waitPastDoubleTap() {
        let milliseconds = cgtk_settings_get_int(gtk_settings_get_default(), "gtk-double-click-time")
        runLoop(for: Double(max(milliseconds, 0)) / 1000 + 0.1)
    }

    /// Runs GTK for `seconds` (for timers such as a long-press delay).
    @MainActor
    func runLoop(for seconds: Double) {
        _ = MainLoop.run(until: { false }, timeout: seconds)
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

/// A reference to collect values from callbacks.
@MainActor
final class Collected<T> {
    var values: T
    init(_ values: T) { self.values = values }
}

/// Whether two strings hold the same bytes (Swift's `==` calls canonically
/// equivalent strings equal; this does not), in one `memcmp`: comparing
/// megabytes element by element takes seconds in a debug build.
func bytesEqual(_ lhs: String, _ rhs: String) -> Bool {
    var lhs = lhs, rhs = rhs
    return lhs.withUTF8 { left in
        rhs.withUTF8 { right in
            left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
        }
    }
}
