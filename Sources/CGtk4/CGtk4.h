// CGtk4: GTK 4 as Swift imports it, for GtkKit4.
//
// Only headers. What GLib's headers do not give Swift (g_object_set,
// G_VARIANT_TYPE_STRING) is in CGLibShims, which both toolkits' bindings
// share; what GTK 4's alone need is inline here.
#ifndef CGTK4_H
#define CGTK4_H

#include <gtk/gtk.h>

/// Emits a GdkSurface's "event" (g_signal_emit_by_name is variadic): the
/// event goes to GTK's handler as GDK would send it. Returns whether a
/// handler took it.
static inline gboolean cgtk4_surface_emit_event(GdkSurface *surface, GdkEvent *event) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(surface, "event", event, &handled);
    return handled;
}

#endif
