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
        // entry the menu may show and the question it depends on, ask the chain all
        // questions at once, then build the menu from the entries whose answer is yes.
        // The questions are reused between resolves and the menu is built at its final
        // size, so the only allocations are the menu's own storage. (Plain loops rather
        // than map and filter: Swift checks a closure's main-actor isolation on every
        // call, and that was a tenth of a resolve.)
        var questions = ChainQuestions.take()
        defer { questions.recycle() }
        let offered = OfferedActions(standardActions)
        for (action, item) in zip(Action.standardActions, standardItems) where offered.contains(action) {
            questions.ask(action, about: item)
        }
        let standardCount = questions.indices.count
        // Through the array's buffer, here and below: an element is a large enum, and
        // both `for element in items` and `items[index]` copy it out of the array (a
        // retain and release per string it holds); the buffer lends it in place.
        items.withUnsafeBufferPointer { elements in
            for index in elements.indices { questions.ask(about: elements[index]) }
        }
        var answers = questions.takeAnswers()
        ResponderChain.with(from: firstResponder) { $0.answer(questions, into: &answers) }
        questions.answers = answers

        var builder = Builder(questions: questions, next: standardCount)
        let capacity = standardCount + items.count
        var entries: [ResolvedMenuEntry] = []
        var undoAndRedo: [ResolvedMenuEntry] = []
        for index in 0..<standardCount where questions.answers[index] {
            let entry = ResolvedMenuEntry.item(questions.item(index))
            if questions.actions[index].isUndoOrRedo {
                Builder.append(entry, to: &undoAndRedo, capacity: 2)
            } else {
                Builder.append(entry, to: &entries, capacity: capacity)
            }
        }
        if !undoAndRedo.isEmpty {
            // Undo and Redo come first in Action.standardActions, and their section goes in
            // front of everything else.
            if entries.capacity == 0 { entries.reserveCapacity(capacity) }
            entries.insert(.section(ResolvedMenuGroup(id: undoSection, title: "", entries: undoAndRedo)), at: 0)
        }
        items.withUnsafeBufferPointer { elements in
            for index in elements.indices { builder.appendEntry(for: elements[index], to: &entries, capacity: capacity) }
        }
        return ResolvedMenu(entries: entries)
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

    /// The offered actions as bits by serial: hashing each standard action into the
    /// set cost more than the rest of asking about it.
    private struct OfferedActions {
        let set: Set<Action>
        var bits: UInt64 = 0

        init(_ set: Set<Action>) {
            self.set = set
            for action in set where action.serial < 64 { bits |= 1 << action.serial }
        }

        func contains(_ action: Action) -> Bool {
            action.serial < 64 ? bits & (1 << action.serial) != 0 : set.contains(action)
        }
    }

    /// Undo and Redo, first and set apart, as GTK 4's and Qt's text menus show them.
    private static let undoSection = MenuElementID("editmenu.undo-redo")

    /// Builds the menu from the answers, walking the elements in the order they were
    /// asked about.
    private struct Builder {
        let questions: ChainQuestions
        /// The question the next element that asks one was asked.
        var next = 0

        /// Appends `entry` to a level that holds at most `capacity` entries: the first
        /// append reserves them all, so each array is allocated once, and a level left
        /// empty not at all.
        static func append(_ entry: ResolvedMenuEntry, to entries: inout [ResolvedMenuEntry], capacity: Int) {
            if entries.capacity == 0 { entries.reserveCapacity(capacity) }
            entries.append(entry)
        }

        /// Appends what `element` shows, if anything: its item when the chain said yes
        /// (closure items always), or a submenu or section with the children left.
        mutating func appendEntry(for element: MenuElement, to entries: inout [ResolvedMenuEntry], capacity: Int) {
            switch element {
            case .item(let item):
                guard !item.attributes.contains(.hidden) else { return }
                defer { next += 1 }
                if questions.answers[next] { Self.append(.item(questions.item(next)), to: &entries, capacity: capacity) }
            case .action(let action):
                guard !action.attributes.contains(.hidden) else { return }
                Self.append(.item(action.entry), to: &entries, capacity: capacity)
            case .menu(let menu):
                var children: [ResolvedMenuEntry] = []
                for index in menu.children.indices {
                    appendEntry(for: menu.children[index], to: &children, capacity: menu.children.count)
                }
                guard !children.isEmpty else { return }
                let group = ResolvedMenuGroup(id: menu.id, title: menu.title, iconName: menu.iconName, entries: children)
                Self.append(menu.options.contains(.displayInline) ? .section(group) : .submenu(group),
                            to: &entries, capacity: capacity)
            }
        }
    }
}

extension ChainQuestions {
    /// Asks about `element`: a custom item's action, with the entry it would show as
    /// sender; the children of a submenu or section. A closure item and a hidden element
    /// ask nothing.
    mutating func ask(about element: MenuElement) {
        switch element {
        case .item(let item):
            guard !item.attributes.contains(.hidden) else { return }
            ask(item.action, about: item.entry)
        case .action:
            return
        case .menu(let menu):
            for index in menu.children.indices {
                ask(about: menu.children[index])
            }
        }
    }
}
