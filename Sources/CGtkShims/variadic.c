// GTK's variadic functions at the fixed arity GtkKit uses: Swift cannot
// call a C function with `...`. GLib's own are in CGLibShims.
#include "CGtkShims.h"

gint cgtk_settings_get_int(GtkSettings *settings, const char *name) {
    gint value = 0;
    g_object_get(settings, name, &value, NULL);
    return value;
}

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
