#!/bin/bash
# Builds the DocC documentation of EditMenu, EditMenuText, EditMenuSpelling, EditMenuGTK and EditMenuGTK4, and API.md, the
# list of every public declaration (so a change to the public surface shows
# in review).
#
#   scripts/build-docs.sh           .build/docs/<Module>.doccarchive, and API.md rewritten
#   scripts/build-docs.sh --check   the same, failing on any DocC warning or when
#                                   API.md does not match the sources (make test)
#
# Symbol graphs come from the compiler (-emit-symbol-graph) in a build folder
# of their own, so the test build's flags stay untouched; docc is the
# toolchain's (the SwiftPM DocC plugin is not available offline).
set -euo pipefail
cd "$(dirname "$0")/.."
check=false
[ "${1:-}" = "--check" ] && check=true

scratch=.build/docs-build
graphs=$scratch/symbol-graphs
# From scratch: a module the compiler skips as up to date writes no graph (about 20 s).
rm -rf "$scratch" && mkdir -p "$graphs"
# One target at a time: the GTK 3 and GTK 4 libraries never build into one product.
for target in EditMenuGTK EditMenuGTK4; do
    swift build --scratch-path "$scratch" --target "$target" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null
done

mkdir -p .build/docs
status=0
for module in EditMenu EditMenuText EditMenuSpelling EditMenuGTK EditMenuGTK4; do
    # Each module's own graph, and its extensions of the modules below it.
    rm -rf "$scratch/graphs-$module" && mkdir -p "$scratch/graphs-$module"
    cp "$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json "$scratch/graphs-$module/" 2>/dev/null || true
    echo "docc: $module"
    output=$(docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$scratch/graphs-$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "io.github.editmenu.$module" \
        --output-path ".build/docs/$module.doccarchive" --warnings-as-errors 2>&1) || status=1
    if grep -iE "warning|error" <<<"$output"; then status=1; fi
done

api=$(mktemp)
python3 scripts/api-surface.py "$graphs" > "$api"
if $check; then
    if ! diff -u API.md "$api"; then
        echo "API.md does not match the public declarations: run make docs and commit API.md"
        status=1
    fi
else
    cp "$api" API.md
fi
rm -f "$api"
[ $status = 0 ] && echo "docs: no DocC warnings; API.md lists the public surface"
exit $status
