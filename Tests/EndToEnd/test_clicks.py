"""Every click on a menu item chooses it, on GTK 3 (issue 39): in the list
(an item, and an item of the Format submenu) and in the compact row (a
button of the row, an item of the list "More" shows, and an item of its
Format submenu), with a person's glide to each item and with xdotool's
jump and click at once, on X11 and Wayland. The rounds and their count are
menu_clicks.py's (shared with GTK 4's Tests/EndToEndGTK4/test_clicks.py).
Spelling is off: a word the dictionary lacks would change the menu under
the pointer. GTK 3 slides a popover in as it opens: an item is clicked
once it stands still, as a person would."""
import pyatspi
import pytest

import atspi_helpers as a11y
from conftest import launch_app, stop_app
from menu_clicks import MOTIONS, ClickTally, Hand, NotesMenu
from user import MENU_ITEM_ROLES, User, center


class Gtk3NotesMenu(NotesMenu):
    """The GTK 3 demo's notes, through the suite's `User`."""

    def __init__(self, user):
        self.user = user
        user.open_page("Notes")
        self.notes = user.find("text", "Notes text")
        user.click(self.notes)
        user.key("ctrl+a")   # the rounds' selection: the whole text
        super().__init__(user.find("text", "Event log"), user.desktop)

    def items(self):
        menu = self.user.menu()
        found = {}
        for node in a11y.walk(menu) if menu is not None else ():
            if node != menu and a11y.role_name(node) in MENU_ITEM_ROLES \
                    and a11y.has_state(node, pyatspi.STATE_SHOWING):
                found.setdefault(node.name, node)
        return found

    def place(self, node):
        return center(node)

    def notes_origin(self):
        x, y, width, _ = self.user.desktop.extents(self.notes)
        return x, y, width

    def key(self, name):
        self.user.desktop.key(name)


@pytest.mark.parametrize("motion", MOTIONS)
@pytest.mark.parametrize("layout", ["list", "compact"])
def test_every_click_on_a_menu_item_chooses_it(test_desktop, layout, motion):
    app = launch_app(environment={"EDIT_MENU_PRESENTATION": layout, "EDIT_MENU_SPELLING": "off"})
    try:
        tally = ClickTally("GTK 3", test_desktop.name, layout, motion)
        Gtk3NotesMenu(User(app)).run(Hand(test_desktop, motion), tally, layout)
        tally.report()
        assert tally.all_chosen, tally.summary()
    finally:
        output = stop_app(app)
    assert "CRITICAL" not in output, f"the app logged a GTK critical:\n{output}"
