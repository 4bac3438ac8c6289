"""Notes page: a styled multi-line text view with our edit menu, and the
classic Show Menu button that keeps the keyboard in the text.

Offsets are AT-SPI's: code points, as GTK counts them (an emoji without
modifiers is one, "é" typed as one key is one), so the lines typed here mix
scripts on purpose: a slip between code points, UTF-16 units and bytes
shows as a style or a cut one character off.
"""
import time

import pyatspi
import pytest

import atspi_helpers as a11y
from user import text_point

selection = a11y.selection

NOTES = "Notes text"
SAMPLE = "Shopping list\nTea, bread and 🍓 strawberries\nCall Dana about the trip to Zürich"
# Three lines to type over the sample: Latin with accents, emoji, Hebrew
# (right to left, in the middle of a line) and CJK.
LINES = [
    "Grüße aus Köln 🌷 heute",
    "Tee 🍵 mit שלום und café crème",
    "漢字 und naïve Wörter ✓ fertig",
]
SHOW_MENU = ["Copy", "Custom item"]


def notes_of(user):
    user.open_page("Notes")
    return user.find("text", NOTES)


def caret(node):
    return node.queryText().caretOffset


def attributes_at(node, offset):
    """The text attributes AT-SPI reports for the character at `offset`, as a dict."""
    pairs, _, _ = node.queryText().getAttributeRun(offset, False)
    return dict(pair.split(":", 1) for pair in pairs)


def styled_offsets(node, attribute):
    """Every offset whose character AT-SPI reports with `attribute` ("weight:700")."""
    text = node.queryText()
    found, offset = set(), 0
    while offset < text.characterCount:
        pairs, start, end = text.getAttributeRun(offset, False)
        if attribute in pairs:
            found.update(range(start, end))
        offset = max(end, offset + 1)
    return found


def bold_offsets(node):
    """Every offset whose character AT-SPI reports with weight 700."""
    return styled_offsets(node, "weight:700")


def replace_with_lines(user, notes, lines):
    """Clicks into the notes, selects all and types `lines` over it."""
    user.click(notes)
    user.key("ctrl+a")
    a11y.wait_for(lambda: selection(notes) == (0, len(SAMPLE)), "Ctrl+A selecting the sample")
    for index, line in enumerate(lines):
        if index:
            user.key("Return")
        user.type(line)
    expected = "\n".join(lines)
    a11y.wait_for(lambda: a11y.text_of(notes) == expected,
                  f"the typed lines {expected!r}")
    return expected


def select_word_by_double_click(user, notes, text, word):
    """Double-clicks `word` in the notes; returns its offsets once selected."""
    start = text.index(word)
    end = start + len(word)
    time.sleep(0.5)   # past the double-click time since the last click
    user.click_at(text_point(notes, start, end), count=2)
    a11y.wait_for(lambda: selection(notes) == (start, end),
                  f"a double-click selecting {word!r} at {start}..<{end}")
    return start, end


def test_a_word_made_bold_through_format_in_the_menu_is_bold_exactly_there(user):
    notes = notes_of(user)
    text = replace_with_lines(user, notes, LINES)
    assert bold_offsets(notes) == set(), "typing over the bold sample must not carry its weight"
    word = "café"
    start, end = select_word_by_double_click(user, notes, text, word)

    # Ctrl+I first (the keyboard is in the notes), then Bold from the menu.
    user.key("ctrl+i")
    user.wait_for_log("Italic performed by Notes text")
    a11y.wait_for(lambda: styled_offsets(notes, "style:italic") == set(range(start, end)),
                  f"Ctrl+I making exactly {word!r} italic")

    user.click_at(text_point(notes, start, end), button=3)
    titles = user.wait_for_menu()
    assert "Format" in titles and "Bold" not in titles, f"the styles are in a Format submenu: {titles}"
    user.choose("Format", "Bold")
    user.wait_for_no_menu()
    user.wait_for_log("Bold performed by Notes text")

    a11y.wait_for(lambda: bold_offsets(notes), "the bold to show in the text's attributes")
    assert bold_offsets(notes) == set(range(start, end)), \
        f"weight 700 must cover exactly {word!r} ({start}..<{end}): {sorted(bold_offsets(notes))}"
    assert attributes_at(notes, start).get("weight") == "700"
    assert attributes_at(notes, end - 1).get("weight") == "700"
    assert attributes_at(notes, start - 1).get("weight") != "700", "the space before the word"
    assert attributes_at(notes, end).get("weight") != "700", "the space after the word"
    assert styled_offsets(notes, "style:italic") == set(range(start, end)), "Bold left the italic as it was"
    assert a11y.text_of(notes) == text, "styling never changes the text"
    assert selection(notes) == (start, end), "the word stays selected"

    # The Format page shows Bold and Italic as on now, Underline as off.
    user.click_at(text_point(notes, start, end), button=3)
    user.wait_for_menu()
    user.choose("Format")
    a11y.wait_for(lambda: (user.menu_titles() or [])[-3:] == ["Bold", "Italic", "Underline"], "the Format page")
    roles = {name: a11y.role_name(a11y.find(user.menu(), name=name, showing=True)) for name in ("Bold", "Italic", "Underline")}
    assert roles == {"Bold": "check menu item", "Italic": "check menu item", "Underline": "menu item"}, roles
    user.key("Escape")
    user.wait_for_no_menu()
    assert bold_offsets(notes) == set(range(start, end)) and a11y.text_of(notes) == text


def test_the_format_submenu_leaves_the_keyboard_in_the_notes(user):
    """The focus rule (ARCHITECTURE.md) in a submenu: a menu opened with
    the pointer never takes the keyboard, not when its Format page slides
    in, and not after Bold is chosen there."""
    notes = notes_of(user)
    start, end = select_word_by_double_click(user, notes, SAMPLE, "bread")
    user.click_at(text_point(notes, start, end), button=3)
    user.wait_for_menu()
    user.choose("Format")
    a11y.wait_for(lambda: "Bold" in (user.menu_titles() or []), "the Format page")
    time.sleep(0.3)
    focused_on_page = a11y.has_state(notes, pyatspi.STATE_FOCUSED)
    user.choose("Bold")
    user.wait_for_no_menu()
    user.wait_for_log("Bold performed by Notes text")
    time.sleep(0.3)
    assert focused_on_page, "the Format page took the keyboard from the notes"
    assert a11y.has_state(notes, pyatspi.STATE_FOCUSED), "after Format ▸ Bold, the notes no longer have the keyboard"
    user.type("x")
    a11y.wait_for(lambda: a11y.text_of(notes) == SAMPLE.replace("bread", "x"), "typing replacing the selected word")


def test_cut_and_paste_through_the_menu_across_a_line_break(user, clipboard):
    notes = notes_of(user)
    text = replace_with_lines(user, notes, LINES)
    first, second, _ = LINES
    # From "🌷" on the first line to after "🍵" on the second: across the
    # line break, starting and ending next to an emoji.
    skip = first.index("🌷")
    take = second.index("🍵") + 1
    start = skip
    end = len(first) + 1 + take
    cut = text[start:end]
    assert "\n" in cut and cut.startswith("🌷") and cut.endswith("🍵"), cut

    user.key("ctrl+Home")
    user.key(*["Right"] * skip)
    a11y.wait_for(lambda: caret(notes) == start, f"the caret at {start}")
    user.key("shift+End", "shift+Right", *["shift+Right"] * take)
    a11y.wait_for(lambda: selection(notes) == (start, end),
                  f"{cut!r} selected at {start}..<{end}")

    user.click_at(text_point(notes, len(first) + 1, end), button=3)
    titles = user.wait_for_menu()
    assert "Cut" in titles, titles
    user.choose("Cut")
    user.wait_for_no_menu()
    user.wait_for_log("Cut performed by Notes text")
    left = text[:start] + text[end:]
    a11y.wait_for(lambda: a11y.text_of(notes) == left, f"the cut leaving {left!r}")
    clipboard.wait_for(cut, "another app reading the cut text, line break and all")
    assert selection(notes) is None and caret(notes) == start

    # The caret to the end of the text; the menu's Paste puts the cut text there.
    user.key("ctrl+End")
    a11y.wait_for(lambda: caret(notes) == len(left), "the caret at the end")
    user.click_at(text_point(notes, start - 1, start), button=3)   # a right-click leaves the caret where it is
    titles = user.wait_for_menu()
    assert "Paste" in titles and "Cut" not in titles, titles
    assert caret(notes) == len(left), "the right-click moved the caret"
    user.choose("Paste")
    user.wait_for_no_menu()
    user.wait_for_log("Paste performed by Notes text")
    pasted = left + cut
    a11y.wait_for(lambda: a11y.text_of(notes) == pasted,
                  f"the paste at the end: {pasted!r}")
    assert caret(notes) == len(pasted), "the caret after what was pasted"


def test_show_menu_keeps_the_keyboard_and_caret_in_the_notes(user, clipboard):
    notes = notes_of(user)
    assert a11y.text_of(notes) == SAMPLE
    # The caret at the end of the second line: a click right of its last character.
    line_end = SAMPLE.index("\n", SAMPLE.index("\n") + 1)
    x, y = text_point(notes, line_end - 1, line_end)
    user.click_at((x + 40, y))
    a11y.wait_for(lambda: a11y.has_state(notes, pyatspi.STATE_FOCUSED), "the notes to have the keyboard")
    a11y.wait_for(lambda: caret(notes) == line_end, f"the caret at {line_end}")

    button = user.find("push button", "Show Menu")
    user.click(button)
    user.wait_for_menu(SHOW_MENU)
    user.wait_for_log("Notes text: next responder is now the Show Menu button")
    assert "next responder restored" not in user.log_text()
    assert a11y.has_state(notes, pyatspi.STATE_FOCUSED), "the notes lost the keyboard to the button"
    assert not a11y.has_state(button, pyatspi.STATE_FOCUSED)
    assert caret(notes) == line_end, "the caret moved"

    typed = "añ✓"
    user.type(typed)
    expected = SAMPLE[:line_end] + typed + SAMPLE[line_end:]
    a11y.wait_for(lambda: a11y.text_of(notes) == expected,
                  f"typing going on into the notes at the caret while the menu is up")
    assert caret(notes) == line_end + len(typed)
    assert user.menu_titles() == SHOW_MENU, "typing must not close the menu or change it"
    assert a11y.has_state(notes, pyatspi.STATE_FOCUSED)

    user.choose("Custom item")
    user.wait_for_no_menu()
    user.wait_for_log("Custom item performed by Show Menu button")
    user.wait_for_log("Notes text: next responder restored")
    assert a11y.has_state(notes, pyatspi.STATE_FOCUSED)

    # Esc closes it too, and the chain is restored the same way.
    user.click(button)
    user.wait_for_menu(SHOW_MENU)
    assert user.log_text().count("next responder is now the Show Menu button") == 2
    user.key("Escape")
    user.wait_for_no_menu()
    a11y.wait_for(lambda: user.log_text().count("Notes text: next responder restored") == 2, "the second restore")
    assert a11y.has_state(notes, pyatspi.STATE_FOCUSED) and caret(notes) == line_end + len(typed)

    # Its Copy is the button's: the notes' whole text, with nothing selected.
    user.click(button)
    user.wait_for_menu(SHOW_MENU)
    user.choose("Copy")
    user.wait_for_no_menu()
    user.wait_for_log("Copy performed by Show Menu button")
    a11y.wait_for(lambda: user.log_text().count("Notes text: next responder restored") == 3, "the third restore")
    clipboard.wait_for(expected, "another app reading the Show Menu button's copy")
    assert "Copy performed by Notes text" not in user.log_text()

    # Restored: the notes' own menu again.
    user.click_at(text_point(notes, 0, 4), button=3)
    user.wait_for_menu()
    # The whole menu, every page (a misspelled word's suggestions may fill the first).
    shown = [line for line in user.log_text().splitlines() if line.startswith("Menu shown for Notes text")][-1]
    assert "Custom item" not in shown and "Select All" in shown, f"the notes' own menu: {shown}"
    assert a11y.has_state(notes, pyatspi.STATE_FOCUSED)


def test_a_menu_up_over_the_notes_follows_what_is_typed(user):
    """A menu that stays up while the user types follows the text, as over
    the text field: Redo goes once typing made something new."""
    notes = notes_of(user)
    x, y = text_point(notes, len(SAMPLE) - 1, len(SAMPLE))
    user.click_at((x + 40, y))
    a11y.wait_for(lambda: caret(notes) == len(SAMPLE), "the caret at the end")
    user.type("abc")
    a11y.wait_for(lambda: a11y.text_of(notes) == SAMPLE + "abc", "the typing")
    user.key("ctrl+z")
    a11y.wait_for(lambda: a11y.text_of(notes) == SAMPLE, "Ctrl+Z taking the typing back")
    user.click_at(text_point(notes, 0, 4), button=3)
    titles = user.wait_for_menu()
    assert "Redo" in titles, titles
    user.type("x")
    a11y.wait_for(lambda: a11y.text_of(notes) == SAMPLE + "x", "typing with the menu up")
    time.sleep(0.6)   # a field's menu follows once the keys pause (0.1 s)
    titles = user.menu_titles()
    assert titles is not None and "Redo" not in titles, f"the menu still offers Redo after new typing: {titles}"
    user.choose("Undo")
    a11y.wait_for(lambda: a11y.text_of(notes) == SAMPLE, "the menu's Undo taking the new typing back")


def test_the_menu_key_while_show_menu_is_up_opens_the_notes_own_menu(user):
    notes = notes_of(user)
    x, y = text_point(notes, len(SAMPLE) - 1, len(SAMPLE))
    user.click_at((x + 40, y))
    a11y.wait_for(lambda: a11y.has_state(notes, pyatspi.STATE_FOCUSED), "the notes to have the keyboard")
    user.click(user.find("push button", "Show Menu"))
    user.wait_for_menu(SHOW_MENU)
    user.key("Menu")
    user.wait_for_log("Notes text: next responder restored")
    user.wait_for_log("Menu shown for Notes text")
    user.wait_for_menu()
    # The whole menu, every page (a misspelled word's suggestions may fill the first).
    shown = [line for line in user.log_text().splitlines() if line.startswith("Menu shown for Notes text")][-1]
    assert "Custom item" not in shown and "Select All" in shown, f"the notes' own menu: {shown}"
