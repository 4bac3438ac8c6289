import Foundation

/// Turns the configured menu (standard actions + custom elements) into the ``ResolvedMenu``
/// the user sees, by asking the responder chain.
///
/// Rules, in one place:
/// 1. The offered standard actions come first, in ``Action/standardActions`` order; each is
///    shown iff the chain from `firstResponder` can perform it.
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
        items: [any MenuElement],
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
        for action in Action.standardActions where standardActions.contains(action) {
            candidates.append(draft.add(standardItem(for: action), asking: action))
        }
        for element in items {
            if let candidate = draft.candidate(for: element) { candidates.append(candidate) }
        }
        let answers = ResponderChainSnapshot(from: firstResponder).answer(draft.questions)
        return ResolvedMenu(entries: draft.entries(for: candidates, given: answers))
    }

    private static func standardItem(for action: Action) -> ResolvedMenuItem {
        ResolvedMenuItem(id: action.name, title: action.defaultTitle, iconName: action.iconName,
                         keyShortcut: action.keyShortcut, source: .standard(action))
    }

    /// An entry before the chain is asked; items are positions in ``Draft/items``.
    private enum Candidate {
        /// An item, shown if the chain says yes to `question` (always, without one).
        case item(Int, question: ChainQuestions.Index?)
        /// A submenu or section, shown if any child is.
        case group(Menu, [Candidate])
    }

    /// The items a menu may show and the questions they depend on.
    private struct Draft {
        var items: [ResolvedMenuItem] = []
        var questions: ChainQuestions

        init(capacity: Int) {
            items.reserveCapacity(capacity)
            questions = ChainQuestions(capacity: capacity)
        }

        mutating func add(_ item: ResolvedMenuItem, asking action: Action?) -> Candidate {
            items.append(item)
            return .item(items.count - 1, question: action.map { questions.ask($0, about: item) })
        }

        /// What `element` shows if the chain agrees; nil when it never shows.
        mutating func candidate(for element: any MenuElement) -> Candidate? {
            switch element {
            case let item as MenuItem:
                guard !item.attributes.contains(.hidden) else { return nil }
                return add(ResolvedMenuItem(
                    id: item.id.rawValue, title: item.title, iconName: item.iconName ?? item.action.iconName,
                    isEnabled: !item.attributes.contains(.disabled), state: item.state,
                    isDestructive: item.attributes.contains(.destructive),
                    keepsMenuPresented: item.attributes.contains(.keepsMenuPresented),
                    keyShortcut: item.action.keyShortcut, source: .item(item)), asking: item.action)
            case let action as MenuAction:
                guard !action.attributes.contains(.hidden) else { return nil }
                return add(ResolvedMenuItem(
                    id: action.id.rawValue, title: action.title, iconName: action.iconName,
                    isEnabled: !action.attributes.contains(.disabled), state: action.state,
                    isDestructive: action.attributes.contains(.destructive),
                    keepsMenuPresented: action.attributes.contains(.keepsMenuPresented),
                    source: .closure(action)), asking: nil)
            case let menu as Menu:
                var children: [Candidate] = []
                for child in menu.children {
                    if let candidate = candidate(for: child) { children.append(candidate) }
                }
                return .group(menu, children)
            default:
                // Unknown conformers have no way to be performed; showing them would be a lie.
                return nil
            }
        }

        /// The entries of `candidates` that the answers keep; groups left empty go too.
        func entries(for candidates: [Candidate], given answers: [Bool]) -> [ResolvedMenuEntry] {
            var entries: [ResolvedMenuEntry] = []
            entries.reserveCapacity(candidates.count)
            for candidate in candidates {
                switch candidate {
                case .item(let position, let question):
                    if let question, !answers[question] { continue }
                    entries.append(.item(items[position]))
                case .group(let menu, let children):
                    let kept = self.entries(for: children, given: answers)
                    guard !kept.isEmpty else { continue }
                    let group = ResolvedMenuGroup(id: menu.id.rawValue, title: menu.title, iconName: menu.iconName,
                                                  entries: kept)
                    entries.append(menu.options.contains(.displayInline) ? .section(group) : .submenu(group))
                }
            }
            return entries
        }
    }
}
