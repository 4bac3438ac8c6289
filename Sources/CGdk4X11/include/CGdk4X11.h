// CGdk4X11: GDK 4's X11 side, for the clipboard transfers EditMenuGTK4
// serves itself (X11Transfers). Xlib stays inside the C file: this header
// hands Swift the Xlib display and the X events as plain pointers, so no
// Xlib typedef (Window, Display, Atom) reaches a Swift file that imports
// GTK 4. Every function is prefixed `cgdk4x11_`.
#ifndef CGDK4_X11_H
#define CGDK4_X11_H

#include <gdk/gdk.h>

/// The Xlib display (`Display *`) behind `display`, or NULL when it is not an X11 one.
void *cgdk4x11_xdisplay(GdkDisplay *display);

void cgdk4x11_error_trap_push(GdkDisplay *display);
/// Pops the trap, waiting for the server; returns the X error code caught, 0 for none.
int cgdk4x11_error_trap_pop(GdkDisplay *display);
/// Pops the trap without a round trip: errors that come later are ignored.
void cgdk4x11_error_trap_pop_ignored(GdkDisplay *display);

/// Takes an X event (`XEvent *`); returns TRUE when the event was the
/// handler's, which GDK must then not answer.
typedef gboolean (*CGdk4X11EventHandler)(void *xevent, void *data);

/// Calls `handler` with every X event `display` receives, before any of
/// GDK's own handlers; a SelectionRequest the handler took is passed by GDK's
/// clipboards. One handler per process; FALSE when `display` is not X11 or
/// a handler is installed already.
gboolean cgdk4x11_intercept_events(GdkDisplay *display, CGdk4X11EventHandler handler, void *data);

#endif
