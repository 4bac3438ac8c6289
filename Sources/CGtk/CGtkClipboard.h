// CGtkClipboard.h: shims for GtkClipboard that Swift cannot import directly.
// Included from CGtk.h; every function prefixed `cgtk_clipboard_`.
//
// None are needed so far: GtkPasteboard (Sources/EditMenuGTK/Pasteboard) uses only
// functions Swift imports as they are. The selection atoms are macros
// (GDK_SELECTION_CLIPBOARD/PRIMARY) and come from cgtk_atom_clipboard()/cgtk_atom_primary()
// in CGtk.h; GDK_CURRENT_TIME is passed as 0; the callbacks (GtkClipboardGetFunc, ...) are
// Swift @convention(c) closures; GdkEventOwnerChange is read through the imported GdkEvent
// union.
#ifndef CGTK_CLIPBOARD_H
#define CGTK_CLIPBOARD_H

#include <gtk/gtk.h>

#endif
