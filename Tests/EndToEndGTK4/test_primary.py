"""PRIMARY follows the selection, as GTK does it: selecting text in the
field or the label offers it to other apps as PRIMARY, and a middle click
in the field pastes another app's PRIMARY. GTK 4 does all three itself.

(GTK 4.8's GtkText serves PRIMARY empty for a selection made leftwards,
its caret before its anchor: Shift+Left, a drag from right to left.
Offering the text ourselves would take PRIMARY from GtkText, which then
clears its selection. So the drag here goes rightwards; see docs/gtk4.md.)"""
import time

import pyatspi

from conftest import wait_for


def test_dragging_over_the_field_offers_the_selection_as_primary(demo, clipboard):
    demo.type("hello world")
    wait_for(lambda: demo.entry_text() == "hello world", what="the typed text")
    x, y = demo.centre(demo.entry)
    width = demo.entry.queryComponent().getExtents(pyatspi.WINDOW_COORDS).width
    left = x - width // 2
    # From the first letter to the end of the text and beyond.
    demo.desktop.move_to(left + 10, y)
    demo.desktop.press(1)
    time.sleep(0.1)
    for step in range(1, 6):
        demo.desktop.move_to(left + 10 + step * 40, y)
        time.sleep(0.05)
    demo.desktop.release(1)
    selection = wait_for(demo.entry_selection, what="a selection")
    expected = demo.entry_text()[selection[0]:selection[1]]
    assert "world" in expected, selection
    wait_for(lambda: clipboard.read(selection="primary") == expected, what=f"{expected!r} on PRIMARY")


def test_selecting_in_the_label_offers_the_selection_as_primary(demo, clipboard):
    demo.click(demo.label, button=3)
    demo.choose("Select All")
    wait_for(lambda: clipboard.read(selection="primary") == "Label text to copy", what="the label on PRIMARY")


def test_a_middle_click_pastes_another_apps_primary(demo, clipboard):
    clipboard.offer("from primary", selection="primary")
    demo.click(demo.entry, button=2)
    wait_for(lambda: demo.entry_text() == "from primary", what="PRIMARY pasted at the click")
    # It is one undo step of its own, named as on GTK 3: not typing.
    demo.key("ctrl+z")
    wait_for(lambda: demo.entry_text() == "", what="Ctrl+Z taking the paste back")
    demo.wait_for_log("Undo Paste Selection performed by Text field")
