// EditMenuItemAccessible: the accessible of an edit menu's rows, so a screen
// reader hears a menu, not a panel of buttons.
//
// For a widget marked as a menu row (cgtk_menu_item_mark) it reports
//   - the role: MENU_ITEM, CHECK_MENU_ITEM, RADIO_MENU_ITEM, or MENU for a row
//     that opens a submenu, as GtkMenuItem does;
//   - the states: SELECTABLE; FOCUSED and SELECTED while the keyboard's
//     highlight is on it (the field keeps GTK's focus, as it does under
//     GtkMenu, whose highlighted item is what assistive technology is told
//     has the focus); CHECKABLE, CHECKED, INDETERMINATE for a check row;
//   - the shortcut, as the first action's key binding (";;<Control>x").
// Unmarked buttons (GTK's own popovers elsewhere) read as before. The type
// derives from GtkButtonAccessible, the one GTK would use, so every other
// behaviour is GTK's. GtkModelButton is GTK's type, made inside
// GtkPopoverMenu: its class is told to use this accessible once
// (cgtk_menu_items_install), before any row's accessible exists.
#include "CGtkShims.h"

#define MENU_ITEM_ROLE "edit-menu-item-role"
#define MENU_ITEM_ACCEL "edit-menu-item-accel"
#define MENU_ITEM_HIGHLIGHTED "edit-menu-item-highlighted"

typedef struct { GtkButtonAccessible parent; } EditMenuItemAccessible;
typedef struct { GtkButtonAccessibleClass parent_class; } EditMenuItemAccessibleClass;
static void edit_menu_item_accessible_action_init(AtkActionIface *iface);
G_DEFINE_TYPE_WITH_CODE(EditMenuItemAccessible, edit_menu_item_accessible, GTK_TYPE_BUTTON_ACCESSIBLE,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, edit_menu_item_accessible_action_init))

/// GtkButtonAccessible's AtkAction, which ours starts as a copy of.
static AtkActionIface *parent_action;

static gboolean is_marked(GtkWidget *widget) {
    return widget != NULL && g_object_get_data(G_OBJECT(widget), MENU_ITEM_ROLE) != NULL;
}

/// The role a marked row reports: the one it was marked with, or for a
/// GtkModelButton (marked with ATK_ROLE_INVALID), the one its own role and
/// submenu say.
static AtkRole marked_role(GtkWidget *widget) {
    AtkRole marked = (AtkRole)(GPOINTER_TO_INT(g_object_get_data(G_OBJECT(widget), MENU_ITEM_ROLE)) - 1);
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

static AtkRole get_role(AtkObject *accessible) {
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(accessible));
    if (!is_marked(widget)) return ATK_OBJECT_CLASS(edit_menu_item_accessible_parent_class)->get_role(accessible);
    return marked_role(widget);
}

/// A check or radio GtkModelButton's "active" (the class is private: no getter).
static gboolean model_button_is_active(GtkWidget *widget) {
    gboolean active = FALSE;
    g_object_get(widget, "active", &active, NULL);
    return active;
}

static AtkStateSet *ref_state_set(AtkObject *accessible) {
    AtkStateSet *states = ATK_OBJECT_CLASS(edit_menu_item_accessible_parent_class)->ref_state_set(accessible);
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(accessible));
    if (!is_marked(widget)) return states;
    atk_state_set_add_state(states, ATK_STATE_SELECTABLE);
    if (g_object_get_data(G_OBJECT(widget), MENU_ITEM_HIGHLIGHTED) != NULL) {
        atk_state_set_add_state(states, ATK_STATE_FOCUSED);
        atk_state_set_add_state(states, ATK_STATE_SELECTED);
    }
    AtkRole role = marked_role(widget);
    if (role == ATK_ROLE_CHECK_MENU_ITEM || role == ATK_ROLE_RADIO_MENU_ITEM) {
        atk_state_set_add_state(states, ATK_STATE_CHECKABLE);
        if ((gtk_widget_get_state_flags(widget) & GTK_STATE_FLAG_INCONSISTENT) != 0)
            atk_state_set_add_state(states, ATK_STATE_INDETERMINATE);
        else if (GTK_IS_MODEL_BUTTON(widget) && model_button_is_active(widget))
            atk_state_set_add_state(states, ATK_STATE_CHECKED);
    }
    return states;
}

static const gchar *get_keybinding(AtkAction *action, gint index) {
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(action));
    if (index == 0 && is_marked(widget)) {
        const gchar *binding = g_object_get_data(G_OBJECT(widget), MENU_ITEM_ACCEL);
        if (binding != NULL) return binding;
    }
    return parent_action->get_keybinding(action, index);
}

static void edit_menu_item_accessible_action_init(AtkActionIface *iface) {
    // GLib hands a type that implements its parent's interface again a copy
    // of the parent's vtable (do_action, names…): only the key binding changes.
    parent_action = g_type_interface_peek_parent(iface);
    iface->get_keybinding = get_keybinding;
}

static void edit_menu_item_accessible_class_init(EditMenuItemAccessibleClass *klass) {
    ATK_OBJECT_CLASS(klass)->get_role = get_role;
    ATK_OBJECT_CLASS(klass)->ref_state_set = ref_state_set;
}

static void edit_menu_item_accessible_init(EditMenuItemAccessible *accessible) { (void)accessible; }

void cgtk_menu_items_install(void) {
    GtkWidgetClass *model_button = GTK_WIDGET_CLASS(g_type_class_ref(GTK_TYPE_MODEL_BUTTON));
    gtk_widget_class_set_accessible_type(model_button, edit_menu_item_accessible_get_type());
}

// EditMenuRowButton: a GtkButton (the compact row's) with EditMenuItemAccessible.
typedef struct { GtkButton parent; } EditMenuRowButton;
typedef struct { GtkButtonClass parent_class; } EditMenuRowButtonClass;
G_DEFINE_TYPE(EditMenuRowButton, edit_menu_row_button, GTK_TYPE_BUTTON)

static void edit_menu_row_button_class_init(EditMenuRowButtonClass *klass) {
    gtk_widget_class_set_accessible_type(GTK_WIDGET_CLASS(klass), edit_menu_item_accessible_get_type());
}

static void edit_menu_row_button_init(EditMenuRowButton *button) { (void)button; }

GtkWidget *cgtk_menu_row_button_new(void) { return GTK_WIDGET(g_object_new(edit_menu_row_button_get_type(), NULL)); }

void cgtk_menu_item_mark(GtkWidget *widget, AtkRole role, const char *accelerator) {
    g_object_set_data(G_OBJECT(widget), MENU_ITEM_ROLE, GINT_TO_POINTER((gint)role + 1));
    g_object_set_data_full(G_OBJECT(widget), MENU_ITEM_ACCEL,
                           accelerator ? g_strconcat(";;", accelerator, NULL) : NULL, g_free);
}

void cgtk_menu_item_set_highlighted(GtkWidget *widget, gboolean highlighted) {
    gboolean was = g_object_get_data(G_OBJECT(widget), MENU_ITEM_HIGHLIGHTED) != NULL;
    if (was == !!highlighted) return;
    g_object_set_data(G_OBJECT(widget), MENU_ITEM_HIGHLIGHTED, highlighted ? GINT_TO_POINTER(1) : NULL);
    AtkObject *accessible = gtk_widget_get_accessible(widget);
    atk_object_notify_state_change(accessible, ATK_STATE_SELECTED, highlighted);
    atk_object_notify_state_change(accessible, ATK_STATE_FOCUSED, highlighted);
}

gboolean cgtk_menu_item_turns_page(GtkWidget *widget) {
    if (!GTK_IS_MODEL_BUTTON(widget)) return FALSE;
    gchar *page = NULL;
    g_object_get(widget, "menu-name", &page, NULL);
    gboolean turns = page != NULL;
    g_free(page);
    return turns;
}

// GTK nests a menu's sections in boxes of their own; NODE_PARENT_OF on the
// menu and NODE_CHILD_OF on each row are how a screen reader counts over the
// whole menu, as it does over GtkMenu's flat list of items.
void cgtk_menu_set_rows(GtkWidget *menu, GtkWidget *const *items, gint count) {
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

// The window's focused widget, or when none is on screen, the window itself
// (as GTK does when a GtkMenu closes over a window with no focus, through
// ATK's focus tracker, which the AT-SPI bridge sends as a "focus:" event).
void cgtk_notify_focus_returned(GtkWindow *window) {
    GtkWidget *focus = gtk_window_get_focus(window);
    if (focus != NULL && gtk_widget_get_mapped(focus)) {
        atk_object_notify_state_change(gtk_widget_get_accessible(focus), ATK_STATE_FOCUSED, TRUE);
    } else {
        G_GNUC_BEGIN_IGNORE_DEPRECATIONS
        atk_focus_tracker_notify(gtk_widget_get_accessible(GTK_WIDGET(window)));
        G_GNUC_END_IGNORE_DEPRECATIONS
    }
}

void cgtk_set_accessible_role(GtkWidget *widget, AtkRole role) {
    atk_object_set_role(gtk_widget_get_accessible(widget), role);
}

gboolean cgtk_is_atk_action(AtkObject *object) { return ATK_IS_ACTION(object); }

const gchar *cgtk_atk_action_get_keybinding(AtkObject *object, gint index) {
    return atk_action_get_keybinding(ATK_ACTION(object), index);
}
