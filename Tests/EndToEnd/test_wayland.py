"""What is Wayland's own: on a Wayland desktop the demo is a
native Wayland client with no X11 notion in what it says, and where Wayland
differs by design the app behaves as docs/reliability.md ("X11 and Wayland") says.

Everything else of the behaviour contract is tested on Wayland by running
the whole suite there (EDIT_MENU_BACKEND=wayland, `make test`)."""
import pytest

import atspi_helpers as a11y
import desktop
from conftest import launch_app, stop_app
from user import User

pytestmark = pytest.mark.only_on("wayland")


def test_the_app_runs_natively_on_wayland_and_speaks_no_x11(app):
    app.window()
    sway = desktop.current().sway
    # A Wayland client (no DISPLAY to fall back on): sway manages its window.
    a11y.wait_for(lambda: desktop.APP_ID in sway.app_ids(), "sway to manage the window")
    output = stop_app(app)
    assert "XFixes" not in output, output
    assert "WARNING" not in output and "CRITICAL" not in output, output


def test_without_a_clipboard_manager_a_copy_ends_with_the_app(clipboard):
    """Wayland has no CLIPBOARD_MANAGER protocol: with no clipboard manager
    running, what the app copied is gone once it quits (docs/reliability.md)."""
    app = launch_app()
    user = User(app)
    user.right_click(user.find("label", "Label text to copy"))
    user.choose("Copy")
    clipboard.wait_for("Label text to copy", "another app reading our copy")
    user.key("ctrl+q")
    app.process.wait(timeout=10)
    assert app.process.returncode == 0
    a11y.wait_for(lambda: clipboard.read() == "", "the copy to end with the app")
    stop_app(app)
