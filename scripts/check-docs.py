#!/usr/bin/python3
"""The docs a newcomer reads stay true and short: every path of this
repository that ARCHITECTURE.md, README.md and docs/ name exists (a file
moved or renamed fails `make test`, check-docs, until the docs follow it),
and README.md and ARCHITECTURE.md stay under their word budgets (the
details belong in docs/).

A path is a `code span` or a Markdown link target that starts with one of
the repository's top folders (Sources/, Tests/, docs/, …) or names a file
at its top (Makefile, Package.swift, …): it must exist. A code span that
names a source file by its end (`TextEditor+Actions.swift`,
`Menu/TextShortcuts.swift`) must be the end of a file the repository
tracks. A glob (`*`), a placeholder (`<…>`) or a build product (.build/)
is not a path to check.

    python3 scripts/check-docs.py        # prints each missing path or overrun, exits 1 if any
"""
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOP_FOLDERS = ("Sources/", "Tests/", "docs/", "scripts/", "data/", "packaging/", "po/", "Plugins/", ".ci/")
TOP_FILES = {"Makefile", "Package.swift", "README.md", "ARCHITECTURE.md", "API.md", "CHANGELOG.md", "VERSION",
             "bench-budget.json"}
# Words each front document may hold: read in five minutes, not fifty.
WORD_BUDGETS = {"README.md": 3000, "ARCHITECTURE.md": 1600}
SOURCE_FILE = re.compile(r"^[\w+./-]+\.(swift|py|c|h|sh|md|json|po|desktop|xml)$")
SPAN = re.compile(r"`([^`\s]+)`")
LINK = re.compile(r"\]\(([^)\s#]+)(?:#[^)]*)?\)")


def named_paths(document):
    """The repository paths `document` names: code spans as paths from the
    top, link targets relative to the document."""
    base = os.path.dirname(document)
    with open(document, encoding="utf-8") as file:
        text = file.read()
    spans = [match.group(1) for match in SPAN.finditer(text)]
    links = [os.path.relpath(os.path.join(base, match.group(1)), ROOT) for match in LINK.finditer(text)
             if "://" not in match.group(1) and not match.group(1).startswith("mailto:")]
    for path in spans + links:
        if "*" in path or "<" in path or "…" in path or "://" in path:
            continue
        path = path.split(":")[0].rstrip("/.,")
        if path.startswith(TOP_FOLDERS) or path in TOP_FILES or path.startswith("../"):
            yield path   # a link out of the repository never exists in it


def tracked_files():
    listed = subprocess.run(["git", "-C", ROOT, "ls-files"], capture_output=True, text=True, check=True)
    return listed.stdout.splitlines()


def missing_in(document, tracked):
    for path in sorted(set(named_paths(document))):
        if path.startswith("../") or not os.path.exists(os.path.join(ROOT, path)):
            yield path
    with open(document, encoding="utf-8") as file:
        spans = {match.group(1) for match in SPAN.finditer(file.read())}
    for span in sorted(spans):
        if SOURCE_FILE.match(span) and not span.startswith(TOP_FOLDERS) and span not in TOP_FILES \
                and not any(name == span or name.endswith("/" + span) for name in tracked):
            yield span


def main():
    documents = [os.path.join(ROOT, name) for name in ("ARCHITECTURE.md", "README.md")]
    documents += sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    tracked = tracked_files()
    failures = [(os.path.relpath(doc, ROOT), path) for doc in documents for path in missing_in(doc, tracked)]
    for document, path in failures:
        print(f"{document}: names {path}, which does not exist")
    overruns = []
    for name, budget in WORD_BUDGETS.items():
        with open(os.path.join(ROOT, name), encoding="utf-8") as file:
            words = len(file.read().split())
        if words >= budget:
            overruns.append(name)
            print(f"{name}: {words} words, over its budget of {budget}: move the details into docs/")
    if failures or overruns:
        sys.exit(1)
    print(f"docs: every path named in {len(documents)} documents exists; README.md and ARCHITECTURE.md within budget")


if __name__ == "__main__":
    main()
