"""Small helpers over pyatspi: find accessibles by role and name, wait for them."""
import time

import pyatspi


def wait_for(probe, what, timeout=10.0, process=None):
    """Calls `probe` until it returns something truthy; fails with `what` otherwise."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            output = process.stdout.read() if process.stdout else ""
            raise AssertionError(f"the app exited with {process.returncode} while waiting for {what}:\n{output}")
        try:
            found = probe()
        except Exception:  # the tree changes under us while the app starts
            found = None
        if found:
            return found
        time.sleep(0.1)
    raise AssertionError(f"timed out after {timeout:.0f}s waiting for {what}")


def application(pid):
    """The accessible application whose process id is `pid`, if registered."""
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:
            continue
    return None


def walk(node):
    """Every accessible under `node`, depth first, `node` included."""
    if node is None:
        return
    yield node
    for index in range(node.childCount):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        yield from walk(child)


def role_name(node):
    return node.getRoleName()


def matches(node, role=None, name=None, showing=None):
    if role is not None and role_name(node) != role:
        return False
    if name is not None and node.name != name:
        return False
    if showing is not None and has_state(node, pyatspi.STATE_SHOWING) != showing:
        return False
    return True


def find(root, **criteria):
    """The first accessible under `root` matching role/name/showing, or None."""
    for node in walk(root):
        if matches(node, **criteria):
            return node
    return None


def find_all(root, **criteria):
    return [node for node in walk(root) if matches(node, **criteria)]


def has_state(node, state):
    return node.getState().contains(state)


def text_of(node):
    """The text a user reads in a label, entry or text view."""
    text = node.queryText()
    return text.getText(0, text.characterCount)


def selection(node):
    """A text's selection as (start, end) code-point offsets, or None."""
    text = node.queryText()
    if text.getNSelections() == 0:
        return None
    start, end = text.getSelection(0)
    return (min(start, end), max(start, end)) if start != end else None
