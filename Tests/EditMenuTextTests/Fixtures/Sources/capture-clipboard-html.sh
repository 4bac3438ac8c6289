#!/bin/bash
# Copies a page or document in a real application and saves what it put on
# the clipboard, as the fixtures beside this folder were made (under their
# own X server: xvfb-run -a -s "-screen 0 1280x1024x24" ./capture-clipboard-html.sh …).
#
#   capture-clipboard-html.sh firefox|chromium|libreoffice FILE OUT
#
# Opens FILE (an absolute path) in Firefox ESR or Chromium (kiosk, a profile
# of its own in a temporary folder) or LibreOffice Writer, presses Ctrl+A
# and Ctrl+C with xdotool, and saves the clipboard's TARGETS, text/html and
# UTF8_STRING (read with xclip, as another application) as OUT.targets,
# OUT.html and OUT.txt.
set -u
app=$1; file=$2; out=$3
profile=$(mktemp -d /tmp/capture-profile.XXXX)
case $app in
firefox)
    cat > "$profile/user.js" <<'PREFS'
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.aboutwelcome.enabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
PREFS
    firefox-esr --no-remote --profile "$profile" --kiosk "file://$file" >/dev/null 2>&1 &
    search=(--class firefox) ;;
chromium)
    chromium --no-sandbox --user-data-dir="$profile" --no-first-run --no-default-browser-check --disable-gpu \
        --kiosk "file://$file" >/dev/null 2>&1 &
    search=(--class chromium) ;;
libreoffice)
    soffice --norestore --nologo -env:UserInstallation="file://$profile" "$file" >/dev/null 2>&1 &
    search=(--name "$(basename "$file")") ;;
*) echo "usage: $0 firefox|chromium|libreoffice FILE OUT" >&2; exit 2 ;;
esac
app_pid=$!
for _ in $(seq 1 90); do xdotool search --onlyvisible "${search[@]}" >/dev/null 2>&1 && break; sleep 1; done
sleep 8   # the page's script selects its editable text once loaded
window=$(xdotool search --onlyvisible "${search[@]}" | tail -1)
xdotool windowactivate --sync "$window" 2>/dev/null
xdotool key Escape   # LibreOffice's first-start dialog
sleep 1
xdotool windowactivate --sync "$window" 2>/dev/null
xdotool key ctrl+a; sleep 0.5; xdotool key ctrl+c; sleep 2
xclip -selection clipboard -o -t TARGETS > "$out.targets"
xclip -selection clipboard -o -t text/html > "$out.html"
xclip -selection clipboard -o -t UTF8_STRING > "$out.txt"
kill "$app_pid"; sleep 2; kill -9 "$app_pid" 2>/dev/null
rm -rf "$profile"
