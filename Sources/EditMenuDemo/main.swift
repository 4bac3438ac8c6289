// edit-menu-demo: every classic edit-menu scenario in one GNOME app.
import Foundation

let demo = DemoApp()
exit(demo.run())
