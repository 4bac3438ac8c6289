// CGtk: the C side of EditMenuGTK.
//
// Swift imports GTK's functions and structs directly; what it cannot import are
// macros (TRUE, G_CALLBACK, GTK_WIDGET(x), GDK_SELECTION_CLIPBOARD, ...) and
// variadic functions (g_object_set, gtk_application_set_accels_for_action's
// NULL-terminated arrays, ...). The few we need are re-exposed here as small
// static-inline shims, every one prefixed `cgtk_` so a reader can tell at a
// glance which calls are ours and which are GTK's.
#ifndef CGTK_H
#define CGTK_H

#define GDK_DISABLE_DEPRECATION_WARNINGS 1
#include <gtk/gtk.h>
#include <gtk/gtk-a11y.h>
#include <glib-unix.h>
#include <libintl.h>   // bindtextdomain, textdomain: the application's gettext domain

// MARK: - Dispatch main queue <-> GLib main loop
//
// GTK's loop does not drain Dispatch's main queue, so `Task { @MainActor in }`
// and `DispatchQueue.main.async` would stall while gtk_main runs. libdispatch
// exposes the main queue's wake-up eventfd and its drain function for exactly
// this purpose (CoreFoundation uses them to run the queue from a run loop).
// EditMenuGTK watches the fd with g_unix_fd_add and drains on wake-up: no timer.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *msg);

// MARK: - Casts (GTK_WIDGET(x) and friends are macros)

static inline GObject *cgtk_object(gpointer p) { return G_OBJECT(p); }
static inline GtkWidget *cgtk_widget(gpointer p) { return GTK_WIDGET(p); }
static inline gboolean cgtk_is_widget(gpointer p) { return p != NULL && GTK_IS_WIDGET(p); }
static inline GtkContainer *cgtk_container(gpointer p) { return GTK_CONTAINER(p); }
static inline gboolean cgtk_is_container(gpointer p) { return p != NULL && GTK_IS_CONTAINER(p); }
/// G_VARIANT_TYPE_STRING, a macro Swift cannot import (a radio item's state).
static inline const GVariantType *cgtk_variant_type_string(void) { return G_VARIANT_TYPE_STRING; }
static inline gboolean cgtk_is_button(gpointer p) { return p != NULL && GTK_IS_BUTTON(p); }
static inline gboolean cgtk_is_label(gpointer p) { return p != NULL && GTK_IS_LABEL(p); }
static inline gboolean cgtk_is_stack(gpointer p) { return p != NULL && GTK_IS_STACK(p); }
static inline gboolean cgtk_is_menu(gpointer p) { return p != NULL && GTK_IS_MENU(p); }
static inline gboolean cgtk_is_popover(gpointer p) { return p != NULL && GTK_IS_POPOVER(p); }
/// GtkModelButton (the items of a menu-model popover) has no public header.
static inline gboolean cgtk_is_model_button(gpointer p) {
    return p != NULL && g_type_is_a(G_OBJECT_TYPE(p), g_type_from_name("GtkModelButton"));
}
static inline GtkWindow *cgtk_window(gpointer p) { return GTK_WINDOW(p); }
static inline GApplication *cgtk_application(gpointer p) { return G_APPLICATION(p); }
static inline GActionMap *cgtk_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GActionGroup *cgtk_action_group(gpointer p) { return G_ACTION_GROUP(p); }
static inline GMenuModel *cgtk_menu_model(gpointer p) { return G_MENU_MODEL(p); }
static inline GtkStyleContext *cgtk_style_context(gpointer widget) {
    return gtk_widget_get_style_context(GTK_WIDGET(widget));
}

// MARK: - Constants that are macros

/// Whether `display` is a Wayland one (GDK_IS_WAYLAND_DISPLAY without
/// gdkwayland.h: the type is registered only when the backend is built in).
static inline gboolean cgtk_display_is_wayland(GdkDisplay *display) {
    GType wayland = g_type_from_name("GdkWaylandDisplay");
    return display != NULL && wayland != 0 && g_type_is_a(G_OBJECT_TYPE(display), wayland);
}
static inline GdkAtom cgtk_atom_clipboard(void) { return gdk_atom_intern_static_string("CLIPBOARD"); }
static inline GdkAtom cgtk_atom_primary(void) { return gdk_atom_intern_static_string("PRIMARY"); }
static inline guint cgtk_priority_default(void) { return G_PRIORITY_DEFAULT; }
static inline gint cgtk_priority_low(void) { return G_PRIORITY_LOW; }

// MARK: - Variadic functions, at the fixed arity we use

/// g_object_set(object, name, value, NULL) for a boolean property.
static inline void cgtk_object_set_bool(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}
/// g_object_set(object, name, value, NULL) for an int or enum property.
static inline void cgtk_object_set_int(gpointer object, const char *name, gint value) {
    g_object_set(object, name, value, NULL);
}
/// g_object_set(object, name, value, NULL) for a double property.
static inline void cgtk_object_set_double(gpointer object, const char *name, gdouble value) {
    g_object_set(object, name, value, NULL);
}
/// g_object_get(object, name, &value, NULL) for an int property (GtkSettings
/// values such as gtk-long-press-time).
static inline gint cgtk_settings_get_int(GtkSettings *settings, const char *name) {
    gint value = 0;
    g_object_get(settings, name, &value, NULL);
    return value;
}
/// g_object_get(object, name, &value, NULL) for an int or enum property.
static inline gint cgtk_object_get_int(gpointer object, const char *name) {
    gint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}
/// g_object_get(object, name, &value, NULL) for a boolean property.
static inline gboolean cgtk_object_get_bool(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}
/// g_object_get(object, name, &value, NULL) for a string property; g_free it.
static inline gchar *cgtk_object_dup_string(gpointer object, const char *name) {
    gchar *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}
/// g_signal_emit_by_name for an action signal without arguments or result
/// ("insert-emoji", "copy-clipboard", ...).
static inline void cgtk_emit_action_signal(gpointer instance, const char *name) {
    g_signal_emit_by_name(instance, name);
}
/// g_signal_emit_by_name for an action signal with one string argument
/// ("insert-at-cursor").
static inline void cgtk_emit_action_signal_with_string(gpointer instance, const char *name, const char *string) {
    g_signal_emit_by_name(instance, name, string);
}
/// AtkObject "active-descendant-changed": the item a menu highlights while
/// the keyboard stays elsewhere, for screen readers.
static inline void cgtk_emit_active_descendant_changed(AtkObject *container, AtkObject *child) {
    g_signal_emit_by_name(container, "active-descendant-changed", child);
}
/// g_object_set(object, name, value, NULL) for a string property.
static inline void cgtk_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}
/// gtk_application_set_accels_for_action with a single accelerator
/// (the C API takes a NULL-terminated array).
static inline void cgtk_application_set_accel(GtkApplication *app, const char *action, const char *accel) {
    const char *accels[] = { accel, NULL };
    gtk_application_set_accels_for_action(app, action, accels);
}

// Shims grouped by concern live in headers of their own.
#include "CGtkA11y.h"

#endif
