"""A real input method: IBus with Anthy composing Japanese, as a Japanese
user of a GNOME desktop types (the suite's own daemon: ibus.py).

Typing "nihongo" shows the pre-edit "にほんご" at the caret; Enter commits
it, Esc cancels it. AT-SPI reads a field's text without its pre-edit, so a
composition is known to be still going while the field's text lacks it,
and to have gone in whole once Enter has put "にほんご" there: only the
input method makes those characters from those keys.

The rules tested (ARCHITECTURE.md, the focus rule and the composition
rule): a composition survives a menu opened on another widget or on the
field itself; an action from the field's menu commits it first, where it
shows, and then applies; while it composes, its keys are the input
method's (Enter commits, Esc cancels, Shift+F10 converts), and the menu
has them once it ends.
"""
import pyatspi
import pytest

import atspi_helpers as a11y
from conftest import launch_app, stop_app
from ibus import InputMethod
from user import User, extents, settled_extents

TYPED, COMPOSED = "nihongo", "にほんご"
# Another app's text to paste (what wl-copy offers as text: it took
# "PASTED" for an HP-GL plot, by its first letters).
PASTED = "ペースト"


@pytest.fixture(scope="module")
def input_method(test_desktop):
    """IBus with Anthy for this module's tests; stopped after them."""
    method = InputMethod()
    yield method
    method.stop()


@pytest.fixture
def user(input_method, request):
    """The demo typing through IBus, with its field focused."""
    app = launch_app(environment=dict(input_method.app_env(), **getattr(request, "param", {})))
    yield User(app)
    output = stop_app(app)
    assert "CRITICAL" not in output, f"the app logged a GTK critical:\n{output}"


def compose(user, text=TYPED):
    """Types `text` through Anthy. Its pre-edit is not in the text, so
    nothing shows it has arrived; the keys keep their order through the
    daemon, so the next key (Enter) is Anthy's after them."""
    user.type(text)


def commit(user, node, expected, what):
    """Enter: the input method puts its composition in; waits for `expected`."""
    user.key("Return")
    a11y.wait_for(lambda: a11y.text_of(node) == expected, f"{what}: the text {expected!r} (it is {a11y.text_of(node)!r})")


def test_a_composition_survives_the_menus_of_other_widgets_and_of_the_field(user):
    """Each menu opened while composing: the composition goes in whole on
    Enter, which is the input method's, and the menu stays up."""
    field = user.field()
    user.click(field)
    openers = [("the label's menu", lambda: user.right_click(user.find("label", "Label text to copy"))),
               ("the Show Menu button's menu", lambda: user.click(user.find("push button", "Show Menu"))),
               ("the field's own menu", lambda: user.right_click(field))]
    text = ""
    for menu, open_menu in openers:
        compose(user)
        open_menu()
        user.wait_for_menu()
        assert a11y.text_of(field) == text, f"opening {menu} committed the composition, or typed it as letters"
        assert a11y.has_state(field, pyatspi.STATE_FOCUSED), f"{menu} took the keyboard from the field"
        text += COMPOSED
        commit(user, field, text, f"the composition in whole after {menu}")
        assert user.menu_titles(), f"Enter went to {menu}, not to the input method"
        user.key("Escape")
        user.wait_for_no_menu()


def test_shift_f10_and_the_menu_key_are_the_input_methods_while_it_composes(user):
    """Anthy converts its composition to Latin letters with Shift+F10, and
    takes every other key while composing: neither opens a menu over it."""
    field = user.field()
    user.click(field)
    compose(user)
    user.key("Menu")
    user.key("shift+F10")
    commit(user, field, TYPED, "Shift+F10 converting the composition to Latin")
    assert user.menu() is None, "a menu opened over the composition"
    # Once nothing is composed, the same keys are the menu's again.
    user.key("shift+F10")
    user.wait_for_menu()


# IBus's GTK 3 module takes every key ahead of all widgets (a key snooper),
# unless told not to; then the keys go through the window first, as every
# input method's do on GTK 4.
@pytest.mark.parametrize("user", [{}, {"IBUS_DISABLE_SNOOPER": "1"}], ids=["snooper", "no-snooper"], indirect=True)
def test_esc_cancels_the_composition_first_and_closes_the_menu_next(user):
    field = user.field()
    user.click(field)
    compose(user)
    user.right_click(user.find("label", "Label text to copy"))
    user.wait_for_menu(["Copy", "Menu 1", "Menu 2", "Menu 3"])
    user.key("Escape")
    # Typed after the Esc: "a" composes "あ", Enter commits it alone.
    compose(user, "a")
    commit(user, field, "あ", "the composition cancelled by Esc, what came after it committed")
    assert user.menu_titles() == ["Copy", "Menu 1", "Menu 2", "Menu 3"], "the first Esc closed the menu"
    user.key("Escape")
    user.wait_for_no_menu()
    assert a11y.text_of(field) == "あ"


def test_select_all_from_the_fields_menu_commits_the_composition_first(user):
    field = user.field()
    user.click(field)
    compose(user, "toukyou")
    commit(user, field, "とうきょう", "the first word")
    compose(user)
    user.right_click(field)
    user.wait_for_menu()
    user.choose("Select All")
    whole = "とうきょう" + COMPOSED
    a11y.wait_for(lambda: a11y.text_of(field) == whole and a11y.selection(field) == (0, len(whole)),
                  f"{whole!r} all selected (text {a11y.text_of(field)!r}, selection {a11y.selection(field)})")
    # Nothing is left composing: End is the field's (a composition would
    # take it), and "a" composes "あ" alone after the text.
    user.key("End")
    compose(user, "a")
    commit(user, field, whole + "あ", "typing after the text, nothing composed left over")


@pytest.mark.parametrize("action", ["Paste", "Cut"])
def test_paste_and_cut_from_the_notes_menu_commit_the_composition_first(user, clipboard, action):
    user.open_page("Notes")
    notes = user.find("text", "Notes text")
    user.click(notes)
    user.key("ctrl+End")
    start = a11y.text_of(notes)
    compose(user, "toukyou")
    commit(user, notes, start + "とうきょう", "the first word")
    if action == "Cut":
        # A selection stays while a composition starts (GTK 3): Cut takes
        # it; the composition goes in where it showed, at the caret.
        user.key("shift+Left", "shift+Left")
        expected, clip = start + "とうき" + COMPOSED, "ょう"
    else:
        clipboard.offer(PASTED)
        expected, clip = start + "とうきょう" + COMPOSED + PASTED, PASTED
    compose(user)
    user.right_click(notes)
    user.wait_for_menu()
    user.choose(action)
    a11y.wait_for(lambda: a11y.text_of(notes) == expected,
                  f"the composition, then the {action}: {expected[-12:]!r} (it is {a11y.text_of(notes)[-12:]!r})")
    clipboard.wait_for(clip)
    # Nothing is left composing: Enter makes a new line, no second にほんご.
    user.key("Return")
    a11y.wait_for(lambda: a11y.text_of(notes) == expected + "\n", "Enter's new line after it")


def test_a_menu_from_the_keyboard_points_at_the_caret(user):
    """Not at the middle of the field: at the caret, where its Paste would go."""
    field = user.field()
    user.click(field)
    compose(user, "toukyou")
    commit(user, field, "とうきょう", "the word")
    user.key("shift+F10")
    user.wait_for_menu()
    caret_x = field.queryText().getCharacterExtents(4, pyatspi.DESKTOP_COORDS)
    field_x, _, field_width, _ = extents(field)
    menu_x, _, menu_width, _ = settled_extents(user.menu())
    own = field.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    caret = field_x - own.x + caret_x[0] + caret_x[2]   # after the last character
    centre = menu_x + menu_width / 2
    assert abs(centre - caret) < abs(centre - (field_x + field_width / 2)), \
        f"the menu (centred at {centre}) points at the field's middle ({field_x + field_width / 2}), not the caret ({caret})"
    assert menu_x <= caret <= menu_x + menu_width, f"the caret ({caret}) is not under the menu ({menu_x}+{menu_width})"
