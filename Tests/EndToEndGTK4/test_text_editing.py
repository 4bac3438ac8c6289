"""Text editing on GTK 4 with the rules GTK 3 has (EditMenuText, shared):
another application's bad clipboard leaves the field as it was, and one
undo history takes back typing, Cut and Paste, from the keys and the menu.
GTK's own undo never acts beside it.

The Basics field is the classic sample's: its Paste (the menu's and
Ctrl+V) replaces the whole text with the clipboard's, as on GTK 3."""
import time

from conftest import wait_for
from test_text_view import NOTES, notes, selection_of, text_of

# A GtkEntry holds 65,534 UTF-8 bytes.
ENTRY_BYTES = 65_534


def paste_refusals(demo):
    """The event log's lines for pastes that left the field unchanged."""
    return [line for line in demo.log_lines() if line.startswith("Paste: ") and line.endswith("text field unchanged")]


def type_into_field(demo, text):
    demo.type(text)
    wait_for(lambda: demo.entry_text() == text, what=f"the field to hold {text!r}")


def paste_from_the_menu(demo):
    demo.click(demo.entry, button=3)
    demo.choose("Paste")


def test_a_paste_loses_its_nul_characters_and_nothing_else(demo, clipboard):
    # A flag, a ZWJ family, a combining accent and Hebrew, NULs between.
    clipboard.offer("a\0🇫🇷\0👩‍👩‍👧 e\u0301\0שלום".encode())
    paste_from_the_menu(demo)
    wait_for(lambda: demo.entry_text() == "a🇫🇷👩‍👩‍👧 e\u0301שלום", what="the text without its NULs")
    demo.wait_for_log("Paste performed by Text field (3 NUL characters removed)")
    assert paste_refusals(demo) == []


def test_invalid_utf8_is_refused_and_the_text_stays(demo, clipboard):
    type_into_field(demo, "keep")
    clipboard.offer(b"bad \xc3\x28 \xff text")
    paste_from_the_menu(demo)
    refusal = wait_for(lambda: paste_refusals(demo), what="the paste refused")
    assert "UTF-8" in refusal[0], refusal
    assert demo.entry_text() == "keep"


def test_seventy_thousand_bytes_are_refused_whole(demo, clipboard):
    type_into_field(demo, "abc")
    clipboard.offer("x" * 70_000)
    paste_from_the_menu(demo)
    wait_for(lambda: len(paste_refusals(demo)) == 1, what="the paste refused")
    assert demo.entry_text() == "abc", "a paste that does not fit went in, or in part"
    # One byte too many is refused whole; what fits to the last byte goes in whole.
    fits = "漢" * (ENTRY_BYTES // 3) + "xy"
    assert len(fits.encode()) == ENTRY_BYTES
    clipboard.offer(fits + "z")
    paste_from_the_menu(demo)
    wait_for(lambda: len(paste_refusals(demo)) == 2, what="the paste one byte too long refused")
    assert demo.entry_text() == "abc"
    clipboard.offer(fits)
    paste_from_the_menu(demo)
    wait_for(lambda: demo.entry_text() == fits, what="the text that fits")


def test_typing_is_undone_with_ctrl_z_and_redone_with_ctrl_shift_z(demo):
    type_into_field(demo, "hello")
    demo.key("ctrl+z")
    wait_for(lambda: demo.entry_text() == "", what="the typing undone")
    demo.key("ctrl+shift+z")
    wait_for(lambda: demo.entry_text() == "hello", what="the typing redone")
    # One history: a second Ctrl+Z takes back the typing again, and a third
    # has nothing left (GTK's own undo would bring something back).
    demo.key("ctrl+z")
    wait_for(lambda: demo.entry_text() == "", what="the typing undone again")
    demo.key("ctrl+z")
    time.sleep(0.3)
    assert demo.entry_text() == ""


def test_cut_then_undo_from_the_menu_restores_the_text_and_the_selection(demo, clipboard):
    type_into_field(demo, "hello world")
    demo.click(demo.entry, button=3)
    demo.choose("Select All")
    wait_for(lambda: demo.entry_selection() == (0, 11), what="the text selected")
    demo.click(demo.entry, button=3)
    demo.choose("Cut")
    wait_for(lambda: demo.entry_text() == "", what="the text cut")
    clipboard.wait_for("hello world", what="CLIPBOARD")
    demo.click(demo.entry, button=3)
    items = demo.wait_for_menu()
    assert items[0] == "Undo", items
    demo.choose("Undo")
    wait_for(lambda: demo.entry_text() == "hello world", what="the cut undone")
    wait_for(lambda: demo.entry_selection() == (0, 11), what="the selection back")


def test_a_paste_is_undone_in_one_step_with_ctrl_z(demo, clipboard):
    type_into_field(demo, "x")
    clipboard.offer(" 漢字 שלום")
    demo.key("ctrl+v")
    wait_for(lambda: demo.entry_text() == " 漢字 שלום", what="the pasted text in place of the field's")
    demo.key("ctrl+z")
    wait_for(lambda: demo.entry_text() == "x", what="the paste undone")


def test_select_from_the_menu_selects_the_word_at_the_caret(demo, clipboard):
    view = notes(demo)
    demo.click_into(view)
    demo.key("ctrl+End")
    # A flag and a ZWJ family in the word: never cut in half. (Pasted, not
    # typed: the word's keysyms are the test desktop's business.)
    clipboard.offer(" w🇫🇷👩‍👩‍👧rld")
    demo.key("ctrl+v")
    wait_for(lambda: text_of(view) == NOTES + " w🇫🇷👩‍👩‍👧rld", what="the word at the end of the notes")
    # The Menu key opens the menu on its first item; Down to Select, Enter.
    demo.key("Menu")
    items = demo.wait_for_menu()
    for _ in range(items.index("Select")):
        demo.key("Down")
    demo.key("Return")
    # "w", the flag (2), the family (5), "rld": 11 code points after the space.
    start = len(NOTES) + 1
    wait_for(lambda: selection_of(view) == (start, start + 11), what="the last word selected")
