"""Basics page, the classic UIMenuController sample: the label's menu
(Copy, Menu 1 to 3, where Menu 3 turns into Menu 4), the text field's own
menu with one Paste that replaces the text and is undone and redone, Show
Menu leaving the keyboard in the field, and copies between the page's
widgets and other apps, counted once each, and a middle-click paste."""
import time

import pyatspi

import atspi_helpers as a11y
from user import extents

LABEL_MENU = ["Copy", "Menu 1", "Menu 2", "Menu 3"]


def test_label_menu_by_right_click_and_long_press_with_the_menu_3_and_4_swap(user, clipboard):
    label = user.find("label", "Label text to copy")
    user.right_click(label)
    user.wait_for_menu(LABEL_MENU)

    user.choose("Menu 3")
    user.wait_for_no_menu()
    user.wait_for_log("Menu 3 performed by Label text to copy")
    user.right_click(label)
    user.wait_for_menu(["Copy", "Menu 1", "Menu 2", "Menu 4"])
    user.choose("Menu 4")
    user.wait_for_no_menu()

    user.long_press(label)
    user.wait_for_menu(LABEL_MENU)
    user.choose("Copy")
    clipboard.wait_for("Label text to copy")


def test_text_field_menu_is_ours_with_exactly_one_paste_that_replaces_the_text(user, clipboard):
    field = user.field()
    user.click(field)
    user.type("old words")
    clipboard.offer("from another app")
    user.right_click(field)
    titles = user.wait_for_menu()
    assert titles.count("Paste") == 1, titles
    assert [t for t in titles if t.startswith("Menu")] == ["Menu 1", "Menu 2", "Menu 3"], titles
    assert set(titles) <= {"Undo", "Cut", "Copy", "Select All", "Menu 1", "Menu 2", "Menu 3", "Paste", "Spelling"}, titles
    assert titles[-1] == "Spelling", f"the field checks spelling: its menu ends with the Spelling submenu: {titles}"
    assert "Insert Emoji" not in titles and "Delete" not in titles, "GTK's own entry menu leaked in"
    user.choose("Paste")
    a11y.wait_for(lambda: a11y.text_of(field) == "from another app", "the whole text replaced by the clipboard")
    user.wait_for_log("Paste performed by Text field")


def test_a_paste_that_replaced_what_was_typed_is_undone_and_redone(user, clipboard):
    """Type "precious", another app copies "other", the menu's Paste replaces
    the text: Ctrl+Z brings "precious" back, Ctrl+Shift+Z "other" again, and
    the menu's Undo and Redo do the same; the log says each step."""
    field = user.field()
    user.click(field)
    user.type("precious")
    clipboard.offer("other")
    user.right_click(field)
    titles = user.wait_for_menu()
    assert titles[0] == "Undo" and "Redo" not in titles, titles
    user.choose("Paste")
    a11y.wait_for(lambda: a11y.text_of(field) == "other", "the paste")
    user.wait_for_log("Paste performed by Text field")

    user.key("ctrl+z")
    a11y.wait_for(lambda: a11y.text_of(field) == "precious", "Ctrl+Z bringing back what was typed")
    user.wait_for_log("Undo Paste performed by Text field")
    user.key("ctrl+shift+z")
    a11y.wait_for(lambda: a11y.text_of(field) == "other", "Ctrl+Shift+Z pasting again")
    user.wait_for_log("Redo Paste performed by Text field")

    user.right_click(field)
    titles = user.wait_for_menu()
    assert titles[0] == "Undo", titles
    user.choose("Undo")
    a11y.wait_for(lambda: a11y.text_of(field) == "precious", "the menu's Undo")
    user.right_click(field)
    titles = user.wait_for_menu()
    assert titles[:2] == ["Undo", "Redo"], titles   # Undo Typing, Redo Paste
    user.choose("Redo")
    a11y.wait_for(lambda: a11y.text_of(field) == "other", "the menu's Redo")
    assert user.log_text().count("Redo Paste performed by Text field") == 2

    user.key("ctrl+z")
    user.key("ctrl+z")
    a11y.wait_for(lambda: a11y.text_of(field) == "", "undoing the typing too")
    user.wait_for_log("Undo Typing performed by Text field")


def test_show_menu_button_keeps_the_keyboard_in_the_field(user):
    field = user.field()
    user.click(field)
    user.type("abc")
    button = user.find("push button", "Show Menu")
    user.click(button)
    user.wait_for_menu(["Copy", "Custom item"])
    assert a11y.has_state(field, pyatspi.STATE_FOCUSED), "the field lost the keyboard to the button"
    assert not a11y.has_state(button, pyatspi.STATE_FOCUSED)
    user.type("def")
    assert a11y.text_of(field) == "abcdef", "typing must go on into the field while the menu is up"
    assert user.menu_titles() == ["Copy", "Custom item"], "typing must not close the menu"
    assert a11y.has_state(field, pyatspi.STATE_FOCUSED)
    user.key("Escape")
    user.wait_for_no_menu()
    assert a11y.text_of(field) == "abcdef"
    assert a11y.has_state(field, pyatspi.STATE_FOCUSED)


def test_copy_in_one_widget_paste_in_another_and_with_other_apps(user, clipboard):
    label = user.find("label", "Label text to copy")
    field = user.field()
    user.right_click(label)
    user.choose("Copy")
    clipboard.wait_for("Label text to copy", "another application reading our copy")

    user.right_click(field)
    user.choose("Paste")
    a11y.wait_for(lambda: a11y.text_of(field) == "Label text to copy", "the label's text pasted into the field")

    clipboard.offer("typed elsewhere")
    user.click(field)
    user.key("ctrl+a")
    user.key("ctrl+c")
    clipboard.wait_for("Label text to copy", "Ctrl+C of the field's text")
    clipboard.offer("typed elsewhere")
    user.key("ctrl+v")
    a11y.wait_for(lambda: a11y.text_of(field) == "typed elsewhere", "Ctrl+V of another app's text")


def test_each_copy_is_counted_once_ours_and_other_apps_and_changes_what_the_menu_offers(user, clipboard):
    """changeCount goes up once per copy: ours (whose echo from the display
    is not a second change) and other applications'; Paste shows only while
    the clipboard holds text."""
    field = user.field()
    user.click(field)
    counted = user.log_text().count("Clipboard changed")
    user.right_click(user.find("label", "Label text to copy"))
    user.choose("Copy")
    clipboard.wait_for("Label text to copy")
    time.sleep(0.5)   # time for the display's echo of our copy
    assert user.log_text().count("Clipboard changed") == counted + 1, user.log_text()
    counted += 1
    clipboard.offer("first")
    a11y.wait_for(lambda: user.log_text().count("Clipboard changed") > counted, "the other app's copy counted")
    counted = user.log_text().count("Clipboard changed")
    clipboard.offer("second")
    a11y.wait_for(lambda: user.log_text().count("Clipboard changed") > counted, "its next copy counted too")
    user.right_click(field)
    assert "Paste" in user.wait_for_menu()
    user.key("Escape")
    user.wait_for_no_menu()

    clipboard.offer(b"\x89PNG not text", target="image/png")
    user.right_click(field)
    titles = user.wait_for_menu()
    assert "Paste" not in titles, f"Paste offered for an image: {titles}"


def test_a_middle_click_pastes_another_apps_selection_where_it_lands(user, clipboard):
    """PRIMARY: what another app selected is pasted by a middle click in
    the field, and Ctrl+Z takes it back."""
    field = user.field()
    user.click(field)
    user.type("abcd")
    a11y.wait_for(lambda: a11y.text_of(field) == "abcd", "the typing")
    clipboard.offer("XYZ", selection="primary")
    user.click(field, button=2)
    a11y.wait_for(lambda: "XYZ" in a11y.text_of(field), "the middle-click paste")
    assert sorted(a11y.text_of(field)) == sorted("abcdXYZ"), a11y.text_of(field)
    user.key("ctrl+z")
    a11y.wait_for(lambda: a11y.text_of(field) == "abcd", "Ctrl+Z taking the middle-click paste back")
