#!/usr/bin/env bash
# Builds every ```swift snippet in README.md (or the file given) the way a user would: as an
# executable in a package of its own that depends on this one by path. A
# snippet that starts an Application is then run (under the caller's X
# display) until its window shows, and must still be running then.
#
# Usage: scripts/check-readme-snippets.sh [README.md]
set -euo pipefail
cd "$(dirname "$0")/.."
readme=${1:-README.md}
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One target per snippet: Sources/SnippetN/main.swift.
count=$(awk -v dir="$work/Sources" '
    /^```swift[[:space:]]*$/ { n++; file = sprintf("%s/Snippet%d/main.swift", dir, n); system("mkdir -p " dir "/Snippet" n); inside = 1; next }
    /^```/ && inside { inside = 0; close(file); next }
    inside { print > file }
    END { print n + 0 }' "$readme")
if [ "$count" -eq 0 ]; then echo "$readme has no Swift snippet"; exit 1; fi

# A snippet depends on the toolkit library it imports (never both: GTK 3 and
# GTK 4 export the same C symbols).
targets=""
for n in $(seq 1 "$count"); do
    toolkit=EditMenuGTK
    grep -q '^import EditMenuGTK4$' "$work/Sources/Snippet$n/main.swift" && toolkit=EditMenuGTK4
    targets+="        .executableTarget(name: \"Snippet$n\", dependencies: [.product(name: \"EditMenu\", package: \"$(basename "$root")\"), .product(name: \"$toolkit\", package: \"$(basename "$root")\")]),"$'\n'
done
cat > "$work/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "ReadmeSnippets",
    dependencies: [.package(path: "$root")],
    targets: [
$targets    ]
)
EOF

echo "Building the $count Swift snippets of $readme as a package that depends on this one"
for n in $(seq 1 "$count"); do
    if ! (cd "$work" && swift build --scratch-path "$root/.build/readme-snippets" --product "Snippet$n" >"$work/build$n.log" 2>&1); then
        echo "$readme snippet $n does not build:"; cat -n "$work/Sources/Snippet$n/main.swift"
        echo "swift build said:"; tail -n 40 "$work/build$n.log"; exit 1
    fi
    grep -E "warning: .*deprecated" "$work/build$n.log" || true
done

# Run each snippet that opens a window until its window is on screen.
for n in $(seq 1 "$count"); do
    main="$work/Sources/Snippet$n/main.swift"
    grep -q 'Window(application:' "$main" || continue
    title=$(sed -n 's/.*Window(application: [^,]*, title: "\([^"]*\)".*/\1/p' "$main" | head -1)
    binary="$root/.build/readme-snippets/debug/Snippet$n"
    "$binary" >"$work/run$n.log" 2>&1 &
    pid=$!
    shown=""
    for _ in $(seq 1 100); do
        if xdotool search --onlyvisible --name "^$title\$" >/dev/null 2>&1; then shown=yes; break; fi
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    sleep 1
    alive=$(kill -0 "$pid" 2>/dev/null && echo yes || true)
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    if [ -z "$shown" ] || [ -z "$alive" ]; then
        echo "$readme snippet $n did not show its window \"$title\" (or did not stay up):"; cat "$work/run$n.log"; exit 1
    fi
    echo "$readme snippet $n shows its window \"$title\""
done
echo "$readme: all $count Swift snippets build"
