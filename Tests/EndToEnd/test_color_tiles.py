"""Color Tiles page: tiles with a pasteboard type of their own. Tiles are
named and described for assistive technology; a double-click selects a
filled tile and shows its menu to its right, again on a quick second
double-click; a cut tile pastes into an empty one; an empty tile shows no
menu unless the clipboard holds a tile."""
import time

import pyatspi

import atspi_helpers as a11y
from user import center, extents, settled_extents

TILE_TYPE = "application/x-edit-menu-color-tile"


def tile(user, row, column):
    return user.find("table cell", f"Tile {row},{column}")


def tiles_by_description(user, description):
    found = [n for n in a11y.find_all(user.window, role="table cell", showing=True)
             if n.name.startswith("Tile ") and n.description == description]
    return found


def test_tiles_are_named_and_described(user):
    user.open_page("Color Tiles")
    names = sorted(n.name for n in a11y.find_all(user.window, role="table cell", showing=True) if n.name.startswith("Tile "))
    assert names == sorted(f"Tile {r},{c}" for r in range(1, 4) for c in range(1, 5))
    assert tiles_by_description(user, "red") and tiles_by_description(user, "black") and tiles_by_description(user, "empty")


def test_double_click_a_filled_tile_selects_it_and_shows_its_menu_to_the_right(user, clipboard):
    user.open_page("Color Tiles")
    red = tiles_by_description(user, "red")[0]
    user.double_click(red)
    user.wait_for_menu(["Cut", "Copy", "Change Color"])
    assert a11y.has_state(red, pyatspi.STATE_SELECTED)
    tile_x, _, tile_width, _ = extents(red)
    menu_x, _, _, _ = settled_extents(user.menu())
    assert menu_x >= tile_x + tile_width - 8, "the menu must sit to the right of the tile (left arrow)"

    user.choose("Change Color")
    a11y.wait_for(lambda: red.description == "black", "the tile to turn black")
    user.double_click(red)
    user.choose("Change Color")
    a11y.wait_for(lambda: red.description == "red", "the tile to turn red again")

    user.double_click(red)
    user.choose("Copy")
    a11y.wait_for(lambda: TILE_TYPE in clipboard.targets(), "the tile type on the clipboard")
    assert clipboard.read(TILE_TYPE) == b"red"
    assert clipboard.read() == "red tile", "other applications get text"


def test_a_quick_second_double_click_on_the_same_tile_opens_its_menu_again(user):
    """Right after the menu closes — by Esc, or by choosing Change Color —
    a double-click on the same tile, at a person's speed, opens the menu
    again (within the double-click time its presses used to count as the
    third and fourth of one long click)."""
    user.open_page("Color Tiles")
    red = tiles_by_description(user, "red")[0]
    x, y = center(red)
    # Straight on the desktop, without User's pauses: a person's speed.
    desktop = user.desktop
    desktop.click(x, y, count=2)
    user.wait_for_menu(["Cut", "Copy", "Change Color"])
    time.sleep(0.2)   # the popover animates in
    desktop.key("Escape")
    desktop.click(x, y, count=2)
    user.wait_for_menu(["Cut", "Copy", "Change Color"])

    time.sleep(0.2)
    item_x, item_y = center(a11y.find(user.menu(), role="menu item", name="Change Color", showing=True))
    desktop.click(item_x, item_y)
    desktop.click(x, y, count=2)
    a11y.wait_for(lambda: red.description == "black", "Change Color")
    user.wait_for_menu(["Cut", "Copy", "Change Color"])


def test_cut_then_paste_into_an_empty_tile(user):
    user.open_page("Color Tiles")
    black = tiles_by_description(user, "black")[0]
    black_name = black.name
    user.double_click(black)
    user.choose("Cut")
    a11y.wait_for(lambda: user.find("table cell", black_name).description == "empty", "the cut tile to be empty")

    empty = [t for t in tiles_by_description(user, "empty") if t.name != black_name][0]
    user.double_click(empty)
    user.wait_for_menu(["Paste"])
    user.choose("Paste")
    a11y.wait_for(lambda: empty.description == "black", "the pasted tile to be black")


def test_an_empty_tile_shows_no_menu_without_a_tile_on_the_clipboard(user, clipboard):
    user.open_page("Color Tiles")
    clipboard.offer("just text")
    empty = tiles_by_description(user, "empty")[0]
    user.double_click(empty)
    user.wait_for_log(f"{empty.name}: no menu")
    assert user.menu() is None
