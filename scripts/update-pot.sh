#!/usr/bin/env bash
# Extracts every translatable string listed in po/POTFILES into the template
# po/edit-menu-demo.pot (or into $1), then merges it into each po/<lang>.po
# when run with --merge. xgettext has no Swift parser; Swift's string
# literals and calls read as C's for the calls we mark (tr, plural), so the
# Swift files are read as C, the desktop entry as Desktop, and the metainfo
# through AppStream's ITS rules.
set -euo pipefail
export LC_ALL=C.UTF-8   # xgettext reads and writes UTF-8 ("…", "→")
cd "$(dirname "$0")/.."
out=${1:-po/edit-menu-demo.pot}
[ "${1:-}" = --merge ] && out=po/edit-menu-demo.pot
files=$(grep -v '^#' po/POTFILES | grep -v '^$')
swift_files=$(printf '%s\n' $files | grep '\.swift$')
desktop_files=$(printf '%s\n' $files | grep '\.desktop\.in$')
xml_files=$(printf '%s\n' $files | grep '\.xml\.in$')
common=(--from-code=UTF-8 --package-name=edit-menu-demo
        --add-comments=Translators: --sort-by-file)
xgettext "${common[@]}" --language=C --keyword= --keyword=tr --keyword=ownTitle --keyword=plural:1,2 -o "$out.tmp" $swift_files
xgettext "${common[@]}" --language=Desktop --join-existing -o "$out.tmp" $desktop_files
xgettext "${common[@]}" --its=/usr/share/gettext/its/metainfo.its --join-existing -o "$out.tmp" $xml_files
# No creation date, so the template changes only when its strings do.
sed -e '/^"POT-Creation-Date:/d' -e 's/^"Content-Type: text\/plain; charset=CHARSET/"Content-Type: text\/plain; charset=UTF-8/' \
    -e '1,/^$/{/^# SOME DESCRIPTIVE TITLE/s/.*/# Translatable strings of Edit Menu (edit-menu-demo); made by scripts\/update-pot.sh./}' \
    "$out.tmp" > "$out"
rm -f "$out.tmp"
if [ "${1:-}" = --merge ]; then
  for lang in $(grep -v '^#' po/LINGUAS); do
    msgmerge --quiet --update --backup=none --no-fuzzy-matching po/$lang.po "$out"
  done
fi
