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
final class Wakeup {
    private var continuation: CheckedContinuation<Void, Never>?
    private(set) var hasFired = false

    /// Ends the wait (now, or as soon as it begins); later calls do nothing.
    func fire() {
        hasFired = true
        continuation?.resume()
        continuation = nil
    }

    /// Returns once fired or cancelled.
    func wait() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if hasFired || Task.isCancelled { continuation.resume() } else { self.continuation = continuation }
            }
        } onCancel: {
            Task { @MainActor in self.fire() }
        }
    }
}
