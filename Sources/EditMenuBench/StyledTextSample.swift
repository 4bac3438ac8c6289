import Foundation

/// The styled text the styled-text benchmarks paste: ``TextSample``'s
/// mixed-script lines as a browser's `text/html`, each piece bold, italic,
/// underlined, two of them at once, or plain, in turn; line breaks as
/// `<br>`, `&`, `<` and `>` escaped.
enum StyledTextSample {
    /// The tags each piece is wrapped in, in turn.
    private static let styles: [[String]] = [["b"], [], ["i"], ["u"], ["b", "i"], [], ["i", "u"]]

    /// HTML of at most `bytes` bytes, and the text it holds as UTF-8 (what a
    /// paste of it puts in, and what the same paste as plain text pastes).
    /// Whole lines, the last without its line break, so that no reader's
    /// rule for white space or a closing `<br>` at the end changes the text.
    static func make(bytes: Int) -> (html: [UInt8], text: [UInt8]) {
        var html = Array(#"<meta http-equiv="content-type" content="text/html; charset=utf-8">"#.utf8)
        var text: [UInt8] = []
        var turn = 0
        while true {
            var lineHTML = "", lineText = ""
            for piece in TextSample.pieces {
                let tags = styles[turn % styles.count]
                turn += 1
                let body = piece.hasSuffix("\n") ? String(piece.dropLast()) : piece
                lineHTML += tags.map { "<\($0)>" }.joined() + escaped(body) + tags.reversed().map { "</\($0)>" }.joined()
                lineText += body
            }
            let breakHTML = text.isEmpty ? "" : "<br>", breakText = text.isEmpty ? "" : "\n"
            guard html.count + breakHTML.utf8.count + lineHTML.utf8.count <= bytes else { return (html, text) }
            html += (breakHTML + lineHTML).utf8
            text += (breakText + lineText).utf8
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Writes both to `htmlPath` and `textPath`.
    static func write(bytes: Int, html htmlPath: String, text textPath: String) throws {
        let (html, text) = make(bytes: bytes)
        try Data(html).write(to: URL(fileURLWithPath: htmlPath))
        try Data(text).write(to: URL(fileURLWithPath: textPath))
    }
}
