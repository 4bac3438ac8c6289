#!/usr/bin/python3
"""A hostile owner of the X CLIPBOARD selection, for the end-to-end tests.

A real second X client written with python3-xlib (no GTK), so the app meets the
selection protocol as another application speaks it — or fails to. It takes
CLIPBOARD, prints "ready" on stdout once X says it owns it, serves requests the
way its mode says, and exits on SIGTERM or when another client takes the
selection.

Modes (one at a time; without one it serves --text "hostile owner text"):

  --text TEXT            well-behaved: TEXT as UTF8_STRING and friends
  --huge BYTES           BYTES of ASCII text, sent with the INCR protocol once it
                         is bigger than one X request (ICCCM 2.7.2), as GTK reads it
  --invalid-utf8         text targets whose bytes are not UTF-8
  --nul                  text with NUL bytes in the middle ("before\\0after\\0end")
  --no-text              image/png only, no text target at all
  --die-mid-transfer     starts an INCR transfer of what is asked for (text, or an
                         --also type), sends one chunk, exits
  --never-answer         owns the selection, answers nothing, not even TARGETS
  --never-deliver        answers TARGETS (text), never answers a request for the text
  --many-targets N       advertises N targets; serves text for the text ones,
                         refuses the others

  --chunk BYTES          INCR chunk size (default 128 KiB): anything bigger
                         goes by INCR, so --huge 60000 --chunk 4096 sends 15 chunks
  --also TYPE FILE       besides the mode's offer, FILE's bytes as TYPE (repeatable):
                         an application that copies text and a format of its own
  --count-pieces FILE    writes into FILE how many INCR pieces it has sent so far,
                         so a test can tell a refusal by the announced size from
                         a read, whatever the machine's speed

Usage from a test:

    owner = subprocess.Popen([sys.executable, "hostile_owner.py", "--nul"],
                             stdout=subprocess.PIPE, text=True)
    assert owner.stdout.readline().strip() == "ready"
    ...
    owner.terminate()
"""
import argparse
import os
import select
import signal
import sys

from Xlib import X, Xatom, display
from Xlib.protocol import event

# The text the well-behaved modes serve, and what the NUL mode hides NULs in.
DEFAULT_TEXT = "hostile owner text"
NUL_TEXT = b"before\x00after\x00end"
# Starts valid, then a lone continuation byte, an overlong form and a truncated sequence.
INVALID_UTF8 = b"valid start \x80 then \xc0\xaf then \xe2\x82"
# A 1x1 transparent PNG.
TINY_PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082")

TEXT_TARGETS = ["UTF8_STRING", "text/plain;charset=utf-8", "STRING", "TEXT", "text/plain"]


def huge_text(size):
    """`size` bytes of printable ASCII, in numbered lines so a truncation shows."""
    line_length = 64
    lines = (b"%07d " % n + b"x" * (line_length - 9) + b"\n" for n in range(size // line_length + 1))
    return b"".join(lines)[:size]


class Owner:
    def __init__(self, args):
        self.args = args
        self.display = display.Display()
        self.atom = self.display.intern_atom
        self.clipboard = self.atom("CLIPBOARD")
        self.targets_atom = self.atom("TARGETS")
        self.timestamp_atom = self.atom("TIMESTAMP")
        self.incr_atom = self.atom("INCR")
        root = self.display.screen().root
        self.window = root.create_window(0, 0, 1, 1, 0, X.CopyFromParent,
                                         event_mask=X.PropertyChangeMask)
        # One X request carries at most max_request_length 4-byte units; leave
        # room for the ChangeProperty header.
        self.chunk = min(args.chunk, self.display.display.info.max_request_length * 4 - 1024)
        # INCR transfers in flight: (requestor id, property) -> [window, type, data, offset]
        self.transfers = {}
        self.serves = self.build_offer()

    # MARK: What is offered

    def build_offer(self):
        """target name -> bytes served for it (None: advertised but refused)."""
        a = self.args
        if a.no_text:
            return {"image/png": TINY_PNG}
        if a.many_targets:
            offer = {name: DEFAULT_TEXT.encode() for name in TEXT_TARGETS}
            for n in range(a.many_targets - len(offer)):
                # A few odd text/plain variants (still text, served) among many refusals.
                name = f"text/plain;variant={n}" if n % 100 == 0 else f"application/x-hostile-{n}"
                offer[name] = DEFAULT_TEXT.encode() if name.startswith("text/") else None
            return offer
        if a.huge is not None or a.die_mid_transfer:
            data = huge_text(a.huge if a.huge is not None else 8 * 1024 * 1024)
        elif a.invalid_utf8:
            data = INVALID_UTF8
        elif a.nul:
            data = NUL_TEXT
        else:
            data = a.text.encode()
        targets = ["UTF8_STRING", "text/plain;charset=utf-8"] if a.invalid_utf8 else TEXT_TARGETS
        return {name: data for name in targets} | also_offered(a)

    # MARK: Taking the selection

    def server_time(self):
        """A real server timestamp (ICCCM: never CurrentTime when taking a selection)."""
        stamp = self.atom("_HOSTILE_OWNER_TIME")
        self.window.change_property(stamp, Xatom.STRING, 8, b"", X.PropModeAppend)
        self.display.flush()
        while True:
            ev = self.display.next_event()
            if ev.type == X.PropertyNotify and ev.atom == stamp:
                return ev.time

    def take(self):
        self.time = self.server_time()
        self.window.set_selection_owner(self.clipboard, self.time)
        owner = self.display.get_selection_owner(self.clipboard)
        if owner.id != self.window.id:
            sys.exit("could not take CLIPBOARD")
        print("ready", flush=True)

    # MARK: Serving

    def run(self):
        fd = self.display.fileno()
        while True:
            if not self.display.pending_events():
                # select() with a timeout so SIGTERM is handled promptly.
                select.select([fd], [], [], 0.5)
            while self.display.pending_events():
                self.handle(self.display.next_event())

    def handle(self, ev):
        if ev.type == X.SelectionClear:
            sys.exit(0)
        if ev.type == X.SelectionRequest and not self.args.never_answer:
            if self.args.never_deliver and ev.target not in (self.targets_atom, self.timestamp_atom):
                return
            self.answer(ev)
        elif ev.type == X.PropertyNotify and ev.state == X.PropertyDelete:
            self.continue_transfer(ev)

    def answer(self, ev):
        prop = ev.property or ev.target   # obsolete requestors give no property
        target = self.display.get_atom_name(ev.target)
        if ev.target == self.targets_atom:
            atoms = [self.targets_atom, self.timestamp_atom] + [self.atom(t) for t in self.serves]
            ev.requestor.change_property(prop, Xatom.ATOM, 32, atoms)
        elif ev.target == self.timestamp_atom:
            ev.requestor.change_property(prop, Xatom.INTEGER, 32, [self.time])
        elif self.serves.get(target) is not None:
            data = self.serves[target]
            if len(data) > self.chunk or self.args.die_mid_transfer:
                self.start_transfer(ev.requestor, prop, ev.target, data)
            else:
                ev.requestor.change_property(prop, ev.target, 8, data)
        else:
            prop = X.NONE   # refused
        self.notify(ev, prop)

    def notify(self, ev, prop):
        reply = event.SelectionNotify(time=ev.time, requestor=ev.requestor, selection=ev.selection,
                                      target=ev.target, property=prop)
        ev.requestor.send_event(reply, event_mask=0)
        self.display.flush()

    def start_transfer(self, requestor, prop, target, data):
        """ICCCM INCR: announce the size, then one chunk each time the requestor
        deletes the property, then a zero-length chunk."""
        requestor.change_attributes(event_mask=X.PropertyChangeMask)
        requestor.change_property(prop, self.incr_atom, 32, [len(data)])
        self.transfers[(requestor.id, prop)] = [requestor, target, data, 0, 0]

    def continue_transfer(self, ev):
        transfer = self.transfers.get((ev.window.id, ev.atom))
        if transfer is None:
            return
        requestor, target, data, offset, sent = transfer
        if self.args.die_mid_transfer and sent == 1:
            # One chunk delivered; vanish with the rest of the transfer outstanding.
            os._exit(0)
        piece = data[offset:offset + self.chunk]
        requestor.change_property(ev.atom, target, 8, piece)
        self.display.flush()
        if piece and self.args.count_pieces:
            with open(self.args.count_pieces, "w") as file:
                file.write(f"{sent + 1}\n")
        if not piece:
            del self.transfers[(ev.window.id, ev.atom)]
        else:
            transfer[3] = offset + len(piece)
            transfer[4] = sent + 1


def also_offered(args):
    """The types --also adds, and their bytes."""
    offered = {}
    for kind, path in args.also or []:
        with open(path, "rb") as file:
            offered[kind] = file.read()
    return offered


def parse_arguments(description=__doc__):
    """The modes, shared with wayland_hostile_owner.py."""
    parser = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--text", default=DEFAULT_TEXT)
    mode.add_argument("--huge", type=int, metavar="BYTES")
    mode.add_argument("--invalid-utf8", action="store_true")
    mode.add_argument("--nul", action="store_true")
    mode.add_argument("--no-text", action="store_true")
    mode.add_argument("--die-mid-transfer", action="store_true")
    mode.add_argument("--never-answer", action="store_true")
    mode.add_argument("--never-deliver", action="store_true")
    mode.add_argument("--many-targets", type=int, metavar="N")
    parser.add_argument("--chunk", type=int, default=128 * 1024, metavar="BYTES",
                        help="INCR chunk size; data bigger than one chunk goes by INCR")
    parser.add_argument("--also", nargs=2, action="append", metavar=("TYPE", "FILE"),
                        help="also serve FILE's bytes as TYPE")
    parser.add_argument("--count-pieces", metavar="FILE",
                        help="write how many INCR pieces were sent so far into FILE")
    return parser.parse_args()


def main():
    args = parse_arguments()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    owner = Owner(args)
    owner.take()
    owner.run()


if __name__ == "__main__":
    main()
