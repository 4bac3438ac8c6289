"""The GTK 4 demo driven as a person drives it, on the same test desktops
as the GTK 3 suite (Tests/EndToEnd/desktop.py, chosen by EDIT_MENU_BACKEND):
X11 (Xvfb: xdotool, xclip) or a headless sway (virtual keyboard and
pointer over the Wayland protocol, wl-clipboard). What is on screen is
read through AT-SPI. Run by `make test-gtk4` on both.

A process a test starts is ended by its pid, never by name."""
import os
import re
import subprocess
import sys
import tempfile
import time

import pyatspi
import pytest

# The desktops and their helpers are the GTK 3 suite's, imported, not copied.
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "EndToEnd"))
import desktop  # noqa: E402
from processes import end_process  # noqa: E402
from wayland_popups import PopupTrace  # noqa: E402

APP_NAME = "edit-menu-demo-gtk4"
# A menu's rows: a plain item, and one with a check mark or a radio button.
MENU_ITEM_ROLES = ("menu item", "check menu item", "radio menu item")
# What sway calls the demo's window, to find where it is.
desktop.APP_ID = "io.github.editmenu.Demo.Gtk4"


def wait_for(condition, timeout=10.0, what="condition"):
    """The condition's first true value, polled; fails the test after `timeout` s."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            value = condition()
        except Exception:  # the tree changes under us (AT-SPI objects going away)
            value = None
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
    """The running demo, its widgets found by role and name, and a person's
    hands on the test desktop."""

    def __init__(self, process, desk=None, output=None):
        self.process = process
        self.desktop = desk or desktop.current()
        self._output = output
        self.app = wait_for(self._find_app, 10, "the app on AT-SPI")
        wait_for(lambda: self.find("text"), 10, "the window's widgets")
        wait_for(lambda: self.entry.getState().contains(pyatspi.STATE_FOCUSED), 10, "the field's focus")

    def output(self):
        """What the demo has written to its stdout and stderr so far (its
        messages, say), where the fixture keeps it (`run_demo`)."""
        assert self._output, "this demo's output goes to the test's own"
        self._output.flush()
        with open(self._output.name, errors="replace") as f:
            return f.read()

    def _find_app(self):
        root = pyatspi.Registry.getDesktop(0)
        return next((a for a in root if a is not None and a.name == APP_NAME
                     and a.get_process_id() == self.process.pid), None)

    def find(self, role, name=None):
        return next((n for n in walk(self.app) if n.getRoleName() == role and (name is None or n.name == name)), None)

    def centre(self, node):
        """Where `node` is on screen (see `place`), once two looks a moment
        apart agree: a popover is sized again before its next frame when its
        rows changed, and under Wayland made anew when its size changes."""
        looks = []

        def settled():
            now = self.place(node)
            agreed = now is not None and looks and looks[-1] == now
            looks.append(now)
            return now if agreed else None
        return wait_for(settled, what=f"{node.name!r} on screen")

    def place(self, node):
        """Where `node`'s centre is on screen now, or None while its popover
        is not on screen. GTK 4.8 reports window coordinates only. On X11
        no window manager runs: the window sits at the screen's origin. On
        Wayland sway says where the window is. GTK 4.8 places a popover's
        contents at its parent widget: a node in a popover is found from
        where the popover's own surface is instead, on X11 its X window
        (`popup_window_origin`), on Wayland where sway placed its popup,
        which the demo's protocol trace says (wayland_popups.py)."""
        x, y, width, height = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        popover = self._enclosing_popover(node)
        if popover is None:
            origin = self._window_origin() if self.desktop.name == "wayland" else (0, 0)
        else:
            px, py, pwidth, pheight = popover.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            if self.desktop.name == "x11":
                origin = popup_window_origin(pwidth, pheight, self.desktop.env)
            else:
                placed = self.process.popups.surface_origin(pwidth, pheight)
                ox, oy = self._window_origin()
                origin = placed and (ox + placed[0], oy + placed[1])
            origin = origin and (origin[0] - px, origin[1] - py)
        return origin and (origin[0] + x + width // 2, origin[1] + y + height // 2)

    def _window_origin(self):
        return wait_for(lambda: self.desktop.sway.window_origin(desktop.APP_ID), what="the window on sway")

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
        return self.find("label", "Label text to copy")

    def log_lines(self):
        """The event log's lines, oldest first."""
        log = self.find("text", "Event log")
        if log is None:
            return []
        text = log.queryText()
        return text.getText(0, text.characterCount).split("\n")

    def wait_for_log(self, line):
        """Waits until the event log has `line`."""
        wait_for(lambda: line in self.log_lines(), what=f"the log line {line!r}")

    def open_page(self, title):
        """Shows the page `title` with a click on its tab in the header bar."""
        self.click(wait_for(lambda: self.find("page tab", title), what=f"the tab {title}"))
        wait_for(lambda: self.find("page tab", title).getState().contains(pyatspi.STATE_SELECTED),
                 what=f"the page {title}")

    def long_press(self, node, seconds=1.2):
        """Presses the left button on `node` and holds it still for `seconds`."""
        self.desktop.move_to(*self.centre(node))
        self.desktop.press(1)
        time.sleep(seconds)
        self.desktop.release(1)

    def entry_text(self):
        text = self.entry.queryText()
        return text.getText(0, text.characterCount)

    def entry_selection(self):
        """The field's selection as (start, end), or None."""
        text = self.entry.queryText()
        if text.getNSelections() == 0:
            return None
        start, end = text.getSelection(0)
        return (start, end) if start != end else None

    def entry_has_focus(self):
        return self.entry.getState().contains(pyatspi.STATE_FOCUSED)

    def menu_items(self):
        """The names of the menu items on screen, in order. (GTK 4.8 reports
        no SHOWING state; a popover that is down leaves the tree.)"""
        return [n.name for n in walk(self.app)
                if n.getRoleName() in MENU_ITEM_ROLES and n.getState().contains(pyatspi.STATE_VISIBLE)]

    def wait_for_menu(self):
        return wait_for(self.menu_items, what="a menu")

    def wait_for_no_menu(self):
        wait_for(lambda: not self.menu_items(), what="the menu to close")

    # MARK: Hands

    def click(self, node, button=1):
        self.click_at(*self.centre(node), button=button)

    def click_into(self, node, what="the notes"):
        """Clicks `node` and waits until it has the keyboard."""
        self.click(node)
        wait_for(lambda: node.getState().contains(pyatspi.STATE_FOCUSED), what=f"{what}' focus")

    def click_at(self, x, y, button=1):
        self.desktop.click(x, y, button)

    def double_click(self, node):
        x, y = self.centre(node)
        self.desktop.click(x, y, 1, 2)

    def key(self, combination):
        """Presses a key combination: "shift+F10", "Down", "Return"."""
        self.desktop.key(combination)

    def type(self, text):
        self.desktop.type(text)

    def menu_item(self, title):
        """The menu item `title` on screen, or None."""
        return next((n for n in walk(self.app) if n.getRoleName() in MENU_ITEM_ROLES and n.name == title
                     and n.getState().contains(pyatspi.STATE_VISIBLE)), None)

    def choose_submenu(self, title):
        """Opens the submenu `title` as a person does, with a click, and
        waits for its page to slide in."""
        self.click(wait_for(lambda: self.menu_item(title), what=f"submenu item {title}"))
        # GTK slides the page in; a person clicks where it ends.
        time.sleep(0.5)

    def choose(self, title):
        """Chooses a menu item as a person does, with a click, and waits for
        the menu to close."""
        self.click(wait_for(lambda: self.menu_item(title), what=f"menu item {title}"))
        self.wait_for_no_menu()


def popup_window_origin(width, height, env=None):
    """The screen origin of the viewable X window of `width` × `height` that
    is a child of the root (a GTK 4 popover is a surface of its own), on the
    X server `env` names (the run's by default); None while there is none."""
    tree = subprocess.run(["xwininfo", "-root", "-children"], capture_output=True, text=True, check=True,
                          env=env).stdout
    for match in re.finditer(r"^\s+(0x[0-9a-f]+) .*\)\s+(\d+)x(\d+)\+(-?\d+)\+(-?\d+)", tree, re.M):
        window, w, h, x, y = match.group(1), *map(int, match.groups()[1:])
        if (w, h) != (width, height):
            continue
        info = subprocess.run(["xwininfo", "-id", window], capture_output=True, text=True, env=env).stdout
        if "IsViewable" in info:
            return x, y
    return None


def pytest_collection_modifyitems(config, items):
    """Deselects the tests marked only_on another backend."""
    desktop.deselect_tests_of_other_backends(config, items)


def pytest_report_header(config):
    return f"desktop: {desktop.BACKEND}"


@pytest.fixture(scope="session", autouse=True)
def test_desktop():
    """The desktop of the whole run (the GTK 3 suite's): X11, or a headless
    sway with its keyboard and pointer."""
    yield desktop.current()
    desktop.stop()


@pytest.fixture
def clipboard(test_desktop):
    """Another application on CLIPBOARD and PRIMARY (xclip or wl-clipboard);
    what it still serves ends with the test."""
    board = test_desktop.clipboard()
    yield board
    board.close()


def start_demo(desk, environment=None, output=None):
    """Starts the demo process on `desk`, with `environment` added to the
    desktop's, its stdout and stderr going to `output` (a file) or the
    test's own. Under Wayland with its protocol trace (WAYLAND_DEBUG=client),
    read into `process.popups`: where sway placed each popover
    (wayland_popups.py); the demo's other output goes on as it came."""
    binary = os.environ.get("EDIT_MENU_DEMO_GTK4")
    assert binary, "EDIT_MENU_DEMO_GTK4 names the built demo (make test-gtk4 sets it)"
    env = dict(desk.client_env(), **(environment or {}))
    streams = dict(stdout=output, stderr=subprocess.STDOUT) if output else {}
    if desk.name != "wayland":
        return subprocess.Popen([binary], env=env, **streams)
    process = subprocess.Popen([binary], env=dict(env, WAYLAND_DEBUG="client"),
                               stdout=output, stderr=subprocess.PIPE)
    process.popups = PopupTrace(process.stderr, output.fileno() if output else 2)
    return process


def run_demo(desk, environment=None):
    """Starts the demo on `desk`; yields it, and ends it after the test."""
    output = tempfile.NamedTemporaryFile("w+", prefix="edit-menu-demo-gtk4-", suffix=".log")
    process = start_demo(desk, environment, output)
    try:
        yield Demo(process, desk, output)
    finally:
        end_process(process)
        if hasattr(process, "popups"):
            process.popups.thread.join(5)   # the trace's last lines written before the file closes
        with open(output.name, errors="replace") as f:
            sys.stderr.write(f.read())   # shown with a failure, as the test's own
        output.close()
        assert process.returncode in (0, -15), f"the demo ended with {process.returncode} (a critical?)"


@pytest.fixture
def demo(test_desktop):
    yield from run_demo(test_desktop)


@pytest.fixture
def unchecked_demo(test_desktop):
    """The demo with spelling off, for what spelling would hide: "Zürich",
    which the notes' sample underlines, is no American English word, and
    AT-SPI reads a misspelled word's error underline in place of the
    style's."""
    yield from run_demo(test_desktop, {"EDIT_MENU_SPELLING": "off"})


@pytest.fixture(scope="module")
def touch_desktop(test_desktop):
    """A desktop of the run's kind with a touchscreen (`touch_desktop.touch`):
    an X server of its own (Xorg's inputtest driver), and on Wayland a sway
    on it (Tests/EndToEnd/touchscreen.py). For the tests of a module."""
    desk = desktop.with_touchscreen()
    yield desk
    desk.stop()


@pytest.fixture
def touch_demo(touch_desktop):
    """The demo on the desktop with a touchscreen."""
    yield from run_demo(touch_desktop)
