"""The fuzzer's step kinds.

Every step is drawn from its own `random.Random(f"{seed}:{index}")`, so
step N of a seed is the same step whatever happened before it, and a fixed
number of draws is made per step whatever the app shows. The raw draws are
interpreted against what is on screen when the step runs ("the 2nd of the
targets on this page"), which is itself a function of the steps before: the
same seed replays the same session.

Each step is a small class with `apply(world, before)` (`before` is the
Observation taken just before it) that does what a user would do and fills
in `description` with what exactly it did, plus the facts the oracles need
(what was typed, which item was chosen, what another app copied...).
"""
import random
import time

from world import EDIT_MENU, PAGES, WINDOW_BUTTONS

LONG_PRESS_SECONDS = (0.25, 0.65, 1.0)   # too short for any; the 0.5 s triggers; also the 0.8 s hold
TYPED_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789"
# Text where GTK's code points and Swift's grapheme clusters differ, or
# whose bytes must survive untouched: flags, ZWJ sequences, combining marks,
# CJK, astral-plane characters, Arabic and Hebrew with Latin, U+FFFD.
UNICODE_SNIPPETS = [
    "🇫🇷", "🇯🇵🇺🇸", "👨‍👩‍👧", "🏳️‍🌈", "e\u0301", "a\u0308\u0304", "नमस्ते", "漢字", "한국어",
    "𝄞", "𝕏", "😀", "مرحبا", "שָׁלוֹם", "a\ufffdb", "\ufffd",
]
KEYS = [
    "Menu", "shift+F10", "Escape", "Escape", "ctrl+x", "ctrl+c", "ctrl+v", "ctrl+a",
    "Tab", "shift+Tab", "Left", "Right", "Home", "End", "shift+Left", "shift+Home",
    "BackSpace", "Delete", "Return", "space", "Up", "Down", "shift+Delete", "ctrl+Insert", "shift+Insert",
    "ctrl+z", "ctrl+shift+z", "ctrl+y", "ctrl+b", "ctrl+i", "ctrl+u",
]
STYLE_KEYS = ["ctrl+b", "ctrl+i", "ctrl+u"]
CLIPBOARD_TEXTS = [
    "from another app", "two\nlines", "héllo wörld ✓", "", "  spaced  ", "x" * 300, "tab\there",
    "🇫🇷 flag 🇯🇵🇺🇸", "été 👨‍👩‍👧 ok 🏳️‍🌈", "e\u0301te\u0301 Z\u0324\u0354\u0367\u0311 नमस्ते",
    "漢字とかな、한국어 文字", "𝄞 𝕏𝔸 𐍈 😀 𠀀", "Hello مرحبا and שָׁלוֹם 123", "a\ufffdb",
]


class Step:
    kind = "step"
    opens_menu_by_pointer = False   # the focus rule applies to this step
    minimum_settle = 0.06

    def __init__(self, rng):
        self.draws = [rng.random() for _ in range(6)]
        self.description = self.kind
        self.typed = None            # text typed
        self.keys = None             # a key combination pressed
        self.chosen_item = None      # (menu target, item title) clicked
        self.external = None         # ("text", str) | ("image", None) another app copied
        self.recreated = False
        self.opened_emoji_chooser = False   # GTK's emoji chooser came up (Insert Emoji)
        self.target = None           # the Node the pointer went to
        self.point = None            # and where, in screen coordinates
        self.noop = False

    def pick(self, items, draw):
        return items[min(int(draw * len(items)), len(items) - 1)] if items else None

    def apply(self, world, before):
        raise NotImplementedError


def pointer_targets(before):
    """What a pointer can be sent to on the current page, in a stable order."""
    wanted = {"label", "text", "push button", "table cell", "drawing area", "icon", "image"}
    found = [n for n in before.nodes if n.showing and n.role in wanted and n.name
             and n.name not in WINDOW_BUTTONS and n.name not in PAGES]
    # Menu items are chosen by MenuItemStep; the header bar is no target.
    menu_item_refs = {id(i) for m in before.menus for i in m.items}
    found = [n for n in found if id(n) not in menu_item_refs and n.name != EDIT_MENU]
    # Event log has a text and a label of the same name: keep the text.
    found = [n for n in found if not (n.role == "label" and n.name == "Event log")]
    return sorted(found, key=lambda n: (n.role, n.name)) + ["blank"]


def point_in(world, before, target, fx, fy):
    """A point inside `target` (fractions fx, fy of its size, off the edges)."""
    if target == "blank":
        # Somewhere in the window below the header bar.
        frame = world.frame.queryComponent().getExtents(0)
        return int(frame.x + 10 + fx * (frame.width - 20)), int(frame.y + 60 + fy * (frame.height - 70))
    x, y, w, h = target.load_extents()
    return int(x + 2 + fx * max(w - 4, 1)), int(y + 2 + fy * max(h - 4, 1))


def target_name(target):
    return "an empty spot" if target == "blank" else repr(target)


MENU_WIDGETS = {"Label text to copy", "Text field", "Notes text", "Show Menu", "Copy me!", "Hold to copy"}
# Rows that only move the menu to another page of it (a submenu, the page
# before, the rest of a long list): choosing one performs nothing.
PAGE_ROWS = ("Format", "Back")


def turns_page(title):
    return title in PAGE_ROWS or title.startswith("More")


class PointerStep(Step):
    def choose_point(self, world, before):
        targets = pointer_targets(before)
        # Mostly the widgets that have edit menus; sometimes anything.
        with_menus = [t for t in targets if t != "blank" and (t.name in MENU_WIDGETS or t.name.startswith("Tile "))]
        if with_menus and self.draws[5] < 0.7:
            targets = with_menus
        self.target = self.pick(targets, self.draws[0])
        x, y = point_in(world, before, self.target, self.draws[1], self.draws[2])
        self.point = (x, y)
        return x, y


class ClickStep(PointerStep):
    kind = "click"

    def apply(self, world, before):
        x, y = self.choose_point(world, before)
        # Show Menu shows its menu on a click, keeping the keyboard where it is.
        self.opens_menu_by_pointer = self.target != "blank" and self.target.name == "Show Menu"
        world.click_at(x, y)
        self.description = f"left-click {target_name(self.target)} at ({x},{y})"


class RightClickStep(PointerStep):
    kind = "right-click"
    opens_menu_by_pointer = True

    def apply(self, world, before):
        x, y = self.choose_point(world, before)
        world.click_at(x, y, button=3)
        self.description = f"right-click {target_name(self.target)} at ({x},{y})"


class DoubleClickStep(PointerStep):
    kind = "double-click"

    def apply(self, world, before):
        x, y = self.choose_point(world, before)
        world.click_at(x, y, repeat=2)
        self.description = f"double-click {target_name(self.target)} at ({x},{y})"
        self.minimum_settle = 0.1


class LongPressStep(PointerStep):
    kind = "long-press"
    opens_menu_by_pointer = True

    def apply(self, world, before):
        x, y = self.choose_point(world, before)
        seconds = self.pick(LONG_PRESS_SECONDS, self.draws[3])
        move = 20 if self.draws[4] < 0.15 else 0
        world.press_at(x, y, seconds, move_by=move)
        moved = f", moving {move} px halfway" if move else ""
        self.description = f"long-press {target_name(self.target)} at ({x},{y}) for {seconds:.2f} s{moved}"


class TypeStep(Step):
    kind = "type"

    def apply(self, world, before):
        length = 1 + int(self.draws[0] * 6)
        rng = random.Random(self.draws[1])
        text = "".join(rng.choice(TYPED_ALPHABET) for _ in range(length))
        if self.draws[3] < 0.35:
            text = self.pick(UNICODE_SNIPPETS, self.draws[4]) + (text[:2] if self.draws[3] < 0.15 else "")
        if self.draws[2] < 0.2:
            text += " "
        self.typed = text
        world.type_text(text)
        self.description = f"type {text!r} (keyboard focus: {before.describe_focus()})"


class KeyStep(Step):
    kind = "key"

    def apply(self, world, before):
        keys = self.pick(KEYS, self.draws[0])
        if before.notes_focused and before.notes is not None and before.notes.selection and self.draws[1] < 0.3:
            # Styling keys, more often where they do something.
            keys = self.pick(STYLE_KEYS, self.draws[2])
        focus = before.focused
        if keys in ("Return", "space") and focus is not None and focus.name in WINDOW_BUTTONS:
            self.noop = True
            self.description = f"(skipped {keys}: the keyboard is on the window's {focus.name} button)"
            return
        self.keys = keys
        world.key(keys)
        self.description = f"press {keys} (keyboard focus: {before.describe_focus()})"
        if keys in ("Menu", "shift+F10"):
            self.minimum_settle = 0.1


class PageStep(Step):
    kind = "page"

    def apply(self, world, before):
        page = self.pick(PAGES, self.draws[0])
        button = before.find("radio button", page)
        if button is None:
            raise RuntimeError(f"the page switcher has no {page!r} button")
        x, y, w, h = button.load_extents()
        world.click_at(x + w // 2, y + h // 2)
        self.description = f"switch to the {page} page (from {before.page})"
        self.minimum_settle = 0.25  # the stack cross-fades


class MenuItemStep(Step):
    kind = "choose"

    def apply(self, world, before):
        menu = before.menu
        if menu is None or not menu.items:
            # Nothing to choose from: open a menu instead, as a user would.
            targets = [t for t in pointer_targets(before) if t != "blank"
                       and (t.name in MENU_WIDGETS or t.name.startswith("Tile "))]
            if not targets:
                self.noop = True
                self.description = "(no menu on screen to choose from)"
                return
            self.target = self.pick(targets, self.draws[1])
            x, y = point_in(world, before, self.target, self.draws[2], self.draws[3])
            self.point = (x, y)
            self.opens_menu_by_pointer = True
            world.click_at(x, y, button=3)
            self.description = f"(no menu to choose from) right-click {target_name(self.target)} at ({x},{y})"
            return
        # The popover animates in for ~150 ms; a click before that lands nowhere.
        age = time.monotonic() - world.menu_seen_since
        if age < 0.2:
            time.sleep(0.2 - age)
        item = self.pick(menu.items, self.draws[0])
        formats = [i for i in menu.items if i.name == "Format"]
        if formats and self.draws[4] < 0.3:
            item = formats[0]   # the styles' page, more often than one item in ten
        x, y, w, h = item.load_extents()
        world.click_at(x + w // 2, y + h // 2)
        target = world.menu_from_log[0] if world.menu_from_log else "?"
        self.chosen_item = (target, item.name)
        self.description = f"choose {item.name!r} in the menu for {target} {menu.titles}"
        if turns_page(item.name):
            self.minimum_settle = 0.35   # the next page slides in


class ExternalClipboardStep(Step):
    kind = "xclip"

    def apply(self, world, before):
        if self.draws[0] < 0.2:
            world.offer_clipboard(world.png, target="image/png")
            self.external = ("image", None)
            self.description = "another app copies an image (image/png only)"
        else:
            text = self.pick(CLIPBOARD_TEXTS, self.draws[1])
            if self.draws[2] < 0.5:
                text = f"{text} #{int(self.draws[3] * 1000)}"
            world.offer_clipboard(text.encode("utf-8"))
            self.external = ("text", text)
            self.description = f"another app copies {text!r}"
        self.minimum_settle = 0.1


# Large texts another app copies, in code points: what a field takes (its
# GtkEntry holds 65,534 UTF-8 bytes; this is 45-60 KB), what only the notes
# take, and a long document.
LARGE_TEXT_LENGTHS = (30_000, 100_000, 2_000_000)
LARGE_TEXT_PIECES = UNICODE_SNIPPETS + ["word", "édition", "naïve", "Ω", "\n", "\t", "  "] + list(TYPED_ALPHABET)


def large_text(seed, length):
    """`length` code points of mixed-script, multi-line text, the same for the
    same seed: flags, ZWJ families, combining marks, CJK and right-to-left
    scripts between ASCII, cut anywhere (inside a cluster too: it must come
    back exactly all the same)."""
    rng = random.Random(seed)
    pieces, count = [], 0
    while count < length:
        piece = rng.choice(LARGE_TEXT_PIECES)
        pieces.append(piece)
        count += len(piece)
    return "".join(pieces)[:length]


class LargeClipboardStep(Step):
    kind = "xclip-large"

    def apply(self, world, before):
        length = self.pick(LARGE_TEXT_LENGTHS, self.draws[0])
        text = large_text(self.draws[1], length)
        world.offer_clipboard(text.encode("utf-8"))
        self.external = ("text", text)
        self.description = (f"another app copies {length:,} characters of mixed-script text "
                            f"({len(text.encode()):,} bytes, {text.count(chr(10)) + 1:,} lines)")
        self.minimum_settle = 0.1


class RecreateStep(Step):
    kind = "recreate"

    def apply(self, world, before):
        world.activate_action("recreate-window")
        world.attach_window()
        self.recreated = True
        self.description = "recreate-window: every view destroyed and built again"


class SkippedStep(Step):
    """A step of a kind the run was told to leave out (--skip): the other
    steps stay exactly what they are with the same seed."""
    kind = "skipped"

    def __init__(self, skipped):
        super().__init__(random.Random(0))
        self.noop = True
        self.description = f"(skipped a {skipped} step)"

    def apply(self, world, before):
        pass


KINDS = [
    (ClickStep, 13), (RightClickStep, 13), (LongPressStep, 5), (DoubleClickStep, 7),
    (TypeStep, 10), (KeyStep, 18), (PageStep, 5), (MenuItemStep, 22),
    (ExternalClipboardStep, 4), (LargeClipboardStep, 2), (RecreateStep, 1),
]


KIND_NAMES = [kind.kind for kind, _ in KINDS]


def make_step(seed, index, skip=()):
    """Step `index` of the run with `seed`: the same whatever came before."""
    rng = random.Random(f"{seed}:{index}")
    total = sum(weight for _, weight in KINDS)
    draw = rng.random() * total
    chosen = KINDS[-1][0]
    for kind, weight in KINDS:
        draw -= weight
        if draw < 0:
            chosen = kind
            break
    if chosen.kind in skip:
        return SkippedStep(chosen.kind)
    return chosen(rng)
