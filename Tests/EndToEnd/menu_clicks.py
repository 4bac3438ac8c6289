"""Clicks on menu items, counted: what both suites' tests that every click
chooses share (Tests/EndToEnd/test_clicks.py for GTK 3,
Tests/EndToEndGTK4/test_clicks.py for GTK 4).

A run makes CLICKS rounds (EDIT_MENU_CLICKS; four in `make test`'s
suites, 500 in `make stress-clicks`) in the demo's notes, their text
selected, so that the menu's items are the same each time. Each round
right-clicks the notes and clicks one item, some through "More" or the
Format submenu first: Copy, and Bold, Italic and Underline, which the log
names when they are performed ("Copy performed by Notes text"). Every click
on a menu item is counted; one that chose nothing (the item's action did
not run, the list or page it opens did not come) or another item is a
miss. With EDIT_MENU_CLICKS_REPORT naming a file, each run adds a line to
it (what `make stress-clicks` writes)."""
import collections
import itertools
import os
import random
import time

# Four rounds reach every kind of click (each layout's first four rounds:
# an item, a submenu's, the row's, after "More", in its submenu) and keep
# `make test`'s share within three minutes for both toolkits and desktops
# on a loaded two-core machine; `make stress-clicks` sets 500.
CLICKS = int(os.environ.get("EDIT_MENU_CLICKS", "4"))

# The two ways a hand reaches an item: a person's glide (desktop.py's
# `click_like_a_person`), or xdotool's jump and click at once.
MOTIONS = ("person", "jump")

# What each layout's rounds choose, in turn: the items clicked one after
# another, the last one an action the log names.
ROUNDS = {
    "list": [("Copy",), ("Format", "Bold"), ("Copy",), ("Format", "Italic"), ("Format", "Underline")],
    "compact": [("Copy",), ("More", "Copy"), ("More", "Format", "Bold"), ("Copy",), ("More", "Format", "Italic")],
}
# What a click on an item that opens another shows: the list "More" shows
# (the row's own items are in it too, so: without "More", with "Format"),
# the Format page.
OPENS = {
    "More": lambda items: "More" not in items and "Format" in items,
    "Format": lambda items: "Bold" in items,
}
# GtkPopoverMenu slides a submenu's page in (GtkStack's 200 ms, on both
# toolkits): a person clicks once the item stands still.
PAGE_SLIDE = 0.3
# How long a click's effect may take on a loaded machine before the click
# counts as one that chose nothing.
EFFECT_TIMEOUT = 4.0


class Hand:
    """Clicks at screen points on `desk`, moving as `motion` says; a seed
    makes a run's glides the same each time."""

    def __init__(self, desk, motion, seed=39):
        assert motion in MOTIONS, motion
        self.desktop = desk
        self.motion = motion
        self.chance = random.Random(seed)

    def click(self, x, y, button=1):
        if self.motion == "jump":
            self.desktop.click(x, y, button)
        else:
            self.desktop.click_like_a_person(x, y, button, self.chance)


class ClickTally:
    """The clicks on menu items of one run (a toolkit, desktop, layout and
    motion): how many on each item, and each miss with what was seen then."""

    def __init__(self, toolkit, backend, layout, motion):
        self.run = f"{toolkit}, {backend}, {layout} layout, {motion}"
        self.clicks = collections.Counter()
        self.misses = []
        # Right clicks that showed no menu with the round's item: no click
        # on a menu item, so not counted as one, and a failure all the same.
        self.unopened = []

    def chose(self, what):
        """A click on `what` (an item, "More", a submenu) did what it should."""
        self.clicks[what] += 1

    def missed(self, what, seen):
        """A click on `what` chose nothing, or another item; `seen` says what came instead."""
        self.clicks[what] += 1
        self.misses.append(f"{what}: {seen}")

    def did_not_open(self, seen):
        """The round's right click showed no menu with its item; `seen` says what it showed."""
        self.unopened.append(f"the right click on the notes: {seen}")

    @property
    def total(self):
        return sum(self.clicks.values())

    @property
    def all_chosen(self):
        return not self.misses and not self.unopened

    def summary(self):
        kinds = ", ".join(f"{what} {count}" for what, count in sorted(self.clicks.items()))
        text = f"{self.run}: {len(self.misses)} of {self.total} clicks chose nothing or another item ({kinds})"
        if self.unopened:
            text += f"; {len(self.unopened)} right clicks showed no menu with the round's item"
        return "\n  ".join([text] + (self.misses + self.unopened)[:20])

    def report(self):
        """Adds this run's line to the file EDIT_MENU_CLICKS_REPORT names, if any."""
        path = os.environ.get("EDIT_MENU_CLICKS_REPORT")
        if path:
            with open(path, "a", encoding="utf-8") as file:
                unopened = f", {len(self.unopened)} right clicks no menu" if self.unopened else ""
                file.write(f"{self.run}: {self.total} clicks on menu items, {len(self.misses)} chose nothing "
                           f"or another item{unopened}\n")


class NotesMenu:
    """The notes' menu as the rounds use it. A suite says what its toolkit
    needs: `items()` (the names of the menu's items on screen, to their
    accessibles), `place(node)` (where a node is on screen now, or None),
    `notes_origin()` and `key(name)`; `log` is the event log's accessible,
    `desk` the test desktop."""

    def __init__(self, log, desk):
        self.log = log
        self.desktop = desk
        self.read_to = log.queryText().characterCount

    def new_log(self):
        """What the log says since the last call."""
        text = self.log.queryText()
        end = text.characterCount
        new = text.getText(self.read_to, end) if end > self.read_to else ""
        self.read_to = max(self.read_to, end)
        return new

    def shows(self, condition, timeout=EFFECT_TIMEOUT):
        """Whether the names of the menu's items come to meet `condition` in time."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                if condition(self.items()):
                    return True
            except Exception:   # the tree changing under us
                pass
            time.sleep(0.03)
        return False

    def place_of(self, title):
        """Where the item `title` is on screen once two looks agree (a
        popover slides in, is sized again, under Wayland made anew); None if
        it never shows."""
        last = None
        deadline = time.monotonic() + EFFECT_TIMEOUT
        while time.monotonic() < deadline:
            try:
                node = self.items().get(title)
                now = self.place(node) if node is not None else None
            except Exception:   # the node went away, the popover with it
                now = None
            if now is not None and now == last:
                return now
            last = now
            time.sleep(0.03)
        return None

    def open(self, hand):
        """Opens the notes' menu with a right click on their first line."""
        x, y, width = self.notes_origin()
        hand.click(x + width // 4, y + 14, button=3)

    def close(self):
        """Closes a menu left up (after a miss) with Escape."""
        for _ in range(3):
            if not self.items():
                return
            self.key("Escape")
            time.sleep(0.2)

    def run(self, hand, tally, layout):
        """Makes CLICKS rounds of `layout`'s, each with the menu closed after it."""
        for titles in itertools.islice(itertools.cycle(ROUNDS[layout]), CLICKS):
            self.new_log()
            self.open(hand)
            if self.choose(hand, titles, tally):
                assert self.shows(lambda items: not items), "the menu closed once its item was chosen"
            else:
                # The next round as this one began: no menu, the notes'
                # text selected (a click that went elsewhere moved the caret,
                # or the keyboard).
                self.close()
                x, y, width = self.notes_origin()
                self.desktop.click(x + width // 4, y + 14)
                self.key("ctrl+a")

    def choose(self, hand, titles, tally):
        """Clicks `titles` one after another in the menu the right click
        opened; counts each click, and says whether all did their work."""
        for index, title in enumerate(titles):
            if index and titles[index - 1] == "Format":
                time.sleep(PAGE_SLIDE)
            place = self.place_of(title)
            if place is None:
                # Only the right click that opens the menu comes here: an
                # item's click is checked for what it opens below.
                tally.did_not_open(f"no menu with {title!r}; the log says {self.new_log()!r}")
                return False
            hand.click(*place)
            if index == len(titles) - 1:
                seen = self.performed(f"{title} performed by Notes text")
                if seen is not None:
                    tally.missed(title, f"the log says {seen.strip()!r}; the menu shows {sorted(self.items())}")
                    return False
            elif not self.shows(OPENS[title]):
                tally.missed(title, f"what it opens never showed; the menu shows {sorted(self.items())}")
                return False
            tally.chose(title)
        return True

    def performed(self, line):
        """Waits for the log to say `line`: None when it did, else what it
        said instead (another item's line, or nothing in time)."""
        seen = ""
        deadline = time.monotonic() + EFFECT_TIMEOUT
        while time.monotonic() < deadline:
            seen += self.new_log()
            lines = seen.split("\n")
            if line in lines:
                return None
            if any(" performed by " in other for other in lines):
                return seen
            time.sleep(0.03)
        return seen
