// edit-menu-demo-gtk4: the classic edit-menu scenarios on GTK 4, in a
// libadwaita window (the GTK 3 demo's pages, ported).
import Foundation

// Before GTK: GApplication would refuse an option it does not know.
if CommandLine.arguments.dropFirst().contains("--version") {
    print("edit-menu-demo-gtk4 \(appVersion)")
    exit(0)
}
let status = MainActor.assumeIsolated { DemoApp().run() }
exit(status)
