"""Styled text between the GTK 3 demo and the GTK 4 demo, two processes on
one desktop: bold copied from the GTK 3 notes pastes bold into the GTK 4
notes, and italic copied from the GTK 4 notes pastes italic into the GTK 3
notes. Both toolkits write and read one format
(application/x-edit-menu-styled-text).

The GTK 3 demo is EDIT_MENU_DEMO (make test-gtk4 builds it and sets it).
On X11 no window manager runs and both windows sit at the screen's origin,
so the one not in use is unmapped (its process, and its clipboard, go on);
sway tiles them side by side. The helpers for the second app are in this
module."""
import os
import subprocess
import time

import pyatspi
import pytest

import desktop
from conftest import wait_for, walk
from processes import end_process
from test_notes import styled_offsets
from test_text_view import NOTES, notes, selection_of, text_of

GTK3_APP_ID = "io.github.editmenu.Demo"
LINES = NOTES.split("\n")


class Gtk3Demo:
    """The GTK 3 demo, beside the GTK 4 one."""

    def __init__(self, process):
        self.process = process
        self.desktop = desktop.current()
        self.app = wait_for(lambda: next((a for a in pyatspi.Registry.getDesktop(0)
                                          if a is not None and a.get_process_id() == process.pid), None),
                            15, "the GTK 3 demo on AT-SPI")
        self.window = wait_for(lambda: self.x11_window(), 10, "the GTK 3 demo's window") \
            if self.desktop.name == "x11" else None
        if self.desktop.name == "wayland":
            wait_for(lambda: self.desktop.sway.window_origin(GTK3_APP_ID), what="the GTK 3 window on sway")
            time.sleep(1)   # sway tiles the two windows anew

    def find(self, role, name):
        return next((n for n in walk(self.app) if n.getRoleName() == role and n.name == name
                     and n.getState().contains(pyatspi.STATE_SHOWING)), None)

    def x11_window(self):
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
                               capture_output=True, text=True).stdout.split()
        return found[0] if found else None

    def show(self, shown):
        """Maps or unmaps the window (X11: the other demo's is under it)."""
        if self.window:
            subprocess.run(["xdotool", "windowmap" if shown else "windowunmap", self.window], check=True)
            time.sleep(0.5)

    def click(self, node):
        """GTK 3 gives screen coordinates on X11, window ones on Wayland."""
        x, y, width, height = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        if self.desktop.name == "wayland":
            ox, oy = wait_for(lambda: self.desktop.sway.window_origin(GTK3_APP_ID), what="the GTK 3 window on sway")
            x, y = x + ox, y + oy
        self.desktop.click(x + width // 2, y + height // 2)
        time.sleep(0.2)

    def notes(self):
        self.click(wait_for(lambda: self.find("radio button", "Notes"), what="the GTK 3 demo's Notes tab"))
        view = wait_for(lambda: self.find("text", "Notes text"), what="the GTK 3 notes")
        self.click(view)
        wait_for(lambda: view.getState().contains(pyatspi.STATE_FOCUSED), what="the GTK 3 notes' focus")
        return view


@pytest.fixture
def gtk3_demo(demo):
    binary = os.environ.get("EDIT_MENU_DEMO")
    assert binary, "EDIT_MENU_DEMO names the built GTK 3 demo (make test-gtk4 sets it)"
    process = subprocess.Popen([binary], env=desktop.current().client_env())
    try:
        yield Gtk3Demo(process)
    finally:
        end_process(process)


def test_styles_go_between_the_gtk3_and_the_gtk4_notes(demo, gtk3_demo, clipboard):
    # GTK 3 copies its sample's bold first line.
    gtk3_notes = gtk3_demo.notes()
    demo.key("ctrl+Home")
    demo.key("shift+End")
    wait_for(lambda: selection_of(gtk3_notes) == (0, len(LINES[0])), what="the GTK 3 notes' first line selected")
    demo.key("ctrl+c")
    clipboard.wait_for(LINES[0], what="the GTK 3 copy")
    gtk3_demo.show(False)

    # GTK 4 pastes it bold, after a line of its own.
    view = notes(demo)
    demo.click_into(view, "the GTK 4 notes")
    demo.key("ctrl+End")
    demo.key("Return")
    demo.key("ctrl+v")
    at = len(NOTES) + 1
    wait_for(lambda: text_of(view) == NOTES + "\n" + LINES[0], what="the GTK 3 copy pasted into the GTK 4 notes")
    assert set(range(at, at + len(LINES[0]))) <= styled_offsets(view, "weight", "700"), "bold from GTK 3"

    # GTK 4 copies its sample's italic "strawberries"; GTK 3 pastes it italic.
    strawberries = len(LINES[0]) + 1 + LINES[1].rindex(" ") + 1
    demo.key("ctrl+Home")
    demo.key("Down")
    demo.key("End")
    for _ in range(len("strawberries")):
        demo.key("shift+Left")
    wait_for(lambda: selection_of(view) == (strawberries, strawberries + len("strawberries")),
             what="strawberries selected in the GTK 4 notes")
    demo.key("ctrl+c")
    clipboard.wait_for("strawberries", what="the GTK 4 copy")
    gtk3_demo.show(True)
    gtk3_notes = gtk3_demo.notes()
    demo.key("ctrl+End")
    demo.key("ctrl+v")
    wait_for(lambda: text_of(gtk3_notes) == NOTES + "strawberries", what="the GTK 4 copy pasted into the GTK 3 notes")
    assert set(range(len(NOTES), len(NOTES) + len("strawberries"))) <= styled_offsets(gtk3_notes, "style", "italic"), \
        "italic from GTK 4"
    assert len(NOTES) not in styled_offsets(gtk3_notes, "underline", "single"), \
        "and not underlined like the word it follows"
