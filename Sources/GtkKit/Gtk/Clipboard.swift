import CGtk
import Foundation

extension Gtk {
    /// A selection of the display's, as GTK serves and reads it
    /// (`GtkClipboard`): CLIPBOARD for Copy and Paste, PRIMARY for what is
    /// selected. Every read is asynchronous: its owner is another process.
    package final class Clipboard: GLib.Object {
        override package class var gType: GType { gtk_clipboard_get_type() }

        var clipboard: OpaquePointer { OpaquePointer(pointer) }

        /// `selection` of `display`. GTK keeps one clipboard per selection
        /// for as long as the display lives.
        package static func of(_ selection: Gdk.Atom, on display: Gdk.Display) -> Clipboard {
            Clipboard(retaining: UnsafeMutableRawPointer(gtk_clipboard_get_for_display(display.display, selection.atom)))
        }

        package var display: Gdk.Display { Gdk.Display(retaining: UnsafeMutableRawPointer(gtk_clipboard_get_display(clipboard))) }

        /// The object of this process that owns the selection (set by
        /// `setContents`), or nil when another process or nobody owns it.
        package var owner: GLib.Object? { GLib.Object.wrap(gtk_clipboard_get_owner(clipboard).map(UnsafeMutableRawPointer.init)) }

        /// Takes the selection, offering `targets`; GTK calls `serve` with a
        /// target's index when another client asks for it, and `cleared`
        /// once the selection is taken from us (or given up). False when the
        /// display refused: neither is called then.
        package func setContents(targets: [String], serve: @escaping @MainActor (Int, SelectionData) -> Void,
                                 cleared: @escaping @MainActor () -> Void) -> Bool {
            let names = targets.map { strdup($0)! }
            defer { names.forEach { free($0) } }
            var entries = names.enumerated().map { GtkTargetEntry(target: $1, flags: 0, info: guint($0)) }
            let box = ProviderBox(serve: serve, cleared: cleared)
            let retained = Unmanaged.passRetained(box).toOpaque()
            let taken = gtk_clipboard_set_with_data(clipboard, &entries, guint(entries.count),
                                                    providerGet, providerClear, retained) != 0
            // "If setting the clipboard data failed the provided callback
            // functions will be ignored" — except on one re-entrant path
            // where GTK calls clear before returning false. The flag tells
            // which happened, so the box is released exactly once.
            if !taken && !box.isReleased {
                box.isReleased = true
                Unmanaged<ProviderBox>.fromOpaque(retained).release()
            }
            return taken
        }

        /// Gives the selection up (our `cleared` runs).
        package func clear() { gtk_clipboard_clear(clipboard) }

        /// Lets (or stops letting) a clipboard manager keep what we own after we quit.
        package func setCanStore(_ canStore: Bool) {
            if canStore { gtk_clipboard_set_can_store(clipboard, nil, 0) }
        }

        /// Makes nobody the selection's owner (a clear that reaches the display).
        package func clearOwner(_ selection: Gdk.Atom) {
            gtk_selection_owner_set_for_display(gtk_clipboard_get_display(clipboard), nil, selection.atom, 0)
        }

        /// Asks the owner for `target`; `received` gets what came (copied:
        /// bytes over `limit` are not, though their length is told).
        package func requestContents(_ target: String, limit: Int, _ received: @escaping @MainActor (ReceivedSelection) -> Void) {
            gtk_clipboard_request_contents(clipboard, Gdk.Atom(target).atom, contentsReceived,
                                           Unmanaged.passRetained(ContentsBox(limit: limit, received: received)).toOpaque())
        }

        /// Asks the owner which targets it offers; `received` gets their names
        /// (none when there is no owner or it did not answer).
        package func requestTargets(_ received: @escaping @MainActor ([String]) -> Void) {
            gtk_clipboard_request_targets(clipboard, targetsReceived, Unmanaged.passRetained(TargetsBox(received)).toOpaque())
        }
    }

    /// What a read of a selection brought back.
    package struct ReceivedSelection: Sendable {
        /// The bytes, unless there were none or more than the limit.
        package var data: Data?
        /// The type the owner answered with ("UTF8_STRING"), if any.
        package var type: String?
        /// How many bytes the owner sent; negative when the read failed.
        package var length: Int
        /// COMPOUND_TEXT converted by GTK to UTF-8.
        package var convertedText: String?

        /// A read that failed.
        package static let failed = ReceivedSelection(data: nil, type: nil, length: -1, convertedText: nil)
    }

    /// Where a requested target's bytes go (`GtkSelectionData`), valid for
    /// the `serve` call only.
    package struct SelectionData {
        let data: OpaquePointer

        /// Sets UTF-8 text, which GTK converts to the requested text target
        /// (STRING, COMPOUND_TEXT…); false when it cannot.
        package func setText(_ utf8: Data) -> Bool {
            utf8.withUnsafeBytes { raw -> Bool in
                let chars = raw.baseAddress?.assumingMemoryBound(to: gchar.self) ?? emptyCString
                return gtk_selection_data_set_text(data, chars, gint(raw.count)) != 0
            }
        }

        /// Sets `bytes` as `type`.
        package func set(_ bytes: Data, type: String) {
            bytes.withUnsafeBytes { raw in
                let start = (raw.baseAddress ?? UnsafeRawPointer(emptyCString)).assumingMemoryBound(to: guchar.self)
                gtk_selection_data_set(data, Gdk.Atom(type).atom, 8, start, gint(raw.count))
            }
        }
    }
}

nonisolated(unsafe) private let emptyCString: UnsafePointer<gchar> = {
    let byte = UnsafeMutablePointer<gchar>.allocate(capacity: 1)
    byte.initialize(to: 0)
    return UnsafePointer(byte)
}()

/// The closures behind one `setContents`, owned by GTK until it clears them.
@MainActor
private final class ProviderBox {
    let serve: @MainActor (Int, Gtk.SelectionData) -> Void
    let cleared: @MainActor () -> Void
    var isReleased = false
    init(serve: @escaping @MainActor (Int, Gtk.SelectionData) -> Void, cleared: @escaping @MainActor () -> Void) {
        self.serve = serve
        self.cleared = cleared
    }
}

// One exact thunk per GTK callback type; GTK calls them on the main thread.
private let providerGet: GtkClipboardGetFunc = { _, selectionData, info, data in
    guard let data, let selectionData else { return }
    let box = Unmanaged<ProviderBox>.fromOpaque(data).takeUnretainedValue()
    nonisolated(unsafe) let target = Gtk.SelectionData(data: selectionData)
    MainActor.assumeIsolated { box.serve(Int(info), target) }
}

private let providerClear: GtkClipboardClearFunc = { _, data in
    guard let data else { return }
    let box = Unmanaged<ProviderBox>.fromOpaque(data).takeRetainedValue()
    MainActor.assumeIsolated {
        box.isReleased = true
        box.cleared()
    }
}

@MainActor
private final class ContentsBox {
    let limit: Int
    let received: @MainActor (Gtk.ReceivedSelection) -> Void
    init(limit: Int, received: @escaping @MainActor (Gtk.ReceivedSelection) -> Void) {
        self.limit = limit
        self.received = received
    }
}

@MainActor
private final class TargetsBox {
    let received: @MainActor ([String]) -> Void
    init(_ received: @escaping @MainActor ([String]) -> Void) { self.received = received }
}

private let contentsReceived: GtkClipboardReceivedFunc = { _, selectionData, data in
    let box = Unmanaged<ContentsBox>.fromOpaque(data!).takeRetainedValue()
    // Valid only during this call: everything needed is copied out before returning.
    nonisolated(unsafe) let selectionData = selectionData
    MainActor.assumeIsolated {
        var reply = Gtk.ReceivedSelection.failed
        if let selectionData {
            let length = Int(gtk_selection_data_get_length(selectionData))
            reply.length = length
            reply.type = Gdk.Atom(gtk_selection_data_get_data_type(selectionData)).name
            if length >= 0 && length <= box.limit {
                if let bytes = gtk_selection_data_get_data(selectionData) {
                    reply.data = Data(bytes: bytes, count: length)
                } else {
                    reply.data = Data()
                }
                if reply.type == "COMPOUND_TEXT", let text = gtk_selection_data_get_text(selectionData) {
                    reply.convertedText = String(cString: text)
                    g_free(text)
                }
            }
        }
        box.received(reply)
    }
}

private let targetsReceived: GtkClipboardTargetsReceivedFunc = { _, atoms, count, data in
    let box = Unmanaged<TargetsBox>.fromOpaque(data!).takeRetainedValue()
    var names: [String] = []
    if let atoms {
        for index in 0..<Int(max(count, 0)) {
            if let name = Gdk.Atom(atoms[index]).name { names.append(name) }
        }
    }
    MainActor.assumeIsolated { [names] in box.received(names) }
}

/// GtkClipboard `owner-change`: the event, when GDK gives one.
package typealias OwnerChangeHandler = @MainActor (Gdk.OwnerChangeEvent?) -> Void

private let ownerChangeThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEventOwnerChange>?, gpointer?) -> Void = {
    _, event, data in
    let handler = SignalBox<OwnerChangeHandler>.handler(data)
    nonisolated(unsafe) let event = event?.pointee
    MainActor.assumeIsolated { handler(event.map(Gdk.OwnerChangeEvent.init)) }
}

extension Signal where Emitter: Gtk.Clipboard, Handler == OwnerChangeHandler {
    /// `owner-change`: another owner took the selection, or gave it up.
    package static var ownerChange: Self { Self("owner-change", thunk: unsafeBitCast(ownerChangeThunk, to: GCallback.self)) }
}
