// edit-menu-demo: every classic edit-menu scenario in one GNOME app.
import Foundation

// Before GTK: GApplication would refuse an option it does not know.
if CommandLine.arguments.dropFirst().contains("--version") {
    print("edit-menu-demo \(appVersion)")
    exit(0)
}
Translations.install()
let demo = DemoApp()
exit(demo.run())
