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
    private(set) var senders: [Any?] = []

    init(capacity: Int) {
        actions.reserveCapacity(capacity)
        senders.reserveCapacity(capacity)
    }

    var count: Int { actions.count }

    /// Adds a question about the entry `item`; returns where its answer will be.
    mutating func ask(_ action: Action, about item: ResolvedMenuItem) -> Index {
        actions.append(action)
        senders.append(item)
        return actions.count - 1
    }
}

extension Responder {
    /// Answers, as this responder, each question in `open`: a question this responder
    /// can perform is answered yes and leaves `open`.
    ///
    /// A method on the responder, so `canPerformAction` is called on `self` without a
    /// retain and release per question (responders' counts usually live in a side table,
    /// where each costs more than the question).
    func answer(_ questions: ChainQuestions, open: inout [ChainQuestions.Index], into canPerform: inout [Bool]) {
        // Through buffer pointers, so each question's action and sender are lent to
        // `canPerformAction` in place: copying the sender out of an array (an
        // existential holding a whole menu item) cost more than the question. Plain
        // loops inside, because Swift checks a closure's main-actor isolation on every
        // call.
        var kept = 0
        let actions = questions.actions, senders = questions.senders
        for position in 0..<open.count {
            let index = open[position]
            if canPerformAction(actions[index], withSender: senders[index]) {
                canPerform[index] = true
            } else {
                open[kept] = index
                kept += 1
            }
        }
        open.removeSubrange(kept...)
    }
}
