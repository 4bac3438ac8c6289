"""Fixtures for the package suite: the built .deb (EDIT_MENU_DEB, set by
make test-deb), the throwaway root it is installed into, and the
end-to-end suite's desktop and clipboard (Tests/EndToEnd), for the one
check that drives the installed app as a user does."""
import importlib.util
import os
import subprocess
import sys

import pytest

END_TO_END = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "EndToEnd")
sys.path.insert(0, END_TO_END)

from throwaway_root import ThrowawayRoot  # noqa: E402


def _end_to_end_fixtures():
    """The end-to-end suite's conftest, loaded under a name of its own
    (this file is `conftest` too)."""
    spec = importlib.util.spec_from_file_location("end_to_end_conftest", os.path.join(END_TO_END, "conftest.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_end_to_end = _end_to_end_fixtures()
test_desktop = _end_to_end.test_desktop
clipboard = _end_to_end.clipboard


@pytest.fixture(scope="session")
def deb():
    path = os.environ.get("EDIT_MENU_DEB")
    assert path and os.path.isfile(path), \
        f"EDIT_MENU_DEB names no built package ({path!r}): run make test-deb, which builds it"
    return path


def accessibility_bus_directory():
    """Where the accessibility bus's socket is, when it is a file (the app
    in the throwaway root must reach it; an abstract socket needs nothing)."""
    reply = subprocess.run(["dbus-send", "--session", "--print-reply=literal", "--dest=org.a11y.Bus",
                            "/org/a11y/bus", "org.a11y.Bus.GetAddress"],
                           capture_output=True, text=True, timeout=10, check=True).stdout.strip()
    for part in reply.split(","):
        if part.startswith("unix:path="):
            return os.path.dirname(part[len("unix:path="):])
    return None


@pytest.fixture(scope="module")
def root(test_desktop):
    directory = accessibility_bus_directory()
    with ThrowawayRoot(binds=[directory] if directory else []) as made:
        yield made
