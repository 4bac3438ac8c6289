// Casts, type checks and macro constants, as functions Swift can call.
#include "CGtkShims.h"

GtkContainer *cgtk_container(gpointer object) { return GTK_CONTAINER(object); }
GtkWindow *cgtk_window(gpointer object) { return GTK_WINDOW(object); }
GApplication *cgtk_application(gpointer object) { return G_APPLICATION(object); }
GActionMap *cgtk_action_map(gpointer object) { return G_ACTION_MAP(object); }
GActionGroup *cgtk_action_group(gpointer object) { return G_ACTION_GROUP(object); }
GMenuModel *cgtk_menu_model(gpointer object) { return G_MENU_MODEL(object); }
GtkStyleContext *cgtk_style_context(gpointer widget) { return gtk_widget_get_style_context(GTK_WIDGET(widget)); }

gboolean cgtk_is_label(gpointer object) { return object != NULL && GTK_IS_LABEL(object); }
gboolean cgtk_is_stack(gpointer object) { return object != NULL && GTK_IS_STACK(object); }
gboolean cgtk_is_menu(gpointer object) { return object != NULL && GTK_IS_MENU(object); }
gboolean cgtk_is_model_button(gpointer object) { return object != NULL && GTK_IS_MODEL_BUTTON(object); }

gboolean cgtk_display_is_wayland(GdkDisplay *display) {
    GType wayland = g_type_from_name("GdkWaylandDisplay");
    return display != NULL && wayland != 0 && g_type_is_a(G_OBJECT_TYPE(display), wayland);
}

