"""Bold, Italic and Underline in the notes on GTK 4, as on GTK 3: a
"Format" submenu of the notes' menu (GTK 4's sliding submenu page), reached
with the pointer or the keyboard, each item checked where all of the
selection has its style; Ctrl+B, Ctrl+I and Ctrl+U; each change one undo
step. What is styled is read through AT-SPI's text attributes."""
import pyatspi

from conftest import MENU_ITEM_ROLES, wait_for, walk
from test_text_view import NOTES, notes, selection_of

# The second line, "Tea, bread and 🍓 strawberries": only its last word is
# styled in the sample (italic), so Bold and Underline start off.
LINE = NOTES.split("\n")[1]
START = len(NOTES.split("\n")[0]) + 1
END = START + len(LINE)


def attributes_at(node, offset):
    """The text attributes AT-SPI reports for the character at `offset`, as a dict."""
    pairs, _, _ = node.queryText().getAttributeRun(offset, False)
    return dict(pair.split(":", 1) for pair in pairs)


def is_bold(node, offset):
    return attributes_at(node, offset).get("weight") == "700"


def select_second_line(demo, view):
    demo.click_into(view)
    demo.key("ctrl+Home")
    demo.key("Down")
    demo.key("Home")
    demo.key("shift+End")
    wait_for(lambda: selection_of(view) == (START, END), what="the second line selected")


def test_format_bold_from_the_submenu_and_undo(demo):
    view = notes(demo)
    select_second_line(demo, view)
    assert not is_bold(view, START)
    demo.click(view, button=3)
    items = demo.wait_for_menu()
    assert "Format" in items, items
    demo.choose_submenu("Format")
    demo.choose("Bold")
    wait_for(lambda: is_bold(view, START) and is_bold(view, END - 1), what="the second line bold")
    assert not is_bold(view, END + 1), "and nothing after it"
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
    wait_for(lambda: not is_bold(view, START), what="Enter on the checked Bold taking the bold off")
    demo.key("ctrl+z")
    wait_for(lambda: is_bold(view, START), what="Ctrl+Z bringing the bold back")
    demo.key("ctrl+z")
    wait_for(lambda: not is_bold(view, START), what="Ctrl+Z taking the bold back")
    assert selection_of(view) == (START, END)


def test_ctrl_i_and_ctrl_u_style_the_selection(demo):
    view = notes(demo)
    select_second_line(demo, view)
    demo.key("ctrl+i")
    wait_for(lambda: attributes_at(view, START).get("style") == "italic", what="the second line italic")
    demo.key("ctrl+u")
    wait_for(lambda: attributes_at(view, START).get("underline") == "single", what="the second line underlined")
    demo.key("ctrl+z")
    wait_for(lambda: attributes_at(view, START).get("underline") in (None, "none"), what="Ctrl+Z taking the underline back")
    assert attributes_at(view, START).get("style") == "italic", "and only the underline"


def test_undoing_the_deletion_of_bold_text_brings_it_back_bold(demo):
    view = notes(demo)
    select_second_line(demo, view)
    demo.key("ctrl+b")
    wait_for(lambda: is_bold(view, START), what="the second line bold")
    demo.key("Delete")
    wait_for(lambda: selection_of(view) is None and not is_bold(view, START), what="the bold line deleted")
    demo.key("ctrl+z")
    wait_for(lambda: is_bold(view, START) and is_bold(view, END - 1), what="Ctrl+Z bringing the line back bold")


def test_the_format_page_is_made_once_however_often_it_opens(demo):
    """GtkPopoverMenu 4.8 leaves a submenu's page behind when its menu is
    built again (here: Bold changed the menu each time): the popover held a
    Format page per opening, each sized again at every showing, and the
    one shown by the name was the oldest ("duplicate child name in
    GtkStack" on stderr)."""
    view = notes(demo)
    select_second_line(demo, view)
    for _ in range(4):
        demo.click(view, button=3)
        demo.wait_for_menu()
        demo.choose_submenu("Format")
        demo.choose("Bold")
    demo.click(view, button=3)
    demo.wait_for_menu()
    demo.choose_submenu("Format")
    wait_for(lambda: demo.menu_item("Bold"), what="the Format page")
    bolds = [n for n in walk(demo.app) if n.name == "Bold" and n.getRoleName() in MENU_ITEM_ROLES]
    assert len(bolds) == 1, f"{len(bolds)} Format pages in the popover"
