"""Styled text with other applications as text/html, on GTK 3: a copy from
the notes offers text/html beside its plain text (bold, italic and
underline as b, i and u, line breaks as br), and a browser's copy pastes
into the notes with its styles, in one undo step; HTML that cannot be read
pastes the plain text beside it (copying_app.py has the helpers, shared
with the GTK 4 suite)."""
import atspi_helpers as a11y
from copying_app import (FIREFOX_TEXT, HALF_SENT_HTML, HTML, check_a_paste_from_an_application_that_quit_halfway,  # noqa: F401
                          check_firefox_styles, check_html_of_a_copy, copying_app, firefox_copy)
from test_notes import SAMPLE, bold_offsets, notes_of, styled_offsets

SAMPLE_LINES = SAMPLE.split("\n")


def paste_at_end(user, notes):
    """A new line at the end of the notes, then Ctrl+V there."""
    user.click(notes)
    user.key("ctrl+End", "Return", "ctrl+v")


def copy_the_first_two_lines(user):
    """Selects the sample's first two lines ("Shopping list" bold,
    "strawberries" italic) and copies them; returns the lines."""
    notes = notes_of(user)
    user.click(notes)
    user.key("ctrl+Home", "shift+Down", "shift+End")
    copied = "\n".join(SAMPLE_LINES[:2])
    a11y.wait_for(lambda: a11y.selection(notes) == (0, len(copied)), "the two lines selected")
    user.key("ctrl+c")
    return copied


def test_a_copy_from_the_notes_offers_html_with_its_styles(user, clipboard):
    copied = copy_the_first_two_lines(user)
    check_html_of_a_copy(clipboard, copied, bold=[SAMPLE_LINES[0]], italic=["strawberries"])


def test_a_browsers_copy_pastes_into_the_notes_with_its_styles(user, copying_app):
    copying_app("the plain text a browser puts beside it", HTML, firefox_copy())
    notes = notes_of(user)
    paste_at_end(user, notes)
    a11y.wait_for(lambda: a11y.text_of(notes) == SAMPLE + "\n" + FIREFOX_TEXT, "the HTML's text pasted, not the plain text")
    check_firefox_styles(len(SAMPLE) + 1, bold_offsets(notes), styled_offsets(notes, "style:italic"),
                         styled_offsets(notes, "underline:single"))
    user.key("ctrl+z")
    a11y.wait_for(lambda: a11y.text_of(notes) == SAMPLE + "\n", "Ctrl+Z taking the styled paste back whole")


def test_html_that_cannot_be_read_pastes_the_plain_text_beside_it(user, copying_app):
    text = "Zürich 🇨🇭 漢字"
    copying_app(text, HTML, b'<meta charset="koi8-r"><b>\xc1\xc2</b>')
    notes = notes_of(user)
    paste_at_end(user, notes)
    a11y.wait_for(lambda: a11y.text_of(notes) == SAMPLE + "\n" + text, "the plain text pasted, the notes kept")
    assert bold_offsets(notes) == set(range(len(SAMPLE_LINES[0]))), "nothing of the unreadable HTML's styling"
    user.wait_for_log("Paste performed by Notes text")
    assert 'HTML on the clipboard not read (its HTML is in the charset "koi8-r"' in user.app.output(), \
        "the log says why the styles were left"


def test_paste_and_match_style_puts_the_plain_text_in_the_style_around_it(user, copying_app):
    plain = "matched 🇯🇵 e\u0301"
    copying_app(plain, HTML, firefox_copy())
    notes = notes_of(user)
    user.click(notes)
    # After "Shopping list", bold: from the menu the keyboard opens.
    user.key("ctrl+Home", "End", "shift+F10")
    assert "Paste and Match Style" in user.wait_for_menu(), "offered: the clipboard holds styled text"
    user.choose("Paste and Match Style")
    at = len(SAMPLE_LINES[0])
    a11y.wait_for(lambda: a11y.text_of(notes) == SAMPLE[:at] + plain + SAMPLE[at:], "the plain text pasted after the bold line")
    matched = set(range(at, at + len(plain)))
    assert matched <= bold_offsets(notes), "bold, as the text around it"
    assert not matched & (styled_offsets(notes, "style:italic") | styled_offsets(notes, "underline:single")), \
        "and nothing of the browser's styles"
    user.key("ctrl+z")
    a11y.wait_for(lambda: a11y.text_of(notes) == SAMPLE, "Ctrl+Z taking it back in one step")

    # After "strawberries", italic: Ctrl+Shift+V.
    user.key("Down", "End", "ctrl+shift+v")
    at = len(SAMPLE_LINES[0]) + 1 + len(SAMPLE_LINES[1])
    a11y.wait_for(lambda: a11y.text_of(notes) == SAMPLE[:at] + plain + SAMPLE[at:], "the plain text pasted after strawberries")
    matched = set(range(at, at + len(plain)))
    assert matched <= styled_offsets(notes, "style:italic") and not matched & bold_offsets(notes), \
        "italic as strawberries, not bold"


def test_paste_and_match_style_is_offered_only_for_styled_text(user, clipboard):
    clipboard.offer("plain text alone")
    notes = notes_of(user)
    user.click(notes)
    user.key("shift+F10")
    titles = user.wait_for_menu()
    assert "Paste" in titles and "Paste and Match Style" not in titles, titles


def test_html_from_an_application_that_quits_halfway_loses_nothing(user, copying_app):
    copying_app(None, HTML, HALF_SENT_HTML, quits_halfway=True)
    notes = notes_of(user)
    paste_at_end(user, notes)
    check_a_paste_from_an_application_that_quit_halfway(SAMPLE + "\n", lambda: a11y.text_of(notes),
                                                        lambda: user.log_text().split("\n"), lambda: user.key("ctrl+z"))
    user.key("ctrl+End")
    user.type("!")
    a11y.wait_for(lambda: a11y.text_of(notes).endswith("!"), "typing after the paste")
