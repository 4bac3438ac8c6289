"""Firefox ESR as the other application for styled text: a page with an
editable area (contenteditable), in kiosk mode under the suite's X server,
with a profile of its own (no first-run pages, no default-browser question,
nothing restored or reported). The suites copy styled text in it and paste
ours into it with its own keys, and read what it copies as text/html.

X11 only: under the headless sway the suites' Wayland clipboard tools and
our apps run, but Firefox ESR's Wayland backend is not tried here.

The demo's window and Firefox's both sit at the screen's origin (no window
manager runs), so the one not in use is unmapped, as a user switching
windows would leave only one under the pointer and the keyboard."""
import os
import shutil
import subprocess
import tempfile
import time

import pytest

import atspi_helpers as a11y

BINARY = shutil.which("firefox-esr") or shutil.which("firefox")

# What the page's editable area holds when it opens.
PAGE_HTML = "Start <b>Bold</b> mid <i>Italic</i> and <u>Under</u> end"
PAGE_TEXT = "Start Bold mid Italic and Under end"

# A profile's preferences for a quiet, first-run-free start.
PREFERENCES = {
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "startup.homepage_welcome_url": "",
    "startup.homepage_welcome_url.additional": "",
    "browser.aboutwelcome.enabled": False,
    "browser.sessionstore.resume_from_crash": False,
    "browser.tabs.warnOnClose": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "datareporting.healthreport.uploadEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.update.auto": False,
    "extensions.update.enabled": False,
    "browser.newtabpage.enabled": False,
    "browser.translations.automaticallyPopup": False,
}

PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Editable page</title></head>
<body style="margin: 40px; font: 20px sans-serif">
<div id="editor" contenteditable="true" style="min-height: 200px; border: 1px solid #888">{content}</div>
<script>
  const editor = document.getElementById("editor");
  editor.focus();
  document.title = "ready";
</script>
</body></html>
"""


def _preference(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    return f'"{value}"' if isinstance(value, str) else str(value)


class Firefox:
    """One Firefox ESR with the editable page, on the X display of `env`."""

    def __init__(self, env):
        assert BINARY, "firefox-esr is installed (make test installs it)"
        self.env = dict(env, MOZ_ENABLE_WAYLAND="0", MOZ_CRASHREPORTER_DISABLE="1")
        self.env.pop("WAYLAND_DISPLAY", None)
        self.folder = tempfile.mkdtemp(prefix="edit-menu-firefox-")
        profile = os.path.join(self.folder, "profile")
        os.mkdir(profile)
        with open(os.path.join(profile, "user.js"), "w") as prefs:
            for name, value in PREFERENCES.items():
                prefs.write(f'user_pref("{name}", {_preference(value)});\n')
        self.page = os.path.join(self.folder, "page.html")
        with open(self.page, "w") as page:
            page.write(PAGE.format(content=PAGE_HTML))
        self.process = subprocess.Popen([BINARY, "--kiosk", "--no-remote", "--new-instance", "--profile", profile,
                                         "file://" + self.page],
                                        env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.window = a11y.wait_for(self._window, "Firefox's window with the page", timeout=60)
        self.show(False)   # until a test turns to it

    def _window(self):
        if self.process.poll() is not None:
            raise AssertionError(f"Firefox exited with {self.process.returncode}")
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^ready"],
                               capture_output=True, text=True, env=self.env).stdout.split()
        return found[0] if found else None

    def xdotool(self, *args):
        subprocess.run(["xdotool", *map(str, args)], check=True, env=self.env)

    def show(self, shown=True):
        """Maps Firefox's window and gives it the keyboard, or unmaps it."""
        if shown:
            self.xdotool("windowmap", "--sync", self.window)
            self.xdotool("windowraise", self.window)
            self.xdotool("windowfocus", "--sync", self.window)
            self.xdotool("mousemove", "--window", self.window, 200, 120)
        else:
            self.xdotool("windowunmap", "--sync", self.window)
        time.sleep(0.5)

    def hand_back_to(self, pid):
        """Unmaps Firefox's window and gives the keyboard to the window of
        process `pid` (the demo), under the pointer."""
        self.show(False)
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                               capture_output=True, text=True, env=self.env).stdout.split()
        assert found, f"a window of process {pid} to go back to"
        self.xdotool("windowfocus", "--sync", found[-1])
        self.xdotool("mousemove", "--window", found[-1], 100, 100)
        time.sleep(0.3)

    def copy_all(self, clipboard):
        """Ctrl+A and Ctrl+C in the editable area, when another application
        owns the clipboard; returns the text/html Firefox then offers."""
        assert "text/_moz_htmlcontext" not in clipboard.targets(), "another application's copy before Firefox's"
        self.key("ctrl+a", "ctrl+c")
        a11y.wait_for(lambda: "text/_moz_htmlcontext" in clipboard.targets(), "Firefox to own the clipboard with its copy")
        return clipboard.read(target="text/html", raw=True).decode("utf-8")

    def key(self, *combinations):
        for combination in combinations:
            self.xdotool("key", "--clearmodifiers", combination)
            time.sleep(0.1)

    def click_into_editor(self):
        """A click in the editable area, under its text: the caret at its end."""
        self.xdotool("mousemove", "--window", self.window, 300, 200, "click", 1)
        time.sleep(0.3)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture
def firefox(test_desktop):
    """A Firefox of the test's own on the suite's X server, unmapped until
    the test shows it."""
    browser = Firefox(test_desktop.client_env())
    yield browser
    browser.stop()
