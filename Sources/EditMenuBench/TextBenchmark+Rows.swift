import Foundation

/// The summary table's lines for ``TextBenchmark``: medians of each figure,
/// ours against GTK's.
extension TextBenchmark {
    func rows(_ result: Result) -> [TableRow] {
        var rows: [TableRow] = []
        for paste in result.pastes {
            let size = paste.widget == "TextField" ? "65,534 bytes (all a GtkEntry holds)" : Self.size(paste.bytes)
            let name = "Paste \(size) into \(paste.widget), AT-SPI \(paste.accessibility ? "on" : "off")"
            let frame = (ours: paste.ours.map(\.firstFrameMs).median, native: paste.native.map(\.firstFrameMs).median)
            rows.append(TableRow("\(name): key → first frame", ours: Format.milliseconds(frame.ours),
                                 baseline: Format.milliseconds(frame.native), ratio: frame.ours / frame.native,
                                 target: "≤ 1.2× native", met: frame.ours <= 1.2 * frame.native))
            let turn = (ours: paste.ours.map(\.longestTurnMs).median, native: paste.native.map(\.longestTurnMs).median)
            let allowed = max(1.2 * turn.native, 50)
            rows.append(TableRow("\(name): longest main-loop turn", ours: Format.milliseconds(turn.ours),
                                 baseline: Format.milliseconds(turn.native), ratio: turn.ours / turn.native,
                                 target: "≤ max(1.2× native, 50 ms)", met: turn.ours <= allowed))
            let memory = (ours: paste.ours.map(\.rssAfterKiB).median, native: paste.native.map(\.rssAfterKiB).median)
            rows.append(TableRow("\(name): memory after (RSS)", ours: Format.mebibytes(memory.ours),
                                 baseline: Format.mebibytes(memory.native), ratio: memory.ours / memory.native,
                                 target: "≤ 1.2× native", met: memory.ours <= 1.2 * memory.native))
        }
        if let undo = result.undo {
            let name = "Select All, Delete \(Self.size(undo.bytes)) in TextView vs GtkSourceView"
            let undone = (ours: undo.ours.map(\.doneMs).median, native: undo.sourceView.map(\.doneMs).median)
            rows.append(TableRow("\(name): Undo, until laid out", ours: Format.milliseconds(undone.ours),
                                 baseline: Format.milliseconds(undone.native), ratio: undone.ours / undone.native,
                                 target: "≤ 1.2× GtkSourceView", met: undone.ours <= 1.2 * undone.native))
            let redone = (ours: undo.ours.compactMap(\.redoMs).median, native: undo.sourceView.compactMap(\.redoMs).median)
            rows.append(TableRow("\(name): Redo", ours: Format.milliseconds(redone.ours),
                                 baseline: Format.milliseconds(redone.native), ratio: redone.ours / redone.native,
                                 target: "≤ 1.2× GtkSourceView", met: redone.ours <= 1.2 * redone.native))
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
                                 ours: copies.exact ? "exact" : "differs", baseline: Format.milliseconds(xclip),
                                 target: "exact", met: copies.exact))
        }
        return rows
    }
}
