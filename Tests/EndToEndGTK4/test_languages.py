"""The GTK 4 demo in German: the standard items take GTK 4's own words
for them (its gtk40 catalogue), as GtkText's menu would say them."""
import os
import subprocess

from conftest import Demo, wait_for
from processes import end_process


def test_the_standard_items_speak_german_with_gtks_own_words(test_desktop):
    env = dict(test_desktop.client_env(), LANG="de_DE.UTF-8", LANGUAGE="de", LC_ALL="de_DE.UTF-8")
    process = subprocess.Popen([os.environ["EDIT_MENU_DEMO_GTK4"]], env=env)
    try:
        demo = Demo(process)
        demo.type("hallo")
        wait_for(lambda: demo.entry_text() == "hallo", what="the typing")
        demo.key("ctrl+a")
        wait_for(lambda: demo.entry_selection() == (0, 5), what="the text selected")
        demo.click(demo.entry, button=3)
        items = demo.wait_for_menu()
        # GTK 4's own words (gtk40): "_Rückgängig", "_Ausschneiden", "_Kopieren".
        assert items[:3] == ["Rückgängig", "Ausschneiden", "Kopieren"], items
        demo.key("Escape")
        demo.wait_for_no_menu()
    finally:
        end_process(process)
        assert process.returncode in (0, -15), f"the demo ended with {process.returncode} (a critical?)"
