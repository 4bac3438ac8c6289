"""A finger on GTK 4, through a real touchscreen (Tests/EndToEnd/touchscreen.py:
an X server of the suite's own with a touch device, and on Wayland a sway
on it): a long press on a word selects it and shows the compact row; a tap
on the selection hides it and shows it again; "More" shows the whole menu
in place; the row's items act; a mouse still gets the list. GTK's own
touch menu never shows (it would be a second menu: under Wayland GTK shows
it for the taps these tests make, and ours shows instead)."""
import re
import time

import pyatspi

from conftest import walk, wait_for
from layouts import assert_a_list, assert_one_row, menu_rows, settled_menu
from test_text_view import selection_of, text_of

FIELD_TEXT = "Grüße, world"
FIRST_WORD = (0, 5)   # "Grüße", in code points
DOUBLE_TAP_TIME = 0.5   # GTK's gtk-double-click-time is 400 ms


def near_start(demo, node):
    """A point on the first word of a field or text view: just inside its
    top-left corner, a line's middle down."""
    x, y = demo.centre(node)
    width, height = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)[2:]
    return x - width // 2 + 14, y - height // 2 + min(height // 2, 14)


def finger(demo):
    return demo.desktop.touch


def type_into_field(demo, text):
    demo.type(text)
    wait_for(lambda: demo.entry_text() == text, what=f"the field to hold {text!r}")


def gtk_bubble_shown(demo):
    """Whether GTK's own touch menu is up: its items are push buttons (Cut,
    Copy, Paste, Select all), where ours are menu items."""
    return any(n.getRoleName() == "push button" and n.name in ("Cut", "Copy", "Paste", "Select all")
               and n.getState().contains(pyatspi.STATE_VISIBLE) for n in walk(demo.app))


def choose_with_finger(demo, title, above_middle=0):
    """Taps a menu item, `above_middle` pixels above its middle."""
    x, y = demo.centre(wait_for(lambda: demo.menu_item(title), what=f"menu item {title}"))
    demo.desktop.touch.tap(x, y - above_middle)


def long_press_first_word(demo):
    type_into_field(demo, FIELD_TEXT)
    demo.key("Home")
    finger(demo).long_press(*near_start(demo, demo.entry))
    wait_for(lambda: demo.entry_selection() == FIRST_WORD, what="the word under the finger selected")
    return settled_menu(demo)


def test_a_long_press_on_a_word_selects_it_and_shows_the_compact_row(touch_demo):
    demo = touch_demo
    items = long_press_first_word(demo)
    assert items[-1] == "More", f"Undo is in a section of its own, behind More: {items}"
    assert "Copy" in items and "Undo" not in items, items
    assert_one_row(menu_rows(demo))
    assert demo.entry_has_focus(), "the field kept the keyboard"
    assert not gtk_bubble_shown(demo), "GTK's own touch menu showed too"
    # The whole menu is the field's (Undo behind More; a misspelled word's
    # suggestions before it, where the desktop's dictionary has none).
    wait_for(lambda: any(line.startswith("Menu shown for Text field:") and "Undo, Cut, Copy" in line
                         for line in demo.log_lines()), what="the menu in the log")


def test_a_tap_on_the_selection_hides_the_menu_and_the_next_shows_it(touch_demo):
    demo = touch_demo
    long_press_first_word(demo)
    word = near_start(demo, demo.entry)
    finger(demo).tap(*word)
    demo.wait_for_no_menu()
    assert demo.entry_selection() == FIRST_WORD, "the tap kept the selection"
    # A tap right after the first would be a double tap (GTK's: it selects
    # a word); a person's next tap comes later.
    time.sleep(DOUBLE_TAP_TIME)
    finger(demo).tap(*word)
    items = settled_menu(demo)
    assert "Copy" in items and items[-1] == "More", items
    assert_one_row(menu_rows(demo))
    assert not gtk_bubble_shown(demo), "GTK's own touch menu showed too"
    # A tap elsewhere is GTK's: the caret moves there, and no menu comes.
    time.sleep(DOUBLE_TAP_TIME)
    x, y = demo.centre(demo.entry)
    finger(demo).tap(x + 200, y)
    demo.wait_for_no_menu()
    wait_for(lambda: demo.entry_selection() is None, what="the tap elsewhere to end the selection")
    assert not demo.menu_items() and not gtk_bubble_shown(demo)


def test_a_long_press_on_the_selection_shows_the_menu_while_the_finger_is_down(touch_demo):
    demo = touch_demo
    type_into_field(demo, "Wunderschöne Grüße")
    demo.key("Home")
    x, y = near_start(demo, demo.entry)
    finger(demo).long_press(x, y)
    wait_for(lambda: demo.entry_selection() == (0, 12), what="the word under the finger selected")
    demo.key("Escape")
    demo.wait_for_no_menu()
    time.sleep(DOUBLE_TAP_TIME)
    # In the middle of the selected word: its ends are GTK's selection
    # handles' under Wayland (a finger held there takes a handle).
    middle = (x + 30, y)
    finger(demo).down(*middle)
    try:
        assert "Copy" in settled_menu(demo), "the menu while the finger is down"
    finally:
        finger(demo).up(*middle)
    time.sleep(0.5)
    assert "Copy" in demo.menu_items(), "lifting the finger after a long press is no tap: the menu stays"
    assert demo.entry_selection() == (0, 12)


def test_copy_from_the_compact_row_reaches_another_application(touch_demo, touch_desktop):
    demo = touch_demo
    board = touch_desktop.clipboard()
    try:
        long_press_first_word(demo)
        # A button for a finger is 44 pixels tall: a tap 20 pixels above
        # its middle still lands on it.
        choose_with_finger(demo, "Copy", above_middle=20)
        board.wait_for("Grüße", what="the other application's clipboard")
        demo.wait_for_log("Menu hidden")
    finally:
        board.close()


def test_more_shows_the_whole_menu_in_place(touch_demo):
    demo = touch_demo
    long_press_first_word(demo)
    choose_with_finger(demo, "More")
    wait_for(lambda: "Undo" in demo.menu_items(), what="the whole menu, Undo in it")
    assert_a_list(menu_rows(demo))
    log = demo.log_lines()
    assert sum(1 for line in log if line.startswith("Menu shown")) == 1 and "Menu hidden" not in log, \
        f"More changes how the menu looks, not which menu is up: {log}"
    settled_menu(demo)   # the list placed where it stays, then a tap
    choose_with_finger(demo, "Select All")
    wait_for(lambda: demo.entry_selection() == (0, len(FIELD_TEXT)), what="Select All from the list")


def test_a_long_press_in_the_notes_selects_the_word_under_the_finger(touch_demo):
    demo = touch_demo
    demo.open_page("Notes")
    view = wait_for(lambda: demo.find("text", "Notes text"), what="the notes")
    first_word = re.match(r"\w+", text_of(view)).group(0)
    finger(demo).long_press(*near_start(demo, view))
    wait_for(lambda: selection_of(view) == (0, len(first_word)), what=f"{first_word!r} selected")
    assert "Copy" in settled_menu(demo)
    assert_one_row(menu_rows(demo))
    assert view.getState().contains(pyatspi.STATE_FOCUSED), "the notes took the keyboard for the word"


def test_a_long_press_on_the_copy_me_card_shows_copy_in_a_row(touch_demo, touch_desktop):
    demo = touch_demo
    board = touch_desktop.clipboard()
    try:
        demo.open_page("Copy Me")
        card = wait_for(lambda: demo.find("label", "Copy me!"), what="the card")
        finger(demo).long_press(*demo.centre(card))
        assert settled_menu(demo) == ["Copy"]
        assert_one_row(menu_rows(demo))
        choose_with_finger(demo, "Copy")
        board.wait_for("Copy me!", what="the other application's clipboard")
    finally:
        board.close()


def test_a_mouse_still_gets_the_list(touch_demo):
    demo = touch_demo
    type_into_field(demo, FIELD_TEXT)
    demo.click(demo.entry, button=3)
    assert "Undo" in settled_menu(demo)
    assert_a_list(menu_rows(demo))
