import EditMenu
import GLibKit

extension ResolvedMenuItem {
    /// The state of the GAction that shows this item in a GTK menu model,
    /// for both toolkits' menus, whose action is called `actionName`:
    /// `.on` shows a check mark (a boolean-state action); `.off` looks like
    /// a plain item, as in UIKit, unless the item is a check box. GAction has
    /// no "mixed" state: a mixed item is an unchecked check row (GTK 3's
    /// presenter then marks it inconsistent). A radio item is an action
    /// whose string state is its own target (`actionName`) when on.
    ///
    /// ```swift
    /// let action = Gio.SimpleAction(name: "item3", state: item.actionState(named: "item3"))
    /// ```
    package func actionState(named actionName: String) -> Gio.SimpleAction.State {
        switch (stateStyle, state) {
        case (.radio, let itemState): .string(itemState == .on ? actionName : "")
        case (_, .on): .bool(true)
        case (_, .mixed), (.checkBox, .off): .bool(false)
        case (_, .off): .none
        }
    }
}
