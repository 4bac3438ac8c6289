/// HTML's character references, as ``HTMLReader`` decodes them: numeric
/// ones (`&#233;`, `&#xE9;`; zero, surrogates and values past U+10FFFF as
/// U+FFFD, 0x80-0x9F as Windows-1252 reads them, as the HTML standard says),
/// and the named ones of HTML 4 (Latin-1, symbols, Greek, typography: the
/// ones text copied from the web holds) with HTML5's `&apos;` and ASCII
/// punctuation. The Latin-1 ones and `&amp;` `&lt;` `&gt;` `&quot;` also read
/// without their semicolon, as browsers read them (`&copy 2024`); an unknown
/// name stays as written.
///
/// ```swift
/// HTMLEntities.decode(Array("&eacute;t".utf8), at: 0, end: 9, inAttribute: false)   // (0xE9, 8)
/// ```
enum HTMLEntities {
    /// The code point of the reference at `start` (an `&`) and the index
    /// after it, reading no further than `end`; nil when it is no reference
    /// and the `&` is text. In an
    /// attribute, a name without its semicolon followed by a letter, digit
    /// or `=` is text (a URL's `&copy=1`).
    @_optimize(speed)
    static func decode(_ bytes: [UInt8], at start: Int, end limit: Int, inAttribute: Bool) -> (value: UInt32, next: Int)? {
        let index = start + 1
        guard index < limit else { return nil }
        if bytes[index] == UInt8(ascii: "#") { return numeric(bytes, at: index + 1, end: limit) }
        var end = index
        while end < limit, end - index < 32, isAlphanumeric(bytes[end]) { end += 1 }
        guard end > index else { return nil }
        if end < limit, bytes[end] == UInt8(ascii: ";"),
           let value = named[String(decoding: bytes[index..<end], as: UTF8.self)] {
            return (value, end + 1)
        }
        // The longest name that reads without a semicolon.
        for length in stride(from: min(end - index, 6), through: 2, by: -1) {
            guard let value = withoutSemicolon[String(decoding: bytes[index..<(index + length)], as: UTF8.self)] else { continue }
            let next = index + length
            if inAttribute, next < limit, isAlphanumeric(bytes[next]) || bytes[next] == UInt8(ascii: "=") { return nil }
            return (value, next)
        }
        return nil
    }

    /// `&#…` from `index` (after the `#`).
    private static func numeric(_ bytes: [UInt8], at index: Int, end: Int) -> (value: UInt32, next: Int)? {
        var position = index
        let hex = position < end && (bytes[position] | 0x20) == UInt8(ascii: "x")
        if hex { position += 1 }
        let digitsStart = position
        var value: UInt32 = 0
        while position < end, let digit = digitValue(bytes[position], hex: hex) {
            // Past U+10FFFF it is U+FFFD however long it goes on.
            value = min(value * (hex ? 16 : 10) + digit, 0x110000)
            position += 1
        }
        guard position > digitsStart else { return nil }
        if position < end, bytes[position] == UInt8(ascii: ";") { position += 1 }
        switch value {
        case 0, 0xD800...0xDFFF, 0x110000...: value = 0xFFFD
        case 0x80...0x9F: value = HTMLTextEncoding.windows1252Scalar(UInt8(value))
        default: break
        }
        return (value, position)
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// U+00A0 to U+00FF, in order.
    private static let latin1 = """
        nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr \
        deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest \
        Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml \
        ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig \
        agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml \
        eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml
        """.split(separator: " ").enumerated().map { (String($0.element), UInt32(0xA0 + $0.offset)) }

    /// The names that read without a semicolon: Latin-1's and the markup's own.
    private static let withoutSemicolon: [String: UInt32] = Dictionary(uniqueKeysWithValues: latin1 + [
        ("amp", 0x26), ("lt", 0x3C), ("gt", 0x3E), ("quot", 0x22),
        ("AMP", 0x26), ("LT", 0x3C), ("GT", 0x3E), ("QUOT", 0x22), ("COPY", 0xA9), ("REG", 0xAE),
    ])

    private static let named: [String: UInt32] = withoutSemicolon.merging(others) { first, _ in first }

    private static let others: [String: UInt32] = [
        "apos": 0x27, "OElig": 0x152, "oelig": 0x153, "Scaron": 0x160, "scaron": 0x161, "Yuml": 0x178, "fnof": 0x192,
        "circ": 0x2C6, "tilde": 0x2DC, "ensp": 0x2002, "emsp": 0x2003, "thinsp": 0x2009, "zwnj": 0x200C, "zwj": 0x200D,
        "lrm": 0x200E, "rlm": 0x200F, "ndash": 0x2013, "mdash": 0x2014, "lsquo": 0x2018, "rsquo": 0x2019,
        "sbquo": 0x201A, "ldquo": 0x201C, "rdquo": 0x201D, "bdquo": 0x201E, "dagger": 0x2020, "Dagger": 0x2021,
        "bull": 0x2022, "hellip": 0x2026, "permil": 0x2030, "prime": 0x2032, "Prime": 0x2033, "lsaquo": 0x2039,
        "rsaquo": 0x203A, "oline": 0x203E, "frasl": 0x2044, "euro": 0x20AC, "image": 0x2111, "weierp": 0x2118,
        "real": 0x211C, "trade": 0x2122, "alefsym": 0x2135, "larr": 0x2190, "uarr": 0x2191, "rarr": 0x2192,
        "darr": 0x2193, "harr": 0x2194, "crarr": 0x21B5, "lArr": 0x21D0, "uArr": 0x21D1, "rArr": 0x21D2,
        "dArr": 0x21D3, "hArr": 0x21D4, "forall": 0x2200, "part": 0x2202, "exist": 0x2203, "empty": 0x2205,
        "nabla": 0x2207, "isin": 0x2208, "notin": 0x2209, "ni": 0x220B, "prod": 0x220F, "sum": 0x2211,
        "minus": 0x2212, "lowast": 0x2217, "radic": 0x221A, "prop": 0x221D, "infin": 0x221E, "ang": 0x2220,
        "and": 0x2227, "or": 0x2228, "cap": 0x2229, "cup": 0x222A, "int": 0x222B, "there4": 0x2234, "sim": 0x223C,
        "cong": 0x2245, "asymp": 0x2248, "ne": 0x2260, "equiv": 0x2261, "le": 0x2264, "ge": 0x2265, "sub": 0x2282,
        "sup": 0x2283, "nsub": 0x2284, "sube": 0x2286, "supe": 0x2287, "oplus": 0x2295, "otimes": 0x2297,
        "perp": 0x22A5, "sdot": 0x22C5, "lceil": 0x2308, "rceil": 0x2309, "lfloor": 0x230A, "rfloor": 0x230B,
        "lang": 0x27E8, "rang": 0x27E9, "loz": 0x25CA, "spades": 0x2660, "clubs": 0x2663, "hearts": 0x2665,
        "diams": 0x2666,
        "Alpha": 0x391, "Beta": 0x392, "Gamma": 0x393, "Delta": 0x394, "Epsilon": 0x395, "Zeta": 0x396, "Eta": 0x397,
        "Theta": 0x398, "Iota": 0x399, "Kappa": 0x39A, "Lambda": 0x39B, "Mu": 0x39C, "Nu": 0x39D, "Xi": 0x39E,
        "Omicron": 0x39F, "Pi": 0x3A0, "Rho": 0x3A1, "Sigma": 0x3A3, "Tau": 0x3A4, "Upsilon": 0x3A5, "Phi": 0x3A6,
        "Chi": 0x3A7, "Psi": 0x3A8, "Omega": 0x3A9,
        "alpha": 0x3B1, "beta": 0x3B2, "gamma": 0x3B3, "delta": 0x3B4, "epsilon": 0x3B5, "zeta": 0x3B6, "eta": 0x3B7,
        "theta": 0x3B8, "iota": 0x3B9, "kappa": 0x3BA, "lambda": 0x3BB, "mu": 0x3BC, "nu": 0x3BD, "xi": 0x3BE,
        "omicron": 0x3BF, "pi": 0x3C0, "rho": 0x3C1, "sigmaf": 0x3C2, "sigma": 0x3C3, "tau": 0x3C4, "upsilon": 0x3C5,
        "phi": 0x3C6, "chi": 0x3C7, "psi": 0x3C8, "omega": 0x3C9, "thetasym": 0x3D1, "upsih": 0x3D2, "piv": 0x3D6,
        // HTML5's names for ASCII punctuation and layout.
        "Tab": 0x09, "NewLine": 0x0A, "excl": 0x21, "num": 0x23, "dollar": 0x24, "percnt": 0x25, "lpar": 0x28,
        "rpar": 0x29, "ast": 0x2A, "plus": 0x2B, "comma": 0x2C, "period": 0x2E, "sol": 0x2F, "colon": 0x3A,
        "semi": 0x3B, "equals": 0x3D, "quest": 0x3F, "commat": 0x40, "lsqb": 0x5B, "lbrack": 0x5B, "bsol": 0x5C,
        "rsqb": 0x5D, "rbrack": 0x5D, "Hat": 0x5E, "lowbar": 0x5F, "grave": 0x60, "lcub": 0x7B, "lbrace": 0x7B,
        "verbar": 0x7C, "vert": 0x7C, "rcub": 0x7D, "rbrace": 0x7D, "hyphen": 0x2010, "dash": 0x2010,
        "nbhy": 0x2011, "NonBreakingSpace": 0xA0, "ZeroWidthSpace": 0x200B,
    ]
}
