import EditMenu
import Foundation
import GtkKit

extension GtkPasteboard {
    /// The system clipboard: X's CLIPBOARD selection (Ctrl+C / Ctrl+V).
    /// Created on first use; GTK must have a display by then.
    public static let general = GtkPasteboard(name: .general, selection: .clipboard)

    /// X's PRIMARY selection: whatever is selected, pasted with a middle click.
    public static let selection = GtkPasteboard(name: .selection, selection: .primary)

    /// Makes `Pasteboards/general` and `Pasteboards/selection` the GTK clipboards (for a
    /// system bootstrapped by ``EditMenuGTK/install(file:line:amending:)``), and lets Swift
    /// concurrency run inside GTK's loop (the reads are `async`). Call once GTK has a
    /// display — in `GtkApplication`'s `startup`, or after `gtk_init`. Without a display
    /// it logs a warning, leaves the in-memory pasteboards and returns false.
    /// ``Application`` calls it in its `startup`; without one:
    ///
    /// ```swift
    /// gtk_init(nil, nil)
    /// EditMenuGTK.install()
    /// GtkPasteboard.install()
    /// ```
    @discardableResult
    public static func install() -> Bool {
        guard Gdk.Display.default != nil else {
            Log.warning("no display: the pasteboards stay in memory, not shared with other applications")
            return false
        }
        GLib.MainLoop.integrateDispatch()
        isInstalled = true
        return true
    }

    /// Whether ``install()`` found a display: the well-known pasteboards are GTK's from then on.
    package private(set) static var isInstalled = false

    /// Hands what we copied to the clipboard manager, if one runs, so it stays pasteable
    /// after we quit, waiting for its answer at most `timeout`. Call at shutdown, while the
    /// main loop can still run (the manager reads the contents from us meanwhile). Does
    /// nothing when the contents are not ours or are local-only.
    ///
    /// `gtk_clipboard_store` waits up to 10 s for the manager, and `GtkApplication` calls
    /// it again when it shuts down: with xfce4-clipman, which answers late or never, a
    /// plain GTK 3 app lingers 10 s after its window closes, and one that stores first 20.
    /// So the request (`SAVE_TARGETS`, freedesktop's ClipboardManager protocol) is sent
    /// here, with our own bounded wait, and the selection is released afterwards, which
    /// leaves GTK nothing to store. A manager that did not answer in time still has the
    /// text it read when we copied it (managers watch every copy), and takes over the
    /// released selection.
    ///
    /// ``Application`` calls it once its ``Application/onShutdown(_:)`` handlers
    /// have run; without one, call it after `gtk_main()` returns:
    ///
    /// ```swift
    /// gtk_main()
    /// GtkPasteboard.storeForClipboardManager(timeout: 1)
    /// ```
    public static func storeForClipboardManager(timeout: TimeInterval = 1) {
        // Only CLIPBOARD has a manager protocol (SAVE_TARGETS); PRIMARY is never stored.
        guard let offer = general.liveOffer(), !offer.options.localOnly else { return }
        let display = general.clipboard.display
        if display.supportsClipboardPersistence {
            // Any window of ours can ask; the manager's answer comes back to it.
            let requestor = Gtk.Invisible(screen: display.defaultScreen)
            requestor.realize()
            var answered = false
            let managerAtom = Gdk.Atom("CLIPBOARD_MANAGER")
            requestor.connect(.selectionNotifyEvent) { event in
                if event.selection == managerAtom { answered = true }
                return true
            }
            let started = Date()
            // No target list: the manager asks which targets there are, then stores them all.
            if let window = requestor.gdkWindow { display.storeClipboard(from: window) }
            _ = GLib.MainLoop.run(until: { answered }, timeout: timeout)
            let waited = String(format: "%.2f", Date().timeIntervalSince(started))
            Log.debug(answered ? "the clipboard manager stored the clipboard in \(waited) s"
                               : "the clipboard manager did not answer within \(waited) s; leaving it the copy it read")
            requestor.destroy()
        }
        general.clipboard.clear()
    }
}
