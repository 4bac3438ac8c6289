// CX11: the X11 side of GDK, for the few transfers EditMenuGTK does itself.
//
// GTK 3 moves clipboard data in 256 KiB pieces on the main thread; a paste of
// megabytes then takes a round trip per piece. EditMenuGTK reads other
// applications' text on a connection of its own, off the main thread, and
// hands GDK's X events to X11Transfers (over CXlib), which serves large
// copies of its own contents. Xlib is kept out of CGtk on purpose: its
// typedefs (Window, Display, Atom) would clash with the library's own names
// wherever CGtk is imported. Every shim is prefixed `cx11_`.
#ifndef CX11_H
#define CX11_H

#define GDK_DISABLE_DEPRECATION_WARNINGS 1
#include <gdk/gdk.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/gdkx.h>
#endif
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <string.h>

// MARK: - GDK's X11 display

/// The Xlib display behind a GDK display, or NULL when it is not an X11 one.
static inline Display *cx11_display(GdkDisplay *display) {
#ifdef GDK_WINDOWING_X11
    if (display != NULL && GDK_IS_X11_DISPLAY(display)) return gdk_x11_display_get_xdisplay(display);
#endif
    return NULL;
}

static inline void cx11_error_trap_push(GdkDisplay *display) {
#ifdef GDK_WINDOWING_X11
    gdk_x11_display_error_trap_push(display);
#endif
}

/// Pops the trap; returns the X error code caught, 0 for none.
static inline int cx11_error_trap_pop(GdkDisplay *display) {
#ifdef GDK_WINDOWING_X11
    return gdk_x11_display_error_trap_pop(display);
#else
    return 0;
#endif
}

/// Pops the trap without waiting for the server (no XSync): errors of the
/// requests made meanwhile are ignored when they come.
static inline void cx11_error_trap_pop_ignored(GdkDisplay *display) {
#ifdef GDK_WINDOWING_X11
    gdk_x11_display_error_trap_pop_ignored(display);
#endif
}

// MARK: - Events (XEvent is a union)

static inline int cx11_event_type(const XEvent *event) { return event->type; }
static inline XPropertyEvent *cx11_property(XEvent *event) { return &event->xproperty; }
static inline XSelectionEvent *cx11_selection(XEvent *event) { return &event->xselection; }

// MARK: - A connection of our own (the selection reader's)

/// A connection of its own to the display GDK is on, with an unmapped window
/// that receives the selection's data; NULL when the display cannot be opened.
static inline Display *cx11_open_reader(const char *display_name, Window *window) {
    Display *display = XOpenDisplay(display_name);
    if (display == NULL) return NULL;
    *window = XCreateSimpleWindow(display, DefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0);
    XSelectInput(display, *window, PropertyChangeMask);
    XFlush(display);
    return display;
}

static inline int cx11_connection_number(Display *display) { return ConnectionNumber(display); }

/// The GDK display's name, for a second connection to the same server.
static inline const char *cx11_display_name(GdkDisplay *display) { return gdk_display_get_name(display); }

#endif
