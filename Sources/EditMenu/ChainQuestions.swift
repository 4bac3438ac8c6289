/// "Can the chain perform this action?", asked about many menu items at once.
///
/// The resolver writes its questions down first and has ``ResponderChainSnapshot`` answer
/// them in one walk; each answer is what ``Responder/chainCanPerform(_:withSender:)``
/// would have said.
struct ChainQuestions {
    typealias Index = Int

    private(set) var actions: [Action] = []
    /// The item that would be chosen, for each question: the sender `canPerformAction`
    /// is asked with, as when the action is performed.
    private(set) var senders: [ActionSender] = []

    init(capacity: Int) {
        actions.reserveCapacity(capacity)
        senders.reserveCapacity(capacity)
    }

    var count: Int { actions.count }

    /// Adds a question about the entry `item`; returns where its answer will be.
    mutating func ask(_ action: Action, about item: ResolvedMenuItem) -> Index {
        actions.append(action)
        senders.append(.menuItem(item))
        return actions.count - 1
    }
}

extension Responder {
    /// Answers, as this responder, each question not yet answered yes: `canPerform[i]`
    /// becomes true when this responder can perform question `i`'s action.
    ///
    /// A method on the responder, so `canPerformAction` is called on `self` without a
    /// retain and release per question (responders' counts usually live in a side table,
    /// where each costs more than the question).
    func answer(_ questions: ChainQuestions, into canPerform: inout [Bool]) {
        // A plain loop: Swift checks a closure's main-actor isolation on every call,
        // which would cost more than the question.
        let actions = questions.actions, senders = questions.senders
        for index in actions.indices where !canPerform[index] {
            if canPerformAction(actions[index], withSender: senders[index]) { canPerform[index] = true }
        }
    }
}
