"""A menu that never takes the keyboard closes as GTK 3's do: on Escape,
and on a click elsewhere in the window, which still reaches what was
clicked; a window destroyed with its menu up takes the menu with it."""

import subprocess

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


def test_the_window_destroyed_while_its_menu_is_up_leaves_a_working_new_one(demo):
    """The demo's recreate-window action (org.gtk.Actions over D-Bus, as
    soak tests and fuzzers use it) destroys every view while a menu is
    up; the new window's field has the keyboard and its menu opens."""
    demo.open_page("Notes")
    notes = wait_for(lambda: demo.find("text", "Notes text"), what="the notes")
    demo.click(notes, button=3)
    demo.wait_for_menu()
    for _ in range(2):
        subprocess.run(["gdbus", "call", "--session", "--dest", "io.github.editmenu.Demo.Gtk4",
                        "--object-path", "/io/github/editmenu/Demo/Gtk4", "--method", "org.gtk.Actions.Activate",
                        "recreate-window", "[]", "{}"], check=True, capture_output=True, timeout=15)
        wait_for(lambda: not demo.menu_items(), what="the old window's menu gone with it")
        # The new window, on the same page, with the notes in it.
        wait_for(lambda: demo.find("page tab", "Notes").getState().contains(pyatspi.STATE_SELECTED),
                 what="the new window on the Notes page")
    # GTK 4.8 reads an AdwApplicationWindow as a filler named by its title.
    windows = [n.name for n in demo.app if n is not None]
    assert windows == ["Edit Menu (GTK 4)"], f"one window left, not {windows}"
    notes = wait_for(lambda: demo.find("text", "Notes text"), what="the new notes")
    demo.click(notes)
    demo.type("ok")
    wait_for(lambda: "ok" in notes.queryText().getText(0, -1), what="typing into the new notes")
    demo.click(notes, button=3)
    assert "Select All" in demo.wait_for_menu()
