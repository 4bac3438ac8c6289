"""A user at the demo app: real input on the test desktop (X11 or
Wayland, see desktop.py), eyes through AT-SPI."""
import time

import pyatspi

import atspi_helpers as a11y
import desktop


def center(node):
    """Where `node`'s centre is on the screen."""
    return desktop.current().center(node)


def extents(node):
    """Where `node` is on the screen: x, y, width, height."""
    return desktop.current().extents(node)


class User:
    """`names` gives what the app calls its text field, event log and menu
    popover in another language ("Text field" → "Textfeld")."""

    def __init__(self, app, names=None):
        self.app = app
        self.desktop = desktop.current()
        self.names = {"Text field": "Text field", "Event log": "Event log", "Edit menu": "Edit menu", **(names or {})}
        self.window = app.window()
        a11y.wait_for(lambda: a11y.has_state(self.window, pyatspi.STATE_ACTIVE), "the window to be active")

    # MARK: Finding things

    def find(self, role, name, showing=True):
        return a11y.wait_for(lambda: a11y.find(self.window, role=role, name=name, showing=showing),
                             f"a showing {role} named {name!r}")

    def field(self):
        return self.find("text", self.names["Text field"])

    def log_text(self):
        return a11y.text_of(self.find("text", self.names["Event log"]))

    def wait_for_log(self, fragment, timeout=5):
        return a11y.wait_for(lambda: fragment in self.log_text(), f"the event log to say {fragment!r}", timeout=timeout)

    def menu(self):
        """The edit menu's popover, when one is showing."""
        return a11y.find(self.window, role="panel", name=self.names["Edit menu"], showing=True)

    def menu_titles(self):
        menu = self.menu()
        if menu is None:
            return None
        buttons = [n for n in a11y.walk(menu) if a11y.role_name(n) in ("push button", "menu item")
                   and a11y.has_state(n, pyatspi.STATE_SHOWING)]
        return [b.name for b in buttons]

    def wait_for_menu(self, titles=None, timeout=5):
        if titles is None:
            return a11y.wait_for(lambda: self.menu_titles(), "an edit menu", timeout=timeout)
        a11y.wait_for(lambda: self.menu_titles() == titles,
                      f"the menu {titles} (showing: {self.menu_titles()})", timeout=timeout)
        return titles

    def wait_for_no_menu(self, timeout=5):
        a11y.wait_for(lambda: self.menu() is None, "the menu to close", timeout=timeout)

    # MARK: Doing things

    def open_page(self, title):
        self.click(self.find("radio button", title))
        a11y.wait_for(lambda: a11y.has_state(self.find("radio button", title), pyatspi.STATE_CHECKED),
                      f"the {title} page")
        time.sleep(0.3)  # the stack cross-fades

    def move_to(self, node, dx=0, dy=0):
        x, y = center(node)
        self.desktop.move_to(x + dx, y + dy)

    def click(self, node, button=1, dx=0, dy=0, count=1):
        x, y = center(node)
        self.desktop.click(x + dx, y + dy, button, count)
        time.sleep(0.15)

    def right_click(self, node, dx=0, dy=0):
        self.click(node, 3, dx, dy)

    def double_click(self, node):
        self.click(node, count=2)
        time.sleep(0.05)

    def press(self, node, dx=0, dy=0):
        self.move_to(node, dx, dy)
        self.desktop.press(1)

    def release(self):
        self.desktop.release(1)
        time.sleep(0.15)

    def long_press(self, node, seconds=1.1, dx=0, dy=0):
        self.press(node, dx, dy)
        time.sleep(seconds)
        self.release()

    def key(self, *keys):
        for combination in keys:
            self.desktop.key(combination)
        time.sleep(0.15)

    def type(self, text):
        self.desktop.type(text)
        time.sleep(0.15)

    def choose(self, title):
        menu = a11y.wait_for(lambda: self.menu(), f"a menu to choose {title!r} from")
        item = a11y.wait_for(lambda: a11y.find(menu, role="push button", name=title, showing=True),
                             f"the menu item {title!r} (showing: {self.menu_titles()})")
        time.sleep(0.2)  # the popover animates in
        self.click(item)
