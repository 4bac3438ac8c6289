"""Text at any size on GTK 4, as on GTK 3: the field takes what its
GtkEntry holds, the notes take megabytes exactly and keep up with typing
at once, a deleted document comes back with Ctrl+Z, and Esc stops a long
paste with nothing changed.

Exactness is checked the way a user would: Select All, Copy, and reading
the other application's clipboard byte for byte (AT-SPI carries the
field's text and the notes' length)."""
import pyatspi
import pytest

from conftest import wait_for, walk
from sample_text import mixed_text
from test_text_view import NOTES, notes, selection_of, text_of


def character_count(node):
    return node.queryText().characterCount


def paste_into_notes(demo, view, text, clipboard, timeout=120):
    """Selects all of the notes and pastes `text` from another application."""
    clipboard.offer(text)
    demo.click_into(view)
    demo.key("ctrl+a")
    wait_for(lambda: selection_of(view) is not None, what="Ctrl+A selecting the notes")
    demo.key("ctrl+v")
    wait_for(lambda: "Paste performed by Notes text" in demo.log_lines(), timeout, what="the paste done")
    wait_for(lambda: character_count(view) == len(text),   # Python counts code points, as AT-SPI does
             what=f"the notes to hold {len(text)} characters (they hold {character_count(view)})")


def assert_notes_hold_exactly(demo, view, text, clipboard):
    """Select All and Copy: the other application reads exactly `text`."""
    demo.click_into(view)
    demo.key("ctrl+a")
    demo.key("ctrl+c")
    wait_for(lambda: clipboard.read(raw=True) == text.encode(), 60,
             what=f"the other application to read the notes' {len(text.encode())} bytes exactly")


def test_the_field_takes_30000_mixed_script_characters_exactly(demo, clipboard):
    text = mixed_text(60_000).replace("\n", " ")[:30_000]
    assert len(text) == 30_000 and len(text.encode()) < 65_534
    demo.type("keep me")
    wait_for(lambda: demo.entry_text() == "keep me", what="the typing")
    clipboard.offer(text)
    demo.key("ctrl+v")   # the Basics field's paste replaces its text
    wait_for(lambda: demo.entry_text() == text, 10, what="the field to hold the 30,000 characters exactly")
    demo.key("ctrl+z")
    wait_for(lambda: demo.entry_text() == "keep me", what="Ctrl+Z bringing back what was typed")


@pytest.mark.parametrize("megabytes", [2, 20])
def test_the_notes_take_megabytes_exactly(demo, clipboard, megabytes):
    view = notes(demo)
    text = mixed_text(megabytes << 20)
    paste_into_notes(demo, view, text, clipboard)
    assert_notes_hold_exactly(demo, view, text, clipboard)
    # Typing keeps up at once, at the end of the text.
    demo.key("ctrl+End")
    demo.type("!")
    wait_for(lambda: character_count(view) == len(text) + 1, 3, what="typing after the paste")


def test_a_selection_of_megabytes_is_the_other_applications_primary_exactly(demo, clipboard):
    view = notes(demo)
    text = mixed_text(2 << 20)
    paste_into_notes(demo, view, text, clipboard)
    # The notes' own selection, which GtkTextView offers on PRIMARY itself.
    demo.key("ctrl+a")
    wait_for(lambda: selection_of(view) == (0, len(text)), what="Ctrl+A selecting the notes")
    wait_for(lambda: clipboard.read(selection="primary", raw=True) == text.encode(), 60,
             what=f"the other application to read the {len(text.encode())} selected bytes from PRIMARY")


def test_a_deleted_document_comes_back_with_ctrl_z_and_goes_again_with_ctrl_shift_z(demo, clipboard):
    view = notes(demo)
    text = mixed_text(2 << 20)
    paste_into_notes(demo, view, text, clipboard)
    demo.key("ctrl+a")
    demo.key("Delete")
    wait_for(lambda: character_count(view) == 0, 10, what="Select All + Delete emptying the notes")
    demo.key("ctrl+z")
    wait_for(lambda: character_count(view) == len(text), 60, what="Ctrl+Z bringing the 2 MB back")
    assert_notes_hold_exactly(demo, view, text, clipboard)
    demo.key("ctrl+shift+z")
    wait_for(lambda: character_count(view) == 0, 30, what="Ctrl+Shift+Z deleting it again")


def test_esc_during_a_long_paste_leaves_the_notes_unchanged(demo, clipboard):
    view = notes(demo)
    clipboard.offer(mixed_text(80 << 20))
    demo.click_into(view)
    demo.key("ctrl+a")
    wait_for(lambda: selection_of(view) == (0, len(NOTES)), what="Ctrl+A selecting the notes")
    demo.key("ctrl+v")
    progress = wait_for(lambda: next((n for n in walk(demo.app) if n.getRoleName() == "progress bar"
                                      and n.getState().contains(pyatspi.STATE_VISIBLE)), None),
                        10, what="the paste's progress in the window")
    assert "Esc" in progress.name, f"the progress says how to stop it: {progress.name!r}"
    demo.key("Escape")
    demo.wait_for_log("Paste left the notes unchanged: the paste was stopped (Esc)")
    wait_for(lambda: text_of(view) == NOTES, 10, what="the notes as they were")
    assert selection_of(view) == (0, len(NOTES)), "and the selection as it was"
    demo.type("x")
    wait_for(lambda: text_of(view) == "x", what="typing over the selection at once")
