"""Styled text between the GTK 4 notes and a real browser, Firefox ESR
(the GTK 3 suite's firefox.py), through text/html on the clipboard, on X11 and under sway
(Firefox a Wayland client there): what Firefox copies pastes styled into
the notes, and bold and italic copied from the notes paste into Firefox's
editable page as bold and italic, read back by copying them out of
Firefox."""
from conftest import wait_for
from copying_app import StyledRuns, offsets_of
from firefox import PAGE_TEXT, firefox  # noqa: F401 (a fixture)
from test_styled_clipboard import LINES, bold, copy_the_first_two_lines, italic, paste_at_end, underlined
from test_text_view import NOTES, notes, text_of



def test_a_styled_copy_in_firefox_pastes_styled_into_the_notes(demo, clipboard, firefox):
    firefox.show()
    html = firefox.copy_all(clipboard)
    assert "<b>Bold</b>" in html, f"Firefox's copy: {html!r}"
    firefox.hand_back_to(demo.process.pid)
    view = notes(demo)
    paste_at_end(demo, view)
    wait_for(lambda: text_of(view) == NOTES + "\n" + PAGE_TEXT, what="Firefox's text pasted at the end")
    at = len(NOTES) + 1
    pasted = set(range(at, at + len(PAGE_TEXT)))
    assert bold(view) & pasted == offsets_of(PAGE_TEXT, ["Bold"], at), "Bold bold"
    assert italic(view) & pasted == offsets_of(PAGE_TEXT, ["Italic"], at), "Italic italic"
    assert underlined(view) & pasted == offsets_of(PAGE_TEXT, ["Under"], at), "Under underlined"


def test_bold_and_italic_from_the_notes_paste_into_firefox(demo, clipboard, firefox):
    _, copied = copy_the_first_two_lines(demo, clipboard)

    firefox.show()
    firefox.key("ctrl+a", "Delete", "ctrl+v")
    html = firefox.copy_all(clipboard)
    read = StyledRuns(html)
    assert read.runs["b"] == [LINES[0]], f"the first line bold in Firefox: {html!r}"
    assert read.runs["i"] == ["strawberries"], f"the strawberries italic in Firefox: {html!r}"
    assert read.text.strip() == copied, f"and the text as it was, its line break kept: {html!r}"
