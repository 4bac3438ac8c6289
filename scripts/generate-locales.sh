#!/usr/bin/env bash
# Generates the locales named as arguments (de_DE.UTF-8 ...) that are not
# generated yet, the Debian way: enabled in /etc/locale.gen, built by
# locale-gen (as root directly, through sudo otherwise). The test suites run
# the app in German and Hebrew.
set -euo pipefail

normalized() { echo "$1" | sed -e 's/\.UTF-8$/.utf8/' -e 's/\.utf-8$/.utf8/'; }
missing=()
for locale in "$@"; do
    locale -a 2>/dev/null | grep -qx "$(normalized "$locale")" || missing+=("$locale")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

sudo=""
[[ $(id -u) -eq 0 ]] || sudo="sudo"
echo "Generating locales: ${missing[*]}"
for locale in "${missing[@]}"; do
    charset=${locale#*.}
    line="$locale ${charset^^}"
    if grep -q "^# *$line\$" /etc/locale.gen 2>/dev/null; then
        $sudo sed -i "s/^# *$line\$/$line/" /etc/locale.gen
    elif ! grep -qx "$line" /etc/locale.gen 2>/dev/null; then
        echo "$line" | $sudo tee -a /etc/locale.gen >/dev/null
    fi
done
$sudo locale-gen
