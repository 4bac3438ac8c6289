import EditMenu
import GtkKit

/// What GTK 3's text widgets tell the shared recorder besides the changes
/// themselves: the events that end a typing run or name a change.
extension TextEditRecorder {
    /// Watches the text widget `widget` for what ends a typing run (a cursor
    /// key, a click, focus leaving) and names a change (a middle click, a
    /// drop, text dragged away). GtkEntry and GtkTextView both insert a drop
    /// in `drag-data-received` and delete moved text in `drag-data-delete`.
    ///
    /// Weak: the widget can outlive its view and recorder (GTK holds it until
    /// its window goes), and still hear a focus-out then.
    func watchEvents<Widget: Gtk.TextWidget>(of widget: Widget) {
        widget.connect(.moveCursor) { [weak self] in self?.caretMoved() }
        widget.connect(.buttonPressEvent) { [weak self] event in
            self?.buttonPressed(event.button)
            return false
        }
        widget.connect(.focusOutEvent) { [weak self] _ in
            self?.caretMoved()
            return false
        }
        widget.connect(.dragDataReceived) { [weak self] in self?.dropWillInsert() }
        widget.connect(.dragDataReceived, after: true) { [weak self] in self?.dropDidInsert() }
        widget.connect(.dragDataDelete) { [weak self] in self?.dragWillDelete() }
        widget.connect(.dragDataDelete, after: true) { [weak self] in self?.dragDidDelete() }
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
