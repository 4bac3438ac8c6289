// CGtkA11y.h: accessibility pieces GTK 3 does not offer ready-made.
// Included from CGtk.h; every function prefixed `cgtk_`.
#ifndef CGTK_A11Y_H
#define CGTK_A11Y_H

#include <gtk/gtk.h>
#include <gtk/gtk-a11y.h>

// MARK: - A grid cell that tells assistive technology it is selected
//
// GtkFlowBoxChild's accessible reports neither SELECTABLE nor SELECTED in
// GTK 3.24, so a screen reader cannot tell which tile is selected. This
// subclass ("EditMenuGridCell") has an accessible whose state set adds both,
// from gtk_flow_box_child_is_selected. Types are registered once per process
// (looked up by name first, since each module that includes this header
// gets its own copy of these statics).

// (No static variables: Swift's importer does not emit storage for them, so
// the parent class is looked up when needed.)

/// The type `name`, registered as a subclass of `parent` on first use.
static inline GType cgtk_subclass_once(GType parent, const char *name, guint class_size,
                                       GClassInitFunc class_init, guint instance_size) {
    GType type = g_type_from_name(name);
    if (type == 0) type = g_type_register_static_simple(parent, name, class_size, class_init, instance_size, NULL, 0);
    return type;
}
static inline AtkStateSet *cgtk_grid_cell_accessible_ref_state_set(AtkObject *accessible) {
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(accessible));
    // GTK's own flow-box-child implementation asks the parent box for its
    // selection mode without checking there is one: a screen reader asking
    // about a cell being removed (its window closing) would hit a critical.
    // Without a flow box parent, skip it and ask the container level.
    gboolean in_box = widget != NULL && GTK_IS_FLOW_BOX(gtk_widget_get_parent(widget));
    AtkObjectClass *parent = ATK_OBJECT_CLASS(g_type_class_peek(
        in_box ? GTK_TYPE_FLOW_BOX_CHILD_ACCESSIBLE : GTK_TYPE_CONTAINER_ACCESSIBLE));
    AtkStateSet *states = parent->ref_state_set(accessible);
    if (in_box && GTK_IS_FLOW_BOX_CHILD(widget)) {
        atk_state_set_add_state(states, ATK_STATE_SELECTABLE);
        if (gtk_flow_box_child_is_selected(GTK_FLOW_BOX_CHILD(widget)))
            atk_state_set_add_state(states, ATK_STATE_SELECTED);
    }
    return states;
}

static inline void cgtk_grid_cell_accessible_class_init(gpointer klass, gpointer data) {
    (void)data;
    ATK_OBJECT_CLASS(klass)->ref_state_set = cgtk_grid_cell_accessible_ref_state_set;
}

static inline void cgtk_grid_cell_class_init(gpointer klass, gpointer data) {
    (void)data;
    GType accessible = cgtk_subclass_once(
        GTK_TYPE_FLOW_BOX_CHILD_ACCESSIBLE, "EditMenuGridCellAccessible", sizeof(GtkFlowBoxChildAccessibleClass),
        cgtk_grid_cell_accessible_class_init, sizeof(GtkFlowBoxChildAccessible));
    gtk_widget_class_set_accessible_type(GTK_WIDGET_CLASS(klass), accessible);
}

/// A new GtkFlowBoxChild whose accessible reports SELECTABLE and SELECTED.
static inline GtkWidget *cgtk_grid_cell_new(void) {
    GType type = cgtk_subclass_once(GTK_TYPE_FLOW_BOX_CHILD, "EditMenuGridCell", sizeof(GtkFlowBoxChildClass),
                                    cgtk_grid_cell_class_init, sizeof(GtkFlowBoxChild));
    return GTK_WIDGET(g_object_new(type, NULL));
}

/// Tells assistive technology that `widget`'s SELECTED state changed.
static inline void cgtk_notify_selected(GtkWidget *widget, gboolean selected) {
    atk_object_notify_state_change(gtk_widget_get_accessible(widget), ATK_STATE_SELECTED, selected);
}

// MARK: - Menu rows that read as menu items
//
// An edit menu's rows are buttons: GtkModelButtons in the list (GtkPopoverMenu
// makes them) and plain buttons in the compact row. GTK 3 reports them as push
// buttons, check boxes and radio buttons in a panel, with no checked state, so
// a screen reader cannot tell a menu from a toolbar. GtkMenu's items, and GTK
// 4's model buttons, are menu items. "EditMenuItemAccessible" is the
// accessible of both kinds of row: for a widget marked as a menu row
// (cgtk_menu_item_mark) it reports
//   - the role: MENU_ITEM, CHECK_MENU_ITEM, RADIO_MENU_ITEM, or MENU for a row
//     that opens a submenu, as GtkMenuItem does;
//   - the states: SELECTABLE; FOCUSED and SELECTED while the keyboard's
//     highlight is on it (the field keeps GTK's focus, as it does under
//     GtkMenu, whose highlighted item is what assistive technology is told
//     has the focus); CHECKABLE, CHECKED, INDETERMINATE for a check row;
//   - the shortcut, as the first action's key binding (";;<Control>x").
// Unmarked buttons (GTK's own popovers elsewhere) read as before.
// GtkModelButton is GTK's type, made inside GtkPopoverMenu: its class is told
// to use this accessible once (cgtk_menu_items_install), before any row's
// accessible exists; the type derives from the one GTK would use, so every
// other behaviour is GTK's.

#define CGTK_MENU_ITEM_ROLE "edit-menu-item-role"
#define CGTK_MENU_ITEM_ACCEL "edit-menu-item-accel"
#define CGTK_MENU_ITEM_HIGHLIGHTED "edit-menu-item-highlighted"

static inline gboolean cgtk_menu_item_is_marked(GtkWidget *widget) {
    return widget != NULL && g_object_get_data(G_OBJECT(widget), CGTK_MENU_ITEM_ROLE) != NULL;
}

/// The role a marked row reports: the one it was marked with, or for a
/// GtkModelButton (marked with ATK_ROLE_INVALID), the one its own role and
/// submenu say.
static inline AtkRole cgtk_menu_item_role(GtkWidget *widget) {
    AtkRole marked = (AtkRole)(GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), CGTK_MENU_ITEM_ROLE)) - 1);
    if (marked != ATK_ROLE_INVALID || !GTK_IS_MODEL_BUTTON(widget)) return marked;
    GtkButtonRole role = GTK_BUTTON_ROLE_NORMAL;
    gchar *submenu = NULL;
    gboolean back = FALSE;
    g_object_get(widget, "role", &role, "menu-name", &submenu, "inverted", &back, NULL);
    gboolean opens_submenu = submenu != NULL && !back;
    g_free(submenu);
    switch (role) {
    case GTK_BUTTON_ROLE_CHECK: return ATK_ROLE_CHECK_MENU_ITEM;
    case GTK_BUTTON_ROLE_RADIO: return ATK_ROLE_RADIO_MENU_ITEM;
    default: return opens_submenu ? ATK_ROLE_MENU : ATK_ROLE_MENU_ITEM;
    }
}

/// Whether activating `widget` turns the list's page: a GtkModelButton that
/// opens a submenu, or a submenu's header that goes back.
static inline gboolean cgtk_menu_item_turns_page(GtkWidget *widget) {
    if (!GTK_IS_MODEL_BUTTON(widget)) return FALSE;
    gchar *page = NULL;
    g_object_get(widget, "menu-name", &page, NULL);
    gboolean turns = page != NULL;
    g_free(page);
    return turns;
}

static inline AtkObjectClass *cgtk_menu_item_accessible_parent_class(void) {
    return ATK_OBJECT_CLASS(g_type_class_peek(GTK_TYPE_BUTTON_ACCESSIBLE));
}

static inline AtkRole cgtk_menu_item_accessible_get_role(AtkObject *accessible) {
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(accessible));
    if (!cgtk_menu_item_is_marked(widget)) return cgtk_menu_item_accessible_parent_class()->get_role(accessible);
    return cgtk_menu_item_role(widget);
}

static inline AtkStateSet *cgtk_menu_item_accessible_ref_state_set(AtkObject *accessible) {
    AtkStateSet *states = cgtk_menu_item_accessible_parent_class()->ref_state_set(accessible);
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(accessible));
    if (!cgtk_menu_item_is_marked(widget)) return states;
    atk_state_set_add_state(states, ATK_STATE_SELECTABLE);
    if (g_object_get_data(G_OBJECT(widget), CGTK_MENU_ITEM_HIGHLIGHTED) != NULL) {
        atk_state_set_add_state(states, ATK_STATE_FOCUSED);
        atk_state_set_add_state(states, ATK_STATE_SELECTED);
    }
    AtkRole role = cgtk_menu_item_role(widget);
    if (role == ATK_ROLE_CHECK_MENU_ITEM || role == ATK_ROLE_RADIO_MENU_ITEM) {
        atk_state_set_add_state(states, ATK_STATE_CHECKABLE);
        if ((gtk_widget_get_state_flags(widget) & GTK_STATE_FLAG_INCONSISTENT) != 0)
            atk_state_set_add_state(states, ATK_STATE_INDETERMINATE);
        else if (GTK_IS_MODEL_BUTTON(widget) && cgtk_object_get_bool(widget, "active"))
            atk_state_set_add_state(states, ATK_STATE_CHECKED);
    }
    return states;
}

static inline const gchar *cgtk_menu_item_accessible_get_keybinding(AtkAction *action, gint index) {
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(action));
    if (index == 0 && cgtk_menu_item_is_marked(widget)) {
        const gchar *binding = g_object_get_data(G_OBJECT(widget), CGTK_MENU_ITEM_ACCEL);
        if (binding != NULL) return binding;
    }
    AtkActionIface *parent = g_type_interface_peek(g_type_class_peek(GTK_TYPE_BUTTON_ACCESSIBLE), ATK_TYPE_ACTION);
    return parent->get_keybinding(action, index);
}

static inline void cgtk_menu_item_accessible_action_init(gpointer iface, gpointer data) {
    (void)data;
    // Start from GtkButtonAccessible's implementation (do_action, names…).
    AtkActionIface *parent = g_type_interface_peek(g_type_class_peek(GTK_TYPE_BUTTON_ACCESSIBLE), ATK_TYPE_ACTION);
    AtkActionIface *mine = iface;
    mine->do_action = parent->do_action;
    mine->get_n_actions = parent->get_n_actions;
    mine->get_description = parent->get_description;
    mine->get_name = parent->get_name;
    mine->get_localized_name = parent->get_localized_name;
    mine->set_description = parent->set_description;
    mine->get_keybinding = cgtk_menu_item_accessible_get_keybinding;
}

static inline void cgtk_menu_item_accessible_class_init(gpointer klass, gpointer data) {
    (void)data;
    ATK_OBJECT_CLASS(klass)->get_role = cgtk_menu_item_accessible_get_role;
    ATK_OBJECT_CLASS(klass)->ref_state_set = cgtk_menu_item_accessible_ref_state_set;
}

static inline GType cgtk_menu_item_accessible_get_type(void) {
    GType type = g_type_from_name("EditMenuItemAccessible");
    if (type == 0) {
        g_type_class_ref(GTK_TYPE_BUTTON_ACCESSIBLE);   // its class and AtkAction vtable, to copy from
        type = g_type_register_static_simple(
            GTK_TYPE_BUTTON_ACCESSIBLE, "EditMenuItemAccessible", sizeof(GtkButtonAccessibleClass),
            cgtk_menu_item_accessible_class_init, sizeof(GtkButtonAccessible), NULL, 0);
        // Our own AtkAction vtable (GLib lets a type override an interface its
        // parent implements while the type's vtable is not made yet).
        const GInterfaceInfo action = { cgtk_menu_item_accessible_action_init, NULL, NULL };
        g_type_add_interface_static(type, ATK_TYPE_ACTION, &action);
    }
    return type;
}

/// GtkModelButtons made from now on get EditMenuItemAccessible. Idempotent.
static inline void cgtk_menu_items_install(void) {
    GtkWidgetClass *model_button = GTK_WIDGET_CLASS(g_type_class_ref(GTK_TYPE_MODEL_BUTTON));
    gtk_widget_class_set_accessible_type(model_button, cgtk_menu_item_accessible_get_type());
}

static inline void cgtk_menu_row_button_class_init(gpointer klass, gpointer data) {
    (void)data;
    gtk_widget_class_set_accessible_type(GTK_WIDGET_CLASS(klass), cgtk_menu_item_accessible_get_type());
}

/// A new GtkButton ("EditMenuRowButton") whose accessible is EditMenuItemAccessible.
static inline GtkWidget *cgtk_menu_row_button_new(void) {
    GType type = cgtk_subclass_once(GTK_TYPE_BUTTON, "EditMenuRowButton", sizeof(GtkButtonClass),
                                    cgtk_menu_row_button_class_init, sizeof(GtkButton));
    return GTK_WIDGET(g_object_new(type, NULL));
}

/// Marks `widget` as a menu row with `role` (ATK_ROLE_INVALID: a
/// GtkModelButton's own), and `accelerator` (GTK's syntax, "<Control>x", or
/// NULL) as its shortcut.
static inline void cgtk_menu_item_mark(GtkWidget *widget, AtkRole role, const char *accelerator) {
    g_object_set_data(G_OBJECT(widget), CGTK_MENU_ITEM_ROLE, GINT_TO_POINTER((gint)role + 1));
    g_object_set_data_full(G_OBJECT(widget), CGTK_MENU_ITEM_ACCEL,
                           accelerator ? g_strconcat(";;", accelerator, NULL) : NULL, g_free);
}

/// Puts the keyboard's highlight on (or off) `widget`, a marked row, and tells
/// assistive technology that it has (or lost) the focus, as GtkMenu's items do.
static inline void cgtk_menu_item_set_highlighted(GtkWidget *widget, gboolean highlighted) {
    gboolean was = g_object_get_data(G_OBJECT(widget), CGTK_MENU_ITEM_HIGHLIGHTED) != NULL;
    if (was == !!highlighted) return;
    g_object_set_data(G_OBJECT(widget), CGTK_MENU_ITEM_HIGHLIGHTED, highlighted ? GINT_TO_POINTER(1) : NULL);
    AtkObject *accessible = gtk_widget_get_accessible(widget);
    atk_object_notify_state_change(accessible, ATK_STATE_SELECTED, highlighted);
    atk_object_notify_state_change(accessible, ATK_STATE_FOCUSED, highlighted);
}

/// Tells assistive technology where the keyboard is, now that a menu that
/// held the accessible focus has closed: the window's focused widget, or
/// when none is on screen, the window itself (as GTK does when a GtkMenu
/// closes over a window with no focus, through ATK's focus tracker, which the
/// AT-SPI bridge sends as a "focus:" event).
static inline void cgtk_notify_focus_returned(GtkWindow *window) {
    GtkWidget *focus = gtk_window_get_focus(window);
    if (focus != NULL && gtk_widget_get_mapped(focus)) {
        atk_object_notify_state_change(gtk_widget_get_accessible(focus), ATK_STATE_FOCUSED, TRUE);
    } else {
        G_GNUC_BEGIN_IGNORE_DEPRECATIONS
        atk_focus_tracker_notify(gtk_widget_get_accessible(GTK_WIDGET(window)));
        G_GNUC_END_IGNORE_DEPRECATIONS
    }
}

/// Makes `menu`'s accessible the functional parent of `items` (the rows on
/// screen, in order, separators left out): NODE_PARENT_OF on the menu,
/// NODE_CHILD_OF on each row. GTK nests a menu's sections in boxes of their
/// own; these relations are how a screen reader counts "2 of 8" over the
/// whole menu, as it does over GtkMenu's flat list of items.
static inline void cgtk_menu_set_rows(GtkWidget *menu, GtkWidget *const *items, gint count) {
    AtkObject *menu_accessible = gtk_widget_get_accessible(menu);
    AtkRelationSet *relations = atk_object_ref_relation_set(menu_accessible);
    AtkRelation *old = atk_relation_set_get_relation_by_type(relations, ATK_RELATION_NODE_PARENT_OF);
    if (old != NULL) atk_relation_set_remove(relations, old);
    if (count > 0) {
        AtkObject **targets = g_new(AtkObject *, count);
        for (gint i = 0; i < count; i++) {
            targets[i] = gtk_widget_get_accessible(items[i]);
            atk_object_add_relationship(targets[i], ATK_RELATION_NODE_CHILD_OF, menu_accessible);
        }
        AtkRelation *relation = atk_relation_new(targets, count, ATK_RELATION_NODE_PARENT_OF);
        atk_relation_set_add(relations, relation);
        g_object_unref(relation);
        g_free(targets);
    }
    g_object_unref(relations);
}

/// Sets the role `widget`'s accessible reports (a popover that is a menu).
static inline void cgtk_set_accessible_role(GtkWidget *widget, AtkRole role) {
    atk_object_set_role(gtk_widget_get_accessible(widget), role);
}

/// Whether `object` implements AtkAction.
static inline gboolean cgtk_is_atk_action(AtkObject *object) { return ATK_IS_ACTION(object); }
/// atk_action_get_keybinding on an AtkObject that implements AtkAction.
static inline const gchar *cgtk_atk_action_get_keybinding(AtkObject *object, gint index) {
    return atk_action_get_keybinding(ATK_ACTION(object), index);
}

#endif
