"""Languages and scripts: text in every script survives Select
All and Copy byte for byte, the app speaks German with GTK's own words for
the standard items, and a right-to-left desktop mirrors the menus.

Each test starts the app in its own locale (make test generates de_DE.UTF-8
and he_IL.UTF-8); what the user sees is read through AT-SPI, typed and
clicked on the test desktop, and the clipboard read by another app.
"""
import subprocess
import time

import pytest

import atspi_helpers as a11y
from conftest import launch_app, stop_app
from user import User, extents, settled_extents

# One string per kind of text; each differs in code points and grapheme
# clusters, or has bytes that must not change (compared as UTF-8 bytes).
SAMPLES = {
    "flags": "🇫🇷 flag 🇯🇵🇺🇸",
    "zwj": "été 👨‍👩‍👧 ok 🏳️‍🌈",
    "combining": "e\u0301te\u0301 a\u0308\u0304 Z\u0324\u0354\u0367\u0311 नमस्ते",
    "cjk": "漢字とかな、한국어 文字",
    "astral": "𝄞 𝕏𝔸 𐍈 😀 𠀀",
    "bidi": "Hello مرحبا بالعالم and שָׁלוֹם עולם 123",
    "replacement-character": "a\ufffdb",
}

# What the demo calls things in each language (po/de.po, po/he.po).
GERMAN = {"title": "Bearbeitungsmenü", "Text field": "Textfeld", "Event log": "Ereignisprotokoll",
          "Edit menu": "Bearbeiten"}
HEBREW = {"title": "תפריט עריכה", "Text field": "שדה טקסט", "Event log": "יומן אירועים",
          "Edit menu": "עריכה"}


def locale_is_generated(locale):
    wanted = locale.replace("UTF-8", "utf8")
    return wanted in subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.split()


@pytest.fixture
def user_in(request):
    """A user of the app started in a given locale: user_in("de_DE.UTF-8", GERMAN)."""
    started = []

    def start(locale, names):
        assert locale_is_generated(locale), f"{locale} is not generated (make test runs scripts/generate-locales.sh)"
        app = launch_app(locale, title=names["title"])
        started.append(app)
        return User(app, names)

    yield start
    for app in started:
        output = stop_app(app)
        assert "CRITICAL" not in output, f"the app logged a GTK critical:\n{output}"


def select_all_and_copy_round_trips(user, clipboard, field, sample):
    """Types `sample` into the field, selects all and copies it: the
    clipboard must hold exactly its bytes."""
    user.key("ctrl+a", "BackSpace")
    user.type(sample)
    a11y.wait_for(lambda: a11y.text_of(field) == sample, f"the field to read {sample!r} (reads {a11y.text_of(field)!r})")
    user.key("ctrl+a")
    user.key("ctrl+c")
    a11y.wait_for(lambda: clipboard.read(raw=True) == sample.encode(),
                  f"the clipboard to hold exactly {sample!r} (holds {clipboard.read()!r})")


@pytest.mark.parametrize("locale,names", [("de_DE.UTF-8", GERMAN), ("he_IL.UTF-8", HEBREW)], ids=["de", "he"])
def test_select_all_and_copy_keep_every_script_byte_for_byte(user_in, clipboard, locale, names):
    user = user_in(locale, names)
    field = user.field()
    user.click(field)
    for sample in SAMPLES.values():
        select_all_and_copy_round_trips(user, clipboard, field, sample)


def test_a_german_desktop_gets_a_german_app_and_gtks_german_menu_items(user_in, clipboard):
    user = user_in("de_DE.UTF-8", GERMAN)
    for page in ("Grundlagen", "Farbkacheln", "Kopier mich", "Halten zum Kopieren"):
        user.find("radio button", page)

    label = user.find("label", "Zu kopierender Beschriftungstext")
    user.right_click(label)
    user.wait_for_menu(["Kopieren", "Menü 1", "Menü 2", "Menü 3"])
    user.choose("Kopieren")
    clipboard.wait_for("Zu kopierender Beschriftungstext")
    user.wait_for_log("Kopieren ausgeführt von Beschriftung")

    field = user.field()
    user.click(field)
    user.type("été 👨‍👩‍👧 ok")
    user.key("ctrl+a")
    user.right_click(field)
    # GTK's own words for Undo, Cut and Copy (gtk30); ours for the custom
    # items; the field's own Paste reads as GTK's Paste does.
    user.wait_for_menu(["Rückgängig", "Ausschneiden", "Kopieren", "Menü 1", "Menü 2", "Menü 3", "Einfügen",
                        "Rechtschreibung"])
    user.wait_for_log("Menü gezeigt für Textfeld: Rückgängig, Ausschneiden, Kopieren, Menü 1, Menü 2, Menü 3, Einfügen")
    user.choose("Ausschneiden")
    a11y.wait_for(lambda: clipboard.read(raw=True) == "été 👨‍👩‍👧 ok".encode(), "the cut text on the clipboard")
    assert a11y.text_of(field) == ""
    user.wait_for_log("Ausschneiden ausgeführt von Textfeld")

    user.key("shift+F10")
    user.wait_for_menu(["Rückgängig", "Menü 1", "Menü 2", "Menü 3", "Einfügen", "Rechtschreibung"])
    user.choose("Einfügen")
    a11y.wait_for(lambda: a11y.text_of(field) == "été 👨‍👩‍👧 ok", "the pasted text")
    user.wait_for_log("Einfügen ausgeführt von Textfeld")
    user.key("ctrl+z")
    a11y.wait_for(lambda: a11y.text_of(field) == "", "Ctrl+Z taking the paste back")
    user.wait_for_log("Einfügen rückgängig machen ausgeführt von Textfeld")


def test_a_right_to_left_desktop_mirrors_the_menus(user_in):
    user = user_in("he_IL.UTF-8", HEBREW)
    window_x, _, window_width, _ = extents(user.window)

    # Basics: the menus point at their widgets, which now sit mirrored.
    button = user.find("push button", "הצגת תפריט")
    button_x, button_y, button_width, button_height = extents(button)
    assert button_x + button_width > window_x + window_width * 0.75, "the button sits at the right in Hebrew"
    user.click(button)
    user.wait_for_menu(["העתקה", "פריט מותאם"])
    menu_x, menu_y, menu_width, menu_height = settled_extents(user.menu())
    assert menu_x < button_x + button_width // 2 < menu_x + menu_width, "the menu is centred on the button"
    assert menu_y >= button_y + button_height - 8 or menu_y + menu_height <= button_y + 8, \
        "the menu sits above or below the button, pointing at it"
    user.key("Escape")
    user.wait_for_no_menu()

    label = user.find("label", "טקסט תווית להעתקה")
    label_x, label_y, label_width, label_height = extents(label)
    user.right_click(label, dx=label_width // 2 - 20)   # near the label's right end, where Hebrew text starts
    user.wait_for_menu(["העתקה", "תפריט 1", "תפריט 2", "תפריט 3"])
    menu_x, menu_y, menu_width, menu_height = settled_extents(user.menu())
    clicked_x, clicked_y = label_x + label_width - 20, label_y + label_height // 2
    assert menu_x < clicked_x < menu_x + menu_width, "the menu is centred where the label was clicked"
    assert abs(menu_y - clicked_y) <= 4 or abs(menu_y + menu_height - clicked_y) <= 4, \
        f"the menu's arrow points at the click ({clicked_y}; menu from {menu_y} to {menu_y + menu_height})"
    user.key("Escape")
    user.wait_for_no_menu()

    # Color Tiles: the menu sits after the tile in reading order — its left.
    user.open_page("אריחי צבע")
    # The leftmost red tile: the menu has room on both of its sides, so
    # where it opens is the direction's doing, not GTK avoiding the edge.
    red = min((n for n in a11y.find_all(user.window, role="table cell", showing=True) if n.description == "אדום"),
              key=lambda n: extents(n)[0])
    user.double_click(red)
    user.wait_for_menu(["גזירה", "העתקה", "שינוי צבע"])
    tile_x, tile_y, tile_width, tile_height = extents(red)
    menu_x, menu_y, menu_width, menu_height = settled_extents(user.menu())
    assert tile_x - window_x > menu_width and window_x + window_width - (tile_x + tile_width) > menu_width, \
        "the menu must have room on both sides of the tile"
    assert menu_x + menu_width <= tile_x + 8, \
        f"the tile menu must sit on the tile's left in Hebrew (menu {menu_x}+{menu_width}, tile at {tile_x})"
    assert menu_y < tile_y + tile_height and menu_y + menu_height > tile_y, "beside the tile, not above or below"
    user.choose("שינוי צבע")
    a11y.wait_for(lambda: red.description == "שחור", "the tile to turn black")
