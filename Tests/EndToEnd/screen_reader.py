"""Orca, Debian's screen reader, listening to the app as a blind user's would.

There is no sound card here, so speech-dispatcher speaks through its dummy
module (without it Orca blocks on its first word), and what Orca says is read
from its debug log, where every utterance is a `SPEECH OUTPUT: '…'` line.
Orca's settings are its defaults, but for two a user changes: positions are
spoken ("2 of 8", off by default) and typed keys are not echoed, so that a
transcript holds what the app presents, not the keys that were pressed.

A desktop turns the screen reader on by setting AT-SPI's
`ScreenReaderEnabled` (GNOME's switch is the setting it mirrors,
org.gnome.desktop.a11y.applications screen-reader-enabled) and starting Orca;
the app follows that property (the screen-reader rule, ARCHITECTURE.md).
`stop` turns it off again, so the rest of a run sees no screen reader.
"""
import fcntl
import json
import os
import re
import shutil
import subprocess
import tempfile
import time

import atspi_helpers as a11y

SPEECH_DISPATCHER_CONFIG = """\
AddModule "dummy" "sd_dummy" ""
DefaultModule dummy
AudioOutputMethod "libao"
"""

# Orca's own settings file, holding only what differs from its defaults.
ORCA_SETTINGS = {
    "general": {"enablePositionSpeaking": True, "enableKeyEcho": False, "enableEchoByWord": False,
                "enableEchoByCharacter": False, "enableEchoBySentence": False},
    "profiles": {"default": {"profile": ["Default", "default"], "enablePositionSpeaking": True,
                             "enableKeyEcho": False}},
    "pronunciations": {},
    "keybindings": {},
}

UTTERANCE = re.compile(r"SPEECH OUTPUT: '(.*)' ?\{'established")


def set_screen_reader_enabled(env, enabled):
    """Sets AT-SPI's ScreenReaderEnabled on the session bus, as Orca does."""
    subprocess.run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                    "--method", "org.freedesktop.DBus.Properties.Set", "org.a11y.Status", "ScreenReaderEnabled",
                    f"<{'true' if enabled else 'false'}>"],
                   env=env, check=True, capture_output=True, timeout=10)


def users_orcas():
    """The pids of the Orcas this user runs, as Orca itself finds them (it
    refuses to start beside one)."""
    result = subprocess.run(["pgrep", "-u", str(os.getuid()), "-x", "orca"], capture_output=True, text=True)
    return [int(pid) for pid in result.stdout.split()]


ORCAS_TURN = os.path.join(tempfile.gettempdir(), f"edit-menu-orca-{os.getuid()}.lock")


def take_orcas_turn(timeout=900):
    """Waits until no other suite of ours runs an Orca (a lock on a file,
    held until `release_orcas_turn`); the other suite's Orca tests take a
    few minutes at most."""
    turn = open(ORCAS_TURN, "a")
    deadline = time.monotonic() + timeout
    while True:
        try:
            fcntl.flock(turn, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return turn
        except BlockingIOError:
            if time.monotonic() > deadline:
                turn.close()
                raise AssertionError(f"another suite held Orca's turn ({ORCAS_TURN}) for {timeout} s")
            time.sleep(0.2)


def release_orcas_turn(turn):
    fcntl.flock(turn, fcntl.LOCK_UN)
    turn.close()


class Orca:
    """A running Orca; `said_since(mark())` is what it said after a point."""

    def __init__(self, env):
        # Orca runs once per user; `orca --replace` would kill the user's own
        # screen reader to make room, and a test ends only what it started.
        # Our own runs take turns (make test runs two suites at once).
        self.turn = take_orcas_turn()
        running = users_orcas()
        if running:
            release_orcas_turn(self.turn)
        assert not running, (f"Orca already runs for this user (pid {', '.join(map(str, running))}); the "
                             "screen-reader tests start one of their own and never end yours: run them "
                             "where this user runs no Orca")
        self.home = tempfile.mkdtemp(prefix="edit-menu-orca-")
        self.env = dict(env)
        config = os.path.join(self.home, "config")
        os.makedirs(os.path.join(config, "speech-dispatcher"))
        with open(os.path.join(config, "speech-dispatcher", "speechd.conf"), "w") as file:
            file.write(SPEECH_DISPATCHER_CONFIG)
        prefs = os.path.join(self.home, "orca")
        os.makedirs(prefs)
        with open(os.path.join(prefs, "user-settings.conf"), "w") as file:
            json.dump(ORCA_SETTINGS, file)
        # Orca's log is block-buffered; a test reads each word as it is said.
        with open(os.path.join(prefs, "orca-customizations.py"), "w") as file:
            file.write("import orca.debug\n"
                       "if orca.debug.debugFile:\n"
                       "    orca.debug.debugFile.reconfigure(line_buffering=True)\n")
        self.env.update(XDG_CONFIG_HOME=config, XDG_RUNTIME_DIR=self.env.get("XDG_RUNTIME_DIR", self.home))
        # Orca 43 reads its modifier keys from an X display even on Wayland
        # (GNOME's Xwayland): on the Wayland desktop, the run's X server.
        if "DISPLAY" not in self.env and "DISPLAY" in os.environ:
            self.env["DISPLAY"] = os.environ["DISPLAY"]
        set_screen_reader_enabled(self.env, True)
        self.log = os.path.join(self.home, "orca.log")
        self.output = open(os.path.join(self.home, "orca.out"), "w+")
        self.process = subprocess.Popen(["orca", "-u", prefs, f"--debug-file={self.log}"],
                                        env=self.env, stdout=self.output, stderr=subprocess.STDOUT)
        try:
            self.wait_for("Screen reader on", since=0, timeout=30)
        except AssertionError as error:
            self.output.seek(0)
            printed = self.output.read()[-2000:]
            self.stop()   # and the turn goes to the other suite
            raise AssertionError(f"{error}; Orca printed:\n{printed}") from None
        # Orca has found its bearings once its first words are out.
        time.sleep(1)

    def utterances(self):
        """Everything Orca has said, in order."""
        try:
            with open(self.log, encoding="utf-8", errors="replace") as file:
                return [m.group(1).strip() for m in map(UTTERANCE.search, file) if m]
        except FileNotFoundError:
            return []

    def mark(self):
        """A point in what Orca said, for `said_since`."""
        return len(self.utterances())

    def said_since(self, mark):
        return self.utterances()[mark:]

    def wait_for(self, *fragments, since, timeout=10):
        """Waits until Orca, after `since`, has said each of `fragments` in
        order (each a part of one utterance); returns what it said."""
        def heard():
            said = self.said_since(since)
            position = 0
            for fragment in fragments:
                position = next((i + 1 for i in range(position, len(said)) if fragment in said[i]), None)
                if position is None:
                    return None
            return said
        return a11y.wait_for(heard, f"Orca to say {list(fragments)} (it said {self.said_since(since)})",
                             timeout=timeout)

    def quiet_for(self, seconds, since):
        """What Orca said after `since`, once it has been quiet for `seconds`."""
        last, quiet_since = None, time.monotonic()
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            said = self.said_since(since)
            if said != last:
                last, quiet_since = said, time.monotonic()
            elif time.monotonic() - quiet_since >= seconds:
                break
            time.sleep(0.1)
        return last

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        set_screen_reader_enabled(self.env, False)
        self.output.close()
        shutil.rmtree(self.home, ignore_errors=True)
        release_orcas_turn(self.turn)
