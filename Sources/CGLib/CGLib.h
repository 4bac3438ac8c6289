// CGLib: GLib, GObject and Gio, as Swift imports them: what GLibKit is
// written against, under both GTK 3 and GTK 4.
//
// Only headers: what Swift cannot import from them (macros, variadic
// functions) is in the CGLibShims target.
#ifndef CGLIB_H
#define CGLIB_H

#include <gio/gio.h>
#include <glib-unix.h>
#include <libintl.h>   // bindtextdomain, textdomain: the application's gettext domain

#endif
