import EditMenuGTK

/// The demo's own CSS: the hold-to-copy highlight.
@MainActor
enum DemoStyle {
    static func install() {
        Style.add("""
        label.hold-highlight {
            background-color: #241f31;
            color: #ffffff;
            border-radius: 6px;
        }
        label.hold-target {
            padding: 12px;
            border: 1px dashed alpha(currentColor, 0.4);
            border-radius: 6px;
        }
        """)
    }
}
