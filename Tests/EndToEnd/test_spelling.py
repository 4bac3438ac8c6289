"""Spelling in the demo's field and notes, as a user meets it: misspelled
words get GTK's error underline as they are typed (read through AT-SPI as
the text's attributes), right-clicking one puts its corrections first,
choosing one replaces the word and Ctrl+Z brings it back, Add to Dictionary
takes the underline away for good, a German desktop checks German, and the
Spelling submenu shows Check Spelling While Typing as a check item and the
languages as radio items.

Each app gets a personal dictionary of its own (XDG_CONFIG_HOME for
Enchant's, HOME for aspell's ~/.aspell.*.pws when aspell is the provider),
so a word added here is never added for the user running the suite.
"""
import glob

import pyatspi
import pytest

import atspi_helpers as a11y
from conftest import launch_app, stop_app
from user import User, text_point

GERMAN = {"title": "Bearbeitungsmenü", "Text field": "Textfeld", "Event log": "Ereignisprotokoll",
          "Edit menu": "Bearbeiten"}


@pytest.fixture
def speller(tmp_path):
    """Starts the app with its own dictionary folder: speller() in the
    desktop's language, speller("de_DE.UTF-8", GERMAN) in German."""
    started = []

    def start(locale=None, names=None):
        app = launch_app(locale, title=(names or {}).get("title", "Edit Menu"),
                         environment={"XDG_CONFIG_HOME": str(tmp_path), "HOME": str(tmp_path)})
        started.append(app)
        return User(app, names)
    yield start
    for app in started:
        output = stop_app(app)
        assert "CRITICAL" not in output, f"the app logged a GTK critical:\n{output}"


def underlined(node):
    """The (start, end) code-point runs of `node`'s text that carry the
    error underline misspelled words get."""
    text = node.queryText()
    runs, offset = [], 0
    while offset < text.characterCount:
        attributes, start, end = text.getAttributeRun(offset, False)
        if "underline:error" in attributes:
            runs.append((start, end))
        offset = max(end, offset + 1)
    return runs


def test_a_misspelled_word_is_underlined_its_correction_comes_first_and_undo_brings_it_back(speller):
    user = speller()
    field = user.type_into_field("Helo wrld")
    a11y.wait_for(lambda: underlined(field) == [(0, 4), (5, 9)], f"Helo and wrld underlined (underlined: {underlined(field)})")

    user.click_at(text_point(field, 5, 9), button=3)
    titles = user.wait_for_menu()
    assert "world" in titles[:5], f"world among the first items: {titles}"
    assert titles.index("Add to Dictionary") < titles.index("Undo"), titles
    assert titles[-1] == "Spelling", titles
    user.choose("world")
    a11y.wait_for(lambda: a11y.text_of(field) == "Helo world", "the word replaced")
    a11y.wait_for(lambda: underlined(field) == [(0, 4)], f"only Helo underlined (underlined: {underlined(field)})")

    user.key("ctrl+z")
    a11y.wait_for(lambda: a11y.text_of(field) == "Helo wrld", f"Ctrl+Z bringing wrld back (reads {a11y.text_of(field)!r})")


def test_the_notes_correct_a_word_in_the_middle_of_mixed_scripts(speller):
    user = speller()
    user.open_page("Notes")
    notes = user.find("text", "Notes text")
    user.click(notes)
    user.key("ctrl+a", "BackSpace")
    text = "漢字 👨‍👩‍👧 wrld שלום 🇫🇷"
    user.type(text)
    a11y.wait_for(lambda: a11y.text_of(notes) == text, "the notes to read the typed text")
    start = text.index("wrld")   # code points: Python counts them as GTK does
    a11y.wait_for(lambda: underlined(notes) == [(start, start + 4)],
                  f"only wrld underlined, not the CJK, Hebrew or emoji (underlined: {underlined(notes)})")
    user.click_at(text_point(notes, start, start + 4), button=3)
    titles = user.wait_for_menu()
    assert "world" in titles[:5], titles
    user.choose("world")
    a11y.wait_for(lambda: a11y.text_of(notes) == text.replace("wrld", "world"), "the word replaced, every other character kept")


def test_add_to_dictionary_takes_the_underline_and_the_suggestions_away(speller, tmp_path):
    user = speller()
    field = user.type_into_field("Helo wrld")
    a11y.wait_for(lambda: (5, 9) in underlined(field), "wrld underlined")
    user.click_at(text_point(field, 5, 9), button=3)
    user.wait_for_menu()
    user.choose("Add to Dictionary")
    a11y.wait_for(lambda: underlined(field) == [(0, 4)], f"wrld no longer underlined (underlined: {underlined(field)})")

    user.click_at(text_point(field, 5, 9), button=3)
    titles = user.wait_for_menu()
    assert "world" not in titles and "Add to Dictionary" not in titles, f"wrld is offered no correction: {titles}"
    assert any("wrld" in open(path).read() for path in glob.glob(str(tmp_path / "enchant" / "*"))
               + glob.glob(str(tmp_path / ".aspell.*.pws"))), \
        "the word is in the user's own dictionary"


def test_a_german_desktop_checks_german(speller):
    user = speller("de_DE.UTF-8", GERMAN)
    field = user.type_into_field("Das Fahrad ist blau")
    a11y.wait_for(lambda: underlined(field) == [(4, 10)], f"only Fahrad underlined (underlined: {underlined(field)})")
    user.click_at(text_point(field, 4, 10), button=3)
    titles = user.wait_for_menu()
    assert "Fahrrad" in titles[:5], titles
    assert "Zum Wörterbuch hinzufügen" in titles and titles[-1] == "Rechtschreibung", titles
    user.choose("Fahrrad")
    a11y.wait_for(lambda: a11y.text_of(field) == "Das Fahrrad ist blau", "the German correction")


def test_the_spelling_submenu_shows_the_languages_and_whether_words_are_checked(speller):
    user = speller()
    field = user.type_into_field("Helo wrld")
    a11y.wait_for(lambda: underlined(field) == [(0, 4), (5, 9)], "the underlines")
    user.key("shift+F10")
    user.wait_for_menu()
    user.choose("Spelling")
    a11y.wait_for(lambda: "Check Spelling While Typing" in (user.menu_titles() or []), "the Spelling page")
    rows = {n.name: n for n in user.menu_items()}
    toggle = rows["Check Spelling While Typing"]
    assert a11y.role_name(toggle) == "check menu item" and a11y.has_state(toggle, pyatspi.STATE_CHECKED)
    assert "German (Germany)" in rows, f"the languages are right on the Spelling page: {list(rows)}"
    english = rows["English (United States)"]
    assert a11y.role_name(english) == "radio menu item"
    assert a11y.has_state(english, pyatspi.STATE_CHECKED), "the desktop's language is the one chosen"
    german = rows["German (Germany)"]
    assert a11y.role_name(german) == "radio menu item" and not a11y.has_state(german, pyatspi.STATE_CHECKED)
    user.key("Escape")
    user.wait_for_no_menu()

    user.key("shift+F10")
    user.wait_for_menu()
    user.choose("Spelling")
    a11y.wait_for(lambda: "Check Spelling While Typing" in (user.menu_titles() or []), "the Spelling page")
    user.choose("Check Spelling While Typing")
    a11y.wait_for(lambda: underlined(field) == [], "no underlines once checking is off")
    user.key("shift+F10")
    user.wait_for_menu()
    user.choose("Spelling")
    a11y.wait_for(lambda: "Check Spelling While Typing" in (user.menu_titles() or []), "the Spelling page")
    toggle = {n.name: n for n in user.menu_items()}["Check Spelling While Typing"]
    assert a11y.role_name(toggle) == "check menu item", "off, it is still a check item"
    assert not a11y.has_state(toggle, pyatspi.STATE_CHECKED)
