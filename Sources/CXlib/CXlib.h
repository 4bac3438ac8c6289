// CXlib: Xlib alone, with no toolkit, for the X11 clipboard protocol that
// X11Transfers speaks for both GTK 3 and GTK 4 (ICCCM's incremental
// transfers, which GDK does too slowly on GTK 3 and not at all on GTK 4.8).
// Swift cannot reach into XEvent (a C union) or build one; these shims,
// prefixed `cxlib_`, do.
#ifndef CXLIB_H
#define CXLIB_H

#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <string.h>

static inline int cxlib_event_type(const XEvent *event) { return event->type; }
static inline XSelectionRequestEvent *cxlib_selection_request(XEvent *event) { return &event->xselectionrequest; }
static inline XPropertyEvent *cxlib_property(XEvent *event) { return &event->xproperty; }
static inline Window cxlib_destroy_window(const XEvent *event) { return event->xdestroywindow.window; }

/// Tells `request`'s requestor the conversion is under way in `property`
/// (None: refused), as ICCCM's SelectionNotify.
static inline void cxlib_notify_requestor(Display *display, const XSelectionRequestEvent *request, Atom property) {
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
static inline void cxlib_announce_incr(Display *display, Window requestor, Atom property, long length) {
    Atom incr = XInternAtom(display, "INCR", False);
    XChangeProperty(display, requestor, property, incr, 32, PropModeReplace, (const unsigned char *)&length, 1);
}

/// The most bytes one request may carry on `display` (BIG-REQUESTS when the
/// server has it), less room for the request's header.
static inline long cxlib_max_request_bytes(Display *display) {
    long units = XExtendedMaxRequestSize(display);
    if (units == 0) units = XMaxRequestSize(display);
    return units * 4 - 1024;
}

#endif
