import CGLib
import CGLibShims

extension GLib {
    /// A GObject, held: the wrapper owns exactly one reference for as long as
    /// it lives, and gives it back when it goes.
    ///
    /// Objects a constructor returns are *adopted*: a widget's floating
    /// reference is sunk and becomes ours, any other object's full reference
    /// is taken as it is. Objects someone else owns (a widget's parent, what
    /// a getter returns) are *retained*: the wrapper takes one more
    /// reference and leaves a floating one floating (a widget shown before
    /// it is put in a container is its creator's). GTK owns a new
    /// `GtkWindow`'s and a popover's first reference (the toplevel list, the
    /// relative widget), so those are retained, never adopted, or they would
    /// be released twice. An entry point that takes either a fresh widget or
    /// a held one *sinks* it.
    ///
    /// Two wrappers of one object are equal: identity is the object's.
    ///
    /// ```swift
    /// let label = Gtk.Label("Hello")            // adopted
    /// let parent = label.parent                 // retained, or nil
    /// let box = parent?.as(Gtk.Box.self)        // checked: nil unless it is a GtkBox
    /// ```
    ///
    /// `open` (so `public`) only because a toolkit's binding, another module,
    /// subclasses it, which `package` does not allow; GLibKit is no product,
    /// so nothing outside this package sees it.
    @MainActor
    open class Object: Hashable {
        /// The object. For the few C functions a binding has to call; no
        /// caller outside GtkKit needs it.
        nonisolated(unsafe) package let pointer: UnsafeMutableRawPointer

        /// The object as an opaque C pointer: what a public entry point that
        /// takes a widget made in C (`View(wrapping:)`) is given.
        package var opaque: OpaquePointer { OpaquePointer(pointer) }

        /// The GType instances of this class have: checked downcasts test it.
        open class var gType: GType { g_object_get_type() }

        /// Takes over the reference a constructor returned (sinking a
        /// floating one).
        public required init(adopting newObject: UnsafeMutableRawPointer) {
            pointer = newObject
            if g_object_is_floating(newObject) != 0 { g_object_ref_sink(newObject) }
            Liveness.note(.objectReference, +1)
        }

        /// Takes a reference of its own to an object somebody else owns.
        public required init(retaining existing: UnsafeMutableRawPointer) {
            pointer = existing
            g_object_ref(existing)
            Liveness.note(.objectReference, +1)
        }

        /// Takes a fresh object's floating reference, or a reference of its
        /// own to an object that has none (`g_object_ref_sink`): for a
        /// public entry point handed either (`View(wrapping:)`).
        public required init(sinking object: UnsafeMutableRawPointer) {
            pointer = object
            g_object_ref_sink(object)
            Liveness.note(.objectReference, +1)
        }

        isolated deinit {
            g_object_unref(pointer)
            Liveness.note(.objectReference, -1)
        }

        /// A wrapper of `object` (retained), or nil for NULL. The C function
        /// that returned it says what it is, so the type is not checked.
        package static func wrap(_ object: UnsafeMutableRawPointer?) -> Self? {
            object.map { Self(retaining: $0) }
        }

        /// A wrapper of `object` typed as `T`, or nil when it is not one: a
        /// checked downcast (`G_TYPE_CHECK_INSTANCE_TYPE`).
        package static func wrap<T: Object>(_ object: UnsafeMutableRawPointer?, as type: T.Type) -> T? {
            guard let object, isInstance(object, of: T.gType) else { return nil }
            return T(retaining: object)
        }

        /// A wrapper of an object made elsewhere (in C, by another binding),
        /// handed to a public entry point (`TextField(unsafeWidget:)`, named
        /// by `initializer`): it takes the object's floating reference, or a
        /// reference of its own. An object of another class, or one a Swift
        /// object already represents, stops the program with a message that
        /// says what it is: a programming error, like a wrong downcast.
        package static func madeElsewhere(_ object: OpaquePointer, by initializer: String) -> Self {
            let raw = UnsafeMutableRawPointer(object)
            let found = Object(retaining: raw)
            if let owner = found.representedObject {
                preconditionFailure("\(initializer): this \(found.typeName) is already \(type(of: owner))'s")
            }
            guard isInstance(raw, of: gType) else {
                preconditionFailure("\(initializer) takes a \(gTypeName); this is a \(found.typeName)")
            }
            return Self(sinking: raw)
        }

        /// This object as a `T`, or nil when it is not one.
        ///
        /// ```swift
        /// if let stack = popover.child?.as(Gtk.Stack.self) { … }
        /// ```
        package func `as`<T: Object>(_ type: T.Type) -> T? {
            if let same = self as? T { return same }
            return Self.wrap(pointer, as: type)
        }

        /// Whether this object is a `T` (or a subclass of one).
        package func `is`<T: Object>(_ type: T.Type) -> Bool {
            self is T || Self.isInstance(pointer, of: T.gType)
        }

        /// Whether the object's class derives from the one named `typeName`
        /// (for GTK's private classes, such as `GtkModelButton`, that have
        /// no header).
        package func `is`(typeNamed typeName: String) -> Bool {
            let type = g_type_from_name(typeName)
            return type != 0 && Self.isInstance(pointer, of: type)
        }

        /// The name of this class's GType (`GtkEntry`), for messages.
        package class var gTypeName: String { String(cString: g_type_name(gType)) }

        /// The name of the object's class (`GtkEntry`).
        package var typeName: String {
            String(cString: g_type_name(pointer.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type))
        }

        /// The object's reference count (for tests and diagnostics).
        package var referenceCount: UInt32 {
            pointer.assumingMemoryBound(to: GObject.self).pointee.ref_count
        }

        private static func isInstance(_ object: UnsafeMutableRawPointer, of type: GType) -> Bool {
            g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), type) != 0
        }

        nonisolated package static func == (lhs: Object, rhs: Object) -> Bool { lhs.pointer == rhs.pointer }
        nonisolated package func hash(into hasher: inout Hasher) { hasher.combine(pointer) }
    }
}

extension GLib.Object {
    // MARK: Properties (g_object_set/get, at the arities used)

    /// Sets a boolean property (`"visible"`, `"inconsistent"`).
    package func set(_ property: String, _ value: Bool) { cglib_object_set_bool(pointer, property, value ? 1 : 0) }
    /// Sets an integer or enumeration property.
    package func set(_ property: String, _ value: Int32) { cglib_object_set_int(pointer, property, value) }
    /// Sets a floating-point property.
    package func set(_ property: String, _ value: Double) { cglib_object_set_double(pointer, property, value) }
    /// Sets a string property.
    package func set(_ property: String, _ value: String?) { cglib_object_set_string(pointer, property, value) }

    /// A new object of `type` whose construct-only enumeration property
    /// `property` is `value` (a GTK 4 widget's "accessible-role"), as
    /// `g_object_new` returns it: for `init(adopting:)`.
    package static func newPointer(of type: GType, _ property: String, _ value: Int32) -> UnsafeMutableRawPointer {
        cglib_object_new_with_enum(type, property, value)
    }

    /// Reads a boolean property.
    package func bool(_ property: String) -> Bool { cglib_object_get_bool(pointer, property) != 0 }
    /// Reads an integer or enumeration property.
    package func int(_ property: String) -> Int32 { cglib_object_get_int(pointer, property) }
    /// Reads a string property.
    package func string(_ property: String) -> String? { cglib_object_dup_string(pointer, property).map(GLib.takeString) }

    // MARK: The Swift object that stands for this one

    /// The Swift object that represents this GObject (a library view for its
    /// widget), held unretained: the GObject must not keep its wrapper alive,
    /// and the wrapper sets it back to nil when it goes.
    package var representedObject: AnyObject? {
        get {
            g_object_get_qdata(pointer.assumingMemoryBound(to: GObject.self), GLib.representedObjectQuark)
                .map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
        }
        set {
            g_object_set_qdata(pointer.assumingMemoryBound(to: GObject.self), GLib.representedObjectQuark,
                               newValue.map { Unmanaged.passUnretained($0).toOpaque() })
        }
    }

    /// Data of GLib's own kind on the object (`g_object_set_data`): a small
    /// integer tag other C code reads.
    package func setTag(_ key: String, _ value: Int?) {
        g_object_set_data(pointer.assumingMemoryBound(to: GObject.self), key, value.map { UnsafeMutableRawPointer(bitPattern: $0) } ?? nil)
    }

    /// The tag set under `key`, or nil.
    package func tag(_ key: String) -> Int? {
        g_object_get_data(pointer.assumingMemoryBound(to: GObject.self), key).map { Int(bitPattern: $0) }
    }
}

extension GLib {
    @MainActor static let representedObjectQuark = g_quark_from_static_string("edit-menu-swift-wrapper")
}
