// CGLibShims: the few C functions GLibKit needs that GLib's headers do not
// give Swift directly: macros (G_VARIANT_TYPE_STRING) and variadic functions
// (g_object_set, g_signal_emit_by_name), at the fixed arity GLibKit uses.
// Toolkit-neutral: GTK 3's and GTK 4's bindings both build on it. Every
// function is prefixed `cglib_`.
#ifndef CGLIB_SHIMS_H
#define CGLIB_SHIMS_H

#include <gio/gio.h>

// MARK: - Dispatch main queue <-> GLib main loop
//
// GLib's loop does not drain Dispatch's main queue, so `Task { @MainActor in }`
// and `DispatchQueue.main.async` would stall while the toolkit's loop runs.
// libdispatch exposes the main queue's wake-up eventfd and its drain function
// for exactly this purpose (CoreFoundation uses them to run the queue from a
// run loop). GLibKit's MainLoop watches the fd with g_unix_fd_add and drains
// on wake-up.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *msg);

// MARK: - Constants that are macros

/// G_VARIANT_TYPE_STRING (a radio item's state).
const GVariantType *cglib_variant_type_string(void);

// MARK: - Variadic functions, at the fixed arity we use

/// g_object_set(object, name, value, NULL) for each kind of property we set.
void cglib_object_set_bool(gpointer object, const char *name, gboolean value);
void cglib_object_set_int(gpointer object, const char *name, gint value);
void cglib_object_set_double(gpointer object, const char *name, gdouble value);
void cglib_object_set_string(gpointer object, const char *name, const char *value);
/// g_object_get(object, name, &value, NULL) for each kind of property we read.
gint cglib_object_get_int(gpointer object, const char *name);
gboolean cglib_object_get_bool(gpointer object, const char *name);
/// A string property's value, newly allocated: g_free it.
gchar *cglib_object_dup_string(gpointer object, const char *name);
/// g_object_new(type, name, value, NULL) for a construct-only enum property
/// (a GTK 4 widget's "accessible-role"); the new object, floating if its
/// type is.
gpointer cglib_object_new_with_enum(GType type, const char *name, gint value);
/// g_signal_emit_by_name for an action signal without arguments or result
/// ("copy-clipboard", "insert-emoji", ...).
void cglib_emit_action_signal(gpointer instance, const char *name);
/// g_signal_emit_by_name for a signal with one pointer argument and a
/// boolean result (GdkSurface's "event"); the result.
gboolean cglib_emit_pointer_signal(gpointer instance, const char *name, gpointer argument);

#endif
