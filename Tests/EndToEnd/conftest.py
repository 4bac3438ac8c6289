"""Shared fixtures for the end-to-end suite.

The suite drives the built `edit-menu-demo` as a user does: it starts the
app on the test display (Xvfb, started by `make test`), reads what a user
sees through the accessibility tree (AT-SPI), sends real X input with
xdotool and uses xclip as a second application on the clipboard.
"""
import os
import subprocess
import time

import pytest

import atspi_helpers as a11y

APP_BINARY = os.environ.get("EDIT_MENU_DEMO", ".build/debug/edit-menu-demo")


class RunningApp:
    """The demo app process plus its accessible root."""

    def __init__(self, process, root, title="Edit Menu"):
        self.process = process
        self.root = root
        self.title = title

    def window(self):
        return a11y.wait_for(lambda: a11y.find(self.root, role="frame", name=self.title),
                             f"the {self.title!r} window")


def launch_app(locale=None, title="Edit Menu"):
    """Starts the app; in `locale` (say "de_DE.UTF-8") when given, whose
    window is called `title` there."""
    env = dict(os.environ)
    env.setdefault("G_DEBUG", "fatal-criticals")
    if locale:
        env.update(LANG=locale, LC_ALL=locale)
        env.pop("LANGUAGE", None)
    process = subprocess.Popen([APP_BINARY], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    root = a11y.wait_for(lambda: a11y.application(process.pid), "the app on the accessibility bus",
                         process=process)
    return RunningApp(process, root, title)


def end_process(process, timeout=5):
    """Asks `process` to end; kills it when it does not within `timeout`."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def stop_app(app):
    end_process(app.process)
    output = app.process.stdout.read() if app.process.stdout else ""
    return output


@pytest.fixture(scope="session", autouse=True)
def display_is_ready():
    """Waits until the test X server accepts clients (xvfb-run can return early)."""
    a11y.wait_for(lambda: subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True).returncode == 0,
                  "the X display to accept connections")


@pytest.fixture
def clipboard():
    """xclip as another application; its processes end with the test."""
    from user import Clipboard
    board = Clipboard()
    yield board
    board.close()


@pytest.fixture
def user(app):
    from user import User
    return User(app)


@pytest.fixture
def app():
    """A freshly started demo app; fails the test if the app logged a GTK critical."""
    running = launch_app()
    yield running
    output = stop_app(running)
    assert "CRITICAL" not in output, f"the app logged a GTK critical:\n{output}"
    time.sleep(0.2)
