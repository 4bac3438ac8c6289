"""A clipboard owner that never sends what it offers, on GTK 4: GDK 4.8
would wait for it forever (and for the rest of an X11 INCR transfer whose
owner quit; test_html_clipboard.py has that one); the paste gives up after
5 s, as on GTK 3, the field keeps its text, the log says why and typing
goes on. The owner is the GTK 3 suite's hostile owner (an X or a Wayland
client)."""
import os
import subprocess
import sys
import time

import desktop
from conftest import wait_for
from processes import end_process

HOSTILE_OWNER = os.path.join(os.path.dirname(__file__), "..", "EndToEnd",
                             "wayland_hostile_owner.py" if desktop.BACKEND == "wayland" else "hostile_owner.py")
ORIGINAL = "keep me"


def test_an_owner_that_never_sends_its_text_is_given_up_after_five_seconds(demo):
    field = demo.entry
    demo.click(field)
    demo.type(ORIGINAL)
    wait_for(lambda: demo.entry_text() == ORIGINAL, what="the typed text")
    # It says it offers text and never sends it (under Wayland, an offer
    # names its types itself: the owner never writes the paste's pipe).
    owner = subprocess.Popen([sys.executable, HOSTILE_OWNER, "--never-deliver"], stdout=subprocess.PIPE, text=True,
                             env=desktop.current().client_env())
    try:
        assert owner.stdout.readline().strip() == "ready", "the owner did not take the clipboard"
        time.sleep(0.3)   # the demo hears of the new owner
        pasted = time.monotonic()
        demo.key("ctrl+v")
        wait_for(lambda: any("did not answer (5 s)" in line for line in demo.log_lines()), timeout=15,
                 what="the log saying the owner did not answer")
        waited = time.monotonic() - pasted
        assert 4.5 < waited < 12, f"given up after the 5 s patience, not {waited:.1f} s"
        assert demo.entry_text() == ORIGINAL, "the field as it was"
        demo.key("End")
        demo.type("!")
        wait_for(lambda: demo.entry_text() == ORIGINAL + "!", what="typing after the paste")
    finally:
        end_process(owner)
