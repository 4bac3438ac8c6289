"""A user at the demo app: real input on the test desktop (X11 or
Wayland, see desktop.py), eyes through AT-SPI."""
import time

import pyatspi

import atspi_helpers as a11y
import desktop


# What a menu's rows are to assistive technology, as in GTK's own menus:
# menu items, check menu items (a style that is on, Format ▸ Bold over bold
# text), and menus (a row that opens a submenu, or the compact row's "More").
MENU_ITEM_ROLES = ("menu item", "check menu item", "radio menu item", "menu")


def center(node):
    """Where `node`'s centre is on the screen."""
    return desktop.current().center(node)


def extents(node):
    """Where `node` is on the screen: x, y, width, height."""
    return desktop.current().extents(node)


def settled_extents(node, timeout=10.0):
    """Where `node` is once it has stopped moving: a GTK 3 popover slides in
    as it opens, and a quick look finds it on its way."""
    last = extents(node)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        time.sleep(0.15)
        now = extents(node)
        if now == last:
            return now
        last = now
    return last


def text_point(node, start, end):
    """The screen point in the middle of the characters start..<end (code
    point offsets) of a text accessible. AT-SPI's desktop coordinates are
    moved as the desktop moves the node's own (on Wayland, by the window's
    place)."""
    x, y, _, _ = extents(node)
    own = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    rx, ry, width, height = node.queryText().getRangeExtents(start, end, pyatspi.DESKTOP_COORDS)
    assert width > 0 and height > 0, f"characters {start}..<{end} of {node.name!r} are not laid out"
    return x - own.x + rx + width // 2, y - own.y + ry + height // 2


class User:
    """`names` gives what the app calls its text field, event log and menu
    popover in another language ("Text field" → "Textfeld")."""

    def __init__(self, app, names=None):
        self.app = app
        self.desktop = desktop.current()
        self.names = {"Text field": "Text field", "Event log": "Event log", "Edit menu": "Edit", **(names or {})}
        self.window = app.window()
        a11y.wait_for(lambda: a11y.has_state(self.window, pyatspi.STATE_ACTIVE), "the window to be active")

    # MARK: Finding things

    def find(self, role, name, showing=True):
        return a11y.wait_for(lambda: a11y.find(self.window, role=role, name=name, showing=showing),
                             f"a showing {role} named {name!r}")

    def field(self):
        return self.find("text", self.names["Text field"])

    def type_into_field(self, text):
        """Clicks the text field, types `text` and waits until the field holds it."""
        field = self.field()
        self.click(field)
        self.type(text)
        a11y.wait_for(lambda: a11y.text_of(field) == text, f"the field to hold {text!r}")
        return field

    def log_text(self):
        return a11y.text_of(self.find("text", self.names["Event log"]))

    def wait_for_log(self, fragment, timeout=10):
        return a11y.wait_for(lambda: fragment in self.log_text(), f"the event log to say {fragment!r}", timeout=timeout)

    def menu(self):
        """The edit menu's popover, when one is showing."""
        return a11y.find(self.window, role="menu", name=self.names["Edit menu"], showing=True)

    def menu_items(self):
        """The rows of the menu showing, in order, or None."""
        menu = self.menu()
        if menu is None:
            return None
        return [n for n in a11y.walk(menu) if n != menu and a11y.role_name(n) in MENU_ITEM_ROLES
                and a11y.has_state(n, pyatspi.STATE_SHOWING)]

    def menu_titles(self):
        buttons = self.menu_items()
        if buttons is None:
            return None
        return [b.name for b in buttons]

    def wait_for_menu(self, titles=None, timeout=10):
        if titles is None:
            return a11y.wait_for(lambda: self.menu_titles(), "an edit menu", timeout=timeout)
        a11y.wait_for(lambda: self.menu_titles() == titles,
                      f"the menu {titles} (showing: {self.menu_titles()})", timeout=timeout)
        return titles

    def wait_for_no_menu(self, timeout=10):
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

    def click_at(self, point, button=1, count=1):
        """A click at a screen point (say, `text_point`'s)."""
        self.desktop.click(*point, button, count)
        time.sleep(0.15)

    def choose(self, *titles):
        """Clicks the item `titles[-1]`; the titles before it are the
        submenus to go through (`choose("Format", "Bold")`): each slides its
        page in, and the item is chosen there."""
        for title in titles:
            try:
                menu = a11y.wait_for(lambda: self.menu(), f"a menu to choose {title!r} from")
            except AssertionError as error:
                # Whether the app showed a menu that AT-SPI does not see, or never got the press.
                try:
                    log = self.log_text()[-1500:]
                except AssertionError:
                    log = "(no event log showing)"
                raise AssertionError(f"{error}\nthe event log says:\n{log}") from None
            item = a11y.wait_for(lambda: next((n for n in a11y.find_all(menu, name=title, showing=True)
                                               if a11y.role_name(n) in MENU_ITEM_ROLES), None),
                                 f"the menu item {title!r} (showing: {self.menu_titles()})")
            time.sleep(0.2)  # the popover animates in, a submenu's page slides in
            if len(titles) > 1:
                self.wait_until_still(item)
            self.click(item)

    def wait_until_still(self, node, timeout=10):
        """Waits until `node` stops moving on screen (a page sliding in)."""
        last = [None]

        def still():
            now = extents(node)
            settled = now == last[0]
            last[0] = now
            return settled
        a11y.wait_for(lambda: still() or time.sleep(0.05), f"{node.name!r} to stop moving", timeout=timeout)
