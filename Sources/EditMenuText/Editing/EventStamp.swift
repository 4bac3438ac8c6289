/// Which event a change came from, told apart well enough to group the
/// changes of one keystroke and to name a paste. Each toolkit makes one
/// from the event it is handling (``TextStorage/currentEvent``).
///
/// ```swift
/// EventStamp(kind: .key, type: 8, time: 1234)   // a key press at 1.234 s
/// ```
package struct EventStamp: Equatable, Sendable {
    package enum Kind: Equatable, Sendable { case key, middleButton, primaryArrived, clipboardArrived, drop, other }
    package let kind: Kind
    /// The toolkit's event type and time: two changes with the same stamp
    /// came from one event.
    package let type: Int32
    package let time: UInt32

    package init(kind: Kind, type: Int32, time: UInt32) {
        self.kind = kind
        self.type = type
        self.time = time
    }
}
