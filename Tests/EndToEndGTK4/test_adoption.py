"""An app's own GTK 4 widgets, made by plain C calls in a window of its
own (the example edit-menu-adoption-example-gtk4), adopted with
`init(unsafeWidget:)`: our menu in place of GTK's, our undo, our paste
rules, and the text the app put there kept."""
import os
import subprocess
import sys
import tempfile

import pytest

from conftest import Demo, wait_for
from processes import end_process

EXAMPLE = "edit-menu-adoption-example-gtk4"


class Example(Demo):
    """The example app: found by its own name; its window is the app's."""

    def _find_app(self):
        import pyatspi
        root = pyatspi.Registry.getDesktop(0)
        return next((a for a in root if a is not None and a.name == EXAMPLE
                     and a.get_process_id() == self.process.pid), None)

    def _window_origin(self):
        # Without a GtkApplication, GTK names the window after the program.
        return wait_for(lambda: self.desktop.sway.window_origin(EXAMPLE), what="the window on sway")


@pytest.fixture
def example(test_desktop):
    binary = os.path.join(os.path.dirname(os.environ["EDIT_MENU_DEMO_GTK4"]), EXAMPLE)
    output = tempfile.NamedTemporaryFile("w+", prefix=EXAMPLE + "-", suffix=".log")
    env = test_desktop.client_env()
    if test_desktop.name == "wayland":
        from wayland_popups import PopupTrace
        process = subprocess.Popen([binary], env=dict(env, WAYLAND_DEBUG="client"),
                                   stdout=output, stderr=subprocess.PIPE)
        process.popups = PopupTrace(process.stderr, output.fileno())
    else:
        process = subprocess.Popen([binary], env=env, stdout=output, stderr=subprocess.STDOUT)
    try:
        yield Example(process, test_desktop, output)
    finally:
        end_process(process)
        if hasattr(process, "popups"):
            process.popups.thread.join(5)
        with open(output.name, errors="replace") as f:
            sys.stderr.write(f.read())
        output.close()
        assert process.returncode in (0, -15), f"the example ended with {process.returncode} (a critical?)"


def test_an_entry_made_in_c_has_our_menu_undo_and_paste_rules(example, clipboard):
    example.type("abc")
    wait_for(lambda: example.entry_text() == "abc", what="the typing")

    # Our paste rule: a line break becomes a space (GtkText's own paste keeps it).
    clipboard.offer("one\ntwo")
    example.key("ctrl+v")
    wait_for(lambda: example.entry_text() == "abcone two", what="the paste, on one line")

    # Our menu, with our undo: GTK 4's own entry menu has no Undo.
    example.click(example.entry, button=3)
    items = example.wait_for_menu()
    assert "Undo Paste" in items or "Undo" in items, f"our menu did not show: {items}"
    example.choose(next(item for item in items if item.startswith("Undo")))
    wait_for(lambda: example.entry_text() == "abc", what="Undo chosen from the menu")
    assert example.entry_has_focus(), "the entry kept the keyboard through its menu"

    # Our Copy: the selection, a flag and a combining accent whole.
    example.type(" 🇩🇪e\u0301")
    example.key("ctrl+a")
    example.key("ctrl+c")
    clipboard.wait_for("abc 🇩🇪e\u0301", what="CLIPBOARD")


def test_a_text_view_made_in_c_keeps_its_text(example):
    view = wait_for(lambda: example.find("text", "The app's text view"), what="the app's text view")
    text = view.queryText()
    assert text.getText(0, text.characterCount) == "The app's own text view, its text kept."
