#!/usr/bin/env python3
"""Checks that the version has one source: VERSION names it, and the
newest release of the AppStream metainfo and the newest entry of
CHANGELOG.md name the same version on the same date (make validate-data).
The app's --version and About dialog read VERSION when built
(Plugins/VersionSource), the Debian package when packed
(scripts/build-deb.sh); make test-deb checks the installed ones.

    python3 scripts/check-version.py
"""
import os
import re
import sys
import xml.etree.ElementTree as ElementTree

import changelog

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
METAINFO = "data/io.github.editmenu.Demo.metainfo.xml.in"


def main():
    os.chdir(ROOT)
    with open("VERSION", encoding="utf-8") as file:
        version = file.read().strip()
    problems = []
    if not re.fullmatch(r"[0-9]+(\.[0-9]+)*", version):
        problems.append(f"VERSION: not dot-separated numbers: {version!r}")
    newest, date, _ = changelog.read()[0]
    if newest != version:
        problems.append(f"CHANGELOG.md: the newest entry is {newest}, VERSION says {version}")
    releases = ElementTree.parse(METAINFO).getroot().findall("releases/release")
    if not releases:
        problems.append(f"{METAINFO}: no <release>")
    elif (releases[0].get("version"), releases[0].get("date")) != (version, date):
        problems.append(f"{METAINFO}: the newest release is {releases[0].get('version')} of "
                        f"{releases[0].get('date')}, CHANGELOG.md says {version} of {date}")
    if problems:
        sys.exit("\n".join(problems))
    print(f"version {version} of {date}: VERSION, CHANGELOG.md and the metainfo agree")


if __name__ == "__main__":
    main()
