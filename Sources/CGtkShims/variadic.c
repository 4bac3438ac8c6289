// GLib's variadic functions at the fixed arity GtkKit uses: Swift cannot
// call a C function with `...`.
#include "CGtkShims.h"

void cgtk_object_set_bool(gpointer object, const char *name, gboolean value) { g_object_set(object, name, value, NULL); }
void cgtk_object_set_int(gpointer object, const char *name, gint value) { g_object_set(object, name, value, NULL); }
void cgtk_object_set_double(gpointer object, const char *name, gdouble value) { g_object_set(object, name, value, NULL); }
void cgtk_object_set_string(gpointer object, const char *name, const char *value) { g_object_set(object, name, value, NULL); }

gint cgtk_object_get_int(gpointer object, const char *name) {
    gint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}

gboolean cgtk_object_get_bool(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

gchar *cgtk_object_dup_string(gpointer object, const char *name) {
    gchar *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

gint cgtk_settings_get_int(GtkSettings *settings, const char *name) { return cgtk_object_get_int(settings, name); }

void cgtk_emit_action_signal(gpointer instance, const char *name) { g_signal_emit_by_name(instance, name); }

void cgtk_emit_action_signal_with_string(gpointer instance, const char *name, const char *string) {
    g_signal_emit_by_name(instance, name, string);
}

void cgtk_emit_active_descendant_changed(AtkObject *container, AtkObject *child) {
    g_signal_emit_by_name(container, "active-descendant-changed", child);
}

void cgtk_application_set_accel(GtkApplication *app, const char *action, const char *accel) {
    const char *accels[] = { accel, NULL };
    gtk_application_set_accels_for_action(app, action, accels);
}
