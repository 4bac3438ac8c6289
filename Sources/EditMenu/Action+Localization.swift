import Foundation

extension Action {
    /// Translates the titles of the standard actions, or nil to keep the
    /// English ``defaultTitle``.
    ///
    /// The model ships English and knows no language; the toolkit layer
    /// installs the translations users already have. EditMenuGTK sets this
    /// to GTK's own (the `gtk30` gettext domain), so "Copy" reads "Kopieren"
    /// on a German desktop, as GtkEntry's menu does. Titles are read when a
    /// menu is first resolved and kept; setting a new localizer takes effect
    /// at the next resolve.
    ///
    /// ```swift
    /// Action.titleLocalizer = { action in action == .copy ? "Kopieren" : nil }
    /// Action.copy.localizedTitle   // "Kopieren"
    /// ```
    @MainActor
    public static var titleLocalizer: (@MainActor (Action) -> String?)? {
        didSet { titleLocalizerGeneration &+= 1 }
    }

    /// Counts changes of ``titleLocalizer``, so titles kept from an earlier
    /// one can tell they are stale.
    @MainActor
    static private(set) var titleLocalizerGeneration = 0

    /// The title in the user's language: ``titleLocalizer``'s answer, else
    /// ``defaultTitle``.
    @MainActor
    public var localizedTitle: String {
        Action.titleLocalizer?(self) ?? defaultTitle
    }
}
