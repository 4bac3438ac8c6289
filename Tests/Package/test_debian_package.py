"""The Debian package as a user meets it, in a throwaway root (an overlay
over this machine's /, throwaway_root.py): apt installs it with its
files, gtk-launch opens the app from its desktop entry and a menu copies
and pastes through the X server, the version is the same everywhere, and
apt's remove and purge leave no file of it. The machine itself never sees
the package.

The tests run in order, each on what the one before left in the root."""
import hashlib
import os
import subprocess

import pytest

import atspi_helpers as a11y
from user import User

PACKAGE = "edit-menu-demo"
APP_ID = "io.github.editmenu.Demo"
# What marks a file as the package's, by path or content.
NEEDLES = [PACKAGE, APP_ID]
# man-db's index of manual pages.
MAN_INDEX = "/var/cache/man/index.db"
# Where apt and dpkg keep their history: they record that the package came
# and went, as they do for every package.
HISTORY = ("/var/log/", "/var/lib/dpkg/status-old", "/var/lib/dpkg/available-old", "/var/cache/apt/")
REPOSITORY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")

with open(os.path.join(REPOSITORY, "VERSION")) as version_file:
    VERSION = version_file.read().strip()

# What one test learns and a later one checks: the package's files.
found = {}


def host_state():
    """What dpkg on the machine itself says of the package, and which of its
    binary and desktop entry the machine has."""
    status = subprocess.run(["dpkg-query", "-W", "-f", "${Status}", PACKAGE], capture_output=True, text=True)
    return status.stdout, [path for path in (f"/usr/bin/{PACKAGE}", f"/usr/share/applications/{APP_ID}.desktop")
                           if os.path.lexists(path)]


@pytest.fixture(scope="module", autouse=True)
def machine_untouched():
    before = host_state()
    yield
    assert host_state() == before, "the machine itself changed: the package reached it"


def run(root, *argv, **options):
    status, output = root.run(*argv, **options)
    assert status == 0, f"{' '.join(argv)} exited with {status}:\n{output}"
    return output


def test_apt_installs_the_package_with_everything_a_desktop_app_has(root, deb):
    run(root, "apt-get", "install", "-y", "--no-install-recommends", deb,
        env={"DEBIAN_FRONTEND": "noninteractive"})
    files = run(root, "dpkg", "-L", PACKAGE).split()
    found["files"] = files
    for path in [f"/usr/bin/{PACKAGE}", f"/usr/share/applications/{APP_ID}.desktop",
                 f"/usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg", f"/usr/share/metainfo/{APP_ID}.metainfo.xml",
                 f"/usr/share/locale/de/LC_MESSAGES/{PACKAGE}.mo", f"/usr/share/locale/he/LC_MESSAGES/{PACKAGE}.mo",
                 f"/usr/share/doc/{PACKAGE}/copyright", f"/usr/share/doc/{PACKAGE}/changelog.gz",
                 f"/usr/share/man/man1/{PACKAGE}.1.gz"]:
        assert path in files, f"the package has no {path}: {files}"
    assert not [path for path in files if "swift" in path.lower()], \
        "the Swift runtime is linked into the binary, not shipped beside it"


def test_the_version_is_the_one_in_VERSION_everywhere_it_shows(root):
    assert run(root, "dpkg-query", "-W", "-f", "${Version}", PACKAGE) == VERSION
    assert run(root, PACKAGE, "--version", user=True).strip() == f"{PACKAGE} {VERSION}"
    newest = run(root, "sed", "-n", "s/.*<release version=\"\\([^\"]*\\)\".*/\\1/p",
                 f"/usr/share/metainfo/{APP_ID}.metainfo.xml").split()[0]
    assert newest == VERSION, "the metainfo's newest release"
    changelog = run(root, "sh", "-c", f"zcat /usr/share/doc/{PACKAGE}/changelog.gz | head -1")
    assert changelog.startswith(f"{PACKAGE} ({VERSION})"), changelog


def test_gtk_launch_opens_the_installed_app_whose_menu_copies_and_pastes(root, test_desktop, clipboard):
    env = {name: os.environ[name] for name in ("DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS")
           if name in os.environ}
    env.update(GDK_BACKEND="x11", NO_AT_BRIDGE="0", G_DEBUG="fatal-criticals")
    assert root.start("gtk-launch", APP_ID, env=env) == 0, root.log()
    installed = root.merged + f"/usr/bin/{PACKAGE}"
    app_pid = a11y.wait_for(lambda: next((child["pid"] for child in root.children() if child["exe"] == installed),
                                         None),
                            f"the installed app, started by gtk-launch (running: {root.children()})")
    try:
        accessible = a11y.wait_for(lambda: a11y.application(app_pid), "the app on the accessibility bus")
        user = User(_Launched(accessible))
        field = user.type_into_field("installed")
        user.key("ctrl+a")
        user.right_click(field)
        user.wait_for_menu()
        user.choose("Copy")
        clipboard.wait_for("installed", "the X clipboard, after the menu's Copy")

        clipboard.offer("from another app")
        user.right_click(field)
        user.wait_for_menu()
        user.choose("Paste")
        a11y.wait_for(lambda: a11y.text_of(field) == "from another app", "the menu's Paste")

        user.click(user.find("toggle button", "Main menu"))
        about = a11y.wait_for(lambda: a11y.find(user.window, name="About Edit Menu", showing=True), "the main menu")
        user.click(about)
        a11y.wait_for(lambda: a11y.find(accessible, role="label", name=VERSION, showing=True),
                      f"the About dialog to show version {VERSION}")
        user.key("Escape")
    finally:
        root.end(app_pid)
    assert "CRITICAL" not in root.log(), f"the app logged a GTK critical:\n{root.log()}"


class _Launched:
    """The installed app as the end-to-end suite's User sees a running app."""

    def __init__(self, accessible):
        self.root = accessible

    def window(self):
        return a11y.wait_for(lambda: a11y.find(self.root, role="frame", name="Edit Menu"), "the app's window")


def test_apt_remove_and_purge_leave_no_file_of_it(root):
    run(root, "apt-get", "remove", "-y", PACKAGE, env={"DEBIAN_FRONTEND": "noninteractive"})
    # The machine's own / is the root as it was before the install: what
    # it has (a shared folder, /usr/share) was not the package's to remove.
    left = [path for path in found["files"] if not os.path.lexists(path) and _exists(root, path)]
    assert not left, f"apt-get remove left the package's files: {left}"
    # What remove keeps for a reinstall (configuration files, none here)
    # goes with a purge; dpkg forgets a package that kept nothing.
    status, state = root.run("dpkg-query", "-W", "-f", "${db:Status-Abbrev}", PACKAGE)
    if status == 0:
        assert state.strip() == "rc", f"after apt-get remove, dpkg says {state!r}"
        run(root, "apt-get", "purge", "-y", PACKAGE, env={"DEBIAN_FRONTEND": "noninteractive"})
        status, state = root.run("dpkg-query", "-W", "-f", "${db:Status-Abbrev}", PACKAGE)
    assert status != 0, f"dpkg still knows the package: {state}"

    after = root.snapshot(NEEDLES)
    # Every file the install and removal wrote is history, or holds again
    # what the machine's own holds (the caches the triggers rebuilt), and
    # no file or folder names the package.
    left = sorted(path for path, entry in after.items()
                  if not path.startswith(HISTORY) and path != MAN_INDEX
                  and (mentions(entry) or kind_of(entry) != "directory" and not _same_as_on_the_machine(path, entry)))
    assert not left, f"files the install changed and the removal did not put back: {left}"
    if MAN_INDEX in after:
        # man-db's trigger only adds pages: the index of every Debian
        # system lists a removed package's pages until man-db's daily job
        # (mandb) runs, and its database's bytes change with any update.
        run(root, "mandb", "--quiet")
        status, output = root.run("whatis", PACKAGE)
        assert status != 0, f"man-db's index still lists the manual page: {output}"


def kind_of(entry):
    return entry[0]


def mentions(entry):
    return entry[2]


def _exists(root, path):
    status, _ = root.run("test", "-e", path)
    return status == 0


def _same_as_on_the_machine(path, entry):
    """Whether `path`, rewritten in the root, holds again what the machine's
    own holds (a cache that a trigger rebuilt after the removal)."""
    kind, digest, _ = entry
    if kind == "whiteout":  # a file of the machine's, deleted
        return False
    if kind != "file" or not os.path.isfile(path):
        return kind == "link" and os.path.islink(path) and os.readlink(path) == digest
    with open(path, "rb") as file:
        return hashlib.sha256(file.read()).hexdigest() == digest
