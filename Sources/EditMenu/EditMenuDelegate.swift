/// Decides the edit menu of a view it is the ``Responder/editMenuDelegate`` of, as
/// UIEditMenuInteractionDelegate does.
///
/// ```swift
/// final class NoteMenu: EditMenuDelegate {
///     func editMenu(for responder: Responder, suggestedActions: ResolvedMenu) -> ResolvedMenu? {
///         suggestedActions.filter { $0.action != .delete }   // nil would keep the suggestion
///     }
/// }
/// field.editMenuDelegate = noteMenu
/// ```
@MainActor
public protocol EditMenuDelegate: AnyObject {
    /// The menu to show for `responder`: nil shows `suggestedActions` (what the chain can
    /// perform); an empty menu shows nothing.
    func editMenu(for responder: Responder, suggestedActions: ResolvedMenu) -> ResolvedMenu?
}
