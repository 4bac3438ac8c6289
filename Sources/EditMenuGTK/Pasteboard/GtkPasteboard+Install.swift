import CGtk
import EditMenu

extension GtkPasteboard {
    /// The system clipboard: X's CLIPBOARD selection (Ctrl+C / Ctrl+V).
    /// Created on first use; GTK must have a display by then.
    public static let general = GtkPasteboard(name: .general, selection: cgtk_atom_clipboard())

    /// X's PRIMARY selection: whatever is selected, pasted with a middle click.
    public static let selection = GtkPasteboard(name: .selection, selection: cgtk_atom_primary())

    /// Makes ``Pasteboards/general`` and ``Pasteboards/selection`` the GTK clipboards, and
    /// lets Swift concurrency run inside GTK's loop (the reads are `async`). Call once GTK
    /// has a display — in `GtkApplication`'s `startup`, or after `gtk_init`. Without a
    /// display it logs a warning, leaves the in-memory pasteboards and returns false.
    ///
    /// ```swift
    /// app.connect("startup") { GtkPasteboard.install() }
    /// ```
    @discardableResult
    public static func install() -> Bool {
        guard gdk_display_get_default() != nil else {
            Log.warning("no display: the pasteboards stay in memory, not shared with other applications")
            return false
        }
        MainLoop.integrateDispatch()
        Pasteboards.general = general
        Pasteboards.selection = selection
        return true
    }

    /// Hands what we copied to the clipboard manager, if one runs, so it stays pasteable
    /// after we quit. Call at shutdown, while the main loop can still run: GTK serves the
    /// manager from a nested loop and waits for it (at most 10 s). Does nothing when the
    /// contents are not ours, are local-only, or no manager runs.
    ///
    /// `gtk_main` and `GtkApplication` also store the clipboard when they end; calling this
    /// earlier (from `shutdown`, or a quit action) makes the hand-over explicit and also
    /// covers apps that leave their loop another way.
    ///
    /// ```swift
    /// app.connect("shutdown") { GtkPasteboard.storeForClipboardManager() }
    /// ```
    public static func storeForClipboardManager() {
        // Only CLIPBOARD has a manager protocol (SAVE_TARGETS); PRIMARY is never stored.
        guard let offer = general.liveOffer(), !offer.options.localOnly else { return }
        gtk_clipboard_store(general.clipboard)
    }
}
