#!/usr/bin/env bash
# Puts the OASIS XLIFF 1.2 strict schema (and the W3C xml.xsd it imports) in .build/schemas/xliff-1.2/
# for the test that validates `sanad l10n export` against it. The schema is not kept in this
# repository: it comes from Debian's php-symfony-translation package, which ships both files; they
# keep their own notices, and the package's copyright file is copied beside them. Only the
# package is downloaded and unpacked; PHP is not installed. The import of xml.xsd is pointed at
# the local copy, so validation needs no network.
set -euo pipefail

target=.build/schemas/xliff-1.2
[ -f "$target/xliff-core-1.2-strict.xsd" ] && [ -f "$target/xml.xsd" ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
  echo "fetch-xliff-schema: needs apt-get (Debian/Ubuntu); put xliff-core-1.2-strict.xsd and xml.xsd in $target" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download -qq php-symfony-translation >/dev/null 2>&1) || {
  [ "$(id -u)" -eq 0 ] && apt-get update -qq && (cd "$work" && apt-get download -qq php-symfony-translation)
} || { echo "fetch-xliff-schema: cannot download php-symfony-translation" >&2; exit 1; }
dpkg -x "$work"/php-symfony-translation_*.deb "$work/unpacked"
schemas="$work/unpacked/usr/share/php/Symfony/Component/Translation/Resources/schemas"
mkdir -p "$target"
sed 's#schemaLocation="http://www.w3.org/2001/xml.xsd"#schemaLocation="xml.xsd"#' "$schemas/xliff-core-1.2-strict.xsd" > "$target/xliff-core-1.2-strict.xsd"
cp "$schemas/xml.xsd" "$target/xml.xsd"
cp "$work/unpacked/usr/share/doc/php-symfony-translation/copyright" "$target/COPYRIGHT"
echo "fetch-xliff-schema: $target"
