import Foundation
import GtkKit

/// Brings the menus on screen up to date once typing pauses: a menu that
/// stays up while a text widget's text changes (typing, Undo by key) follows
/// it — Select All, Cut, Undo and Redo come and go with the text — without
/// rebuilding a popover between two keystrokes, which would hold up the
/// second.
@MainActor
final class MenuRefreshAfterTyping {
    private var pending: Deferred?

    /// The text changed; most keystrokes come with no menu up and cost nothing.
    func textChanged() {
        guard !EditMenuGTK.visibleMenuControllers.isEmpty else { return }
        pending = Deferred(.at(Date(timeIntervalSinceNow: 0.1))) { [weak self] in
            self?.pending = nil
            EditMenuGTK.updateVisibleMenus()
        }
    }
}
