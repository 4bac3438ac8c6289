"""Styled text with other applications as text/html, on GTK 4: a copy from
the notes offers text/html beside its plain text (bold, italic and
underline as b, i and u, line breaks as br), and a browser's copy pastes
into the notes with its styles, in one undo step; HTML that cannot be read
pastes the plain text beside it. The helpers are the GTK 3 suite's
(copying_app.py)."""
from conftest import wait_for
from copying_app import (FIREFOX_TEXT, HALF_SENT_HTML, HTML, check_a_paste_from_an_application_that_quit_halfway,  # noqa: F401
                          check_firefox_styles, check_html_of_a_copy, copying_app, firefox_copy)
from test_styled_clipboard import LINES, bold, copy_the_first_two_lines, italic, paste_at_end, underlined
from test_text_view import NOTES, notes, text_of


def test_a_copy_from_the_notes_offers_html_with_its_styles(demo, clipboard):
    _, copied = copy_the_first_two_lines(demo, clipboard)
    check_html_of_a_copy(clipboard, copied, bold=[LINES[0]], italic=["strawberries"])


def test_a_browsers_copy_pastes_into_the_notes_with_its_styles(demo, copying_app):
    copying_app("the plain text a browser puts beside it", HTML, firefox_copy())
    view = notes(demo)
    paste_at_end(demo, view)
    at = len(NOTES) + 1
    wait_for(lambda: text_of(view) == NOTES + "\n" + FIREFOX_TEXT, what="the HTML's text pasted, not the plain text")
    check_firefox_styles(at, bold(view), italic(view), underlined(view))
    demo.key("ctrl+z")
    wait_for(lambda: text_of(view) == NOTES + "\n", what="Ctrl+Z taking the styled paste back whole")


def test_html_that_cannot_be_read_pastes_the_plain_text_beside_it(demo, copying_app):
    text = "Zürich 🇨🇭 漢字"
    copying_app(text, HTML, b'<meta charset="koi8-r"><b>\xc1\xc2</b>')
    view = notes(demo)
    paste_at_end(demo, view)
    wait_for(lambda: text_of(view) == NOTES + "\n" + text, what="the plain text pasted, the notes kept")
    assert bold(view) == set(range(len(LINES[0]))), "nothing of the unreadable HTML's styling"
    demo.wait_for_log("Paste performed by Notes text")
    assert 'HTML on the clipboard not read (its HTML is in the charset "koi8-r"' in demo.output(), \
        "the log says why the styles were left"


def test_paste_and_match_style_puts_the_plain_text_in_the_style_around_it(demo, copying_app):
    plain = "matched 🇯🇵 e\u0301"
    copying_app(plain, HTML, firefox_copy())
    view = notes(demo)
    demo.click_into(view)
    # After "Shopping list", bold: from the menu the keyboard opens.
    demo.key("ctrl+Home")
    demo.key("End")
    demo.key("shift+F10")
    assert "Paste and Match Style" in demo.wait_for_menu(), "offered: the clipboard holds styled text"
    demo.choose("Paste and Match Style")
    at = len(LINES[0])
    wait_for(lambda: text_of(view) == NOTES[:at] + plain + NOTES[at:], what="the plain text pasted after the bold line")
    matched = set(range(at, at + len(plain)))
    assert matched <= bold(view), "bold, as the text around it"
    assert not matched & (italic(view) | underlined(view)), "and nothing of the browser's styles"
    demo.key("ctrl+z")
    wait_for(lambda: text_of(view) == NOTES, what="Ctrl+Z taking it back in one step")

    # After "strawberries", italic: Ctrl+Shift+V.
    demo.key("Down")
    demo.key("End")
    demo.key("ctrl+shift+v")
    at = len(LINES[0]) + 1 + len(LINES[1])
    wait_for(lambda: text_of(view) == NOTES[:at] + plain + NOTES[at:], what="the plain text pasted after strawberries")
    matched = set(range(at, at + len(plain)))
    assert matched <= italic(view) and not matched & bold(view), "italic as strawberries, not bold"


def test_paste_and_match_style_is_offered_only_for_styled_text(demo, clipboard):
    clipboard.offer("plain text alone")
    view = notes(demo)
    demo.click_into(view)
    demo.key("shift+F10")
    items = demo.wait_for_menu()
    assert "Paste" in items and "Paste and Match Style" not in items, items


def test_html_from_an_application_that_quits_halfway_loses_nothing(demo, copying_app):
    copying_app(None, HTML, HALF_SENT_HTML, quits_halfway=True)
    view = notes(demo)
    paste_at_end(demo, view)
    check_a_paste_from_an_application_that_quit_halfway(NOTES + "\n", lambda: text_of(view), demo.log_lines,
                                                        lambda: demo.key("ctrl+z"))
    demo.key("ctrl+End")
    demo.type("!")
    wait_for(lambda: text_of(view).endswith("!"), what="typing after the paste")
