"""The Basics page as on GTK 3: the classic sample's custom items (Menu 1–3,
Menu 3 and Menu 4 swapping), the field's own Paste, the Show Menu button's
menu, and the event log saying what the responder chain did."""

from conftest import wait_for

# Another app's text beyond ASCII: Japanese, Hebrew (right to left), an emoji.
WORLDLY = "こんにちは שלום 🙂"


def test_menu_3_and_menu_4_swap_when_chosen(demo):
    demo.click(demo.label, button=3)
    items = demo.wait_for_menu()
    assert ["Menu 1", "Menu 2", "Menu 3"] == [i for i in items if i.startswith("Menu ")], items
    demo.choose("Menu 3")
    demo.wait_for_log("Menu 3 performed by Label")
    demo.click(demo.label, button=3)
    items = demo.wait_for_menu()
    assert "Menu 4" in items and "Menu 3" not in items, items
    demo.choose("Menu 4")
    demo.wait_for_log("Menu 4 performed by Label")
    demo.click(demo.label, button=3)
    assert "Menu 3" in demo.wait_for_menu()


def test_the_fields_own_paste_replaces_all_its_text(demo, clipboard):
    demo.type("old text")
    wait_for(lambda: demo.entry_text() == "old text", what="the typed text")
    clipboard.offer(WORLDLY)
    demo.click(demo.entry, button=3)
    items = demo.wait_for_menu()
    # The sample drops the standard Delete; its Paste is the page's own.
    assert "Delete" not in items and items.count("Paste") == 1, items
    demo.choose("Paste")
    wait_for(lambda: demo.entry_text() == WORLDLY, what="the clipboard's text in place of the field's")
    demo.wait_for_log("Paste performed by Text field")
    assert demo.entry_has_focus()


def test_the_buttons_menu_leaves_the_keyboard_in_the_field(demo, clipboard):
    demo.click(demo.find("push button", "Show Menu"))
    items = demo.wait_for_menu()
    assert items == ["Copy", "Custom item"], items
    assert demo.entry_has_focus()
    demo.type("x")
    wait_for(lambda: demo.entry_text() == "x", what="typing into the field with the button's menu up")
    demo.choose("Custom item")
    demo.wait_for_log("Custom item performed by Show Menu button")
    demo.click(demo.find("push button", "Show Menu"))
    demo.choose("Copy")
    clipboard.wait_for("Show Menu", what="CLIPBOARD")
    assert demo.entry_has_focus()


def test_the_log_says_which_menu_was_shown_and_when_it_went(demo):
    demo.click(demo.label, button=3)
    demo.wait_for_menu()
    wait_for(lambda: any(line.startswith("Menu shown for Label text to copy: Copy") for line in demo.log_lines()),
             what="the log line for the label's menu")
    demo.key("Escape")
    demo.wait_for_log("Menu hidden")
