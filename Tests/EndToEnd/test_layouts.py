"""The two layouts of one menu, as a user sees them: a compact row for touch,
a list for everything else; the header bar's menu and EDIT_MENU_PRESENTATION
choose between them. Extents come from the accessibility tree."""
import time

import pytest

import atspi_helpers as a11y
from conftest import launch_app, stop_app
from user import User, extents


@pytest.fixture
def compact_user():
    app = launch_app(environment={"EDIT_MENU_PRESENTATION": "compact"})
    yield User(app)
    output = stop_app(app)
    assert "CRITICAL" not in output, f"the app logged a GTK critical:\n{output}"


def shown_items(user):
    """The menu's buttons on screen: (name, x, y, width, height), once laid out."""
    def laid_out():
        menu = user.menu()
        if menu is None:
            return None
        buttons = user.menu_items()
        items = [(b.name, *extents(b)) for b in buttons]
        return items if items and all(w > 1 and h > 1 for _, _, _, w, h in items) else None
    time.sleep(0.3)  # the popover animates in
    return a11y.wait_for(laid_out, "the menu laid out")


def assert_one_row_of_finger_sized_buttons(items):
    ys = {y for _, _, y, _, _ in items}
    assert len(ys) == 1, f"one row: {items}"
    xs = [x for _, x, _, _, _ in items]
    assert xs == sorted(xs) and len(set(xs)) == len(xs), f"side by side, left to right: {items}"
    assert all(h >= 44 for _, _, _, _, h in items), f"44 px for a finger: {items}"


def test_the_compact_row_is_one_row_of_finger_sized_buttons_and_more_opens_the_list(compact_user, clipboard):
    user = compact_user
    field = user.field()
    user.click(field)
    user.type("Grüße, שלום 👋🏽")
    user.key("ctrl+a")
    user.right_click(field)
    items = shown_items(user)
    names = [name for name, *_ in items]
    assert names[-1] == "More", f"Undo is in a section of its own, behind More: {names}"
    assert "Undo" not in names and "Copy" in names, names
    assert_one_row_of_finger_sized_buttons(items)

    user.choose("More")
    a11y.wait_for(lambda: "Undo" in (user.menu_titles() or []), "the full list")
    items = shown_items(user)
    xs = {x for _, x, _, _, _ in items}
    ys = [y for _, _, y, _, _ in items]
    assert len(xs) == 1 and ys == sorted(ys), f"a vertical list: {items}"
    user.choose("Copy")
    user.wait_for_no_menu()
    clipboard.wait_for("Grüße, שלום 👋🏽")
    assert a11y.has_state(user.field(), a11y.pyatspi.STATE_FOCUSED), "the field kept the keyboard"


def test_the_main_menu_switches_between_compact_and_list(user):
    label = user.find("label", "Label text to copy")
    user.right_click(label)
    items = shown_items(user)
    assert len({x for _, x, _, _, _ in items}) == 1, f"a mouse opens the list: {items}"
    user.key("Escape")
    user.wait_for_no_menu()

    user.click(user.find("toggle button", "Main menu"))
    compact = a11y.wait_for(lambda: a11y.find(user.window, name="Compact Menus", showing=True), "the main menu")
    time.sleep(0.3)
    user.click(compact)
    user.wait_for_log("Menu layout: Compact Menus")
    user.key("Escape")  # a radio item leaves GTK's menu open
    a11y.wait_for(lambda: a11y.find(user.window, name="Compact Menus", showing=True) is None, "the main menu to close")
    user.right_click(label)
    items = shown_items(user)
    assert [name for name, *_ in items] == ["Copy", "Menu 1", "Menu 2", "Menu 3"]
    assert_one_row_of_finger_sized_buttons(items)
