import EditMenu
import EditMenuText
import Foundation
import GtkKit4

/// What a text widget tells about its text on screen, for a finger: which
/// character is under a point, and where a touch menu points.
/// ``EntryStorage`` and ``TextBufferStorage`` implement it.
@MainActor
protocol TouchTextStorage: TextStorage {
    /// The character under `point` (the view's widget coordinates), or nil.
    func offset(at point: CGPoint) -> Int?
    /// Where a touch menu points: the middle of the selection (of its first
    /// line's part), or the caret, in the view's widget coordinates.
    var touchMenuPoint: CGPoint { get }
}

/// What a finger does in a text field or text view on GTK 4, as on GTK 3
/// and on a phone:
///
/// - A long press on a word selects it and shows the compact menu (the
///   long-press trigger; ``EditableText`` selects the word first).
/// - A tap on the selection shows the menu, or hides it when it was up.
///   Where GDK reports a touchscreen (Wayland), the widget decides that a
///   finger asked for a menu — a tap on the selection, or on a selection
///   handle — and would show its own touch menu: ours shows instead
///   (``GtkSelectionBubble``). GDK 4.8 on X11 reports a touch as the
///   mouse's, and GtkText would take a tap on its selection for a click
///   that moves the caret: there the tap is ours, claimed as the finger
///   comes down.
///
/// A tap elsewhere is GTK's: it moves the caret. GTK's selection handles
/// (Wayland only) are GTK's too; taking one closes the menu, as any press
/// outside it does.
@MainActor
final class TextTouch {
    private unowned let view: EditableText
    private let storage: any TouchTextStorage
    private let taps = Gtk.GestureClick()
    /// The last finger to come down on the widget: whether the menu was up
    /// then (the press closed it, or is about to), so the request for a
    /// menu that follows leaves it closed, and when.
    private var lastTouch: (menuWasUp: Bool, at: ContinuousClock.Instant)?
    /// When the widget last asked for its menu.
    private var lastRequest: ContinuousClock.Instant?
    /// The tap under way is ours (on the selection, where GDK says mouse).
    private var tapIsOurs = false

    init(_ view: EditableText, storage: any TouchTextStorage) {
        self.view = view
        self.storage = storage
        listenForTaps()
        GtkSelectionBubble.replace(for: view) { [weak self] in self?.fingerAskedForTheMenu() }
    }

    /// A gesture for taps, in the capture phase: it sees a finger come down
    /// before the widget does.
    private func listenForTaps() {
        taps.isTouchOnly = true
        taps.phase = .capture
        taps.connect(.pressed) { [weak self] presses, x, y in
            self?.fingerCameDown(at: CGPoint(x: x, y: y), presses: presses)
        }
        taps.connect(.released) { [weak self] _, _, _ in self?.fingerLifted() }
        view.gtkWidget.addController(taps)
        groupWithLongPress()
    }

    /// The tap gesture and the long-press trigger share a touch: each
    /// claims it when it is its own (a tap on the selection, a long press),
    /// and in one group a claim by one does not deny the other. A long
    /// press on the selection still shows the menu while the finger is down.
    func groupWithLongPress() {
        view.longPressGesture?.group(with: taps)
    }

    /// A long touch on a word selects it first (and gives the widget the
    /// keyboard, as the user reached into it to edit), so the menu that
    /// follows acts on that word.
    func selectWord(at point: CGPoint) {
        tapIsOurs = false   // the finger's lifting is not a tap
        guard let offset = storage.offset(at: point) else { return }
        if let selection = storage.selection, selection.contains(offset) { return }
        view.takeKeyboardFocus()
        storage.select(storage.wordRange(at: offset))
    }

    private var menuIsUp: Bool {
        view.editMenuController.isMenuVisible && view.editMenuController.targetView === view
    }

    /// A second tap soon after the first is a double tap, which is the
    /// widget's (it selects the word), as under Wayland, where GTK decides.
    private func fingerCameDown(at point: CGPoint, presses: Int) {
        lastTouch = (menuIsUp || PopoverMenuPresenter.pressClosedAMenu(at: taps.currentEventTime), .now)
        tapIsOurs = false
        // Under Wayland the widget decides (``fingerAskedForTheMenu()``).
        guard !taps.deviceIsTouchscreen, presses == 1, let selection = storage.selection,
              let offset = storage.offset(at: point), selection.contains(offset) else { return }
        // The widget never sees it: it would move the caret.
        taps.claim()
        tapIsOurs = true
    }

    private func fingerLifted() {
        guard tapIsOurs else { return }
        tapIsOurs = false
        fingerAskedForTheMenu()
    }

    /// A finger asked for a menu: it shows, or it stays closed when it was
    /// up as the finger came down.
    private func fingerAskedForTheMenu() {
        // GTK asks 50 ms after the finger lifts. When the tap gesture did
        // not hear the touch (a tap on a selection handle is not the
        // widget's; and under Wayland GTK 4.8 stops handing the widget's
        // capture-phase gestures a finger's touches once a long press has
        // claimed one), the presenter knows whether a press closed the
        // menu since the last request.
        let menuWasUp = if let lastTouch, ContinuousClock.now - lastTouch.at < .seconds(1) {
            lastTouch.menuWasUp
        } else {
            PopoverMenuPresenter.aPressClosedAMenu(within: .seconds(1), after: lastRequest)
        }
        lastTouch = nil
        lastRequest = .now
        if menuWasUp {
            if menuIsUp { view.editMenuController.hideMenu() }
            return
        }
        guard storage.selection != nil else { return }
        _ = view.showEditMenu(for: .pointer(storage.touchMenuPoint), from: .touch)
    }
}

/// GTK 4's own touch menu for a GtkText or a GtkTextView — the "selection
/// bubble", a popover of icon buttons with the style class
/// `touch-selection`, made anew each time — replaced by ours.
///
/// GTK offers no way to turn it off. A GLib emission hook on GtkWidget
/// `show` sees it: it is hidden in the same emission, before it is ever
/// drawn, and the widget's ``TextTouch`` is told the finger asked for a menu.
/// (GTK shows it only where GDK reports a touchscreen: under Wayland.)
@MainActor
enum GtkSelectionBubble {
    /// What each view does instead, by the view (no reference to the widget: it may go first).
    private static var replacements: [ObjectIdentifier: @MainActor () -> Void] = [:]
    private static var isInstalled = false

    /// Replaces the bubble of `view`'s widget with `replacement` from now
    /// on, until the widget is destroyed.
    static func replace(for view: View, with replacement: @escaping @MainActor () -> Void) {
        installOnce()
        let key = ObjectIdentifier(view)
        replacements[key] = replacement
        view.gtkWidget.connect(.destroy) { replacements[key] = nil }
    }

    private static func widgetShown(_ widget: Gtk.Widget) {
        guard widget.hasCSSClass("touch-selection"), let bubble = widget.as(Gtk.Popover.self) else { return }
        // The bubble's parent is the GtkText (inside the entry) or the GtkTextView.
        var owner = bubble.parent
        while let candidate = owner, View.view(for: candidate) == nil { owner = candidate.parent }
        guard let owner, let view = View.view(for: owner), let replacement = replacements[ObjectIdentifier(view)] else { return }
        bubble.popdown()
        replacement()
    }

    private static func installOnce() {
        guard !isInstalled else { return }
        isInstalled = true
        // Runs after GtkWidget's own `show` handler, before any connected
        // one: the bubble is hidden in the emission that shows it.
        Gtk.onEveryWidgetShown { widgetShown($0) }
    }
}
