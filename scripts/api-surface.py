#!/usr/bin/python3
"""Writes API.md: every public declaration of the package's library modules,
read from the compiler's symbol graphs (scripts/build-docs.sh makes them).

    python3 scripts/api-surface.py SYMBOL_GRAPH_DIR > API.md
"""
import glob
import json
import os
import sys

MODULES = ["EditMenu", "EditMenuGTK", "EditMenuGTK4"]
HEADER = """# Public API

Every public declaration of the `EditMenu`, `EditMenuGTK` (GTK 3) and
`EditMenuGTK4` (GTK 4, early) libraries, one per line, as the compiler sees
them. Both toolkit libraries re-export `EditMenuText` (the text editing
they share) and `EditMenuSpelling` (spelling), so their declarations show under each. `make docs` regenerates this file from
the symbol graphs; `make test` fails when it is out of date, so any change
to the public surface shows in review.
"""


def declarations(path):
    graph = json.load(open(path))
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        name = ".".join(symbol["pathComponents"])
        text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
        yield name, " ".join(text.split())


def main(directory):
    out = [HEADER]
    for module in MODULES:
        files = sorted(glob.glob(os.path.join(directory, f"{module}.symbols.json"))
                       + glob.glob(os.path.join(directory, f"{module}@*.symbols.json")))
        for path in files:
            base = os.path.basename(path)[:-len(".symbols.json")]
            title = module if "@" not in base else f"{module}: extensions of {base.split('@')[1]}"
            out.append(f"\n## {title}\n")
            lines = sorted(set(f"- `{name}`: `{text}`" for name, text in declarations(path)))
            out.extend(lines)
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1])
