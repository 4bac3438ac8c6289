// CGtkClipboard.h: shims for GtkClipboard that Swift cannot import directly.
// Included from CGtk.h; every function prefixed `cgtk_clipboard_`.
#ifndef CGTK_CLIPBOARD_H
#define CGTK_CLIPBOARD_H

#include <gtk/gtk.h>

#endif
