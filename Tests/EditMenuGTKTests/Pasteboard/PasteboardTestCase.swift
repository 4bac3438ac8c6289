import CGtk
import EditMenuGTKTestSupport
import EditMenu
import Foundation
import XCTest
@testable import EditMenuGTK

/// A tool a test needs is missing: the test fails (it is never skipped;
/// `make test` installs every tool).
struct MissingTestTool: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Base for clipboard tests: needs xclip, ends every xclip a test started, and leaves
/// both selections empty.
class PasteboardTestCase: GTKTestCase, @unchecked Sendable {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try MainActor.assumeIsolated {
            guard Xclip.isAvailable else { throw MissingTestTool("xclip is not installed (make test installs it: apt install xclip)") }
            // The reads are async: Swift concurrency must run inside GLib's loop.
            MainLoop.integrateDispatch()
            GtkPasteboard.general.readLimit = nil
            GtkPasteboard.selection.readLimit = nil
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            Xclip.endAll()
            // Leave both selections empty for the next test.
            GtkPasteboard.general.clear()
            GtkPasteboard.selection.clear()
            MainLoop.drain()
        }
        super.tearDown()
    }
}

/// Base for tests of widgets on the real clipboard: `Pasteboards.general`
/// and `.selection` are the GtkClipboard ones during the test.
class SystemPasteboardTestCase: PasteboardTestCase, @unchecked Sendable {
    override func setUpWithError() throws {
        try super.setUpWithError()
        MainActor.assumeIsolated { useSystemPasteboards() }
    }

    override func tearDown() {
        MainActor.assumeIsolated { useInMemoryPasteboards() }
        super.tearDown()
    }
}

@MainActor
private final class Outcome<T> {
    var result: Result<T, Error>?
}

// Free functions rather than test-case methods: test bodies run in `onMain` closures,
// which cannot send the (nonisolated) test case to the main actor.

/// Runs `body` in a Task on the main actor and spins the GLib loop until it finishes.
@MainActor
func runAsync<T: Sendable>(timeout: Double = 5, _ body: @escaping @MainActor () async throws -> T,
                       file: StaticString = #filePath, line: UInt = #line) throws -> T {
    let outcome = Outcome<T>()
    Task { @MainActor in
        do { outcome.result = .success(try await body()) } catch { outcome.result = .failure(error) }
    }
    guard MainLoop.run(until: { outcome.result != nil }, timeout: timeout) else {
        XCTFail("still waiting after \(timeout) s", file: file, line: line)
        throw CancellationError()
    }
    return try outcome.result!.get()
}

/// Spins the loop until another client's offer has reached `pasteboard`: its
/// changeCount passed `count` and the new owner's targets are known and not empty.
@MainActor
func waitForOffer(on pasteboard: GtkPasteboard, after count: Int,
                  file: StaticString = #filePath, line: UInt = #line) throws {
    let deadline = Date().addingTimeInterval(3)
    var seen = count
    while Date() < deadline {
        guard MainLoop.run(until: { pasteboard.changeCount > seen }, timeout: deadline.timeIntervalSinceNow) else { break }
        seen = pasteboard.changeCount
        try runAsync { await pasteboard.refreshTypes() }
        if !pasteboard.types.isEmpty { return }
    }
    XCTFail("no offer arrived (changeCount \(pasteboard.changeCount), started at \(count))", file: file, line: line)
}
