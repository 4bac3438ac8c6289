"""The desktop the end-to-end suite and the fuzzer run the app on: X11 or
Wayland, chosen by EDIT_MENU_BACKEND ("x11", the default, or "wayland").

Both offer the same things, so a test reads the same on either:
- `client_env()`: the environment of an app on this desktop;
- `extents(node)` / `center(node)`: where an accessible is on the screen;
- input: `move_to`, `press`, `release`, `click`, `key`, `type`; a hand's
  way to a point and its click (`glide_to`, `click_like_a_person`); a
  finger (`touch`) on the desktop `with_touchscreen()` makes;
- `clipboard()`: another application on CLIPBOARD and PRIMARY;
- `brightness_at(x, y)`: what a person sees at a point.

X11 is the test X server `make test` starts (Xvfb): xdotool for input,
xclip for the other app, AT-SPI's desktop coordinates as they are.

Wayland is a headless sway this module starts for the whole run, with one
virtual keyboard (made before any app starts: a seat without a keyboard
gives no client the keyboard focus, and Wayland offers the clipboard only
to the focused client) and one virtual pointer; wl-clipboard is the other
app. A Wayland client knows nothing of where its window is, so AT-SPI's
"desktop" coordinates are relative to the app's own window surface; the
window's place comes from sway (`swaymsg -t get_tree`).
"""
import math
import os
import random
import subprocess
import time

import pyatspi

import atspi_helpers as a11y

BACKEND = os.environ.get("EDIT_MENU_BACKEND", "x11")
APP_ID = "io.github.editmenu.Demo"
SCREEN = (1280, 1024)


class Desktop:
    name = "?"
    env = None   # an X server's environment other than the run's (X11 only)

    def center(self, node):
        x, y, width, height = self.extents(node)
        return x + width // 2, y + height // 2

    def click(self, x, y, button=1, count=1):
        raise NotImplementedError

    def pointer_position(self):
        raise NotImplementedError

    def glide_to(self, x, y, chance=random):
        """Moves the pointer to (x, y) as a hand moves a mouse: from where it
        is, along a slight curve, in steps of a frame or so over a quarter of
        a second, slowing down as it arrives (`chance`, a random.Random,
        varies the way and the time)."""
        x0, y0 = self.pointer_position()
        distance = math.hypot(x - x0, y - y0)
        steps = max(3, min(24, int(distance / 12)))
        duration = chance.uniform(0.15, 0.35)
        bend = chance.uniform(-0.15, 0.15) * distance
        for step in range(1, steps + 1):
            t = 1 - (1 - step / steps) ** 2          # eases out
            arc = bend * math.sin(math.pi * t)       # a slight curve, none at either end
            nx, ny = (-(y - y0), x - x0) if distance else (0, 0)
            norm = distance or 1
            self.move_to(round(x0 + (x - x0) * t + arc * nx / norm), round(y0 + (y - y0) * t + arc * ny / norm))
            time.sleep(duration / steps)
        self.move_to(x, y)

    def click_like_a_person(self, x, y, button=1, chance=random):
        """A hand's click at (x, y): the glide there, a moment's aim, the
        button held a little, as a person clicks (not xdotool's jump and
        click in the same instant)."""
        self.glide_to(x, y, chance)
        time.sleep(chance.uniform(0.05, 0.15))
        self.press(button)
        time.sleep(chance.uniform(0.04, 0.12))
        self.release(button)


class X11Desktop(Desktop):
    name = "x11"

    def __init__(self, env=None):
        """The run's X server, or the one `env` names (a touchscreen's)."""
        self.env = env
        if env is None:
            require_x_display()
        a11y.wait_for(lambda: subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True,
                                             env=env).returncode == 0,
                      "the X display to accept connections")

    def client_env(self):
        return dict(self.env or os.environ, GDK_BACKEND="x11")

    def xdotool(self, *args):
        xdotool(*args, env=self.env)

    def extents(self, node):
        e = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return e.x, e.y, e.width, e.height

    # MARK: Input

    def move_to(self, x, y):
        self.xdotool("mousemove", x, y)

    def pointer_position(self):
        result = subprocess.run(["xdotool", "getmouselocation", "--shell"], capture_output=True, text=True,
                                check=True, env=self.env).stdout
        values = dict(line.split("=", 1) for line in result.split())
        return int(values["X"]), int(values["Y"])

    def press(self, button=1):
        self.xdotool("mousedown", button)

    def release(self, button=1):
        self.xdotool("mouseup", button)

    def click(self, x, y, button=1, count=1):
        self.xdotool("mousemove", x, y, "click", "--repeat", count, "--delay", 60, button)

    def key(self, combination):
        self.xdotool("key", "--clearmodifiers", combination)

    def type(self, text):
        # ASCII goes in as keys of the US keymap. A character the keymap
        # lacks goes in through GTK's own input method (the suites name it:
        # GTK_IM_MODULE=gtk-im-context-simple), as its code point after
        # Ctrl+Shift+U, committed by Space: keys the keymap has, so nothing
        # depends on how fast the app reads a keymap. (xdotool would bind
        # such a character to a spare key for a moment, and GTK 4 often read
        # the key before the new binding, losing the character, the more so
        # the busier the machine.)
        run = ""
        for character in text:
            if character.isascii():
                run += character
                continue
            if run:
                self.xdotool("type", "--delay", 20, run)
                run = ""
            self.xdotool("key", "--clearmodifiers", "ctrl+shift+u")
            self.xdotool("type", "--delay", 20, f"{ord(character):x}")
            self.xdotool("key", "space")
        if run:
            self.xdotool("type", "--delay", 20, run)

    # MARK: Eyes and the other app

    def brightness_at(self, x, y):
        return luminance(["import", "-window", "root", "-crop", f"1x1+{x}+{y}", "png:-"], env=self.env)

    def clipboard(self):
        return XClipboard(self.env)

    def stop(self):
        pass


class WaylandDesktop(Desktop):
    name = "wayland"

    def __init__(self, x_display=None):
        """A headless sway, or one on the X server `x_display` (a
        touchscreen's: sway hands its touches on)."""
        require_x_display()  # the virtual keyboard's keymap is read from it
        from wayland import Sway
        from wayland_input import VirtualKeyboard, VirtualPointer
        self.sway = Sway(x_display=x_display)
        try:
            self.keyboard = VirtualKeyboard(self.sway.socket)
            self.pointer = VirtualPointer(self.sway.socket, *SCREEN)
        except BaseException:
            # No desktop to stop later: the sway this started ends here.
            self.sway.stop()
            raise
        self.clipboards = []   # their wl-copy owners end with sway

    def client_env(self):
        return self.sway.client_env()

    def extents(self, node):
        origin = a11y.wait_for(lambda: self.sway.window_origin(APP_ID), "the app's window on sway's output")
        e = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return origin[0] + e.x, origin[1] + e.y, e.width, e.height

    # MARK: Input

    def move_to(self, x, y):
        self.pointer.move_to(x, y)

    def pointer_position(self):
        return self.pointer.position

    def press(self, button=1):
        self.pointer.press(button)

    def release(self, button=1):
        self.pointer.release(button)

    def click(self, x, y, button=1, count=1):
        self.pointer.click(x, y, button, count)

    def key(self, combination):
        self.keyboard.key(combination)

    def type(self, text):
        self.keyboard.type(text)

    # MARK: Eyes and the other app

    def brightness_at(self, x, y):
        return luminance(["grim", "-g", f"{x},{y} 1x1", "-t", "png", "-"], env=self.client_env())

    def clipboard(self):
        board = WaylandClipboard(self.client_env())
        self.clipboards.append(board)
        return board

    def stop(self):
        for board in self.clipboards:
            board.close()
        self.sway.stop()


def require_x_display():
    """Without the run's X server, fails at once saying how to get one, not
    after waiting for a display that is not there (the suite never skips)."""
    assert os.environ.get("DISPLAY"), ("no X display (DISPLAY is unset): the end-to-end suite needs one; "
                                       "run `make test`, or run it under `xvfb-run -a`")


def xdotool(*args, timeout=10, env=None):
    result = subprocess.run(["xdotool", *[str(a) for a in args]], capture_output=True, text=True, timeout=timeout,
                            env=env)
    if result.returncode != 0:
        raise RuntimeError(f"xdotool {' '.join(map(str, args))}: {result.stderr.strip()}")


def luminance(screenshot_command, env=None):
    """The brightness (0-1) of a 1x1 screenshot a command writes as PNG."""
    png = subprocess.run(screenshot_command, capture_output=True, check=True, env=env).stdout
    return float(subprocess.run(["convert", "png:-", "-format", "%[fx:luminance]", "info:"], input=png,
                                capture_output=True, check=True).stdout)


# MARK: Another application on the clipboard

class Clipboard:
    """Another application on CLIPBOARD (or PRIMARY). `offer` takes the
    selection with some data, as an app that copies; `read` reads it as an
    app that pastes. Owners still serving end with `close()`: only the
    processes this clipboard started, never another program of the same name."""

    def __init__(self, env=None):
        self.env = env
        self.owners = []

    def serve(self, command, data):
        """Starts `command` as the owner, serving `data` until another takes over."""
        owner = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                 env=self.env)
        owner.stdin.write(data)
        owner.stdin.close()
        self.owners = [o for o in self.owners if o.poll() is None] + [owner]

    def close(self):
        for owner in self.owners:
            if owner.poll() is None:
                owner.kill()
                owner.wait()
        self.owners = []

    def wait_for(self, text, what="the clipboard", timeout=10):
        return a11y.wait_for(lambda: self.read() == text, f"{what} to read {text!r}", timeout=timeout)

    def read_strictly(self):
        """The clipboard's text, or its bytes when they are not UTF-8 (a
        lenient decode would turn them into U+FFFD and match a real U+FFFD),
        or None when nothing can be read."""
        data = self.read(raw=True)
        if data is None:
            return None
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            return data


class XClipboard(Clipboard):
    """xclip, a second X client."""
    TEXT = "UTF8_STRING"

    def offer(self, data, target=None, selection="clipboard"):
        if isinstance(data, str):
            data = data.encode()
        self.serve(["xclip", "-quiet", "-selection", selection, "-i"] + (["-t", target] if target else []), data)
        a11y.wait_for(lambda: (target or self.TEXT) in self.targets(selection), "xclip to own the clipboard")
        time.sleep(0.2)  # let the app hear about the new owner

    def read(self, target=None, selection="clipboard", raw=False):
        command = ["xclip", "-selection", selection, "-o"] + (["-t", target] if target else [])
        result = subprocess.run(command, capture_output=True, timeout=10, env=self.env)
        if raw:
            return result.stdout if result.returncode == 0 else None
        return result.stdout if target else result.stdout.decode(errors="replace")

    def targets(self, selection="clipboard"):
        return self.read("TARGETS", selection).decode(errors="replace").split()


class WaylandClipboard(Clipboard):
    """wl-copy and wl-paste, other Wayland clients (wl-paste reads through
    the data-control protocol, so it needs no keyboard focus)."""
    TEXT = "text/plain;charset=utf-8"

    def offer(self, data, target=None, selection="clipboard"):
        if isinstance(data, str):
            data = data.encode()
        # In the foreground, so that its pid is ours to end (it forks otherwise).
        # Always with its type: left to guess, wl-copy asks xdg-mime where
        # xdg-utils is installed, which calls text with a NUL in it
        # application/octet-stream and offers no text at all.
        self.serve(["wl-copy", "--foreground", "--type", target or self.TEXT]
                   + (["--primary"] if selection == "primary" else []), data)
        a11y.wait_for(lambda: (target or self.TEXT) in self.targets(selection), "wl-copy to own the clipboard")
        time.sleep(0.2)  # let the app hear about the new owner

    def read(self, target=None, selection="clipboard", raw=False):
        command = ["wl-paste", "--no-newline"] + (["--primary"] if selection == "primary" else []) \
            + (["--type", target] if target else [])
        result = subprocess.run(command, env=self.env, capture_output=True, timeout=10)
        if raw:
            return result.stdout if result.returncode == 0 else None
        return result.stdout if target else result.stdout.decode(errors="replace")

    def targets(self, selection="clipboard"):
        command = ["wl-paste", "--list-types"] + (["--primary"] if selection == "primary" else [])
        result = subprocess.run(command, env=self.env, capture_output=True, text=True, timeout=10)
        return result.stdout.split("\n") if result.returncode == 0 else []


def deselect_tests_of_other_backends(config, items):
    """For a suite's pytest_collection_modifyitems: deselects the tests
    marked `only_on` another backend; the run's summary counts them."""
    kept, deselected = [], []
    for item in items:
        marker = item.get_closest_marker("only_on")
        (kept if marker is None or BACKEND in marker.args else deselected).append(item)
    if deselected:
        config.hook.pytest_deselected(items=deselected)
        items[:] = kept


_current = None


def current():
    """The desktop of this run, started on first use."""
    global _current
    if _current is None:
        assert BACKEND in ("x11", "wayland"), f"EDIT_MENU_BACKEND must be x11 or wayland, not {BACKEND!r}"
        _current = WaylandDesktop() if BACKEND == "wayland" else X11Desktop()
    return _current


def with_touchscreen():
    """A desktop of this run's kind with a finger: an X server of its own
    with a touchscreen (`desktop.touch`), and on Wayland a sway on it. Stop
    it with `stop()`; the run's desktop is not touched."""
    from touchscreen import TouchScreen
    touch = TouchScreen()
    try:
        desk = WaylandDesktop(x_display=touch.display) if BACKEND == "wayland" else X11Desktop(env=touch.env())
    except BaseException:
        touch.stop()
        raise
    desk.touch = touch
    stop_desktop = desk.stop

    def stop_both():
        stop_desktop()
        touch.stop()
    desk.stop = stop_both
    return desk


def stop():
    global _current
    if _current is not None:
        _current.stop()
        _current = None
