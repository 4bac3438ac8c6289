"""Hold to Copy page: holding the label still for 0.8 s offers Copy pointing
at it and darkens the label while the menu is up; an early release or a move
cancels; holding the image reveals another; no page opens with text
selected."""
import time

import pyatspi

import atspi_helpers as a11y
import desktop
from user import extents, settled_extents


def brightness_at(x, y):
    """The screen's brightness (0-1) at a point, as a person would see it."""
    return desktop.current().brightness_at(x, y)


def test_holding_the_label_offers_copy_at_its_bounds_and_highlights_it(user, clipboard):
    user.open_page("Hold to Copy")
    label = user.find("label", "Hold to copy")
    x, y, width, height = extents(label)
    before = brightness_at(x + 4, y + height // 2)
    user.press(label)
    time.sleep(0.6)
    assert user.menu() is None, "0.6 s is not yet a hold of 0.8 s"
    time.sleep(0.5)
    user.release()
    user.wait_for_menu(["Copy"])
    menu_x, _, menu_width, _ = settled_extents(user.menu())
    assert abs((menu_x + menu_width / 2) - (x + width / 2)) <= 3, "the menu points at the label's bounds"
    assert brightness_at(x + 4, y + height // 2) < 0.3 < before, "the label is highlighted while the menu is up"
    user.choose("Copy")
    clipboard.wait_for(a11y.text_of(label))
    user.wait_for_no_menu()
    time.sleep(0.3)
    assert brightness_at(x + 4, y + height // 2) > 0.7, "the highlight ends with the menu"


def test_an_early_release_or_a_move_cancels(user):
    user.open_page("Hold to Copy")
    label = user.find("label", "Hold to copy")
    user.press(label)
    time.sleep(0.4)
    user.release()
    time.sleep(0.8)
    assert user.menu() is None, "released before 0.5 s"

    user.press(label, dx=-20)
    time.sleep(0.2)
    user.move_to(label, dx=0)   # 20 px: past the 8 px threshold
    time.sleep(1.0)
    user.release()
    assert user.menu() is None, "moved more than 8 px"


def test_holding_the_image_reveals_another(user):
    user.open_page("Hold to Copy")
    assert a11y.find(user.window, name="Revealed image", showing=True) is None
    user.long_press(user.find("icon", "Hold to reveal"))
    a11y.wait_for(lambda: a11y.find(user.window, name="Revealed image", showing=True), "the revealed image")


def selected_texts(user):
    """The text selected in any label showing, as assistive technology reads it."""
    selected = []
    for label in a11y.find_all(user.app.root, role="label", showing=True):
        text = label.queryText()
        for index in range(text.getNSelections()):
            start, end = text.getSelection(index)
            if end > start:
                selected.append(text.getText(start, end))
    return selected


def test_no_page_opens_with_text_selected(user):
    """GTK moves the keyboard into the page shown, and a selectable label
    that gets it selects all of its text; the Hold to Copy label would open
    highlighted."""
    user.click(user.field())   # the keyboard in the Basics page, as after typing
    for page in ["Hold to Copy", "Basics", "Notes", "Copy Me", "Hold to Copy", "Notes", "Color Tiles", "Hold to Copy"]:
        user.open_page(page)
        assert selected_texts(user) == [], f"the {page} page opened with text selected"
        focused = [label.name for label in a11y.find_all(user.app.root, role="label", showing=True)
                   if a11y.has_state(label, pyatspi.STATE_FOCUSED)]
        assert focused == [], f"the {page} page opened with a caret in {focused}"
