#!/usr/bin/env bash
# Builds the Debian package of the app with Debian's own tools:
#
#   scripts/build-deb.sh OUTPUT_DIR
#
# writes OUTPUT_DIR/edit-menu-demo_<VERSION>_<arch>.deb. The release binary
# is built with --static-swift-stdlib (the Swift runtime and Foundation
# linked in: docs/packaging.md has the measurements);
# dpkg-shlibdeps computes Depends from the libraries it links,
# dpkg-gencontrol writes the control file, dpkg-deb builds the archive. The
# desktop entry and metainfo come translated from make (.build/data).
set -euo pipefail
cd "$(dirname "$0")/.."
umask 022

outdir=${1:?usage: build-deb.sh OUTPUT_DIR}
package=edit-menu-demo
app_id=io.github.editmenu.Demo
domain=edit-menu-demo
maintainer=${DEB_MAINTAINER:-The Edit Menu developers <editmenu@users.noreply.github.com>}
version=$(tr -d '[:space:]' < VERSION)
arch=$(dpkg --print-architecture)
# The release date (CHANGELOG.md) is every file's time, the changelog's and
# the manual page's date, not the day of the build.
date=$(sed -n "s/^## $version — \([0-9-]*\)\$/\1/p" CHANGELOG.md)
[ -n "$date" ] || { echo "CHANGELOG.md has no '## $version — YYYY-MM-DD' entry" >&2; exit 1; }
export SOURCE_DATE_EPOCH=$(date -u -d "$date 12:00" +%s)

# 1. The release binary, in a build folder of its own (the other release
#    builds keep their flags). -z now: full RELRO, as Debian's hardening asks.
scratch=.build/deb-build
flags=(-c release --product "$package" --scratch-path "$scratch" --static-swift-stdlib -Xlinker -z -Xlinker now)
swift build "${flags[@]}"
binary=$(swift build "${flags[@]}" --show-bin-path)/$package
if readelf -d "$binary" | grep -E 'NEEDED.*(swift|Foundation|dispatch|BlocksRuntime)'; then
    echo "$binary links the Swift runtime dynamically: the package could not run without a toolchain" >&2
    exit 1
fi

# 2. The tree the package installs, in debian/<package> as dpkg-dev expects.
work=.build/deb
root=$work/debian/$package
rm -rf "$work" && mkdir -p "$root/DEBIAN"
install -D -m755 "$binary" "$root/usr/bin/$package"
# As dh_strip does for a program (the debugging symbols stay in the build).
strip --remove-section=.comment --remove-section=.note "$root/usr/bin/$package"
install -D -m644 ".build/data/$app_id.desktop" "$root/usr/share/applications/$app_id.desktop"
install -D -m644 "data/$app_id.svg" "$root/usr/share/icons/hicolor/scalable/apps/$app_id.svg"
install -D -m644 ".build/data/$app_id.metainfo.xml" "$root/usr/share/metainfo/$app_id.metainfo.xml"
for lang in $(grep -v '^#' po/LINGUAS); do
    mkdir -p "$root/usr/share/locale/$lang/LC_MESSAGES"
    msgfmt --check -o "$root/usr/share/locale/$lang/LC_MESSAGES/$domain.mo" "po/$lang.po"
done
mkdir -p "$root/usr/share/man/man1" "$root/usr/share/doc/$package"
sed -e "s/@VERSION@/$version/" -e "s/@DATE@/$date/" packaging/debian/$package.1 \
    | gzip -9n > "$root/usr/share/man/man1/$package.1.gz"
install -m644 packaging/debian/copyright "$root/usr/share/doc/$package/copyright"
# A native package: its changelog is the Debian changelog, made from CHANGELOG.md.
python3 scripts/debian-changelog.py CHANGELOG.md "$maintainer" > "$work/debian/changelog"
gzip -9n < "$work/debian/changelog" > "$root/usr/share/doc/$package/changelog.gz"
chmod 644 "$root"/usr/share/man/man1/* "$root/usr/share/doc/$package/changelog.gz"

# 3. Depends from the linked libraries, then the control file.
sed "s/@MAINTAINER@/$maintainer/" packaging/debian/control > "$work/debian/control"
(
    cd "$work"
    dpkg-shlibdeps -Tdebian/$package.substvars "debian/$package/usr/bin/$package"
    dpkg-gencontrol -p$package -Pdebian/$package -Tdebian/$package.substvars -fdebian/files
)
(cd "$root" && find . -type f ! -path './DEBIAN/*' -printf '%P\0' | LC_ALL=C sort -z | xargs -0 md5sum) \
    > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/md5sums"
find "$root" -exec touch --no-dereference -d "@$SOURCE_DATE_EPOCH" {} +

# 4. The archive.
mkdir -p "$outdir"
deb=$outdir/${package}_${version}_$arch.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb: $(du -h "$deb" | cut -f1); Depends: $(dpkg-deb -f "$deb" Depends)"
