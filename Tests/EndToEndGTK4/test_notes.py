"""The Notes page: the Show Menu button's menu is about the notes while the
notes keep the keyboard and caret (the button is their next responder while
its menu is up), and the notes' own menu comes back after it."""
import pyatspi

from conftest import wait_for, walk

SAMPLE = "Shopping list\nTea, bread and 🍓 strawberries\nCall Dana about the trip to Zürich"
SHOW_MENU = ["Copy", "Custom item"]


def on_notes_page(demo, role, name):
    page = wait_for(lambda: next((n for n in walk(demo.app) if n.getRoleName() == "panel" and n.name == "Notes"), None),
                    what="the Notes page")
    return next((n for n in walk(page) if n.getRoleName() == role and n.name == name), None)


def text_of(node):
    text = node.queryText()
    return text.getText(0, text.characterCount)


def focused(node):
    return node.getState().contains(pyatspi.STATE_FOCUSED)


def test_show_menu_keeps_the_keyboard_in_the_notes_and_acts_on_them(demo, clipboard):
    demo.open_page("Notes")
    notes = wait_for(lambda: on_notes_page(demo, "text", "Notes text"), what="the notes")
    button = on_notes_page(demo, "push button", "Show Menu")
    assert text_of(notes) == SAMPLE
    demo.click(notes)
    wait_for(lambda: focused(notes), what="the notes to have the keyboard")
    demo.key("ctrl+End")

    demo.click(button)
    assert demo.wait_for_menu() == SHOW_MENU
    demo.wait_for_log("Notes text: next responder is now the Show Menu button")
    assert focused(notes) and not focused(button), "the notes lost the keyboard to the button"
    demo.type("añ✓")
    wait_for(lambda: text_of(notes) == SAMPLE + "añ✓", what="typing going on into the notes with the menu up")
    assert demo.menu_items() == SHOW_MENU, "typing must not close the menu or change it"

    demo.choose("Custom item")
    demo.wait_for_log("Custom item performed by Show Menu button")
    demo.wait_for_log("Notes text: next responder restored")
    assert focused(notes)

    # Its Copy is the button's: the notes' whole text, with nothing selected.
    demo.click(button)
    demo.choose("Copy")
    demo.wait_for_log("Copy performed by Show Menu button")
    clipboard.wait_for(SAMPLE + "añ✓", what="the button's copy of the notes")
    assert "Copy performed by Notes text" not in demo.log_lines()

    # Restored: the notes' own menu again.
    demo.click(notes, button=3)
    items = demo.wait_for_menu()
    assert "Custom item" not in items and "Select All" in items, items


def styled_offsets(node, key, value):
    """The offsets of the characters whose text attribute `key` is `value`, read through AT-SPI."""
    text = node.queryText()
    offsets, offset = set(), 0
    while offset < text.characterCount:
        pairs, start, end = text.getAttributeRun(offset, False)
        if f"{key}:{value}" in pairs:
            offsets.update(range(start, end))
        offset = max(end, offset + 1)
    return offsets


def test_the_sample_is_styled_as_on_gtk3_and_is_where_undo_starts(unchecked_demo):
    demo = unchecked_demo
    demo.open_page("Notes")
    notes = wait_for(lambda: on_notes_page(demo, "text", "Notes text"), what="the notes")
    lines = SAMPLE.split("\n")
    second, third = len(lines[0]) + 1, len(lines[0]) + len(lines[1]) + 2
    # "Shopping list" bold, "strawberries" italic, "Zürich" underlined
    # (AT-SPI counts code points, as Python does: "🍓" is one).
    assert styled_offsets(notes, "weight", "700") == set(range(0, len(lines[0])))
    assert styled_offsets(notes, "style", "italic") == set(range(second + lines[1].rindex(" ") + 1, second + len(lines[1])))
    assert styled_offsets(notes, "underline", "single") == set(range(third + lines[2].rindex(" ") + 1, len(SAMPLE)))
    # Where the user starts: nothing to undo.
    demo.click(notes, button=3)
    items = demo.wait_for_menu()
    assert "Undo" not in items and "Select All" in items, items
