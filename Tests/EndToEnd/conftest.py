"""Shared fixtures for the end-to-end suite.

The suite drives the built `edit-menu-demo` as a user does: it starts the
app on the test desktop, reads what a user sees through the accessibility
tree (AT-SPI), sends real input and uses another application's clipboard.
The desktop is X11 (Xvfb, started by `make test`: xdotool, xclip) or
Wayland (headless sway: virtual keyboard and pointer, wl-clipboard), as
EDIT_MENU_BACKEND says; `make test` runs the suite on both (desktop.py).

A test that only makes sense on one of them says so with
`@pytest.mark.only_on("x11")`; on the other it is deselected, and the run's
summary counts it.
"""
import ctypes
import os
import signal
import subprocess
import time

import pytest

import atspi_helpers as a11y
import desktop
from processes import children_of, end_process  # noqa: F401 (the suite's tests import end_process from here)

APP_BINARY = os.environ.get("EDIT_MENU_DEMO", ".build/debug/edit-menu-demo")


class RunningApp:
    """The demo app process plus its accessible root."""

    def __init__(self, process, root, title="Edit Menu"):
        self.process = process
        self.root = root
        self.title = title
        self._output = b""

    def output(self):
        """What the app has written to its stdout and stderr so far, read
        without waiting (its messages, say)."""
        if self.process.stdout:
            descriptor = self.process.stdout.fileno()
            os.set_blocking(descriptor, False)
            try:
                while chunk := os.read(descriptor, 1 << 16):
                    self._output += chunk
            except BlockingIOError:
                pass
            finally:
                os.set_blocking(descriptor, True)
        return self._output.decode(errors="replace")

    def window(self):
        return a11y.wait_for(lambda: a11y.find(self.root, role="frame", name=self.title),
                             f"the {self.title!r} window")


def launch_app(locale=None, title="Edit Menu", environment=None):
    """Starts the app; in `locale` (say "de_DE.UTF-8") when given, whose
    window is called `title` there; with `environment` added to its own."""
    env = desktop.current().client_env()
    env.setdefault("G_DEBUG", "fatal-criticals")
    env.update(environment or {})
    if locale:
        env.update(LANG=locale, LC_ALL=locale)
        env.pop("LANGUAGE", None)
    process = subprocess.Popen([APP_BINARY], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    root = a11y.wait_for(lambda: a11y.application(process.pid), "the app on the accessibility bus",
                         process=process)
    return RunningApp(process, root, title)


class OrphanAdoption:
    """For a `with` block: a process that one of ours leaves behind when it
    exits (the app starting itself again, say) becomes a child of this one
    instead of init's (Linux's child subreaper), so that the test can find
    it and end it by its pid. A test ends only the processes it started and
    what they started, never others that happen to bear the same name."""

    PR_SET_CHILD_SUBREAPER = 36

    def __enter__(self):
        self.known = set(children())
        self._set_subreaper(True)
        return self

    def __exit__(self, *exception):
        self._set_subreaper(False)

    def _set_subreaper(self, on):
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(self.PR_SET_CHILD_SUBREAPER, int(on), 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER)")

    def orphans(self, *started):
        """The children this block did not start itself (`started`, Popen
        objects): those that exited processes left to it."""
        ours = self.known | {process.pid for process in started if process is not None}
        return [pid for pid in children() if pid not in ours]

    def end_orphans(self, *started, timeout=5):
        """Ends every orphan, and the orphans that ending them leaves behind."""
        deadline = time.monotonic() + timeout
        while (left := self.orphans(*started)) and time.monotonic() < deadline:
            for pid in left:
                end_child(pid)


def children():
    """The pids of this process's children (zombies too), from /proc."""
    return children_of(os.getpid())


def end_child(pid, timeout=5):
    """Asks our child `pid` to end, kills it when it does not within
    `timeout`, and reaps it (a pid, where `end_process` takes a Popen)."""
    try:
        os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout
        while os.waitpid(pid, os.WNOHANG) == (0, 0):
            if time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                return
            time.sleep(0.05)
    except (ProcessLookupError, ChildProcessError):  # already gone and reaped
        pass


def stop_app(app):
    end_process(app.process)
    return app.output()


def pytest_collection_modifyitems(config, items):
    """Deselects the tests marked only_on another backend."""
    desktop.deselect_tests_of_other_backends(config, items)


def pytest_report_header(config):
    return f"desktop: {desktop.BACKEND}"


@pytest.fixture(scope="session", autouse=True)
def test_desktop():
    """The desktop of the whole run: X11 once it accepts clients (xvfb-run
    can return early), or a headless sway with its keyboard and pointer."""
    yield desktop.current()
    desktop.stop()


@pytest.fixture
def clipboard(test_desktop):
    """Another application on the clipboard; what it still serves ends with the test."""
    board = test_desktop.clipboard()
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
