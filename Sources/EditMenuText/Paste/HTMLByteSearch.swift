/// Searches in the bytes ``HTMLReader`` reads, written as plain loops: in a
/// debug build the standard library's generic collection algorithms cost
/// tens of times more per byte, which megabytes of HTML make seconds.
///
/// ```swift
/// Array("a<b".utf8).index(of: UInt8(ascii: "<"), from: 0)   // 1
/// ```
extension Array where Element == UInt8 {
    /// Where `byte` first is in `start..<end` (the end by default); nil when it is not.
    @_optimize(speed)
    func index(of byte: UInt8, from start: Int, to end: Int? = nil) -> Int? {
        let end = end ?? count
        var index = start
        while index < end {
            if self[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// Where `needle` first starts at or after `start`; nil when it does not.
    @_optimize(speed)
    func index(of needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first else { return nil }
        var index = start
        while let candidate = self.index(of: first, from: index), candidate + needle.count <= count {
            var matches = true
            for offset in 1..<needle.count where self[candidate + offset] != needle[offset] {
                matches = false
                break
            }
            if matches { return candidate }
            index = candidate + 1
        }
        return nil
    }
}
