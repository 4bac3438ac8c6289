"""How a menu is laid out, read through AT-SPI: the GTK 4 suite's tests
of the compact row and the list share it."""
import time

import pyatspi

from conftest import MENU_ITEM_ROLES, walk, wait_for


def settled_menu(demo):
    """The menu's items once AT-SPI has heard of all of them (two reads a
    moment apart agree)."""
    def settled():
        first = demo.menu_items()
        time.sleep(0.25)
        return first if first and demo.menu_items() == first else None
    return wait_for(settled, what="the menu's items")


def menu_rows(demo):
    """The menu's items on screen, with where each is inside its popover.
    (A submenu's page not shown has its title row, of no size, among them.)"""
    def laid_out():
        rows = [(n.name, *n.queryComponent().getExtents(pyatspi.WINDOW_COORDS)) for n in walk(demo.app)
                if n.getRoleName() in MENU_ITEM_ROLES and n.getState().contains(pyatspi.STATE_VISIBLE)]
        sized = [row for row in rows if row[3] > 1 and row[4] > 1]
        return sized if sized and len(sized) >= len(rows) - 1 else None
    return wait_for(laid_out, what="the menu laid out")


def assert_one_row(rows):
    """The items side by side, left to right. (How tall they are, GTK 4.8
    does not tell AT-SPI — it gives each button's content — so a finger
    checks that: see test_touch.py, the test of Copy.)"""
    assert len({y for _, _, y, _, _ in rows}) == 1, f"one row: {rows}"
    xs = [x for _, x, _, _, _ in rows]
    assert xs == sorted(xs) and len(set(xs)) == len(xs), f"side by side: {rows}"


def assert_a_list(rows):
    assert len({x for _, x, _, _, _ in rows}) == 1, f"a list, one row under another: {rows}"
