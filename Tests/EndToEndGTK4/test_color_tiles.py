"""The Color Tiles page: tiles named and described for assistive
technology, copied with a clipboard type of their own (and as text for
other apps), pasted into an empty tile, from this app or another."""

import time

import pyatspi

from conftest import wait_for, walk

TILE_TYPE = "application/x-edit-menu-color-tile"


def tiles(demo):
    return {n.name: n for n in walk(demo.app) if n.getRoleName() == "table cell" and n.name.startswith("Tile ")}


def tile(demo, name):
    return wait_for(lambda: tiles(demo).get(name), what=name)


def test_tiles_are_named_and_described(demo):
    demo.open_page("Color Tiles")
    found = wait_for(lambda: tiles(demo) if len(tiles(demo)) == 12 else None, what="twelve tiles")
    assert sorted(found) == sorted(f"Tile {r},{c}" for r in range(1, 4) for c in range(1, 5))
    assert {n.description for n in found.values()} == {"red", "black", "empty"}
    assert found["Tile 1,2"].description == "red" and found["Tile 1,1"].description == "empty"


def test_a_copied_tile_offers_its_own_type_and_text_and_pastes_into_an_empty_one(demo, clipboard):
    demo.open_page("Color Tiles")
    demo.click(tile(demo, "Tile 1,2"), button=3)
    assert "Paste" not in demo.wait_for_menu()
    demo.choose("Copy")
    demo.wait_for_log("Copy performed by Tile 1,2: red")
    # Another app sees both: the tile's own type, and words for text.
    wait_for(lambda: TILE_TYPE in clipboard.targets(), what="the tile type on CLIPBOARD")
    assert clipboard.read(target=TILE_TYPE) == b"red"
    clipboard.wait_for("red tile", what="the tile as text")

    demo.click(tile(demo, "Tile 1,1"), button=3)
    assert demo.wait_for_menu() == ["Paste"]
    demo.choose("Paste")
    demo.wait_for_log("Paste performed by Tile 1,1: red")
    wait_for(lambda: tile(demo, "Tile 1,1").description == "red", what="the empty tile to turn red")


def test_a_tile_another_application_offers_pastes_into_an_empty_one(demo, clipboard):
    demo.open_page("Color Tiles")
    clipboard.offer(b"black", target=TILE_TYPE)
    demo.click(tile(demo, "Tile 1,1"), button=3)
    assert demo.wait_for_menu() == ["Paste"]
    demo.choose("Paste")
    demo.wait_for_log("Paste performed by Tile 1,1: black")
    wait_for(lambda: tile(demo, "Tile 1,1").description == "black", what="the empty tile to turn black")


def test_a_double_click_on_a_tile_opens_its_menu(demo):
    demo.open_page("Color Tiles")
    demo.double_click(tile(demo, "Tile 1,2"))
    assert demo.wait_for_menu() == ["Cut", "Copy", "Change Color"]
    # Selected while its menu is up, as on GTK 3: the menu is about it.
    assert tile(demo, "Tile 1,2").getState().contains(pyatspi.STATE_SELECTED)
    demo.choose("Change Color")
    wait_for(lambda: tile(demo, "Tile 1,2").description == "black", what="the tile to turn black")
    # A single click opens nothing (given longer than a double click takes).
    demo.click(tile(demo, "Tile 1,2"))
    time.sleep(0.6)
    assert not demo.menu_items()


def test_an_empty_tile_offers_no_paste_for_text(demo, clipboard):
    demo.open_page("Color Tiles")
    clipboard.offer("just text")
    demo.click(tile(demo, "Tile 1,1"), button=3)
    demo.wait_for_log("Tile 1,1: no menu: nothing can be done here right now")
    assert not demo.menu_items()
    assert not tile(demo, "Tile 1,1").getState().contains(pyatspi.STATE_SELECTED)


def test_change_color_turns_a_red_tile_black(demo):
    demo.open_page("Color Tiles")
    demo.click(tile(demo, "Tile 1,2"), button=3)
    demo.choose("Change Color")
    demo.wait_for_log("Change Color performed by Tile 1,2: red → black")
    wait_for(lambda: tile(demo, "Tile 1,2").description == "black", what="the tile to turn black")


def test_the_menu_key_on_a_focused_tile_cuts_it_and_the_cut_tile_pastes(demo):
    demo.open_page("Color Tiles")
    demo.click(tile(demo, "Tile 1,3"))   # black; the click gives it the keyboard
    wait_for(lambda: tile(demo, "Tile 1,3").getState().contains(pyatspi.STATE_FOCUSED), what="the tile's focus")
    demo.key("shift+F10")
    items = demo.wait_for_menu()
    # A menu opened from the keyboard starts on its first item.
    for _ in range(items.index("Cut")):
        demo.key("Down")
    demo.key("Return")
    demo.wait_for_log("Cut performed by Tile 1,3: black")
    wait_for(lambda: tile(demo, "Tile 1,3").description == "empty", what="the cut tile to empty")
    demo.click(tile(demo, "Tile 1,4"), button=3)
    demo.choose("Paste")
    wait_for(lambda: tile(demo, "Tile 1,4").description == "black", what="the black tile pasted")
