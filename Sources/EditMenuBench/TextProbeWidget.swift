import BenchSupport
import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import CGtkSourceView
import EditMenu
import EditMenuGTK
import Foundation

extension TextProbe {
    /// The window and text widget one probe measures: ours, or GTK's own
    /// with the same wrapping, in a window of the demo's size.
    @MainActor
    final class Probe {
        private let ours: Bool
        private let widget: Widget
        private var field: TextField?
        private(set) var notes: TextView?
        /// Kept, as an app keeps its application and window.
        private let application: Application
        private let window: Window
        private var nativeWidget: UnsafeMutablePointer<GtkWidget>!
        private(set) var firstFrame: Int64?
        private var expected = Int.max
        private var textDrawn = false

        /// Both kinds in the same shell, one of our windows (header bar and
        /// all), so that the figures compare the text widgets alone.
        init(ours: Bool, widget: Widget, sourceView: Bool = false) {
            self.ours = ours
            self.widget = widget
            application = Application(id: "io.github.editmenu.BenchProbe", isUnique: false)
            guard application.register() else { fail("could not register the application") }
            window = Window(application: application, title: "Probe", width: 720, height: 560)
            switch (widget, ours) {
            case (.view, true):
                let notes = TextView()
                self.notes = notes
                window.setContent(ScrolledView(notes))
                nativeWidget = notes.widget
            case (.view, false):
                let scrolled = gtk_scrolled_window_new(nil, nil)!
                nativeWidget = sourceView ? gtk_source_view_new() : gtk_text_view_new()
                gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)   // as our TextView wraps
                gtk_container_add(cgtk_container(scrolled), nativeWidget)
                window.setContent(View(widget: scrolled))
            case (.field, _):
                let column = Box(.vertical, spacing: 12)
                if ours {
                    let field = TextField()
                    self.field = field
                    column.add(field)
                    nativeWidget = field.widget
                } else {
                    nativeWidget = gtk_entry_new()
                    column.add(View(widget: nativeWidget))
                }
                window.setContent(column)
            }
            window.present()
            Loop.run(until: { [window] in window.isActive }, timeout: 5)
            Loop.run(for: 0.5)
            gtk_widget_grab_focus(nativeWidget)
        }

        private var textView: UnsafeMutablePointer<GtkTextView> {
            UnsafeMutableRawPointer(nativeWidget).assumingMemoryBound(to: GtkTextView.self)
        }
        private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }
        private var sourceBuffer: UnsafeMutablePointer<GtkSourceBuffer> { UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: GtkSourceBuffer.self) }

        var characterCount: Int {
            switch widget {
            case .view: Int(gtk_text_buffer_get_char_count(buffer))
            case .field: Int(gtk_entry_get_text_length(UnsafeMutableRawPointer(nativeWidget).assumingMemoryBound(to: GtkEntry.self)))
            }
        }

        /// Ours: a long edit is under way.
        var isBusy: Bool { notes?.isPerformingLongEdit ?? field?.isPerformingLongEdit ?? false }

        var historyBytes: Int? { notes?.undoHistoryByteCount }

        // MARK: Frames

        /// Notes the end of the first frame that draws the text with
        /// `expected` characters in it.
        func watchFrames(until expected: Int) {
            self.expected = expected
            firstFrame = nil
            let me = Unmanaged.passUnretained(self).toOpaque()
            g_signal_connect_data(UnsafeMutableRawPointer(nativeWidget), "draw",
                                  unsafeBitCast(Self.drawThunk, to: GCallback.self), me, nil, G_CONNECT_AFTER)
            if let clock = gtk_widget_get_frame_clock(nativeWidget) {
                g_signal_connect_data(UnsafeMutableRawPointer(clock), "after-paint",
                                      unsafeBitCast(Self.paintThunk, to: GCallback.self), me, nil, GConnectFlags(0))
            }
        }

        private func drawn(_ cr: OpaquePointer?) {
            guard firstFrame == nil, characterCount >= expected || (expected == 0 && characterCount == 0) else { return }
            if widget == .view {
                // The text's own window, not just the view's border.
                guard let window = gtk_text_view_get_window(textView, GTK_TEXT_WINDOW_TEXT),
                      gtk_cairo_should_draw_window(cr, window) != 0 else { return }
            }
            textDrawn = true
        }

        private func painted() {
            guard textDrawn, firstFrame == nil else { return }
            firstFrame = Clock.nanoseconds()
        }

        private static let drawThunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, cr, data in
            let probe = Unmanaged<Probe>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let cr = cr
            MainActor.assumeIsolated { probe.drawn(cr) }
            return 0
        }

        private static let paintThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let probe = Unmanaged<Probe>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { probe.painted() }
        }

        /// Runs the loop until the frame clock has painted the widget once
        /// more: what a user sees between one command and the next (Select
        /// All's highlight before the Copy, say), so that drawing it is not
        /// counted in the next command's time.
        func waitForFrame() {
            guard let clock = gtk_widget_get_frame_clock(nativeWidget) else { return }
            let painted = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
            painted.initialize(to: false)
            defer { painted.deallocate() }
            let handler = g_signal_connect_data(UnsafeMutableRawPointer(clock), "after-paint",
                                                unsafeBitCast(Self.flagThunk, to: GCallback.self), painted, nil, GConnectFlags(0))
            gtk_widget_queue_draw(nativeWidget)
            _ = Loop.run(until: { painted.pointee }, timeout: 10)
            g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler)
        }

        private static let flagThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, flag in
            flag!.assumingMemoryBound(to: Bool.self).pointee = true
        }

        // MARK: Input

        /// Ctrl+`keyval`, pressed and released, as the X server would send it.
        func pressControl(_ keyval: Int32) {
            guard SyntheticInput.key(keyval, modifiers: GDK_CONTROL_MASK, in: nativeWidget) else { fail("no window to type into") }
        }

        // MARK: Undo probes

        func setText(_ text: String) {
            if let notes {
                notes.text = text
            } else {
                gtk_source_buffer_begin_not_undoable_action(sourceBuffer)
                gtk_text_buffer_set_text(buffer, text, -1)
                gtk_source_buffer_end_not_undoable_action(sourceBuffer)
            }
        }

        /// Select All, then Delete, as the user's one action.
        func selectAllAndDelete() {
            if let notes {
                notes.selectAll()
                notes.send(.delete, sender: .program)
            } else {
                var start = GtkTextIter(), end = GtkTextIter()
                gtk_text_buffer_get_bounds(buffer, &start, &end)
                gtk_text_buffer_select_range(buffer, &start, &end)
                gtk_text_buffer_delete_selection(buffer, 1, 1)
            }
        }

        /// Undo, as Ctrl+Z does: ours, or GtkSourceView's "undo" (which also
        /// scrolls to the caret).
        func undo() {
            if let notes { notes.undo() } else { cgtksource_emit(UnsafeMutableRawPointer(nativeWidget), "undo") }
        }

        func redo() {
            if let notes { notes.redo() } else { cgtksource_emit(UnsafeMutableRawPointer(nativeWidget), "redo") }
        }
    }
}

/// The longest turn of GLib's main loop: the time between two polls, read
/// by a poll function that wraps GLib's own.
@MainActor
enum MainLoopTurns {
    nonisolated(unsafe) private static var original: GPollFunc?
    nonisolated(unsafe) private static var lastReturn: Int64 = 0
    nonisolated(unsafe) private static var longest: Int64 = 0

    static func start() {
        if original == nil {
            original = g_main_context_get_poll_func(nil)
            g_main_context_set_poll_func(nil) { fds, count, timeout in
                let now = Clock.nanoseconds()
                if MainLoopTurns.lastReturn != 0 { MainLoopTurns.longest = max(MainLoopTurns.longest, now - MainLoopTurns.lastReturn) }
                let result = MainLoopTurns.original!(fds, count, timeout)
                MainLoopTurns.lastReturn = Clock.nanoseconds()
                return result
            }
        }
        lastReturn = Clock.nanoseconds()
        longest = 0
    }

    /// The longest turn since ``start()``, in ms.
    static func stop() -> Double {
        let now = Clock.nanoseconds()
        return Double(max(longest, now - lastReturn)) / 1e6
    }
}
