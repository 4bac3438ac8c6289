import EditMenu
import GtkKit

/// What GTK 3's text widgets tell the shared recorder besides the changes
/// themselves: the events that end a typing run or name a change.
extension TextEditRecorder {
    /// Watches the text widget `widget` for what ends a typing run (a cursor
    /// key, a click, focus leaving) and names a change (a middle click, a
    /// drop, text dragged away). GtkEntry and GtkTextView both insert a drop
    /// in `drag-data-received` and delete moved text in `drag-data-delete`.
    func watchEvents<Widget: Gtk.TextWidget>(of widget: Widget) {
        widget.connect(.moveCursor) { [unowned self] in caretMoved() }
        widget.connect(.buttonPressEvent) { [unowned self] event in
            buttonPressed(event.button)
            return false
        }
        widget.connect(.focusOutEvent) { [unowned self] _ in
            caretMoved()
            return false
        }
        widget.connect(.dragDataReceived) { [unowned self] in dropWillInsert() }
        widget.connect(.dragDataReceived, after: true) { [unowned self] in dropDidInsert() }
        widget.connect(.dragDataDelete) { [unowned self] in dragWillDelete() }
        widget.connect(.dragDataDelete, after: true) { [unowned self] in dragDidDelete() }
    }
}

/// The event GTK 3 is handling now, as the recorder tells events apart.
extension EventStamp {
    /// The event GTK is handling now, if any.
    @MainActor
    static func current() -> EventStamp? {
        guard let event = Gdk.currentEvent else { return nil }
        let kind: Kind = switch event.kind {
        case .key: .key
        case .button(let button): button == 2 ? .middleButton : .other
        case .selectionArrived(let primary): primary ? .primaryArrived : .clipboardArrived
        case .drop: .drop
        case .other: .other
        }
        return EventStamp(kind: kind, type: event.type, time: event.time)
    }
}
