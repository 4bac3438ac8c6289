import BenchSupport
import Foundation

/// The summary table's lines for ``TextBenchmark``: medians of each figure,
/// ours against GTK's.
extension TextBenchmark {
    /// A median of ours against the same median of the baseline's, met at
    /// most `limit` times it (or `floor`, where that is larger).
    private func comparison(_ name: String, _ ours: [Double], _ baseline: [Double], against: String,
                            format: (Double) -> String, floor: Double = 0, limit: Double = 1.2) -> TableRow {
        let (ours, baseline) = (ours.median, baseline.median)
        let times = String(format: "%g×", limit)
        let target = floor > 0 ? "≤ max(\(times) \(against), \(Int(floor)) ms)" : "≤ \(times) \(against)"
        return TableRow(name, ours: format(ours), baseline: format(baseline), ratio: ours / baseline,
                        target: target, met: ours <= max(limit * baseline, floor))
    }

    /// Styled HTML against the same text as plain text: the paste, and the
    /// copy out (the Copy, and the other application's read of it).
    private func styledRows(_ styled: Styled) -> [TableRow] {
        guard let first = styled.html.first else { return [] }
        let paste = "Paste \(Self.size(styled.htmlBytes)) of styled HTML (\(Format.count(Double(first.characters))) characters) "
            + "into TextView vs the same text as plain text"
        let copy = "Copy \(Format.count(Double(first.copiedCharacters))) styled characters (text, ours, HTML) "
            + "from TextView vs the text alone"
        let html = styled.html, plain = styled.plain
        return [
            comparison("\(paste): Ctrl+V → laid out", html.map(\.pasteMs), plain.map(\.pasteMs), against: "plain",
                       format: Format.milliseconds, limit: 1.5),
            comparison("\(paste): longest main-loop turn", html.map(\.pasteLongestTurnMs), plain.map(\.pasteLongestTurnMs),
                       against: "plain", format: Format.milliseconds, floor: 50, limit: 1.5),
            comparison("\(copy): the Copy itself (main loop waits)", html.flatMap(\.copyMs), plain.flatMap(\.copyMs),
                       against: "plain", format: Format.milliseconds, floor: 5, limit: 1.5),
            comparison("\(copy): xclip -o reads the HTML, or the text", html.flatMap(\.readMs), plain.flatMap(\.readMs),
                       against: "plain", format: Format.milliseconds, limit: 1.5),
            comparison("\(copy): Copy → xclip -o has the HTML, or the text",
                       html.flatMap { zip($0.copyMs, $0.readMs).map(+) }, plain.flatMap { zip($0.copyMs, $0.readMs).map(+) },
                       against: "plain", format: Format.milliseconds, limit: 1.5),
        ]
    }

    func rows(_ result: Result) -> [TableRow] {
        var rows: [TableRow] = []
        for paste in result.pastes {
            let size = paste.widget == "TextField" ? "65,534 bytes (all a GtkEntry holds)" : Self.size(paste.bytes)
            let name = "Paste \(size) into \(paste.widget), AT-SPI \(paste.accessibility ? "on" : "off")"
            rows.append(comparison("\(name): key → first frame", paste.ours.map(\.firstFrameMs),
                                   paste.native.map(\.firstFrameMs), against: "native", format: Format.milliseconds))
            rows.append(comparison("\(name): longest main-loop turn", paste.ours.map(\.longestTurnMs),
                                   paste.native.map(\.longestTurnMs), against: "native", format: Format.milliseconds,
                                   floor: 50))
            rows.append(comparison("\(name): memory after (RSS)", paste.ours.map(\.rssAfterKiB),
                                   paste.native.map(\.rssAfterKiB), against: "native", format: Format.mebibytes))
        }
        if let undo = result.undo {
            let name = "Select All, Delete \(Self.size(undo.bytes)) in TextView vs GtkSourceView"
            rows.append(comparison("\(name): Undo, until laid out", undo.ours.map(\.doneMs), undo.sourceView.map(\.doneMs),
                                   against: "GtkSourceView", format: Format.milliseconds))
            rows.append(comparison("\(name): Redo", undo.ours.compactMap(\.redoMs), undo.sourceView.compactMap(\.redoMs),
                                   against: "GtkSourceView", format: Format.milliseconds))
            let history = Double(undo.ours.compactMap(\.historyBytes).max() ?? 0)
            rows.append(TableRow("\(name): undo history bytes (baseline: the text's)", ours: Format.count(history),
                                 baseline: Format.count(Double(undo.bytes)), ratio: history / Double(undo.bytes),
                                 target: "≤ 1.2× the text", met: history <= 1.2 * Double(undo.bytes)))
        }
        var perMegabyte: [Double] = []
        for reads in result.reads where !reads.isEmpty {
            let bytes = reads[0].bytes
            let ms = reads.map(\.ms).median
            let turn = reads.map(\.longestTurnMs).max() ?? 0
            perMegabyte.append(ms / (Double(bytes) / 1e6))
            rows.append(TableRow("Read \(Self.size(bytes)) from xclip -i: time (ms per MB)", ours: Format.milliseconds(ms),
                                 baseline: String(format: "%.1f ms/MB", perMegabyte.last!)))
            rows.append(TableRow("Read \(Self.size(bytes)) from xclip -i: longest main-loop turn", ours: Format.milliseconds(turn),
                                 target: "≤ 50 ms (off the main thread)", met: turn <= 50))
        }
        if perMegabyte.count >= 2 {
            // Linear: a MB costs no more at the largest size than at the one before it.
            let growth = perMegabyte[perMegabyte.count - 1] / perMegabyte[perMegabyte.count - 2]
            rows.append(TableRow("Read: cost per MB, largest against the size before it", ours: String(format: "%.2f×", growth),
                                 ratio: growth, target: "≤ 1.2 (linear)", met: growth <= 1.2))
        }
        for copies in result.copies {
            let xclip = copies.xclip.median
            if copies.copy.count > 1 {
                for (name, times, itself) in [("Copy", copies.copy, copies.copyItself), ("Cut", copies.cut, copies.cutItself)] {
                    // Each read against the xclip read next to it in time: the
                    // machine's speed drifts more between runs than the two differ.
                    let ratio = zip(times, copies.xclip).map { $0 / $1 }.median
                    rows.append(TableRow("\(name) \(Self.size(copies.bytes)) from TextView: xclip -o reads it (median)",
                                         ours: Format.milliseconds(times.median), baseline: Format.milliseconds(xclip),
                                         ratio: ratio, target: "≤ 1.2× xclip", met: ratio <= 1.2))
                    rows.append(TableRow("\(name) \(Self.size(copies.bytes)) from TextView: the \(name) itself (main loop waits)",
                                         ours: Format.milliseconds(itself.median)))
                }
            }
            rows.append(TableRow("Copy and Cut \(Self.size(copies.bytes)) from TextView: xclip -o reads the text exactly",
                                 ours: copies.exact ? "exact" : "differs", target: "exact", met: copies.exact))
        }
        if let styled = result.styled { rows += styledRows(styled) }
        return rows
    }
}
