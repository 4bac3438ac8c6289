import DemoScenarios
import EditMenu
import EditMenuGTK
import Foundation

/// The demo's words: its domain (``DemoTranslations``, shared with the GTK 4
/// demo) bound before GTK starts, and `tr` for its own strings.
enum Translations {
    /// Binds the domain and installs the edit-menu system with the demo's
    /// words in it; call first thing, before GTK starts.
    @MainActor static func install() {
        DemoTranslations.bind()
        EditMenuGTK.install { configuration in configuration.undoStepNames = DemoTranslations.undoStepNames }
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
