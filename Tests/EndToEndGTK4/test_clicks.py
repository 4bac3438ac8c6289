"""Every click on a menu item chooses it, on GTK 4 (issue 39): in the list
(an item, and an item of the Format submenu) and in the compact row (a
button of the row, an item of the list "More" shows, and an item of its
Format submenu), with a person's glide to each item and with xdotool's
jump and click at once, on X11 and Wayland. The rounds and their count are
menu_clicks.py's (Tests/EndToEnd, shared with GTK 3's test_clicks.py).
Spelling is off: a word the dictionary lacks would change the menu under
the pointer.

GTK 4.8 lost such clicks, on X11 about one jump in two and one glide in
ten (a motion GDK made for the window took GTK's pointer focus off the
menu: MenuPointerFocus), under Wayland every click once the pointer had
moved over a menu a right click opened (GDK left the right button's grab
on the window: MenuPointerUnderGrab); docs/gtk4.md, "Clicks on a menu"."""
import pyatspi
import pytest

from conftest import MENU_ITEM_ROLES, run_demo, wait_for, walk
from menu_clicks import MOTIONS, ClickTally, Hand, NotesMenu


class Gtk4NotesMenu(NotesMenu):
    """The GTK 4 demo's notes: the menu's popover is a child of the notes
    in the accessibility tree (GTK 4.8 reports no SHOWING state: a popover
    that is down leaves the tree)."""

    def __init__(self, demo):
        self.demo = demo
        demo.open_page("Notes")
        self.notes = wait_for(lambda: demo.find("text", "Notes text"), what="the notes")
        demo.click_into(self.notes)
        demo.key("ctrl+a")   # the rounds' selection: the whole text
        super().__init__(wait_for(lambda: demo.find("text", "Event log"), what="the event log"), demo.desktop)

    def items(self):
        found = {}
        for node in walk(self.notes):
            if node.getRoleName() in MENU_ITEM_ROLES and node.getState().contains(pyatspi.STATE_VISIBLE):
                found.setdefault(node.name, node)
        return found

    def place(self, node):
        return self.demo.place(node)

    def notes_origin(self):
        x, y = self.demo.centre(self.notes)
        _, _, width, height = self.notes.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return x - width // 2, y - height // 2, width

    def key(self, name):
        self.demo.key(name)


@pytest.mark.parametrize("motion", MOTIONS)
@pytest.mark.parametrize("layout", ["list", "compact"])
def test_every_click_on_a_menu_item_chooses_it(test_desktop, layout, motion):
    runner = run_demo(test_desktop, {"EDIT_MENU_PRESENTATION": layout, "EDIT_MENU_SPELLING": "off"})
    demo = next(runner)
    try:
        tally = ClickTally("GTK 4", test_desktop.name, layout, motion)
        Gtk4NotesMenu(demo).run(Hand(test_desktop, motion), tally, layout)
        tally.report()
        assert tally.all_chosen, tally.summary()
    finally:
        next(runner, None)
