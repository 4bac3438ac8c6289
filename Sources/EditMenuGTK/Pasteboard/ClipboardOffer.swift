import EditMenu
import Foundation
import GtkKit

/// The contents we put on an X selection, kept in Swift and served on request.
///
/// GTK's clipboard holds one item described by a list of targets; the bytes are produced
/// only when another client asks. GTK holds the offer from `Gtk.Clipboard.setContents`
/// until anyone else takes the selection (or we replace or clear it) — so GTK, not a
/// Swift table, decides how long the bytes live.
///
/// Several items are folded into the one X item like this (readers in this process still
/// get the items as they were set, without going through X):
/// - text: the text of every item that has some, joined with "\n";
/// - `text/uri-list`: every item's URIs, in order;
/// - any other type (PNG, custom types): the first item that has it.
@MainActor
final class ClipboardOffer {
    /// One target as served: the bytes behind it and how they go on the wire.
    struct Target {
        enum Content {
            /// Text as UTF-8; converted by GTK for the non-UTF-8 text targets.
            case text(Data)
            /// Bytes served as they are, with the target as their type.
            case bytes(Data)
        }
        let name: String
        let content: Content
    }

    /// The items as they were set (what readers in this process get back).
    let items: [PasteboardItem]
    let options: PasteboardOptions
    /// The targets offered, in order; a target's index is the `info` GTK passes back.
    let targets: [Target]
    /// The types of all items, first occurrence first (what ``GtkPasteboard/types`` reports).
    let types: [PasteboardType]

    /// Told when GTK lets go of the offer (someone else took the selection, or we did again).
    weak var owner: GtkPasteboard?
    /// Offers alive right now, held by GTK or by a reader (for leak tests).
    static private(set) var liveCount = 0

    init(items: [PasteboardItem], options: PasteboardOptions) {
        self.items = items
        self.options = options
        var seen = Set<PasteboardType>()
        types = items.flatMap(\.types).filter { seen.insert($0).inserted }
        targets = options.localOnly
            ? [Target(name: ClipboardTargets.localOnlyMarker, content: .bytes(Data()))]
            : Self.targets(for: items)
        Self.liveCount += 1
    }

    isolated deinit {
        Self.liveCount -= 1
    }

    /// Whether the contents have passed their expiration date.
    func isExpired(at now: Date) -> Bool {
        options.expirationDate.map { now >= $0 } ?? false
    }

    /// The data of `type` from the first item that has it.
    func data(forType type: PasteboardType) -> Data? {
        items.lazy.compactMap { $0.data(forType: type) }.first
    }

    // MARK: Building the target list

    private static func targets(for items: [PasteboardItem]) -> [Target] {
        var targets: [Target] = []
        if let text = joinedText(of: items) {
            targets += ClipboardTargets.offeredTextTargets.map { Target(name: $0, content: .text(text)) }
        }
        let uriLists = items.compactMap { $0.data(forType: .uriList) }
        if !uriLists.isEmpty {
            targets.append(Target(name: PasteboardType.uriList.rawValue, content: .bytes(joinedURILists(uriLists))))
        }
        var offered = Set(targets.map(\.name))
        for item in items {
            for type in item.types where !type.isText && type != .uriList {
                guard !ClipboardTargets.protocolTargets.contains(type.rawValue), !type.rawValue.isEmpty else {
                    Log.warning("pasteboard type “\(type)” is reserved by the X selection protocol; not offered")
                    continue
                }
                guard offered.insert(type.rawValue).inserted, let data = item.data(forType: type) else { continue }
                targets.append(Target(name: type.rawValue, content: .bytes(data)))
            }
        }
        return targets
    }

    /// Every item's text joined with "\n"; items whose text is not UTF-8 are left out
    /// (with a warning) rather than offered as garbage to other applications. One
    /// item's UTF-8 text is offered as it is, once checked: no copy of megabytes.
    private static func joinedText(of items: [PasteboardItem]) -> Data? {
        if items.count == 1, let utf8 = items[0].data(forType: .utf8PlainText),
           items[0].textIsValidUTF8 || isValidUTF8WithoutNUL(utf8) {
            return utf8
        }
        var texts: [String] = []
        for item in items {
            do {
                if let text = try item.string() { texts.append(text) }
            } catch {
                Log.warning("not offering an item's text to other applications: \(error)")
            }
        }
        return texts.isEmpty ? nil : Data(texts.joined(separator: "\n").utf8)
    }

    /// GLib's validator: a few milliseconds for 10 MB, where decoding into a
    /// String takes three times as long and copies. (It calls NUL invalid;
    /// such text takes the slow way.)
    private static func isValidUTF8WithoutNUL(_ data: Data) -> Bool {
        data.withUnsafeBytes { GLib.isValidUTF8($0) }
    }

    private static func joinedURILists(_ lists: [Data]) -> Data {
        var joined = Data()
        for list in lists {
            joined.append(list)
            if let last = list.last, last != UInt8(ascii: "\n") { joined.append(contentsOf: Array("\r\n".utf8)) }
        }
        return joined
    }

    // MARK: Serving

    /// The bytes another client gets for `target` as they are, without
    /// conversion: UTF-8 text for the UTF-8 targets, and any other type's
    /// data; nil for targets GTK converts (STRING, COMPOUND_TEXT) or that are
    /// not offered. What ``X11LargeTransfers`` serves itself.
    func unconvertedData(forTarget name: String) -> Data? {
        guard !isExpired(at: Date()), let target = targets.first(where: { $0.name == name }) else { return nil }
        switch target.content {
        case .text(let utf8): return ClipboardTargets.utf8TextTargets.contains(name) ? utf8 : nil
        case .bytes(let data): return data
        }
    }

    // MARK: Serving (GTK asks)

    /// Puts target `index`'s bytes into `selectionData`; leaving it unset tells the
    /// requestor the conversion failed.
    func serve(targetIndex index: Int, into selectionData: Gtk.SelectionData) {
        guard targets.indices.contains(index) else {
            Log.warning("clipboard asked for unknown target #\(index); nothing served")
            return
        }
        if isExpired(at: Date()) {
            Log.debug("clipboard contents expired; not serving \(targets[index].name)")
            return
        }
        let target = targets[index]
        switch target.content {
        case .text(let utf8) where ClipboardTargets.utf8TextTargets.contains(target.name):
            Self.set(utf8, as: target.name, in: selectionData)
        case .text(let utf8):
            // STRING (Latin-1), TEXT/COMPOUND_TEXT and bare text/plain need converting;
            // GTK knows each encoding (and substitutes what Latin-1 cannot hold).
            if !selectionData.setText(utf8) { Log.warning("could not convert the clipboard text to \(target.name)") }
        case .bytes(let data):
            Self.set(data, as: target.name, in: selectionData)
        }
    }

    private static func set(_ data: Data, as target: String, in selectionData: Gtk.SelectionData) {
        guard data.count <= Int(Int32.max) else {
            Log.warning("clipboard data for \(target) is \(data.count) bytes, too large for X; not served")
            return
        }
        selectionData.set(data, type: target)
    }

    // MARK: Handing the offer to GTK

    /// Takes the selection of `clipboard` with this offer's targets; false when the
    /// display refused.
    func install(on clipboard: Gtk.Clipboard) -> Bool {
        clipboard.setContents(targets: targets.map(\.name),
                              serve: { [self] index, data in serve(targetIndex: index, into: data) },
                              cleared: { [self] in owner?.offerWasCleared(self) })
    }
}
