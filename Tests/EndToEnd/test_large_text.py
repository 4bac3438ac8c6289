"""Text at any size: the field takes what its GtkEntry holds, the notes take
megabytes exactly, a deleted document comes back with Ctrl+Z, and Esc stops
a long paste with nothing changed.

Exactness is checked the way a user would: Select All, Copy, and reading the
other application's clipboard, byte for byte (AT-SPI carries the field's
text, and the notes' length).
"""
import pytest

import atspi_helpers as a11y
from sample_text import mixed_text
from test_notes import NOTES, SAMPLE, notes_of, selection


def character_count(node):
    return node.queryText().characterCount


def paste_into_notes(user, notes, text, clipboard, timeout=120):
    """Selects all of the notes and pastes `text` from another application."""
    clipboard.offer(text)
    user.click(notes)
    user.key("ctrl+a")
    a11y.wait_for(lambda: selection(notes) is not None, "Ctrl+A selecting the notes")
    user.key("ctrl+v")
    user.wait_for_log("Paste performed by Notes text", timeout=timeout)
    expected = len(text)   # Python counts code points, as AT-SPI does
    a11y.wait_for(lambda: character_count(notes) == expected,
                  f"the notes to hold {expected} characters (they hold {character_count(notes)})")


def assert_notes_hold_exactly(user, notes, text, clipboard):
    """Select All and Copy: the other application reads exactly `text`."""
    user.click(notes)
    user.key("ctrl+a")
    user.key("ctrl+c")
    a11y.wait_for(lambda: clipboard.read(raw=True) == text.encode(),
                  f"the other application to read the notes' {len(text.encode())} bytes exactly", timeout=30)


def wait_for_redo_in_menu(user, notes, timeout=60):
    def offered():
        user.right_click(notes)
        titles = user.wait_for_menu()
        user.key("Escape")
        user.wait_for_no_menu()
        return "Redo" in titles
    a11y.wait_for(offered, "the notes' menu to offer Redo", timeout=timeout)


def test_a_field_takes_30000_mixed_script_characters_exactly(user, clipboard):
    text = mixed_text(60_000).replace("\n", " ")[:30_000]
    assert len(text) == 30_000 and len(text.encode()) < 65_534
    field = user.field()
    user.click(field)
    user.type("keep me")
    clipboard.offer(text)
    user.key("ctrl+v")   # the Basics field's paste replaces its text
    user.wait_for_log("Paste performed by Text field")
    a11y.wait_for(lambda: a11y.text_of(field) == text, "the field to hold the 30,000 characters exactly")
    user.key("ctrl+z")
    a11y.wait_for(lambda: a11y.text_of(field) == "keep me", "Ctrl+Z bringing back what was typed")


@pytest.mark.parametrize("megabytes", [2, 20])
def test_the_notes_take_megabytes_exactly(user, clipboard, megabytes):
    notes = notes_of(user)
    text = mixed_text(megabytes << 20)
    paste_into_notes(user, notes, text, clipboard)
    assert_notes_hold_exactly(user, notes, text, clipboard)
    # Typing keeps up at once, at the end of the text.
    user.key("ctrl+End")
    user.type("!")
    a11y.wait_for(lambda: character_count(notes) == len(text) + 1, "typing after the paste", timeout=3)


def test_a_deleted_document_comes_back_with_ctrl_z_and_goes_again_with_ctrl_shift_z(user, clipboard):
    notes = notes_of(user)
    text = mixed_text(2 << 20)
    paste_into_notes(user, notes, text, clipboard)
    user.key("ctrl+a")
    user.key("Delete")
    a11y.wait_for(lambda: character_count(notes) == 0, "Select All + Delete emptying the notes")
    user.key("ctrl+z")
    a11y.wait_for(lambda: character_count(notes) == len(text), "Ctrl+Z bringing the 2 MB back", timeout=60)
    assert_notes_hold_exactly(user, notes, text, clipboard)
    # The undo is done once GTK has laid the text out: its menu then offers Redo.
    wait_for_redo_in_menu(user, notes)
    user.key("ctrl+shift+z")
    a11y.wait_for(lambda: character_count(notes) == 0, "Ctrl+Shift+Z deleting it again", timeout=30)


def test_esc_during_a_long_paste_leaves_the_notes_unchanged(user, clipboard):
    notes = notes_of(user)
    clipboard.offer(mixed_text(80 << 20))
    user.click(notes)
    user.key("ctrl+a")
    a11y.wait_for(lambda: selection(notes) == (0, len(SAMPLE)), "Ctrl+A selecting the sample")
    user.key("ctrl+v")
    progress = a11y.wait_for(lambda: a11y.find(user.window, role="progress bar", showing=True),
                             "the paste's progress in the window", timeout=10)
    assert "Esc" in progress.name, f"the progress says how to stop it: {progress.name!r}"
    user.key("Escape")
    user.wait_for_log("Paste left the notes unchanged: the paste was stopped (Esc)", timeout=10)
    a11y.wait_for(lambda: a11y.text_of(notes) == SAMPLE, "the notes as they were")
    assert selection(notes) == (0, len(SAMPLE)), "and the selection as it was"
    user.type("x")
    a11y.wait_for(lambda: a11y.text_of(notes) == "x", "typing over the selection at once")
