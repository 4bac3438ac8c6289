import Foundation
import XCTest
@testable import EditMenuGTK
import EditMenuGTKTestSupport

/// `Tests/EndToEnd/hostile_owner.py` as the other application: a python3-xlib client
/// that takes CLIPBOARD and misbehaves as asked (`--never-answer`, `--nul`, ...).
///
/// Like ``Xclip``, it is ended by process id in tearDown, and waiting for it spins GLib's
/// loop: the owner's arrival is an event our clipboard must see.
@MainActor
final class HostileOwner {
    nonisolated static let python = "/usr/bin/python3"
    nonisolated static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("EndToEnd/hostile_owner.py")

    /// Whether python3-xlib and the script are there (tests skip otherwise).
    nonisolated static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: script.path)
            && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/Xlib/__init__.py")
    }

    private(set) static var started: [Process] = []

    /// Starts the owner with `arguments` and returns once it printed "ready" (it owns
    /// CLIPBOARD).
    @discardableResult
    static func start(_ arguments: String...) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        started.append(process)
        // "ready\n" is all it ever prints; it comes once X says the selection is its own.
        let ready = output.fileHandleForReading.readData(ofLength: 6)
        guard String(decoding: ready, as: UTF8.self) == "ready\n" else {
            throw MissingTestTool("hostile_owner.py \(arguments) did not start")
        }
        return process
    }

    /// Ends every owner a test started and waits for them to go.
    static func endAll() {
        for process in started where process.isRunning {
            kill(process.processIdentifier, SIGTERM)
        }
        MainLoop.run(until: { started.allSatisfy { !$0.isRunning } }, timeout: 2)
        started = []
    }
}
