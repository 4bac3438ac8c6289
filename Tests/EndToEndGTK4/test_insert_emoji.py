"""Insert Emoji on GTK 4, as GtkEntry's own menu has it and ours on GTK 3:
the notes' menu offers it, it opens GTK's emoji chooser (seen through
AT-SPI: its search entry takes the keyboard), and the emoji picked goes in
as one undo step, "Insert Emoji", in place of the selection if there is
one. The Basics field's menu drops it (as on GTK 3: the classic sample's
field keeps Cut, Copy and Select All), so there GTK's own key, Ctrl+.,
opens the chooser, and the pick is one step all the same. (GTK 4.8 puts a
field's chooser under the GtkText inside the GtkEntry, which AT-SPI does not
show: there the field is seen giving the keyboard up to it.)"""
import pyatspi
import pytest

from conftest import wait_for, walk
from test_notes import styled_offsets
from test_text_view import NOTES, notes, selection_of, text_of

GRINNING = "\U0001F600"   # what a search for "grinning" finds first


def chooser_search(demo):
    """The emoji chooser's search entry, once it has the keyboard."""
    return wait_for(lambda: next((n for n in walk(demo.app) if n.getRoleName() == "entry"
                                  and n.getState().contains(pyatspi.STATE_FOCUSED)), None),
                    what="GTK's emoji chooser, its search entry taking the keyboard")


def pick_grinning_face(demo):
    """Searches the chooser, which has the keyboard, for "grinning" and picks
    the first result with the keyboard: Tab into the results, Enter."""
    demo.type("grinning")
    demo.key("Tab")
    demo.key("Return")


def wait_for_field(demo, text, what):
    """Waits for the field to hold `text`; a failure says what it holds."""
    try:
        wait_for(lambda: demo.entry_text() == text, what=what)
    except pytest.fail.Exception:
        pytest.fail(f"{what}: the field holds {demo.entry_text()!r}, not {text!r}")


def test_insert_emoji_from_the_notes_menu_replaces_the_selection_in_one_undo_step(unchecked_demo):
    demo = unchecked_demo
    view = notes(demo)
    demo.click_into(view)
    # The sample's last word, "Zürich", underlined.
    demo.key("ctrl+End")
    demo.key("ctrl+shift+Left")
    zurich = (len(NOTES) - len("Zürich"), len(NOTES))
    wait_for(lambda: selection_of(view) == zurich, what="Zürich selected")
    demo.click(view, button=3)
    items = demo.wait_for_menu()
    assert items.count("Insert Emoji") == 1 and "Copy" in items, items
    demo.choose("Insert Emoji")
    chooser_search(demo)
    pick_grinning_face(demo)
    picked = wait_for(lambda: text_of(view).startswith(NOTES[:zurich[0]] + GRINNING) and text_of(view),
                      what="the grinning face in place of Zürich")
    assert picked[zurich[0]:].rstrip("\ufe0f") == GRINNING, repr(picked)

    # One Ctrl+Z takes the emoji out and puts Zürich back, underlined.
    demo.key("ctrl+z")
    wait_for(lambda: text_of(view) == NOTES, what="Ctrl+Z bringing Zürich back")
    demo.wait_for_log("Undo Insert Emoji performed by Notes text")
    assert set(range(*zurich)) <= styled_offsets(view, "underline", "single"), "Zürich underlined again"


def test_an_emoji_picked_in_the_field_is_its_own_undo_step(demo):
    # A key at a time: xdotool types each of these on a spare key it maps
    # anew, and GTK 4 may read a key before it has heard of the new mapping.
    for typed in ("a", "añ", "añ✓", "añ✓ "):
        demo.type(typed[-1])
        wait_for_field(demo, typed, "the typing")
    demo.key("ctrl+period")   # GtkText's own key for its emoji chooser
    wait_for(lambda: not demo.entry_has_focus(), what="the field giving the keyboard to GTK's emoji chooser")
    pick_grinning_face(demo)
    wait_for(lambda: demo.entry_text().startswith("añ✓ " + GRINNING), what="the grinning face after the typing")
    demo.key("ctrl+z")
    wait_for_field(demo, "añ✓ ", "Ctrl+Z taking the emoji out, and only it")
    demo.wait_for_log("Undo Insert Emoji performed by Text field")
