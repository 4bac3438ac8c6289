"""The Basics page on GTK 4: our menu in place of GTK's, the clipboard both
ways, and the focus rule."""

from conftest import wait_for

# GTK 4's own context menu of a GtkText has these; ours never does.
GTK_OWN_ITEMS = {"Insert Emoji", "Insert _Emoji"}


def type_into_field(demo, text):
    assert demo.entry_has_focus()
    demo.type(text)
    wait_for(lambda: demo.entry_text() == text, what=f"the field to hold {text!r}")


def test_right_click_in_the_field_shows_our_menu_and_not_gtks(demo):
    type_into_field(demo, "hello")
    demo.click(demo.entry, button=3)
    items = demo.wait_for_menu()
    assert "Select All" in items
    assert not GTK_OWN_ITEMS & set(items), f"GTK's own menu showed: {items}"


def test_the_field_keeps_the_keyboard_while_the_menu_is_up(demo):
    type_into_field(demo, "hello")
    demo.click(demo.entry, button=3)
    demo.wait_for_menu()
    demo.type("x")
    wait_for(lambda: demo.entry_text() == "hellox", what="the letter in the field")
    assert demo.menu_items(), "typing closed the menu"


def test_copy_from_the_label_reaches_the_system_clipboard(demo, clipboard):
    demo.click(demo.label, button=3)
    demo.choose("Select All")
    demo.click(demo.label, button=3)
    demo.choose("Copy")
    clipboard.wait_for("Label text to copy", what="CLIPBOARD")


def test_paste_puts_another_apps_text_in_the_field(demo, clipboard):
    clipboard.offer("from another app")
    demo.click(demo.entry, button=3)
    demo.choose("Paste")
    wait_for(lambda: demo.entry_text() == "from another app", what="the pasted text")
