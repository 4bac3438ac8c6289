#!/usr/bin/python3
"""A seeded fuzzer for edit-menu-demo: random user input on the real window,
checked after every step.

    make fuzz FUZZ_SEED=42 FUZZ_STEPS=3000
    /usr/bin/python3 Tests/Fuzz/fuzz.py --seed 42 --steps 500 --verbose

Run it on a display with an accessibility bus (make fuzz does that under
Xvfb and dbus-run-session). A failure prints `seed=S step=N: ...` with the
steps that led there; `--seed S --until N` replays exactly those steps.
See Tests/Fuzz/README.md.
"""
import argparse
import collections
import os
import sys
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from actions import KIND_NAMES, make_step  # noqa: E402
from oracles import Checker  # noqa: E402
from world import AppGone, World, desktop  # noqa: E402

HISTORY = 12
# The lines a paste into the Notes text view starts with.
NOTES_PASTES = ("Paste performed by Notes text", "Paste Selection performed by Notes text")
# The search entry of GTK's emoji chooser: showing while the chooser is up.
EMOJI_SEARCH = "Search"


def parse_arguments(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=None, help="the run's seed (default: the time)")
    parser.add_argument("--steps", type=int, default=300, help="how many steps to run")
    parser.add_argument("--until", type=int, default=None, metavar="STEP",
                        help="replay: run steps 0..STEP of the seed, then stop")
    parser.add_argument("--binary", default=os.environ.get("EDIT_MENU_DEMO", ".build/debug/edit-menu-demo"),
                        help="the app to fuzz (default: $EDIT_MENU_DEMO)")
    parser.add_argument("--stall-ms", type=int, default=0,
                        help="also fail when the app's main loop stalls this long (EDIT_MENU_STALL_MS)")
    parser.add_argument("--strict", action="store_true",
                        help="known issues (see oracles.KNOWN_ISSUES) fail the run too")
    parser.add_argument("--skip", action="append", default=[], choices=KIND_NAMES, metavar="KIND",
                        help=f"leave out steps of this kind (repeatable; one of {', '.join(KIND_NAMES)}); "
                             "the other steps stay the same")
    parser.add_argument("--backend", choices=("x11", "wayland"), default=os.environ.get("EDIT_MENU_BACKEND", "x11"),
                        help="the desktop: the X server of $DISPLAY, or a headless sway it starts (default: x11)")
    parser.add_argument("--verbose", action="store_true", help="print every step")
    parser.add_argument("--stop-after-failure", action="store_true", help="stop at the first failing step")
    return parser.parse_args(argv)


def run(arguments, out=sys.stdout):
    """Runs the fuzzer; returns (failures, steps run, seconds)."""
    seed = arguments.seed if arguments.seed is not None else int(time.time())
    steps = arguments.steps if arguments.until is None else arguments.until + 1
    say = lambda text="": print(text, file=out, flush=True)  # noqa: E731
    skips = "".join(f" --skip {kind}" for kind in arguments.skip)
    say(f"fuzz: seed={seed} steps={steps}{skips} backend={arguments.backend} binary={arguments.binary}")

    desktop.BACKEND = arguments.backend
    world = World(os.path.abspath(arguments.binary), stall_ms=arguments.stall_ms, verbose=arguments.verbose)
    checker = Checker(world)
    history = collections.deque(maxlen=HISTORY)
    failures = []
    kinds = collections.Counter()
    known = collections.Counter()
    menus_shown = 0
    started = time.monotonic()
    index = -1
    try:
        world.start()
        # A known clipboard to start from, whatever the display held before.
        world.offer_clipboard(f"fuzz seed {seed}".encode())
        world.expected_clipboard = ("text", f"fuzz seed {seed}")
        world.clipboard_source = "the fuzzer's starting text"
        world.settle()
        world.read_log()
        world.menu_seen_since = 0.0
        before = world.observe()
        world.last_field = before.field
        world.last_tiles = dict(before.tiles)
        world.last_notes = before.notes
        world.new_output()
        started = time.monotonic()
        for index in range(steps):
            step = make_step(seed, index, arguments.skip)
            kinds[step.kind] += 1
            step_started = time.monotonic()
            step.apply(world, before)
            if not step.noop:
                world.settle(minimum=step.minimum_settle)
            after = world.observe()
            log_lines = world.read_log()
            native = after.other_toplevels
            if native and not any("menu" in window for window in native):
                # A drag of selected label text shows its icon for a moment.
                world.settle(minimum=0.5)
                after = world.observe()
                log_lines += world.read_log()
                native = after.other_toplevels
            if any(line.startswith(NOTES_PASTES) for line in log_lines):
                # The notes log a paste as it starts; the text follows.
                log_lines += world.wait_for_notes_paste(before, log_lines)
                after = world.observe()
            if after.find("text", EMOJI_SEARCH) is not None:
                # Insert Emoji opened GTK's emoji chooser, which took the
                # keyboard (the demo logs nothing for it); a user who wanted
                # no emoji closes it (the fuzzer does not choose emoji).
                step.opened_emoji_chooser = True
                world.key("Escape")
                world.settle(minimum=0.3)
                after = world.observe()
                log_lines += world.read_log()
                step.description += " (then Esc closes GTK's emoji chooser)"
            if native:
                # GTK's own context menu (known issue) grabs the pointer:
                # note it, close it and go on from what is left.
                world.key("Escape")
                world.settle(minimum=0.1)
                after = world.observe()
                log_lines += world.read_log()
            if after.menu is not None and (before.menu is None or any(l.startswith("Menu shown") for l in log_lines)
                                           or before.menu.titles != after.menu.titles):   # a submenu's page
                world.menu_seen_since = after.at
            menus_shown += sum(1 for l in log_lines if l.startswith("Menu shown"))
            problems = checker.check(step, before, after, log_lines, world.new_output(), native)
            for problem in [p for p in problems if p.startswith("KNOWN")]:
                known[problem.split(":")[0]] += 1
                if arguments.verbose or known[problem.split(":")[0]] == 1 or arguments.strict:
                    say(f"{'FAIL' if arguments.strict else 'known issue'} seed={seed} step={index}: {problem}")
            if not arguments.strict:
                problems = [p for p in problems if not p.startswith("KNOWN")]
            took = time.monotonic() - step_started
            history.append(f"  step {index}: {step.description}  [{took:.2f} s]"
                           + "".join(f"\n      log: {line}" for line in log_lines))
            if arguments.verbose:
                say(history[-1])
            if problems:
                for problem in problems:
                    failures.append((index, problem))
                    say(f"FAIL seed={seed} step={index}: {problem}")
                say("  the steps that led there:")
                for line in history:
                    say(line)
                if arguments.stop_after_failure:
                    break
                checker.resync(after)
            before = world.observe() if problems else after
    except AppGone as gone:
        failures.append((index, str(gone)))
        say(f"FAIL seed={seed} step={index}: {gone}")
        say("  the steps that led there:")
        for line in history:
            say(line)
    except Exception as error:  # the fuzzer itself broke: still say where
        failures.append((index, f"fuzzer error: {error!r}"))
        say(f"FAIL seed={seed} step={index}: the fuzzer could not go on: {error!r}")
        say(traceback.format_exc())
        say("  the steps that led there:")
        for line in history:
            say(line)
    finally:
        elapsed = time.monotonic() - started
        world.stop()
        desktop.stop()
        for line in world.new_output():
            if "SELF-CHECK FAILED" in line or "CRITICAL" in line or "WARNING" in line:
                say(f"  app output at exit: {line}")

    ran = index + 1
    rate = ran / (elapsed / 60) if elapsed > 0 else 0.0
    say(f"fuzz: seed={seed}: {ran} steps in {elapsed:.1f} s = {rate:.0f} steps/minute; "
        f"{menus_shown} menus shown; steps by kind: "
        + ", ".join(f"{kind} {count}" for kind, count in sorted(kinds.items())))
    if known:
        say(f"fuzz: seed={seed}: known issues seen (not failures without --strict): "
            + ", ".join(f"{name} x{count}" for name, count in sorted(known.items())))
    if failures:
        say(f"fuzz: seed={seed}: {len(failures)} failure(s), first at step {failures[0][0]}; "
            f"replay with: /usr/bin/python3 Tests/Fuzz/fuzz.py --seed {seed}{skips} --until {failures[0][0]} --verbose")
    else:
        say(f"fuzz: seed={seed}: no failures")
    return failures, ran, elapsed


def main(argv=None):
    arguments = parse_arguments(argv)
    failures, _, _ = run(arguments)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
