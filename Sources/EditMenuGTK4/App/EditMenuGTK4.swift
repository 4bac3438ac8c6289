import EditMenu
import Foundation
import GtkKit4
// The text core both toolkits share (PastedText, PasteFailure, SignalConnection,
// Localization, Log...): an app imports one module, as before the split.
@_exported import EditMenuSpelling
@_exported import EditMenuText

/// Wires the `EditMenu` model to GTK 4. `Application` calls it for you.
///
/// ```swift
/// EditMenuGTK4.install()
/// ```
@MainActor
public enum EditMenuGTK4 {
    private static var isInstalled = false

    /// Bootstraps `EditMenuSystem` for GTK 4: controllers present with a
    /// GtkPopoverMenu, the standard titles are GTK 4's translations, model
    /// diagnostics go to GLib's log, and the well-known pasteboards are the
    /// display's CLIPBOARD and PRIMARY once GTK has a display. Lets Swift
    /// concurrency run inside GTK's main loop. Later calls do nothing.
    public static func install(amending amend: ((inout EditMenuSystem.Configuration) -> Void)? = nil) {
        guard !isInstalled else { return }
        isInstalled = true
        ToolkitSystem.install(.gtk4, pasteboard: { GdkPasteboard.named($0) },
                              presenterFactory: { PopoverMenuPresenter(controller: $0) }, amending: amend)
    }

    /// GTK has a display: the pasteboards can reach its clipboards.
    static func didOpenDisplay() {
        GdkPasteboard.install()
    }
}
