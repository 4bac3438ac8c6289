"""The Hold to Copy page: holding the label still for 0.8 s offers Copy and
darkens the label while the menu is up (a shorter hold offers nothing);
holding the face reveals a star."""
import time

import pyatspi

from conftest import wait_for, walk

LABEL_TEXT = "Hold this text still to copy it"


def inside_left_edge(demo, node):
    """A point just inside `node`'s left edge, halfway down: its padding,
    where the background shows, not the letters."""
    x, y = demo.centre(node)
    _, _, width, _ = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return x - width // 2 + 4, y


def named(demo, name):
    return next((n for n in walk(demo.app) if n.name == name), None)


def test_holding_the_label_offers_copy_and_highlights_it(demo, clipboard):
    demo.open_page("Hold to Copy")
    label = wait_for(lambda: demo.find("label", "Hold to copy"), what="the label")
    spot = inside_left_edge(demo, label)
    before = demo.desktop.brightness_at(*spot)
    demo.long_press(label, seconds=0.5)
    time.sleep(0.6)
    assert not demo.menu_items(), "0.5 s is not yet a hold of 0.8 s"
    demo.long_press(label, seconds=1.1)
    assert demo.wait_for_menu() == ["Copy"]
    assert demo.desktop.brightness_at(*spot) < 0.3 < before, "the label is highlighted while the menu is up"
    demo.choose("Copy")
    clipboard.wait_for(LABEL_TEXT, what="CLIPBOARD")
    demo.wait_for_log("Copy performed by Hold to copy")
    wait_for(lambda: demo.desktop.brightness_at(*spot) > 0.7, what="the highlight to end with the menu")


def test_holding_the_face_reveals_a_star(demo):
    demo.open_page("Hold to Copy")
    face = wait_for(lambda: named(demo, "Hold to reveal"), what="the face")
    assert "Revealed image" not in demo.log_lines()
    demo.long_press(face)
    demo.wait_for_log("Revealed image")
    star = wait_for(lambda: named(demo, "Revealed image"), what="the star")
    assert star.getState().contains(pyatspi.STATE_VISIBLE)
