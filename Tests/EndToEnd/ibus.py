"""A real input method for the end-to-end suites: an IBus daemon of the
test's own, composing Japanese with Anthy, as a Japanese user of a GNOME
desktop types.

`InputMethod()` starts `ibus-daemon` on an address of its own (a socket in
a fresh directory, never the user's bus) with no panel, no XIM server, no
emoji extension and no config process. IBus and Anthy keep their settings
in GSettings: the daemon and its engines use GLib's keyfile backend in the
same directory (XDG_CONFIG_HOME), which holds one setting, Anthy starting
in Hiragana (Debian's default is Latin). HOME is that directory too, where
Anthy keeps its dictionary links. So a user's settings are never read or
written, and nothing is left behind. The daemon takes its well-known name
on the run's own session bus (dbus-run-session): GTK 4's IBus module hands
keys to IBus only once that name is there. Taking it, the daemon asks the
bus for IBus's Flatpak portal, which the bus starts with its own
environment: the portal looks for the daemon the user's own IBus would
have, finds none in make test's run and exits ("Not connected to the ibus
bus"); where the user's IBus runs, it serves that one on the run's bus,
which no test uses.

An app joins it with `app_env()` (GTK_IM_MODULE=ibus, IBUS_ADDRESS).
IBus sets an engine only while an input context has the focus, so the
daemon is made ready through an input context of the helper's own: it is
focused, Anthy is made the engine (IBus 1.5's engine is global: the app's
field gets it when it takes the focus), and "n" is composed into "n" to
know Anthy has started (a Python process; `/usr/bin/python3`, Debian's,
runs it whatever python3 comes first on PATH). `stop()` ends the daemon and
the engines it started, by their pids.

Typing "nihongo" into a field then shows the pre-edit "にほんご"; Space
converts it ("日本語"), Enter commits it, Esc cancels it (Anthy's keys).
"""
import glob
import os
import shutil
import signal
import subprocess
import tempfile
import time

from processes import children_of, end_process

# What each part comes from (make test's TEST_PACKAGES installs them all),
# as file patterns (the libraries are under the architecture's triplet).
REQUIRED = {
    "/usr/bin/ibus-daemon": "ibus",
    "/usr/share/ibus/component/anthy.xml": "ibus-anthy",
    "/usr/lib/*/gtk-3.0/3.0.0/immodules/im-ibus.so": "ibus-gtk3",
    "/usr/lib/*/gtk-4.0/4.0.0/immodules/libim-ibus.so": "ibus-gtk4",
}
# Anthy's engine is Python: Debian's interpreter, which has its modules.
SYSTEM_PATH = "/usr/bin:/bin"


def missing_packages():
    """The Debian packages whose files the rig needs and does not find."""
    return sorted({package for pattern, package in REQUIRED.items() if not glob.glob(pattern)})


class InputMethod:
    """A private IBus daemon with Anthy on, ready to compose (see the module)."""

    def __init__(self, timeout=30):
        missing = missing_packages()
        assert not missing, (f"the input-method tests need {', '.join(missing)} "
                             f"(make test installs them: apt-get install {' '.join(missing)})")
        self.directory = tempfile.mkdtemp(prefix="edit-menu-ibus-")
        self.address = f"unix:path={self.directory}/ibus"
        settings = os.path.join(self.directory, "config", "glib-2.0", "settings")
        os.makedirs(settings)
        with open(os.path.join(settings, "keyfile"), "w") as file:
            # 0: Hiragana. Anthy's own default (3) is Latin, which types plain letters.
            file.write("[org/freedesktop/ibus/engine/anthy/common]\ninput-mode=0\n")
        self.env = dict(os.environ, HOME=self.directory, XDG_CONFIG_HOME=os.path.join(self.directory, "config"),
                        XDG_CACHE_HOME=os.path.join(self.directory, "cache"), GSETTINGS_BACKEND="keyfile",
                        PATH=SYSTEM_PATH + ":" + os.environ.get("PATH", ""), IBUS_ADDRESS=self.address)
        self.log = open(os.path.join(self.directory, "daemon.log"), "w")
        # No panel, no XIM server (without --xim), no emoji extension, no
        # config process, no registry cache: nothing but the bus and its engines.
        self.process = subprocess.Popen(["ibus-daemon", f"--address={self.address}", "--panel=disable",
                                         "--emoji-extension=disable", "--config=disable", "--cache=none"],
                                        env=self.env, stdout=self.log, stderr=subprocess.STDOUT)
        try:
            self._make_anthy_the_engine(timeout)
        except BaseException:
            self.stop()
            raise

    def app_env(self):
        """What an app's environment needs to type through this daemon."""
        return {"GTK_IM_MODULE": "ibus", "IBUS_ADDRESS": self.address}

    def _make_anthy_the_engine(self, timeout):
        """Anthy on, through an input context of our own, once it composes."""
        socket = self.address.split("=", 1)[1]
        deadline = time.monotonic() + timeout
        while not os.path.exists(socket):
            assert self.process.poll() is None, f"ibus-daemon exited with {self.process.returncode}: {self._log()}"
            assert time.monotonic() < deadline, f"ibus-daemon made no socket in {timeout} s: {self._log()}"
            time.sleep(0.05)
        result = subprocess.run([SYSTEM_PATH.split(":")[0] + "/python3", "-c", _READY_SCRIPT, str(timeout)],
                                env=self.env, capture_output=True, text=True, timeout=timeout + 10)
        assert result.returncode == 0, \
            f"IBus with Anthy did not get ready: {result.stdout}{result.stderr}\nthe daemon's log:\n{self._log()}"

    def _log(self):
        """The end of the daemon's log (the engines write there too)."""
        self.log.flush()
        with open(self.log.name) as file:
            return file.read()[-2000:]

    def stop(self):
        """Ends the engines and the daemon, by pid, and removes the directory."""
        engines = children_of(self.process.pid) if self.process.poll() is None else []
        end_process(self.process)
        for pid in engines:
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        self.log.close()
        time.sleep(0.1)
        shutil.rmtree(self.directory, ignore_errors=True)


# Run by Debian's python3 (it has IBus's GObject bindings), once the
# daemon's socket is there: focuses an input context of its own, makes
# Anthy the engine, and composes "n" until Anthy answers with the pre-edit "n".
_READY_SCRIPT = r"""
import sys, time
import gi
gi.require_version("IBus", "1.0")
from gi.repository import GLib, IBus

deadline = time.monotonic() + float(sys.argv[1])
IBus.init()
bus = IBus.Bus.new()   # one per process: made again, it is the same one
if not bus.is_connected():
    sys.exit(f"no IBus daemon answers at {IBus.get_address()}")
context = bus.create_input_context("edit-menu-tests")
context.set_capabilities(IBus.Capabilite.PREEDIT_TEXT | IBus.Capabilite.FOCUS)
preedit = []
context.connect("update-preedit-text", lambda _context, text, _cursor, _visible: preedit.append(text.get_text()))
context.focus_in()
while not bus.set_global_engine("anthy"):
    if time.monotonic() > deadline:
        sys.exit("IBus did not take Anthy as its engine")
    time.sleep(0.1)
loop = GLib.MainContext.default()
while "n" not in preedit:
    if time.monotonic() > deadline:
        sys.exit(f"Anthy never composed: pre-edits {preedit}")
    context.process_key_event(ord("n"), 0, 0)
    end = time.monotonic() + 0.5
    while "n" not in preedit and time.monotonic() < end:
        loop.iteration(False)
        time.sleep(0.01)
context.reset()
context.focus_out()
while loop.iteration(False):
    pass
"""
