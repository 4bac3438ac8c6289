"""Styled text on the clipboard on GTK 4, as on GTK 3: a copy from the
notes keeps Bold, Italic and Underline when pasted into the notes (of this
demo, or of either toolkit's in another process: both write and read one
format, application/x-edit-menu-styled-text), while other applications read
plain text and HTML (test_html_clipboard.py). Up to 1 Mi characters a copy
is styled; beyond, plain text alone. Damaged styled data beside plain text
pastes the plain text; nothing is lost.

The other application here is the GTK 3 suite's hostile owner (an X or a
Wayland client, copying_app.py), which offers text and styled data of the
test's making; what the notes show is read through AT-SPI's text attributes."""
import pytest

from conftest import wait_for
from copying_app import copying_app  # noqa: F401 (a fixture)
from sample_text import mixed_text
from test_large_text import paste_into_notes
from test_notes import styled_offsets
from test_text_view import NOTES, notes, selection_of, text_of

STYLED = "application/x-edit-menu-styled-text"
LINES = NOTES.split("\n")


def styled(text, **runs):
    """`text` in the shared format, the way GTK 3 and GTK 4 both write it:
    `runs` maps a style to its (start, length) runs, in code points."""
    header = f"edit-menu-styled-text 1 length={len(text)} bytes={len(text.encode())}\n"
    for style in ("bold", "italic", "underline"):
        if runs.get(style):
            header += style + "".join(f" {start}+{length}" for start, length in runs[style]) + "\n"
    return (header + "\n").encode() + text.encode()


def bold(view):
    return styled_offsets(view, "weight", "700")


def italic(view):
    return styled_offsets(view, "style", "italic")


def underlined(view):
    return styled_offsets(view, "underline", "single")


def paste_at_end(demo, view):
    """A new line at the end of the notes, then Ctrl+V there."""
    demo.click_into(view)
    demo.key("ctrl+End")
    demo.key("Return")
    demo.key("ctrl+v")


def copy_the_first_two_lines(demo, clipboard):
    """Selects the sample's first two lines ("Shopping list" bold,
    "strawberries" italic) and copies them; the notes and the lines."""
    view = notes(demo)
    demo.click_into(view)
    demo.key("ctrl+Home")
    demo.key("shift+Down")
    demo.key("shift+End")
    copied = NOTES[:len(LINES[0]) + 1 + len(LINES[1])]
    wait_for(lambda: selection_of(view) == (0, len(copied)), what="the two lines selected")
    demo.key("ctrl+c")
    clipboard.wait_for(copied, what="the other application's plain text")
    return view, copied


def test_a_copy_keeps_its_styles_in_the_notes_and_is_plain_text_elsewhere(demo, clipboard):
    view, copied = copy_the_first_two_lines(demo, clipboard)
    strawberries = copied.rindex(" ") + 1
    expected = styled(copied, bold=[(0, len(LINES[0]))], italic=[(strawberries, len(copied) - strawberries)])
    assert clipboard.read(target=STYLED, raw=True) == expected, "the styled text GTK 3's notes read too"

    paste_at_end(demo, view)
    at = len(NOTES) + 1
    wait_for(lambda: text_of(view) == NOTES + "\n" + copied, what="the two lines pasted at the end")
    assert bold(view) == set(range(len(LINES[0]))) | set(range(at, at + len(LINES[0]))), "the pasted first line bold"
    assert set(range(at + strawberries, at + len(copied))) <= italic(view), "the pasted strawberries italic"
    demo.key("ctrl+z")
    wait_for(lambda: text_of(view) == NOTES + "\n", what="Ctrl+Z taking the styled paste back whole")
    demo.key("ctrl+shift+z")
    wait_for(lambda: text_of(view) == NOTES + "\n" + copied, what="Ctrl+Shift+Z putting it back")
    wait_for(lambda: set(range(at, at + len(LINES[0]))) <= bold(view), what="and its bold with it")


def test_styled_text_from_another_application_pastes_styled(demo, copying_app):
    # What a GTK 3 notes view (or a GTK 4 one) in another process offers:
    # the styled text, and plain text beside it for everybody else.
    text = "Grüße 🇫🇷 שלום\n漢字 👩‍👩‍👧 e\u0301"
    copying_app("plain text for other applications", STYLED,
                styled(text, bold=[(0, 5)], italic=[(6, 2)], underline=[(15, 2), (18, 5)]))
    view = notes(demo)
    paste_at_end(demo, view)
    at = len(NOTES) + 1
    wait_for(lambda: text_of(view) == NOTES + "\n" + text, what="the styled text pasted, not the plain text")
    assert bold(view) == set(range(len(LINES[0]))) | set(range(at, at + 5)), "Grüße bold"
    assert set(range(at + 6, at + 8)) <= italic(view), "the flag italic"
    assert set(range(at + 15, at + 17)) | set(range(at + 18, at + 23)) <= underlined(view), "漢字 and the family underlined"
    assert at + 17 not in underlined(view), "and the space between them not"


@pytest.mark.parametrize("damage", ["truncated", "invalid UTF-8", "a run past the end", "another version"])
def test_damaged_styled_text_pastes_the_plain_text_beside_it(demo, copying_app, damage):
    text = "Zürich 🇨🇭 漢字"
    data = styled(text, bold=[(0, 6)])
    data = {"truncated": data[:-4],
            "invalid UTF-8": data[:-3] + b"\xe6\xbc",   # the last character cut in two
            "a run past the end": styled(text, bold=[(0, 6)], italic=[(8, 40)]),
            "another version": data.replace(b"styled-text 1", b"styled-text 9", 1)}[damage]
    copying_app(text, STYLED, data)
    view = notes(demo)
    paste_at_end(demo, view)
    wait_for(lambda: text_of(view) == NOTES + "\n" + text, what="the plain text pasted, the notes kept")
    assert bold(view) == set(range(len(LINES[0]))), "nothing of the damaged styling"
    demo.wait_for_log("Paste performed by Notes text")


def test_a_styled_copy_of_a_megabyte_comes_back_whole_and_longer_copies_are_plain(demo, clipboard):
    view = notes(demo)
    # 1 Mi characters less a line: styled; then the same and more: plain alone.
    line = mixed_text(1 << 20).split("\n")[0] + "\n"
    text = line * ((1 << 20) // len(line) - 1)
    assert len(text) < 1 << 20 and len(text.encode()) > 1 << 20
    paste_into_notes(demo, view, text, clipboard)
    demo.click_into(view)
    demo.key("ctrl+Home")
    demo.key("shift+End")
    demo.key("ctrl+b")   # the first line bold
    wait_for(lambda: 0 in bold(view), what="the first line bold")
    demo.key("ctrl+a")
    demo.key("ctrl+c")
    expected = styled(text, bold=[(0, len(line) - 1)])
    wait_for(lambda: clipboard.read(target=STYLED, raw=True) == expected, 60,
             what=f"the other application to read {len(expected)} bytes of styled text exactly")
    assert clipboard.read(raw=True) == text.encode(), "and the plain text beside it"
    assert "text/html" not in clipboard.targets(), "no HTML over 256 Ki characters (written on the main loop)"

    # Pasted at the end: the whole text again, its first line bold, in one step.
    demo.key("ctrl+End")
    demo.key("ctrl+v")
    wait_for(lambda: view.queryText().characterCount == 2 * len(text), 60, what="the megabyte pasted after itself")
    wait_for(lambda: len(text) in bold(view) and len(text) + len(line) - 2 in bold(view), what="its first line bold")
    assert len(text) + len(line) not in bold(view), "and only its first line"

    # One more line: over the cap, the copy is plain text alone, all of it.
    demo.key("ctrl+End")
    demo.type("x")
    demo.key("ctrl+a")
    demo.key("ctrl+c")
    wait_for(lambda: clipboard.read(raw=True) == (text + text + "x").encode(), 60,
             what="the other application to read the plain text exactly")
    assert STYLED not in clipboard.targets(), "no styled text over 1 Mi characters"
