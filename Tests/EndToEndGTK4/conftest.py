"""The GTK 4 demo driven as a person drives it, on X11: real input through
xdotool, the real clipboard through xclip, what is on screen read through
AT-SPI. Run by `make test-gtk4` inside Xvfb and a D-Bus session.

A process a test starts is ended by its pid, never by name."""
import os
import re
import subprocess
import time

import pyatspi
import pytest

APP_NAME = "edit-menu-demo-gtk4"


def wait_for(condition, timeout=5.0, what="condition"):
    """The condition's first true value, polled; fails the test after `timeout` s."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    pytest.fail(f"timed out waiting for {what}")


def walk(node):
    """Every accessible below `node` (AT-SPI errors for objects going away are skipped)."""
    try:
        children = list(node)
    except Exception:
        return
    for child in children:
        if child is None:
            continue
        yield child
        yield from walk(child)


class Demo:
    """The running demo, its widgets found by role and name."""

    def __init__(self, process):
        self.process = process
        self.app = wait_for(self._find_app, 10, "the app on AT-SPI")
        wait_for(lambda: self.find("text"), 10, "the window's widgets")

    def _find_app(self):
        desktop = pyatspi.Registry.getDesktop(0)
        return next((a for a in desktop if a is not None and a.name == APP_NAME), None)

    def find(self, role, name=None):
        return next((n for n in walk(self.app) if n.getRoleName() == role and (name is None or n.name == name)), None)

    def centre(self, node):
        """Where `node` is on screen. No window manager runs: the window sits
        at the screen's origin, so its window coordinates are screen ones.
        GTK 4.8 on X11 cannot report screen coordinates, and places a
        popover's contents at its parent widget: a node in a popover is
        found from the popover's own X window instead."""
        x, y, width, height = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        popover = self._enclosing_popover(node)
        if popover is not None:
            px, py, pwidth, pheight = popover.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            sx, sy = popup_window_origin(pwidth, pheight)
            x, y = sx + x - px, sy + y - py
        return x + width // 2, y + height // 2

    @staticmethod
    def _enclosing_popover(node):
        parent = node.parent
        while parent is not None and parent.getRoleName() not in ("menu", "frame"):
            parent = parent.parent
        return parent if parent is not None and parent.getRoleName() == "menu" else None

    @property
    def entry(self):
        return self.find("text")

    @property
    def label(self):
        return self.find("label", "Select me and copy me")

    def entry_text(self):
        text = self.entry.queryText()
        return text.getText(0, text.characterCount)

    def menu_items(self):
        """The names of the menu items on screen. (GTK 4.8 reports no
        SHOWING state; a popover that is down leaves the tree.)"""
        return [n.name for n in walk(self.app)
                if n.getRoleName() == "menu item" and n.getState().contains(pyatspi.STATE_VISIBLE)]

    def click(self, node, button=1):
        x, y = self.centre(node)
        xdotool("mousemove", str(x), str(y), "click", str(button))

    def choose(self, title):
        item = wait_for(lambda: next((n for n in walk(self.app) if n.getRoleName() == "menu item"
                                      and n.name == title and n.getState().contains(pyatspi.STATE_VISIBLE)), None),
                        what=f"menu item {title}")
        self.click(item)
        wait_for(lambda: not self.menu_items(), what="the menu to close")


def popup_window_origin(width, height):
    """The screen origin of the viewable X window of `width` × `height` that
    is a child of the root (a GTK 4 popover is a surface of its own)."""
    tree = subprocess.run(["xwininfo", "-root", "-children"], capture_output=True, text=True, check=True).stdout
    for match in re.finditer(r"^\s+(0x[0-9a-f]+) .*\)\s+(\d+)x(\d+)\+(-?\d+)\+(-?\d+)", tree, re.M):
        window, w, h, x, y = match.group(1), *map(int, match.groups()[1:])
        if (w, h) != (width, height):
            continue
        info = subprocess.run(["xwininfo", "-id", window], capture_output=True, text=True).stdout
        if "IsViewable" in info:
            return x, y
    pytest.fail(f"no viewable {width}x{height} popover window among the root's children:\n{tree}")


def xdotool(*arguments):
    subprocess.run(["xdotool", *arguments], check=True)


def xclip_set(text, selection="clipboard"):
    """Another app owns `selection` with `text`; returns the xclip process."""
    owner = subprocess.Popen(["xclip", "-selection", selection, "-i"], stdin=subprocess.PIPE)
    owner.stdin.write(text.encode())
    owner.stdin.close()
    return owner


def xclip_get(selection="clipboard"):
    result = subprocess.run(["xclip", "-selection", selection, "-o"], capture_output=True, text=True, timeout=5)
    return result.stdout if result.returncode == 0 else None


@pytest.fixture
def demo():
    binary = os.environ.get("EDIT_MENU_DEMO_GTK4")
    assert binary, "EDIT_MENU_DEMO_GTK4 names the built demo (make test-gtk4 sets it)"
    process = subprocess.Popen([binary])
    try:
        yield Demo(process)
    finally:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
        assert process.returncode in (0, -15), f"the demo ended with {process.returncode} (a critical?)"
