// CX11: the X11 side of GDK, for the few transfers EditMenuGTK does itself.
//
// GTK 3 moves clipboard data in 256 KiB pieces on the main thread; a copy or
// paste of megabytes then takes a round trip per piece. EditMenuGTK serves
// large transfers of its own contents in bigger pieces, and reads other
// applications' text on a connection of its own, off the main thread. Xlib
// is kept out of CGtk on purpose: its typedefs (Window, Display, Atom) would
// clash with the library's own names wherever CGtk is imported. Every shim is
// prefixed `cx11_`.
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

/// The X atom of a GDK atom, on `display`.
static inline Atom cx11_atom(GdkDisplay *display, GdkAtom atom) {
#ifdef GDK_WINDOWING_X11
    return gdk_x11_atom_to_xatom_for_display(display, atom);
#else
    return None;
#endif
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
static inline XSelectionRequestEvent *cx11_selection_request(XEvent *event) { return &event->xselectionrequest; }
static inline XPropertyEvent *cx11_property(XEvent *event) { return &event->xproperty; }
static inline XSelectionEvent *cx11_selection(XEvent *event) { return &event->xselection; }
static inline Window cx11_destroy_window(const XEvent *event) { return event->xdestroywindow.window; }

/// Tells `request`'s requestor the conversion is under way in `property`
/// (None: refused), as ICCCM's SelectionNotify.
static inline void cx11_notify_requestor(Display *display, const XSelectionRequestEvent *request, Atom property) {
    XEvent reply;
    memset(&reply, 0, sizeof reply);
    reply.xselection.type = SelectionNotify;
    reply.xselection.display = display;
    reply.xselection.requestor = request->requestor;
    reply.xselection.selection = request->selection;
    reply.xselection.target = request->target;
    reply.xselection.property = property;
    reply.xselection.time = request->time;
    XSendEvent(display, request->requestor, False, NoEventMask, &reply);
}

/// Announces an incremental transfer of at least `length` bytes (ICCCM INCR).
static inline void cx11_announce_incr(Display *display, Window requestor, Atom property, long length) {
    Atom incr = XInternAtom(display, "INCR", False);
    XChangeProperty(display, requestor, property, incr, 32, PropModeReplace, (const unsigned char *)&length, 1);
}

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

/// The most bytes one request may carry on `display` (BIG-REQUESTS when the
/// server has it), less room for the request's header.
static inline long cx11_max_request_bytes(Display *display) {
    long units = XExtendedMaxRequestSize(display);
    if (units == 0) units = XMaxRequestSize(display);
    return units * 4 - 1024;
}

#endif
