"""Reads CHANGELOG.md: its releases, newest first. scripts/debian-changelog.py
makes the Debian changelog from them, scripts/check-version.py checks the
newest against VERSION and the metainfo."""
import re
import sys

HEADING = re.compile(r"^## (\S+) — (\d{4}-\d{2}-\d{2})\s*$")


def releases(text):
    """(version, date, [item, …]) for each "## VERSION — YYYY-MM-DD"
    section, newest (first) first; an item is a "- " line and the indented
    lines that continue it."""
    found, current = [], None
    for line in text.splitlines():
        match = HEADING.match(line)
        if match:
            current = (match.group(1), match.group(2), [])
            found.append(current)
        elif current is None or line.startswith("#"):
            continue
        elif line.startswith("- "):
            current[2].append(line[2:].strip())
        elif line.startswith("  ") and current[2]:
            current[2][-1] += " " + line.strip()
        elif line.strip():
            sys.exit(f"CHANGELOG.md: a release holds only '- ' items, not: {line!r}")
    if not found:
        sys.exit("CHANGELOG.md: no '## VERSION — YYYY-MM-DD' heading")
    return found


def read(path="CHANGELOG.md"):
    with open(path, encoding="utf-8") as file:
        return releases(file.read())
