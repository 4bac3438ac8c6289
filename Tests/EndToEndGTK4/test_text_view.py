"""Notes on many lines (a GtkTextView) with our menu: Select All, Copy and
Paste through it, and GTK's own menu never showing."""
import pyatspi

from conftest import wait_for

NOTES = "Shopping list\nTea, bread and 🍓 strawberries\nCall Dana about the trip to Zürich"


def notes(demo):
    """The text view, on the Notes page."""
    demo.open_page("Notes")
    return wait_for(lambda: demo.find("text", "Notes text"), what="the notes")


def text_of(node):
    text = node.queryText()
    return text.getText(0, text.characterCount)


def selection_of(node):
    text = node.queryText()
    return text.getSelection(0) if text.getNSelections() else None


def test_select_all_and_copy_from_the_notes_menu(demo, clipboard):
    view = notes(demo)
    assert text_of(view) == NOTES
    demo.click(view, button=3)
    items = demo.wait_for_menu()
    # Ours, not GTK's own (which has no Select, and would add a second Insert Emoji).
    assert "Select" in items and items.count("Insert Emoji") == 1, items
    demo.choose("Select All")
    wait_for(lambda: selection_of(view) == (0, len(NOTES)), what="the notes selected")
    demo.click(view, button=3)
    demo.choose("Copy")
    clipboard.wait_for(NOTES, what="CLIPBOARD")


def test_paste_from_the_notes_menu_keeps_the_line_breaks(demo, clipboard):
    clipboard.offer("one\ntwo")
    view = notes(demo)
    demo.click_into(view)
    demo.click(view, button=3)
    demo.choose("Select All")
    demo.click(view, button=3)
    demo.choose("Paste")
    wait_for(lambda: text_of(view) == "one\ntwo", what="the pasted lines in place of the notes")
    # The focus rule: the menus of the notes left the keyboard in them.
    assert view.getState().contains(pyatspi.STATE_FOCUSED)


def test_typing_over_the_notes_is_undone_with_ctrl_z_in_one_step(demo):
    view = notes(demo)
    demo.click_into(view)   # the keyboard into the notes
    demo.key("ctrl+a")
    wait_for(lambda: selection_of(view) == (0, len(NOTES)), what="the notes selected")
    demo.type("abc")
    wait_for(lambda: text_of(view) == "abc", what="the typing in place of the notes")
    demo.key("ctrl+z")
    wait_for(lambda: text_of(view) == NOTES, what="the notes back")
    wait_for(lambda: selection_of(view) == (0, len(NOTES)), what="the selection back")
