/// The responder chain from one responder, walked once and held on the stack while it
/// is asked questions.
///
/// Resolving a menu asks the chain about every item. Walking ``Responder/next`` for each
/// item would cost a weak load, a retain and a release per step, per item, so the chain is
/// walked once into a buffer, and each responder in it is asked all open questions
/// (``ChainQuestions``). The buffer is a temporary stack allocation for the chains real
/// views make (up to ``inlineCapacity`` responders), so walking costs no heap allocation;
/// a longer chain, or one an overridden `next` made loop, is collected with loop
/// detection into an array.
///
/// A chain that loops is reported (an ``EditMenuDiagnostic``) only for a question nobody
/// on it could answer.
@MainActor
struct ResponderChain {
    /// The chain in order, from the responder asked about, each responder once. Valid only
    /// inside ``with(from:_:)``.
    let responders: UnsafeBufferPointer<Responder>
    /// The responder the chain came back to, when an overridden `next` made a loop.
    let loopsBackTo: Responder?

    /// How many responders fit in the stack buffer: 1 KiB, what
    /// `withUnsafeTemporaryAllocation` always takes from the stack (above it, the standard
    /// library asks the thread for its stack bounds, which on Linux reads /proc).
    static let inlineCapacity = 128

    /// Calls `body` with the chain from `start` (an empty chain when nil).
    static func with<Result>(from start: Responder?, _ body: (ResponderChain) -> Result) -> Result {
        guard let start else {
            return body(ResponderChain(responders: UnsafeBufferPointer(start: nil, count: 0), loopsBackTo: nil))
        }
        return withUnsafeTemporaryAllocation(of: Responder.self, capacity: inlineCapacity) { buffer in
            // The buffer holds strong references: an overridden `next` may return a
            // responder nothing else keeps alive.
            // Each responder moves from `node` into the buffer without a retain of its
            // own: a responder that is weakly referenced (any with a child) keeps its
            // count in a side table, where a retain and its release cost ~250
            // instructions (callgrind).
            var count = 0
            var node: Responder? = start
            while count < buffer.count, let current = node.take() {
                node = current.next
                buffer.initializeElement(at: count, to: consume current)
                count += 1
            }
            defer { buffer.baseAddress!.deinitialize(count: count) }
            guard node != nil else {
                return body(ResponderChain(responders: UnsafeBufferPointer(rebasing: buffer[..<count]), loopsBackTo: nil))
            }
            let (responders, loopsBackTo) = start.collectChain()
            return responders.withUnsafeBufferPointer { body(ResponderChain(responders: $0, loopsBackTo: loopsBackTo)) }
        }
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
    /// questions nobody before it could answer. `answers[i]` answers question `i`.
    func answer(_ questions: ChainQuestions, into answers: inout [Bool]) {
        for responder in responders {
            responder.answer(questions, into: &answers)
        }
        guard loopsBackTo != nil else { return }
        for index in questions.indices where !answers[index] {
            reportCycle(lookingFor: questions.actions[index])
        }
    }

    private func reportCycle(lookingFor action: Action) {
        if let loopsBackTo, let start = responders.first {
            start.reportCycle(lookingFor: action, at: loopsBackTo)
        }
    }
}
