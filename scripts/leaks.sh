#!/usr/bin/env bash
# Usage: leaks.sh XCTEST_BINARY [TEST_FILTER...]
# Runs GTK test suites under valgrind's leak checker with GLib's and GTK's own
# suppression files, then counts the "definitely lost" blocks whose stack goes
# through our code (the EditMenu and EditMenuGTK modules). GTK and its
# dependencies keep process-lifetime caches; those are not ours to fix and
# are listed in the full log only.
set -euo pipefail
binary=$1; shift
filters=("${@:-EditMenuGTKTests.PopoverPresenterTests}")
log=$(mktemp /tmp/edit-menu-leaks.XXXXXX)
suppressions=()
for file in /usr/share/glib-2.0/valgrind/glib.supp /usr/share/gtk-3.0/valgrind/gtk.supp; do
    [[ -f $file ]] && suppressions+=("--suppressions=$file")
done
status=0
for filter in "${filters[@]}"; do
    G_SLICE=always-malloc G_DEBUG=gc-friendly,fatal-criticals \
    valgrind --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite \
             --num-callers=40 "${suppressions[@]}" --log-file="$log.$$.part" \
             "$binary" "$filter" > /dev/null 2>&1 || status=$?
    cat "$log.$$.part" >> "$log"; rm -f "$log.$$.part"
done
# Ours: one of the first eight frames of the allocating stack is a function
# of the EditMenu or EditMenuGTK module (Swift symbols $s8EditMenu…,
# $s11EditMenuGTK…). Deeper frames only mean our code called into a library
# that keeps a cache (fontconfig, Pango), which is not our leak.
ours=$(awk '/definitely lost in loss record/ {block=1; frames=0; keep=0; next}
            block && /(at|by) 0x/ {frames++; if (frames <= 8 && ($0 ~ /\$s8EditMenu/ || $0 ~ /\$s11EditMenuGTK/)) keep=1}
            block && /^==[0-9]+== $/ {if (keep) count++; block=0}
            END {print count+0}' "$log")
total=$(grep -c "definitely lost in loss record" "$log" || true)
echo "valgrind: ${#filters[@]} suites; definitely lost blocks: $total in all, $ours through our code (full log: $log)"
[[ $ours -eq 0 ]]
