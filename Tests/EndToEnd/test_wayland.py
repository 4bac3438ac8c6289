"""On a Wayland desktop (headless sway), the demo runs natively, with no
X11 notion in what it says. The full behaviour contract under Wayland —
input through virtual devices, the clipboard with wl-copy/wl-paste — is
still to come (issue 13)."""
import subprocess

import pytest

import atspi_helpers as a11y
from conftest import APP_BINARY
from wayland import Sway


@pytest.fixture
def sway():
    compositor = Sway()
    yield compositor
    compositor.stop()


def test_the_app_runs_natively_on_wayland_and_speaks_no_x11(sway):
    env = sway.client_env()
    env.setdefault("G_DEBUG", "fatal-criticals")
    app = subprocess.Popen([APP_BINARY], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        root = a11y.wait_for(lambda: a11y.application(app.pid), "the app on the accessibility bus", process=app)
        a11y.wait_for(lambda: a11y.find(root, role="frame", name="Edit Menu"), "the window", process=app)
        # A Wayland client (no DISPLAY to fall back on): sway manages its window.
        a11y.wait_for(lambda: "io.github.editmenu.Demo" in sway.app_ids(), "sway to manage the window", process=app)
    finally:
        app.terminate()
        output = app.communicate(timeout=10)[0]
    assert "XFixes" not in output, output
    assert "WARNING" not in output and "CRITICAL" not in output, output
