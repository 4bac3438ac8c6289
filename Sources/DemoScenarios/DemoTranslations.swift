import EditMenu
import EditMenuText
import Foundation

/// The demos' gettext domain, shared by both (GTK 4's demo speaks the same
/// words). Its catalogues come from `po/` (one `.po` per language, listed
/// in `po/LINGUAS`), built by `make` into `share/locale` beside the
/// binary's folder: `/usr/local/share/locale` for
/// `/usr/local/bin/edit-menu-demo`, and the same layout inside `.build`.
///
/// ```swift
/// DemoTranslations.bind()
/// EditMenuGTK4.install { $0.undoStepNames = DemoTranslations.undoStepNames }
/// ```
package enum DemoTranslations {
    package static let domain = "edit-menu-demo"

    /// `<prefix>/share/locale` for the binary in `<prefix>/bin`.
    package static var directory: String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/locale").path
    }

    /// Makes the demos' domain the application's; call first thing, before GTK starts.
    @MainActor package static func bind() {
        Localization.bindTextDomain(domain, directory: directory)
    }

    /// The undo steps' names in the user's language.
    @MainActor package static var undoStepNames: UndoStepNames {
        // Translators: undo steps, as in "Undo Typing", "Undo Drop" (text
        // dropped into the field) and "Undo Drag" (text dragged out of it).
        UndoStepNames(typing: tr("Typing"), drop: tr("Drop"), drag: tr("Drag"))
    }
}
