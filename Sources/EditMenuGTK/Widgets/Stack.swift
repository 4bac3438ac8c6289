import GtkKit

/// Pages shown one at a time (`GtkStack`), switched by the window's
/// `GtkStackSwitcher`.
///
/// ```swift
/// let stack = Stack()
/// stack.addPage(basicsPage, name: "basics", title: "Basics")
/// stack.addPage(name: "tiles", title: "Color Tiles") { ColorTilesPage() }   // built when first shown
/// ```
@MainActor
public final class Stack: View {
    let gtkStack = Gtk.Stack()

    public init() {
        super.init(wrapping: gtkStack.opaque)
        gtkStack.setCrossfade()
        // Connected first, so a page is built before anyone else hears it is shown.
        gtkStack.connect(.notify("visible-child")) { [weak self] in
            self?.buildVisiblePage()
            self?.keepTextUnselectedOnOpening()
        }
    }

    /// Adds a page with a machine `name` and a user-visible `title`.
    public func addPage(_ page: View, name: String, title: String) {
        addChild(page)
        gtkStack.addPage(page.gtkWidget, name: name, title: title)
    }

    /// Adds a page whose views `build` makes the first time the page is
    /// shown. The switcher offers its title at once.
    ///
    /// A page built up front costs start-up time although it is not on
    /// screen: its widgets are created, styled and measured before the
    /// window's first frame. The stack is as big as the biggest page built
    /// so far, so a page bigger than the window makes it grow when shown.
    public func addPage(name: String, title: String, buildingWhenShown build: @escaping @MainActor () -> View) {
        addPage(LazyPage(build: build), name: name, title: title)
        buildVisiblePage()
    }

    /// The name of the page on screen.
    public var visiblePageName: String? {
        get { gtkStack.visiblePageName }
        set { gtkStack.visiblePageName = newValue }
    }

    /// Calls `handler` with the name of the page shown each time the visible
    /// page changes; a page added with `buildingWhenShown` has been built by
    /// then. The returned connection removes the handler.
    ///
    /// ```swift
    /// stack.onPageChanged { name in settings.lastPage = name }
    /// ```
    @discardableResult
    public func onPageChanged(_ handler: @escaping @MainActor (_ name: String?) -> Void) -> SignalConnection {
        SignalConnection(gtkStack.connect(.notify("visible-child")) { [weak self] in handler(self?.visiblePageName) })
    }

    /// GTK moves the keyboard into the page shown when it was in the page
    /// left, and a selectable label that gets it selects all of its text
    /// (select-on-focus): the page would open with a sentence highlighted,
    /// or a caret in it. Opening a page is not selecting, so the keyboard
    /// goes on to the page's first widget that is not such a label, or
    /// nowhere in the page. Tab into a label still selects it.
    private func keepTextUnselectedOnOpening() {
        guard let child = gtkStack.visiblePage, let window = gtkWidget.window else { return }
        // Each step moves past one label; a page has finitely many.
        for _ in 0..<64 {
            guard let focus = window.focus, focus.isInside(child),
                  let label = focus.as(Gtk.Label.self), label.isSelectable else { return }
            label.selectRegion(start: 0, end: 0)
            if !child.moveFocusForward() {
                window.focus = nil
                return
            }
        }
    }

    private func buildVisiblePage() {
        guard let child = gtkStack.visiblePage,
              let page = View.view(for: child) as? LazyPage, page.buildIfNeeded() else { return }
        // When the keyboard was in the page just left, GTK moved it into this
        // one before we were told — into an empty box, so it stayed behind in
        // the hidden page. Move it as GTK does for a page that was there.
        if let focus = gtkWidget.window?.focus, focus.isInside(gtkWidget), !focus.isInside(child) {
            child.moveFocusForward()
        }
    }
}

/// A stack page that holds nothing until it is first shown; then it builds
/// its content and holds that (in the responder chain too).
@MainActor
final class LazyPage: View {
    private var build: (@MainActor () -> View)?
    private let box = Gtk.Box(.vertical)

    init(build: @escaping @MainActor () -> View) {
        self.build = build
        super.init(wrapping: box.opaque)
    }

    /// Builds the content unless it was built already; returns whether it did.
    @discardableResult
    func buildIfNeeded() -> Bool {
        guard let build, !isDestroyed else { return false }
        self.build = nil
        let content = build()
        addChild(content)
        box.packStart(content.gtkWidget, expand: true)
        // The window may be on screen already; a view hidden on purpose
        // (`isHidden`) stays hidden.
        content.gtkWidget.showAll()
        return true
    }

    /// A page never shown lets go of what its builder captured.
    override func widgetWasDestroyed() {
        build = nil
        super.widgetWasDestroyed()
    }
}

extension Stack {
    /// A `GtkStackSwitcher` for this stack: a row of toggle buttons, one per
    /// page title, usually put in the window's header bar.
    public func makeSwitcher() -> View {
        Stack.installSwitcherStyle()
        let switcher = View(Gtk.StackSwitcher(stack: gtkStack))
        switcher.accessibleName = tr("Pages")
        return switcher
    }

    private static var hasSwitcherStyle = false

    /// A switcher's buttons are radio buttons drawn as plain buttons, but the
    /// theme still styles their hidden indicator — and the checked one's
    /// `-gtk-icon-source` is an SVG, so the first frame loaded librsvg,
    /// libxml2 and ICU and rendered an icon nobody sees. No icon, no cost.
    private static func installSwitcherStyle() {
        guard !hasSwitcherStyle else { return }
        hasSwitcherStyle = true
        Style.add("stackswitcher > button > radio { -gtk-icon-source: none; }")
    }
}
