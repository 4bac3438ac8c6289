"""A menu that never takes the keyboard closes as GTK 3's do: on Escape,
and on a click elsewhere in the window, which still reaches what was
clicked."""

import pyatspi

from conftest import wait_for


def open_menu_over(demo, text):
    demo.type(text)
    wait_for(lambda: demo.entry_text() == text, what=f"the field to hold {text!r}")
    demo.click(demo.entry, button=3)
    demo.wait_for_menu()


def caret(demo):
    return demo.entry.queryText().caretOffset


def test_escape_closes_the_menu_and_leaves_the_field_as_it_was(demo):
    open_menu_over(demo, "hello")
    demo.key("Escape")
    demo.wait_for_no_menu()
    assert demo.entry_text() == "hello"
    assert demo.entry_has_focus()


def test_a_click_in_the_field_moves_the_caret_and_closes_the_menu(demo):
    open_menu_over(demo, "hello world")
    assert caret(demo) == len("hello world")
    x, y = demo.centre(demo.entry)
    width = demo.entry.queryComponent().getExtents(pyatspi.WINDOW_COORDS).width
    # Just inside the field's left edge: on the first letter.
    demo.click_at(x - width // 2 + 12, y)
    demo.wait_for_no_menu()
    wait_for(lambda: caret(demo) < len("hello"), what="the caret in the first word, where the click was")
    assert demo.entry_text() == "hello world"
    assert demo.entry_has_focus()


def test_a_click_on_the_label_closes_the_field_menu(demo):
    open_menu_over(demo, "hello")
    demo.click(demo.label)
    demo.wait_for_no_menu()
    assert demo.entry_text() == "hello"
