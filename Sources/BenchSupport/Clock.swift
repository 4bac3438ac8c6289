import Foundation
import Glibc

/// Progress and errors go to stderr, so stdout holds just the table; each
/// line names the bench it came from.
package func progress(_ message: String) {
    FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(message)\n".utf8))
}

/// Monotonic time in nanoseconds (`CLOCK_MONOTONIC`), the one clock every
/// figure here is read from. It is system-wide, so a child process's
/// timestamps compare directly with ours.
package enum Clock {
    package static func nanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Seconds since `start` (a `nanoseconds()` reading).
    package static func seconds(since start: Int64) -> Double {
        Double(nanoseconds() - start) / 1e9
    }
}
