import Foundation

extension Action {
    /// Translates the titles of the standard actions, or nil to keep the
    /// English ``defaultTitle``: ``EditMenuSystem/Configuration/titleLocalizer``.
    ///
    /// The model ships English and knows no language; the toolkit layer
    /// installs the translations users already have. EditMenuGTK's are GTK's
    /// own (the `gtk30` gettext domain), so "Copy" reads "Kopieren" on a
    /// German desktop, as GtkEntry's menu does. Titles are read when a menu
    /// is first resolved and kept.
    ///
    /// ```swift
    /// Action.titleLocalizer?(.copy)   // "Kopieren" on a German desktop
    /// ```
    @MainActor
    public static var titleLocalizer: (@MainActor (Action) -> String?)? { EditMenuSystem.configuration.titleLocalizer }

    /// Counts configuration changes, so titles kept from an earlier
    /// localizer can tell they are stale.
    @MainActor
    static var titleLocalizerGeneration: Int { EditMenuSystem.generation }

    /// The title in the user's language: ``titleLocalizer``'s answer, else
    /// ``defaultTitle``.
    @MainActor
    public var localizedTitle: String {
        Action.titleLocalizer?(self) ?? defaultTitle
    }
}
