#if canImport(Glibc)
import Glibc
#endif

/// Where the calling thread's time went, as Linux counts it
/// (`/proc/thread-self/schedstat`): running on a CPU, and ready to run but
/// waiting for one. Whatever else passed, the thread was blocked (asleep in
/// a system call: waiting on a file, a pipe, the X server, another app).
///
/// The stall watchdog splits a gap in the main loop by it: a loop that
/// missed its timer because another process had both cores is not the app
/// stalling; a loop that worked is measured by the bench against GTK doing
/// the same work; a loop that slept is the app waiting on someone else.
///
/// ```swift
/// let times = ThreadTimes()          // opened on the main thread
/// let before = times.now
/// // ...
/// let waited = times.now.waitingForCPU - before.waitingForCPU
/// ```
struct ThreadTimes {
    /// Microseconds since the thread started.
    struct Reading {
        var onCPU: Int64 = 0
        var waitingForCPU: Int64 = 0
    }

    private let descriptor: Int32

    /// Opens the counters of the calling thread; they read 0 where Linux
    /// does not keep them.
    init() {
        descriptor = open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC)
    }

    /// The thread's totals so far.
    var now: Reading {
        guard descriptor >= 0 else { return Reading() }
        var buffer = [UInt8](repeating: 0, count: 96)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return Reading() }
        // "<ns on a CPU> <ns waiting for one> <timeslices>\n"
        let fields = buffer[..<count].split(separator: UInt8(ascii: " ")).prefix(2)
            .compactMap { Int64(String(decoding: $0, as: UTF8.self)) }
        guard fields.count == 2 else { return Reading() }
        return Reading(onCPU: fields[0] / 1000, waitingForCPU: fields[1] / 1000)
    }
}
