"""Bold, Italic and Underline in the notes on GTK 4, as on GTK 3: a
"Format" submenu of the notes' menu (GTK 4's sliding submenu page), reached
with the pointer or the keyboard, each item checked where all of the
selection has its style; Ctrl+B, Ctrl+I and Ctrl+U; each change one undo
step. What is styled is read through AT-SPI's text attributes."""
import pyatspi

from conftest import wait_for
from test_text_view import NOTES, notes, selection_of

FIRST_LINE = NOTES.split("\n")[0]   # "Shopping list"
FORMAT = ["Bold", "Italic", "Underline"]


def attributes_at(node, offset):
    """The text attributes AT-SPI reports for the character at `offset`, as a dict."""
    pairs, _, _ = node.queryText().getAttributeRun(offset, False)
    return dict(pair.split(":", 1) for pair in pairs)


def is_bold(node, offset):
    return attributes_at(node, offset).get("weight") == "700"


def select_first_line(demo, view):
    demo.click(view)
    wait_for(lambda: view.getState().contains(pyatspi.STATE_FOCUSED), what="the notes' focus")
    demo.key("ctrl+Home")
    demo.key("shift+End")
    wait_for(lambda: selection_of(view) == (0, len(FIRST_LINE)), what="the first line selected")


def test_format_bold_from_the_submenu_and_undo(demo):
    view = notes(demo)
    select_first_line(demo, view)
    assert not is_bold(view, 0)
    demo.click(view, button=3)
    items = demo.wait_for_menu()
    assert "Format" in items, items
    demo.choose_submenu("Format")
    demo.choose_on_page("Bold", FORMAT)
    wait_for(lambda: is_bold(view, 0) and is_bold(view, len(FIRST_LINE) - 1), what="the first line bold")
    assert not is_bold(view, len(FIRST_LINE) + 1), "and nothing after it"
    # The submenu says so: Bold is checked while the selection is bold. And
    # the keyboard reaches it: the Menu key opens the menu on its first
    # item, Enter on Format opens the page on Bold, Enter takes the bold off.
    # (The page's rows are made when it opens: Bold is read there.)
    demo.key("Menu")
    items = demo.wait_for_menu()
    for _ in range(items.index("Format")):
        demo.key("Down")
    demo.key("Return")
    bold = wait_for(lambda: demo.menu_item("Bold"), what="Bold in the submenu")
    assert bold.getState().contains(pyatspi.STATE_CHECKED)
    demo.key("Return")
    demo.wait_for_no_menu()
    wait_for(lambda: not is_bold(view, 0), what="Enter on the checked Bold taking the bold off")
    demo.key("ctrl+z")
    wait_for(lambda: is_bold(view, 0), what="Ctrl+Z bringing the bold back")
    demo.key("ctrl+z")
    wait_for(lambda: not is_bold(view, 0), what="Ctrl+Z taking the bold back")
    assert selection_of(view) == (0, len(FIRST_LINE))


def test_ctrl_i_and_ctrl_u_style_the_selection(demo):
    view = notes(demo)
    select_first_line(demo, view)
    demo.key("ctrl+i")
    wait_for(lambda: attributes_at(view, 0).get("style") == "italic", what="the first line italic")
    demo.key("ctrl+u")
    wait_for(lambda: attributes_at(view, 0).get("underline") == "single", what="the first line underlined")
    demo.key("ctrl+z")
    wait_for(lambda: attributes_at(view, 0).get("underline") in (None, "none"), what="Ctrl+Z taking the underline back")
    assert attributes_at(view, 0).get("style") == "italic", "and only the underline"


def test_undoing_the_deletion_of_bold_text_brings_it_back_bold(demo):
    view = notes(demo)
    select_first_line(demo, view)
    demo.key("ctrl+b")
    wait_for(lambda: is_bold(view, 0), what="the first line bold")
    demo.key("Delete")
    wait_for(lambda: selection_of(view) is None and not is_bold(view, 0), what="the bold line deleted")
    demo.key("ctrl+z")
    wait_for(lambda: is_bold(view, 0) and is_bold(view, len(FIRST_LINE) - 1), what="Ctrl+Z bringing the line back bold")
