#include "CGdk4X11.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

void *cgdk4x11_xdisplay(GdkDisplay *display) {
#ifdef GDK_WINDOWING_X11
    if (display != NULL && GDK_IS_X11_DISPLAY(display)) return gdk_x11_display_get_xdisplay(display);
#endif
    return NULL;
}

void cgdk4x11_error_trap_push(GdkDisplay *display) {
#ifdef GDK_WINDOWING_X11
    gdk_x11_display_error_trap_push(display);
#endif
}

int cgdk4x11_error_trap_pop(GdkDisplay *display) {
#ifdef GDK_WINDOWING_X11
    return gdk_x11_display_error_trap_pop(display);
#else
    return 0;
#endif
}

void cgdk4x11_error_trap_pop_ignored(GdkDisplay *display) {
#ifdef GDK_WINDOWING_X11
    gdk_x11_display_error_trap_pop_ignored(display);
#endif
}

#ifdef GDK_WINDOWING_X11
static GdkDisplay *intercepted_display;
static CGdk4X11EventHandler event_handler;
static void *event_handler_data;

// GDK turns each X event into a GdkX11Display::xevent emission, and its
// clipboards answer SelectionRequest from handlers of that signal connected
// when the display opened, before any handler of ours could be, so a
// handler of ours would come too late. An emission hook runs before every
// handler. It cannot stop the emission; it renames the selection of a
// request it took to None instead, and each GDK clipboard passes by a
// request for a selection not its own.
static gboolean xevent_emission_hook(GSignalInvocationHint *hint, guint n_values, const GValue *values,
                                     gpointer data) {
    (void)hint;
    (void)data;
    if (n_values < 2 || g_value_get_object(&values[0]) != (gpointer)intercepted_display) return TRUE;
    XEvent *event = g_value_get_pointer(&values[1]);
    if (event != NULL && event_handler(event, event_handler_data) && event->type == SelectionRequest)
        event->xselectionrequest.selection = None;
    return TRUE;   // keeps the hook
}
#endif

gboolean cgdk4x11_intercept_events(GdkDisplay *display, CGdk4X11EventHandler handler, void *data) {
#ifdef GDK_WINDOWING_X11
    if (intercepted_display != NULL || display == NULL || !GDK_IS_X11_DISPLAY(display)) return FALSE;
    guint signal = g_signal_lookup("xevent", GDK_TYPE_X11_DISPLAY);
    if (signal == 0) return FALSE;
    intercepted_display = display;
    event_handler = handler;
    event_handler_data = data;
    g_signal_add_emission_hook(signal, 0, xevent_emission_hook, NULL, NULL);
    return TRUE;
#else
    (void)display;
    (void)handler;
    (void)data;
    return FALSE;
#endif
}
