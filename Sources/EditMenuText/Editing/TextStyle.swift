import EditMenu

/// A style a text view's text can have, as a GtkTextTag of the buffer.
package enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case bold, italic, underline

    /// The standard action that toggles it (Ctrl+B, Ctrl+I, Ctrl+U).
    package var action: Action {
        switch self {
        case .bold: .toggleBoldface
        case .italic: .toggleItalics
        case .underline: .toggleUnderline
        }
    }

    package init?(_ action: Action?) {
        guard let style = Self.allCases.first(where: { $0.action == action }) else { return nil }
        self = style
    }
}
