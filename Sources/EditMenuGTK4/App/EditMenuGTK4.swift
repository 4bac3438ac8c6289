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
    /// Bootstraps `EditMenuSystem` for GTK 4: controllers present with a
    /// GtkPopoverMenu, the standard titles are GTK 4's translations, model
    /// diagnostics go to GLib's log, and the well-known pasteboards are the
    /// display's CLIPBOARD and PRIMARY once GTK has a display. Lets Swift
    /// concurrency run inside GTK's main loop.
    ///
    /// `amend` changes the configuration before it is set. The system is
    /// configured once: call this before making the ``Application`` (which
    /// installs it unamended otherwise); a second call stops the program,
    /// naming the first, as `EditMenuSystem.bootstrap` does.
    ///
    /// ```swift
    /// EditMenuGTK4.install { configuration in
    ///     configuration.undoStepNames = UndoStepNames(typing: "Tippen", drop: "Ablegen", drag: "Ziehen")
    /// }
    /// let app = Application(id: "org.example.Notes")
    /// ```
    public static func install(file: String = #fileID, line: Int = #line,
                               amending amend: ((inout EditMenuSystem.Configuration) -> Void)? = nil) {
        install(amending: amend, by: "\(file):\(line)")
    }

    /// What ``Application`` calls: installs the system unamended, unless
    /// the application did before.
    static func installForApplication() {
        if !ToolkitSystem.isInstalled { install(amending: nil, by: ToolkitSystem.firstApplication) }
    }

    /// What a view or window adopted from a widget made elsewhere calls (an
    /// app that may have no ``Application`` of ours): installs the system
    /// unamended, unless the app did before, and takes GTK's clipboards.
    static func installForAdoptedWidget() {
        if !ToolkitSystem.isInstalled { install(amending: nil, by: ToolkitSystem.firstAdoptedWidget) }
        didOpenDisplay()
    }

    private static func install(amending amend: ((inout EditMenuSystem.Configuration) -> Void)?, by caller: String) {
        ToolkitSystem.install(.gtk4, pasteboard: { GdkPasteboard.named($0) },
                              presenterFactory: { PopoverMenuPresenter(controller: $0) },
                              amending: amend, by: caller)
    }

    /// GTK has a display: the pasteboards can reach its clipboards.
    static func didOpenDisplay() {
        GdkPasteboard.install()
    }
}
