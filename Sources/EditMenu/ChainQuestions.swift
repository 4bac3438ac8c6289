/// "Can the chain perform this action?", asked about every item of a menu at once.
///
/// The resolver writes its questions down first and has ``ResponderChain`` answer them in
/// one walk; each answer is what ``Responder/chainCanPerform(_:withSender:)`` would have
/// said.
///
/// The arrays are kept between resolves (``take()`` and ``recycle()``), emptied but with
/// their capacity, so a resolve allocates nothing but the menu it returns. A resolve that
/// starts while another runs (a `canPerformAction` that resolves a menu) finds none spare
/// and makes its own.
struct ChainQuestions {
    typealias Index = Int

    private(set) var actions: [Action] = []
    /// The item that would be chosen, for each question: the sender `canPerformAction`
    /// is asked with, as when the action is performed. It also carries the entry to the
    /// menu that is built once the answers are in.
    private(set) var senders: [ActionSender] = []
    /// Whether some responder said yes, for each question.
    var answers: [Bool] = []

    /// Moves ``answers`` out, to be filled in and put back: while it is out, the
    /// questions are only read.
    mutating func takeAnswers() -> [Bool] {
        defer { answers = [] }
        return answers
    }

    var indices: Range<Index> { actions.indices }

    /// Adds a question about the entry `item`; returns where its answer will be.
    @discardableResult
    mutating func ask(_ action: Action, about item: ResolvedMenuItem) -> Index {
        actions.append(action)
        senders.append(.menuItem(item))
        answers.append(false)
        return actions.count - 1
    }

    /// The entry question `index` was asked about.
    func item(_ index: Index) -> ResolvedMenuItem {
        guard case .menuItem(let item) = senders[index] else { preconditionFailure("every question is about a menu item") }
        return item
    }

    /// The questions no resolve is using, with their capacity.
    @MainActor private static var spare: ChainQuestions?

    /// Empty questions: the spare ones when no other resolve is using them.
    @MainActor static func take() -> ChainQuestions {
        // Moving the arrays out of `spare` leaves them uniquely referenced, so appending
        // reuses their storage instead of copying it.
        guard let questions = spare.take() else { return ChainQuestions() }
        return questions
    }

    /// Empties the questions (releasing the entries they hold) and keeps them for the
    /// next resolve.
    @MainActor mutating func recycle() {
        actions.removeAll(keepingCapacity: true)
        senders.removeAll(keepingCapacity: true)
        answers.removeAll(keepingCapacity: true)
        Self.spare = self
    }
}

extension Responder {
    /// Answers, as this responder, each question not yet answered yes: `answers[i]`
    /// becomes true when this responder can perform question `i`'s action.
    ///
    /// A method on the responder, so `canPerformAction` is called on `self` without a
    /// retain and release per question (responders' counts usually live in a side table,
    /// where each costs more than the question). The answers are a separate array from
    /// the questions, which are only read: the compiler then passes each sender straight
    /// from the array instead of copying it out first.
    // Out of line: inlined into the resolver, the senders were copied out again
    // (an outlined copy per question, 60 k → 73 k instructions per resolve).
    @inline(never)
    func answer(_ questions: ChainQuestions, into answers: inout [Bool]) {
        // Containers and windows usually handle nothing: passing them by saves a call
        // per question (a third of a resolve at depth 10, callgrind).
        if cannotPerformAnything { return }
        // A plain loop: Swift checks a closure's main-actor isolation on every call,
        // which would cost more than the question.
        let actions = questions.actions, senders = questions.senders
        for index in actions.indices where !answers[index] {
            if canPerformAction(actions[index], withSender: senders[index]) { answers[index] = true }
        }
    }
}
