/// How much text a widget holds: characters (code points) and UTF-8 bytes,
/// nil where it sets no bound.
package struct TextCapacity {
    package var characters: Int?
    package var bytes: Int?

    package init(characters: Int? = nil, bytes: Int? = nil) {
        self.characters = characters
        self.bytes = bytes
    }
}
