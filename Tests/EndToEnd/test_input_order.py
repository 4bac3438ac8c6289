"""The user's order (ARCHITECTURE.md): keys sent while a long paste of the
notes is still going in, or being laid out, are applied after it, in the
order they came; the paste's end undoes none of them, and Esc still stops it.

The keys go "at once": straight after Ctrl+V, without waiting for anything.
Each test checks what the user sees, then that its keys really came while the
paste ran (the app says so when it holds input back: "input waits for
Pasting to end"), so that it cannot pass by the paste being quick.
"""
import pyatspi

import atspi_helpers as a11y
from sample_text import mixed_text
from user import center, extents
from test_large_text import assert_notes_hold_exactly, character_count
from test_notes import SAMPLE, caret, notes_of, selection

PASTED = "Paste performed by Notes text"


def start_pasting(user, notes, text, clipboard):
    """Offers `text` from another application, selects the notes' sample and
    presses Ctrl+V; returns at once."""
    clipboard.offer(text)
    user.click(notes)
    user.key("ctrl+a")
    a11y.wait_for(lambda: selection(notes) == (0, len(SAMPLE)), "Ctrl+A selecting the sample")
    user.desktop.key("ctrl+v")


def assert_keys_came_during_the_paste(app):
    """The app held keys back while the paste ran: they came during it."""
    assert "input waits for Pasting to end" in app.output(), \
        "no key came while the paste ran: this run tests nothing"


def log_lines(user):
    return user.log_text().splitlines()


def test_select_all_and_delete_at_once_after_pasting_2_mb_empty_the_notes_and_ctrl_z_brings_it_back(
        app, user, clipboard):
    notes = notes_of(user)
    text = mixed_text(2 << 20)
    start_pasting(user, notes, text, clipboard)
    user.desktop.key("ctrl+a")
    user.desktop.key("Delete")
    user.wait_for_log(PASTED, timeout=120)
    a11y.wait_for(lambda: character_count(notes) == 0,
                  f"Select All and Delete after the paste emptying the notes (they hold {character_count(notes)})",
                  timeout=30)
    lines = log_lines(user)
    assert lines.index(PASTED) < len(lines) - 1 - lines[::-1].index("Select All performed by Notes text"), \
        f"Select All after the paste: {lines[-6:]}"
    assert_keys_came_during_the_paste(app)
    user.key("ctrl+z")
    a11y.wait_for(lambda: character_count(notes) == len(text), "Ctrl+Z bringing the 2 MB back", timeout=60)
    assert_notes_hold_exactly(user, notes, text, clipboard)


def test_typing_at_once_after_ctrl_v_of_2_mb_goes_after_the_pasted_text(app, user, clipboard):
    notes = notes_of(user)
    text = mixed_text(2 << 20)
    start_pasting(user, notes, text, clipboard)
    user.desktop.type("abc")
    user.wait_for_log(PASTED, timeout=120)
    expected = len(text) + 3
    a11y.wait_for(lambda: character_count(notes) == expected,
                  f"the notes to hold the paste and abc, {expected} characters (they hold {character_count(notes)})",
                  timeout=30)
    tail = notes.queryText().getText(expected - 40, expected)
    assert tail == text[-37:] + "abc", f"abc after the pasted text: {tail!r}"
    assert notes.queryText().getText(0, 200) == text[:200], "the pasted text from the start"
    assert_keys_came_during_the_paste(app)


def test_a_click_at_once_after_ctrl_v_of_2_mb_puts_the_caret_where_it_lands_on_the_pasted_text(app, user, clipboard):
    notes = notes_of(user)
    text = mixed_text(2 << 20)
    assert "@" not in text
    # Away from the notes' centre, where start_pasting's click focused them a
    # moment before: GTK takes a second click at the same place within its
    # double-click time as a double click, which selects a word for the @ to
    # replace.
    x, y = center(notes)
    point = (x - 80, y)
    start_pasting(user, notes, text, clipboard)
    user.desktop.click(*point, 1, 1)
    user.desktop.type("@")
    user.wait_for_log(PASTED, timeout=120)
    a11y.wait_for(lambda: character_count(notes) == len(text) + 1, "the @ typed after the click", timeout=30)
    # The paste ended with its caret at the end of its text; the click came
    # after it and moved the caret to the character under the pointer then.
    typed = caret(notes) - 1
    content = notes.queryText()
    assert content.getText(typed, typed + 1) == "@", f"the @ before the caret ({caret(notes)})"
    assert typed < len(text) - 100, f"the @ at the click, not at the paste's end: {typed} of {len(text)}"
    assert content.getText(typed - 30, typed) + content.getText(typed + 1, typed + 31) == text[typed - 30:typed + 30], \
        "the @ between characters of the pasted text, nothing else changed there"
    at_point = content.getOffsetAtPoint(*at_spi_point(notes, point), pyatspi.DESKTOP_COORDS)
    assert abs(at_point - typed) <= 2, f"the @ at {typed}, the click's point is at {at_point}"
    assert_keys_came_during_the_paste(app)


def at_spi_point(node, point):
    """`point` (the screen's) in AT-SPI's desktop coordinates of `node`
    (on Wayland, the window's place is not in them)."""
    x, y, _, _ = extents(node)
    own = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return point[0] - (x - own.x), point[1] - (y - own.y)


def test_esc_during_a_long_paste_stops_it_and_what_was_typed_before_follows(app, user, clipboard):
    notes = notes_of(user)
    start_pasting(user, notes, mixed_text(80 << 20), clipboard)
    a11y.wait_for(lambda: a11y.find(user.window, role="progress bar", showing=True),
                  "the paste's progress in the window", timeout=10)
    user.desktop.type("x")
    user.desktop.key("Escape")
    user.wait_for_log("Paste left the notes unchanged: the paste was stopped (Esc)", timeout=10)
    # The paste is taken back with the sample selected, and the x typed
    # before Esc goes over that selection.
    a11y.wait_for(lambda: a11y.text_of(notes) == "x", f"x over the sample (the notes: {a11y.text_of(notes)[:80]!r})")
    assert PASTED not in user.log_text()
    assert_keys_came_during_the_paste(app)
