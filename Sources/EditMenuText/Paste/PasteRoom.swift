/// The room a paste has: in characters (code points) and, in a text field,
/// in UTF-8 bytes.
package struct PasteRoom {
    package var characters: Int
    package var bytes: Int?

    package init(characters: Int, bytes: Int?) {
        self.characters = characters
        self.bytes = bytes
    }

    /// The room left for a paste in place of `replacedCount` code points of
    /// a text of `length` code points and `byteCount` UTF-8 bytes, in a
    /// widget that holds `capacity`, the app allowing `maximumLength`
    /// characters at most. `replacedBytes` is asked only when the widget
    /// counts bytes (it reads the replaced text).
    ///
    /// ```swift
    /// let room = PasteRoom(capacity: TextCapacity(bytes: 65_534), maximumLength: nil,
    ///                      length: 3, byteCount: 3, replacedCount: 0) { 0 }
    /// room.bytes   // 65_531
    /// ```
    package init(capacity: TextCapacity, maximumLength: Int?, length: Int, byteCount: Int,
                 replacedCount: Int, replacedBytes: () -> Int) {
        var characters = maximumLength ?? .max
        if let most = capacity.characters { characters = min(characters, max(most - (length - replacedCount), 0)) }
        var bytes: Int?
        if let most = capacity.bytes {
            let left = max(most - (byteCount - replacedBytes()), 0)
            bytes = left
            // A character takes a byte at least.
            characters = min(characters, left)
        }
        self.init(characters: characters, bytes: bytes)
    }

    /// Throws when `text` takes more bytes than there is room for.
    package func check(_ text: String) throws {
        guard let bytes else { return }
        let count = text.utf8.count
        if count > bytes { throw PasteRefusal.doesNotFit(byteCount: count, room: bytes) }
    }
}
