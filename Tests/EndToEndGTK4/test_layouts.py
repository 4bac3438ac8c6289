"""The two layouts of one menu on GTK 4, chosen by the main menu or
EDIT_MENU_PRESENTATION: a compact row (what a finger gets; see
test_touch.py) and a list. The row's "More" shows the list in place.
Items are chosen with the pointer, on both desktops (how often a click
lands: test_clicks.py)."""
import pyatspi
import pytest

from conftest import run_demo, wait_for
from layouts import assert_a_list, assert_one_row, menu_rows, settled_menu


@pytest.fixture
def compact_demo(test_desktop):
    yield from run_demo(test_desktop, {"EDIT_MENU_PRESENTATION": "compact"})


def test_compact_menus_are_one_row_and_more_shows_the_list(compact_demo, clipboard):
    demo = compact_demo
    demo.type("Grüße, שלום 👋🏽")
    wait_for(lambda: demo.entry_text() == "Grüße, שלום 👋🏽", what="the text typed")
    demo.key("ctrl+a")
    demo.click(demo.entry, button=3)
    items = settled_menu(demo)
    assert items[-1] == "More" and "Undo" not in items and "Copy" in items, items
    assert_one_row(menu_rows(demo))
    assert demo.entry_has_focus(), "the field kept the keyboard"

    demo.click(demo.menu_item("More"))
    wait_for(lambda: "Undo" in demo.menu_items(), what="the whole menu")
    assert_a_list(menu_rows(demo))
    settled_menu(demo)
    demo.choose("Copy")
    clipboard.wait_for("Grüße, שלום 👋🏽")
    assert demo.entry_has_focus(), "the field kept the keyboard"


def test_the_main_menu_switches_between_compact_and_list(demo):
    demo.click(demo.label, button=3)
    assert_a_list(menu_rows(demo))
    demo.key("Escape")
    demo.wait_for_no_menu()

    demo.key("F10")   # the main menu, as GNOME's F10 opens it, on its first item
    # (GTK 4.8 reads a radio item to assistive technology as a menu item.)
    layouts = ["Menus by Input Device", "Compact Menus", "List Menus"]
    wait_for(lambda: all(demo.find("menu item", title) for title in layouts), what="the layouts in the main menu")
    assert demo.find("menu item", "Menus by Input Device").getState().contains(pyatspi.STATE_CHECKED)
    demo.click(demo.find("menu item", "Compact Menus"))
    demo.wait_for_log("Menu layout: Compact Menus")
    demo.key("Escape")   # a radio item leaves GTK's menu open
    demo.click(demo.label, button=3)
    assert settled_menu(demo) == ["Copy", "Select All", "Menu 1", "Menu 2", "Menu 3"]
    assert_one_row(menu_rows(demo))
