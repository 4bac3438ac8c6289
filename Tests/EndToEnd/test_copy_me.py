"""Copy Me page: a long press anywhere on a custom view shows Copy pointing
at the view's centre, and Copy puts the view's text on the clipboard."""
import atspi_helpers as a11y
from user import extents, settled_extents


def test_long_press_anywhere_shows_copy_pointing_at_the_centre(user, clipboard):
    user.open_page("Copy Me")
    view = user.find("drawing area", "Copy me!")
    x, y, width, height = extents(view)
    user.long_press(view, dx=-width // 3, dy=height // 4)
    user.wait_for_menu(["Copy"])
    menu_x, menu_y, menu_width, menu_height = settled_extents(user.menu())
    assert abs((menu_x + menu_width / 2) - (x + width / 2)) <= 3, "the menu must point at the view's centre"
    assert menu_y + menu_height <= y + height / 2 + 2 or menu_y >= y + height / 2 - 2, "the arrow touches the centre"
    user.choose("Copy")
    clipboard.wait_for("Copy me!")
