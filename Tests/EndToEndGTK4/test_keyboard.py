"""Menus never take the keyboard: with the menu up, Up and Down move a
highlight through its items and Enter chooses one, while the field keeps
the keyboard, caret, selection and focus, and every other key goes on
into it. A menu opened with Shift+F10 or the Menu key starts on its first
item."""

import time

from conftest import wait_for, walk


def open_menu_with(demo, key):
    """Types "hello" into the field, opens its menu with `key`; the menu's items."""
    demo.type("hello")
    wait_for(lambda: demo.entry_text() == "hello", what="the field to hold 'hello'")
    demo.key(key)
    return demo.wait_for_menu()


def test_down_and_enter_choose_from_a_menu_opened_with_shift_f10(demo):
    items = open_menu_with(demo, "shift+F10")
    # It starts on the first item: Down from there to Select All.
    for _ in range(items.index("Select All")):
        demo.key("Down")
    demo.key("Return")
    demo.wait_for_no_menu()
    wait_for(lambda: demo.entry_selection() == (0, 5), what="the field's text selected")
    assert demo.entry_has_focus()


def test_the_menu_key_starts_on_the_first_item(demo):
    items = open_menu_with(demo, "Menu")
    # What was typed can be undone: Undo comes first.
    assert items[0] == "Undo", items
    demo.key("Return")
    wait_for(lambda: demo.entry_text() == "", what="the first item, Undo, chosen")


def test_up_from_the_first_item_wraps_to_the_last(demo):
    # The Basics field's menu ends with the page's custom items and the
    # Spelling submenu, as on GTK 3 (whose page's rows follow in the tree).
    items = open_menu_with(demo, "shift+F10")
    assert items[items.index("Spelling") - 1] == "Menu 3", items
    demo.key("Up")   # the last item, Spelling
    demo.key("Up")
    demo.key("Return")
    demo.wait_for_log("Menu 3 performed by Text field")


def test_other_keys_go_into_the_field_while_the_menu_is_up(demo):
    open_menu_with(demo, "shift+F10")
    demo.key("Down")
    demo.type("x")
    wait_for(lambda: demo.entry_text() == "hellox", what="the letter in the field")
    assert demo.menu_items(), "typing closed the menu"
    assert demo.entry_has_focus()
    demo.key("Escape")
    demo.wait_for_no_menu()
    assert demo.entry_text() == "hellox"


def test_the_pointer_over_an_item_takes_neither_the_keyboard_nor_the_keys(demo):
    # GtkPopoverMenu makes the item under the pointer its active item and
    # grabs the focus for it, unless the popover cannot take the focus.
    demo.type("hello")
    wait_for(lambda: demo.entry_text() == "hello", what="the field to hold 'hello'")
    demo.click(demo.entry, button=3)
    demo.wait_for_menu()
    # The last of the page's items, just before the Spelling submenu.
    item = next(n for n in walk(demo.app) if n.getRoleName() == "menu item" and n.name == "Menu 3")
    x, y = demo.centre(item)
    demo.desktop.move_to(x, y)
    time.sleep(0.2)
    demo.desktop.move_to(x + 3, y + 1)
    time.sleep(0.2)
    assert demo.entry_has_focus()
    demo.type("x")
    wait_for(lambda: demo.entry_text() == "hellox", what="the letter in the field")
    demo.key("Up")   # from no highlight to the last item, Spelling
    demo.key("Up")
    demo.key("Return")
    demo.wait_for_log("Menu 3 performed by Text field")
