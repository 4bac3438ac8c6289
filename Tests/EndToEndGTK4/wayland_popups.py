"""Where the compositor put the demo's popovers under Wayland, read from
the demo's own protocol trace.

GTK 4 shows a popover as an xdg_popup: a surface the compositor places
from the positioner GTK gives it, and whose place the client learns only
relative to its parent's. GTK 4.8 tells AT-SPI none of it (a popover's
contents read as if at its parent widget), and sway tells no other client.
libwayland prints every message a client sends and receives when
WAYLAND_DEBUG=client, so the suite starts the demo with it and reads its
standard error for the popups:

- `xdg_surface@S.get_popup(new id xdg_popup@P, xdg_surface@PARENT, ...)`:
  a popover came on screen (GTK 4 makes a popup at each showing);
- `xdg_popup@P.configure(x, y, width, height)`: the compositor's answer,
  where the popup's window geometry is, relative to its parent's (the
  window's, which is where sway says the window is);
- `xdg_surface@S.set_window_geometry(x, y, width, height)`: where that
  geometry is in the popup's surface (GTK draws the shadow around it);
- `wl_surface@W.frame(new id wl_callback@C)` after it, and
  `wl_callback@C.done(...)`: the compositor drew the popup's first frame,
  so a click there lands on it (W is the popup's surface, from
  `xdg_wm_base.get_xdg_surface(new id xdg_surface@S, wl_surface@W)`);
- `xdg_popup@P.destroy()`: the popover went away.

A popup counts as placed only from that frame on. GTK lays the popover out
and draws it after the compositor's configure (70 ms in a debug build), and
the protocol reuses the ids of destroyed objects: read earlier, a popup
whose surface had the id of an earlier one's took that one's geometry, and
a click made before the compositor showed it landed on the window beneath
(one jump in about fifty, on a quiet machine).

Every other line is the demo's own and goes on where its standard error
would have gone."""
import os
import re
import threading

TRACE = re.compile(r"^\[\s*[\d.]+\]\s")
MESSAGE = re.compile(r"^\[\s*[\d.]+\]\s+(->\s+)?(\w+)@(\d+)\.(\w+)\((.*)\)\s*$")


class PopupTrace:
    """Reads a WAYLAND_DEBUG=client trace from `stream` (the demo's stderr)
    on a thread of its own, for as long as the demo writes."""

    def __init__(self, stream, output=2):
        self.output = output   # where the demo's own lines go on: a file descriptor
        self.lock = threading.Lock()
        # xdg_popup id: {"surface": xdg_surface id, "configure": (x, y, w, h), "drawn": bool}
        self.popups = {}
        self.geometry = {}     # xdg_surface id: (x, y, w, h)
        self.roles = {}        # wl_surface id: the xdg_surface id it was given last
        self.frames = {}       # wl_callback id: the xdg_surface whose drawn frame it awaits
        self.thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self.thread.start()

    def _read(self, stream):
        for raw in iter(stream.readline, b""):
            line = raw.decode(errors="replace")
            match = MESSAGE.match(line)
            if match is None:
                if not TRACE.match(line):   # the trace's other lines ("discarded ...") are not the demo's
                    os.write(self.output, raw)   # the demo's own output (a GTK warning, say)
                continue
            _, interface, number, message, arguments = match.groups()
            with self.lock:
                self._note(interface, int(number), message, arguments)
        stream.close()

    def _note(self, interface, number, message, arguments):
        if interface == "xdg_wm_base" and message == "get_xdg_surface":
            ids = re.search(r"new id xdg_surface@(\d+), wl_surface@(\d+)", arguments)
            if ids:
                surface = int(ids.group(1))
                self.roles[int(ids.group(2))] = surface
                self.geometry.pop(surface, None)   # an earlier surface's, of the same id
        elif interface == "xdg_surface" and message == "get_popup":
            popup = re.search(r"new id xdg_popup@(\d+)", arguments)
            if popup:
                self.popups[int(popup.group(1))] = {"surface": number, "configure": None, "drawn": False}
        elif interface == "xdg_popup" and message == "configure" and number in self.popups:
            self.popups[number]["configure"] = tuple(int(v) for v in arguments.split(","))
        elif interface == "xdg_popup" and message == "destroy":
            self.popups.pop(number, None)
        elif interface == "xdg_surface" and message == "set_window_geometry":
            self.geometry[number] = tuple(int(v) for v in arguments.split(","))
        elif interface == "wl_surface" and message == "frame":
            callback = re.search(r"new id wl_callback@(\d+)", arguments)
            surface = self.roles.get(number)
            if callback and surface in self.geometry:
                self.frames[int(callback.group(1))] = surface
        elif interface == "wl_callback" and message == "done":
            surface = self.frames.pop(number, None)
            for popup in self.popups.values():
                if popup["surface"] == surface:
                    popup["drawn"] = True
        elif "new id wl_callback@" in arguments:   # an id reused, say by wl_display.sync
            self.frames.pop(int(re.search(r"new id wl_callback@(\d+)", arguments).group(1)), None)

    def surface_origin(self, width, height):
        """Where the popup whose surface is `width` × `height` (a popover's
        size, as AT-SPI reads it) has its surface's top-left corner,
        relative to its parent's window geometry; None while no such popup
        is placed and its first frame drawn. GTK puts the shadow evenly left and right of
        the geometry, and more of it below than above."""
        with self.lock:
            for popup in reversed(list(self.popups.values())):
                configure, geometry = popup["configure"], self.geometry.get(popup["surface"])
                if configure is None or geometry is None or not popup["drawn"]:
                    continue
                gx, gy, gwidth, gheight = geometry
                if 2 * gx + gwidth == width and gy + gheight <= height:
                    return configure[0] - gx, configure[1] - gy
        return None
