#!/usr/bin/python3
"""The GTK 3 and GTK 4 libraries keep one API: reads API.md's `EditMenuGTK`
and `EditMenuGTK4` sections and lists every public name only one of them
has, and every name both have in different shapes. Each must be in
docs/api-differences.txt, the differences still to close or to keep (a
kept one says why in docs/gtk4.md); `make test` (check-docs) fails on a
difference not listed there, so the two cannot drift apart unseen, and on
one listed that is gone, so the list shrinks as they come together.

    python3 scripts/check-api-drift.py            # checks
    python3 scripts/check-api-drift.py --write    # rewrites the list from API.md
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = os.path.join(ROOT, "docs", "api-differences.txt")
LINE = re.compile(r"^- `([^`]+)`: `(.*)`$")
HEADER = """# Where the public APIs of EditMenuGTK (GTK 3) and EditMenuGTK4 (GTK 4)
# differ, as API.md lists them: scripts/check-api-drift.py (make test) fails
# on a difference missing here and on one listed here that is gone.
# "only GTK 3" / "only GTK 4": a name one library lacks; "shape": both have
# it, declared differently. Close one and delete its line; one that stays
# says why in docs/gtk4.md.
"""


def sections():
    """name -> declaration, for each toolkit library (its extensions too)."""
    found = {"EditMenuGTK": {}, "EditMenuGTK4": {}}
    current = None
    with open(os.path.join(ROOT, "API.md"), encoding="utf-8") as file:
        for line in file:
            if line.startswith("## "):
                title = line[3:].split(":")[0].strip()
                current = found.get(title)
                continue
            match = LINE.match(line.rstrip("\n"))
            if current is not None and match:
                current[match.group(1)] = match.group(2)
    return found["EditMenuGTK"], found["EditMenuGTK4"]


def differences():
    gtk3, gtk4 = sections()
    lines = [f"only GTK 3: {name}" for name in sorted(gtk3.keys() - gtk4.keys())]
    lines += [f"only GTK 4: {name}" for name in sorted(gtk4.keys() - gtk3.keys())]
    lines += [f"shape: {name}" for name in sorted(gtk3.keys() & gtk4.keys()) if gtk3[name] != gtk4[name]]
    return lines


def listed():
    with open(LIST, encoding="utf-8") as file:
        return [line.strip() for line in file if line.strip() and not line.startswith("#")]


def main():
    found = differences()
    if "--write" in sys.argv:
        with open(LIST, "w", encoding="utf-8") as file:
            file.write(HEADER + "\n".join(found) + "\n")
        print(f"{LIST}: {len(found)} differences")
        return
    known = listed()
    new = [line for line in found if line not in known]
    gone = [line for line in known if line not in found]
    for line in new:
        print(f"API drift: {line} (make the two libraries agree, or add it to docs/api-differences.txt)")
    for line in gone:
        print(f"closed: {line} (delete it from docs/api-differences.txt)")
    if new or gone:
        sys.exit(1)
    print(f"API: the two toolkit libraries differ in the {len(known)} listed places only")


if __name__ == "__main__":
    main()
