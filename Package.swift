// swift-tools-version:6.1
//
// Edit menus for GTK, the Swift way.
//
// Layers (dependencies point down only; see ARCHITECTURE.md):
//   EditMenuDemo ─┐
//                 ├─> EditMenuGTK ─> EditMenuText (text editing, paste, undo: no toolkit) ─> EditMenu, GLibKit
//                 │              ├─> EditMenuGio (the menu as a GMenu of GActions, both toolkits) ─> EditMenuText
//                 │              ├─> EditMenu (pure Swift, no GTK)
//                 │              ├─> GtkKit   (typed Swift over GTK 3) ─> CGtk, CGtkShims
//                 │              ├─> EditMenuSpelling (the desktop's dictionaries, both toolkits) ─> CEnchant, CPango
//                 │              ├─> CX11     (GDK's X11 side, for large clipboard transfers)
//                 │              └─> X11Transfers (large copies to X11 clients, both toolkits) ─> CXlib, GLibKit
//   EditMenuDemoGTK4 ─> EditMenuGTK4 ─> EditMenuText, EditMenuGio, EditMenuSpelling, GtkKit4 (typed Swift over GTK 4), CGdk4X11, X11Transfers
//   both demos ─> DemoScenarios (what they share, no toolkit) ─> EditMenu, EditMenuText
import PackageDescription

let package = Package(
    name: "EditMenu",
    products: [
        .library(name: "EditMenu", targets: ["EditMenu"]),
        .library(name: "EditMenuGTK", targets: ["EditMenuGTK"]),
        .executable(name: "edit-menu-demo", targets: ["EditMenuDemo"]),
        .executable(name: "edit-menu-bench", targets: ["EditMenuBench"]),
        // GTK 4: never linked into a binary with the GTK 3 targets above (the
        // two export the same C symbols); see docs/gtk4.md.
        .library(name: "EditMenuGTK4", targets: ["EditMenuGTK4"]),
        .executable(name: "edit-menu-demo-gtk4", targets: ["EditMenuDemoGTK4"]),
        .executable(name: "edit-menu-bench-gtk4", targets: ["EditMenuBenchGTK4"]),
        .executable(name: "edit-menu-adoption-example-gtk4", targets: ["AdoptionExampleGTK4"]),
    ],
    targets: [
        // GLib, GObject and Gio: what both toolkits' bindings share.
        .systemLibrary(
            name: "CGLib",
            pkgConfig: "gio-2.0",
            providers: [.apt(["libglib2.0-dev"])]
        ),
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // GDK's X11 side, for the clipboard transfers EditMenuGTK does itself.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11",
            providers: [.apt(["libx11-dev"])]
        ),
        // Xlib alone, no toolkit: the clipboard protocol X11Transfers speaks.
        .systemLibrary(
            name: "CXlib",
            pkgConfig: "x11",
            providers: [.apt(["libx11-dev"])]
        ),
        // Large clipboard copies to other X11 clients, served in pieces
        // (ICCCM INCR) for both toolkits, from the X events their GDK sees.
        .target(name: "X11Transfers", dependencies: ["CXlib", "GLibKit"]),
        // Enchant 2: the desktop's spelling dictionaries (hunspell, aspell,
        // hspell), with no toolkit: what gspell, GTK 3's spelling library, is built on.
        .systemLibrary(
            name: "CEnchant",
            pkgConfig: "enchant-2",
            providers: [.apt(["libenchant-2-dev"])]
        ),
        // Pango alone, no toolkit: which scripts a language is written in,
        // and where words start and end.
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pango",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        // GtkSourceView 4: the benchmark's baseline for undo.
        .systemLibrary(
            name: "CGtkSourceView",
            pkgConfig: "gtksourceview-4",
            providers: [.apt(["libgtksourceview-4-dev"])]
        ),
        // What Swift cannot import from GTK's headers: macros, variadic
        // functions, and the GObject subclasses for accessibility.
        .target(name: "CGtkShims", dependencies: ["CGtk"]),
        // The same for GLib alone (g_object_set, G_VARIANT_TYPE_STRING).
        .target(name: "CGLibShims", dependencies: ["CGLib"]),
        .target(name: "EditMenu"),
        // The typed Swift side of GLib, GObject and Gio, shared by both toolkits' bindings.
        .target(name: "GLibKit", dependencies: ["CGLib", "CGLibShims"]),
        // The typed Swift side of GTK 3 and the C libraries under it.
        .target(name: "GtkKit", dependencies: ["GLibKit", "CGtk", "CGtkShims"]),
        // Text editing written once for both toolkits: the paste checks, undo
        // recording, the text actions, over a storage each toolkit implements.
        .target(name: "EditMenuText", dependencies: ["EditMenu", "GLibKit"]),
        // The menu as both toolkits' popover menus take it: a GMenu of GActions,
        // cut into pages.
        .target(name: "EditMenuGio", dependencies: ["EditMenu", "EditMenuText", "GLibKit"]),
        // Spelling written once for both toolkits: the desktop's dictionaries
        // through Enchant, and the underlines and menu of a text widget over
        // its storage.
        .target(name: "EditMenuSpelling", dependencies: ["EditMenu", "EditMenuText", "GLibKit", "CEnchant", "CPango"]),
        .target(name: "EditMenuGTK", dependencies: ["EditMenu", "EditMenuText", "EditMenuGio", "EditMenuSpelling", "GtkKit", "CGtk", "CX11", "X11Transfers"]),
        // GTK 4, beside GTK 3 and sharing EditMenu and GLibKit with it.
        .systemLibrary(
            name: "CGtk4",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // libadwaita 1 (GNOME's GTK 4 widgets), for the GTK 4 demo's shell.
        .systemLibrary(
            name: "CAdwaita",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        // GDK 4's X11 side, in C: the Xlib display, X error traps, and a
        // hook that sees each X event before GDK's own handlers.
        .target(name: "CGdk4X11", dependencies: ["CGtk4"]),
        .target(name: "GtkKit4", dependencies: ["GLibKit", "CGtk4", "CAdwaita"]),
        .target(name: "EditMenuGTK4", dependencies: ["EditMenu", "EditMenuText", "EditMenuGio", "EditMenuSpelling", "GtkKit4", "CGdk4X11", "X11Transfers"]),
        // What the two demos share, with no toolkit: their custom actions and
        // items, the Basics field's rules, the log's lines, the tiles' colours.
        .target(name: "DemoScenarios", dependencies: ["EditMenu", "EditMenuText"]),
        .executableTarget(name: "EditMenuDemoGTK4", dependencies: ["DemoScenarios", "EditMenuGTK4", "EditMenu", "GtkKit4"],
                          plugins: ["VersionSource"]),
        // An app's own widgets, made in C, given our menus (init(unsafeWidget:)).
        .executableTarget(name: "AdoptionExampleGTK4", dependencies: ["EditMenuGTK4", "CGtk4"]),
        // The GTK 4 bench: our menu against GTK 4's own, on GTK 4 alone.
        .executableTarget(name: "EditMenuBenchGTK4",
                          dependencies: ["EditMenuGTK4", "EditMenu", "GtkKit4", "BenchSupport", "CGtk4"]),
        // The app's version comes from VERSION (Plugins/VersionSource).
        .executableTarget(name: "EditMenuDemo", dependencies: ["DemoScenarios", "EditMenuGTK", "EditMenu", "GtkKit"],
                          plugins: ["VersionSource"]),
        .plugin(name: "VersionSource", capability: .buildTool()),
        // What both benches share, with no toolkit: statistics, the table, the
        // clock, the main-loop driver and the frame counter (GLib only).
        .target(name: "BenchSupport", dependencies: ["CGLib"]),
        .executableTarget(name: "EditMenuBench", dependencies: ["BenchSupport", "EditMenuGTK", "EditMenuGio", "EditMenu", "GtkKit", "EditMenuTestSupport", "EditMenuGTKTestSupport", "CGtk", "CGtkShims", "CGtkSourceView"]),
        // What the tests share: configuring the system for one test, counting live objects.
        .target(name: "EditMenuTestSupport", dependencies: ["EditMenu", "GtkKit"]),
        // The C views of the library's GtkKit objects that GTK tests and the bench poke GTK with.
        .target(name: "EditMenuGTKTestSupport", dependencies: ["EditMenuGTK", "GtkKit", "EditMenuTestSupport", "CGtk"]),
        .testTarget(name: "EditMenuTests", dependencies: ["EditMenu", "EditMenuTestSupport"]),
        // The shared text core over an in-memory storage: no toolkit, no display.
        .testTarget(name: "EditMenuTextTests", dependencies: ["EditMenuText", "EditMenu", "GLibKit"],
                    // What browsers and LibreOffice put on the clipboard, for the HTML reader.
                    resources: [.copy("Fixtures")]),
        // The desktop's dictionaries through Enchant: no toolkit, no display.
        .testTarget(name: "EditMenuSpellingTests", dependencies: ["EditMenuSpelling", "EditMenu"]),
        .testTarget(name: "EditMenuGTKTests", dependencies: ["EditMenuGTK", "EditMenuGio", "EditMenu", "GtkKit", "EditMenuTestSupport", "EditMenuGTKTestSupport", "CGtk", "CGtkShims"]),
    ],
    swiftLanguageModes: [.v6]
)
