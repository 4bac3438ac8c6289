"""Text editing on GTK 4 with the rules GTK 3 has (EditMenuText, shared):
another application's bad clipboard leaves the field as it was, and one
undo history takes back typing, Cut and Paste, from the keys and the menu.
GTK's own undo never acts beside it."""
import time

from conftest import walk, wait_for

# A GtkEntry holds 65,534 UTF-8 bytes.
ENTRY_BYTES = 65_534


def paste_status(demo):
    """What the demo tells the user about the field's last paste."""
    return next((n.name for n in walk(demo.app) if n.getRoleName() == "label" and n.name.startswith("Nothing pasted")),
                None)


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
    assert paste_status(demo) is None


def test_invalid_utf8_is_refused_and_the_text_stays(demo, clipboard):
    type_into_field(demo, "keep")
    clipboard.offer(b"bad \xc3\x28 \xff text")
    paste_from_the_menu(demo)
    wait_for(lambda: paste_status(demo), what="the paste refused")
    assert demo.entry_text() == "keep"


def test_seventy_thousand_bytes_are_refused_whole(demo, clipboard):
    type_into_field(demo, "abc")
    clipboard.offer("x" * 70_000)
    paste_from_the_menu(demo)
    wait_for(lambda: paste_status(demo), what="the paste refused")
    assert demo.entry_text() == "abc", "a paste that does not fit went in, or in part"
    # What fits to the last byte goes in whole.
    clipboard.offer("漢" * ((ENTRY_BYTES - 3) // 3))
    paste_from_the_menu(demo)
    wait_for(lambda: len(demo.entry_text()) == 3 + (ENTRY_BYTES - 3) // 3, what="the text that fits")


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
    wait_for(lambda: demo.entry_text() == "x 漢字 שלום", what="the pasted text")
    demo.key("ctrl+z")
    wait_for(lambda: demo.entry_text() == "x", what="the paste undone")


def test_select_from_the_menu_selects_the_word_at_the_caret(demo):
    # A flag and a ZWJ family in the word: never cut in half.
    type_into_field(demo, "hello w🇫🇷👩‍👩‍👧rld")
    demo.click(demo.entry, button=3)
    demo.choose("Select")
    # "w", the flag (2), the family (5), "rld": code points 6 to 17.
    wait_for(lambda: demo.entry_selection() == (6, 17), what="the last word selected")
