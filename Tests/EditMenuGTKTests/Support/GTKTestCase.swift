import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import Foundation
import EditMenu
import EditMenuTestSupport
import XCTest
@testable import EditMenuGTK

/// Base class for tests that need a display: initialises GTK once. Without a
/// display a person's `swift test` skips these tests, saying so; a run that
/// sets `EDIT_MENU_REQUIRE_DISPLAY=1` (`make test` does) fails them instead,
/// so that it can never pass having tested nothing.
///
/// XCTest on Linux cannot call test methods of a `@MainActor` class (it casts
/// them to nonisolated function types and traps), so the class stays
/// nonisolated and each test body runs through `onMain`, which asserts the
/// main thread XCTest already runs us on. (`@unchecked Sendable`: test
/// bodies capture `self` into that main-actor closure; everything runs on the
/// main thread; subclasses restate it, as Swift 6 asks.)
class GTKTestCase: XCTestCase, @unchecked Sendable {
    /// Why GTK cannot run these tests, nil when it can; GTK starts on first use.
    @MainActor private static let gtkUnavailable: GTKUnavailable? = startGTK()
    @MainActor private static var application: Application?
    @MainActor private static var windows: [Window] = []

    /// A test GTK cannot run, and that may not be skipped, fails here: before
    /// its setUp, body and tearDown, which would all call GTK. (An error thrown
    /// from setUp would fail it too, but XCTest would count it as skipped.)
    override func invokeTest() {
        if let reason = MainActor.assumeIsolated({ Self.gtkUnavailable }), !reason.allowsSkipping {
            XCTFail(reason.description)
            return
        }
        super.invokeTest()
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        // Only a missing display a person's `swift test` may skip gets here.
        if let reason = MainActor.assumeIsolated({ Self.gtkUnavailable }) {
            throw XCTSkip(reason.description)
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

    /// Starts GTK and the tests' application; returns why it could not, or nil.
    @MainActor private static func startGTK() -> GTKUnavailable? {
        guard gtk_init_check(nil, nil) != 0 else { return .noDisplay }
        // Windows belong to a registered GtkApplication, as in the app.
        let app = Application(id: "io.github.editmenu.Tests", isUnique: false)
        guard app.register() else { return .applicationNotRegistered }
        application = app
        useInMemoryPasteboards()
        return nil
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
    /// A wait that holds returns at once, so the default is wide: a loaded or
    /// slower machine takes its time, and only a promise broken waits it out.
    @MainActor
    @discardableResult
    func waitUntil(_ what: String, timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line,
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

/// Why GTK cannot run the GTK tests, and what the run is told.
enum GTKUnavailable: CustomStringConvertible {
    case noDisplay
    case applicationNotRegistered

    /// Set by `make test` (its TEST_ENV): a missing display fails the run.
    static let requireDisplayVariable = "EDIT_MENU_REQUIRE_DISPLAY"

    /// Whether the run asked to fail, not skip, without a display: any value
    /// but empty or "0".
    static var displayIsRequired: Bool {
        let value = ProcessInfo.processInfo.environment[requireDisplayVariable] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// Only a person's run without a display skips; anything else is a failure.
    var allowsSkipping: Bool { self == .noDisplay && !Self.displayIsRequired }

    var description: String {
        switch self {
        case .noDisplay where allowsSkipping:
            return "no display: these GTK tests need one; run `make test`, or `xvfb-run -a swift test`"
        case .noDisplay:
            let environment = ProcessInfo.processInfo.environment
            let displays = ["DISPLAY", "WAYLAND_DISPLAY"].map { name in "\(name)=\(environment[name] ?? "(unset)")" }
            return "no display (GTK could not open one; \(displays.joined(separator: ", "))), "
                + "and \(Self.requireDisplayVariable) is set (make test sets it): these GTK tests fail "
                + "rather than skip, so the run cannot pass having tested nothing"
        case .applicationNotRegistered:
            return "GTK started, but the tests' GtkApplication could not register (see its warning above)"
        }
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

/// Makes the well-known pasteboards new in-memory ones: a test starts with
/// nothing copied, and copies nothing to the desktop's clipboard.
@MainActor
func useInMemoryPasteboards() {
    let general = InMemoryPasteboard.withUniqueName(), selection = InMemoryPasteboard.withUniqueName()
    amendEditMenuConfiguration { configuration in
        configuration.pasteboard = { name in
            switch name {
            case .general: general
            case .selection: selection
            default: nil
            }
        }
    }
}

/// Makes the well-known pasteboards GTK's, the X CLIPBOARD and PRIMARY.
@MainActor
func useSystemPasteboards() {
    _ = GtkPasteboard.install()
    amendEditMenuConfiguration { $0.pasteboard = EditMenuGTK.systemPasteboard(_:) }
}
