#if canImport(Glibc)
import Glibc
#endif

/// How long the calling thread has been ready to run but waiting for a CPU,
/// as Linux counts it (`/proc/thread-self/schedstat`, second field).
///
/// The stall watchdog subtracts this from a gap in the main loop: on a busy
/// machine the loop can miss its timer because another process had both
/// cores, which is not the app blocking its own loop.
///
/// ```swift
/// let wait = RunQueueWait()          // opened on the main thread
/// let before = wait.microseconds
/// // ...
/// let waited = wait.microseconds - before
/// ```
struct RunQueueWait {
    private let descriptor: Int32

    /// Opens the counter of the calling thread; reads 0 where Linux does not
    /// keep it.
    init() {
        descriptor = open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC)
    }

    /// The thread's total wait for a CPU so far, in microseconds.
    var microseconds: Int64 {
        guard descriptor >= 0 else { return 0 }
        var buffer = [UInt8](repeating: 0, count: 96)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return 0 }
        // "<ns on a CPU> <ns waiting for one> <timeslices>\n"
        let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
        guard fields.count >= 2, let nanoseconds = Int64(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return nanoseconds / 1000
    }
}
