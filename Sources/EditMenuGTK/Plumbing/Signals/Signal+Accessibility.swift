import CGtk

// What assistive technology is told: ATK's signals, heard by the tests the
// way the AT-SPI bridge hears them.

/// AtkObject `active-descendant-changed`: the child that is now active, if any.
package typealias AccessibleChildHandler = @MainActor (UnsafeMutablePointer<AtkObject>?) -> Void

private let accessibleChildThunk: @convention(c) (gpointer?, UnsafeMutablePointer<AtkObject>?, gpointer?) -> Void = {
    _, child, data in
    let handler = SignalBox<AccessibleChildHandler>.handler(data)
    nonisolated(unsafe) let child = child
    MainActor.assumeIsolated { handler(child) }
}

extension Signal where Handler == AccessibleChildHandler {
    /// AtkObject `active-descendant-changed`.
    package static var activeDescendantChanged: Self {
        Self("active-descendant-changed", thunk: unsafeBitCast(accessibleChildThunk, to: GCallback.self))
    }
}

/// AtkObject `state-change`: a state's name ("focused", "checked") and whether it is now set.
package typealias AccessibleStateHandler = @MainActor (String, Bool) -> Void

private let accessibleStateThunk: @convention(c) (gpointer?, UnsafePointer<CChar>?, gboolean, gpointer?) -> Void = {
    _, name, isSet, data in
    let handler = SignalBox<AccessibleStateHandler>.handler(data)
    let name = name.map { String(cString: $0) } ?? ""
    MainActor.assumeIsolated { handler(name, isSet != 0) }
}

extension Signal where Handler == AccessibleStateHandler {
    /// AtkObject `state-change`, every state.
    package static var accessibleStateChange: Self {
        Self("state-change", thunk: unsafeBitCast(accessibleStateThunk, to: GCallback.self))
    }
}
