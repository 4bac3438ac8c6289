// CGtk: GTK 3 and the GLib family under it, as Swift imports them.
//
// Only headers: what Swift cannot import from them (macros, variadic
// functions, GObject subclasses) is in the CGtkShims target.
#ifndef CGTK_H
#define CGTK_H

#define GDK_DISABLE_DEPRECATION_WARNINGS 1
#include <gtk/gtk.h>
#include <gtk/gtk-a11y.h>
#include <glib-unix.h>
#include <libintl.h>   // bindtextdomain, textdomain: the application's gettext domain

#endif
