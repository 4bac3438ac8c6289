/// Where a `PopoverPresenter`'s menu is in its life, and what moves it on.
///
/// GTK does part of the work itself: a click on an item makes GtkModelButton
/// close the popover, before or after it activates the item's action, and a
/// popover closes itself when its target is unmapped. Whether such a
/// closing ends the menu is known only once the click is fully handled, so
/// the presenter defers that decision to the next main-actor turn (`settle`).
///
/// Two things are tracked:
/// - the `phase` of the menu on screen, which every present and dismissal
///   moves to a new `generation`; a deferred settling made in an earlier
///   generation is stale and changes nothing;
/// - the click that chose an item, from its activation until it is handled
///   (`choosingClick`). It outlives presents and dismissals: the item's action
///   may hide the menu, show another one or keep this one presented, and GTK
///   may still close whatever popover is up when the click ends.
///
/// | Phase | Event | Next phase | The presenter then |
/// |---|---|---|---|
/// | any | presented | `shown` | — |
/// | any | dismissed | `hidden` | — |
/// | any | item activated | unchanged (`closedByGTK` becomes chosen) | defers `clickHandled` |
/// | `shown` | GTK closed | `closedByGTK(chosen:)`, chosen while a click is being handled | defers `settle` |
/// | `closedByGTK(chosen: true)` | settle, menu still wanted | `shown` | shows the popover again |
/// | `closedByGTK` | settle, otherwise | `hidden` | reports the dismissal |
/// | `shown` | user closed (Esc, click outside, target gone) | `hidden` | closes, reports the dismissal |
///
/// Any other event in any other phase, and any stale one, changes nothing.
struct PopoverPhase: Equatable {
    enum Phase: Equatable {
        /// Nothing on screen.
        case hidden
        /// On screen.
        case shown
        /// GTK closed the popover by itself; `chosen` says whether a click
        /// chose an item. Decided when the click is handled (`settle`).
        case closedByGTK(chosen: Bool)
    }

    /// What the presenter must do after an event.
    enum Effect: Equatable {
        case none
        /// Come back after the current event with `clickHandled(click:)`.
        case deferClickHandled(click: Int)
        /// Come back after the current event with `settle(generation:menuStillWanted:)`.
        case deferSettling(generation: Int)
        /// Put the popover GTK closed back on screen, in place.
        case showAgain
        /// Take the popover down (if up) and tell the controller the user closed the menu.
        case closeAndReportDismissal
        /// Tell the controller the menu is gone (the popover is already down).
        case reportDismissal
    }

    private(set) var phase = Phase.hidden
    /// Bumped by every present and dismissal.
    private(set) var generation = 0
    /// The click that chose an item, until it is handled.
    private(set) var choosingClick: Int?
    private var clicks = 0

    var isVisible: Bool { phase != .hidden }

    /// GTK closed the popover, and the click around it is still to be settled.
    var isClosedByGTK: Bool {
        if case .closedByGTK = phase { return true }
        return false
    }

    /// A menu was put on screen (a new one, or the same one again).
    mutating func presented() {
        phase = .shown
        generation += 1
    }

    /// The controller took the menu away.
    mutating func dismissed() {
        phase = .hidden
        generation += 1
    }

    /// The user activated an item.
    mutating func itemActivated() -> Effect {
        clicks += 1
        choosingClick = clicks
        if case .closedByGTK = phase { phase = .closedByGTK(chosen: true) }
        return .deferClickHandled(click: clicks)
    }

    /// The click that chose an item is fully handled: a later closing is a dismissal again.
    mutating func clickHandled(click handled: Int) {
        if choosingClick == handled { choosingClick = nil }
    }

    /// GTK closed the popover by itself (not through `dismissed`).
    mutating func closedByGTK() -> Effect {
        guard phase == .shown else { return .none }
        phase = .closedByGTK(chosen: choosingClick != nil)
        return .deferSettling(generation: generation)
    }

    /// The click GTK closed the popover around is handled. If it chose an item
    /// whose action left a menu wanted (an item that keeps the menu presented,
    /// or an action that showed another menu), the popover comes back;
    /// otherwise the menu is over.
    mutating func settle(generation made: Int, menuStillWanted: Bool) -> Effect {
        guard made == generation, case .closedByGTK(let chosen) = phase else { return .none }
        if chosen && menuStillWanted {
            presented()
            return .showAgain
        }
        dismissed()
        return .reportDismissal
    }

    /// Esc, a click outside or the target's destruction, seen by the presenter's
    /// watchers of the menu made in `generation`.
    mutating func userClosed(generation made: Int) -> Effect {
        guard made == generation, phase == .shown else { return .none }
        dismissed()
        return .closeAndReportDismissal
    }
}
