/// Where a demo writes its event-log lines. Each toolkit's `EventLog` is a
/// widget, so the shared code takes only its `append`.
package typealias DemoLog = @MainActor (String) -> Void
