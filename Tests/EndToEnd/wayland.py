"""A headless Wayland desktop for the end-to-end suite: sway with no
outputs or input devices of its own, on a private XDG_RUNTIME_DIR (or, for
a touchscreen, sway on an X server of the suite's: touchscreen.py).

Started as root, sway runs in a user namespace (it refuses to run as root);
its socket is usable by root all the same."""
import glob
import json
import os
import shutil
import subprocess
import tempfile
import time

import atspi_helpers as a11y
from processes import end_process

class Sway:
    def __init__(self, x_display=None):
        """A headless sway; or, given `x_display`, sway as a client of that
        X server (its X11 backend: one window for its output, and the X
        server's input, a touchscreen's touches among them, as its seat's)."""
        assert shutil.which("sway"), "sway is not installed (make test installs it)"
        self.runtime_dir = tempfile.mkdtemp(prefix="edit-menu-wayland-")
        os.chmod(self.runtime_dir, 0o700)
        config = os.path.join(self.runtime_dir, "sway.cfg")
        output = "X11-1" if x_display else "HEADLESS-1"
        with open(config, "w") as file:
            file.write(f"output {output} resolution 1280x1024\n")
        env = dict(os.environ, XDG_RUNTIME_DIR=self.runtime_dir, WLR_LIBINPUT_NO_DEVICES="1", WLR_RENDERER="pixman")
        env.pop("DISPLAY", None)
        env.pop("WAYLAND_DISPLAY", None)
        if x_display:
            env.update(WLR_BACKENDS="x11", WLR_X11_OUTPUTS="1", DISPLAY=x_display)
        else:
            env.update(WLR_BACKENDS="headless")
        command = ["sway", "-c", config]
        if os.getuid() == 0:
            command = ["unshare", "--user", "--map-user=1000"] + command
        self.log = open(os.path.join(self.runtime_dir, "sway.log"), "w")
        self.process = subprocess.Popen(command, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        try:
            self.socket = a11y.wait_for(lambda: self.find("wayland-[0-9]"), "sway's Wayland socket",
                                        process=self.process)
            self.ipc = a11y.wait_for(lambda: self.find("sway-ipc.*.sock"), "sway's IPC socket", process=self.process)
        except BaseException:
            # A sway that never got ready is nobody else's to stop.
            self.stop()
            raise

    def find(self, pattern):
        found = [path for path in glob.glob(os.path.join(self.runtime_dir, pattern)) if not path.endswith(".lock")]
        return found[0] if found else None

    def client_env(self):
        """The environment of a client of this compositor, and of nothing else."""
        env = dict(os.environ, XDG_RUNTIME_DIR=self.runtime_dir, WAYLAND_DISPLAY=os.path.basename(self.socket),
                   GDK_BACKEND="wayland")
        env.pop("DISPLAY", None)
        return env

    def windows(self):
        """The windows sway manages (nodes of `swaymsg -t get_tree` with an app id)."""
        tree = json.loads(subprocess.run(["swaymsg", "-s", self.ipc, "-t", "get_tree", "-r"],
                                         capture_output=True, text=True, check=True).stdout)

        def walk(node):
            if node.get("app_id"):
                yield node
            for child in node.get("nodes", []) + node.get("floating_nodes", []):
                yield from walk(child)
        return list(walk(tree))

    def command(self, *words):
        """Runs a sway command (`swaymsg`), say to move a window to a
        workspace of its own; returns its JSON answer."""
        result = subprocess.run(["swaymsg", "-s", self.ipc, "-r", *words], capture_output=True, text=True, check=True)
        return json.loads(result.stdout)

    def app_ids(self):
        """The app ids of the windows sway manages."""
        return [window["app_id"] for window in self.windows()]

    def window_origin(self, app_id):
        """Where the top-left corner of `app_id`'s window surface is in the
        output layout (AT-SPI's desktop coordinates mean nothing on Wayland)."""
        for window in self.windows():
            if window["app_id"] == app_id:
                return window["rect"]["x"] + window["window_rect"]["x"], window["rect"]["y"] + window["window_rect"]["y"]
        return None

    def stop(self):
        end_process(self.process)
        self.log.close()
        time.sleep(0.1)
        shutil.rmtree(self.runtime_dir, ignore_errors=True)


def main(command):
    """Runs `command` as a client of a headless sway started for it, whose seat has a
    keyboard (without one no window is ever active): make bench BACKEND=wayland, and
    the XCTests make test runs on Wayland. Reads the keymap from the X server of
    $DISPLAY."""
    from wayland_input import VirtualKeyboard
    sway = Sway()
    try:
        keyboard = VirtualKeyboard(sway.socket)  # noqa: F841 (the seat's keyboard while the command runs)
        return subprocess.run(command, env=sway.client_env()).returncode
    finally:
        sway.stop()


if __name__ == "__main__":
    import sys
    sys.exit(main(sys.argv[1:]))
