import Foundation

/// Turns the configured menu (standard actions + custom elements) into the ``ResolvedMenu``
/// the user sees, by asking the responder chain.
///
/// Rules, in one place:
/// 1. The offered standard actions come first, in ``Action/standardActions`` order; each is
///    shown iff the chain from `firstResponder` can perform it. Undo and Redo form a section
///    of their own at the top.
/// 2. Then the custom elements in their order. A ``MenuItem`` is shown iff the chain can
///    perform its action; a ``MenuAction`` always can (it carries its handler).
/// 3. ``MenuAttributes/hidden`` removes an element; ``MenuAttributes/disabled`` keeps it
///    visible but not choosable.
/// 4. Submenus and sections with nothing left are dropped.
///
/// ```swift
/// let menu = MenuResolver.resolve(standardActions: [.copy, .paste],
///                                 items: controller.menuItems, from: window.firstResponder!)
/// menu.titles   // e.g. ["Copy", "Change Color"]
/// ```
@MainActor
public enum MenuResolver {
    /// Resolves `standardActions` (any order; ``Action/standardActions`` order is used) and
    /// `items` against the chain from `firstResponder`.
    public static func resolve(
        standardActions: Set<Action>,
        items: [MenuElement],
        from firstResponder: Responder?
    ) -> ResolvedMenu {
        // Three steps, so the chain is walked once for the whole menu: write down every
        // candidate entry and the question it depends on, ask the chain all questions at
        // once, then keep the entries whose answer is yes. (Loops rather than map and
        // filter: Swift checks a closure's main-actor isolation on every call, and that
        // was a tenth of a resolve.)
        var draft = Draft(capacity: standardActions.count + items.count)
        var candidates: [Candidate] = []
        candidates.reserveCapacity(standardActions.count + items.count)
        var undoAndRedo: [Candidate] = []
        for (action, item) in zip(Action.standardActions, standardItems) where standardActions.contains(action) {
            let candidate = draft.add(item, asking: action)
            if action.isUndoOrRedo { undoAndRedo.append(candidate) } else { candidates.append(candidate) }
        }
        if !undoAndRedo.isEmpty { candidates.insert(.group(undoSection, undoAndRedo), at: 0) }
        for element in items {
            if let candidate = draft.candidate(for: element) { candidates.append(candidate) }
        }
        let answers = ResponderChainSnapshot(from: firstResponder).answer(draft.questions)
        return ResolvedMenu(entries: draft.entries(for: candidates, given: answers))
    }

    /// The entry of each of ``Action/standardActions``, in that order, with
    /// localized titles; made once per ``Action/titleLocalizer``.
    private static var standardItems: [ResolvedMenuItem] {
        if let cached = standardItemsCache, cached.generation == Action.titleLocalizerGeneration {
            return cached.items
        }
        let items = Action.standardActions.map { action in
            ResolvedMenuItem(id: .standard(action), title: action.localizedTitle, iconName: action.iconName,
                             keyShortcut: action.keyShortcut, source: .standard(action))
        }
        standardItemsCache = (Action.titleLocalizerGeneration, items)
        return items
    }
    private static var standardItemsCache: (generation: Int, items: [ResolvedMenuItem])?

    /// Undo and Redo, first and set apart, as GTK 4's and Qt's text menus show them.
    private static let undoSection = Menu(options: .displayInline, id: MenuElementID("editmenu.undo-redo"), children: [])

    /// An entry before the chain is asked.
    private enum Candidate {
        /// An item, shown if the chain says yes to `question` (always, without one).
        case item(ResolvedMenuItem, question: ChainQuestions.Index?)
        /// A submenu or section, shown if any child is.
        case group(Menu, [Candidate])
    }

    /// The questions the items a menu may show depend on.
    private struct Draft {
        var questions: ChainQuestions

        init(capacity: Int) {
            questions = ChainQuestions(capacity: capacity)
        }

        mutating func add(_ item: ResolvedMenuItem, asking action: Action?) -> Candidate {
            .item(item, question: action.map { questions.ask($0, about: item) })
        }

        /// What `element` shows if the chain agrees; nil when it never shows.
        mutating func candidate(for element: MenuElement) -> Candidate? {
            switch element {
            case .item(let item):
                guard !item.attributes.contains(.hidden) else { return nil }
                return add(ResolvedMenuItem(item), asking: item.action)
            case .action(let action):
                guard !action.attributes.contains(.hidden) else { return nil }
                return add(ResolvedMenuItem(action), asking: nil)
            case .menu(let menu):
                var children: [Candidate] = []
                children.reserveCapacity(menu.children.count)
                for child in menu.children {
                    if let candidate = candidate(for: child) { children.append(candidate) }
                }
                return .group(menu, children)
            }
        }

        /// The entries of `candidates` that the answers keep; groups left empty go too.
        func entries(for candidates: [Candidate], given answers: [Bool]) -> [ResolvedMenuEntry] {
            var entries: [ResolvedMenuEntry] = []
            entries.reserveCapacity(candidates.count)
            for candidate in candidates {
                switch candidate {
                case .item(let item, let question):
                    if let question, !answers[question] { continue }
                    entries.append(.item(item))
                case .group(let menu, let children):
                    let kept = self.entries(for: children, given: answers)
                    guard !kept.isEmpty else { continue }
                    let group = ResolvedMenuGroup(id: menu.id, title: menu.title, iconName: menu.iconName,
                                                  entries: kept)
                    entries.append(menu.options.contains(.displayInline) ? .section(group) : .submenu(group))
                }
            }
            return entries
        }
    }
}
