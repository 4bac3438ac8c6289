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
    GType accessible = g_type_from_name("EditMenuGridCellAccessible");
    if (accessible == 0) {
        accessible = g_type_register_static_simple(
            GTK_TYPE_FLOW_BOX_CHILD_ACCESSIBLE, "EditMenuGridCellAccessible",
            sizeof(GtkFlowBoxChildAccessibleClass), cgtk_grid_cell_accessible_class_init,
            sizeof(GtkFlowBoxChildAccessible), NULL, 0);
    }
    gtk_widget_class_set_accessible_type(GTK_WIDGET_CLASS(klass), accessible);
}

/// A new GtkFlowBoxChild whose accessible reports SELECTABLE and SELECTED.
static inline GtkWidget *cgtk_grid_cell_new(void) {
    GType type = g_type_from_name("EditMenuGridCell");
    if (type == 0) {
        type = g_type_register_static_simple(
            GTK_TYPE_FLOW_BOX_CHILD, "EditMenuGridCell", sizeof(GtkFlowBoxChildClass),
            cgtk_grid_cell_class_init, sizeof(GtkFlowBoxChild), NULL, 0);
    }
    return GTK_WIDGET(g_object_new(type, NULL));
}

/// Tells assistive technology that `widget`'s SELECTED state changed.
static inline void cgtk_notify_selected(GtkWidget *widget, gboolean selected) {
    atk_object_notify_state_change(gtk_widget_get_accessible(widget), ATK_STATE_SELECTED, selected);
}

#endif
