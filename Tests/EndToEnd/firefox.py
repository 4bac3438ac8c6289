"""Firefox ESR as the other application for styled text: a page with an
editable area (contenteditable), in kiosk mode on the suite's desktop, with
a profile of its own (no first-run pages, no default-browser question,
nothing restored or reported). The suites copy styled text in it and paste
ours into it with its own keys, and read what it copies as text/html.

Only one of the two windows, the demo's or Firefox's, is in view at a time,
as a user switching windows sees them: on X11 (no window manager, both at
the screen's origin) the other is unmapped and the one in view given the
keyboard; under sway Firefox has a workspace of its own (sway would tile
the two side by side) and the test switches workspaces. Firefox runs as a
Wayland client there (MOZ_ENABLE_WAYLAND=1)."""
import os
import shutil
import subprocess
import sys
import tempfile
import time

import pytest

import atspi_helpers as a11y
from processes import end_process

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

# The workspace Firefox has to itself under sway.
WORKSPACE = "browser"


def _preference(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    return f'"{value}"' if isinstance(value, str) else str(value)


class Firefox:
    """One Firefox ESR with the editable page, on `desktop` (the suite's)."""

    def __init__(self, desktop):
        assert BINARY, "firefox-esr is installed (make test installs it)"
        self.desktop = desktop
        self.sway = getattr(desktop, "sway", None)
        self.env = dict(desktop.client_env(), MOZ_CRASHREPORTER_DISABLE="1",
                        MOZ_ENABLE_WAYLAND="1" if self.sway else "0")
        self.folder = tempfile.mkdtemp(prefix="edit-menu-firefox-")
        profile = os.path.join(self.folder, "profile")
        os.mkdir(profile)
        with open(os.path.join(profile, "user.js"), "w") as prefs:
            for name, value in PREFERENCES.items():
                prefs.write(f'user_pref("{name}", {_preference(value)});\n')
        self.page = os.path.join(self.folder, "page.html")
        with open(self.page, "w") as page:
            page.write(PAGE.format(content=PAGE_HTML))
        self.window = self._start(profile)
        if self.sway:
            self.home = next(w["name"] for w in self.sway.command("-t", "get_workspaces") if w["focused"])
            self.sway.command(f'[con_id={self.window}]', "move", "container", "to", "workspace", WORKSPACE)
        self.show(False)   # until a test turns to it

    def _start(self, profile, attempts=2):
        """Starts Firefox and returns its window once the page is in it. A
        Firefox that shows no window in 45 s is started once more, saying
        so: under sway one start in about ten never mapped one, for a
        reason not known yet (a peer's hiccup, not what is tested; the
        message keeps what Firefox said)."""
        for attempt in range(1, attempts + 1):
            self.process = subprocess.Popen([BINARY, "--kiosk", "--no-remote", "--new-instance", "--profile", profile,
                                             "file://" + self.page],
                                            env=self.env, stdout=self._log(), stderr=subprocess.STDOUT)
            try:
                return a11y.wait_for(self._window, "Firefox's window with the page", timeout=45)
            except AssertionError as error:
                with open(os.path.join(self.folder, "firefox.log"), errors="replace") as log:
                    said = log.read()[-2000:]
                failure = f"{error}; the windows: {self._windows()}; Firefox said:\n{said}"
                end_process(self.process, timeout=10)
                if attempt == attempts:
                    raise AssertionError(failure) from None
                print(f"Firefox started again: {failure}", file=sys.stderr)

    def _window(self):
        if self.process.poll() is not None:
            raise AssertionError(f"Firefox exited with {self.process.returncode}")
        if self.sway:
            return next((w["id"] for w in self.sway.windows()
                         if w.get("pid") == self.process.pid and (w.get("name") or "").startswith("ready")), None)
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^ready"],
                               capture_output=True, text=True, env=self.env).stdout.split()
        return found[0] if found else None

    def _log(self):
        """Firefox's output, kept for a failure's message."""
        return open(os.path.join(self.folder, "firefox.log"), "wb")

    def _windows(self):
        """The desktop's windows, for a message: (pid, title) each."""
        if self.sway:
            return [(w.get("pid"), w.get("name")) for w in self.sway.windows()]
        ids = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", ""],
                             capture_output=True, text=True, env=self.env).stdout.split()
        return [subprocess.run(["xdotool", "getwindowname", i], capture_output=True, text=True,
                               env=self.env).stdout.strip() for i in ids]

    def _xdotool(self, *args):
        subprocess.run(["xdotool", *map(str, args)], check=True, env=self.env)

    def show(self, shown=True):
        """Puts Firefox's window in view with the keyboard, or out of view."""
        if self.sway:
            self.sway.command("workspace", WORKSPACE if shown else self.home)
        elif shown:
            self._xdotool("windowmap", "--sync", self.window)
            self._xdotool("windowraise", self.window)
            self._xdotool("windowfocus", "--sync", self.window)
            self._xdotool("mousemove", "--window", self.window, 200, 120)
        else:
            self._xdotool("windowunmap", "--sync", self.window)
        time.sleep(0.5)

    def hand_back_to(self, pid):
        """Puts Firefox's window out of view and gives the keyboard to the
        window of process `pid` (the demo)."""
        self.show(False)
        if self.sway:
            return   # the only window on its workspace has the keyboard
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                               capture_output=True, text=True, env=self.env).stdout.split()
        assert found, f"a window of process {pid} to go back to"
        self._xdotool("windowfocus", "--sync", found[-1])
        self._xdotool("mousemove", "--window", found[-1], 100, 100)
        time.sleep(0.3)

    def key(self, *combinations):
        for combination in combinations:
            self.desktop.key(combination)
            time.sleep(0.1)

    def copy_all(self, clipboard):
        """Ctrl+A and Ctrl+C in the editable area, when another application
        owns the clipboard; returns the text/html Firefox then offers."""
        assert "text/_moz_htmlcontext" not in clipboard.targets(), "another application's copy before Firefox's"
        self.key("ctrl+a", "ctrl+c")
        a11y.wait_for(lambda: "text/_moz_htmlcontext" in clipboard.targets(), "Firefox to own the clipboard with its copy")
        return clipboard.read(target="text/html", raw=True).decode("utf-8")

    def stop(self):
        end_process(self.process, timeout=10)
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture
def firefox(test_desktop):
    """A Firefox of the test's own on the suite's desktop, out of view until
    the test shows it."""
    browser = Firefox(test_desktop)
    yield browser
    browser.stop()
