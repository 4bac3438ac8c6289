import EditMenu
import Foundation
import GtkKit

/// A `Pasteboard` over a GTK clipboard: ``general`` is the X CLIPBOARD, ``selection``
/// is PRIMARY. Other applications see what we copy and we see what they copy.
///
/// - Offered types are known without reading contents: after every owner change the new
///   owner is asked (asynchronously) which targets it offers; ``types`` reports them and
///   ``refreshTypes()`` waits for the answer.
/// - Reads never block the main loop: they are `async` over GTK's asynchronous requests.
///   Our own contents are read straight from Swift, without a round trip through X.
/// - Bad input (invalid UTF-8, data over ``effectiveReadLimit``, an owner that refuses, vanishes or
///   never answers) throws a `PasteboardError` and logs a warning in the `EditMenu`
///   domain; nothing crashes and no GTK critical is raised. An owner that has not said
///   what it offers within ``answerTimeout`` is reported at once, not after GTK's 30 s.
/// - An X selection holds one item, so several items are offered to other applications
///   as one: the texts joined with "\n", the URI lists concatenated, any other type from
///   the first item that has it. Readers in this process get the items as they were set.
/// - `localOnly` contents still take the X selection — so other applications see that
///   the clipboard changed instead of pasting something stale — but offer them nothing
///   to read, and are never handed to a clipboard manager.
/// - Contents past their `expirationDate` read as empty and are taken off the selection
///   (a timer fires at the date).
///
/// ```swift
/// GtkPasteboard.install()                      // at start-up, once GTK has a display
/// Pasteboards.general.setString("Hello")       // xclip -selection clipboard -o → Hello
///
/// let clipboard = GtkPasteboard.general
/// await clipboard.refreshTypes()               // after another app copied
/// if clipboard.hasStrings {
///     let text = try await clipboard.string()
/// }
/// GtkPasteboard.storeForClipboardManager()     // at shutdown
/// ```
@MainActor
public final class GtkPasteboard: Pasteboard {
    public let name: PasteboardName

    /// Goes up by one when we set contents and when anyone else (another application, or a
    /// GTK widget of ours taking PRIMARY) becomes the selection's owner or it is released.
    public private(set) var changeCount = 0 {
        didSet { NotificationCenter.default.post(name: Pasteboards.changedNotification, object: self) }
    }

    /// The largest representation a read returns, or nil (the default) for
    /// no limit of the application's; bigger ones throw
    /// `PasteboardError/tooLarge(byteCount:limit:)`. Whatever this says, a read
    /// never takes more than a third of the memory the system has available
    /// (``memoryLimit``): a paste holds its text about three times over while
    /// it goes in (the transfer, the checked text, the widget's own copy).
    public var readLimit: Int?

    /// The most bytes a read takes now: ``readLimit``, and a third of the
    /// memory available (`MemAvailable` in `/proc/meminfo`).
    public var effectiveReadLimit: Int { min(readLimit ?? .max, Self.memoryLimit) }

    /// A third of the memory the system has available now (no bound where
    /// the kernel does not say).
    public static var memoryLimit: Int {
        guard let available = SystemMemory.availableBytes else { return .max }
        return available / 3
    }

    /// How long a new owner has to say what it offers (answer TARGETS) before reads stop
    /// waiting and fail with "did not answer". GTK keeps the request open for 30 s, and
    /// a late answer is still taken; the timeout only bounds how long a paste waits.
    public var answerTimeout: TimeInterval = 2

    /// How long a read waits for another owner to deliver the data before it fails with
    /// "did not answer". GTK itself waits 30 s. This matters most on Wayland, where the
    /// types come with the offer and an owner that stalls is only noticed here; raise it
    /// to read huge data over a slow link.
    public var transferTimeout: TimeInterval = 5

    /// GTK's clipboard of the selection (GDK's display keeps it; we hold a reference too).
    let clipboard: Gtk.Clipboard
    private let selectionAtom: Gdk.Atom
    /// The X selection's name, for messages ("CLIPBOARD", "PRIMARY").
    let selectionName: String
    /// Whether the display reports owner changes (XFixes, or Wayland); without it, nothing tells us
    /// another application copied, so ``refreshTypes()`` asks every time.
    private let tracksOwnerChanges: Bool

    /// Our contents, while GTK holds them on the selection.
    private var offer: ClipboardOffer?
    private var expiryTimer: Deferred?
    private var echoes = OwnerChangeEchoes()

    /// Bumped on every owner change, ours or not: answers about an older owner are stale.
    private(set) var ownerGeneration = 0
    /// The targets the current owner offers; nil until it has answered.
    private(set) var foreignTargets: [String]?
    /// The owner generation the newest targets request is in flight for.
    private var targetsRequestGeneration: Int?
    /// The in-process owner (a GtkLabel, a GtkEntry) when targets were last asked for.
    private var ownerWhenTargetsAsked: GLib.Object?
    /// The owner generation whose targets request outlived ``answerTimeout``.
    private var unansweredGeneration: Int?
    private var answerTimer: Deferred?
    private var targetsWaiters: [CheckedContinuation<Void, Never>] = []
    /// Reads other applications' data off the main thread (X11 only).
    private(set) var x11Reader: X11SelectionReader?
    private static var readers: [String: X11SelectionReader] = [:]

    /// One reader per display, shared by CLIPBOARD and PRIMARY.
    private static func reader(for display: Gdk.Display) -> X11SelectionReader? {
        guard let name = display.name else { return nil }
        if let reader = readers[name] { return reader }
        let reader = X11SelectionReader(displayName: name)
        readers[name] = reader
        return reader
    }

    /// Contents requests in flight, abandoned when the owner changes under them.
    var pendingReads: [ClipboardRequests.PendingRead] = []

    init(name: PasteboardName, selection: Gdk.Atom) {
        guard let display = Gdk.Display.default else {
            preconditionFailure("GtkPasteboard needs a display: initialise GTK (gtk_init) before using it")
        }
        self.name = name
        selectionAtom = selection
        selectionName = selection.name ?? "?"
        clipboard = Gtk.Clipboard.of(selection, on: display)
        // X11 reports owner changes through XFixes; on Wayland the compositor
        // sends each new selection to the client that has the keyboard, and
        // GTK turns it into owner-change (GTK 3 says "not supported" there).
        let onWayland = display.isWayland
        tracksOwnerChanges = display.supportsSelectionNotification || onWayland
        echoes.eventsNameTheOwner = !onWayland
        if !tracksOwnerChanges {
            Log.warning("the display does not report clipboard owner changes (no XFixes): "
                + "changeCount only counts our own copies")
        }
        if !onWayland {
            X11LargeTransfers.serve(self, selection: selection, on: display)
            x11Reader = Self.reader(for: display)
        }
        clipboard.connect(.ownerChange) { [weak self] event in
            guard let self else { return }
            ownerChanged(owner: echoes.newOwner(of: event, selection: selection, on: display))
        }
        requestTargets()
    }

    // MARK: Offered types

    public var types: [PasteboardType] {
        if let offer = liveOffer() { return offer.types }
        return ClipboardTargets.pasteboardTypes(forTargets: foreignTargets ?? [])
    }

    public var numberOfItems: Int {
        if let offer = liveOffer() { return offer.items.count }
        // Another owner offers one X item (or nothing).
        return types.isEmpty ? 0 : 1
    }

    /// Calls `handler` each time ``types`` may have changed: another
    /// application's targets arrived, or we put new contents up. Visible edit
    /// menus re-resolve here (Paste appears once a copy elsewhere has
    /// announced text). The returned connection removes the handler.
    ///
    /// ```swift
    /// GtkPasteboard.general.onTypesChanged { print("offered:", GtkPasteboard.general.types) }
    /// ```
    @discardableResult
    public func onTypesChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(typesChangedSignal.connect(handler))
    }
    private let typesChangedSignal = SwiftSignal<@MainActor () -> Void>()

    /// Whether the current contents are ours (set through this pasteboard and still held).
    public var ownsContents: Bool { liveOffer() != nil }

    /// Whether another application owns the selection but has not said what it offers
    /// within ``answerTimeout`` (it may be hung, or hostile). Its ``types`` read as empty.
    public var ownerIsUnresponsive: Bool {
        offer == nil && unansweredGeneration == ownerGeneration
    }

    /// Waits until ``types`` describes the current owner's offer, asking the owner if it
    /// has not answered since it took the selection. Returns at once for our own contents.
    ///
    /// ```swift
    /// // another application just copied; changeCount went up
    /// await GtkPasteboard.general.refreshTypes()
    /// let canPaste = GtkPasteboard.general.hasStrings
    /// ```
    ///
    /// Waits at most ``answerTimeout`` after the owner was first asked; an owner that has
    /// not answered by then is ``ownerIsUnresponsive`` and offers nothing.
    public func refreshTypes() async {
        if liveOffer() != nil { return }
        if !tracksOwnerChanges {
            // Nothing tells us when another application copies: ask every time.
            ownerGeneration += 1
            foreignTargets = nil
        }
        noticeOwnerInThisProcess()
        guard foreignTargets == nil, !ownerIsUnresponsive else { return }
        requestTargets()
        await withCheckedContinuation { targetsWaiters.append($0) }
    }

    /// The types offered, once the owner has said (see ``refreshTypes()``); throws
    /// `PasteboardError/ownerDidNotAnswer(pasteboard:seconds:)` when it did not answer in time, so a paste
    /// can say so instead of "nothing to paste".
    public func answeredTypes() async throws -> [PasteboardType] {
        await refreshTypes()
        try checkOwnerAnswered()
        return types
    }

    /// Throws (and logs) when the owner did not say what it offers in time.
    func checkOwnerAnswered() throws {
        guard ownerIsUnresponsive else { return }
        let error = PasteboardError.ownerDidNotAnswer(pasteboard: selectionName, seconds: answerTimeout)
        Log.warning("reading from \(selectionName): \(error)")
        throw error
    }

    /// A widget of this process that takes the selection (a selectable label taking
    /// PRIMARY as text is selected) owns it before the X server's owner-change notice
    /// comes back; until then ``foreignTargets`` still describes the previous owner, and
    /// a read right after the selection would find nothing.
    private func noticeOwnerInThisProcess() {
        let owner = clipboard.owner
        guard owner != ownerWhenTargetsAsked else { return }
        ownerWhenTargetsAsked = owner
        ownerGeneration += 1
        foreignTargets = nil
    }

    private func requestTargets() {
        // One request per owner. GTK serves overlapping requests (a widget each), so a new
        // owner is asked at once even while an old one that never answers is still
        // holding its own request open.
        guard targetsRequestGeneration != ownerGeneration else { return }
        let generation = ownerGeneration
        targetsRequestGeneration = generation
        ownerWhenTargetsAsked = clipboard.owner
        answerTimer = Deferred(.at(Date(timeIntervalSinceNow: answerTimeout))) { [weak self] in
            self?.targetsOverdue(generation: generation)
        }
        // Asked now, not on the next turn: another owner's change may come
        // in meanwhile, and an owner in this process answers at once.
        Task.immediate { @MainActor [weak self, clipboard] in
            let names = await ClipboardRequests.targets(of: clipboard)
            self?.targetsArrived(names, generation: generation)
        }
    }

    private func targetsArrived(_ names: [String], generation: Int) {
        if targetsRequestGeneration == generation { targetsRequestGeneration = nil }
        // An answer about an earlier owner: the current one has its own request.
        guard generation == ownerGeneration else { return }
        answerTimer = nil
        // GTK's own timeout gives up with no targets: an owner that was already overdue
        // stays "did not answer" rather than turning into "offers nothing".
        if !names.isEmpty || unansweredGeneration != generation { unansweredGeneration = nil }
        foreignTargets = names
        Log.debug("\(selectionName) offers \(names)")
        resumeTargetsWaiters()
        typesChangedSignal.emit { $0() }
    }

    private func targetsOverdue(generation: Int) {
        answerTimer = nil
        guard generation == ownerGeneration, foreignTargets == nil, offer == nil else { return }
        unansweredGeneration = generation
        Log.warning("the owner of \(selectionName) did not say what it offers within "
            + "\(String(format: "%g", answerTimeout)) s; it offers nothing until it does")
        resumeTargetsWaiters()
    }

    private func resumeTargetsWaiters() {
        let waiters = targetsWaiters
        targetsWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    // MARK: Owner changes

    private func ownerChanged(owner: OwnerChangeEchoes.NewOwner) {
        if !echoes.isEcho(of: owner) {
            changeCount += 1
            Log.debug("\(selectionName) changed owner (\(owner)); changeCount \(changeCount)")
        }
        ownerGeneration += 1
        foreignTargets = nil
        // Whoever was answering our reads is no longer the owner (and if it quit, it never
        // will answer): fail them now rather than after GTK's 30 s timeout.
        let abandoned = pendingReads
        pendingReads = []
        for read in abandoned { read.abandon() }
        if offer == nil { requestTargets() }
    }

    /// GTK let go of `cleared` (someone else took the selection, or we replaced it).
    func offerWasCleared(_ cleared: ClipboardOffer) {
        if offer === cleared {
            offer = nil
            expiryTimer = nil
        }
    }

    // MARK: Writing

    public func setItems(_ items: [PasteboardItem], options: PasteboardOptions) {
        expiryTimer = nil
        if items.isEmpty || options.expirationDate.map({ $0 <= Date() }) == true {
            // Already-expired contents are no contents.
            releaseSelection()
            return
        }
        let newOffer = ClipboardOffer(items: items, options: options)
        newOffer.owner = self
        guard newOffer.install(on: clipboard) else {
            Log.warning("could not take the \(selectionName) selection; the pasteboard keeps its contents")
            return
        }
        offer = newOffer
        changeCount += 1
        echoes.expect(.thisProcess)
        ownerGeneration += 1
        foreignTargets = nil
        if !options.localOnly {
            // Lets GTK hand the contents to a clipboard manager on quit (NULL, 0: every
            // target). GTK resets this on each owner change, so it is set on each copy.
            clipboard.setCanStore(true)
        }
        if let expiration = options.expirationDate {
            expiryTimer = Deferred(.at(expiration)) { [weak self] in self?.expiryTimerFired() }
        }
        typesChangedSignal.emit { $0() }
    }

    /// Empties the selection for everyone, as `UIPasteboard.items = []` does.
    private func releaseSelection() {
        if offer != nil {
            clipboard.clear()   // GTK calls our clear callback: offer becomes nil
        } else {
            // Another client (or a widget of ours) owns it: setting the owner to None makes
            // X tell that owner it lost the selection.
            clipboard.clearOwner(selectionAtom)
        }
        offer = nil
        changeCount += 1
        echoes.expect(.nobody)
        ownerGeneration += 1
        foreignTargets = []
    }

    // MARK: Expiry

    /// Our contents while they are on the selection for other clients to read.
    var ownOffer: ClipboardOffer? {
        guard let offer = liveOffer(), !offer.options.localOnly else { return nil }
        return offer
    }

    /// The offer, unless it has expired — then it is taken off the selection first.
    func liveOffer() -> ClipboardOffer? {
        guard let offer else { return nil }
        guard offer.isExpired(at: Date()) else { return offer }
        Log.debug("\(selectionName) contents expired")
        expiryTimer = nil
        releaseSelection()
        return nil
    }

    private func expiryTimerFired() {
        guard let offer else { return }
        if let expiration = offer.options.expirationDate, expiration > Date() {
            // GLib's timeout is capped (about 49 days): not yet, wait again.
            expiryTimer = Deferred(.at(expiration)) { [weak self] in self?.expiryTimerFired() }
            return
        }
        _ = liveOffer()
    }
}
