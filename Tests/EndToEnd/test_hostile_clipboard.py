"""Hostile clipboard owners (bad clipboard input loses nothing): another X client offers 50 MB of
text, invalid UTF-8, NUL bytes, no text, dies mid-transfer (of its text or
its HTML), never answers, or advertises 1,000 targets. Whatever it does, the
app's main loop never waits on it (never blocked for more than 50 ms) nor freezes (never busy for a
second), the text field keeps its text or gets the valid text, the Event log
says what happened, and nothing crashes.

Each test runs a fresh app with the stall watchdog on (EDIT_MENU_STALL_MS) and
`hostile_owner.py` as the other application. Set HOSTILE_STALL_MS lower (say
15) to see the real longest stall of each case; HOSTILE_STALL_REPORT=<file>
appends one line per case with what was measured.
"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

import pytest

import atspi_helpers as a11y
import desktop
from conftest import APP_BINARY, RunningApp
from copying_app import HALF_SENT_HTML

HERE = os.path.dirname(os.path.abspath(__file__))
# The loop blocked (asleep, waiting on a pipe, the X server, the other app):
# a hostile owner must never hold it, whatever the machine's speed. Waiting
# does not grow with a slower CPU; measured (HOSTILE_STALL_MS=15), the
# longest wait of every case here is under 20 ms on X11 and Wayland.
BLOCKED_LIMIT_MS = 50
# The loop busy: pasting 65,000 characters into a GtkEntry is one turn of
# GTK's own layout (a plain GtkEntry takes 70-120 ms here, ours the same), so
# a bound on work is a bound on the machine's speed. The bench compares that
# work with GTK's ("Paste 65,534 bytes into a TextField / GtkEntry: longest
# main-loop turn"); here only a freeze a user sees fails, a second, which
# leaves a machine ten times slower than this one room.
FREEZE_LIMIT_MS = 1000
# The watchdog's threshold: the blocked limit unless asked to report smaller stalls too.
WATCHDOG_MS = int(os.environ.get("HOSTILE_STALL_MS", BLOCKED_LIMIT_MS))
STALL = re.compile(r"main loop stalled for (\d+) ms: (\d+) ms working, (\d+) ms blocked")
ORIGINAL = "keep me"


class WatchedApp(RunningApp):
    """The demo app with the stall watchdog on; its output goes to a file so a
    chatty app can never block on a full pipe, and tests can read it any time."""

    def __init__(self, process, root, output):
        super().__init__(process, root)
        self.output = output

    def log(self):
        self.output.flush()
        with open(self.output.name, errors="replace") as f:
            return f.read()

    def stalls(self):
        """Every stall reported: its length, in ms."""
        return [int(total) for total, _, _ in STALL.findall(self.log())]

    def blocked(self):
        """Of each stall, the ms the main thread was blocked, not working."""
        return [int(blocked) for _, _, blocked in STALL.findall(self.log())]

    def assert_never_blocked_nor_frozen(self):
        output = self.log()
        assert max(self.blocked(), default=0) <= BLOCKED_LIMIT_MS, f"the main loop waited on another app:\n{output}"
        assert max(self.stalls(), default=0) <= FREEZE_LIMIT_MS, f"the main loop froze:\n{output}"


@pytest.fixture
def watched_app():
    env = dict(desktop.current().client_env(), EDIT_MENU_STALL_MS=str(WATCHDOG_MS))
    env.setdefault("G_DEBUG", "fatal-criticals")
    output = tempfile.NamedTemporaryFile("w+", prefix="edit-menu-demo-", suffix=".log")
    process = subprocess.Popen([APP_BINARY], env=env, stdout=output, stderr=subprocess.STDOUT)
    try:
        root = a11y.wait_for(lambda: a11y.application(process.pid), "the app on the accessibility bus",
                             process=process)
        yield WatchedApp(process, root, output)
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        output.close()
        time.sleep(0.2)


@pytest.fixture
def user(watched_app):
    from user import User
    return User(watched_app)


class HostileOwner:
    """Another application owning the clipboard: `hostile_owner.py` (an X
    client) or `wayland_hostile_owner.py` (a Wayland one), same modes."""

    def __init__(self, *args):
        script = "wayland_hostile_owner.py" if desktop.BACKEND == "wayland" else "hostile_owner.py"
        self.process = subprocess.Popen([sys.executable, os.path.join(HERE, script), *map(str, args)],
                                        stdout=subprocess.PIPE, text=True, env=desktop.current().client_env())
        line = self.process.stdout.readline().strip()
        assert line == "ready", f"hostile owner {args} did not start (said {line!r})"
        time.sleep(0.3)   # let the app hear about its new clipboard owner

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=5)


@pytest.fixture
def hostile():
    owners = []

    def start(*args):
        owners.append(HostileOwner(*args))
        return owners[-1]
    yield start
    for owner in owners:
        owner.stop()


def huge_text(size):
    """What `hostile_owner.py --huge size` serves, as the single-line field shows it."""
    sys.path.insert(0, HERE)
    import hostile_owner
    return hostile_owner.huge_text(size).decode().replace("\n", " ")


# (owner arguments, does it offer text, what the field ends with, what the log says)
CASES = {
    "well-behaved": (["--text", "hostile owner text"], True, "hostile owner text",
                     "Paste performed by Text field"),
    # Far over what a GtkEntry holds (65,534 bytes): refused whole, by the size announced.
    "huge-50MB": (["--huge", 50_000_000], True, ORIGINAL, "the field can take"),
    # Valid text sent in INCR chunks, just under what the field holds (the
    # test types after it; the exact fit is TextField's own XCTest)...
    "65000-chars-incr": (["--huge", 65000, "--chunk", 8192], True, huge_text(65000),
                         "Paste performed by Text field"),
    # ...and over it: refused whole, never truncated.
    "70000-chars-incr": (["--huge", 70000, "--chunk", 8192], True, ORIGINAL,
                         "more than the 65534 characters the field can take"),
    "invalid-utf8": (["--invalid-utf8"], True, ORIGINAL, "not valid UTF-8"),
    "nul-bytes": (["--nul"], True, "beforeafterend", "NUL"),
    "no-text": (["--no-text"], False, ORIGINAL, "no text on the clipboard (it offers image/png)"),
    # It announces 8 MB, more than a field holds: refused before the owner
    # can die (the notes' own case below sees it go).
    "die-mid-transfer": (["--die-mid-transfer"], True, ORIGINAL, "the field can take"),
    "never-answer": (["--never-answer"], False, ORIGINAL, "did not answer"),
    # Says what it offers, then never sends it: given up after 5 s.
    "never-deliver": (["--never-deliver"], True, ORIGINAL, "did not answer"),
    "1000-targets": (["--many-targets", 1000], True, "hostile owner text", "Paste performed by Text field"),
}
# The same owners on Wayland, where the protocol makes two of them look
# different to the app (docs/reliability.md, "X11 and Wayland"):
WAYLAND_CASES = {
    # An offer lists its types up front, so Paste shows; the read then times out.
    "never-answer": (["--never-answer"], True, ORIGINAL, "did not answer"),
    # A pipe closed early mostly looks like a finished transfer: what arrived
    # is pasted, and Ctrl+Z takes it back (checked below). Now and then GDK
    # reports the read as cancelled instead ("error reading selection buffer:
    # Operation was cancelled"), and the app says the owner went away; either
    # way nothing typed is lost and the log says what happened.
    "die-mid-transfer": (["--die-mid-transfer"], True, huge_text(1000), "Paste performed by Text field"),
}
# Outcomes GTK may choose instead of the expected one: (log says, field holds).
OTHER_OUTCOMES = {("wayland", "die-mid-transfer"): [("went away during the transfer", ORIGINAL)]}
if desktop.BACKEND == "wayland":
    CASES.update(WAYLAND_CASES)


def open_menu_promptly(user, field, offers_text):
    """Right-clicks the field; the menu must appear at once, with Paste exactly
    when text is offered (types come from the cached targets, never a read)."""
    started = time.monotonic()
    user.right_click(field)
    user.wait_for_menu(timeout=2)
    elapsed = time.monotonic() - started
    if offers_text:
        # The targets may arrive just after the menu opened; the menu then updates.
        a11y.wait_for(lambda: "Paste" in (user.menu_titles() or []),
                      f"Paste in the menu (showing {user.menu_titles()})")
    else:
        time.sleep(0.5)
        titles = user.menu_titles()
        assert "Paste" not in titles, f"Paste offered with no text on the clipboard: {titles}"
    user.key("Escape")
    user.wait_for_no_menu()
    return elapsed


@pytest.mark.parametrize("case", list(CASES))
def test_hostile_owner_never_freezes_the_ui_and_the_log_says_what_happened(case, watched_app, user, hostile):
    args, offers_text, expected_text, log_says = CASES[case]
    field = user.field()
    user.click(field)
    user.type(ORIGINAL)
    a11y.wait_for(lambda: a11y.text_of(field) == ORIGINAL, "the typed text")

    owner = hostile(*args)
    menu_seconds = open_menu_promptly(user, field, offers_text)
    assert menu_seconds < 1.5, f"the menu took {menu_seconds:.2f}s to appear"

    pasted_at = time.monotonic()
    user.key("ctrl+v")
    # Ten seconds is generous for moving 50 MB through X; a never-answering owner
    # must be reported well before GTK's own 30 s selection timeout.
    outcomes = [(log_says, expected_text)] + OTHER_OUTCOMES.get((desktop.BACKEND, case), [])
    try:
        a11y.wait_for(lambda: any(says in user.log_text() for says, _ in outcomes),
                      f"the event log to say {' or '.join(repr(says) for says, _ in outcomes)}", timeout=10)
        log_says, expected_text = next((says, text) for says, text in outcomes if says in user.log_text())
    except AssertionError as error:
        raise AssertionError(f"{error}\nEvent log:\n{user.log_text()}\nfield: {a11y.text_of(field)[:80]!r}\n"
                             f"stalls (ms): {watched_app.stalls()}\napp output:\n{watched_app.log()[-3000:]}")
    log_seconds = time.monotonic() - pasted_at
    a11y.wait_for(lambda: a11y.text_of(field) == expected_text,
                  f"the field to hold {expected_text[:40]!r}… (it holds {a11y.text_of(field)[:40]!r}…)")
    if expected_text != ORIGINAL and case in WAYLAND_CASES and desktop.BACKEND == "wayland":
        user.key("ctrl+z")
        a11y.wait_for(lambda: a11y.text_of(field) == ORIGINAL, "Ctrl+Z bringing back what was typed")
        user.key("ctrl+shift+z")
        a11y.wait_for(lambda: a11y.text_of(field) == expected_text, "Ctrl+Shift+Z pasting again")

    # The app is still responsive and the field still edits.
    user.key("End")
    user.type("!")
    a11y.wait_for(lambda: a11y.text_of(field) == expected_text + "!", "typing after the paste")
    assert watched_app.process.poll() is None, "the app died"

    owner.stop()
    time.sleep(0.3)
    output = watched_app.log()
    stalls = watched_app.stalls()
    longest = max(stalls, default=0)
    log_line = next((line for line in reversed(user.log_text().splitlines()) if log_says in line), "")
    report = os.environ.get("HOSTILE_STALL_REPORT")
    if report:
        with open(report, "a") as f:
            f.write(f"{case}\t{longest}\t{max(watched_app.blocked(), default=0)}\t{menu_seconds:.2f}\t{log_seconds:.2f}\t"
                    f"{len(a11y.text_of(field)) - 1}\t{log_line}\n")
    watched_app.assert_never_blocked_nor_frozen()
    other_failures = [line for line in output.splitlines() if "SELF-CHECK FAILED" in line and not STALL.search(line)]
    assert not other_failures, f"a self-check failed:\n{output}"
    assert "CRITICAL" not in output, f"the app logged a GTK critical:\n{output}"
    assert watched_app.process.poll() is None, "the app died"


# A browser's HTML whose owner quits halfway (test_html_clipboard.py has it
# on every desktop), in a file the owner serves.
HALF_SENT_HTML_FILE = tempfile.NamedTemporaryFile(prefix="half-sent-", suffix=".html")
HALF_SENT_HTML_FILE.write(HALF_SENT_HTML)
HALF_SENT_HTML_FILE.flush()
NOTES_CASES = {
    # What no field could take goes into the notes, whole.
    "huge-50MB": (["--huge", 50_000_000], "Paste performed by Notes text"),
    "die-mid-transfer": (["--die-mid-transfer"], "went away during the transfer"),
    "html-die-mid-transfer": (["--die-mid-transfer", "--also", "text/html", HALF_SENT_HTML_FILE.name],
                              "went away during the transfer"),
}
if desktop.BACKEND == "wayland":
    # A closed pipe mostly reads as a finished transfer there (see WAYLAND_CASES).
    del NOTES_CASES["die-mid-transfer"], NOTES_CASES["html-die-mid-transfer"]


@pytest.mark.parametrize("case", list(NOTES_CASES))
def test_hostile_owner_and_the_notes(case, watched_app, user, hostile):
    args, log_says = NOTES_CASES[case]
    user.open_page("Notes")
    notes = user.find("text", "Notes text")
    user.click(notes)
    user.key("ctrl+a")
    user.type(ORIGINAL)
    a11y.wait_for(lambda: a11y.text_of(notes) == ORIGINAL, "the typed text")
    hostile(*args)
    user.key("ctrl+a")
    user.key("ctrl+v")
    user.wait_for_log(log_says, timeout=180)
    if case == "huge-50MB":
        text = notes.queryText()
        a11y.wait_for(lambda: notes.queryText().characterCount == 50_000_000, "all 50 MB in the notes")
        sys.path.insert(0, HERE)
        import hostile_owner as expected
        data = expected.huge_text(50_000_000).decode()
        assert text.getText(0, 1000) == data[:1000] and text.getText(49_999_000, 50_000_000) == data[-1000:], \
            "the notes hold the owner's text, first and last lines"
    else:
        a11y.wait_for(lambda: a11y.text_of(notes) == ORIGINAL, "the notes as they were")
    user.key("ctrl+End")
    user.type("!")
    a11y.wait_for(lambda: a11y.text_of(notes).endswith("!") if case != "huge-50MB"
                  else notes.queryText().characterCount == 50_000_001, "typing after the paste")
    output = watched_app.log()
    report = os.environ.get("HOSTILE_STALL_REPORT")
    if report:
        with open(report, "a") as f:
            f.write(f"notes {case}\t{max(watched_app.stalls(), default=0)}\t{max(watched_app.blocked(), default=0)}\n")
    watched_app.assert_never_blocked_nor_frozen()
    assert "CRITICAL" not in output, f"the app logged a GTK critical:\n{output}"


# The watchdog these tests trust: a loop that does not run is reported, a
# machine too busy to run it is not (the time the main thread waited for a
# CPU is left out, so a loaded CI host does not fail a paste that was quick).

HOLD_MS = 300


def hold_the_main_thread_off_its_cpu(pid, milliseconds):
    """Pins the app's main thread to CPU 0 and has a real-time busy loop hold
    that CPU: the thread is ready to run and waits, as under a busy machine."""
    os.sched_setaffinity(pid, {0})
    hog = subprocess.run([sys.executable, "-c", f"""
import os, time
os.sched_setaffinity(0, {{0}})
os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(50))
end = time.monotonic() + {milliseconds / 1000}
while time.monotonic() < end:
    pass
"""], capture_output=True, text=True)
    assert hog.returncode == 0, f"could not run a real-time busy loop (root is needed):\n{hog.stderr}"


def test_the_watchdog_reports_a_loop_that_does_not_run(watched_app):
    time.sleep(1.5)   # the watch starts a second after the app
    watched_app.process.send_signal(signal.SIGSTOP)
    time.sleep(HOLD_MS / 1000)
    watched_app.process.send_signal(signal.SIGCONT)
    a11y.wait_for(lambda: watched_app.stalls(), "the watchdog to report the stopped loop")
    assert max(watched_app.stalls()) >= HOLD_MS - 50, watched_app.log()
    # A stopped thread neither runs nor waits for a CPU: the loop was blocked.
    assert max(watched_app.blocked()) >= HOLD_MS - 50, watched_app.log()


def test_the_watchdog_leaves_out_time_spent_waiting_for_a_cpu(watched_app):
    time.sleep(1.5)
    hold_the_main_thread_off_its_cpu(watched_app.process.pid, HOLD_MS)
    time.sleep(0.5)
    assert watched_app.stalls() == [], f"a busy machine was reported as a stall:\n{watched_app.log()}"
