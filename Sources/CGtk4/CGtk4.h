// CGtk4: GTK 4 as Swift imports it, for GtkKit4.
//
// Only headers. GTK 4 needs no C shims of its own so far: what GLib's
// headers do not give Swift (g_object_set, G_VARIANT_TYPE_STRING) is in
// CGLibShims, which both toolkits' bindings share.
#ifndef CGTK4_H
#define CGTK4_H

#include <gtk/gtk.h>

#endif
