import EditMenu
import EditMenuText
import Foundation

/// Writes each change of the general pasteboard into the event log, with its
/// change count: what a copy did shows even when nothing else says so.
@MainActor
package final class ClipboardLogger {
    // Kept for the logger's life, which is the app's: the demos never stop
    // logging, so the observer is never removed.
    private let observer: NSObjectProtocol

    package init(log: @escaping DemoLog) {
        observer = NotificationCenter.default.addObserver(
            forName: Pasteboards.changedNotification, object: nil, queue: nil
        ) { notification in
            // Posted on the main thread by the pasteboards themselves.
            nonisolated(unsafe) let object = notification.object as AnyObject?
            MainActor.assumeIsolated {
                guard object === Pasteboards.general else { return }
                log(tr("Clipboard changed (change %d)", Pasteboards.general.changeCount))
            }
        }
    }
}
