"""Another application that copied styled text, for both suites'
clipboard tests: text and, beside it, data of one type (our own styled
format, or text/html: a browser's copy, captured from Firefox ESR), served
by this suite's hostile owner, an X or a Wayland client. And what such an
application reads of our HTML, with Python's own HTML parser."""
import html.parser
import os
import subprocess
import sys
import tempfile
import time

import pytest

import atspi_helpers
import desktop
from processes import end_process

HTML = "text/html"
HERE = os.path.dirname(__file__)
FIXTURES = os.path.join(HERE, "..", "EditMenuTextTests", "Fixtures")

# Firefox ESR's copy of an editable page (Tests/EditMenuTextTests/Fixtures),
# the text it pastes as and the words each style covers, in order.
FIREFOX_COPY = os.path.join(FIXTURES, "firefox-esr-153-contenteditable.html")
FIREFOX_TEXT = ("Start Bold mid Italic and Under end\nbold both italic two\u00a0 spaces\n"
                "🇯🇵 👩\u200d👩\u200d👧 cafe\u0301 漢字 שלום & <tag>\n\nweight slanted lined")
FIREFOX_RUNS = {"bold": ["Bold", "bold both", "שלום", "weight"],
                "italic": ["Italic", "both italic", "slanted"],
                "underline": ["Under", "lined"]}


def offsets_of(text, words, at=0):
    """The code point offsets of `words`, found one after another in
    `text`, shifted by `at`."""
    found, start = set(), 0
    for word in words:
        start = text.index(word, start)
        found.update(range(at + start, at + start + len(word)))
        start += len(word)
    return found


class StyledRuns(html.parser.HTMLParser):
    """The text of an HTML fragment as a browser shows it (br a line break)
    and the words inside b, i and u: what a receiving application keeps."""

    def __init__(self, markup):
        super().__init__(convert_charrefs=True)
        self.text, self.open, self.runs = "", [], {"b": [], "i": [], "u": []}
        self.feed(markup)
        self.close()

    def handle_starttag(self, tag, attrs):
        if tag == "br":
            self.text += "\n"
        elif tag in self.runs:
            self.open.append((tag, len(self.text)))

    def handle_endtag(self, tag):
        for index in range(len(self.open) - 1, -1, -1):
            if self.open[index][0] == tag:
                self.runs[tag].append(self.text[self.open.pop(index)[1]:])
                break

    def handle_data(self, data):
        self.text += data


class CopyingApp:
    """Another application that copied `text`, and `data` as `kind` beside it;
    with `quits_halfway`, one that quits in the middle of sending what is
    pasted (text None: the hostile owner's own)."""

    def __init__(self, text, kind, data, quits_halfway=False):
        self.file = tempfile.NamedTemporaryFile(suffix=".copied")
        self.file.write(data)
        self.file.flush()
        script = "wayland_hostile_owner.py" if desktop.BACKEND == "wayland" else "hostile_owner.py"
        mode = ["--die-mid-transfer"] if quits_halfway else ["--text", text]
        self.process = subprocess.Popen([sys.executable, os.path.join(HERE, script), *mode,
                                         "--also", kind, self.file.name],
                                        stdout=subprocess.PIPE, text=True, env=desktop.current().client_env())
        assert self.process.stdout.readline().strip() == "ready", "the other application did not take the clipboard"
        time.sleep(0.3)   # the demo hears of the new owner

    def stop(self):
        end_process(self.process)
        self.file.close()


@pytest.fixture
def copying_app():
    """Starts a CopyingApp: copying_app(text, kind, data); all end with the test."""
    apps = []

    def start(text, kind, data, quits_halfway=False):
        apps.append(CopyingApp(text, kind, data, quits_halfway))
        return apps[-1]
    yield start
    for app in apps:
        app.stop()


def check_html_of_a_copy(clipboard, copied, bold, italic):
    """What another application reads of a copy of `copied` from the notes:
    text/html beside the plain text, its text `copied` (line breaks as
    <br>), the words `bold` in <b> and `italic` in <i>."""
    clipboard.wait_for(copied, what="the other application's plain text")
    assert HTML in clipboard.targets(), f"text/html beside the plain text: {clipboard.targets()}"
    markup = clipboard.read(target=HTML, raw=True).decode("utf-8")
    read = StyledRuns(markup)
    assert read.text == copied, f"the HTML's text, its line breaks <br>: {markup!r}"
    assert read.runs["b"] == bold, f"{bold} in <b>: {markup!r}"
    assert read.runs["i"] == italic, f"{italic} in <i>: {markup!r}"


def check_firefox_styles(at, bold, italic, underlined):
    """The styles of Firefox's copy pasted at `at`: `bold`, `italic` and
    `underlined` are the offsets the notes show each style at, the notes'
    own styles before `at` left out."""
    pasted = set(range(at, at + len(FIREFOX_TEXT)))
    for name, shown in (("bold", bold), ("italic", italic), ("underline", underlined)):
        assert shown & pasted == offsets_of(FIREFOX_TEXT, FIREFOX_RUNS[name], at), f"{name} where the browser showed it"


def firefox_copy():
    with open(FIREFOX_COPY, "rb") as file:
        return file.read()


# HTML bigger than an X11 INCR piece and than what the Wayland owner sends
# before it quits, all ASCII (a cut never splits a character).
HALF_SENT_HTML = "".join(f"<p><b>line {n}</b> of <i>the page</i> &amp; &#x1F1EF;&#x1F1F5;</p>\n"
                         for n in range(5000)).encode()


def check_a_paste_from_an_application_that_quit_halfway(before, text_now, log_lines, undo):
    """A paste of HALF_SENT_HTML, whose owner quit halfway, into notes that
    held `before`: under X11 it is refused, the notes as they were and the
    log saying why, as soon as the X server says the owner is gone. Under
    Wayland a pipe closed early mostly reads as a finished transfer: what
    arrived is pasted, in one undo step (`undo` presses Ctrl+Z), or, when
    the compositor's word comes first, refused as under X11. Either way
    nothing is lost and nothing waits; `text_now` and `log_lines` read the
    notes and the event log."""
    gone = "the clipboard's owner went away during the transfer"
    pasted = "Paste performed by Notes text"

    def outcome():
        lines = log_lines()
        if any(gone in line for line in lines):
            return "refused"
        if desktop.BACKEND == "wayland" and any(pasted in line for line in lines):
            return "pasted what arrived"
        return None
    said = atspi_helpers.wait_for(outcome, f"the log to say {gone!r} (or, under Wayland, {pasted!r})")
    if said == "refused":
        assert text_now() == before, "the notes as they were"
        return said
    now = text_now()
    lines = [line for line in now[len(before):].split("\n") if line]
    assert now.startswith(before) and lines, f"what arrived, pasted after the notes: {now[len(before):][:200]!r}"
    # Whole lines in order, the last one perhaps cut short.
    for n, line in enumerate(lines):
        whole = f"line {n} of the page & \U0001F1EF\U0001F1F5"
        assert line == whole or (n == len(lines) - 1 and whole.startswith(line)), f"line {n} pasted as {line!r}"
    assert len(lines) < 5000, "the paste holds less than the whole page"
    undo()
    atspi_helpers.wait_for(lambda: text_now() == before, "Ctrl+Z taking the partial paste back whole")
    return said
