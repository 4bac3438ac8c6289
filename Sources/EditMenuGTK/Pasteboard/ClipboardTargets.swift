import EditMenu

/// How pasteboard types and X selection targets map onto each other.
///
/// X clipboard owners describe their contents as a list of *targets* (atom names). Text
/// comes under many names (`UTF8_STRING`, `STRING`, `text/plain;charset=utf-8`...), so all
/// of them fold into one ``PasteboardType/utf8PlainText``; MIME-named targets (`image/png`,
/// `text/uri-list`, `application/x-edit-menu-color-tile`) are pasteboard types as they are;
/// the protocol's own targets (`TARGETS`, `TIMESTAMP`, ...) describe no contents and are
/// dropped.
///
/// ```swift
/// ClipboardTargets.pasteboardTypes(forTargets: ["TARGETS", "UTF8_STRING", "STRING", "image/png"])
/// // [.utf8PlainText, .png]
/// ```
enum ClipboardTargets {
    /// The text targets we offer, best first. Other applications ask for the one they know:
    /// xclip and most X programs `UTF8_STRING`, GTK `UTF8_STRING` or
    /// `text/plain;charset=utf-8`, old Xt programs `STRING` (Latin-1) or `TEXT`.
    static let offeredTextTargets = ["UTF8_STRING", "text/plain;charset=utf-8", "STRING", "TEXT", "text/plain"]

    /// Targets that arrive as UTF-8 bytes, served and read as they are.
    static let utf8TextTargets: Set<String> = ["UTF8_STRING", "text/plain;charset=utf-8"]

    /// Text targets we can read, in the order we prefer them: UTF-8 first (no conversion),
    /// then Latin-1 `STRING`, then the ones whose encoding is a guess or a negotiation.
    static let readableTextTargets = [
        "UTF8_STRING", "text/plain;charset=utf-8", "STRING", "text/plain", "TEXT", "COMPOUND_TEXT",
    ]

    /// Targets only GTK can decode (the encoding is negotiated).
    static let convertedByGTK: Set<String> = ["COMPOUND_TEXT", "TEXT"]

    /// Offered instead of the contents when they are local-only: it takes the X selection
    /// (so other applications see that the clipboard changed and paste nothing stale) while
    /// offering nothing they can read or a clipboard manager could keep.
    static let localOnlyMarker = "application/x-edit-menu-local-only"

    /// Targets that are part of the selection protocol rather than contents.
    static let protocolTargets: Set<String> = [
        "TARGETS", "TIMESTAMP", "MULTIPLE", "SAVE_TARGETS", "DELETE", "INSERT_PROPERTY",
        "INSERT_SELECTION", localOnlyMarker,
    ]

    /// Whether an X target carries text.
    static func isText(target: String) -> Bool {
        target.hasPrefix("text/plain") || target == "UTF8_STRING" || target == "STRING"
            || target == "TEXT" || target == "COMPOUND_TEXT"
    }

    /// The pasteboard types that `targets` offer, in the owner's order, text folded into one
    /// ``PasteboardType/utf8PlainText`` and protocol targets dropped.
    static func pasteboardTypes(forTargets targets: [String]) -> [PasteboardType] {
        var seen = Set<PasteboardType>()
        var types: [PasteboardType] = []
        for target in targets where !protocolTargets.contains(target) {
            let type = isText(target: target) ? PasteboardType.utf8PlainText : PasteboardType(target)
            if seen.insert(type).inserted { types.append(type) }
        }
        return types
    }

    /// The target to request when reading `type` from an owner that offers `targets`;
    /// nil when it offers nothing that gives `type`.
    static func target(toRead type: PasteboardType, among targets: [String]) -> String? {
        if type.isText {
            // Any text type is read through the best text target on offer, and comes back
            // as UTF-8 whatever the owner's encoding was.
            return readableTextTargets.first { targets.contains($0) }
                ?? targets.first { isText(target: $0) }
        }
        return targets.contains(type.rawValue) ? type.rawValue : nil
    }
}
