"""On a Wayland desktop (headless sway), the demo runs natively, with no
X11 notion in what it says; the keyboard paths of the behaviour contract
hold there, and the clipboard works both ways with wl-copy and wl-paste.
Right-click, long-press and double-click with a virtual pointer open the
right menu, and a click elsewhere closes it. Touch input under Wayland is
still to come (issue 13)."""
import subprocess
import time

import pyatspi
import pytest

import atspi_helpers as a11y
from conftest import APP_BINARY, RunningApp
from user import User
from wayland import Sway
from wayland_input import VirtualKeyboard, VirtualPointer, us_keymap


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


@pytest.fixture
def wayland_user(sway):
    """The demo on sway, driven by a virtual keyboard that existed before it
    started (a seat without a keyboard gives no client the keyboard focus)."""
    keyboard = VirtualKeyboard(sway.socket, us_keymap())
    env = sway.client_env()
    env.setdefault("G_DEBUG", "fatal-criticals")
    process = subprocess.Popen([APP_BINARY], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        root = a11y.wait_for(lambda: a11y.application(process.pid), "the app on the accessibility bus", process=process)
        user = User(RunningApp(process, root))
        a11y.wait_for(lambda: a11y.has_state(user.field(), pyatspi.STATE_FOCUSED), "the field to have the keyboard")
        yield user, keyboard, sway
    finally:
        subprocess.run(["pkill", "-x", "wl-copy"])
        process.terminate()
        output = process.communicate(timeout=10)[0]
    assert "CRITICAL" not in output and "WARNING" not in output, output


def wl(sway, *command, text=None):
    return subprocess.run(list(command), env=sway.client_env(), input=text, capture_output=True,
                          text=True, timeout=10)


def test_keyboard_menus_and_the_clipboard_on_wayland(wayland_user):
    user, keyboard, sway = wayland_user
    field = user.field()
    keyboard.type("hello wayland")
    a11y.wait_for(lambda: a11y.text_of(field) == "hello wayland", "every keystroke in the field")

    # Shift+F10 and the Menu key open the field's menu; the field keeps the
    # keyboard, typing goes on into it, Esc closes the menu.
    keyboard.key("shift+F10")
    titles = user.wait_for_menu()
    assert "Select All" in titles and titles[0] == "Undo", titles
    keyboard.key("Escape")
    user.wait_for_no_menu()
    keyboard.key("Menu")
    user.wait_for_menu()
    keyboard.key("Escape")
    user.wait_for_no_menu()
    assert a11y.has_state(field, pyatspi.STATE_FOCUSED)

    # Our copy reaches another Wayland client.
    keyboard.key("ctrl+a")
    keyboard.key("ctrl+c")
    a11y.wait_for(lambda: wl(sway, "wl-paste", "--no-newline").stdout == "hello wayland", "wl-paste to read our copy")

    # Another client's copy: counted, offered as Paste, and pasted.
    log_before = user.log_text().count("Clipboard changed")
    # wl-copy serves the text from the background, like an app that copied.
    subprocess.run(["wl-copy", "from another client"], env=sway.client_env(), stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, timeout=10)
    user.wait_for_log("Clipboard changed")
    a11y.wait_for(lambda: user.log_text().count("Clipboard changed") > log_before, "the change counted")
    keyboard.key("shift+F10")
    titles = user.wait_for_menu()
    assert "Paste" in titles, titles
    keyboard.key("Escape")
    user.wait_for_no_menu()
    keyboard.key("ctrl+v")
    a11y.wait_for(lambda: a11y.text_of(field) == "from another client", "the paste")
    keyboard.key("ctrl+z")
    a11y.wait_for(lambda: a11y.text_of(field) == "hello wayland", "Ctrl+Z")


def on_screen(sway, node):
    """The centre of `node` in the output layout: its window's origin (sway)
    plus its place in the window (AT-SPI's window coordinates)."""
    origin = a11y.wait_for(lambda: sway.window_origin("io.github.editmenu.Demo"), "the window on the output")
    extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return origin[0] + extents.x + extents.width // 2, origin[1] + extents.y + extents.height // 2


def test_pointer_menus_on_wayland(wayland_user):
    user, keyboard, sway = wayland_user
    pointer = VirtualPointer(sway.socket, 1280, 1024)
    field = user.field()
    keyboard.type("abc")
    a11y.wait_for(lambda: a11y.text_of(field) == "abc", "the typing")

    # Right-click the label: its menu, and the field keeps the keyboard.
    label = user.find("label", "Label text to copy")
    pointer.click(*on_screen(sway, label), button=3)
    user.wait_for_menu(["Copy", "Menu 1", "Menu 2", "Menu 3"])
    user.wait_for_log("Menu shown for Label text to copy")
    assert a11y.has_state(field, pyatspi.STATE_FOCUSED)
    keyboard.type("d")
    a11y.wait_for(lambda: a11y.text_of(field) == "abcd", "typing on while the menu is up")

    # A click elsewhere closes it.
    pointer.click(640, 900)
    user.wait_for_no_menu()

    # A long press on the label: the same menu.
    pointer.move_to(*on_screen(sway, label))
    pointer.press()
    time.sleep(1.0)
    pointer.release()
    user.wait_for_menu(["Copy", "Menu 1", "Menu 2", "Menu 3"])
    keyboard.key("Escape")
    user.wait_for_no_menu()

    # PRIMARY, through the primary-selection protocol: a middle click pastes
    # what another client selected, where the pointer is.
    subprocess.run(["wl-copy", "--primary", "XYZ"], env=sway.client_env(), stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, timeout=10)
    x, y = on_screen(sway, field)
    pointer.click(x, y, button=2)
    a11y.wait_for(lambda: "XYZ" in a11y.text_of(field), "the middle-click paste")
    keyboard.key("ctrl+z")
    a11y.wait_for(lambda: a11y.text_of(field) == "abcd", "Ctrl+Z taking the middle-click paste back")

    # A double-click on a tile.
    pointer.click(*on_screen(sway, user.find("radio button", "Color Tiles")))
    a11y.wait_for(lambda: a11y.has_state(user.find("radio button", "Color Tiles"), pyatspi.STATE_CHECKED), "the page")
    time.sleep(0.3)
    red = a11y.wait_for(lambda: next((n for n in a11y.find_all(user.window, role="table cell", showing=True)
                                      if n.name.startswith("Tile ") and n.description == "red"), None), "a red tile")
    pointer.click(*on_screen(sway, red), count=2)
    user.wait_for_menu(["Cut", "Copy", "Change Color"])
    user.wait_for_log(f"Menu shown for {red.name}")
