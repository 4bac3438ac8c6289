"""Quitting loses no copy and no window, with a real clipboard manager
(xfce4-clipman) running: the process is gone within 2 s of its last window
closing, what was copied stays pasteable, and a launch during the quit opens
its window in a new process, never in the one that is exiting."""
import os
import shutil
import subprocess
import time

import pytest
import Xlib.display
import Xlib.X

import atspi_helpers as a11y
from conftest import APP_BINARY, OrphanAdoption, end_process, launch_app, stop_app
from user import User

# The clipboard manager protocol (CLIPBOARD_MANAGER, SAVE_TARGETS) is X11's;
# test_wayland.py says what happens on Wayland.
pytestmark = pytest.mark.only_on("x11")

# Seconds from the window closing to the process gone: handing a short copy
# to the clipboard manager takes a moment; a process that lingers waits on
# something (the manager's answer after it was given, a main loop left running).
# Wide enough for a loaded machine.
QUIT_BUDGET = 5.0


@pytest.fixture
def clipboard_manager():
    assert shutil.which("xfce4-clipman"), "xfce4-clipman is not installed (make test installs it)"
    # Not under G_DEBUG=fatal-criticals: clipman logs a GLib critical of its own at start.
    env = {key: value for key, value in os.environ.items() if key != "G_DEBUG"}
    manager = subprocess.Popen(["xfce4-clipman"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # It owns CLIPBOARD_MANAGER once it is ready to take copies.
    a11y.wait_for(clipboard_manager_runs, "xfce4-clipman to start", timeout=10)
    yield manager
    end_process(manager)


def clipboard_manager_runs():
    """Whether a clipboard manager owns the CLIPBOARD_MANAGER selection (freedesktop's protocol)."""
    display = Xlib.display.Display()
    try:
        return display.get_selection_owner(display.intern_atom("CLIPBOARD_MANAGER")) != Xlib.X.NONE
    finally:
        display.close()


def windows_of(pid):
    """The visible 'Edit Menu' windows that belong to process `pid`."""
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Edit Menu$"],
                           capture_output=True, text=True).stdout.split()
    owned = []
    for window in found:
        owner = subprocess.run(["xdotool", "getwindowpid", window], capture_output=True, text=True).stdout.strip()
        if owner == str(pid):
            owned.append(window)
    return owned


def copy_the_label(app):
    user = User(app)
    user.right_click(user.find("label", "Label text to copy"))
    user.wait_for_menu()
    user.choose("Copy")
    user.wait_for_log("Copy performed by Label")
    return user


def read_clipboard():
    result = subprocess.run(["xclip", "-o", "-selection", "clipboard"], capture_output=True, timeout=5)
    return result.stdout.decode() if result.returncode == 0 else None


def test_ctrl_w_quits_promptly_and_the_copy_stays(clipboard_manager):
    app = launch_app()
    try:
        user = copy_the_label(app)
        a11y.wait_for(lambda: read_clipboard() == "Label text to copy", "the copy on the clipboard")
        user.click(user.field())
        closed = time.monotonic()
        user.key("ctrl+w")
        app.process.wait(timeout=30)
        took = time.monotonic() - closed
        assert took < QUIT_BUDGET, f"the process lingered {took:.1f} s after its window closed"
        # The manager keeps what we copied, for every app to paste.
        a11y.wait_for(lambda: read_clipboard() == "Label text to copy", "the copy after the app quit")
    finally:
        output = stop_app(app)
    assert "CRITICAL" not in output, output


def test_ctrl_q_quits_promptly(clipboard_manager):
    app = launch_app()
    try:
        copy_the_label(app)
        quit_at = time.monotonic()
        User(app).key("ctrl+q")
        app.process.wait(timeout=30)
        assert time.monotonic() - quit_at < QUIT_BUDGET
    finally:
        stop_app(app)


def test_a_launch_while_quitting_opens_its_window_in_a_new_process(clipboard_manager):
    # The quitting process starts the app again once it has gone: that new
    # process is left to this one, so the test ends it by its pid.
    with OrphanAdoption() as adoption:
        app = launch_app()
        second = None
        try:
            user = copy_the_label(app)
            user.key("ctrl+w")
            # At once, as a user double-clicking the launcher again would.
            second = subprocess.Popen([APP_BINARY], env=dict(os.environ, G_DEBUG="fatal-criticals"),
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            deadline = time.monotonic() + QUIT_BUDGET
            while app.process.poll() is None and time.monotonic() < deadline:
                assert not windows_of(app.process.pid), "the quitting process showed a window"
                time.sleep(0.05)
            assert app.process.poll() is not None, "the quitting process lingered"
            # The launch is not lost: a window comes up, from a live process
            # of this test other than the one that quit.
            others = lambda: [second.pid, *adoption.orphans(app.process, second)]  # noqa: E731
            a11y.wait_for(lambda: any(windows_of(pid) for pid in others()), "the relaunched window", timeout=10)
            second.wait(timeout=10)
        finally:
            # The relaunched process shares the quitting one's output pipe:
            # end every process of the test before reading that output.
            end_process(app.process)
            if second is not None:
                end_process(second)
            adoption.end_orphans(app.process, second)
            output = stop_app(app)
    assert "CRITICAL" not in output, output
    assert "launched again while quitting" in output, "the second launch came after the quit, not during it"
