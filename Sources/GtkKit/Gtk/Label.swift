import CGtk

extension Gtk {
    /// Text on screen, selectable or not (`GtkLabel`).
    package final class Label: Widget {
        override package class var gType: GType { gtk_label_get_type() }

        package convenience init(_ text: String?) { self.init(adopting: UnsafeMutableRawPointer(gtk_label_new(text))) }

        var label: UnsafeMutablePointer<GtkLabel> { pointer.assumingMemoryBound(to: GtkLabel.self) }

        package var text: String {
            get { GLib.string(gtk_label_get_text(label)) ?? "" }
            set { gtk_label_set_text(label, newValue) }
        }
        package var isSelectable: Bool {
            get { gtk_label_get_selectable(label) != 0 }
            set { gtk_label_set_selectable(label, newValue ? 1 : 0) }
        }
        /// The selection, in code points; nil when nothing is selected.
        package var selection: Range<Int>? {
            var start: gint = 0, end: gint = 0
            guard gtk_label_get_selection_bounds(label, &start, &end) != 0, start != end else { return nil }
            return Int(min(start, end))..<Int(max(start, end))
        }
        /// Selects code points `start` to `end` (-1: the end of the text).
        package func selectRegion(start: Int, end: Int) { gtk_label_select_region(label, gint(start), gint(end)) }

        package func setLineWrap(_ wraps: Bool) { gtk_label_set_line_wrap(label, wraps ? 1 : 0) }
        package func setXAlign(_ xalign: Float) { gtk_label_set_xalign(label, xalign) }
        /// Shows at most `characters` characters, ellipsized at the end.
        package func ellipsize(atMost characters: Int) {
            gtk_label_set_max_width_chars(label, gint(characters))
            gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END)
        }
    }

    /// A button (`GtkButton`).
    package class Button: Bin {
        override package class var gType: GType { gtk_button_get_type() }

        /// A button showing `label`.
        package convenience init(label: String) { self.init(adopting: UnsafeMutableRawPointer(gtk_button_new_with_label(label))) }

        var button: UnsafeMutablePointer<GtkButton> { pointer.assumingMemoryBound(to: GtkButton.self) }

        package var label: String? {
            get { GLib.string(gtk_button_get_label(button)) }
            set { gtk_button_set_label(button, newValue) }
        }
        /// Whether `_` in the label marks a mnemonic.
        package var usesUnderline: Bool {
            get { bool("use-underline") }
            set { gtk_button_set_use_underline(button, newValue ? 1 : 0) }
        }
        /// Shows `image` in the button.
        package func setImage(_ image: Image?) { gtk_button_set_image(button, image?.widget) }
        /// Draws no frame until hovered.
        package func setFlat() { gtk_button_set_relief(button, GTK_RELIEF_NONE) }
        /// Clicks it, as a press and release would.
        package func click() { gtk_button_clicked(button) }
    }

    /// A button that opens a menu made from a model (`GtkMenuButton`).
    package final class MenuButton: Button {
        override package class var gType: GType { gtk_menu_button_get_type() }

        package convenience init(menu: Gio.Menu) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_menu_button_new()))
            gtk_menu_button_set_menu_model(pointer.assumingMemoryBound(to: GtkMenuButton.self), menu.menuModel)
        }
    }

    /// An icon (`GtkImage`).
    package final class Image: Widget {
        override package class var gType: GType { gtk_image_get_type() }

        /// The icon theme's `iconName` at `size`.
        package convenience init(iconName: String, size: IconSize) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_image_new_from_icon_name(iconName, size.gtk)))
        }

        /// Draws the icon `pixels` tall, whatever its named size.
        package func setPixelSize(_ pixels: Int) { gtk_image_set_pixel_size(pointer.assumingMemoryBound(to: GtkImage.self), gint(pixels)) }
    }

    /// A named icon size.
    package enum IconSize: Sendable {
        case button, dialog
        var gtk: GtkIconSize { self == .button ? GTK_ICON_SIZE_BUTTON : GTK_ICON_SIZE_DIALOG }
    }

    /// A bar filling up as work progresses (`GtkProgressBar`).
    package final class ProgressBar: Widget {
        override package class var gType: GType { gtk_progress_bar_get_type() }

        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(gtk_progress_bar_new())) }

        var bar: UnsafeMutablePointer<GtkProgressBar> { pointer.assumingMemoryBound(to: GtkProgressBar.self) }

        /// How much is done, 0 to 1.
        package var fraction: Double {
            get { gtk_progress_bar_get_fraction(bar) }
            set { gtk_progress_bar_set_fraction(bar, min(max(newValue, 0), 1)) }
        }
        /// The text shown on the bar (shown once set).
        package var text: String? {
            get { GLib.string(gtk_progress_bar_get_text(bar)) }
            set {
                gtk_progress_bar_set_show_text(bar, 1)
                gtk_progress_bar_set_text(bar, newValue)
            }
        }
    }

    /// A spinning wheel (`GtkSpinner`).
    package final class Spinner: Widget {
        override package class var gType: GType { gtk_spinner_get_type() }
        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(gtk_spinner_new())) }
    }

    /// A widget that draws what its `draw` handlers draw (`GtkDrawingArea`).
    package final class DrawingArea: Widget {
        override package class var gType: GType { gtk_drawing_area_get_type() }
        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(gtk_drawing_area_new())) }
    }
}

extension Signal where Emitter: Gtk.Button, Handler == VoidHandler {
    /// `clicked`: a click, Enter or Space.
    package static var clicked: Self { Self(withoutArguments: "clicked") }
}
