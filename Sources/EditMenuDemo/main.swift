// edit-menu-demo: every classic edit-menu scenario in one GNOME app.
import Foundation

Translations.install()
let demo = DemoApp()
exit(demo.run())
