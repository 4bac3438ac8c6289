import CGtk

extension Gdk {
    /// A key press or release, copied out of GDK's event (valid after the call).
    package struct KeyEvent: Sendable {
        /// What the key means (`Gdk.Key`).
        package var keyval: UInt32
        /// The modifiers held.
        package var state: ModifierType
        /// The key's place on the keyboard (GTK looks its bindings up by it).
        package var hardwareKeycode: UInt16
        /// Whether the key is a modifier itself (Shift, Ctrl…).
        package var isModifier: Bool
        /// The event's time, in milliseconds of the server's clock.
        package var time: UInt32

        init(_ event: GdkEventKey) {
            keyval = event.keyval
            state = ModifierType(rawValue: event.state)
            hardwareKeycode = event.hardware_keycode
            isModifier = event.is_modifier != 0
            time = event.time
        }
    }

    /// A mouse button's press or release (copied).
    package struct ButtonEvent: Sendable {
        /// 1 primary, 2 middle, 3 secondary.
        package var button: UInt32
        /// Where, in the coordinates of the window that got it.
        package var x: Double
        package var y: Double
        package var time: UInt32

        init(_ event: GdkEventButton) {
            button = event.button
            x = event.x
            y = event.y
            time = event.time
        }
    }

    /// The keyboard came to a widget, or left it.
    package struct FocusEvent: Sendable {
        /// True when it came.
        package var isIn: Bool

        init(_ event: GdkEventFocus) { isIn = event.in != 0 }
    }

    /// A selection owner answered a request (`GdkEventSelection`).
    package struct SelectionEvent: Sendable {
        /// The selection ("CLIPBOARD", or a clipboard manager's).
        package var selection: Atom
        /// Where the answer is; `Atom.none` when the owner refused.
        package var property: Atom

        init(_ event: GdkEventSelection) {
            selection = Atom(event.selection)
            property = Atom(event.property)
        }
    }

    /// A selection changed owner (`GdkEventOwnerChange`).
    package struct OwnerChangeEvent {
        /// The new owner's window, or nil when nobody owns it now.
        package var owner: Window?
        /// Why: a new owner, the owner's window destroyed, or its client gone.
        package var reason: Reason
        /// The server's time of the change.
        package var selectionTime: UInt32

        package enum Reason: Sendable { case newOwner, destroyed, closed }

        @MainActor
        init(_ event: GdkEventOwnerChange) {
            owner = Window.wrap(event.owner.map(UnsafeMutableRawPointer.init))
            switch event.reason {
            case GDK_OWNER_CHANGE_DESTROY: reason = .destroyed
            case GDK_OWNER_CHANGE_CLOSE: reason = .closed
            default: reason = .newOwner
            }
            selectionTime = event.selection_time
        }
    }

    /// The event GTK is handling now, described well enough to tell one
    /// keystroke's changes from another's and to name a paste.
    package struct CurrentEvent: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            case key
            /// A button press or release (`button`: 1 primary, 2 middle…).
            case button(UInt32)
            /// A selection's contents arrived (`primary`: the PRIMARY selection).
            case selectionArrived(primary: Bool)
            case drop
            case other
        }
        package var kind: Kind
        /// GDK's event type, as a number: two events of one kind and time
        /// may still be two events.
        package var type: Int32
        package var time: UInt32
    }

    /// What GTK is handling now (`gtk_get_current_event`), or nil outside an event.
    @MainActor
    package static var currentEvent: CurrentEvent? {
        guard let event = gtk_get_current_event() else { return nil }
        defer { gdk_event_free(event) }
        let type = event.pointee.type
        let kind: CurrentEvent.Kind
        switch type {
        case GDK_KEY_PRESS, GDK_KEY_RELEASE:
            kind = .key
        case GDK_BUTTON_PRESS, GDK_2BUTTON_PRESS, GDK_3BUTTON_PRESS, GDK_BUTTON_RELEASE:
            kind = .button(event.pointee.button.button)
        case GDK_SELECTION_NOTIFY:
            kind = .selectionArrived(primary: event.pointee.selection.selection == Atom.primary.atom)
        case GDK_DROP_START, GDK_DRAG_MOTION, GDK_DROP_FINISHED:
            kind = .drop
        default:
            kind = .other
        }
        return CurrentEvent(kind: kind, type: type.rawValue, time: gdk_event_get_time(event))
    }

    /// The time of the event GTK is handling (`GDK_CURRENT_TIME` outside one).
    @MainActor
    package static var currentEventTime: UInt32 { gtk_get_current_event_time() }

    /// Where an input event came from.
    package enum InputSource: Sendable {
        /// A mouse, touchpad or anything else that moves a pointer.
        case pointer
        /// A touchscreen, or a pen or eraser on a tablet.
        case touch
    }
}
