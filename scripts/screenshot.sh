#!/usr/bin/env bash
# Usage: screenshot.sh BINARY OUT_DIR
# Opens the app on a private Xvfb display, opens a menu on each page with
# real input (xdotool) and saves one picture per page, cropped to the window.
# Coordinates follow the window's default layout (no window manager: the
# window sits at 0,0).
set -euo pipefail
binary=$1 out=$2
mkdir -p "$out"
xvfb-run -a -s "-screen 0 1024x768x24 -noreset" bash -c "
    set -e
    '$binary' & app=\$!
    sleep 2
    shot() { sleep 0.6; import -window root -crop 770x700+0+0 \"$out/\$1\"; }
    xdotool mousemove 60 121 click 1; xdotool type 'Typing goes on'
    xdotool mousemove 80 78 click 3; shot basics.png; xdotool key Escape
    # Notes: a word made bold, then its menu's Format page (Up wraps to the
    # row before last, Format, above Spelling; Enter opens it).
    xdotool mousemove 197 26 click 1; sleep 0.5
    xdotool mousemove 90 130 click --repeat 2 --delay 60 1; xdotool key ctrl+b
    xdotool mousemove 90 130 click 3; sleep 0.5; xdotool key Up Up Return; shot notes.png; xdotool key Escape
    xdotool mousemove 323 26 click 1; sleep 0.5
    xdotool mousemove 150 130 click --repeat 2 --delay 60 1; shot color-tiles.png; xdotool key Escape
    xdotool mousemove 444 26 click 1; sleep 0.5
    xdotool mousemove 90 200 mousedown 1; sleep 1; xdotool mouseup 1; shot copy-me.png; xdotool key Escape
    xdotool mousemove 565 26 click 1; sleep 0.5
    xdotool mousemove 80 220 mousedown 1; sleep 1.1; xdotool mouseup 1
    xdotool mousemove 100 90 mousedown 1; sleep 1.1; xdotool mouseup 1; shot hold-to-copy.png
    kill \$app; wait \$app || true
    # The same text field's menu in both layouts: the list (mouse), then the
    # compact row (what a touchscreen opens; forced here, Xvfb has no touch).
    for layout in list compact; do
        EDIT_MENU_PRESENTATION=\$layout '$binary' & app=\$!
        sleep 2
        xdotool mousemove 300 121 click 1; xdotool type 'Grüße, שלום'; xdotool key ctrl+a
        xdotool mousemove 300 121 click 3; shot \$layout-layout.png
        kill \$app; wait \$app || true
    done
    # A misspelled word's menu: its suggestions first (a dictionary folder of
    # its own, so nothing the user taught the dictionary changes the picture).
    spelling_home=\$(mktemp -d)
    HOME=\$spelling_home XDG_CONFIG_HOME=\$spelling_home '$binary' & app=\$!
    sleep 2
    xdotool mousemove 60 121 click 1; xdotool type 'Helo wrld'; sleep 0.5
    xdotool mousemove 72 121 click 3; shot spelling.png
    kill \$app; wait \$app || true
    rm -rf \$spelling_home
"
echo "wrote $out/{basics,notes,color-tiles,copy-me,hold-to-copy,list-layout,compact-layout,spelling}.png"
