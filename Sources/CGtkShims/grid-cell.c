// EditMenuGridCell: a GtkFlowBoxChild whose accessible tells assistive
// technology it is selectable and whether it is selected, which GTK 3.24's
// own flow-box-child accessible leaves out.
#include "CGtkShims.h"

typedef struct { GtkFlowBoxChildAccessible parent; } EditMenuGridCellAccessible;
typedef struct { GtkFlowBoxChildAccessibleClass parent_class; } EditMenuGridCellAccessibleClass;
G_DEFINE_TYPE(EditMenuGridCellAccessible, edit_menu_grid_cell_accessible, GTK_TYPE_FLOW_BOX_CHILD_ACCESSIBLE)

typedef struct { GtkFlowBoxChild parent; } EditMenuGridCell;
typedef struct { GtkFlowBoxChildClass parent_class; } EditMenuGridCellClass;
G_DEFINE_TYPE(EditMenuGridCell, edit_menu_grid_cell, GTK_TYPE_FLOW_BOX_CHILD)

static AtkStateSet *grid_cell_accessible_ref_state_set(AtkObject *accessible) {
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(accessible));
    // GTK's own flow-box-child implementation asks the parent box for its
    // selection mode without checking there is one: a screen reader asking
    // about a cell being removed (its window closing) would hit a critical.
    // Without a flow box parent, skip it and ask the container level.
    gboolean in_box = widget != NULL && GTK_IS_FLOW_BOX(gtk_widget_get_parent(widget));
    AtkObjectClass *parent = in_box ? ATK_OBJECT_CLASS(edit_menu_grid_cell_accessible_parent_class)
                                    : ATK_OBJECT_CLASS(g_type_class_peek(GTK_TYPE_CONTAINER_ACCESSIBLE));
    AtkStateSet *states = parent->ref_state_set(accessible);
    if (in_box && GTK_IS_FLOW_BOX_CHILD(widget)) {
        atk_state_set_add_state(states, ATK_STATE_SELECTABLE);
        if (gtk_flow_box_child_is_selected(GTK_FLOW_BOX_CHILD(widget)))
            atk_state_set_add_state(states, ATK_STATE_SELECTED);
    }
    return states;
}

static void edit_menu_grid_cell_accessible_class_init(EditMenuGridCellAccessibleClass *klass) {
    ATK_OBJECT_CLASS(klass)->ref_state_set = grid_cell_accessible_ref_state_set;
}

static void edit_menu_grid_cell_accessible_init(EditMenuGridCellAccessible *accessible) { (void)accessible; }

static void edit_menu_grid_cell_class_init(EditMenuGridCellClass *klass) {
    gtk_widget_class_set_accessible_type(GTK_WIDGET_CLASS(klass), edit_menu_grid_cell_accessible_get_type());
}

static void edit_menu_grid_cell_init(EditMenuGridCell *cell) { (void)cell; }

GtkWidget *cgtk_grid_cell_new(void) { return GTK_WIDGET(g_object_new(edit_menu_grid_cell_get_type(), NULL)); }

void cgtk_notify_selected(GtkWidget *widget, gboolean selected) {
    atk_object_notify_state_change(gtk_widget_get_accessible(widget), ATK_STATE_SELECTED, selected);
}
