"""Styled text between the GTK 3 notes and a real browser, Firefox ESR
(firefox.py), through text/html on the clipboard, on X11 and under sway
(Firefox a Wayland client there): what Firefox copies pastes styled into
the notes, and bold and italic copied from the notes paste into Firefox's
editable page as bold and italic, read back by copying them out of
Firefox."""
import atspi_helpers as a11y
from copying_app import StyledRuns, offsets_of
from firefox import PAGE_TEXT, firefox  # noqa: F401 (a fixture)
from test_html_clipboard import SAMPLE_LINES, copy_the_first_two_lines
from test_notes import SAMPLE, bold_offsets, notes_of, styled_offsets



def test_a_styled_copy_in_firefox_pastes_styled_into_the_notes(user, clipboard, firefox):
    firefox.show()
    html = firefox.copy_all(clipboard)
    assert "<b>Bold</b>" in html, f"Firefox's copy: {html!r}"
    firefox.hand_back_to(user.app.process.pid)
    notes = notes_of(user)
    user.click(notes)
    user.key("ctrl+End", "Return", "ctrl+v")
    a11y.wait_for(lambda: a11y.text_of(notes) == SAMPLE + "\n" + PAGE_TEXT, "Firefox's text pasted at the end")
    at = len(SAMPLE) + 1
    pasted = set(range(at, at + len(PAGE_TEXT)))
    assert bold_offsets(notes) & pasted == offsets_of(PAGE_TEXT, ["Bold"], at), "Bold bold"
    assert styled_offsets(notes, "style:italic") & pasted == offsets_of(PAGE_TEXT, ["Italic"], at), "Italic italic"
    assert styled_offsets(notes, "underline:single") & pasted == offsets_of(PAGE_TEXT, ["Under"], at), "Under underlined"


def test_bold_and_italic_from_the_notes_paste_into_firefox(user, clipboard, firefox):
    copied = copy_the_first_two_lines(user)
    clipboard.wait_for(copied, what="the notes' copy on the clipboard")

    firefox.show()
    firefox.key("ctrl+a", "Delete", "ctrl+v")
    html = firefox.copy_all(clipboard)
    read = StyledRuns(html)
    assert read.runs["b"] == [SAMPLE_LINES[0]], f"the first line bold in Firefox: {html!r}"
    assert read.runs["i"] == ["strawberries"], f"the strawberries italic in Firefox: {html!r}"
    assert read.text.strip() == copied, f"and the text as it was, its line break kept: {html!r}"
