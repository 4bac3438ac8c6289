"""The app window as a user first sees it: the Basics page with its label,
text field, Show Menu button and event log, active, with the keyboard in
the field; a second launch presents the first window instead of a new one;
Ctrl+Q quits, also while the app owns the clipboard, without waiting for
a clipboard manager that is not there."""
import subprocess
import time

import pyatspi

import atspi_helpers as a11y
import desktop
from conftest import APP_BINARY


def test_window_shows_the_basics_page_with_its_three_widgets(app):
    window = app.window()
    # Waited for: the window's tree is still filling in as it first shows
    # (a node read mid-change is gone by the time its children are asked for).
    a11y.wait_for(lambda: a11y.find(window, role="radio button", name="Basics"), "the 'Basics' page switcher button")

    label = a11y.find(window, role="label", name="Label text to copy", showing=True)
    assert label is not None, "the selectable label is not showing"
    assert a11y.text_of(label) == "Label text to copy"

    field = a11y.find(window, role="text", name="Text field", showing=True)
    assert field is not None, "no showing text field named 'Text field'"
    assert a11y.has_state(field, pyatspi.STATE_EDITABLE)

    button = a11y.find(window, role="push button", name="Show Menu", showing=True)
    assert button is not None, "no showing 'Show Menu' button"

    log = a11y.find(window, role="text", name="Event log", showing=True)
    assert log is not None, "no showing 'Event log'"
    assert "Started" in a11y.text_of(log)


def test_window_is_active_and_the_text_field_has_the_keyboard(app):
    window = app.window()
    a11y.wait_for(lambda: a11y.has_state(window, pyatspi.STATE_ACTIVE), "the window to be active")
    field = a11y.find(window, role="text", name="Text field")
    a11y.wait_for(lambda: a11y.has_state(field, pyatspi.STATE_FOCUSED), "the text field to have focus")


def test_second_launch_presents_the_first_window_instead_of_a_new_one(app):
    app.window()
    second = subprocess.run([APP_BINARY], capture_output=True, text=True, timeout=20,
                            env=desktop.current().client_env())
    assert second.returncode == 0, second.stdout + second.stderr
    time.sleep(0.5)
    windows = a11y.find_all(app.root, role="frame", name="Edit Menu")
    assert len(windows) == 1, f"expected one window, found {len(windows)}"
    assert app.process.poll() is None, "the first instance must keep running"


def test_ctrl_q_quits(app):
    window = app.window()
    a11y.wait_for(lambda: a11y.has_state(window, pyatspi.STATE_ACTIVE), "the window to be active")
    desktop.current().key("ctrl+q")
    app.process.wait(timeout=10)
    assert app.process.returncode == 0


def test_quitting_while_owning_the_clipboard_exits_cleanly(app):
    from user import User
    user = User(app)
    user.right_click(user.find("label", "Label text to copy"))
    user.choose("Copy")
    user.wait_for_log("Copy performed by Label")
    started = time.monotonic()
    user.key("ctrl+q")
    app.process.wait(timeout=15)
    assert app.process.returncode == 0
    # gtk_clipboard_store offers the contents to a clipboard manager; with
    # none running it must not hold the exit up.
    assert time.monotonic() - started < 5, "quitting waited for a clipboard manager that is not there"
