import CGtk
import EditMenu
import Foundation

/// The contents we put on an X selection, kept in Swift and served on request.
///
/// GTK's clipboard holds one item described by a list of targets; the bytes are produced
/// only when another client asks (`get` callback). The offer is retained for GLib with
/// `Unmanaged.passRetained` when handed to `gtk_clipboard_set_with_data` and released by
/// the `clear` callback GTK calls when anyone else takes the selection (or we replace or
/// clear it) — so GTK, not a Swift table, decides how long the bytes live.
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
    /// Set by the clear callback: GTK no longer holds (or never took) its reference.
    private(set) var isReleased = false

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
        data.withUnsafeBytes { bytes in
            guard let start = bytes.baseAddress else { return true }
            return g_utf8_validate_len(start.assumingMemoryBound(to: gchar.self), gsize(bytes.count), nil) != 0
        }
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

    // MARK: Serving (GTK's get callback)

    /// Puts target `index`'s bytes into `selectionData`; leaving it unset tells the
    /// requestor the conversion failed.
    func serve(targetIndex index: Int, into selectionData: OpaquePointer) {
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
            let served = utf8.withUnsafeBytes { raw -> Bool in
                let chars = raw.baseAddress?.assumingMemoryBound(to: gchar.self) ?? Self.emptyCString
                return gtk_selection_data_set_text(selectionData, chars, gint(raw.count)) != 0
            }
            if !served { Log.warning("could not convert the clipboard text to \(target.name)") }
        case .bytes(let data):
            Self.set(data, as: target.name, in: selectionData)
        }
    }

    private static let emptyCString: UnsafePointer<gchar> = {
        let byte = UnsafeMutablePointer<gchar>.allocate(capacity: 1)
        byte.initialize(to: 0)
        return UnsafePointer(byte)
    }()

    private static func set(_ data: Data, as target: String, in selectionData: OpaquePointer) {
        guard data.count <= Int(Int32.max) else {
            Log.warning("clipboard data for \(target) is \(data.count) bytes, too large for X; not served")
            return
        }
        data.withUnsafeBytes { raw in
            let bytes = (raw.baseAddress ?? UnsafeRawPointer(emptyCString)).assumingMemoryBound(to: guchar.self)
            gtk_selection_data_set(selectionData, Atoms.intern(target), 8, bytes, gint(raw.count))
        }
    }

    // MARK: Handing the offer to GTK

    /// Takes `selection` with this offer's targets; false when X refused (GTK has then
    /// dropped the offer again).
    func install(on clipboard: OpaquePointer) -> Bool {
        let names = targets.map { strdup($0.name)! }
        defer { names.forEach { free($0) } }
        var entries = names.enumerated().map { GtkTargetEntry(target: $1, flags: 0, info: guint($0)) }
        let retained = Unmanaged.passRetained(self).toOpaque()
        let taken = gtk_clipboard_set_with_data(clipboard, &entries, guint(entries.count),
                                                clipboardGet, clipboardClear, retained) != 0
        // "If setting the clipboard data failed the provided callback functions will be
        // ignored" — except on one re-entrant path where GTK calls clear before returning
        // false. The flag tells which happened, so the reference is released exactly once.
        if !taken && !isReleased {
            isReleased = true
            Unmanaged<ClipboardOffer>.fromOpaque(retained).release()
        }
        return taken
    }

    fileprivate func cleared() {
        isReleased = true
        owner?.offerWasCleared(self)
    }
}

// One exact thunk per GTK callback type; GTK calls them on the main thread.
private let clipboardGet: GtkClipboardGetFunc = { _, selectionData, info, data in
    guard let data, let selectionData else { return }
    let offer = Unmanaged<ClipboardOffer>.fromOpaque(data).takeUnretainedValue()
    nonisolated(unsafe) let target = selectionData
    MainActor.assumeIsolated { offer.serve(targetIndex: Int(info), into: target) }
}

private let clipboardClear: GtkClipboardClearFunc = { _, data in
    guard let data else { return }
    let offer = Unmanaged<ClipboardOffer>.fromOpaque(data).takeRetainedValue()
    MainActor.assumeIsolated { offer.cleared() }
}
