"""A real input method on GTK 4: IBus with Anthy composing Japanese, as on
GTK 3 (Tests/EndToEnd/test_input_method.py, whose rig this is:
Tests/EndToEnd/ibus.py).

Typing "nihongo" shows the pre-edit "にほんご" at the caret; Enter commits
it, Esc cancels it. AT-SPI reads a field's text without its pre-edit, so a
composition is known to be still going while the field's text lacks it,
and to have gone in whole once Enter has put "にほんご" there.

Choosing an item while composing is by pointer (the keys are the input
method's then), on both desktops. Where the field's text ends is read off
an X11 screenshot, so the test that a keyboard menu points at the caret
runs on X11.
"""
import subprocess
import time

import pyatspi
import pytest

from atspi_helpers import selection
from conftest import popup_window_origin, run_demo, wait_for, walk
from ibus import InputMethod

TYPED, COMPOSED = "nihongo", "にほんご"
# Another app's text to paste (what wl-copy offers as text: it took
# "PASTED" for an HP-GL plot, by its first letters).
PASTED = "ペースト"
LABEL_MENU = ["Copy", "Select All", "Menu 1", "Menu 2", "Menu 3"]


@pytest.fixture(scope="module")
def input_method(test_desktop):
    """IBus with Anthy for this module's tests; stopped after them."""
    method = InputMethod()
    yield method
    method.stop()


@pytest.fixture
def demo(test_desktop, input_method):
    """The demo typing through IBus, its field focused."""
    yield from run_demo(test_desktop, input_method.app_env())


def type_like_a_person(demo, text):
    """Types `text` a key at a time, at a person's pace. GTK 4's IBus module
    waits for IBus's answer to each key in a main loop of its own, and keys
    that come meanwhile can be lost, in a plain GtkEntry too (measured: 1 in
    6 runs of "nihongo" and three keys typed at xdotool's pace left nothing;
    0 in 8 at 0.12 s a key)."""
    for character in text:
        demo.type(character)
        time.sleep(0.15)


def press(demo, *keys):
    """Presses each key at a person's pace (see `type_like_a_person`)."""
    for combination in keys:
        demo.key(combination)
        time.sleep(0.15)


def text_of(node):
    text = node.queryText()
    return text.getText(0, text.characterCount)


def commit(demo, node, expected, what):
    """Enter: the input method puts its composition in; waits for `expected`."""
    press(demo, "Return")
    wait_for(lambda: text_of(node) == expected, what=f"{what}: the text {expected!r} (it is {text_of(node)!r})")


def notes(demo):
    demo.open_page("Notes")
    node = wait_for(lambda: demo.find("text", "Notes text"), what="the notes")
    demo.click_into(node)
    press(demo, "ctrl+End")
    return node


def test_a_composition_survives_the_menus_of_other_widgets_and_of_the_field(demo):
    """Each menu opened while composing: the composition goes in whole on
    Enter, which is the input method's, and the menu stays up."""
    field = demo.entry
    openers = [("the label's menu", lambda: demo.click(demo.label, button=3)),
               ("the Show Menu button's menu", lambda: demo.click(demo.find("push button", "Show Menu"))),
               ("the field's own menu", lambda: demo.click(field, button=3))]
    text = ""
    for menu, open_menu in openers:
        type_like_a_person(demo, TYPED)
        open_menu()
        demo.wait_for_menu()
        assert text_of(field) == text, f"opening {menu} committed the composition, or typed it as letters"
        assert demo.entry_has_focus(), f"{menu} took the keyboard from the field"
        text += COMPOSED
        commit(demo, field, text, f"the composition in whole after {menu}")
        assert demo.menu_items(), f"Enter went to {menu}, not to the input method"
        press(demo, "Escape")
        demo.wait_for_no_menu()


def test_shift_f10_and_the_menu_key_are_the_input_methods_while_it_composes(demo):
    """Anthy converts its composition to Latin letters with Shift+F10, and
    takes every other key while composing: neither opens a menu over it."""
    field = demo.entry
    type_like_a_person(demo, TYPED)
    press(demo, "Menu")
    press(demo, "shift+F10")
    commit(demo, field, TYPED, "Shift+F10 converting the composition to Latin")
    assert not demo.menu_items(), "a menu opened over the composition"
    # Once nothing is composed, the same keys are the menu's again.
    press(demo, "shift+F10")
    demo.wait_for_menu()


def test_esc_cancels_the_composition_first_and_closes_the_menu_next(demo):
    field = demo.entry
    type_like_a_person(demo, TYPED)
    demo.click(demo.label, button=3)
    wait_for(lambda: demo.menu_items() == LABEL_MENU, what="the label's menu")
    press(demo, "Escape")
    # Typed after the Esc: "a" composes "あ", Enter commits it alone.
    type_like_a_person(demo, "a")
    commit(demo, field, "あ", "the composition cancelled by Esc, what came after it committed")
    assert demo.menu_items() == LABEL_MENU, "the first Esc closed the menu"
    press(demo, "Escape")
    demo.wait_for_no_menu()
    assert text_of(field) == "あ"


def test_select_all_from_the_fields_menu_commits_the_composition_first(demo):
    field = demo.entry
    type_like_a_person(demo, "toukyou")
    commit(demo, field, "とうきょう", "the first word")
    type_like_a_person(demo, TYPED)
    demo.click(field, button=3)
    demo.choose("Select All")
    whole = "とうきょう" + COMPOSED
    wait_for(lambda: text_of(field) == whole and selection(field) == (0, len(whole)),
             what=f"{whole!r} all selected (text {text_of(field)!r}, selection {selection(field)})")
    # Nothing is left composing: End is the field's (a composition would
    # take it), and "a" composes "あ" alone after the text.
    press(demo, "End")
    type_like_a_person(demo, "a")
    commit(demo, field, whole + "あ", "typing after the text, nothing composed left over")


def test_paste_from_the_notes_menu_commits_the_composition_first(demo, clipboard):
    """(No Cut here: GTK 4 removes a selection as a composition starts, so
    there is none to cut while composing; GTK 3 keeps it, and its suite cuts.)"""
    node = notes(demo)
    start = text_of(node)
    type_like_a_person(demo, "toukyou")
    commit(demo, node, start + "とうきょう", "the first word")
    clipboard.offer(PASTED)
    type_like_a_person(demo, TYPED)
    demo.click(node, button=3)
    demo.choose("Paste")
    expected = start + "とうきょう" + COMPOSED + PASTED
    wait_for(lambda: text_of(node) == expected,
             what=f"the composition, then the paste: {expected[-14:]!r} (it is {text_of(node)[-14:]!r})")
    # Nothing is left composing: Enter makes a new line, no second にほんご.
    press(demo, "Return")
    wait_for(lambda: text_of(node) == expected + "\n", what="Enter's new line after it")


def text_end_x(field):
    """Where the field's text ends on screen, as a person sees it: the
    rightmost column with a dark pixel in the middle third of the field,
    inside its frame and focus ring (GTK 4.8 tells AT-SPI nothing of where
    characters are). On X11 the window is at the screen's origin."""
    x, y, width, height = field.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    inset, band = 8, height // 3
    png = subprocess.run(["import", "-window", "root", "-crop", f"{width - 2 * inset}x{band}+{x + inset}+{y + band}",
                          "+repage", "png:-"], capture_output=True, check=True).stdout
    pixels = subprocess.run(["convert", "png:-", "-colorspace", "gray", "-depth", "8", "gray:-"], input=png,
                            capture_output=True, check=True).stdout
    columns = width - 2 * inset
    dark = [column for column in range(columns) if any(pixels[row * columns + column] < 128 for row in range(band))]
    assert dark, "no text to be seen in the field"
    return x + inset + dark[-1]


@pytest.mark.only_on("x11")  # the text's end is read off the screen, an X11 screenshot (import)
def test_a_menu_from_the_keyboard_points_at_the_caret(demo):
    """Not at the middle of the field: at the caret, after the text, where
    its Paste would go."""
    field = demo.entry
    type_like_a_person(demo, "toukyou")
    commit(demo, field, "とうきょう", "the word")
    caret = text_end_x(field)
    press(demo, "shift+F10")
    demo.wait_for_menu()
    popover = next(n for n in walk(demo.app) if n.getRoleName() == "menu" and n.getState().contains(pyatspi.STATE_VISIBLE))
    _, _, width, height = popover.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    menu_x, _ = popup_window_origin(width, height)
    fx, _, fwidth, _ = field.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    centre = menu_x + width / 2
    assert abs(centre - caret) < abs(centre - (fx + fwidth / 2)), \
        f"the menu (centred at {centre}) points at the field's middle ({fx + fwidth / 2}), not the caret ({caret})"
    assert menu_x <= caret <= menu_x + width, f"the caret ({caret}) is not under the menu ({menu_x}+{width})"
