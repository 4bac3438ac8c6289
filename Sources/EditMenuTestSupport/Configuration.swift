import EditMenu

/// Runs `body` with the edit-menu system configured as `amend` makes the
/// configuration in force, then puts that configuration back: how a test
/// swaps the pasteboards, the presenter factory, the title localizer or the
/// diagnostics handler without leaking them into the next test.
///
/// ```swift
/// let spy = InMemoryPasteboard.withUniqueName()
/// withEditMenuConfiguration({ configuration in configuration.pasteboard = { _ in spy } }) {
///     Pasteboards.general.setString("x")   // goes to spy
/// }
/// ```
@MainActor
public func withEditMenuConfiguration<Result>(_ amend: (inout EditMenuSystem.Configuration) -> Void,
                                             _ body: () throws -> Result) rethrows -> Result {
    let saved = EditMenuSystem.configuration
    let wasBootstrapped = EditMenuSystem.isBootstrapped
    var configuration = saved
    amend(&configuration)
    EditMenuSystem.bootstrapInternal(configuration)
    defer { EditMenuSystem.bootstrapInternal(wasBootstrapped ? saved : nil) }
    return try body()
}

/// Changes the configuration in force for the rest of the process (a test
/// case's set-up), bootstrapped or not.
@MainActor
public func amendEditMenuConfiguration(_ amend: (inout EditMenuSystem.Configuration) -> Void) {
    var configuration = EditMenuSystem.configuration
    amend(&configuration)
    EditMenuSystem.bootstrapInternal(configuration)
}
