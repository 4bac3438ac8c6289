import Foundation

/// Whether the demos' text field and notes check spelling, on either
/// toolkit: on, unless `EDIT_MENU_SPELLING=off` (the fuzzer's model of the
/// menus has no dictionary to predict suggestions with).
///
/// ```swift
/// notes.checksSpelling = DemoSpelling.isOn
/// ```
package enum DemoSpelling {
    package static var isOn: Bool {
        ProcessInfo.processInfo.environment["EDIT_MENU_SPELLING"] != "off"
    }
}
