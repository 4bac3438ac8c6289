#!/usr/bin/env python3
"""Writes the Debian changelog of the package edit-menu-demo from
CHANGELOG.md: one entry per "## VERSION — YYYY-MM-DD" section, each of its
"- " items a "  * " line (wrapped at 78 columns), signed by the maintainer
(argv[2]) at noon UTC of the release date, so the file is the same on
every build.

    debian-changelog.py CHANGELOG.md "Name <address>" > debian/changelog
"""
import datetime
import sys
import textwrap

import changelog


def main():
    path, maintainer = sys.argv[1], sys.argv[2]
    entries = changelog.read(path)
    out = []
    for version, date, items in entries:
        day = datetime.datetime.strptime(date, "%Y-%m-%d").replace(hour=12, tzinfo=datetime.timezone.utc)
        out.append(f"edit-menu-demo ({version}) unstable; urgency=medium\n")
        for item in items:
            # Markdown's code spans read as plain text in a changelog.
            item = item.replace("`", "")
            out.append(textwrap.fill(item, width=78, initial_indent="  * ", subsequent_indent="    ",
                                     break_on_hyphens=False, break_long_words=False))
        out.append(f"\n -- {maintainer}  {day.strftime('%a, %d %b %Y %H:%M:%S %z')}\n")
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main()
