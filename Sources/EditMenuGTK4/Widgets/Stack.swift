import EditMenu
import GtkKit4

/// Pages shown one at a time (`GtkStack`), switched by a
/// `GtkStackSwitcher` (`makeSwitcher()`), as `EditMenuGTK`'s `Stack`.
///
/// ```swift
/// let stack = Stack()
/// stack.addPage(basicsPage, name: "basics", title: "Basics")
/// stack.addPage(name: "tiles", title: "Color Tiles") { ColorTilesPage() }   // built when first shown
/// ```
@MainActor
public final class Stack: View {
    private let gtkStack = Gtk.Stack()

    public init() {
        super.init(wrapping: gtkStack.opaque)
        gtkStack.setCrossfade()
        // Connected first, so a page is built before anyone else hears it is shown.
        gtkStack.connect(.notify("visible-child")) { [weak self] in self?.buildVisiblePage() }
    }

    /// Adds a page with a machine `name` and a user-visible `title`.
    public func addPage(_ page: View, name: String, title: String) {
        addChild(page)
        gtkStack.addPage(page.gtkWidget, name: name, title: title)
    }

    /// Adds a page whose views `build` makes the first time the page is
    /// shown; the switcher offers its title at once. The window's first
    /// frame then styles and measures only the page it shows.
    public func addPage(name: String, title: String, buildingWhenShown build: @escaping @MainActor () -> View) {
        addPage(LazyPage(build: build), name: name, title: title)
        buildVisiblePage()
    }

    /// The name of the page on screen; setting it shows that page.
    public var visiblePageName: String? {
        get { gtkStack.visiblePageName }
        set { gtkStack.visiblePageName = newValue }
    }

    /// Calls `handler` with the name of the page shown each time the visible
    /// page changes; a page added with `buildingWhenShown` has been built by then.
    ///
    /// ```swift
    /// stack.onPageChanged { name in settings.lastPage = name }
    /// ```
    @discardableResult
    public func onPageChanged(_ handler: @escaping @MainActor (_ name: String?) -> Void) -> SignalConnection {
        SignalConnection(gtkStack.connect(.notify("visible-child")) { [weak self] in handler(self?.visiblePageName) })
    }

    /// A `GtkStackSwitcher` for this stack: a row of toggle buttons, one per
    /// page title, usually the title of the window's header bar.
    public func makeSwitcher() -> View {
        let switcher = View(Gtk.StackSwitcher(stack: gtkStack))
        switcher.accessibleName = "Pages"
        return switcher
    }

    private func buildVisiblePage() {
        guard let child = gtkStack.visiblePage, let page = child.representedObject as? LazyPage else { return }
        page.buildIfNeeded()
    }
}

/// A stack page that holds nothing until it is first shown; then it builds
/// its content and holds that (in the responder chain too).
@MainActor
final class LazyPage: Box {
    private var build: (@MainActor () -> View)?

    init(build: @escaping @MainActor () -> View) {
        self.build = build
        super.init(.vertical)
    }

    /// Builds the content unless it was built already.
    func buildIfNeeded() {
        guard let build, !isDestroyed else { return }
        self.build = nil
        add(build())
    }

    /// A page never shown lets go of what its builder captured.
    override func widgetWasDestroyed() {
        build = nil
        super.widgetWasDestroyed()
    }
}
