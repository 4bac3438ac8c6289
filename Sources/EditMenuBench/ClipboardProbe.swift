import BenchSupport
import CGtk
import EditMenuGTKTestSupport
import EditMenu
import EditMenuGTK
import Foundation

/// The clipboard side of the text benchmarks, each in a process of its own
/// (`edit-menu-bench --read-probe …`, `--copy-probe …`), as ``TextProbe``.
@MainActor
enum ClipboardProbe {
    /// One read of another application's text.
    struct Read: Codable {
        var bytes: Int
        /// From asking to the whole text in hand.
        var ms: Double
        /// The longest turn of the main loop meanwhile: the read streams
        /// off the main thread, so the loop keeps drawing and typing.
        var longestTurnMs: Double
    }

    /// Copy and Cut out of a ``TextView`` against `xclip -i` → `xclip -o`.
    struct Copies: Codable {
        var bytes: Int
        /// ms for `xclip -o` to read what we copied: what the other
        /// application waits for when it pastes.
        var copy: [Double] = []
        /// The same after a Cut.
        var cut: [Double] = []
        /// ms for `xclip -o` to read the same text from an `xclip -i` owner,
        /// which holds it in memory, as we do once the Copy is made.
        var xclip: [Double] = []
        /// ms the Copy itself takes (the text out of the buffer, the
        /// clipboard claimed): the main loop waits that long.
        var copyItself: [Double] = []
        /// ms the Cut itself takes (that, and the deletion recorded for undo).
        var cutItself: [Double] = []
        /// Whether what `xclip -o` read was the text, byte for byte, after
        /// the first Copy and the first Cut.
        var exact = true
    }

    /// Reads the clipboard, which the parent gave to an `xclip -i` owner
    /// of `file`, as a paste does (`PastedText.read(from:maximumLength:)`).
    static func read(file: String) -> Never {
        let application = Application(id: "io.github.editmenu.BenchProbe", isUnique: false)
        guard application.register() else { TextProbe.fail("could not register the application") }
        let bytes = TextProbe.fileSize(file)
        Loop.run(for: 0.5)
        MainLoopTurns.start()
        let start = Clock.nanoseconds()
        var result: Result<String?, Error>?
        Task { @MainActor in
            await GtkPasteboard.general.refreshTypes()
            // What a paste reads: the text, checked and without NULs.
            do {
                result = .success(try await PastedText.read(from: GtkPasteboard.general, maximumLength: .max)?.text)
            } catch {
                result = .failure(error)
            }
        }
        guard Loop.run(until: { result != nil }, timeout: 600) else { TextProbe.fail("the read never finished") }
        let elapsed = Double(Clock.nanoseconds() - start) / 1e6
        let longest = MainLoopTurns.stop()
        guard case .success(let text?) = result, text.utf8.count == bytes else {
            TextProbe.fail("read \(String(describing: result)) instead of \(bytes) bytes")
        }
        withExtendedLifetime(application) {
            TextProbe.report(Read(bytes: bytes, ms: elapsed, longestTurnMs: longest))
        }
    }

    /// Fills a ``TextView`` with `file`, then `runs` times: Select All and
    /// Copy, then `xclip -o` reads it; the same read from an `xclip -i` owner;
    /// Select All and Cut, then `xclip -o` (the text is put back, untimed).
    static func copy(file: String, runs: Int) -> Never {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { TextProbe.fail("cannot read \(file)") }
        let bytes = text.utf8.count
        let output = "/tmp/edit-menu-bench-\(getpid())-copy"
        defer { unlink(output) }
        let probe = TextProbe.Probe(ours: true, widget: .view)
        guard let notes = probe.notes else { TextProbe.fail("no text view") }
        func fill() {
            notes.text = text
            TextProbe.waitForGTKIdleWork()   // laid out, so layout does not compete with the copy
        }
        func readBack(since start: Int64, check: Bool) -> (ms: Double, exact: Bool) {
            let ms = Xclip.read(into: output, expecting: bytes, since: start)
            guard check else { return (ms, true) }
            return (ms, (try? Data(contentsOf: URL(fileURLWithPath: output))) == Data(text.utf8))
        }
        fill()
        var copies = Copies(bytes: bytes)
        // Select All, and its highlight drawn, as a user sees it before
        // choosing Copy or Cut: drawing a frame of selected text is not the
        // copy's work, and a Cut's empty view would draw for nothing.
        func selectAll() {
            notes.selectAll()
            probe.waitForFrame()
            TextProbe.waitForGTKIdleWork()
        }
        for run in 0..<runs {
            selectAll()
            var start = Clock.nanoseconds()
            notes.send(.copy, sender: .program)
            copies.copyItself.append(Double(Clock.nanoseconds() - start) / 1e6)
            let copied = readBack(since: Clock.nanoseconds(), check: run == 0)
            copies.copy.append(copied.ms)

            Xclip.own(file)
            copies.xclip.append(Xclip.read(into: output, expecting: bytes, since: Clock.nanoseconds()))

            selectAll()
            start = Clock.nanoseconds()
            notes.send(.cut, sender: .program)
            copies.cutItself.append(Double(Clock.nanoseconds() - start) / 1e6)
            let cut = readBack(since: Clock.nanoseconds(), check: run == 0)
            copies.cut.append(cut.ms)
            guard probe.characterCount == 0 else { TextProbe.fail("Cut left text behind") }
            copies.exact = copies.exact && copied.exact && cut.exact
            if run < runs - 1 { fill() }
        }
        GtkPasteboard.general.clear()
        TextProbe.report(copies)
    }
}
