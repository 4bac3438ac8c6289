#!/usr/bin/env bash
# Usage: screenshot.sh BINARY OUT.png [SECONDS]
# Opens the app on a private Xvfb display and saves a picture of the screen
# cropped to the window.
set -euo pipefail
binary=$1 out=$2 wait=${3:-3}
mkdir -p "$(dirname "$out")"
xvfb-run -a -s "-screen 0 1024x768x24" bash -c "
    '$binary' & app=\$!
    sleep $wait
    import -window root -crop 740x620+0+0 '$out'
    kill \$app
"
echo "wrote $out"
