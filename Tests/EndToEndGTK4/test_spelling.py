"""Spelling on GTK 4, as on GTK 3 (Tests/EndToEnd/test_spelling.py): in the
demo's field and notes, misspelled words get GTK's error underline as they
are typed, words of another script none; the menu of a misspelled word
puts its corrections first, then Add to Dictionary and Ignore All, and ends
with the Spelling submenu (the languages as radio items, Check Spelling
While Typing); choosing a correction replaces the word and Ctrl+Z brings it
back; Add to Dictionary and Ignore All take the underline away; choosing
German checks German; a German desktop checks German from the start.

What is underlined is read through AT-SPI's text attributes: GTK 4.8 says
"underline:error" for the field's Pango attributes (GtkText) and for the
notes' GtkTextTag alike, and no "invalid:spelling". It reports no
character extents, so a word is right-clicked where it starts the text
(the pointer's path), or the menu is opened with the keyboard on the word
at the caret.

Each demo gets a personal dictionary of its own (XDG_CONFIG_HOME for
Enchant's), so a word added here is never added for the user running the
suite. The demo is started by this module's own fixture, for that folder
and the language (conftest's starts it with the desktop's environment).
"""
import glob

import pyatspi
import pytest

from conftest import Demo, start_demo, wait_for, walk
from processes import end_process

GERMAN = "German (Germany)"


@pytest.fixture
def speller(test_desktop, tmp_path):
    """Starts the demo with its own dictionary folder: speller() in the
    desktop's language, speller("de_DE.UTF-8", "de") in German."""
    started = []

    def start(locale=None, language=None):
        env = dict(XDG_CONFIG_HOME=str(tmp_path))
        if locale:   # the desktop's own (C.UTF-8 here: English names, American English checked)
            env.update(LANG=locale, LC_ALL=locale, LANGUAGE=language)
        process = start_demo(test_desktop, env)
        started.append(process)
        return Demo(process)
    yield start
    for process in started:
        end_process(process)
        assert process.returncode in (0, -15), f"the demo ended with {process.returncode} (a critical?)"


def underlined(node):
    """The (start, end) code-point runs of `node`'s text that carry the
    error underline. Read character by character: GTK 4.8 reports the
    attributes of each character rightly, but not always where a run ends."""
    text = node.queryText()
    flags = ["underline:error" in text.getAttributeRun(i, False)[0] for i in range(text.characterCount)]
    runs, start = [], None
    for i, on in enumerate(flags + [False]):
        if on and start is None:
            start = i
        elif not on and start is not None:
            runs.append((start, i))
            start = None
    return runs


def settles(condition, what, reading):
    """conftest's wait_for, which on a time-out says what `reading()` reads then."""
    try:
        return wait_for(condition, what=what)
    except pytest.fail.Exception:
        pytest.fail(f"timed out waiting for {what}: it reads {reading()!r}")


def text_of(node):
    text = node.queryText()
    return text.getText(0, text.characterCount)


def right_click_first_word(demo, node, dx=14, dy=None):
    """Right-clicks where `node`'s text starts: on its first word."""
    cx, cy = demo.centre(node)
    _, _, width, height = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    demo.click_at(cx - width // 2 + dx, cy if dy is None else cy - height // 2 + dy, button=3)


def notes_of(demo):
    demo.open_page("Notes")
    notes = wait_for(lambda: demo.find("text", "Notes text"), what="the notes")
    demo.click_into(notes)
    demo.key("ctrl+a")
    demo.key("BackSpace")
    wait_for(lambda: text_of(notes) == "", what="the notes emptied")
    return notes


def main_menu(items, spelling="Spelling"):
    """The menu's own items, which end with the Spelling submenu: GtkPopoverMenu
    keeps the submenu's page in the tree after them, starting with its
    title row (Spelling again)."""
    end = items.index(spelling) + 1
    assert items[end:end + 1] == [spelling], f"the menu ends with the {spelling} submenu, its page after it: {items}"
    return items[:end]


def spelling_page(demo):
    """Opens the Spelling submenu of the menu on screen; its items in the
    order the keys reach them."""
    demo.choose_submenu("Spelling")
    wait_for(lambda: demo.menu_item("Check Spelling While Typing"), what="the Spelling page")
    items = demo.menu_items()
    # GtkPopoverMenu lists the page's title row first; the keys reach it last.
    return items[items.index("Spelling", items.index("Spelling") + 1) + 1:]


def test_the_fields_misspelled_word_by_the_pointer_its_correction_first_and_undo(speller):
    demo = speller()
    demo.type("wrld Helo שלום")
    settles(lambda: underlined(demo.entry) == [(0, 4), (5, 9)], "wrld and Helo underlined, not the Hebrew word",
            lambda: underlined(demo.entry))

    right_click_first_word(demo, demo.entry)
    items = demo.wait_for_menu()
    assert "world" in items[:5], f"world among the first items: {items}"
    main = main_menu(items)
    assert main.index("Add to Dictionary") < main.index("Ignore All") < main.index("Undo"), main
    demo.choose("world")
    wait_for(lambda: demo.entry_text() == "world Helo שלום", what="wrld replaced by world")
    settles(lambda: underlined(demo.entry) == [(6, 10)], "only Helo underlined now", lambda: underlined(demo.entry))

    demo.key("ctrl+z")
    wait_for(lambda: demo.entry_text() == "wrld Helo שלום", what="Ctrl+Z bringing wrld back")
    wait_for(lambda: underlined(demo.entry) == [(0, 4), (5, 9)], what="wrld underlined again")


def test_the_notes_correct_a_word_among_other_scripts(speller):
    demo = speller()
    notes = notes_of(demo)
    text = "wrld 漢字 👨‍👩‍👧 שלום 🇫🇷 Helo"
    demo.type(text)
    settles(lambda: text_of(notes) == text, "the notes to read the typed text", lambda: text_of(notes))
    helo = text.index("Helo")   # code points: Python counts them as GTK does
    settles(lambda: underlined(notes) == [(0, 4), (helo, helo + 4)],
            "wrld and Helo underlined, not the CJK, Hebrew or emoji", lambda: underlined(notes))

    right_click_first_word(demo, notes, dx=12, dy=12)
    items = demo.wait_for_menu()
    assert "world" in items[:5], items
    demo.choose("world")
    fixed = text.replace("wrld", "world")
    wait_for(lambda: text_of(notes) == fixed, what="the word replaced, every other character kept")
    settles(lambda: underlined(notes) == [(helo + 1, helo + 5)], "Helo still underlined", lambda: underlined(notes))
    demo.key("ctrl+z")
    wait_for(lambda: text_of(notes) == text, what="Ctrl+Z bringing wrld back")


def test_add_to_dictionary_and_ignore_all_take_the_underline_away(speller, tmp_path):
    demo = speller()
    demo.type("Zorblax Quuxify")
    settles(lambda: underlined(demo.entry) == [(0, 7), (8, 15)], "both words underlined", lambda: underlined(demo.entry))
    right_click_first_word(demo, demo.entry)
    demo.wait_for_menu()
    demo.choose("Add to Dictionary")
    settles(lambda: underlined(demo.entry) == [(8, 15)], "Zorblax no longer underlined", lambda: underlined(demo.entry))
    right_click_first_word(demo, demo.entry)
    items = demo.wait_for_menu()
    assert "Add to Dictionary" not in items and "Ignore All" not in items, f"Zorblax is offered no correction: {items}"
    demo.key("Escape")
    demo.wait_for_no_menu()
    assert any("Zorblax" in open(path, encoding="utf-8").read() for path in glob.glob(str(tmp_path / "enchant" / "*"))), \
        "the word is in the user's own dictionary"

    # Ignore All, with the keyboard on the word at the caret (the end of the text).
    demo.key("shift+F10")
    items = demo.wait_for_menu()
    assert "Ignore All" in items, items
    demo.choose("Ignore All")
    settles(lambda: underlined(demo.entry) == [], "Quuxify no longer underlined", lambda: underlined(demo.entry))
    assert not any("Quuxify" in open(path, encoding="utf-8").read()
                   for path in glob.glob(str(tmp_path / "enchant" / "*"))), "ignored, not added for good"


def test_choosing_german_in_the_spelling_submenu_checks_german(speller):
    demo = speller()
    demo.type("Das Fahrad ist blau")
    settles(lambda: (4, 10) in underlined(demo.entry) and len(underlined(demo.entry)) > 1,
            "English calling the German words wrong", lambda: underlined(demo.entry))
    demo.key("shift+F10")
    demo.wait_for_menu()
    page = spelling_page(demo)
    # (GTK 4.8 reads a radio item to assistive technology as a menu item,
    # checked when it is on.)
    rows = {n.name: n for n in walk(demo.app) if n.getRoleName() in ("menu item", "radio menu item", "check menu item")
            and n.getState().contains(pyatspi.STATE_VISIBLE)}
    assert rows["English (United States)"].getState().contains(pyatspi.STATE_CHECKED), "the desktop's language is on"
    assert not rows[GERMAN].getState().contains(pyatspi.STATE_CHECKED)
    assert rows["Check Spelling While Typing"].getState().contains(pyatspi.STATE_CHECKED)
    assert page[-1] == "Check Spelling While Typing", page
    demo.choose(GERMAN)
    settles(lambda: underlined(demo.entry) == [(4, 10)], "only Fahrad underlined in German", lambda: underlined(demo.entry))

    demo.key("ctrl+Home")
    for _ in range(5):
        demo.key("Right")
    demo.key("shift+F10")
    items = demo.wait_for_menu()
    assert "Fahrrad" in items[:5], items
    demo.choose("Fahrrad")
    wait_for(lambda: demo.entry_text() == "Das Fahrrad ist blau", what="the German correction")


def test_a_german_desktop_checks_german_words_beyond_ascii(speller):
    demo = speller("de_DE.UTF-8", "de")
    text = "Brücek Fahrad שלום gut"
    demo.type(text)
    wait_for(lambda: demo.entry_text() == text, what="the typed text")
    settles(lambda: underlined(demo.entry) == [(0, 6), (7, 13)], "Brücek and Fahrad underlined, not the Hebrew word",
            lambda: underlined(demo.entry))
    right_click_first_word(demo, demo.entry)
    items = demo.wait_for_menu()
    assert "Brücke" in items[:5], items
    assert "Zum Wörterbuch hinzufügen" in main_menu(items, "Rechtschreibung"), items
    demo.choose("Brücke")
    wait_for(lambda: demo.entry_text() == text.replace("Brücek", "Brücke"), what="the German correction")
    settles(lambda: underlined(demo.entry) == [(7, 13)], "only Fahrad underlined now", lambda: underlined(demo.entry))
    demo.key("ctrl+z")
    wait_for(lambda: demo.entry_text() == text, what="Ctrl+Z bringing the word back")
