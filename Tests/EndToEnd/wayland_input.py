"""A virtual keyboard on a wlroots compositor (sway), speaking the Wayland
wire protocol directly: zwp_virtual_keyboard_v1 with a complete keymap.

Why not wtype: it uploads a keymap holding only the keys it types, and
GTK's key bindings (Shift+F10, the Menu key, Ctrl+A, Ctrl+V) never fire
under it. Why before the app starts: a seat without a keyboard gives no
client the keyboard focus, and Wayland offers the clipboard only to the
focused client. The keymap is the US one the test X server (Xvfb) uses,
dumped with xkbcomp."""
import array
import os
import re
import socket
import struct
import subprocess
import time

# evdev key codes (linux/input-event-codes.h) of a US keyboard.
KEYS = {
    "Escape": 1, "BackSpace": 14, "Tab": 15, "Return": 28, "ctrl": 29, "shift": 42, "alt": 56,
    "space": 57, "F10": 68, "Home": 102, "Up": 103, "Left": 105, "Right": 106, "End": 107,
    "Down": 108, "Page_Up": 104, "Page_Down": 109, "Insert": 110, "Delete": 111, "Menu": 127,
    "period": 52, "semicolon": 39,
}
for row, letters in ((16, "qwertyuiop"), (30, "asdfghjkl"), (44, "zxcvbnm")):
    for offset, letter in enumerate(letters):
        KEYS[letter] = row + offset
for offset, digit in enumerate("1234567890"):
    KEYS[digit] = 2 + offset
# xkb modifier masks of the US keymap.
MODIFIER_MASKS = {"shift": 1, "ctrl": 4, "alt": 8}


class WaylandConnection:
    """Just enough of the wire protocol: requests, with file descriptors,
    and the registry's globals."""

    def __init__(self, socket_path):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.connect(socket_path)
        self.next_id = 2
        self.buffer = b""
        self.fds = []        # file descriptors that came with events, in order
        self.globals = {}
        registry = self.new_id()
        self.request(1, 1, self.uint(registry))           # wl_display.get_registry
        self.registry = registry
        self.roundtrip()

    def new_id(self):
        object_id = self.next_id
        self.next_id += 1
        return object_id

    @staticmethod
    def uint(value):
        return struct.pack("<I", value)

    @staticmethod
    def string(text):
        data = text.encode() + b"\0"
        return struct.pack("<I", len(data)) + data + b"\0" * (-len(data) % 4)

    def request(self, object_id, opcode, payload=b"", fds=()):
        message = struct.pack("<II", object_id, ((8 + len(payload)) << 16) | opcode) + payload
        if fds:
            self.sock.sendmsg([message], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", fds))])
        else:
            self.sock.sendall(message)

    def roundtrip(self):
        """Sends wl_display.sync and reads events until its callback is done."""
        callback = self.new_id()
        self.request(1, 0, self.uint(callback))
        while True:
            object_id, opcode, payload = self.read_event()
            if object_id == self.registry and opcode == 0:      # wl_registry.global
                name, length = struct.unpack_from("<II", payload)
                interface = payload[8:8 + length - 1].decode()
                version = struct.unpack_from("<I", payload, 8 + length + (-length % 4))[0]
                self.globals[interface] = (name, version)
            elif object_id == 1 and opcode == 0:                # wl_display.error
                raise RuntimeError(f"Wayland protocol error: {payload!r}")
            elif object_id == callback and opcode == 0:         # wl_callback.done
                return

    def read_event(self):
        while len(self.buffer) < 8 or len(self.buffer) < (struct.unpack_from("<I", self.buffer, 4)[0] >> 16):
            data, ancillary, _, _ = self.sock.recvmsg(65536, socket.CMSG_SPACE(16 * 4))
            if not data:
                raise RuntimeError("the compositor closed the connection")
            self.buffer += data
            for level, kind, payload in ancillary:
                if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
                    self.fds.extend(array.array("i", payload[:len(payload) - len(payload) % 4]))
        object_id, size_opcode = struct.unpack_from("<II", self.buffer)
        size = size_opcode >> 16
        payload = self.buffer[8:size]
        self.buffer = self.buffer[size:]
        return object_id, size_opcode & 0xFFFF, payload

    def bind(self, interface, version):
        name, offered = self.globals[interface]
        object_id = self.new_id()
        self.request(self.registry, 0, self.uint(name) + self.string(interface)
                     + self.uint(min(version, offered)) + self.uint(object_id))
        return object_id


class Keymap:
    """A complete keymap, plus characters it lacks bound to spare keys.

    To type a character the US layout has no key for (é, 😀, 漢), the
    keyboard uploads this keymap with the character's keysym (U+XXXX) bound
    to a key code the layout leaves empty, as xdotool does on X11. The
    layout's own keys stay as they are, so GTK's key bindings keep working."""

    def __init__(self, text):
        self.text = text
        keycodes = section(text, "xkb_keycodes")
        symbols = section(text, "xkb_symbols")
        codes = {name: int(code) for name, code in re.findall(r"<(\w+)>\s*=\s*(\d+);", keycodes)}
        for alias, name in re.findall(r"alias\s+<(\w+)>\s*=\s*<(\w+)>;", keycodes):
            if name in codes:
                codes[alias] = codes[name]
        bound = {codes[name] for name in re.findall(r"key\s+<(\w+)>", symbols) if name in codes}
        # One name per spare code; codes above 255 do not fit GTK 3's events.
        self.spare = {}
        for name, code in sorted(codes.items(), key=lambda item: item[1]):
            if code not in bound and 8 < code < 256:
                self.spare.setdefault(code, name)

    def binding(self, characters):
        """This keymap with each of `characters` on a spare key, and the
        evdev code of each character's key."""
        assert len(characters) <= len(self.spare), f"{len(characters)} characters, {len(self.spare)} spare keys"
        keys = {}
        lines = []
        for character, (code, name) in zip(characters, sorted(self.spare.items())):
            keys[character] = code - 8
            lines.append(f"    key <{name}> {{ [ U{ord(character):04X} ] }};\n")
        end = self.text.index("\n};", self.text.index("xkb_symbols")) + 1
        return self.text[:end] + "".join(lines) + self.text[end:], keys


def section(text, name):
    start = text.index(name)
    return text[start:text.index("\n};", start)]


class VirtualKeyboard:
    """One virtual keyboard for the whole run, with a complete US keymap;
    it types any character (see Keymap)."""

    def __init__(self, socket_path, keymap=None):
        self.wayland = WaylandConnection(socket_path)
        for needed in ("wl_seat", "zwp_virtual_keyboard_manager_v1"):
            assert needed in self.wayland.globals, f"the compositor offers no {needed}"
        seat = self.wayland.bind("wl_seat", 1)
        manager = self.wayland.bind("zwp_virtual_keyboard_manager_v1", 1)
        self.keyboard = self.wayland.new_id()
        self.wayland.request(manager, 0, self.wayland.uint(seat) + self.wayland.uint(self.keyboard))
        self.keymap = Keymap(keymap or us_keymap())
        self.extra_keys = {}
        self._upload(self.keymap.text)
        self.start = time.monotonic()

    def _upload(self, text):
        data = text.encode() + b"\0"
        fd = os.memfd_create("keymap")
        os.write(fd, data)
        self.wayland.request(self.keyboard, 0, self.wayland.uint(1) + self.wayland.uint(len(data)), fds=[fd])  # XKB_V1
        os.close(fd)
        self.wayland.roundtrip()

    def now(self):
        return int((time.monotonic() - self.start) * 1000) & 0xFFFFFFFF

    def _key(self, code, pressed):
        self.wayland.request(self.keyboard, 1, struct.pack("<III", self.now(), code, 1 if pressed else 0))

    def _modifiers(self, mask):
        self.wayland.request(self.keyboard, 2, struct.pack("<IIII", mask, 0, 0, 0))

    def key(self, combination):
        """Presses and releases a combination such as "ctrl+shift+z" or "F10"."""
        *modifiers, key = combination.split("+")
        mask = 0
        for modifier in modifiers:
            self._key(KEYS[modifier], True)
            mask |= MODIFIER_MASKS[modifier]
            self._modifiers(mask)
        code = KEYS[key.lower()] if len(key) == 1 else KEYS[key]
        if len(key) == 1 and key.isupper():
            self._key(KEYS["shift"], True)
            self._modifiers(mask | MODIFIER_MASKS["shift"])
        self._key(code, True)
        self._key(code, False)
        if len(key) == 1 and key.isupper():
            self._key(KEYS["shift"], False)
            self._modifiers(mask)
        for modifier in reversed(modifiers):
            self._key(KEYS[modifier], False)
            mask &= ~MODIFIER_MASKS[modifier]
            self._modifiers(mask)
        self.wayland.roundtrip()
        time.sleep(0.05)

    def type(self, text):
        """Types `text`: letters, digits and space on their own keys,
        newline and tab as Return and Tab, anything else on a spare key."""
        own = {"\n": "Return", "\t": "Tab", " ": "space"}
        others = list(dict.fromkeys(c for c in text if c not in own and not (c.isascii() and c.isalnum())))
        if len(others) > len(self.keymap.spare):
            half = len(text) // 2
            self.type(text[:half])
            self.type(text[half:])
            return
        if any(c not in self.extra_keys for c in others):
            keymap, self.extra_keys = self.keymap.binding(others)
            self._upload(keymap)
        for character in text:
            if character in self.extra_keys:
                self._key(self.extra_keys[character], True)
                self._key(self.extra_keys[character], False)
                self.wayland.roundtrip()
                time.sleep(0.01)
            else:
                self.key(own.get(character, character))


def us_keymap():
    """The test X server's keymap (a complete US one), as xkbcomp writes it."""
    return subprocess.run(["xkbcomp", "-xkb", os.environ["DISPLAY"], "-"], capture_output=True, text=True,
                          check=True).stdout


BUTTONS = {1: 0x110, 2: 0x112, 3: 0x111}   # BTN_LEFT, BTN_MIDDLE, BTN_RIGHT


class VirtualPointer:
    """A pointer (zwlr_virtual_pointer_v1) that moves to absolute points of
    the output layout and presses buttons."""

    def __init__(self, socket_path, width, height):
        self.wayland = WaylandConnection(socket_path)
        assert "zwlr_virtual_pointer_manager_v1" in self.wayland.globals, "the compositor offers no virtual pointer"
        seat = self.wayland.bind("wl_seat", 1)
        manager = self.wayland.bind("zwlr_virtual_pointer_manager_v1", 1)
        self.pointer = self.wayland.new_id()
        self.wayland.request(manager, 0, self.wayland.uint(seat) + self.wayland.uint(self.pointer))
        self.width, self.height = width, height
        self.position = (0, 0)   # where this pointer last went (sway starts it elsewhere: move first)
        self.start = time.monotonic()
        self.wayland.roundtrip()

    def now(self):
        return int((time.monotonic() - self.start) * 1000) & 0xFFFFFFFF

    def move_to(self, x, y):
        self.position = (int(x), int(y))
        self.wayland.request(self.pointer, 1, struct.pack("<IIIII", self.now(), int(x), int(y), self.width, self.height))
        self.wayland.request(self.pointer, 4)
        self.wayland.roundtrip()

    def press(self, button=1):
        self.wayland.request(self.pointer, 2, struct.pack("<III", self.now(), BUTTONS[button], 1))
        self.wayland.request(self.pointer, 4)
        self.wayland.roundtrip()

    def release(self, button=1):
        self.wayland.request(self.pointer, 2, struct.pack("<III", self.now(), BUTTONS[button], 0))
        self.wayland.request(self.pointer, 4)
        self.wayland.roundtrip()

    def click(self, x, y, button=1, count=1):
        self.move_to(x, y)
        for _ in range(count):
            self.press(button)
            time.sleep(0.03)
            self.release(button)
            time.sleep(0.06)
