import CGtk

/// Holds exactly one reference to a GObject for as long as it lives.
///
/// Widgets are created *floating*; `g_object_ref_sink` turns that floating
/// reference into ours. Objects created with a full reference (a gesture,
/// a `GMenu`, a `GSimpleAction`) are adopted as they are. Either way the
/// Swift side owns one reference and gives it back in `deinit`, so the GObject
/// lives at least as long as its wrapper and GTK is free to hold more.
@MainActor
package final class GObjectRef {
    /// The GObject this reference keeps alive.
    package let pointer: UnsafeMutableRawPointer

    /// Takes ownership of a newly created object: sinks a floating reference,
    /// or adopts the full reference the constructor returned. Not for
    /// `GtkWindow`s: GTK owns their initial reference (use `retaining`).
    init(adopting newObject: UnsafeMutableRawPointer) {
        pointer = newObject
        if g_object_is_floating(newObject) != 0 {
            g_object_ref_sink(newObject)
        }
        LiveCounts._objectReferences.add(1, ordering: .relaxed)
    }

    /// Takes an additional reference to an object somebody else owns.
    init(retaining existing: UnsafeMutableRawPointer) {
        pointer = existing
        g_object_ref_sink(existing)
        LiveCounts._objectReferences.add(1, ordering: .relaxed)
    }

    isolated deinit {
        g_object_unref(pointer)
        LiveCounts._objectReferences.subtract(1, ordering: .relaxed)
    }

    /// The object's current reference count (for tests and diagnostics).
    var referenceCount: UInt32 {
        pointer.assumingMemoryBound(to: GObject.self).pointee.ref_count
    }

    /// The pointer typed as a GTK struct, e.g. `ref.as(GtkLabel.self)`.
    func `as`<T>(_ type: T.Type) -> UnsafeMutablePointer<T> {
        pointer.assumingMemoryBound(to: type)
    }
}

/// Finds the Swift object that represents a GObject, from C.
///
/// The Swift object is stored *unretained* as qdata on the GObject: the
/// GObject does not keep its wrapper alive (that would be a cycle), and the
/// wrapper removes itself in `deinit`.
@MainActor
enum WrapperRegistry {
    private static let quark = g_quark_from_static_string("edit-menu-swift-wrapper")

    static func associate(_ wrapper: AnyObject, with object: UnsafeMutableRawPointer) {
        g_object_set_qdata(object.assumingMemoryBound(to: GObject.self), quark,
                           Unmanaged.passUnretained(wrapper).toOpaque())
    }

    static func dissociate(_ object: UnsafeMutableRawPointer) {
        g_object_set_qdata(object.assumingMemoryBound(to: GObject.self), quark, nil)
    }

    static func wrapper(of object: UnsafeMutableRawPointer?) -> AnyObject? {
        guard let object,
              let raw = g_object_get_qdata(object.assumingMemoryBound(to: GObject.self), quark)
        else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue()
    }
}
