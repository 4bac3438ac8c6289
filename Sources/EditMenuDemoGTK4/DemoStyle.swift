import GtkKit4

/// The demo's own look, above libadwaita's: the hold-to-copy target and its
/// highlight (GTK 3's `DemoStyle`, in GTK 4's CSS), and the colour tiles
/// (which GTK 3's demo draws with cairo).
@MainActor
enum DemoStyle {
    private static var isInstalled = false

    /// Adds the style sheet once; call it when GTK has a display.
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        Gtk.Style.add("""
            label.hold-highlight {
                background-color: #241f31;
                color: #ffffff;
            }
            label.hold-target {
                padding: 12px;
                border: 1px dashed alpha(currentColor, 0.4);
                border-radius: 6px;
            }
            box.tile { margin: 4px; border-radius: 4px; }
            box.tile-red { background-color: #e01b24; }
            box.tile-black { background-color: #1a1a1a; }
            box.tile-empty { border: 2px dashed #9a9996; }
            """)
    }
}
