import EditMenu
import Foundation
import GLibKit

/// Text in the user's language, the GNOME way: gettext.
///
/// - The standard titles ("Copy", "Select All", "Insert Emoji", …) come from
///   GTK's own translations, the `gtk30` domain that GtkEntry's and
///   GtkLabel's menus use, so an edit menu speaks exactly as the desktop's
///   other menus do. `EditMenuGTK.install()` hands them to the model
///   (`Action/titleLocalizer`); no translation of ours is involved.
/// - Everything else — the application's strings, and the few of this
///   library's own that GTK has no translation for ("Paste Selection",
///   "Paste and Match Style", "Increase Size", "Decrease Size", "More…",
///   "More… (%d of %d)") — is looked up in the application's text domain,
///   which ``bindTextDomain(_:directory:)`` sets.
///
/// Like GTK, lookups go through `g_dgettext`: when the application has no
/// translation for the user's language, GTK's strings stay English too, so a
/// window is never half translated.
///
/// ```swift
/// Localization.bindTextDomain("my-app", directory: "/usr/share/locale")
/// let title = Localization.string("Notes")                     // "Notizen"
/// let line = Localization.format("%s copied", "Kopieren")     // positional: "%1$s"
/// ```
public enum Localization {
    /// Makes `domain` the application's text domain, read from
    /// `directory/<language>/LC_MESSAGES/<domain>.mo` as UTF-8. Call it
    /// before GTK starts (before `Application.run()`).
    public static func bindTextDomain(_ domain: String, directory: String) {
        // Sets the locale from the environment first, as GTK would later:
        // gettext needs it now.
        GLib.Gettext.bindTextDomain(domain, directory: directory)
    }

    /// `message` in the user's language, from the application's text domain;
    /// `message` itself when there is no translation.
    public static func string(_ message: String) -> String {
        GLib.Gettext.string(message)
    }

    /// The singular or plural form of a message for `count`, in the user's
    /// language (languages differ in how many forms they have).
    ///
    /// ```swift
    /// Localization.format(Localization.plural("%d character removed", "%d characters removed", count: n), n)
    /// ```
    public static func plural(_ singular: String, _ plural: String, count: Int) -> String {
        GLib.Gettext.plural(singular, plural, count: count)
    }

    /// `template` (already translated) with its `%s` and `%d` filled in
    /// order, or by position with `%1$s`, `%2$d` — the c-format directives
    /// translators know from gettext; `%%` is a percent sign. Each argument is
    /// written with its `description`.
    public static func format(_ template: String, _ arguments: any CustomStringConvertible...) -> String {
        format(template, arguments: arguments)
    }

    /// ``format(_:_:)`` with the arguments as an array (to pass on a variadic list).
    public static func format(_ template: String, arguments: [any CustomStringConvertible]) -> String {
        var result = ""
        var next = 0
        var scanner = template.unicodeScalars.makeIterator()
        while let scalar = scanner.next() {
            guard scalar == "%" else { result.unicodeScalars.append(scalar); continue }
            var digits = ""
            var directive = scanner.next()
            while let d = directive, ("0"..."9").contains(d) { digits.unicodeScalars.append(d); directive = scanner.next() }
            if directive == "$" { directive = scanner.next() } else if !digits.isEmpty { digits = "" }
            switch directive {
            case "%"?:
                result += "%"
            case "s"?, "d"?:
                let position = Int(digits).map { $0 - 1 } ?? next
                next = position + 1
                result += arguments.indices.contains(position) ? arguments[position].description : ""
            case let other?:
                result += "%" + digits + String(other)
            case nil:
                result += "%" + digits
            }
        }
        return result
    }

    // MARK: GTK's own translations

    /// GTK's translation of `message` (a msgid of the `gtk30` domain, with
    /// its mnemonic underscore), without the mnemonic.
    package static func gtk(_ message: String, context: String? = nil) -> String {
        let translated = context.map { GLib.Gettext.string(message, context: $0, domain: "gtk30") }
            ?? GLib.Gettext.string(message, domain: "gtk30")
        return withoutMnemonic(translated)
    }

    /// GTK 4's translation of `message` (a msgid of the `gtk40` domain),
    /// without the mnemonic.
    package static func gtk4(_ message: String) -> String {
        withoutMnemonic(GLib.Gettext.string(message, domain: "gtk40"))
    }

    /// Which GTK's catalogue the standard titles come from.
    package enum Toolkit: Sendable {
        /// GTK 3's `gtk30` domain.
        case gtk3
        /// GTK 4's `gtk40`, whose GtkText menu has the same msgids;
        /// "_Undo" and "_Redo" without GTK 3's "Stock label" context, and
        /// no Bold, Italic, Underline or Find (GTK 3's words, where installed).
        case gtk4
    }

    /// A label without its mnemonic: `"Select _All"` → `"Select All"`,
    /// `"コピー(_C)"` → `"コピー"` (languages whose words hold no mnemonic
    /// letter add one in parentheses), `"__"` → `"_"`. A popover's items
    /// have no mnemonics.
    package static func withoutMnemonic(_ label: String) -> String {
        var scalars = Array(label.unicodeScalars)
        // "(_C)" or "（_C）" at the end goes whole, with a space before it.
        if scalars.count >= 4, ["(", "（"].contains(scalars[scalars.count - 4]), scalars[scalars.count - 3] == "_",
           [")", "）"].contains(scalars[scalars.count - 1]) {
            scalars.removeLast(4)
            while scalars.last == " " { scalars.removeLast() }
        }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "_", index + 1 < scalars.count {
                index += 1   // "_x" shows x; "__" shows one underscore
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    /// The title GTK's own menus give `action`, in the desktop's language;
    /// for the standard actions GTK has no item for, the application's
    /// translation of the English title; nil for any other action. The same
    /// msgids as GtkEntry's and GtkLabel's menus (`gtkentry.c`,
    /// `gtklabel.c`), and GTK's stock labels for the rest: each action's
    /// declaration names its own (`Action.titleCatalogue`).
    package static func standardTitle(for action: Action) -> String? {
        standardTitle(for: action, in: .gtk3)
    }

    /// The title `toolkit`'s own menus give `action` (see
    /// ``standardTitle(for:)``), from its own catalogue; GTK 3's words where
    /// GTK 4 has none (Bold, Italic, Underline, Find), where installed.
    package static func standardTitle(for action: Action, in toolkit: Toolkit) -> String? {
        if action == .insertEmoji { return toolkit == .gtk4 ? gtk4("Insert _Emoji") : gtk("Insert _Emoji") }
        switch action.titleCatalogue {
        case .gtk(let message, _, inGTK4: true)? where toolkit == .gtk4: return gtk4(message)
        case .gtk(let message, let context, _)?: return gtk(message, context: context)
        case .application?: return string(action.defaultTitle)
        case nil: return nil
        }
    }
}

/// A string of this library's own that GTK has no translation for, in the
/// application's text domain (xgettext keyword `tr`, as in the demo).
package func tr(_ message: String) -> String {
    Localization.string(message)
}

/// The translation of the c-format `template`, filled with `arguments`.
package func tr(_ template: String, _ arguments: any CustomStringConvertible...) -> String {
    Localization.format(Localization.string(template), arguments: arguments)
}
