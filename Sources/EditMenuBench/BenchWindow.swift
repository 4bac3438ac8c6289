import BenchSupport
import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import EditMenu
import EditMenuGTK

/// The window the display benchmarks run in: side by side, (a) a view of
/// ours with an edit menu, (b) the raw GMenu + GtkPopover baseline,
/// (c) a plain GtkEntry with GTK's built-in context menu and (d) the cached
/// GMenu popover, the best a C program can do.
///
/// All three offer the same six items — Cut, Copy, Paste, Delete, Select
/// All, Insert Emoji — which is what GtkEntry's own menu holds, so no path
/// draws more than another.
@MainActor
final class BenchWindow {
    let window: Window
    /// (a): an event box wrapped in our `View`, triggers: right-click.
    let ours: View
    /// (b)
    let raw: RawPopoverMenu
    /// (d)
    let cached: CachedPopoverMenu
    /// The scaling benchmark's window, made when first used.
    private(set) lazy var scaling = ScalingWindow(application: application)
    private let application: Application
    /// (c): a plain GtkEntry (not our TextField, which replaces GTK's menu).
    let entry: UnsafeMutablePointer<GtkWidget>
    /// The GtkMenu GtkEntry built for its latest popup.
    private(set) var entryMenu: UnsafeMutablePointer<GtkWidget>?
    /// Called with the entry's menu as GtkEntry finishes building it.
    var onEntryMenu: ((UnsafeMutablePointer<GtkWidget>) -> Void)?

    init(application: Application) {
        window = Window(application: application, title: "edit-menu-bench", width: 1000, height: 300)
        ours = View(widget: gtk_event_box_new())
        gtk_container_add(cgtk_container(ours.widget), gtk_label_new("Our edit menu"))
        gtk_widget_set_size_request(ours.widget, 220, 120)
        for action in [Action.cut, .copy, .paste, .delete, .selectAll, .insertEmoji] {
            ours.handle(action) { _ in }
        }
        ours.editMenuTriggers = [.secondaryClick]
        // The window's controller already offers Insert Emoji after the standard actions.

        let resolved = window.editMenuController.resolvedMenu(for: ours)
        let items = resolved.entries.compactMap { entry -> RawMenuParts.Item? in
            guard case .item(let item) = entry else { return nil }
            return RawMenuParts.Item(title: item.title, accelerator: item.keyShortcut?.gtkAccelerator)
        }
        raw = RawPopoverMenu(items: items)
        cached = CachedPopoverMenu(items: items)
        self.application = application
        entry = gtk_entry_new()
        gtk_entry_set_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), "GtkEntry built-in menu")
        gtk_widget_set_size_request(entry, 220, -1)
        gtk_widget_set_valign(entry, GTK_ALIGN_CENTER)
        g_signal_connect_data(UnsafeMutableRawPointer(entry), "populate-popup",
                              unsafeBitCast(Self.populatePopupThunk, to: GCallback.self),
                              Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))

        let row = Box(.horizontal, spacing: 20)
        row.setMargins(20)
        row.add(ours)
        for widget in [raw.widget, entry, cached.widget] {
            gtk_box_pack_start(UnsafeMutableRawPointer(row.widget).assumingMemoryBound(to: GtkBox.self), widget, 0, 0, 0)
        }
        window.setContent(row)
        window.present()
        Loop.run(until: { self.window.isActive && gtk_widget_get_mapped(self.entry) != 0 }, timeout: 10)
        Loop.run(for: 0.2)
    }

    var presenter: PopoverPresenter? { window.editMenuController.presenter as? PopoverPresenter }

    /// The titles our menu shows (for the report: proof the paths match).
    var ourTitles: [String] { window.editMenuController.resolvedMenu(for: ours).titles }

    /// Whether any popover is still mapped in the window (ours or a baseline's).
    var anyPopoverMapped: Bool {
        WidgetTree.mappedPopoverCount(in: window.widget) > 0
    }

    private static let populatePopupThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, popup, data in
        let bench = Unmanaged<BenchWindow>.fromOpaque(data!).takeUnretainedValue()
        guard let popup, cgtk_is_menu(popup) != 0 else { return }
        // Valid for this synchronous call, on the main thread GTK runs on.
        nonisolated(unsafe) let menu = popup.assumingMemoryBound(to: GtkWidget.self)
        MainActor.assumeIsolated {
            bench.entryMenu = menu
            bench.onEntryMenu?(menu)
        }
    }
}
