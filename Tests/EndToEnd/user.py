"""A user at the demo app: real X input with xdotool, eyes through AT-SPI,
and another application's clipboard through xclip."""
import subprocess
import time

import pyatspi

import atspi_helpers as a11y


def xdotool(*args):
    subprocess.run(["xdotool", *[str(a) for a in args]], check=True)


def center(node):
    extents = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return extents.x + extents.width // 2, extents.y + extents.height // 2


def extents(node):
    e = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return e.x, e.y, e.width, e.height


class Clipboard:
    """xclip as the other application on CLIPBOARD (or PRIMARY)."""

    def __init__(self):
        self.owners = []

    def offer(self, data, target=None, selection="clipboard"):
        """Another application copies `data` (bytes or str), optionally as `target` only."""
        if isinstance(data, str):
            data = data.encode()
        command = ["xclip", "-selection", selection, "-i"]
        if target:
            command += ["-t", target]
        owner = subprocess.Popen(command, stdin=subprocess.PIPE)
        owner.stdin.write(data)
        owner.stdin.close()
        self.owners.append(owner)
        time.sleep(0.3)  # let the app hear about the new owner

    def read(self, target=None, selection="clipboard"):
        command = ["xclip", "-selection", selection, "-o"]
        if target:
            command += ["-t", target]
        result = subprocess.run(command, capture_output=True, timeout=10)
        return result.stdout if target else result.stdout.decode(errors="replace")

    def targets(self, selection="clipboard"):
        return self.read("TARGETS", selection).decode().split()

    def wait_for(self, text, what="the clipboard", timeout=5):
        return a11y.wait_for(lambda: self.read() == text, f"{what} to read {text!r}", timeout=timeout)

    def close(self):
        for owner in self.owners:
            if owner.poll() is None:
                owner.kill()
        self.owners = []


class User:
    """`names` gives what the app calls its text field, event log and menu
    popover in another language ("Text field" → "Textfeld")."""

    def __init__(self, app, names=None):
        self.app = app
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
        xdotool("mousemove", x + dx, y + dy)

    def click(self, node, button=1, dx=0, dy=0):
        self.move_to(node, dx, dy)
        xdotool("click", button)
        time.sleep(0.15)

    def right_click(self, node, dx=0, dy=0):
        self.click(node, 3, dx, dy)

    def double_click(self, node):
        self.move_to(node)
        xdotool("click", "--repeat", 2, "--delay", 60, 1)
        time.sleep(0.2)

    def press(self, node, dx=0, dy=0):
        self.move_to(node, dx, dy)
        xdotool("mousedown", 1)

    def release(self):
        xdotool("mouseup", 1)
        time.sleep(0.15)

    def long_press(self, node, seconds=1.1, dx=0, dy=0):
        self.press(node, dx, dy)
        time.sleep(seconds)
        self.release()

    def key(self, *keys):
        xdotool("key", "--clearmodifiers", *keys)
        time.sleep(0.15)

    def type(self, text):
        xdotool("type", "--delay", 30, text)
        time.sleep(0.15)

    def choose(self, title):
        menu = a11y.wait_for(lambda: self.menu(), f"a menu to choose {title!r} from")
        item = a11y.wait_for(lambda: a11y.find(menu, role="push button", name=title, showing=True),
                             f"the menu item {title!r} (showing: {self.menu_titles()})")
        time.sleep(0.2)  # the popover animates in
        self.click(item)
