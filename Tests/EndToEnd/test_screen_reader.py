"""A screen reader speaks every menu: Orca, with the dummy voice,
hears each item as it is highlighted, its role, state, shortcut and place, and
where the keyboard goes back to when the menu closes.

What Orca says is read from its log (screen_reader.py). While it runs, the
app follows the screen-reader rule (ARCHITECTURE.md): every menu starts on
its first item, and a key the menu does not use closes it first.
"""
import time

import pyatspi
import pytest

import atspi_helpers as a11y
import desktop
from screen_reader import Orca
from test_notes import attributes_at
from user import MENU_ITEM_ROLES


@pytest.fixture(scope="module")
def orca(test_desktop):
    reader = Orca(test_desktop.client_env())
    yield reader
    reader.stop()


@pytest.fixture
def heard(orca, user):
    """Orca, once it has presented the new window (it is quiet then)."""
    orca.quiet_for(1.0, since=0)
    return orca


def position_of(orca_said, title):
    """The "n of m" Orca said right after `title`, as (n, m)."""
    for index, utterance in enumerate(orca_said):
        if utterance.startswith(title) and index + 1 < len(orca_said) and " of " in orca_said[index + 1]:
            n, m = orca_said[index + 1].rstrip(".").split(" of ")
            return int(n), int(m)
    return None


def test_the_fields_keyboard_menu_is_spoken_item_by_item_and_esc_says_where_the_keyboard_is(user, heard):
    field = user.type_into_field("hello")
    user.key("ctrl+a")
    mark = heard.mark()
    user.key("shift+F10")
    titles = user.wait_for_menu()
    said = heard.wait_for("Edit menu", f"{titles[0]}", f"1 of {len(titles)}", since=mark)
    assert titles[:3] == ["Undo", "Cut", "Copy"], titles
    assert "Undo Ctrl+Z." in said, said
    # The structure GTK's own menus give: menu items, a separator between sections.
    rows = [(a11y.role_name(n), n.name) for n in a11y.walk(user.menu())
            if a11y.role_name(n) in MENU_ITEM_ROLES + ("separator",) and a11y.has_state(n, pyatspi.STATE_SHOWING)]
    assert rows[:4] == [("menu", "Edit"), ("menu item", "Undo"), ("separator", ""), ("menu item", "Cut")], rows

    mark = heard.mark()
    user.key("Down")
    said = heard.wait_for("Cut Ctrl+X", f"2 of {len(titles)}", since=mark)
    mark = heard.mark()
    user.key("Down")
    heard.wait_for("Copy Ctrl+C", f"3 of {len(titles)}", since=mark)

    mark = heard.mark()
    user.key("Escape")
    user.wait_for_no_menu()
    said = heard.wait_for("Text field text", "hello selected", since=mark)
    # Nothing changed by the round trip: text, selection, keyboard.
    assert a11y.text_of(field) == "hello"
    assert field.queryText().getSelection(0) == (0, 5)
    assert a11y.has_state(field, pyatspi.STATE_FOCUSED)


def test_choosing_an_item_speaks_the_field_with_what_the_item_did(user, heard):
    field = user.type_into_field("hello")
    user.key("ctrl+a")
    user.key("shift+F10")
    titles = user.wait_for_menu()
    mark = heard.mark()
    user.key(*["Down"] * titles.index("Cut"))
    heard.wait_for("Cut Ctrl+X", since=mark)
    mark = heard.mark()
    user.key("Return")
    user.wait_for_no_menu()
    a11y.wait_for(lambda: a11y.text_of(field) == "", "the text cut")
    heard.wait_for("Text field text", since=mark)


def test_an_item_that_changes_the_menu_and_ends_it_is_not_followed_by_the_menu_again(user, heard):
    # Cut in the notes changes what the menu would offer (the clipboard, the
    # selection) while its click is handled; the menu must not come back.
    user.open_page("Notes")
    notes = user.find("text", "Notes text")
    user.click(notes)
    user.key("ctrl+Home", "shift+End")
    user.key("shift+F10")
    titles = user.wait_for_menu()
    assert titles[0] == "Cut", titles
    heard.wait_for("Cut Ctrl+X", since=heard.mark() - 2)
    mark = heard.mark()
    user.key("Return")
    user.wait_for_no_menu()
    a11y.wait_for(lambda: not a11y.text_of(notes).startswith("Shopping"), "the line cut")
    said = heard.quiet_for(1.5, since=mark)
    assert any("Notes text" in u for u in said), said
    assert not any("Edit menu" in u for u in said), f"the menu came back: {said}"


def test_a_right_click_menu_is_spoken_from_its_first_item(user, heard):
    field = user.type_into_field("hello")
    mark = heard.mark()
    user.right_click(field)
    titles = user.wait_for_menu()
    heard.wait_for("Edit menu", titles[0], f"1 of {len(titles)}", since=mark)
    mark = heard.mark()
    user.key("Down")
    heard.wait_for(titles[1], f"2 of {len(titles)}", since=mark)
    user.key("Escape")
    user.wait_for_no_menu()


def test_typing_while_a_menu_is_up_closes_it_first_and_the_key_goes_on(user, heard):
    field = user.type_into_field("hello")
    mark = heard.mark()
    user.key("shift+F10")
    titles = user.wait_for_menu()
    heard.wait_for("Edit menu", titles[0], since=mark)   # the user has heard the menu, then types
    mark = heard.mark()
    user.type("x")
    user.wait_for_no_menu()
    a11y.wait_for(lambda: a11y.text_of(field) == "hellox", "the key typed into the field")
    heard.wait_for("Text field text", since=mark)


def open_by(user, how):
    """Opens one page's menu as a user does; returns the widget it belongs to."""
    page, gesture, role, name = how
    if page != "Basics":
        user.open_page(page)
    if role == "tile":
        from test_color_tiles import tiles_by_description
        node = tiles_by_description(user, "red")[0]
    else:
        node = user.find(role, name)
    {"right-click": user.right_click, "long press": user.long_press, "click": user.click,
     "double-click": user.double_click}[gesture](node)
    return node


EVERY_PAGE = [
    ("Basics", "right-click", "label", "Label text to copy"),
    ("Basics", "long press", "label", "Label text to copy"),
    ("Basics", "click", "push button", "Show Menu"),
    ("Notes", "right-click", "text", "Notes text"),
    ("Notes", "click", "push button", "Show Menu"),
    ("Color Tiles", "double-click", "tile", None),
    ("Copy Me", "long press", "drawing area", "Copy me!"),
    ("Hold to Copy", "long press", "label", "Hold to copy"),
]


@pytest.mark.parametrize("how", EVERY_PAGE, ids=[f"{page}: {gesture} on {name or role}" for page, gesture, role, name in EVERY_PAGE])
def test_every_pages_menu_is_spoken_as_a_menu_from_its_first_item(user, heard, how):
    mark = heard.mark()
    open_by(user, how)
    titles = user.wait_for_menu()
    # Orca speaks an item and its position as two utterances: wait for both.
    position = [f"1 of {len(titles)}"] if len(titles) > 1 else []
    said = heard.wait_for("Edit menu", titles[0], *position, since=mark)
    if len(titles) > 1:
        assert position_of(said, titles[0]) == (1, len(titles)), said
        mark = heard.mark()
        user.key("Down")
        said = heard.wait_for(titles[1], f"2 of {len(titles)}", since=mark)
        assert position_of(said, titles[1]) == (2, len(titles)), said
    mark = heard.mark()
    user.key("Escape")
    user.wait_for_no_menu()
    # Orca says where the keyboard is now: the focused widget, or the
    # window when nothing on the page takes the keyboard.
    time.sleep(0.5)
    focused = next((n for n in a11y.walk(user.window) if a11y.has_state(n, pyatspi.STATE_FOCUSED)
                    and a11y.has_state(n, pyatspi.STATE_SHOWING) and a11y.role_name(n) not in MENU_ITEM_ROLES), None)
    heard.wait_for(focused.name if focused else "Edit Menu frame", since=mark)


def go_to(user, heard, title):
    """Down to `title` in the menu showing, through its "More…" pages (a long
    menu is cut into pages that fit the window): each page is spoken as a
    menu, and from its first item. Returns the page's titles."""
    titles = user.wait_for_menu()
    while title not in titles:
        more = next(t for t in titles if t.startswith("More…"))
        mark = heard.mark()
        user.key(*["Down"] * titles.index(more))
        heard.wait_for(f"{more} menu", since=mark)
        mark = heard.mark()
        user.key("Return")
        titles = a11y.wait_for(lambda: (user.menu_titles() or titles) != titles and user.menu_titles(), f"the page {more}")
        heard.wait_for(titles[0], f"1 of {len(titles)}", since=mark)
    mark = heard.mark()
    user.key(*["Down"] * titles.index(title))
    heard.wait_for(title, since=mark)
    return titles


def keyboard_menu_on_page(user, heard, submenu, showing):
    """Shift+F10, on to `submenu`, Enter: the page's first item is spoken,
    counted over all its rows (one titled `showing`); returns its titles."""
    user.key("shift+F10")
    go_to(user, heard, submenu)
    mark = heard.mark()
    user.key("Return")
    page = a11y.wait_for(lambda: showing in (user.menu_titles() or []) and user.menu_titles(),
                         f"the {submenu} page (showing {user.menu_titles()})")
    heard.wait_for(page[0], f"1 of {len(page)}", since=mark)
    return page


def bold_as_spoken(user, heard):
    """What Orca says of Format ▸ Bold for the notes' selection."""
    page = keyboard_menu_on_page(user, heard, "Format", showing="Bold")
    mark = heard.mark()
    user.key(*["Down"] * page.index("Bold"))
    said = heard.wait_for("Bold", since=mark)
    return next(u for u in said if u.startswith("Bold"))


def test_a_submenu_speaks_its_items_and_a_checked_or_mixed_style(user, heard):
    user.open_page("Notes")
    notes = user.find("text", "Notes text")
    user.click(notes)
    # The sample's first line is bold: Bold reads as a checked check item.
    user.key("ctrl+Home", "shift+End")
    spoken = bold_as_spoken(user, heard)
    assert "check menu item" in spoken and "not checked" not in spoken and "checked" in spoken, spoken
    user.key("Escape")
    user.wait_for_no_menu()

    # The first line and part of the second: mixed.
    user.key("ctrl+Home", "shift+Down", "shift+End")
    spoken = bold_as_spoken(user, heard)
    assert "check menu item" in spoken and "partially checked" in spoken, spoken

    # Chosen, it styles all of it alike; then it is checked, or not, as the text is.
    user.key("Return")
    user.wait_for_no_menu()
    user.wait_for_log("Bold performed by Notes text")
    bold = attributes_at(notes, 15).get("weight") == "700"
    assert bold == (attributes_at(notes, 0).get("weight") == "700"), "Bold styles the selection alike"
    spoken = bold_as_spoken(user, heard)
    assert "partially" not in spoken and ("not checked" not in spoken) == bold, spoken
    mark = heard.mark()
    user.key("Escape")
    user.wait_for_no_menu()
    heard.wait_for("Notes text", since=mark)


@pytest.fixture
def compact_user(orca):
    from conftest import launch_app, stop_app
    from user import User
    app = launch_app(environment={"EDIT_MENU_PRESENTATION": "compact"})
    yield User(app)
    assert "CRITICAL" not in stop_app(app)


def test_the_compact_row_is_a_menu_too_and_more_opens_the_list_on_its_first_item(compact_user, orca):
    user = compact_user
    orca.quiet_for(1.0, since=0)
    user.type_into_field("hello")
    user.key("ctrl+a")
    mark = orca.mark()
    user.right_click(user.field())
    titles = user.wait_for_menu()
    assert titles[-1] == "More", titles
    orca.wait_for("Edit menu", titles[0], f"1 of {len(titles)}", since=mark)
    mark = orca.mark()
    user.key("Right")
    orca.wait_for(titles[1], f"2 of {len(titles)}", since=mark)
    mark = orca.mark()
    user.key(*["Right"] * (len(titles) - 2))
    orca.wait_for("More menu", since=mark)
    mark = orca.mark()
    user.key("Return")
    listed = a11y.wait_for(lambda: (user.menu_titles() or []) != titles and user.menu_titles(), "the full list")
    orca.wait_for(listed[0], f"1 of {len(listed)}", since=mark)
    user.key("Escape")
    user.wait_for_no_menu()


def test_a_misspelled_words_suggestions_are_spoken_as_menu_items(user, heard):
    user.type_into_field("Helo wrld")   # the caret after wrld
    mark = heard.mark()
    user.key("shift+F10")
    titles = user.wait_for_menu()
    assert "world" in titles[:5], f"the suggestions for wrld come first: {titles}"
    heard.wait_for("Edit menu", titles[0], f"1 of {len(titles)}", since=mark)
    mark = heard.mark()
    user.key(*["Down"] * titles.index("world"))
    heard.wait_for("world", f"{titles.index('world') + 1} of {len(titles)}", since=mark)
    mark = heard.mark()
    user.key("Return")
    a11y.wait_for(lambda: a11y.text_of(user.field()) == "Helo world", "the chosen suggestion in the field")
    heard.wait_for("Text field text", since=mark)


def test_the_spelling_page_speaks_its_languages_as_radio_items_and_which_is_chosen(user, heard):
    """The Spelling page gets its rows when it is shown, and is spoken as
    every page is: from its first item, counted over all its rows; each
    language a radio menu item, the one in use checked."""
    user.type_into_field("Helo")
    page = keyboard_menu_on_page(user, heard, "Spelling", showing="Check Spelling While Typing")
    english, german = "English (United States)", "German (Germany)"
    assert english in page and german in page, page
    mark = heard.mark()
    user.key(*["Down"] * page.index(english))
    said = heard.wait_for(english, since=mark)
    spoken = next(u for u in said if u.startswith(english))
    assert "radio menu item" in spoken and "not selected" not in spoken and "selected" in spoken, spoken
    assert f"{page.index(english) + 1} of {len(page)}" in spoken, spoken
    mark = heard.mark()
    user.key(*["Down"] * (page.index(german) - page.index(english)))
    said = heard.wait_for(german, since=mark)
    spoken = next(u for u in said if u.startswith(german))
    assert "radio menu item" in spoken and "not selected" in spoken, spoken
