// CGtkSourceView: GtkSourceView 4, for the benchmark only. Its undo manager
// is the baseline a text view's undo is measured against (edit-menu-bench).
#ifndef CGTKSOURCEVIEW_H
#define CGTKSOURCEVIEW_H
#define GDK_DISABLE_DEPRECATION_WARNINGS 1
#include <gtksourceview/gtksource.h>

/// g_signal_emit_by_name for a signal without arguments (Swift imports no
/// variadic function): the view's "undo" and "redo", as Ctrl+Z sends them.
static inline void cgtksource_emit(gpointer object, const char *signal) { g_signal_emit_by_name(object, signal); }
#endif
