"""The fuzzer's world: the running app, what AT-SPI shows of it, input on
the test desktop (X11 or Wayland: Tests/EndToEnd/desktop.py), another
application's clipboard, and what the fuzzer knows (its model).

Everything the fuzzer observes goes through `World.observe()`, which
returns an `Observation`: a plain snapshot of the window taken in one walk
of the accessibility tree, so oracles compare values, never live objects
(which go stale when the window is recreated).
"""
import os
import struct
import subprocess
import sys
import threading
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
END_TO_END = os.path.join(os.path.dirname(HERE), "EndToEnd")
if END_TO_END not in sys.path:
    sys.path.insert(0, END_TO_END)

import pyatspi  # noqa: E402

import atspi_helpers as a11y  # noqa: E402
import desktop  # noqa: E402
from conftest import end_process  # noqa: E402

APP_ID = "io.github.editmenu.Demo"
APP_PATH = "/io/github/editmenu/Demo"
WINDOW_TITLE = "Edit Menu"
PAGES = ["Basics", "Notes", "Color Tiles", "Copy Me", "Hold to Copy"]
# Header-bar buttons a random click must never reach: without a window
# manager, Close closes the only window and the app quits.
WINDOW_BUTTONS = {"Close", "Minimize", "Maximize"}

# Lines on the app's stdout/stderr that fail a run.
BAD_OUTPUT = ("-CRITICAL", "-WARNING", "CRITICAL **", "WARNING **", "SELF-CHECK FAILED")


class AppGone(Exception):
    """The app exited (or stopped answering) in the middle of a run."""


def shorten(value, limit=200):
    """`repr(value)`, with the middle of a long text left out (a failure
    message stays readable when the text is megabytes long)."""
    if not isinstance(value, (str, bytes)) or len(value) <= limit:
        return repr(value)
    size = len(value.encode()) if isinstance(value, str) else len(value)
    return f"{value[:80]!r} … ({len(value):,} in all, {size:,} bytes) … {value[-40:]!r}"


def first_difference(actual, expected):
    """Where two texts part: what a failure says when they are long."""
    if not isinstance(actual, str) or not isinstance(expected, str) or max(len(actual), len(expected)) <= 200:
        return ""
    at = next((i for i, (a, b) in enumerate(zip(actual, expected)) if a != b), min(len(actual), len(expected)))
    return (f" (they part at character {at:,} of {len(actual):,} and {len(expected):,}: "
            f"{actual[max(at - 20, 0):at + 20]!r} against {expected[max(at - 20, 0):at + 20]!r})")


def single_line(text):
    """What the text field makes of pasted text (TextField.singleLine)."""
    return text.replace("\r\n", " ").replace("\n", " ").replace("\r", " ")


def tiny_png():
    """A valid 1x1 red PNG: an image-only clipboard."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\xff\x00\x00")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


# MARK: Observations

class Node:
    """One accessible, copied out of the tree."""

    __slots__ = ("role", "name", "description", "showing", "focused", "sensitive", "selected",
                 "checked", "indeterminate", "extents", "ref")

    def __init__(self, ref):
        self.ref = ref
        self.role = ref.getRoleName()
        self.name = ref.name or ""
        states = ref.getState()
        self.showing = states.contains(pyatspi.STATE_SHOWING)
        self.focused = states.contains(pyatspi.STATE_FOCUSED)
        self.sensitive = states.contains(pyatspi.STATE_SENSITIVE)
        self.selected = states.contains(pyatspi.STATE_SELECTED)
        self.checked = states.contains(pyatspi.STATE_CHECKED)
        self.indeterminate = states.contains(pyatspi.STATE_INDETERMINATE)
        self.description = None
        self.extents = None

    def load_extents(self):
        if self.extents is None:
            self.extents = desktop.current().extents(self.ref)
        return self.extents

    def __repr__(self):
        return f"{self.role} {self.name!r}"


# The styles the Notes text view can give its text, as AT-SPI reports them.
STYLE_ATTRIBUTES = {"Bold": "weight:700", "Italic": "style:italic", "Underline": "underline:single"}


class TextState:
    """A text widget's text, caret and selection (character offsets); with
    `styles`, also which characters are bold, italic and underlined."""

    def __init__(self, ref, styles=False):
        text = ref.queryText()
        self.text = text.getText(0, -1)
        self.caret = text.caretOffset
        self.selection = None
        if text.getNSelections() > 0:
            start, end = text.getSelection(0)
            if start != end:
                self.selection = (min(start, end), max(start, end))
        # "Bold" -> frozenset of the offsets with weight 700, and so on.
        self.styles = read_styles(text, len(self.text)) if styles else None

    @property
    def selected_text(self):
        if self.selection is None:
            return None
        return self.text[self.selection[0]:self.selection[1]]

    def __repr__(self):
        return f"{shorten(self.text)} caret={self.caret} selection={self.selection}"

    def same(self, other):
        return other is not None and (self.text, self.caret, self.selection) == (other.text, other.caret, other.selection)


def read_styles(text, length):
    """Which offsets of an AT-SPI Text have each style, from its attribute runs."""
    found = {style: set() for style in STYLE_ATTRIBUTES}
    offset = 0
    while offset < length:
        pairs, start, end = text.getAttributeRun(offset, False)
        for style, attribute in STYLE_ATTRIBUTES.items():
            if attribute in pairs:
                found[style].update(range(start, end))
        offset = max(end, offset + 1)
    return {style: frozenset(offsets) for style, offsets in found.items()}


# The roles of a menu's rows, as in GTK's own menus: menu items, check menu
# items (a style that is on, Format ▸ Bold over bold text), and menus (a row
# that opens a submenu, the compact row's "More").
MENU_ITEM_ROLES = ("menu item", "check menu item", "radio menu item", "menu")
# What assistive technology calls the edit menu: a menu named "Edit" ("Edit menu").
EDIT_MENU = "Edit"
# What GTK 3 would call them; a row with one of these roles is a failure (oracles.py).
BUTTON_ROLES = ("push button", "check box", "radio button", "toggle button")


class Menu:
    """An edit menu on screen: its items in order."""

    def __init__(self, node, items):
        self.node = node
        self.items = items  # [Node], showing push buttons, in order

    @property
    def titles(self):
        return [item.name for item in self.items]


class Observation:
    """What a user sees of the window at one moment."""

    def __init__(self):
        self.at = time.monotonic()
        self.frames = 0            # showing "Edit Menu" frames
        self.other_toplevels = []  # anything else the app shows (GTK's own menus, dialogs)
        self.page = None           # the checked page switcher button
        self.nodes = []            # every node under the window, in tree order
        self.menus = []            # showing edit menus (EDIT_MENU)
        self.field = None          # TextState of "Text field" when on screen
        self.field_focused = False
        self.label = None          # TextState of "Label text to copy" when on screen
        self.notes = None          # TextState (with styles) of "Notes text" when on screen
        self.notes_focused = False
        self.focused = None        # the Node with keyboard focus, if any
        self.focused_text = None   # its TextState, when it is a label or text
        self.tiles = {}            # "Tile r,c" -> "red" | "black" | "empty"
        self.log_length = 0

    def find(self, role, name):
        for node in self.nodes:
            if node.role == role and node.name == name and node.showing:
                return node
        return None

    @property
    def menu(self):
        """The current menu (the newest when one is still fading out)."""
        return self.menus[-1] if self.menus else None

    def describe_focus(self):
        return repr(self.focused) if self.focused else "nothing"


# MARK: The world

class World:
    """The app under test and the fuzzer's model of it."""

    def __init__(self, binary, stall_ms=0, verbose=False):
        self.binary = binary
        self.stall_ms = stall_ms
        self.verbose = verbose
        self.process = None
        self.root = None
        self.frame = None
        self.output = []           # every line the app printed
        self.output_seen = 0       # how many of them the oracles have read
        self._output_lock = threading.Lock()
        self.desktop = desktop.current()
        self.clipboard = self.desktop.clipboard()
        self.log_ref = None
        self.log_offset = 0        # characters of the event log already read
        self.log_lines = []        # every event-log line read, this window
        self.png = tiny_png()
        self.reset_model()
        # What the clipboard should hold: ("text", str), ("image", None),
        # or None before anything was copied.
        self.expected_clipboard = None
        self.clipboard_has_tile = False
        self.clipboard_source = "nothing yet"

    def reset_model(self):
        """What a fresh window starts with."""
        self.menu_3_or_4 = "Menu 3"
        self.last_field = None     # TextState last seen
        self.last_tiles = {}
        self.menu_from_log = None  # (target, titles) per the event log, or None
        self.last_notes = None     # the Notes text's TextState last seen
        # The Notes text view's next responder is the Show Menu button (the
        # log said so, and has not yet said it was restored).
        self.notes_chain_borrowed = False

    # MARK: Process

    def start(self):
        env = self.desktop.client_env()
        env.setdefault("G_DEBUG", "fatal-criticals")
        env["NO_AT_BRIDGE"] = "0"
        env["EDIT_MENU_SELF_CHECK"] = "1"
        # The oracles model menus from the chain; a misspelled word's
        # suggestions come from a dictionary they do not have. Spelling is
        # tested end to end in Tests/EndToEnd/test_spelling.py.
        env["EDIT_MENU_SPELLING"] = "off"
        if self.stall_ms:
            env["EDIT_MENU_STALL_MS"] = str(self.stall_ms)
        self.process = subprocess.Popen([self.binary], env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True, bufsize=1,
                                        errors="replace")
        threading.Thread(target=self._drain, daemon=True).start()
        try:
            self.root = a11y.wait_for(lambda: a11y.application(self.process.pid),
                                      "the app on the accessibility bus", timeout=20)
        except AssertionError:
            if self.process.poll() == 0:
                raise AssertionError(f"{self.binary} exited at once: is another {APP_ID} running on this D-Bus session?")
            raise
        self.attach_window()
        self.park_pointer()

    def _drain(self):
        for line in self.process.stdout:
            with self._output_lock:
                self.output.append(line.rstrip("\n"))

    def new_output(self):
        with self._output_lock:
            lines = self.output[self.output_seen:]
            self.output_seen = len(self.output)
        return lines

    def check_alive(self):
        if self.process.poll() is not None:
            time.sleep(0.2)  # let the drain thread read the last words
            bad = [line for line in self.output if any(b in line for b in BAD_OUTPUT)]
            tail = "\n".join(self.output[-12:]) or "(nothing)"
            raise AppGone(f"the app exited with status {self.process.returncode}"
                          + "".join(f"\n  it printed: {line}" for line in bad[-5:])
                          + f"\n  its last output:\n{tail}")

    def stop(self):
        self.clipboard.close()
        try:
            self.desktop.release(1)
        except Exception:
            pass
        if self.process:
            end_process(self.process)

    # MARK: The window

    def _frames(self):
        found = []
        for index in range(self.root.childCount):
            child = self.root.getChildAtIndex(index)
            if child is not None and child.getRoleName() == "frame" and child.name == WINDOW_TITLE:
                found.append(child)
        return found

    def attach_window(self, timeout=10):
        """Finds the window (again), waits until it is active and its log has started."""
        def ready():
            self.check_alive()
            frames = [f for f in self._frames() if a11y.has_state(f, pyatspi.STATE_SHOWING)]
            if len(frames) != 1 or not a11y.has_state(frames[0], pyatspi.STATE_ACTIVE):
                return None
            log = a11y.find(frames[0], role="text", name="Event log")
            if log is None or not a11y.text_of(log).startswith("Started"):
                return None
            return frames[0], log
        self.frame, self.log_ref = a11y.wait_for(ready, "the active 'Edit Menu' window with its event log",
                                                 timeout=timeout)
        self.log_offset = 0
        self.log_lines = []
        self.reset_model()

    def read_log(self):
        """The event-log lines added since the last call."""
        text = self.log_ref.queryText()
        count = text.characterCount
        if count <= self.log_offset:
            return []
        chunk = text.getText(self.log_offset, count)
        # Lines are appended whole, each after a newline; keep a partial one for later.
        if self.log_offset > 0:
            if not chunk.startswith("\n"):
                return []
            chunk = chunk[1:]
        last_break = chunk.rfind("\n")
        self.log_offset = count
        lines = chunk.split("\n")
        self.log_lines.extend(lines)
        return lines

    def log_length(self):
        return self.log_ref.queryText().characterCount

    def wait_for_notes_paste(self, before, log_lines, timeout=2.0):
        """A paste into the notes is logged when it starts and reads the
        clipboard after: waits until the notes' text changes (or the log says
        the paste failed); returns the log lines read meanwhile."""
        more = []
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            notes = a11y.find(self.frame, role="text", name="Notes text", showing=True)
            if notes is None or before.notes is None or a11y.text_of(notes) != before.notes.text:
                break
            more += self.read_log()
            if any(line.startswith("Paste left the notes unchanged") for line in log_lines + more):
                break
            time.sleep(0.05)
        self.settle()
        return more + self.read_log()

    def observe(self):
        """One walk of the tree; retried when the tree changes under us."""
        last_error = None
        for _ in range(5):
            self.check_alive()
            try:
                return self._observe()
            except AppGone:
                raise
            except Exception as error:  # a node went away mid-walk
                last_error = error
                time.sleep(0.05)
        raise RuntimeError(f"could not read the window through AT-SPI: {last_error!r}")

    def _observe(self):
        seen = Observation()
        frames = self._frames()
        seen.frames = sum(1 for f in frames if a11y.has_state(f, pyatspi.STATE_SHOWING))
        for index in range(self.root.childCount):
            child = self.root.getChildAtIndex(index)
            if child is None or (child.getRoleName() == "frame" and child.name == WINDOW_TITLE):
                continue
            if a11y.has_state(child, pyatspi.STATE_SHOWING):
                # GTK's drag-and-drop helper windows (dragging selected label
                # text) stay "showing" at 1x1, off screen: no one sees them.
                e = child.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                if e.width * e.height <= 1 or e.x + e.width <= 0 or e.y + e.height <= 0:
                    continue
                inside = [f"{n.getRoleName()} {n.name!r}" for n in list(a11y.walk(child))[1:8]]
                seen.other_toplevels.append(f"{child.getRoleName()} {child.name!r} [{', '.join(inside)}]")
        menu_refs = []
        for ref in a11y.walk(self.frame):
            node = Node(ref)
            seen.nodes.append(node)
            if node.focused and node.role not in MENU_ITEM_ROLES:
                # (A menu's highlighted row reports the accessible focus while
                # the widget underneath keeps the keyboard, as in GtkMenu.)
                seen.focused = node
            if node.role == "radio button" and node.name in PAGES and node.checked:
                seen.page = node.name
            elif node.role == "menu" and node.name == EDIT_MENU and node.showing:
                menu_refs.append(node)
            elif node.role == "text" and node.name == "Text field" and node.showing:
                seen.field = TextState(ref)
                seen.field_focused = node.focused
            elif node.role == "label" and node.name == "Label text to copy" and node.showing:
                seen.label = TextState(ref)
            elif node.role == "text" and node.name == "Notes text" and node.showing:
                seen.notes = TextState(ref, styles=True)
                seen.notes_focused = node.focused
            elif node.role == "table cell" and node.name.startswith("Tile ") and node.showing:
                seen.tiles[node.name] = ref.description
        for panel in menu_refs:
            rows = [Node(ref) for ref in a11y.walk(panel.ref)
                    if ref != panel.ref and ref.getRoleName() in MENU_ITEM_ROLES + BUTTON_ROLES]
            seen.menus.append(Menu(panel, [row for row in rows if row.showing]))
        if seen.focused is not None and seen.focused.role in ("label", "text"):
            seen.focused_text = TextState(seen.focused.ref)
        seen.log_length = self.log_length()
        return seen

    def settle(self, minimum=0.05, maximum=2.0, quiet=0.09):
        """Waits until the log, the menus and the toplevels stop changing."""
        time.sleep(minimum)
        deadline = time.monotonic() + maximum
        last, stable_since = None, time.monotonic()
        while time.monotonic() < deadline:
            self.check_alive()
            try:
                signature = (self.log_length(), self.frame.childCount, self.root.childCount,
                             self._menu_signature())
            except Exception:
                signature = None
            now = time.monotonic()
            if signature != last:
                last, stable_since = signature, now
            elif now - stable_since >= quiet:
                return
            time.sleep(0.03)

    def _menu_signature(self):
        showing = []
        for index in range(self.frame.childCount):
            child = self.frame.getChildAtIndex(index)
            if child is not None and child.name == EDIT_MENU:
                showing.append(a11y.has_state(child, pyatspi.STATE_SHOWING))
        return tuple(showing)

    # MARK: Input

    def click_at(self, x, y, button=1, repeat=1):
        self.desktop.click(x, y, button, repeat)

    def press_at(self, x, y, seconds, move_by=0):
        self.desktop.move_to(x, y)
        self.desktop.press(1)
        time.sleep(seconds / 2)
        if move_by:
            self.desktop.move_to(x + move_by, y)
        time.sleep(seconds / 2)
        self.desktop.release(1)

    def key(self, keys):
        self.desktop.key(keys)

    def type_text(self, text):
        self.desktop.type(text)

    def park_pointer(self):
        self.desktop.move_to(1, 1)

    # MARK: The other application on the clipboard

    def offer_clipboard(self, data, target=None):
        """Another app takes the clipboard with `data`; waits until it owns it."""
        self.clipboard.offer(data, target)

    def clipboard_targets(self):
        return self.clipboard.targets()

    def read_clipboard(self):
        """The clipboard's text as another application reads it, or None.

        Decoded strictly: bytes that are not UTF-8 come back as `bytes`, which
        equal no expected text (a lenient decode would turn them into U+FFFD
        and match a real U+FFFD). Python compares strings code point by code
        point, so a match is a byte-for-byte match."""
        return self.clipboard.read_strictly()

    # MARK: App actions over D-Bus

    def activate_action(self, name):
        result = subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", APP_PATH,
                                 "--method", "org.gtk.Actions.Activate", name, "[]", "{}"],
                                capture_output=True, text=True, timeout=15)
        if result.returncode != 0:
            self.check_alive()
            raise RuntimeError(f"activating app.{name} over D-Bus failed: {result.stderr.strip()}")
