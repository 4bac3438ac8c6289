#!/usr/bin/python3
"""A hostile owner of the Wayland clipboard, for the end-to-end tests: the
Wayland counterpart of hostile_owner.py, with the same modes.

It speaks the wlr data-control protocol (zwlr_data_control_manager_v1, which
sway offers to clipboard managers), so it can own the clipboard without a
window or the keyboard focus. It sets the selection, prints "ready" once the
compositor has it, answers each paste the way its mode says, and exits on
SIGTERM or when another client takes the selection.

Modes (one at a time; without one it serves --text "hostile owner text"):

  --text TEXT            well-behaved: TEXT as text/plain;charset=utf-8 and friends
  --huge BYTES           BYTES of ASCII text
  --invalid-utf8         text types whose bytes are not UTF-8
  --nul                  text with NUL bytes in the middle ("before\\0after\\0end")
  --no-text              image/png only, no text type at all
  --die-mid-transfer     sends the first 1,000 bytes of what is asked for (1 MB of
                         text, or an --also type's data), then exits
  --never-answer         owns the clipboard, never writes nor closes a paste's pipe
  --never-deliver        the same: a Wayland offer carries its types, so the two are one
  --many-targets N       offers N types; serves text for the text ones, closes the others

  --chunk BYTES          ignored: a pipe has no chunks
  --also TYPE FILE       besides the mode's offer, FILE's bytes as TYPE (repeatable)

Usage: WAYLAND_DISPLAY and XDG_RUNTIME_DIR name the compositor.

    owner = subprocess.Popen([sys.executable, "wayland_hostile_owner.py", "--nul"],
                             stdout=subprocess.PIPE, text=True, env=sway_env)
    assert owner.stdout.readline().strip() == "ready"
"""
import os
import signal
import struct
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from hostile_owner import DEFAULT_TEXT, INVALID_UTF8, NUL_TEXT, TINY_PNG, also_offered, huge_text, parse_arguments  # noqa: E402
from wayland_input import WaylandConnection  # noqa: E402

TEXT_TYPES = ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain", "STRING", "TEXT"]
# Requests and events of the data-control protocol, by opcode.
CREATE_DATA_SOURCE, GET_DATA_DEVICE = 0, 1
SOURCE_OFFER = 0
DEVICE_SET_SELECTION = 0
SOURCE_SEND, SOURCE_CANCELLED = 0, 1


def offer(args):
    """The types the owner offers, and what it writes for a type (None: nothing, ever)."""
    if args.no_text:
        return ["image/png"], lambda kind: TINY_PNG
    if args.never_answer or args.never_deliver:
        return TEXT_TYPES, lambda kind: None
    if args.many_targets:
        others = [f"application/x-hostile-{n}" for n in range(args.many_targets - len(TEXT_TYPES))]
        return TEXT_TYPES + others, lambda kind: DEFAULT_TEXT.encode() if kind in TEXT_TYPES else b""
    if args.die_mid_transfer:
        also = also_offered(args)
        return TEXT_TYPES + list(also), lambda kind: also.get(kind) or huge_text(1_000_000)
    data = (huge_text(args.huge) if args.huge else INVALID_UTF8 if args.invalid_utf8 else NUL_TEXT if args.nul
            else args.text.encode())
    also = also_offered(args)
    return TEXT_TYPES + list(also), lambda kind: also.get(kind, data)


def serve(fd, data, die_mid_transfer):
    """Writes `data` to a paste's pipe from its own thread, so a slow reader
    holds up nobody; a reader that gives up just closes the pipe."""
    try:
        if die_mid_transfer:
            os.write(fd, data[:1000])
            time.sleep(0.3)          # the reader has part of it and waits for more...
            os._exit(0)              # ...and the owner is gone
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    except OSError:
        pass
    finally:
        os.close(fd)


def main():
    args = parse_arguments(__doc__)
    types, contents = offer(args)
    socket_path = os.path.join(os.environ["XDG_RUNTIME_DIR"], os.environ["WAYLAND_DISPLAY"])
    wayland = WaylandConnection(socket_path)
    assert "zwlr_data_control_manager_v1" in wayland.globals, "the compositor offers no data-control protocol"
    seat = wayland.bind("wl_seat", 1)
    manager = wayland.bind("zwlr_data_control_manager_v1", 1)
    device = wayland.new_id()
    wayland.request(manager, GET_DATA_DEVICE, wayland.uint(device) + wayland.uint(seat))
    source = wayland.new_id()
    wayland.request(manager, CREATE_DATA_SOURCE, wayland.uint(source))
    for kind in types:
        wayland.request(source, SOURCE_OFFER, wayland.string(kind))
    wayland.request(device, DEVICE_SET_SELECTION, wayland.uint(source))
    wayland.roundtrip()
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    print("ready", flush=True)

    never_answered = []   # pipes kept open and silent
    while True:
        object_id, opcode, payload = wayland.read_event()
        if object_id != source:
            # data_offer events of the device name offers we do not read; their fds
            # (none) and objects need nothing from us.
            continue
        if opcode == SOURCE_CANCELLED:
            return
        if opcode == SOURCE_SEND:
            length = struct.unpack_from("<I", payload)[0]
            kind = payload[4:4 + length - 1].decode()
            fd = wayland.fds.pop(0)
            data = contents(kind)
            if data is None:
                never_answered.append(fd)
                continue
            threading.Thread(target=serve, args=(fd, data, args.die_mid_transfer), daemon=True).start()


if __name__ == "__main__":
    main()
