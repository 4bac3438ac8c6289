import Foundation

/// Calls back once on the main actor at a date: a pasteboard's expiration
/// date, a read's deadline, a coalesced menu update. Cancelled when released.
///
/// A main-actor task that sleeps, like every other deferral in the package
/// (`MainLoop.afterCurrentEvent`): it wakes through the Dispatch bridge while
/// GTK's loop runs, and cancelling it ends the sleep at once.
@MainActor
final class OneShotTimer {
    private var task: Task<Void, Never>?

    /// Calls `action` once, at `date` (at the next main-actor turn when `date` has passed).
    init(firingAt date: Date, _ action: @escaping @MainActor () -> Void) {
        let nanoseconds = UInt64(min(max(date.timeIntervalSinceNow, 0), Double(Int64.max / 2) / 1e9) * 1e9)
        task = Task { @MainActor in
            do {
                try await Task.sleep(nanoseconds: nanoseconds)
            } catch {
                return   // cancelled
            }
            action()
        }
    }

    isolated deinit {
        cancel()
    }

    /// Stops the timer unless it has fired.
    func cancel() {
        task?.cancel()
        task = nil
    }
}
