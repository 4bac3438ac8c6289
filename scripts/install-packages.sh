#!/usr/bin/env bash
# Installs the Debian packages named as arguments that are not installed yet.
# Uses apt-get directly as root, through sudo otherwise; does nothing (and
# needs no network) when everything is already there.
set -euo pipefail

missing=()
for package in "$@"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if ! command -v apt-get >/dev/null; then
    echo "error: missing packages ${missing[*]}, and this is not a Debian system (no apt-get)." >&2
    exit 1
fi
sudo=""
[[ $(id -u) -eq 0 ]] || sudo="sudo"
echo "Installing missing Debian packages: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
