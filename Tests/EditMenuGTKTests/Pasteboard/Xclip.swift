import CGtk
import EditMenuGTKTestSupport
import Foundation
import XCTest
@testable import EditMenuGTK

/// xclip as the "other application": a real second X client on the same display.
///
/// Every xclip runs in the foreground (`-quiet`) so the test knows its process id and can
/// end it by that id; an `-i` xclip keeps owning the selection until another client takes
/// it or it is ended. While xclip talks to us we must keep answering, so waiting for it
/// spins GLib's loop instead of blocking in `waitUntilExit()`.
@MainActor
final class Xclip {
    static let path = "/usr/bin/xclip"
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Every xclip started by a test, ended in tearDown.
    private(set) static var started: [Process] = []
    private static let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("edit-menu-xclip-\(getpid())", isDirectory: true)

    /// Starts `xclip -i` owning `selection` with `data` as `target` (xclip's default,
    /// UTF8_STRING, when nil); returns once xclip has read its input.
    @discardableResult
    static func offer(_ data: Data, selection: String = "clipboard", target: String? = nil) throws -> Process {
        let input = try scratchFile(data)
        var arguments = ["-quiet", "-selection", selection, "-i"]
        if let target { arguments += ["-t", target] }
        let process = try launch(arguments, stdin: input, stdout: nil)
        return process
    }

    /// Runs `xclip -o` on `selection` for `target` and returns what it printed, or nil when
    /// it failed (no such target) or did not finish within `timeout` seconds.
    static func read(selection: String = "clipboard", target: String? = nil, timeout: Double = 5) throws -> Data? {
        let output = try scratchFile(Data())
        var arguments = ["-quiet", "-selection", selection, "-o"]
        if let target { arguments += ["-t", target] }
        let process = try launch(arguments, stdin: nil, stdout: output)
        guard MainLoop.run(until: { !process.isRunning }, timeout: timeout) else {
            XCTFail("xclip \(arguments.joined(separator: " ")) did not finish in \(timeout) s")
            return nil
        }
        guard process.terminationStatus == 0 else { return nil }
        return try Data(contentsOf: output)
    }

    /// The targets `selection` offers, as `xclip -o -t TARGETS` lists them.
    static func targets(selection: String = "clipboard") throws -> [String] {
        guard let data = try read(selection: selection, target: "TARGETS") else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Ends every xclip this test started (by process id) and waits for them to go.
    static func endAll() {
        for process in started where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
        MainLoop.run(until: { started.allSatisfy { !$0.isRunning } }, timeout: 2)
        started = []
        try? FileManager.default.removeItem(at: scratch)
    }

    static func launch(_ arguments: [String], stdin: URL?, stdout: URL?) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardInput = try stdin.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        process.standardOutput = try stdout.map { try FileHandle(forWritingTo: $0) } ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice   // "-quiet" still chats; failures show in exit status
        try process.run()
        started.append(process)
        return process
    }

    private static func scratchFile(_ data: Data) throws -> URL {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let url = scratch.appendingPathComponent(UUID().uuidString)
        try data.write(to: url)
        return url
    }
}
