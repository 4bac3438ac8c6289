"""The screen-reader rule on GTK 4, heard through Orca (the GTK 3 suite's
harness, Tests/EndToEnd/screen_reader.py): while a screen reader runs,
every menu starts on its first item and Orca says it, the arrow keys speak
the item they reach, and a key the menu does not use closes it before it
goes on into the field, which has the keyboard, caret and selection back.

GTK 4.8 tells assistive technology which widget is focused only by
focusing it, so a spoken menu's highlighted item has the focus while the
menu is up (docs/gtk4.md, "The screen-reader rule")."""

import pytest

from conftest import Demo, start_demo, wait_for
from processes import end_process
from screen_reader import Orca


@pytest.fixture(scope="module")
def orca(test_desktop):
    reader = Orca(test_desktop.client_env())
    yield reader
    reader.stop()


@pytest.fixture(scope="module")
def running_demo(orca, test_desktop):
    """One demo for the module, started while the screen reader runs: with
    no window manager, Orca follows the first window only."""
    process = start_demo(test_desktop)
    try:
        demo = Demo(process)
        orca.quiet_for(1.0, since=0)
        yield demo
    finally:
        end_process(process)
        assert process.returncode in (0, -15), f"the demo ended with {process.returncode} (a critical?)"


@pytest.fixture
def spoken_demo(running_demo, orca):
    """The demo with no menu up and an empty field with the keyboard, Orca
    quiet, and the pointer off the window: a menu that shows under the
    resting pointer has GTK's hover on the item there, which then takes the
    focus, and Orca says that item first (as it did when a test before
    this module left the pointer where the field's menu opens)."""
    demo = running_demo
    demo.desktop.move_to(1270, 1010)
    if demo.menu_items():
        demo.key("Escape")
        demo.wait_for_no_menu()
    wait_for(demo.entry_has_focus, what="the field's focus")
    if demo.entry_text():
        demo.key("ctrl+a")
        demo.key("Delete")
        wait_for(lambda: demo.entry_text() == "", what="the field emptied")
    orca.quiet_for(1.0, since=orca.mark())
    return demo


def type_into_field(demo, text):
    demo.type(text)
    wait_for(lambda: demo.entry_text() == text, what=f"the field to hold {text!r}")


def select_all(demo, orca, length):
    """Ctrl+A in the field, once Orca has said so (it speaks the selection)."""
    mark = orca.mark()
    demo.key("ctrl+a")
    wait_for(lambda: demo.entry_selection() == (0, length), what="the text selected")
    orca.quiet_for(1.0, since=mark)


def test_the_fields_keyboard_menu_is_spoken_item_by_item(spoken_demo, orca):
    demo = spoken_demo
    type_into_field(demo, "hello world")
    select_all(demo, orca, 11)
    mark = orca.mark()
    demo.key("shift+F10")
    items = demo.wait_for_menu()
    said = orca.wait_for("Edit menu", f"{items[0]}.", since=mark)
    mark = orca.mark()
    demo.key("Down")
    orca.wait_for(f"{items[1]}.", " of ", since=mark)
    # Esc closes the menu and gives the keyboard back, the selection as it was.
    demo.key("Escape")
    demo.wait_for_no_menu()
    wait_for(demo.entry_has_focus, what="the field's focus back")
    assert demo.entry_selection() == (0, 11), said


def test_a_right_click_menu_is_spoken_from_its_first_item(spoken_demo, orca):
    demo = spoken_demo
    type_into_field(demo, "abc")
    orca.quiet_for(1.0, since=orca.mark())
    mark = orca.mark()
    demo.click(demo.entry, button=3)
    items = demo.wait_for_menu()
    orca.wait_for(f"{items[0]}.", since=mark)
    demo.key("Escape")
    demo.wait_for_no_menu()
    wait_for(demo.entry_has_focus, what="the field's focus back")


def test_typing_while_a_spoken_menu_is_up_closes_it_and_the_key_goes_on(spoken_demo, orca):
    demo = spoken_demo
    type_into_field(demo, "hello world")
    select_all(demo, orca, 11)
    demo.key("shift+F10")
    demo.wait_for_menu()
    mark = orca.mark()
    demo.type("x")
    demo.wait_for_no_menu()
    # The key replaced the selection, as it would have with no menu up.
    wait_for(lambda: demo.entry_text() == "x", what="the key typed into the field over its selection")
    assert demo.entry_has_focus()
    orca.wait_for("x", since=mark)


def test_a_compact_menu_is_spoken_item_by_item_too(spoken_demo, orca):
    demo = spoken_demo
    demo.key("F10")   # the main menu, on its first layout
    wait_for(lambda: demo.find("menu item", "Compact Menus"), what="the layouts in the main menu")
    demo.key("Down")
    demo.key("Return")
    demo.wait_for_log("Menu layout: Compact Menus")
    demo.key("Escape")   # a radio item leaves GTK's menu open
    try:
        demo.click(demo.entry)   # the main menu gave the keyboard to its button
        wait_for(demo.entry_has_focus, what="the field's focus")
        type_into_field(demo, "hello world")
        select_all(demo, orca, 11)
        mark = orca.mark()
        demo.key("shift+F10")
        items = demo.wait_for_menu()
        assert items[-1] == "More", f"the compact row: {items}"
        orca.wait_for("Edit menu", f"{items[0]}.", since=mark)
        mark = orca.mark()
        demo.key("Right")
        orca.wait_for(f"{items[1]}.", since=mark)
        demo.key("Escape")
        demo.wait_for_no_menu()
        wait_for(demo.entry_has_focus, what="the field's focus back")
        assert demo.entry_selection() == (0, 11)
    finally:
        demo.key("F10")
        wait_for(lambda: demo.find("menu item", "Menus by Input Device"), what="the main menu")
        demo.key("Return")   # back to menus by input device
        demo.wait_for_log("Menu layout: Menus by Input Device")
        demo.key("Escape")
        demo.click(demo.entry)
