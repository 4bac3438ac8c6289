"""The GTK 4 demo in German and Hebrew: the demo speaks the GTK 3 demo's
words (one text domain, po/), and the standard items take GTK 4's own
words for them (its gtk40 catalogue), as GtkText's menu would say them."""
import contextlib

from conftest import Demo, start_demo, wait_for
from processes import end_process


@contextlib.contextmanager
def demo_in(test_desktop, locale, language):
    """The demo started in `locale` (make test generates de_DE and he_IL)."""
    process = start_demo(test_desktop, dict(LANG=locale, LANGUAGE=language, LC_ALL=locale))
    try:
        yield Demo(process)
    finally:
        end_process(process)
        assert process.returncode in (0, -15), f"the demo ended with {process.returncode} (a critical?)"


def test_the_demo_speaks_german_and_the_standard_items_take_gtks_own_words(test_desktop):
    with demo_in(test_desktop, "de_DE.UTF-8", "de") as demo:
        assert demo.entry.name == "Textfeld"
        assert demo.find("page tab", "Grundlagen") and demo.find("page tab", "Notizen")
        log = wait_for(lambda: demo.find("text", "Ereignisprotokoll"), what="the event log, by its German name")
        assert log.queryText().getText(0, -1).startswith("io.github.editmenu.Demo.Gtk4 gestartet")
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


def test_the_demo_speaks_hebrew(test_desktop):
    with demo_in(test_desktop, "he_IL.UTF-8", "he") as demo:
        assert demo.entry.name == "שדה טקסט"
        assert demo.find("page tab", "פתקים"), "the Notes page's tab"
