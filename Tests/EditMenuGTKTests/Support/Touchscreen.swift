import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import Foundation

/// A touchscreen device for synthesized touches, made in-process.
///
/// Xvfb and headless sway have no touchscreen, and GTK reads a touch's
/// device to decide what it is (GtkEntry shows its selection handles for a
/// touchscreen; the edit menu opens compact). GDK 3 device objects are plain
/// GObjects, so the test makes one of the backend's own device class with
/// `input-source` = touchscreen and sends touches from it, as the X server
/// or the compositor would from a real panel.
@MainActor
enum Touchscreen {
    /// The device, or nil when the backend's device class is unknown.
    static let device: OpaquePointer? = make()

    private static func make() -> OpaquePointer? {
        guard let display = gdk_display_get_default() else { return nil }
        let className = cgtk_display_is_wayland(display) != 0 ? "GdkWaylandDevice" : "GdkX11DeviceXI2"
        let type = g_type_from_name(className)
        guard type != 0 else { return nil }
        var properties: [(String, GValue)] = [
            ("display", objectValue(UnsafeMutableRawPointer(display), type: gdk_display_get_type())),
            ("device-manager", objectValue(UnsafeMutableRawPointer(gdk_display_get_device_manager(display)),
                                           type: gdk_device_manager_get_type())),
            ("seat", objectValue(UnsafeMutableRawPointer(gdk_display_get_default_seat(display)), type: gdk_seat_get_type())),
            ("name", stringValue("Synthesized touchscreen")),
            ("type", enumValue(Int32(GDK_DEVICE_TYPE_SLAVE.rawValue), type: gdk_device_type_get_type())),
            ("input-source", enumValue(Int32(GDK_SOURCE_TOUCHSCREEN.rawValue), type: gdk_input_source_get_type())),
            ("input-mode", enumValue(Int32(GDK_MODE_SCREEN.rawValue), type: gdk_input_mode_get_type())),
            ("has-cursor", booleanValue(false)),
        ]
        if className == "GdkX11DeviceXI2" { properties.append(("device-id", intValue(7043))) }
        let names = properties.map { strdup($0.0).map { UnsafePointer($0) } }
        defer { names.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        var values = properties.map(\.1)
        let object = names.withUnsafeBufferPointer { names in
            values.withUnsafeMutableBufferPointer { values in
                g_object_new_with_properties(type, guint(names.count),
                                             UnsafeMutablePointer(mutating: names.baseAddress), values.baseAddress)
            }
        }
        for index in values.indices { g_value_unset(&values[index]) }
        return object.map { OpaquePointer($0) }
    }

    /// A GValue of `type`, filled by `set`.
    private static func value(_ type: GType, _ set: (UnsafeMutablePointer<GValue>) -> Void) -> GValue {
        var value = GValue()
        g_value_init(&value, type)
        set(&value)
        return value
    }

    private static func objectValue(_ object: UnsafeMutableRawPointer, type: GType) -> GValue {
        value(type) { g_value_set_object($0, object) }
    }

    private static func stringValue(_ string: String) -> GValue {
        value(GType(16 << 2)) { g_value_set_string($0, string) }   // G_TYPE_STRING
    }

    private static func enumValue(_ raw: Int32, type: GType) -> GValue {
        value(type) { g_value_set_enum($0, raw) }
    }

    private static func booleanValue(_ flag: Bool) -> GValue {
        value(GType(5 << 2)) { g_value_set_boolean($0, flag ? 1 : 0) }   // G_TYPE_BOOLEAN
    }

    private static func intValue(_ number: Int32) -> GValue {
        value(GType(6 << 2)) { g_value_set_int($0, number) }   // G_TYPE_INT
    }
}
