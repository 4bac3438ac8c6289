/// A wait on the main actor that ends when ``fire()`` is called, or when
/// the waiting task is cancelled: a long edit waits for GTK's layout this
/// way, and Esc (which cancels it) still ends the wait at once.
///
/// ```swift
/// let laidOut = Wakeup()
/// storage.whenLaidOut { laidOut.fire() }
/// await laidOut.wait()
/// try Task.checkCancellation()
/// ```
@MainActor
package final class Wakeup {
    package init() {}
    private var continuation: CheckedContinuation<Void, Never>?
    package private(set) var hasFired = false

    /// Ends the wait (now, or as soon as it begins); later calls do nothing.
    package func fire() {
        hasFired = true
        continuation?.resume()
        continuation = nil
    }

    /// Returns once fired or cancelled.
    package func wait() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if hasFired || Task.isCancelled { continuation.resume() } else { self.continuation = continuation }
            }
        } onCancel: {
            Task { @MainActor in self.fire() }
        }
    }
}
