"""The user's order on GTK 4, as on GTK 3 (ARCHITECTURE.md): keys sent while
a long paste of the notes is still going in are applied after it, in the
order they came; the paste's end undoes none of them, and Esc still stops it.

The keys go "at once": straight after Ctrl+V, without waiting for anything.
Each test checks what the user sees, then that its keys really came while the
paste ran (the app says so when it holds input back: "input waits for
Pasting to end"), so that it cannot
pass by the paste being quick. (GTK 4's own Ctrl+A selects all, so the
event log has no "Select All" line to put in order: the emptied notes say it.)
"""
import pyatspi

from conftest import wait_for, walk
from sample_text import mixed_text
from test_large_text import assert_notes_hold_exactly, character_count
from test_text_view import NOTES, notes, selection_of, text_of

PASTED = "Paste performed by Notes text"


def start_pasting(demo, view, text, clipboard):
    """Offers `text` from another application, selects the notes' sample and
    presses Ctrl+V; returns at once."""
    clipboard.offer(text)
    demo.click_into(view)
    demo.key("ctrl+a")
    wait_for(lambda: selection_of(view) == (0, len(NOTES)), what="Ctrl+A selecting the notes")
    demo.key("ctrl+v")


def assert_keys_came_during_the_paste(demo):
    """The app held keys back while the paste ran: they came during it."""
    assert "input waits for Pasting to end" in demo.output(), \
        "no key came while the paste ran: this run tests nothing"


def test_select_all_and_delete_at_once_after_pasting_2_mb_empty_the_notes_and_ctrl_z_brings_it_back(demo, clipboard):
    view = notes(demo)
    text = mixed_text(2 << 20)
    start_pasting(demo, view, text, clipboard)
    demo.key("ctrl+a")
    demo.key("Delete")
    wait_for(lambda: PASTED in demo.log_lines(), 120, what="the paste done")
    # Emptied whole: a Select All during the paste, undone by the paste's
    # caret at its end, would have left the Delete one character or none.
    wait_for(lambda: character_count(view) == 0, 30,
             what=f"Select All and Delete after the paste emptying the notes (they hold {character_count(view)})")
    assert_keys_came_during_the_paste(demo)
    demo.key("ctrl+z")
    wait_for(lambda: character_count(view) == len(text), 60, what="Ctrl+Z bringing the 2 MB back")
    assert_notes_hold_exactly(demo, view, text, clipboard)


def test_typing_at_once_after_ctrl_v_of_2_mb_goes_after_the_pasted_text(demo, clipboard):
    view = notes(demo)
    text = mixed_text(2 << 20)
    start_pasting(demo, view, text, clipboard)
    demo.type("abc")
    wait_for(lambda: PASTED in demo.log_lines(), 120, what="the paste done")
    expected = len(text) + 3
    wait_for(lambda: character_count(view) == expected, 30,
             what=f"the notes to hold the paste and abc, {expected} characters (they hold {character_count(view)})")
    tail = view.queryText().getText(expected - 40, expected)
    assert tail == text[-37:] + "abc", f"abc after the pasted text: {tail!r}"
    assert view.queryText().getText(0, 200) == text[:200], "the pasted text from the start"
    assert_keys_came_during_the_paste(demo)


def test_a_click_at_once_after_ctrl_v_of_2_mb_puts_the_caret_where_it_lands_on_the_pasted_text(demo, clipboard):
    view = notes(demo)
    text = mixed_text(2 << 20)
    assert "@" not in text
    # Away from the notes' centre, where start_pasting's click focused them a
    # moment before: GTK takes a second click at the same place within its
    # double-click time as a double click, which selects a word for the @ to
    # replace.
    x, y = demo.centre(view)
    point = (x - 80, y)
    start_pasting(demo, view, text, clipboard)
    demo.click_at(*point)
    demo.type("@")
    wait_for(lambda: PASTED in demo.log_lines(), 120, what="the paste done")
    wait_for(lambda: character_count(view) == len(text) + 1, 30, what="the @ typed after the click")
    # The paste ended with its caret at the end of its text; the click came
    # after it and moved the caret to the character under the pointer then.
    content = view.queryText()
    typed = content.caretOffset - 1
    assert content.getText(typed, typed + 1) == "@", f"the @ before the caret ({content.caretOffset})"
    assert typed < len(text) - 100, f"the @ at the click, not at the paste's end: {typed} of {len(text)}"
    assert content.getText(typed - 30, typed) + content.getText(typed + 1, typed + 31) == text[typed - 30:typed + 30], \
        "the @ between characters of the pasted text, nothing else changed there"
    # (GTK 4.8's AT-SPI does not answer which offset is at a point, as GTK 3's does.)
    assert_keys_came_during_the_paste(demo)


def test_esc_during_a_long_paste_stops_it_and_what_was_typed_before_follows(demo, clipboard):
    view = notes(demo)
    start_pasting(demo, view, mixed_text(80 << 20), clipboard)
    wait_for(lambda: next((n for n in walk(demo.app) if n.getRoleName() == "progress bar"
                           and n.getState().contains(pyatspi.STATE_VISIBLE)), None),
             10, what="the paste's progress in the window")
    demo.type("x")
    demo.key("Escape")
    demo.wait_for_log("Paste left the notes unchanged: the paste was stopped (Esc)")
    # The paste is taken back with the notes selected, and the x typed
    # before Esc goes over that selection.
    wait_for(lambda: text_of(view) == "x", 10, what=f"x over the notes (they hold {text_of(view)[:80]!r})")
    assert PASTED not in demo.log_lines()
    assert_keys_came_during_the_paste(demo)
