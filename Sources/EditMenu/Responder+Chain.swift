import Foundation

/// What happened to an action sent along the responder chain.
public enum ActionDispatchResult {
    /// `responder` performed the action.
    case performed(by: Responder)
    /// No responder in the chain can perform the action.
    case noTarget
    /// `responder` said it can perform the action but did not: a programming error,
    /// already reported as an ``EditMenuDiagnostic``.
    case targetDidNotPerform(Responder)

    /// Whether some responder performed the action.
    public var wasHandled: Bool {
        if case .performed = self { return true }
        return false
    }
}

extension Responder {
    /// The responders from this one along ``next``, stopping before a responder repeats.
    ///
    /// An overridden `next` can form a loop (a → b → a); the walk stops there instead of
    /// spinning forever.
    public var responderChain: [Responder] {
        collectChain().responders
    }

    /// The chain from this responder, each responder once, and where it looped back, if
    /// it did.
    func collectChain() -> (responders: [Responder], loopsBackTo: Responder?) {
        // Real chains are short: collect without remembering identities first, and
        // only a chain longer than any sane view tree is walked again, checking for
        // a loop.
        var responders: [Responder] = []
        responders.reserveCapacity(16)
        var node: Responder? = self
        while let current = node, responders.count < Self.uncheckedChainLength {
            responders.append(current)
            node = current.next
        }
        guard node != nil else { return (responders, nil) }
        responders.removeAll(keepingCapacity: true)
        var seen = Set<ObjectIdentifier>()
        node = self
        while let current = node {
            guard seen.insert(ObjectIdentifier(current)).inserted else { return (responders, current) }
            responders.append(current)
            node = current.next
        }
        return (responders, nil)
    }

    /// Reports that the chain from this responder came back to `repeated` before any
    /// responder could perform `action`.
    func reportCycle(lookingFor action: Action, at repeated: Responder) {
        EditMenuDiagnostics.report(EditMenuDiagnostic(
            kind: .responderCycle(action),
            message: "responder chain from \(diagnosticName) loops back to \(repeated.diagnosticName) "
                + "while looking for a target of '\(action)'"))
    }

    /// How far the chain is walked before it is checked for a loop.
    private static var uncheckedChainLength: Int { 256 }

    /// The first responder on the chain from this one whose
    /// ``canPerformAction(_:withSender:)`` says yes, or nil.
    public func target(forAction action: Action, withSender sender: ActionSender = .program) -> Responder? {
        ResponderChain.with(from: self) { $0.target(forAction: action, withSender: sender) }
    }

    /// Whether some responder on the chain from this one can perform `action`.
    public func chainCanPerform(_ action: Action, withSender sender: ActionSender = .program) -> Bool {
        target(forAction: action, withSender: sender) != nil
    }

    /// Sends `action` along the chain from this responder to its target and performs it.
    ///
    /// ```swift
    /// if !field.send(.paste, sender: shortcut).wasHandled { beep() }
    /// ```
    @discardableResult
    public func send(_ action: Action, sender: ActionSender = .program) -> ActionDispatchResult {
        guard let target = target(forAction: action, withSender: sender) else { return .noTarget }
        if target.perform(action, sender: sender) { return .performed(by: target) }
        EditMenuDiagnostics.report(EditMenuDiagnostic(
            kind: .actionNotPerformed(action),
            message: "\(target.diagnosticName).canPerformAction(.\(action)) returned true but perform(.\(action)) "
                + "did not handle it; register a handler with handle(.\(action)) or override perform(_:sender:)"))
        return .targetDidNotPerform(target)
    }
}
