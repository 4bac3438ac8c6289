// CGtkShims: the few C functions GtkKit needs that GTK's headers do not give
// Swift directly.
//
// Swift imports GTK's functions and structs through the CGtk module; what it
// cannot import are macros (G_OBJECT_TYPE(x), G_VARIANT_TYPE_STRING, ...) and
// variadic functions (g_object_set, g_signal_emit_by_name, ...), and it
// cannot define a GObject subclass. Those live here, compiled once into this
// target (menu-rows.c and grid-cell.c register the subclasses with
// G_DEFINE_TYPE), every
// function prefixed `cgtk_` so a reader can tell at a glance which calls are
// ours and which are GTK's.
#ifndef CGTK_SHIMS_H
#define CGTK_SHIMS_H

#define GDK_DISABLE_DEPRECATION_WARNINGS 1
#include <gtk/gtk.h>
#include <gtk/gtk-a11y.h>

// MARK: - Casts and type checks (GTK_WINDOW(x) and friends are macros)

GtkContainer *cgtk_container(gpointer object);
GtkWindow *cgtk_window(gpointer object);
GApplication *cgtk_application(gpointer object);
GActionMap *cgtk_action_map(gpointer object);
GActionGroup *cgtk_action_group(gpointer object);
GMenuModel *cgtk_menu_model(gpointer object);
GtkStyleContext *cgtk_style_context(gpointer widget);
gboolean cgtk_is_label(gpointer object);
gboolean cgtk_is_stack(gpointer object);
gboolean cgtk_is_menu(gpointer object);
/// GtkModelButton, the items of a menu-model popover.
gboolean cgtk_is_model_button(gpointer object);
/// Whether `display` is a Wayland one (GDK_IS_WAYLAND_DISPLAY without
/// gdkwayland.h: the type is registered only when the backend is built in).
gboolean cgtk_display_is_wayland(GdkDisplay *display);

// MARK: - Variadic functions, at the fixed arity we use
//
// GLib's own (g_object_set, g_object_get) are in CGLibShims.

/// An int setting of GtkSettings (gtk-long-press-time, ...).
gint cgtk_settings_get_int(GtkSettings *settings, const char *name);
/// g_signal_emit_by_name for an action signal with one string ("insert-at-cursor").
void cgtk_emit_action_signal_with_string(gpointer instance, const char *name, const char *string);
/// AtkObject "active-descendant-changed": the item a menu highlights while
/// the keyboard stays elsewhere, for screen readers.
void cgtk_emit_active_descendant_changed(AtkObject *container, AtkObject *child);
/// gtk_application_set_accels_for_action with a single accelerator (the C API
/// takes a NULL-terminated array).
void cgtk_application_set_accel(GtkApplication *app, const char *action, const char *accel);

// MARK: - A grid cell that tells assistive technology it is selected
//
// GtkFlowBoxChild's accessible reports neither SELECTABLE nor SELECTED in
// GTK 3.24, so a screen reader cannot tell which tile is selected.

/// A new GtkFlowBoxChild ("EditMenuGridCell") whose accessible reports
/// SELECTABLE, and SELECTED while the cell is.
GtkWidget *cgtk_grid_cell_new(void);
/// Tells assistive technology that `widget`'s SELECTED state changed.
void cgtk_notify_selected(GtkWidget *widget, gboolean selected);

// MARK: - Menu rows that read as menu items
//
// An edit menu's rows are buttons: GtkModelButtons in the list (GtkPopoverMenu
// makes them) and plain buttons in the compact row. GTK 3 reports them as push
// buttons, check boxes and radio buttons in a panel; "EditMenuItemAccessible"
// (menu-rows.c) makes a marked row read as GtkMenu's items do.

/// GtkModelButtons made from now on get EditMenuItemAccessible. Idempotent.
void cgtk_menu_items_install(void);
/// A new GtkButton ("EditMenuRowButton") whose accessible is EditMenuItemAccessible.
GtkWidget *cgtk_menu_row_button_new(void);
/// Marks `widget` as a menu row with `role` (ATK_ROLE_INVALID: a
/// GtkModelButton's own), and `accelerator` (GTK's syntax, "<Control>x", or
/// NULL) as its shortcut.
void cgtk_menu_item_mark(GtkWidget *widget, AtkRole role, const char *accelerator);
/// Puts the keyboard's highlight on (or off) `widget`, a marked row, and tells
/// assistive technology that it has (or lost) the focus, as GtkMenu's items do.
void cgtk_menu_item_set_highlighted(GtkWidget *widget, gboolean highlighted);
/// Whether activating `widget` turns the list's page: a GtkModelButton that
/// opens a submenu, or a submenu's header that goes back.
gboolean cgtk_menu_item_turns_page(GtkWidget *widget);
/// Makes `menu`'s accessible the functional parent of `items` (the rows on
/// screen, in order, separators left out), so a screen reader counts "2 of 8"
/// over the whole menu although GTK nests its sections in boxes.
void cgtk_menu_set_rows(GtkWidget *menu, GtkWidget *const *items, gint count);
/// Tells assistive technology where the keyboard is, now that a menu that
/// held the accessible focus has closed.
void cgtk_notify_focus_returned(GtkWindow *window);
/// Sets the role `widget`'s accessible reports (a popover that is a menu).
void cgtk_set_accessible_role(GtkWidget *widget, AtkRole role);
/// Whether `object` implements AtkAction.
gboolean cgtk_is_atk_action(AtkObject *object);
/// atk_action_get_keybinding on an AtkObject that implements AtkAction.
const gchar *cgtk_atk_action_get_keybinding(AtkObject *object, gint index);

#endif
