"""Search the Web, a standard action declared in one place: the notes'
selection goes to the desktop's default browser as a search. The default
browser here is a stand-in that writes down the address it is given: a
desktop entry of its own, the default for https in a mimeapps.list of its
own (the app's XDG_DATA_HOME and XDG_CONFIG_HOME), found by GIO as a
desktop's browser is."""
import os
import stat

import pytest

import atspi_helpers as a11y
from conftest import launch_app, stop_app
from test_notes import notes_of, replace_with_lines, selection
from user import User, text_point

STAND_IN = """[Desktop Entry]
Type=Application
Name=Stand-in browser
Exec={browser} %u
MimeType=x-scheme-handler/http;x-scheme-handler/https;
NoDisplay=true
"""


@pytest.fixture
def app_and_browser(tmp_path):
    """The demo, whose default browser writes each address it opens to a file."""
    opened = tmp_path / "opened"
    browser = tmp_path / "browser"
    browser.write_text(f'#!/bin/sh\nprintf "%s\\n" "$1" >> "{opened}"\n')
    browser.chmod(browser.stat().st_mode | stat.S_IXUSR)
    applications = tmp_path / "data" / "applications"
    applications.mkdir(parents=True)
    (applications / "stand-in-browser.desktop").write_text(STAND_IN.format(browser=browser))
    config = tmp_path / "config"
    config.mkdir()
    (config / "mimeapps.list").write_text("[Default Applications]\n"
                                          "x-scheme-handler/https=stand-in-browser.desktop\n")
    running = launch_app(environment={"XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(config)})
    yield running, opened
    output = stop_app(running)
    assert "CRITICAL" not in output, f"the app logged a GTK critical:\n{output}"


def test_search_the_web_opens_the_selected_words_in_the_default_browser(app_and_browser):
    app, opened = app_and_browser
    user = User(app)
    notes = notes_of(user)
    words = "Grüße 🇨🇭 e\u0301"
    replace_with_lines(user, notes, [words])
    user.key("ctrl+a")
    a11y.wait_for(lambda: selection(notes) == (0, len(words)), "Ctrl+A selecting the words")

    user.click_at(text_point(notes, 0, 3), button=3)
    titles = user.wait_for_menu()
    more = next((title for title in titles if title.startswith("More…")), None)
    if "Search the Web" not in titles and more:
        user.choose(more)
    user.choose("Search the Web")
    user.wait_for_no_menu()

    address = "https://duckduckgo.com/?q=Gr%C3%BC%C3%9Fe%20%F0%9F%87%A8%F0%9F%87%AD%20e%CC%81"
    a11y.wait_for(lambda: opened.exists() and opened.read_text() == address + "\n",
                  f"the stand-in browser opening {address}")
    assert selection(notes) == (0, len(words)), "the selection stays"
