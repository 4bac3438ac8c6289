import EditMenu
import Foundation
import GtkKit4

/// A responder drawn by a GTK 4 widget: the same `View` as on GTK 3.
///
/// A view holds its widget, is found from it through object data, and sits
/// in the responder tree under the view or window it was added to.
///
/// ```swift
/// let tile = View(wrapping: OpaquePointer(gtk_drawing_area_new()))
/// tile.handle(.copy) { _ in Pasteboards.general.setString("tile") }
/// tile.editMenuTriggers = .standard
/// ```
@MainActor
open class View: Responder {
    /// The widget, held: the view keeps it alive.
    package let gtkWidget: Gtk.Widget

    /// True once GTK destroyed the widget.
    public private(set) var isDestroyed = false

    /// The input that opens this view's edit menu (none by default).
    public var editMenuTriggers: EditMenuTriggers = [] {
        didSet { triggerControllers.install(editMenuTriggers, on: self) }
    }

    /// Where this view's menu sits relative to its target.
    public var editMenuArrowDirection: ArrowDirection = .default

    private let triggerControllers = TriggerControllers()

    /// The long-press trigger's gesture, while the view has one.
    var longPressGesture: Gtk.GestureLongPress? { triggerControllers.longPress }

    /// Wraps a GTK 4 widget made in C (`GtkWidget *`), taking its floating
    /// reference or a reference of its own.
    public init(wrapping widget: OpaquePointer) {
        gtkWidget = Gtk.Widget(sinking: UnsafeMutableRawPointer(widget))
        super.init()
        gtkWidget.representedObject = self
        gtkWidget.connect(.destroy) { [weak self] in self?.widgetWasDestroyed() }
    }

    /// Wraps `widget`, which the view keeps alive from now on.
    package convenience init(_ widget: Gtk.Widget) {
        self.init(wrapping: widget.opaque)
    }

    isolated deinit {
        gtkWidget.representedObject = nil
    }

    /// The view that wraps `widget`, if any.
    package static func view(for widget: Gtk.Widget?) -> View? {
        widget?.representedObject as? View
    }

    /// The view that wraps `widget` or the nearest of its GTK ancestors.
    package static func enclosingView(of widget: Gtk.Widget?) -> View? {
        var node = widget
        while let current = node {
            if let view = view(for: current) { return view }
            node = current.parent
        }
        return nil
    }

    /// The view's own rectangle, in its coordinates.
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: gtkWidget.width, height: gtkWidget.height) }

    /// The name assistive technology reads for the view (and the one a
    /// demo's log uses); nil until one is set.
    ///
    /// ```swift
    /// field.accessibleName = "Text field"
    /// ```
    public var accessibleName: String? {
        get { gtkWidget.accessibleLabel }
        set { gtkWidget.accessibleLabel = newValue }
    }

    /// What assistive technology reads after the name (a tile's colour).
    public var accessibleDescription: String? {
        get { gtkWidget.accessibleDescription }
        set { gtkWidget.accessibleDescription = newValue }
    }

    /// Keeps the view's natural width at the start of its row, rather than
    /// filling it (a button under a field).
    public func alignToStart() { gtkWidget.alignToStart() }

    /// Keeps the view's natural height at the top of its row (a button
    /// beside a text view).
    public func alignToTop() { gtkWidget.alignToTop() }

    /// Whether this view's widget has the keyboard focus.
    public var hasKeyboardFocus: Bool { gtkWidget.hasFocus }

    /// Moves the keyboard focus to this view's widget.
    open func takeKeyboardFocus() { gtkWidget.grabFocus() }

    /// Called when GTK destroys the widget; overrides call `super`.
    open func widgetWasDestroyed() {
        isDestroyed = true
        editMenuController.presenterWillLoseView(self)
    }

    /// The controller that shows this view's menu: its window's, else the shared one.
    public var editMenuController: EditMenuController {
        window.map(EditMenuController.forWindow) ?? .shared
    }

    /// Where the menu points for a trigger: the pressed spot, or the whole
    /// view for the keyboard and code.
    open func editMenuTargetRect(for trigger: EditMenuTriggerEvent) -> CGRect {
        switch trigger {
        case .pointer(let point), .longPress(let point), .doubleClick(let point): CGRect(origin: point, size: .zero)
        case .keyboard, .programmatic: bounds
        }
    }

    /// Shows this view's edit menu as if `trigger` happened. Keyboard focus
    /// stays where it is (the focus rule).
    @discardableResult
    open func showEditMenu(for trigger: EditMenuTriggerEvent = .programmatic,
                           from source: MenuInputSource? = nil) -> EditMenuController.ShowResult {
        guard !isDestroyed else { return .noTargetView }
        let controller = editMenuController
        controller.arrowDirection = editMenuArrowDirection
        return controller.showMenu(from: self, rect: editMenuTargetRect(for: trigger),
                                   chainStartingAt: self, source: source ?? trigger.impliedSource)
    }
}

extension EditMenuController {
    /// A view's widget is going: its menu goes first, so the popover never
    /// outlives the widget it is attached to.
    func presenterWillLoseView(_ view: View) {
        (presenter as? PopoverMenuPresenter)?.detach(from: view)
    }
}
