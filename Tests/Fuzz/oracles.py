"""What must hold after every step, and the model the checks keep.

`Checker.check(step, before, after, log_lines, output)` returns a list of
failure messages (empty when all is well). It also moves the model on:
the expected clipboard, the Menu 3/Menu 4 swap, the text field's last known
text, the tiles' colours, the menu the event log says is up.

The oracles:
  output     no GTK/GLib warning or critical, no SELF-CHECK FAILED line
  toplevels  one window, nothing else (no GTK-native context menu)
  one menu   at most one edit menu showing
  roles      the menu reads as GTK's own menus: menu items, check menu items
             (checked or indeterminate as the selected text is styled), menus
             for page-turning rows; one focused row, selected, in its menu
  log/menu   the menu on screen is the one the log last said was shown
  items      a showing menu offers exactly what the chain could do when it
             was shown, and never an item the chain cannot perform now
  field      the text field's text changes only by typing into it while it
             has the keyboard (predicted exactly) or by a Cut/Paste the log
             records (predicted too), or by a logged Undo/Redo, which the
             menu offers only when there is something to undo or redo;
             Esc never changes text or selection
  tiles      a tile's colour changes only by a logged Cut/Paste/Change Color
  clipboard  another app reads what the last logged copy put there, or what
             another app set; every clipboard change in the log has a cause
  chosen     a chosen item is performed (its title starts a log line)
  focus      the focus rule: a pointer-opened menu never takes the keyboard from the
             field; a keyboard-opened menu gives it back on Esc, caret and
             selection unchanged
  notes      the Notes text changes only by typing or editing keys while it
             has the keyboard (predicted), or by an edit the log records
             (Cut, Delete, Paste predicted; Paste Selection, Undo, Redo);
             Bold, Italic and Underline never change the text and toggle
             exactly the selection; styles change by nothing else
  notes menu the notes' menu offers what the text view can do, with the
             styles in a Format submenu; the Show Menu button's menu lends
             the notes' chain to the button and the log says it is restored
             when the menu goes; no menu the pointer opened (Show Menu's
             included) takes the keyboard from the notes
"""
import re
import time

from actions import turns_page
import pyatspi

from world import BAD_OUTPUT, MENU_ITEM_ROLES, STYLE_ATTRIBUTES, first_difference, shorten, single_line

SHOWN = re.compile(r"^Menu shown for (.+?): (.*)$")
# "Undo Paste performed by Text field": Undo or Redo took a step back or forward.
UNDONE = re.compile(r"^(Undo|Redo) (.+) performed by Text field$")
PERFORMED = re.compile(r"^(Copy|Cut|Paste|Change Color|Select All|Menu \d|Custom item) performed by (.+?)(?:: (.*))?$")
CLIPBOARD_CHANGED = re.compile(r"^Clipboard changed \(change (\d+)\)$")
TILE = re.compile(r"^Tile \d,\d$")
NO_TILE_MENU = re.compile(r"^(Tile \d,\d): no menu")
PASTE_FAILED = ("Paste: ", "Paste left the text field unchanged")
# The UTF-8 bytes the Basics field holds (its GtkEntry's buffer); its Paste
# replaces the whole text, so a paste fits when the clipboard's text does.
FIELD_BYTES = 65_534
# What the log says when a paste is refused whole for its size.
TOO_LONG = ("the field can take", "the field has room for")


def field_takes(text):
    return len(single_line(text).encode()) <= FIELD_BYTES

NOTES = "Notes text"
STYLE_TITLES = list(STYLE_ATTRIBUTES)   # Bold, Italic, Underline: the Format submenu
# "Cut performed by Notes text", "Undo Typing performed by Notes text".
NOTES_PERFORMED = re.compile(r"^(.+) performed by Notes text$")
NOTES_EDITS = ("Cut", "Delete", "Paste", "Paste Selection")
BORROWED = "Notes text: next responder is now the Show Menu button"
RESTORED = "Notes text: next responder restored"
NOTES_PASTE_FAILED = "Paste left the notes unchanged"
# What typing a key inserts into the notes (GtkTextView takes Tab as text).
NOTES_KEY_TEXT = {"space": " ", "Return": "\n", "Tab": "\t", "shift+Tab": "\t"}


def describe_row(role, checked, indeterminate):
    return role + (", checked" if checked else "") + (", indeterminate" if indeterminate else "")


def on_screen_titles(titles):
    """What a menu logged as `titles` shows on its first page: the styles
    gathered in a Format submenu, last."""
    if not any(title in STYLE_TITLES for title in titles):
        return list(titles)
    return [title for title in titles if title not in STYLE_TITLES] + ["Format"]


def is_more_row(title):
    return title.startswith("More")


def shows_part_of(shown, titles):
    """Whether a menu page showing `shown` is a page of the menu `titles`:
    a long list is cut into pages, each but the last ending in a "More… (n
    of m)" row, each but the first starting with a Back row."""
    rows = list(shown)
    back = bool(rows) and rows[0] == "Back"
    more = bool(rows) and is_more_row(rows[-1])
    rows = rows[1 if back else 0:len(rows) - (1 if more else 0)]
    if not back and not more:
        return rows == list(titles)
    for start in range(len(titles) - len(rows) + 1):
        if titles[start:start + len(rows)] == rows and (back or start == 0) and (more or start + len(rows) == len(titles)):
            return True
    return False


def notes_performed(log_lines):
    """The titles of what the notes performed in `log_lines`, in order."""
    return [match.group(1) for match in map(NOTES_PERFORMED.match, log_lines) if match]


# What each named copier puts on the clipboard (text other apps read).
FIXED_COPIES = {"Show Menu button": "Show Menu", "Copy me!": "Copy me!", "Hold to copy": "Hold this text still to copy it"}
LABEL_TEXT = "Label text to copy"
# The most code points one BackSpace or Delete may remove (a family emoji is 5).
CLUSTER_LIMIT = 8


# Behaviour the fuzzer found that contradicts the contract but is not fixed
# yet. Each is reported as "KNOWN[name]: ..." and counted; it fails a run
# only with --strict. Remove an entry once the app is fixed.
KNOWN_ISSUES = {
}


def known(name, message):
    """`message` marked as a known issue while `name` is listed; a fixed
    issue (no longer listed) is a plain failure again, so it cannot regress
    unnoticed."""
    return f"KNOWN[{name}]: {message}" if name in KNOWN_ISSUES else message


class Checker:
    def __init__(self, world):
        self.world = world
        self.last_change = None
        self.keyboard_menu = None      # TextState of the field when a keyboard menu opened on it
        self.field_changes_unseen = []  # why the field may have changed while off screen
        # What the field's Undo and Redo can do: True, False, or None when
        # the model cannot tell (after an Undo, more steps may be left).
        self.field_can_undo = False
        self.field_can_redo = False
        # The same for the Notes text view, plus why it may have changed while off screen.
        self.notes_can_undo = False
        self.notes_can_redo = False
        self.notes_changes_unseen = []
        self.notes_last_paste = None   # "Paste" or "Paste Selection": the notes' last paste
        self.notes_when_shown = None   # (text, selection) of the notes when their menu was last shown
        self.notes_menu_resolved_while_lent = False   # the notes' menu on screen is one of those

    # MARK: The model's idea of menus

    def clipboard_too_long(self, refusal):
        """Whether `refusal` refuses the clipboard's text for a size the field
        cannot hold, as it must."""
        expected = self.world.expected_clipboard
        return (any(says in refusal for says in TOO_LONG) and expected is not None and expected[0] == "text"
                and isinstance(expected[1], str) and not field_takes(expected[1]))

    def clipboard_has_text(self):
        expected = self.world.expected_clipboard
        return expected is not None and expected[0] == "text"

    def expected_menu(self, target, seen):
        """The titles the chain offers for `target` in state `seen`, or None if unknown."""
        world = self.world
        custom = ["Menu 1", "Menu 2", world.menu_3_or_4]
        if target == LABEL_TEXT:
            return ["Copy"] + custom
        if target == "Text field":
            field = seen.field
            if field is None:
                return None
            titles = []
            shown = seen.menu.titles if getattr(seen, "menu", None) is not None else []
            for title, can in (("Undo", self.field_can_undo), ("Redo", self.field_can_redo)):
                if can or (can is None and title in shown):
                    titles.append(title)
            if field.selection:
                titles += ["Cut", "Copy"]
            if field.text and field.selection != (0, len(field.text)):
                titles.append("Select All")
            titles += custom
            # After a copy the fuzzer cannot follow (the event log's), Paste may be there or not.
            if self.clipboard_has_text() or (world.expected_clipboard is None and "Paste" in shown):
                titles.append("Paste")
            return titles
        if target == NOTES:
            return self.expected_notes_menu(seen)
        if target == "Show Menu":
            return ["Copy", "Custom item"]
        if target in ("Copy me!", "Hold to copy"):
            return ["Copy"]
        if target == "Event log":
            # The log's own menu: Copy when text is selected in it, Select All.
            # The fuzzer does not track the log's selection, so it accepts
            # either, and nothing else.
            menu = getattr(seen, "menu", None)
            shown = menu.titles if menu is not None else []
            return [title for title in ("Copy", "Select All") if title in shown] or ["Select All"]
        if TILE.match(target):
            color = seen.tiles.get(target)
            if color in ("red", "black"):
                return ["Cut", "Copy", "Change Color"]
            if color == "empty":
                return ["Paste"] if world.clipboard_has_tile else []
            return None
        return None

    def expected_notes_menu(self, seen):
        """The notes' menu, flat (as the log names it): what the text view
        can do. Paste Selection (PRIMARY, which any selection in any app
        sets) is not modelled: it may be there or not, as the log says."""
        notes = seen.notes
        if notes is None:
            return None
        world = self.world
        logged = world.menu_from_log[1] if world.menu_from_log and world.menu_from_log[0] == NOTES else []
        # What the menu named or shows: it follows PRIMARY in place (Paste Selection comes and goes).
        logged = set(logged) | set(seen.menu.titles if getattr(seen, "menu", None) is not None else [])
        titles = []
        for title, can in (("Undo", self.notes_can_undo), ("Redo", self.notes_can_redo)):
            if can or (can is None and title in logged):
                titles.append(title)
        selected = notes.selection is not None
        if selected:
            titles += ["Cut", "Copy"]
        if self.clipboard_has_text() or (world.expected_clipboard is None and "Paste" in logged):
            titles.append("Paste")
        if "Paste Selection" in logged:
            titles.append("Paste Selection")
        if selected:
            titles.append("Delete")
        if notes.text and not selected:
            titles.append("Select")
        if notes.text and notes.selection != (0, len(notes.text)):
            titles.append("Select All")
        # Search the Web: a selection of at most 200 characters (code points
        # here; a longer one in code points may still be 200 characters, so
        # the menu may show it then too, as it says).
        if selected and (notes.selection[1] - notes.selection[0] <= 200 or "Search the Web" in logged):
            titles.append("Search the Web")
        titles.append("Insert Emoji")
        if selected:
            titles += STYLE_TITLES
        return titles

    # MARK: The checks

    def check(self, step, before, after, log_lines, output, native=()):
        failures = []
        world = self.world
        # The notes' keyboard menu shown in place of the Show Menu button's, in one go.
        was_lent = self.notes_menu_resolved_while_lent
        shown_after_restore = [line for line in log_lines[next((i for i, l in enumerate(log_lines) if l == RESTORED),
                                                               len(log_lines)):] if SHOWN.match(line)]
        if shown_after_restore and step.keys in ("Menu", "shift+F10"):
            self.notes_menu_resolved_while_lent = SHOWN.match(shown_after_restore[-1]).group(1) == NOTES
        elif any(SHOWN.match(line) or line == "Menu hidden" for line in log_lines):
            self.notes_menu_resolved_while_lent = False
        for line in output:
            if not any(bad in line for bad in BAD_OUTPUT):
                continue
            if "Duplicate child name in GtkStack" in line:
                failures.append(known("stack-duplicate-page", f"the app printed: {line}"))
            elif self.notes_menu_resolved_while_lent and "nothing in the chain can perform now" in line:
                failures.append(known("menu-resolved-while-lent", f"the app printed: {line}"))
            else:
                failures.append(f"the app printed: {line}")

        if after.frames != 1:
            failures.append(f"{after.frames} 'Edit Menu' windows are showing")
        for toplevel in native:
            failures.append(f"{step.description} opened something besides the window: {toplevel} "
                            "(GTK's own context menu?)")
        if after.other_toplevels:
            failures.append(f"Esc did not close {', '.join(after.other_toplevels)}")

        # Menus: at most one. One still fading out next to a new one is fine
        # for a moment; look again past the animation.
        if len(after.menus) > 1:
            time.sleep(0.4)
            again = world.observe()
            if len(again.menus) > 1:
                failures.append(f"{len(again.menus)} edit menus are showing: "
                                + "; ".join(str(m.titles) for m in again.menus))

        # The event log's own Select All is not logged (it only selects the log).
        quiet = step.chosen_item == ("Event log", "Select All") if step.chosen_item else False
        # Format, Back and More only turn the menu's page.
        quiet = quiet or bool(step.chosen_item and turns_page(step.chosen_item[1]))
        # Insert Emoji shows GTK's emoji chooser, and the demo logs nothing for it.
        quiet = quiet or (step.chosen_item == (NOTES, "Insert Emoji") and step.opened_emoji_chooser)
        stale_choice = bool(step.chosen_item and step.chosen_item[0] == NOTES
                            and step.chosen_item[1] not in (self.expected_notes_menu(before) or [])
                            and not turns_page(step.chosen_item[1]) and self.notes_changed_since_shown(before))
        if step.chosen_item and not quiet and not any(line.startswith(step.chosen_item[1]) for line in log_lines):
            # An asynchronous paste may take a moment longer.
            time.sleep(0.3)
            log_lines = log_lines + world.read_log()
            if not any(line.startswith(step.chosen_item[1]) for line in log_lines):
                message = (f"chose {step.chosen_item[1]!r} in the menu for {step.chosen_item[0]}, "
                           f"but the log records nothing performed: {log_lines}")
                if step.chosen_item[0] == NOTES and was_lent:
                    failures.append(known("menu-resolved-while-lent", message))
                else:
                    failures.append(known("text-view-menu-goes-stale", message) if stale_choice else message)
        failures += self.follow_log(step, before, after, log_lines)
        failures += self.follow_notes_chain(step, after, log_lines)
        self.follow_field_history(step, before, after, log_lines)
        failures += self.follow_notes_history(step, before, after, log_lines)
        failures += self.check_menu(step, after, log_lines)
        failures += self.check_menu_accessibility(after)
        failures += self.check_field(step, before, after, log_lines)
        failures += self.check_tiles(step, before, after, log_lines)
        failures += self.check_clipboard(step)
        failures += self.check_focus(step, before, after, log_lines)
        failures += self.check_notes(step, before, after, log_lines)
        failures += self.check_notes_focus(step, before, after, log_lines)
        return failures

    def follow_log(self, step, before, after, log_lines):
        """Moves the model along the new log lines; checks what each says."""
        failures = []
        world = self.world
        copies = 0
        changes = 0
        for line in log_lines:
            shown = SHOWN.match(line)
            if shown:
                world.menu_from_log = (shown.group(1), shown.group(2).split(", ") if shown.group(2) else [])
                continue
            if line == "Menu hidden":
                world.menu_from_log = None
                continue
            changed = CLIPBOARD_CHANGED.match(line)
            if changed:
                changes += 1
                number = int(changed.group(1))
                if self.last_change is not None and number <= self.last_change:
                    failures.append(f"the clipboard change count went from {self.last_change} to {number}")
                self.last_change = number
                continue
            undone = UNDONE.match(line)
            if undone:
                if undone.group(1) == "Undo":
                    if self.field_can_undo is False:
                        failures.append(f"{line!r}, but the field had nothing to undo")
                    self.field_can_undo, self.field_can_redo = None, True
                else:
                    if self.field_can_redo is False:
                        failures.append(f"{line!r}, but the field had nothing to redo")
                    self.field_can_undo, self.field_can_redo = True, None
                continue
            performed = PERFORMED.match(line)
            if performed:
                title, by, detail = performed.groups()
                if title in ("Menu 3", "Menu 4"):
                    world.menu_3_or_4 = "Menu 4" if title == "Menu 3" else "Menu 3"
                if title in ("Copy", "Cut"):
                    copies += 1
                    failures += self.expect_copy(title, by, detail, before, after)
                if title == "Paste" and by in ("Text field", NOTES):
                    if not self.clipboard_has_text():
                        failures.append(f"the field pasted though the clipboard holds {world.expected_clipboard}")
                if title == "Paste" and TILE.match(by) and not world.clipboard_has_tile:
                    failures.append(f"{by} pasted a tile, but the clipboard holds {world.clipboard_source}")
                continue
            if line.startswith(("Paste performed by Notes text", "Paste Selection performed by Notes text")):
                self.notes_last_paste = line.split(" performed")[0]
            if (line.startswith(NOTES_PASTE_FAILED) and self.notes_last_paste == "Paste"
                    and self.clipboard_has_text()):
                failures.append(f"the notes' paste failed though another app can read text from the clipboard "
                                f"({world.clipboard_source}): {line}")
            if line.startswith(PASTE_FAILED) and self.clipboard_has_text() and not self.clipboard_too_long(line):
                failures.append(f"a paste failed though another app can read text from the clipboard "
                                f"({world.clipboard_source}): {line}")
            no_menu = NO_TILE_MENU.match(line)
            if no_menu and self.expected_menu(no_menu.group(1), before):
                failures.append(f"{line!r}, but it can do {self.expected_menu(no_menu.group(1), before)}")
        if step.external:
            copies += 1
            kind, text = step.external
            world.expected_clipboard = step.external
            world.clipboard_has_tile = False
            world.clipboard_source = f"another app's {'image' if kind == 'image' else shorten(text)}"
            if changes == 0:
                failures.append("another app took the clipboard, but the log says nothing changed")
        if step.recreated and world.desktop.name == "wayland":
            # A Wayland client hears of the clipboard when a window of it gets the
            # keyboard: the new window's focus may count one change (docs/reliability.md,
            # "X11 and Wayland").
            copies += 1
        if changes > copies:
            failures.append(f"the log says the clipboard changed {changes} times, but only {copies} copies happened "
                            f"(keyboard focus was on {before.describe_focus()})")
        return failures

    def expect_copy(self, title, by, detail, before, after):
        """A logged Copy/Cut: remember what the clipboard must now hold."""
        world = self.world
        world.clipboard_has_tile = False
        if TILE.match(by):
            if detail not in ("red", "black"):
                return [f"{title} by {by} names no colour: {detail!r}"]
            was = world.last_tiles.get(by) or before.tiles.get(by)
            world.expected_clipboard = ("text", f"{detail} tile")
            world.clipboard_has_tile = True
            world.clipboard_source = f"{by}'s {detail} tile"
            if was is not None and was != detail:
                return [f"{by} was {was} but its {title} copied {detail}"]
            return []
        if by == "Label":
            candidates = {state.selected_text or state.text for state in (before.label, after.label) if state}
            candidates = candidates or {LABEL_TEXT}
            world.expected_clipboard = ("text", candidates)
            world.clipboard_source = "the label's copy"
            return []
        if by == "Text field":
            field = before.field
            if field is None or field.selected_text is None:
                world.expected_clipboard = None
                world.clipboard_source = "the field's copy of an unknown selection"
                return [f"the field performed {title} with no selection (field before: {field})"]
            world.expected_clipboard = ("text", field.selected_text)
            world.clipboard_source = f"the field's {title} of {shorten(field.selected_text)}"
            return []
        if by == NOTES:
            notes = before.notes
            if notes is None or notes.selected_text is None:
                world.expected_clipboard = None
                world.clipboard_source = "the notes' copy of an unknown selection"
                return [f"the notes performed {title} with no selection (notes before: {notes})"]
            world.expected_clipboard = ("text", notes.selected_text)
            world.clipboard_source = f"the notes' {title} of {shorten(notes.selected_text)}"
            return []
        if by == "Show Menu button" and "Notes" in (before.page, after.page):
            # The Notes page's button copies the notes' selection, or all of them.
            candidates = {state.selected_text or state.text for state in (before.notes, after.notes) if state}
            world.expected_clipboard = ("text", candidates) if candidates else None
            world.clipboard_source = "the Notes page's Show Menu button's copy of the notes"
            return []
        if by == "Event log":
            world.expected_clipboard = None   # the log's selection is not tracked
            world.clipboard_source = "the event log's copy of its selection"
            return []
        if by in FIXED_COPIES:
            world.expected_clipboard = ("text", FIXED_COPIES[by])
            world.clipboard_source = f"{by}'s copy"
            return []
        world.expected_clipboard = None
        world.clipboard_source = f"an unknown copy by {by}"
        return [f"{title} performed by something the fuzzer does not know: {by!r}"]

    def follow_field_history(self, step, before, after, log_lines):
        """The user changed the field's text (not by Undo or Redo): that is
        undoable, and nothing is left to redo."""
        if step.recreated or any(UNDONE.match(line) for line in log_lines):
            return
        if after.field is not None and before.field is not None and after.field.text != before.field.text:
            self.field_can_undo, self.field_can_redo = True, False

    def check_menu(self, step, after, log_lines):
        failures = []
        world = self.world
        on_screen = after.menu
        logged = world.menu_from_log
        if on_screen is None and logged is not None:
            return [f"the log says a menu is up for {logged[0]} {logged[1]}, but none is showing"]
        if on_screen is not None and logged is None:
            time.sleep(0.3)   # perhaps still fading out
            if world.observe().menu is not None:
                return [f"a menu {on_screen.titles} is showing, but the log says it was hidden"]
            return []
        if on_screen is None:
            return []
        target, logged_titles = logged
        just_shown = any(SHOWN.match(line) for line in log_lines)
        # Later the menu may follow the chain in place (update()), unlogged.
        # The log names every item; the menu shows the styles on a page of
        # their own (Format), and a page turned shows Back and that page.
        if just_shown and not shows_part_of(on_screen.titles, on_screen_titles(logged_titles)):
            failures.append(f"the menu for {target} shows {on_screen.titles}, but the log said {logged_titles}")
        if just_shown and target == NOTES:
            self.notes_when_shown = (after.notes.text, after.notes.selection) if after.notes else None
        expected = self.expected_menu(target, after)
        if expected is None:
            return failures + [f"a menu is up for {target!r}, which the fuzzer does not expect to have one"]
        lent = target == NOTES and self.notes_menu_resolved_while_lent
        if just_shown and not shows_part_of(on_screen.titles, on_screen_titles(expected)):
            message = f"the menu for {target} shows {on_screen.titles}; the chain offers {expected}"
            failures.append(known("menu-resolved-while-lent", message) if lent else message)
        stale = [title for title in on_screen.titles if title not in expected and not turns_page(title)]
        if stale and not just_shown:
            message = f"the menu for {target} still shows {stale}, which the chain cannot perform now (it can: {expected})"
            if lent:
                message = known("menu-resolved-while-lent", message)
            elif target == NOTES and self.notes_changed_since_shown(after):
                message = known("text-view-menu-goes-stale", f"{message}; the notes changed under it")
            failures.append(message)
        return failures

    def check_menu_accessibility(self, after):
        """The menu on screen reads as GTK's own menus do: a menu of menu
        items, check menu items for styles that are on or mixed (checked or
        indeterminate, as the selected text is styled), menus for the rows
        that turn a page; at most one highlighted row, which is focused and
        selected; each row counted in its menu (NODE_CHILD_OF the menu)."""
        menu = after.menu
        if menu is None:
            return []
        failures = []
        for row in menu.items:
            if row.role not in MENU_ITEM_ROLES:
                failures.append(f"the menu row {row.name!r} reads as a {row.role}, not as a menu item")
            elif turns_page(row.name) and row.name != "Back" and row.role != "menu":
                failures.append(f"the row {row.name!r} opens a page but reads as a {row.role}, not a menu")
        notes = after.notes
        # (Only for the selection the menu was made for: the styles follow a
        # later change only as far as update() does, checked elsewhere.)
        if (notes is not None and notes.selection is not None and notes.styles is not None
                and self.notes_when_shown == (notes.text, notes.selection)):
            selected = set(range(*notes.selection))
            for row in menu.items:
                if row.name not in STYLE_ATTRIBUTES:
                    continue
                styled = selected & notes.styles.get(row.name, frozenset())
                want = ("check menu item", True, False) if styled == selected else \
                       ("check menu item", False, True) if styled else ("menu item", False, False)
                have = (row.role, row.checked, row.indeterminate)
                if have != want:
                    failures.append(f"{row.name} over {len(styled)} of {len(selected)} styled characters reads as "
                                    f"{describe_row(*have)}, not {describe_row(*want)}")
        highlighted = [row for row in menu.items if row.focused]
        if len(highlighted) > 1:
            failures.append(f"{len(highlighted)} menu rows report the focus: {[row.name for row in highlighted]}")
        for row in highlighted:
            if not row.selected:
                failures.append(f"the highlighted row {row.name!r} is focused but not selected")
        for row in menu.items[:1] + highlighted:
            parents = [relation.getTarget(0) for relation in row.ref.getRelationSet()
                       if relation.getRelationType() == pyatspi.RELATION_NODE_CHILD_OF]
            described = [f"{parent.getRoleName()} {parent.name!r}" for parent in parents if parent is not None]
            if highlighted and described != [f"menu {menu.node.name!r}"]:
                failures.append(f"the row {row.name!r} is not counted in its menu (its NODE_CHILD_OF: {described})")
        return failures

    def notes_changed_since_shown(self, seen):
        """Whether the notes' text or selection differ from when their menu was shown."""
        return (seen.notes is not None and self.notes_when_shown is not None
                and (seen.notes.text, seen.notes.selection) != self.notes_when_shown)

    def check_field(self, step, before, after, log_lines):
        world = self.world
        failures = []
        logged = [line for line in log_lines if line.endswith("performed by Text field")
                  and line.split(" performed")[0] in ("Cut", "Paste")]
        undone = [line for line in log_lines if UNDONE.match(line)]
        if step.recreated:
            world.last_field = after.field
            self.field_changes_unseen = []
            self.field_can_undo = self.field_can_redo = False
            return []
        if undone:
            # Undo and Redo change the text in ways the model does not predict.
            world.last_field = after.field or world.last_field
            self.field_changes_unseen = []
            return []
        now = after.field
        then = before.field
        if now is None:
            # Off screen: remember what might change it.
            if step.typed or step.keys or logged:
                self.field_changes_unseen.append(step.description)
            return []
        if then is None:
            then = world.last_field
            if then is not None and now.text != then.text and not logged:
                failures.append(f"the field's text changed from {shorten(then.text)} to {shorten(now.text)} while it was off screen "
                                f"(steps meanwhile that type or edit: {self.field_changes_unseen or 'none'})")
            self.field_changes_unseen = []
            world.last_field = now
            return failures
        self.field_changes_unseen = []
        world.last_field = now

        predicted = None
        edit = step.typed if step.typed is not None else {"space": " "}.get(step.keys)
        if before.field_focused and edit is not None:
            start, end = then.selection or (then.caret, then.caret)
            predicted = then.text[:start] + edit + then.text[end:]
        elif before.field_focused and step.keys in ("BackSpace", "Delete"):
            if then.selection:
                start, end = then.selection
                predicted = then.text[:start] + then.text[end:]
            else:
                # One user-perceived character goes: a whole flag or family
                # emoji, or (GTK's rule for scripts such as Devanagari) the
                # last mark of a cluster: one to CLUSTER_LIMIT code points
                # next to the caret, never more.
                caret, text = then.caret, then.text
                if step.keys == "BackSpace":
                    predicted = {text[:caret - n] + text[caret:] for n in range(1, min(caret, CLUSTER_LIMIT) + 1)}
                else:
                    predicted = {text[:caret] + text[caret + n:] for n in range(1, min(len(text) - caret, CLUSTER_LIMIT) + 1)}
                predicted = predicted or {text}
        elif before.field_focused and step.keys == "ctrl+u":
            # GtkEntry's own binding (the field cannot underline): deletes the
            # selection, or from the caret back to the start.
            predicted = then.text[:then.selection[0]] + then.text[then.selection[1]:] if then.selection \
                else then.text[then.caret:]
        if "Paste performed by Text field" in logged:
            expected = world.expected_clipboard
            if expected and expected[0] == "text" and isinstance(expected[1], str):
                # All of it, exactly, or (over what the field holds) none of it, and the log says why.
                predicted = single_line(expected[1]) if field_takes(expected[1]) else then.text
                refused = any(says in line for line in log_lines for says in TOO_LONG)
                if not field_takes(expected[1]) and not refused:
                    failures.append(f"a paste of {len(expected[1].encode()):,} bytes into the field, which holds "
                                    f"{FIELD_BYTES:,}, was not refused with a message: {log_lines}")
            else:
                predicted = None
        elif "Cut performed by Text field" in logged and then.selection:
            start, end = then.selection
            predicted = then.text[:start] + then.text[end:]

        if isinstance(predicted, set):
            if now.text not in predicted:
                failures.append(f"the field reads {shorten(now.text)}; {step.keys} at {then.caret} in {shorten(then.text)} "
                                f"should remove one character next to the caret")
        elif predicted is not None and now.text != predicted:
            why = " and ".join(logged) if logged else f"{step.description}, with the field focused and {then}"
            failures.append(f"the field reads {shorten(now.text)}; after {why} it should read {shorten(predicted)}"
                            + first_difference(now.text, predicted))
        elif predicted is None and now.text != then.text and not logged:
            focus = "focused" if before.field_focused else "not focused"
            failures.append(f"the field's text changed from {shorten(then.text)} to {shorten(now.text)} by "
                            f"{step.description} (field {focus}), and the log records no Cut or Paste")
        if step.keys == "Escape" and not now.same(then) and not logged:
            failures.append(f"Esc changed the field from {then} to {now}")
        if "Select All performed by Text field" in log_lines and now.selection != (0, len(now.text)) and now.text:
            failures.append(f"Select All left the field's selection at {now.selection} of {shorten(now.text)}")
        return failures

    def check_tiles(self, step, before, after, log_lines):
        world = self.world
        if step.recreated:
            world.last_tiles = dict(after.tiles)
            return []
        if not after.tiles:
            return []
        failures = []
        explained = {}
        for line in log_lines:
            performed = PERFORMED.match(line)
            if performed and TILE.match(performed.group(2)) and performed.group(1) in ("Cut", "Paste", "Change Color"):
                explained.setdefault(performed.group(2), []).append(line)
        for name, color in after.tiles.items():
            was = world.last_tiles.get(name)
            if was is None or was == color:
                continue
            lines = explained.get(name)
            if not lines:
                failures.append(f"{name} went from {was} to {color} by {step.description}, and the log records nothing")
                continue
            last = lines[-1]
            if last.startswith("Cut") and color != "empty":
                failures.append(f"{last}, but {name} is {color}, not empty")
            elif last.startswith("Paste") and not last.endswith(color):
                failures.append(f"{last}, but {name} is {color}")
            elif last.startswith("Change Color") and not last.endswith(color):
                failures.append(f"{last}, but {name} is {color}")
        world.last_tiles.update(after.tiles)
        return failures

    def check_clipboard(self, step):
        world = self.world
        expected = world.expected_clipboard
        if expected is None:
            return []
        kind, value = expected
        if kind == "image":
            targets = world.clipboard_targets()
            if "image/png" not in targets:
                return [f"the clipboard should hold {world.clipboard_source}, but offers {targets}"]
            return []
        candidates = value if isinstance(value, set) else {value}
        text = world.read_clipboard()
        if text not in candidates:
            for _ in range(3):   # an owner handing over takes a moment
                time.sleep(0.1)
                text = world.read_clipboard()
                if text in candidates:
                    break
        if text not in candidates:
            return [f"another app reads {shorten(text)} from the clipboard; it should read "
                    f"{' or '.join(map(shorten, sorted(candidates)))} ({world.clipboard_source})"
                    + first_difference(text, sorted(candidates)[0])]
        if len(candidates) > 1:
            world.expected_clipboard = ("text", text)
        return []

    def check_focus(self, step, before, after, log_lines):
        world = self.world
        failures = []
        shown_now = [SHOWN.match(line).group(1) for line in log_lines if SHOWN.match(line)]
        # A pointer-opened menu on another widget leaves the keyboard in the field.
        if (step.opens_menu_by_pointer and before.field_focused and after.field is not None
                and shown_now and shown_now[-1] != "Text field" and after.menu is not None):
            if not after.field_focused:
                failures.append(f"{step.description} opened the menu for {shown_now[-1]}, and the text field lost "
                                f"the keyboard to {after.describe_focus()} (the focus rule)")
            elif not after.field.same(before.field) and step.kind != "long-press":
                failures.append(f"{step.description} opened the menu for {shown_now[-1]} and moved the field's "
                                f"caret/selection from {before.field} to {after.field}")
        # A keyboard-opened menu on the field takes the keyboard and hands it back.
        if step.keys in ("Menu", "shift+F10") and before.field_focused and shown_now == ["Text field"]:
            self.keyboard_menu = before.field
        elif self.keyboard_menu is not None and world.menu_from_log is None:
            if step.keys == "Escape" and after.field is not None:
                if not after.field_focused:
                    failures.append(f"Esc closed the keyboard-opened field menu, but the keyboard went to "
                                    f"{after.describe_focus()}, not back to the field (keyboard menus give the keyboard back)")
                elif (after.field.caret, after.field.selection) != (self.keyboard_menu.caret, self.keyboard_menu.selection):
                    failures.append(f"the keyboard-opened menu gave the field back with {after.field}, "
                                    f"not as it was: {self.keyboard_menu}")
            self.keyboard_menu = None
        elif self.keyboard_menu is not None and (world.menu_from_log or ("",))[0] != "Text field":
            self.keyboard_menu = None
        return failures

    def resync(self, after):
        """After a failure, believe what is on screen so one bug is reported once."""
        world = self.world
        if after.field is not None:
            world.last_field = after.field
        if after.notes is not None:
            world.last_notes = after.notes
        world.last_tiles.update(after.tiles)
        text = world.read_clipboard()
        world.expected_clipboard = ("text", text) if text is not None else None
        world.clipboard_source = "what the clipboard held after a failure"
        self.keyboard_menu = None

    # MARK: The Notes page

    def follow_notes_chain(self, step, after, log_lines):
        """The Show Menu button's menu borrows the notes' chain, and the log
        says it is given back when the menu goes."""
        world = self.world
        failures = []
        for line in log_lines:
            if line == BORROWED:
                if world.notes_chain_borrowed:
                    failures.append("the log says the notes' next responder became the Show Menu button twice, "
                                    "with no restore between")
                world.notes_chain_borrowed = True
            elif line == RESTORED:
                if not world.notes_chain_borrowed:
                    failures.append("the log says the notes' next responder was restored, but it was never lent")
                world.notes_chain_borrowed = False
        if world.notes_chain_borrowed and world.menu_from_log is None:
            failures.append("no menu is up, but the notes' next responder is still the Show Menu button "
                            "(the log never said it was restored)")
        if (world.menu_from_log and world.menu_from_log[0] == "Show Menu" and after.page == "Notes"
                and not world.notes_chain_borrowed):
            failures.append("the Notes page's Show Menu menu is up, but the log never said the notes lent it their chain")
        return failures

    def follow_notes_history(self, step, before, after, log_lines):
        """Undo and Redo of the notes: offered only when there is something
        to undo or redo."""
        failures = []
        if step.recreated:
            self.notes_can_undo = self.notes_can_redo = False
            return []
        performed = notes_performed(log_lines)
        for title in performed:
            kind = title.split(" ")[0]
            if kind == "Undo":
                if self.notes_can_undo is False:
                    failures.append(f"{title!r} performed by the notes, which had nothing to undo")
                self.notes_can_undo, self.notes_can_redo = None, True
            elif kind == "Redo":
                if self.notes_can_redo is False:
                    failures.append(f"{title!r} performed by the notes, which had nothing to redo")
                self.notes_can_undo, self.notes_can_redo = True, None
        if any(title.split(" ")[0] in ("Undo", "Redo") for title in performed):
            return failures
        then, now = before.notes, after.notes
        if then is not None and now is not None and (then.text, then.styles) != (now.text, now.styles):
            self.notes_can_undo, self.notes_can_redo = True, False
        elif any(title in NOTES_EDITS or title in STYLE_TITLES for title in performed):
            # An edit that changed nothing (an empty paste) may still be a step.
            self.notes_can_undo = self.notes_can_undo or None
            self.notes_can_redo = False if self.notes_can_redo is False else None
        return failures

    def check_notes(self, step, before, after, log_lines):
        world = self.world
        if step.recreated:
            world.last_notes = after.notes
            self.notes_changes_unseen = []
            return []
        performed = notes_performed(log_lines)
        now, then = after.notes, before.notes
        if now is None:
            if step.typed or step.keys or performed:
                self.notes_changes_unseen.append(step.description)
            return []
        failures = []
        if then is None:
            then = world.last_notes
            world.last_notes = now
            if then is not None and (now.text, now.styles) != (then.text, then.styles) and not performed:
                failures.append(f"the notes changed from {then} to {now} while off screen "
                                f"(steps meanwhile that type or edit: {self.notes_changes_unseen or 'none'})")
            self.notes_changes_unseen = []
            return failures
        self.notes_changes_unseen = []
        world.last_notes = now
        if any(title.split(" ")[0] in ("Undo", "Redo") for title in performed):
            return []   # Undo and Redo change text and styles in ways the model does not predict

        # The text: predicted from the step, or from what the log says was done.
        edits = [title for title in performed if title in NOTES_EDITS]
        start, end = then.selection or (then.caret, then.caret)
        candidates = None   # the texts that may follow; None: no prediction
        why = f"{step.description}, with the notes {'focused' if before.notes_focused else 'not focused'} and {then}"
        if before.notes_focused and step.typed is not None:
            candidates = {then.text[:start] + step.typed + then.text[end:]}
        elif before.notes_focused and step.keys in NOTES_KEY_TEXT:
            # Or, with a menu up, the key chose an item (then logged) or moved the keyboard.
            candidates = {then.text[:start] + NOTES_KEY_TEXT[step.keys] + then.text[end:], then.text}
        elif before.notes_focused and step.keys in ("BackSpace", "Delete") and not edits:
            if then.selection:
                candidates = {then.text[:start] + then.text[end:]}
            else:
                caret, text = then.caret, then.text
                if step.keys == "BackSpace":
                    candidates = {text[:caret - n] + text[caret:] for n in range(1, min(caret, CLUSTER_LIMIT) + 1)}
                else:
                    candidates = {text[:caret] + text[caret + n:] for n in range(1, min(len(text) - caret, CLUSTER_LIMIT) + 1)}
                candidates = candidates or {text}
        if len(edits) == 1:
            why = f"{edits[0]} performed by the notes over {then}"
            if edits[0] in ("Cut", "Delete"):
                candidates = {then.text[:start] + then.text[end:]} if then.selection else None
            elif edits[0] == "Paste":
                expected = world.expected_clipboard
                if expected and expected[0] == "text":
                    texts = expected[1] if isinstance(expected[1], set) else {expected[1]}
                    candidates = {then.text[:start] + text + then.text[end:] for text in texts}
                    # A paste that found nothing usable leaves the text alone, and says so.
                    if any(line.startswith(NOTES_PASTE_FAILED) for line in log_lines):
                        candidates.add(then.text)
                else:
                    candidates = None
            else:
                candidates = None   # PRIMARY is not modelled
        elif len(edits) > 1:
            candidates = None
        if step.kind == "long-press" and "moving" in step.description and sorted(now.text) == sorted(then.text):
            candidates = None   # a press that moves drags the selected text elsewhere: allowed
            edits = edits or ["a drag"]

        if candidates is not None and now.text not in candidates:
            shown = " or ".join(shorten(c) for c in sorted(candidates)[:3])
            failures.append(f"the notes read {shorten(now.text)}; after {why} they should read {shown}"
                            + first_difference(now.text, sorted(candidates)[0]))
        elif candidates is None and now.text != then.text and not edits:
            failures.append(f"the notes' text changed from {shorten(then.text)} to {shorten(now.text)} by {why}, "
                            f"and the log records no edit")
        if step.keys == "Escape" and not now.same(then) and not performed:
            failures.append(f"Esc changed the notes from {then} to {now}")
        # (A double-click's second click lands where the menu was, in the text.)
        if ("Select All" in performed and now.text and now.selection != (0, len(now.text))
                and step.kind != "double-click"):
            failures.append(f"Select All left the notes' selection at {now.selection} of {shorten(now.text)}")

        # Styles: only Bold, Italic and Underline change them, over exactly the selection.
        styled = [title for title in performed if title in STYLE_TITLES]
        if styled:
            if now.text != then.text:
                failures.append(f"{', '.join(styled)} changed the notes' text from {shorten(then.text)} to {shorten(now.text)}")
            elif len(styled) == 1 and not edits and then.selection:
                style = styled[0]
                inside = frozenset(range(start, end))
                had = then.styles[style] & inside
                expected = (then.styles[style] - inside) | (frozenset() if had == inside else inside)
                if now.styles[style] != expected:
                    failures.append(f"{style} over {start}..<{end} of {shorten(then.text)} left {style.lower()} at "
                                    f"{sorted(now.styles[style])}; it should be at {sorted(expected)}")
                for other in STYLE_TITLES:
                    if other != style and now.styles[other] != then.styles[other]:
                        failures.append(f"{style} changed {other.lower()} too: from {sorted(then.styles[other])} "
                                        f"to {sorted(now.styles[other])}")
        elif now.text == then.text and now.styles != then.styles and not edits:
            changed = [style for style in STYLE_TITLES if now.styles[style] != then.styles[style]]
            failures.append(f"the notes' {', '.join(changed)} changed by {step.description}, and the log records "
                            f"no styling: {[sorted(then.styles[s]) for s in changed]} -> {[sorted(now.styles[s]) for s in changed]}")
        if step.typed is not None and before.notes_focused and candidates and now.text in candidates and not edits:
            typed = frozenset(range(start, start + len(step.typed)))
            carried = [style for style in STYLE_TITLES if now.styles[style] & typed]
            if carried:
                failures.append(f"typing {step.typed!r} at {start} gave it {', '.join(carried)}")
        return failures

    def check_notes_focus(self, step, before, after, log_lines):
        """No menu the pointer opens takes the keyboard from the notes, the
        Show Menu button's included (it keeps caret and selection too)."""
        world = self.world
        failures = []
        if after.notes is None:
            return []
        shown_now = [SHOWN.match(line).group(1) for line in log_lines if SHOWN.match(line)]
        if BORROWED in log_lines and after.menu is not None and shown_now:
            if not after.notes_focused:
                failures.append(f"{step.description} showed the Show Menu button's menu, and the notes do not have "
                                f"the keyboard: {after.describe_focus()} has it")
            elif before.notes_focused and before.notes is not None and (after.notes.caret, after.notes.selection) != (
                    before.notes.caret, before.notes.selection) and not step.typed:
                failures.append(f"{step.description} showed the Show Menu button's menu and moved the notes' caret or "
                                f"selection from {before.notes} to {after.notes}")
        elif (step.opens_menu_by_pointer and before.notes_focused and shown_now and after.menu is not None
              and not after.notes_focused):
            failures.append(f"{step.description} opened the menu for {shown_now[-1]}, and the notes lost the keyboard "
                            f"to {after.describe_focus()} (the focus rule)")
        if (world.notes_chain_borrowed and step.typed is not None and before.notes_focused
                and not after.notes_focused):
            failures.append(f"typing {step.typed!r} while the Show Menu button's menu was up took the keyboard from "
                            f"the notes to {after.describe_focus()}")
        if (step.chosen_item and turns_page(step.chosen_item[1]) and before.notes_focused
                and not after.notes_focused and after.menu is not None):
            failures.append(known("submenu-takes-keyboard",
                                  f"choosing {step.chosen_item[1]!r} in the menu for {step.chosen_item[0]} moved the "
                                  f"keyboard from the notes to {after.describe_focus()}"))
        return failures
