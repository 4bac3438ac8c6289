import EditMenu
import Foundation
import GtkKit

/// A responder drawn by a GTK widget: the UIView of this library.
///
/// A view holds one reference to its widget (a GtkKit `Gtk.Widget`), can be found
/// from the widget through qdata (`View.view(for:)`), and sits in the
/// responder tree: its parent is the view (or window) it was added to, so the
/// responder chain follows the widget hierarchy. Parents own their subviews.
///
/// A view gets an edit menu by choosing its triggers and handling actions:
///
/// ```swift
/// let tile = View(wrapping: OpaquePointer(gtk_drawing_area_new()))
/// tile.handle(.copy) { _ in Pasteboards.general.setString("tile") }
/// tile.editMenuTriggers = [.secondaryClick, .longPress, .keyboard]
/// ```
@MainActor
open class View: Responder, WidgetBacked {
    /// The widget, held: the view keeps it alive.
    package let gtkWidget: Gtk.Widget

    /// True once GTK destroyed the widget (window closed, `destroy()` called).
    public private(set) var isDestroyed = false

    /// The input that opens this view's edit menu (none by default).
    public var editMenuTriggers: EditMenuTriggers = [] {
        didSet { triggerGestures.install(editMenuTriggers, on: self) }
    }

    /// How long a press must be held before the menu opens (GTK's setting,
    /// 0.5 s unless the desktop changed it, when nil).
    public var longPressDelay: TimeInterval? {
        didSet { triggerGestures.install(editMenuTriggers, on: self) }
    }

    /// Whether GTK's own context menu of the widget (GtkEntry's, GtkLabel's,
    /// GtkTextView's) is kept from opening, even by input that is not one of
    /// `editMenuTriggers`. Set by the views whose widgets have such a menu.
    public var suppressesBuiltInContextMenu = false {
        didSet { triggerGestures.install(editMenuTriggers, on: self) }
    }

    /// What the menu points at when a pointer opens it (the keyboard always
    /// points at the whole view).
    public var editMenuAnchor: EditMenuAnchor = .pressedPoint

    /// Where this view's menu sits relative to its target; applied to the
    /// controller each time this view shows its menu.
    public var editMenuArrowDirection: ArrowDirection = .default

    let triggerGestures = TriggerGestures()

    /// Wraps a GTK widget made in C: the one way in for a widget this library has no
    /// view for. `widget` is a `GtkWidget *` fresh from its `gtk_…_new()`; the view takes
    /// ownership of its floating reference and keeps the widget alive (a widget someone
    /// already holds gets a reference of the view's own).
    ///
    /// ```swift
    /// let spinner = View(wrapping: OpaquePointer(gtk_spinner_new()))
    /// ```
    ///
    /// The one designated initializer, so a subclass anywhere calls
    /// `super.init(wrapping:)` (the library's own views pass their GtkKit
    /// widget's `opaque`).
    public init(wrapping widget: OpaquePointer) {
        gtkWidget = Gtk.Widget(sinking: UnsafeMutableRawPointer(widget))
        Responder.libraryClassesDeclared
        super.init()
        representWidget()
    }

    /// Wraps `widget`, which the view keeps alive from now on.
    package convenience init(_ widget: Gtk.Widget) {
        self.init(wrapping: widget.opaque)
    }

    private func representWidget() {
        gtkWidget.representedObject = self
        gtkWidget.connect(.destroy) { [weak self] in self?.widgetWasDestroyed() }
    }

    /// The widget as the library holds it (``WidgetBacked``).
    public var widgetReference: WidgetReference { WidgetReference(gtkWidget, accessible: accessibleGtkWidget) }

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

    /// The widget assistive technology reads for this view: its own, unless
    /// another was set (an image inside the event box that takes its presses).
    package var accessibleGtkWidget: Gtk.Widget {
        get { accessibleOverride ?? gtkWidget }
        set { accessibleOverride = newValue }
    }
    private var accessibleOverride: Gtk.Widget?

    /// Whether the view is hidden. A hidden view stays hidden through a
    /// window's `showAll()`.
    public var isHidden: Bool {
        get { !gtkWidget.isVisible }
        set {
            gtkWidget.noShowAll = newValue
            gtkWidget.isVisible = !newValue
        }
    }

    // MARK: Hierarchy

    /// The views added to this one.
    public var subviews: [View] { children.compactMap { $0 as? View } }

    /// The view this one was added to (nil at the top of a window).
    public var superview: View? { parent as? View }

    /// Called once when GTK destroys the widget. The view leaves the
    /// responder tree (a window forgets it as first responder); GLib has
    /// already dropped its signal handlers.
    open func widgetWasDestroyed() {
        isDestroyed = true
        removeFromParent()
    }

    // MARK: First responder follows keyboard focus

    /// A view that can become first responder takes keyboard focus with it.
    open override func didBecomeFirstResponder() {
        if !hasKeyboardFocus && !isDestroyed { takeKeyboardFocus() }
    }

    /// How this view takes the keyboard when it becomes first responder.
    open func takeKeyboardFocus() { grabFocus() }

    // MARK: Edit menu

    /// The controller that shows this view's menu: its window's, else the shared one.
    public var editMenuController: EditMenuController {
        window.map(EditMenuController.forWindow) ?? .shared
    }

    /// Where the menu points for a trigger, in this view's coordinates.
    ///
    /// The default follows ``editMenuAnchor`` for pointer triggers and points
    /// at the whole view for the keyboard. Override to point elsewhere (a
    /// selection, a caret).
    open func editMenuTargetRect(for trigger: EditMenuTriggerEvent) -> CGRect {
        switch (trigger, editMenuAnchor) {
        case (.keyboard, _), (.programmatic, _), (_, .bounds):
            return bounds
        case (_, .center):
            return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        case (.pointer(let point), .pressedPoint), (.longPress(let point), .pressedPoint),
             (.doubleClick(let point), .pressedPoint):
            return CGRect(origin: point, size: .zero)
        }
    }

    /// Shows this view's edit menu as if `trigger` happened, from `source`
    /// (by default what the trigger implies); returns why it did or did not
    /// appear.
    ///
    /// The chain starts at the window's first responder when it is this view
    /// or inside it; otherwise at this view, and keyboard focus stays where
    /// it is (a text field being edited keeps the keyboard, the focus rule).
    /// A touch opens the compact menu unless the controller's `presentation`
    /// says otherwise.
    @discardableResult
    open func showEditMenu(for trigger: EditMenuTriggerEvent = .programmatic,
                           from source: MenuInputSource? = nil) -> EditMenuController.ShowResult {
        guard !isDestroyed else { return .noTargetView }
        let controller = editMenuController
        let rect = editMenuTargetRect(for: trigger)
        controller.arrowDirection = editMenuArrowDirection
        let source = source ?? trigger.impliedSource
        let result: EditMenuController.ShowResult
        if let first = window?.firstResponder, first.isDescendant(of: self) {
            result = controller.showMenu(from: self, rect: rect, source: source)
        } else {
            result = controller.showMenu(from: self, rect: rect, chainStartingAt: self, source: source)
        }
        editMenuDidRespond(to: trigger, with: result)
        return result
    }

    /// Called after a trigger tried to show the menu. Default: nothing.
    open func editMenuDidRespond(to trigger: EditMenuTriggerEvent, with result: EditMenuController.ShowResult) {}
}
