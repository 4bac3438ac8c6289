"""A drop into the notes is one undo step named "Drop" on GTK 4, as on GTK 3,
not typing: GtkText and GtkTextView insert a drop from their GtkDropTarget's
`drop` handler, and an emission hook tells the widget's recorder first.
Moved text is deleted where it was when the drag ends, and that is the same
step: one Ctrl+Z puts it back. In the field and in the notes. The drags are a person's: the pointer pressed on the selection, moved
in steps past GTK's drag threshold, released over the notes (xdotool on
X11, the virtual pointer on sway)."""
import time

import pyatspi

from conftest import wait_for
from test_text_view import NOTES, notes, selection_of, text_of

FIRST = NOTES.split("\n")[0]


def point(demo, node, dx, dy):
    """The screen point `dx`, `dy` from the top left of `node`."""
    cx, cy = demo.centre(node)
    _, _, width, height = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return cx - width // 2 + dx, cy - height // 2 + dy


def drag(demo, start, end):
    """Presses at `start`, moves to `end` in steps, releases there."""
    demo.desktop.move_to(*start)
    demo.desktop.press(1)
    steps = 12
    for step in range(1, steps + 1):
        time.sleep(0.05)
        demo.desktop.move_to(start[0] + (end[0] - start[0]) * step // steps,
                             start[1] + (end[1] - start[1]) * step // steps)
    time.sleep(0.3)   # the target takes the drag's motion
    demo.desktop.release(1)


def test_text_moved_within_the_field_comes_back_with_one_ctrl_z(demo, clipboard):
    # (The field and the notes are on different pages: a drag goes within one.)
    clipboard.offer("añ✓ then 🇨🇭 here")
    demo.key("ctrl+v")   # the Basics field's paste takes the whole text
    wait_for(lambda: demo.entry_text() == "añ✓ then 🇨🇭 here", what="the pasted text")
    demo.key("Home")
    for _ in range(4):
        demo.key("shift+Right")
    wait_for(lambda: demo.entry_selection() == (0, 4), what="'añ✓ ' selected")
    _, _, width, height = demo.entry.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    # From the selection to the field's empty end: the text goes last.
    drag(demo, point(demo, demo.entry, 14, height // 2), point(demo, demo.entry, width - 30, height // 2))
    wait_for(lambda: demo.entry_text() == "then 🇨🇭 hereañ✓ ", what="'añ✓ ' moved to the end")
    demo.key("ctrl+z")
    wait_for(lambda: demo.entry_text() == "añ✓ then 🇨🇭 here", what="one Ctrl+Z putting it back where it was")
    demo.wait_for_log("Undo Drop performed by Text field")


def test_text_moved_within_the_notes_comes_back_with_one_ctrl_z(demo):
    view = notes(demo)
    demo.click_into(view)
    demo.key("ctrl+Home")
    demo.key("shift+End")
    wait_for(lambda: selection_of(view) == (0, len(FIRST)), what="the first line selected")
    height = view.queryComponent().getExtents(pyatspi.WINDOW_COORDS)[3]
    drag(demo, point(demo, view, 24, 12), point(demo, view, 40, height - 12))
    moved = "\n" + NOTES[len(FIRST) + 1:] + FIRST
    wait_for(lambda: text_of(view) == moved, what="the first line moved to the end")
    demo.key("ctrl+z")
    wait_for(lambda: text_of(view) == NOTES, what="one Ctrl+Z putting the line back where it was")
    demo.wait_for_log("Undo Drop performed by Notes text")
