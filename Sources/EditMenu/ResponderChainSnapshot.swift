/// The responder chain from one responder, walked once, to be asked many questions.
///
/// Resolving a menu asks the chain about every item. Walking ``Responder/next`` for each
/// item would cost a weak load, a retain, a release and exclusivity checks per step, per
/// item, so the resolver walks the chain once and asks the snapshot; ``Responder/target(forAction:withSender:)`` asks it one question. A chain
/// that loops is reported (an ``EditMenuDiagnostic``) only for a question nobody on it
/// could answer.
@MainActor
struct ResponderChainSnapshot {
    /// The chain in order, from the responder asked about, each responder once.
    let responders: [Responder]
    /// The responder the chain came back to, when an overridden `next` made a loop.
    let loopsBackTo: Responder?

    init(from start: Responder?) {
        guard let start else {
            (responders, loopsBackTo) = ([], nil)
            return
        }
        (responders, loopsBackTo) = start.collectChain()
    }

    /// The first responder that can perform `action`, as the chain walk finds it.
    func target(forAction action: Action, withSender sender: ActionSender) -> Responder? {
        for responder in responders where responder.canPerformAction(action, withSender: sender) {
            return responder
        }
        reportCycle(lookingFor: action)
        return nil
    }

    /// Answers every question in one walk along the chain: each responder is asked the
    /// questions nobody before it could answer. `result[i]` answers question `i`.
    func answer(_ questions: ChainQuestions) -> [Bool] {
        var canPerform = Array(repeating: false, count: questions.count)
        for responder in responders {
            responder.answer(questions, into: &canPerform)
        }
        for index in canPerform.indices where !canPerform[index] {
            reportCycle(lookingFor: questions.actions[index])
        }
        return canPerform
    }

    private func reportCycle(lookingFor action: Action) {
        if let loopsBackTo, let start = responders.first {
            start.reportCycle(lookingFor: action, at: loopsBackTo)
        }
    }
}
