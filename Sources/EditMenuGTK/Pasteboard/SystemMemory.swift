import Foundation

/// What the kernel says about memory, for limits that follow the machine.
enum SystemMemory {
    /// `MemAvailable` from `/proc/meminfo`: what can be allocated without
    /// swapping, in bytes; nil where the kernel does not say.
    static var availableBytes: Int? {
        guard let info = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) else { return nil }
        for line in info.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2, let kibibytes = Int(fields[1]) else { return nil }
            return kibibytes * 1024
        }
        return nil
    }
}
