/// What an event a toolkit got is to the order of a user's input: the one
/// word both toolkits' bindings (GtkKit, GtkKit4) classify their GDK's
/// events into, and what `InputOrder` (EditMenuText) holds them by.
///
/// ```swift
/// order.take(event.kind) { held.handle() }   // .begins: held while an edit runs
/// ```
package enum InputKind: Sendable, Equatable {
    /// Starts something: a key or button press, a scroll, a touch, a drop.
    case begins
    /// Goes on with something: a release, a motion, a crossing, a drag over.
    case continues
    /// Esc pressed.
    case escape
    /// Not input (drawing, configuring, selections, focus…): never held.
    case notInput
}
