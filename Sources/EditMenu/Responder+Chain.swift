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
        var result: [Responder] = []
        _ = walkChain(reportingCycleFor: nil) { result.append($0); return false }
        return result
    }

    /// Visits the chain until `stop` says so; returns the responder it stopped at.
    /// The walk is lazy so a loop beyond the target is neither walked nor reported.
    private func walkChain(reportingCycleFor action: Action?, until stop: (Responder) -> Bool) -> Responder? {
        // Looking for a target runs once per menu item per resolve, and real
        // chains are short: that walk first goes without remembering anything
        // (no allocation). Only a chain longer than any sane view tree is
        // walked again, checking for a loop. (`responderChain` collects as it
        // goes, so it always checks.)
        var node: Responder? = self
        if action != nil {
            var steps = 0
            while let current = node, steps < Self.uncheckedChainLength {
                if stop(current) { return current }
                node = current.next
                steps += 1
            }
            guard node != nil else { return nil }
        }
        var seen = Set<ObjectIdentifier>()
        node = self
        while let current = node {
            guard seen.insert(ObjectIdentifier(current)).inserted else {
                if let action {
                    EditMenuDiagnostics.report(EditMenuDiagnostic(
                        kind: .responderCycle(action),
                        message: "responder chain from \(diagnosticName) loops back to \(current.diagnosticName) "
                            + "while looking for a target of '\(action)'"))
                }
                return nil
            }
            if stop(current) { return current }
            node = current.next
        }
        return nil
    }

    /// How far the chain is walked before it is checked for a loop.
    private static var uncheckedChainLength: Int { 256 }

    /// The first responder on the chain from this one whose
    /// ``canPerformAction(_:withSender:)`` says yes, or nil.
    public func target(forAction action: Action, withSender sender: Any?) -> Responder? {
        walkChain(reportingCycleFor: action) { $0.canPerformAction(action, withSender: sender) }
    }

    /// Whether some responder on the chain from this one can perform `action`.
    public func chainCanPerform(_ action: Action, withSender sender: Any?) -> Bool {
        target(forAction: action, withSender: sender) != nil
    }

    /// Sends `action` along the chain from this responder to its target and performs it.
    ///
    /// ```swift
    /// if !field.send(.paste, sender: shortcut).wasHandled { beep() }
    /// ```
    @discardableResult
    public func send(_ action: Action, sender: Any?) -> ActionDispatchResult {
        guard let target = target(forAction: action, withSender: sender) else { return .noTarget }
        if target.perform(action, sender: sender) { return .performed(by: target) }
        EditMenuDiagnostics.report(EditMenuDiagnostic(
            kind: .actionNotPerformed(action),
            message: "\(target.diagnosticName).canPerformAction(.\(action)) returned true but perform(.\(action)) "
                + "did not handle it; register a handler with handle(.\(action)) or override perform(_:sender:)"))
        return .targetDidNotPerform(target)
    }
}
