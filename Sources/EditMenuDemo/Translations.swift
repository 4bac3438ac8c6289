import EditMenu
import EditMenuGTK
import Foundation

/// The demo's gettext domain. Its catalogues come from `po/` (one `.po` per
/// language, listed in `po/LINGUAS`), built by `make` into `share/locale`
/// beside the binary's folder: `/usr/local/share/locale` for
/// `/usr/local/bin/edit-menu-demo`, and the same layout inside `.build`.
enum Translations {
    static let domain = "edit-menu-demo"

    /// `<prefix>/share/locale` for the binary in `<prefix>/bin`.
    static var directory: String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/locale").path
    }

    /// Binds the domain and installs the edit-menu system with the demo's
    /// words in it; call first thing, before GTK starts.
    @MainActor static func install() {
        Localization.bindTextDomain(domain, directory: directory)
        EditMenuGTK.install { configuration in
            // Translators: undo steps, as in "Undo Typing", "Undo Drop" (text
            // dropped into the field) and "Undo Drag" (text dragged out of it).
            configuration.undoStepNames = UndoStepNames(typing: tr("Typing"), drop: tr("Drop"), drag: tr("Drag"))
        }
    }
}

/// `message` in the user's language. xgettext extracts every `tr("…")`
/// (`po/POTFILES`), so the argument must be a literal.
func tr(_ message: String) -> String {
    Localization.string(message)
}

/// The translation of the c-format `template`, filled with `arguments`.
/// Translators can reorder them with `%1$s`, `%2$s`.
///
/// ```swift
/// log.append(tr("%s performed by %s", Action.copy.localizedTitle, tr("Label")))
/// ```
func tr(_ template: String, _ arguments: any CustomStringConvertible...) -> String {
    Localization.format(Localization.string(template), arguments: arguments)
}
