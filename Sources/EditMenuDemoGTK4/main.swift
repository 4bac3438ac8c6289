// edit-menu-demo-gtk4: the classic edit-menu scenarios on GTK 4, in a
// libadwaita window (the GTK 3 demo's pages, ported).
import DemoScenarios
import EditMenuGTK4
import Foundation

// Before GTK: GApplication would refuse an option it does not know.
if CommandLine.arguments.dropFirst().contains("--version") {
    print("edit-menu-demo-gtk4 \(appVersion)")
    exit(0)
}
let status = MainActor.assumeIsolated {
    // The GTK 3 demo's words (one text domain), bound before GTK starts.
    DemoTranslations.bind()
    EditMenuGTK4.install { configuration in configuration.undoStepNames = DemoTranslations.undoStepNames }
    return DemoApp().run()
}
exit(status)
