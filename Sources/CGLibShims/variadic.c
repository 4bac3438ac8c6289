// GLib's variadic functions and macros at the fixed arity GLibKit uses:
// Swift cannot call a C function with `...`, nor a macro with arguments.
#include "CGLibShims.h"

const GVariantType *cglib_variant_type_string(void) { return G_VARIANT_TYPE_STRING; }

void cglib_object_set_bool(gpointer object, const char *name, gboolean value) { g_object_set(object, name, value, NULL); }
void cglib_object_set_int(gpointer object, const char *name, gint value) { g_object_set(object, name, value, NULL); }
void cglib_object_set_double(gpointer object, const char *name, gdouble value) { g_object_set(object, name, value, NULL); }
void cglib_object_set_string(gpointer object, const char *name, const char *value) { g_object_set(object, name, value, NULL); }

gint cglib_object_get_int(gpointer object, const char *name) {
    gint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}

gboolean cglib_object_get_bool(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

gchar *cglib_object_dup_string(gpointer object, const char *name) {
    gchar *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

gpointer cglib_object_new_with_enum(GType type, const char *name, gint value) {
    return g_object_new(type, name, value, NULL);
}

void cglib_emit_action_signal(gpointer instance, const char *name) { g_signal_emit_by_name(instance, name); }

gboolean cglib_emit_pointer_signal(gpointer instance, const char *name, gpointer argument) {
    gboolean result = FALSE;
    g_signal_emit_by_name(instance, name, argument, &result);
    return result;
}
