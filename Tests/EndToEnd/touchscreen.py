"""A touchscreen for the end-to-end suites: real touches through a real X
server, and through a Wayland compositor on top of it.

Xvfb has no touch devices, and neither has a headless sway (wlroots offers
no virtual touch protocol). Xorg has: its `inputtest` input driver (in
Debian's xserver-xorg-core) makes a device of any kind, here a direct
touchscreen, and takes its events from a Unix socket. So `TouchScreen`
starts an Xorg of its own (the `dummy` video driver, no real screen) with
one such touchscreen, and speaks the driver's protocol
(xf86-input-inputtest-protocol.h): XI2 touch events come out of the X
server as from a panel. `TouchWayland` runs sway on that X server (its
X11 backend), which hands the X server's touches to its clients as
wl_touch events.

The driver takes one client connection in its life: the connection is
opened once and kept.
"""
import ctypes
import os
import select
import shutil
import socket
import subprocess
import tempfile
import time

import atspi_helpers as a11y
from processes import end_process

SCREEN = (1280, 1024)
AXIS_MAX = 0xFFFF   # the driver's touch axes run 0..65535 over the screen

XORG_CONFIG = """
Section "ServerFlags"
  Option "AutoAddDevices" "false"
  Option "AutoEnableDevices" "false"
  Option "DontVTSwitch" "true"
EndSection
Section "Device"
  Identifier "dummy"
  Driver "dummy"
  VideoRam 256000
EndSection
Section "Monitor"
  Identifier "monitor"
  HorizSync 5.0-1000.0
  VertRefresh 5.0-200.0
  Modeline "1280x1024" 108.00 1280 1328 1440 1688 1024 1025 1028 1066 +hsync +vsync
EndSection
Section "Screen"
  Identifier "screen"
  Device "dummy"
  Monitor "monitor"
  DefaultDepth 24
  SubSection "Display"
    Depth 24
    Modes "1280x1024"
  EndSubSection
EndSection
Section "InputDevice"
  Identifier "touchscreen"
  Driver "inputtest"
  Option "SocketPath" "{socket}"
  Option "DeviceType" "Touch"
  Option "TouchCount" "5"
EndSection
Section "ServerLayout"
  Identifier "layout"
  Screen "screen"
  InputDevice "touchscreen"
EndSection
"""

# The driver's protocol (xf86-input-inputtest-protocol.h, version 1.1).
MAX_VALUATORS = 64
EVENT_CLIENT_VERSION, EVENT_WAIT_FOR_SYNC, EVENT_TOUCH = 0, 1, 6
# XI2's touch event types.
TOUCH_BEGIN, TOUCH_UPDATE, TOUCH_END = 18, 19, 20


class _Header(ctypes.Structure):
    _fields_ = [("length", ctypes.c_uint32), ("type", ctypes.c_int32)]


class _Valuators(ctypes.Structure):
    _fields_ = [("has_unaccelerated", ctypes.c_uint32), ("mask", ctypes.c_uint8 * ((MAX_VALUATORS + 7) // 8)),
                ("valuators", ctypes.c_double * MAX_VALUATORS), ("unaccelerated", ctypes.c_double * MAX_VALUATORS)]


class _ClientVersion(ctypes.Structure):
    _fields_ = [("header", _Header), ("major", ctypes.c_uint16), ("minor", ctypes.c_uint16)]


class _Touch(ctypes.Structure):
    _fields_ = [("header", _Header), ("touchid", ctypes.c_uint32), ("touch_type", ctypes.c_uint32),
                ("valuators", _Valuators)]


class _WaitForSync(ctypes.Structure):
    _fields_ = [("header", _Header)]


def _message(structure, kind):
    structure.header.length = ctypes.sizeof(structure)
    structure.header.type = kind
    return bytes(structure)


def xorg_binary():
    """The X server itself, not Debian's wrapper (which lets only a console user start it)."""
    for path in ("/usr/lib/xorg/Xorg", shutil.which("Xorg") or ""):
        if path and os.access(path, os.X_OK):
            return path
    raise AssertionError("Xorg is not installed (make test installs xserver-xorg-core and xserver-xorg-video-dummy)")


def read_display_number(fd, process, timeout=15):
    """The display number Xorg writes to `fd` once it listens (-displayfd)."""
    deadline = time.monotonic() + timeout
    received = b""
    while not received.endswith(b"\n"):
        if process.poll() is not None:
            raise AssertionError(f"Xorg exited with {process.returncode} before it listened")
        ready, _, _ = select.select([fd], [], [], max(0.0, min(0.5, deadline - time.monotonic())))
        if fd in ready:
            chunk = os.read(fd, 16)
            if not chunk:
                raise AssertionError("Xorg closed its -displayfd without a display number")
            received += chunk
        elif time.monotonic() > deadline:
            raise AssertionError(f"Xorg named no display within {timeout} s")
    return int(received)


class TouchScreen:
    """An X server of its own with one touchscreen; `tap`, `long_press`
    and `drag` touch it at screen coordinates, as a finger would."""

    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="edit-menu-touch-")
        self.socket_path = os.path.join(self.dir, "touchscreen.sock")
        config = os.path.join(self.dir, "xorg.conf")
        with open(config, "w") as file:
            file.write(XORG_CONFIG.format(socket=self.socket_path))
        self.log_path = os.path.join(self.dir, "xorg.log")
        # Xorg takes the first free display number itself and says which
        # (-displayfd): two suites starting servers at once never race for one.
        number_read, number_write = os.pipe()
        command = [xorg_binary(), "-displayfd", str(number_write), "-config", config, "-configdir", self.dir,
                   "-noreset", "-nolisten", "tcp", "-logfile", self.log_path, "-novtswitch", "-sharevts"]
        self.output = open(os.path.join(self.dir, "xorg.out"), "w")
        self.process = subprocess.Popen(command, stdout=self.output, stderr=subprocess.STDOUT, pass_fds=(number_write,))
        os.close(number_write)
        self.connection = None
        try:
            try:
                self.display = f":{read_display_number(number_read, self.process)}"
            finally:
                os.close(number_read)
            a11y.wait_for(lambda: os.path.exists(self.socket_path), "Xorg's touchscreen socket",
                          timeout=15, process=self.process)
            a11y.wait_for(self._accepts_clients, "Xorg to accept clients", timeout=15, process=self.process)
            self.connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            self.connection.settimeout(5)
            self.connection.connect(self.socket_path)
            self.connection.sendall(_message(_ClientVersion(major=1, minor=1), EVENT_CLIENT_VERSION))
            self.connection.recv(12)   # the server's version
        except BaseException:
            self.stop()
            raise

    def _accepts_clients(self):
        return subprocess.run(["xdotool", "getdisplaygeometry"], env=self.env(), capture_output=True).returncode == 0

    def env(self):
        """The environment of an X client of this server."""
        return dict(os.environ, DISPLAY=self.display)

    # MARK: A finger

    def _touch(self, kind, x, y, finger=1):
        event = _Touch(touchid=finger, touch_type=kind)
        event.valuators.mask[0] = 0b11
        event.valuators.valuators[0] = x * AXIS_MAX / (SCREEN[0] - 1)
        event.valuators.valuators[1] = y * AXIS_MAX / (SCREEN[1] - 1)
        self.connection.sendall(_message(event, EVENT_TOUCH))
        self._sync()

    def _sync(self):
        """Waits until the server has handled every event sent so far."""
        self.connection.sendall(_message(_WaitForSync(), EVENT_WAIT_FOR_SYNC))
        self.connection.recv(8)

    def down(self, x, y):
        self._touch(TOUCH_BEGIN, x, y)

    def move(self, x, y):
        self._touch(TOUCH_UPDATE, x, y)

    def up(self, x, y):
        self._touch(TOUCH_END, x, y)

    def tap(self, x, y):
        self.down(x, y)
        time.sleep(0.05)
        self.up(x, y)

    def long_press(self, x, y, seconds=1.2):
        self.down(x, y)
        time.sleep(seconds)
        self.up(x, y)

    def drag(self, start, end, steps=12):
        (x1, y1), (x2, y2) = start, end
        self.down(x1, y1)
        time.sleep(0.2)
        for step in range(1, steps + 1):
            self.move(x1 + (x2 - x1) * step / steps, y1 + (y2 - y1) * step / steps)
            time.sleep(0.03)
        self.up(x2, y2)

    def stop(self):
        if self.connection is not None:
            self.connection.close()
        end_process(self.process)
        self.output.close()
        shutil.rmtree(self.dir, ignore_errors=True)
