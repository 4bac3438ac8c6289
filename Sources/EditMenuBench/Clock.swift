import Foundation
import Glibc

/// Progress and errors go to stderr, so stdout holds just the table.
func progress(_ message: String) {
    FileHandle.standardError.write(Data("edit-menu-bench: \(message)\n".utf8))
}

/// Monotonic time in nanoseconds (`CLOCK_MONOTONIC`), the one clock every
/// figure here is read from. It is system-wide, so a child process's
/// timestamps compare directly with ours.
enum Clock {
    static func nanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Seconds since `start` (a `nanoseconds()` reading).
    static func seconds(since start: Int64) -> Double {
        Double(nanoseconds() - start) / 1e9
    }
}
