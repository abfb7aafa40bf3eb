#!/usr/bin/env bash
# `make install`'s second half: the shell completions of an installed sanad (bash, zsh, fish,
# written by swift-argument-parser from the command tree) and its man pages (swift-argument-
# parser's generate-manual plugin, one page per command: `man sanad.build` reads sanad.build.1).
# Usage: scripts/install-extras.sh PREFIX SANAD [CONFIGURATION]
#   PREFIX         where to install (completions under share/, man pages under share/man/man1)
#   SANAD          the sanad executable the completions come from
#   CONFIGURATION  the build the man pages are generated from (release; "none" skips them)
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$1 sanad=$2 configuration=${3:-release}

install -d "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
"$sanad" --generate-completion-script bash >"$prefix/share/bash-completion/completions/sanad"
"$sanad" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_sanad"
"$sanad" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/sanad.fish"
echo "installed completions for bash, zsh and fish under $prefix/share"
case "$prefix" in
  /usr | /usr/local) ;;
  *) echo "zsh reads completions from \$fpath: add 'fpath=($prefix/share/zsh/site-functions \$fpath)' before compinit in ~/.zshrc";;
esac

[ "$configuration" != none ] || exit 0
# The pages' date is the last commit's (SOURCE_DATE_EPOCH), so the same sources give the same
# pages (GNU date, then BSD date).
epoch=${SOURCE_DATE_EPOCH:-$(date +%s)}
date=$(date -u -d "@$epoch" +%Y-%m-%d 2>/dev/null || date -u -r "$epoch" +%Y-%m-%d)
echo "generating man pages (swift package generate-manual, $configuration build)..."
pages=.build/plugins/GenerateManual/outputs/sanad
rm -rf "$pages"
# Without the content plugin, whose build would compile sanad a second time (see Package.swift).
SANAD_NO_PLUGIN=1 swift package --disable-sandbox generate-manual --multi-page --configuration "$configuration" --date "$date" --authors "Sanad" >/dev/null
install -d "$prefix/share/man/man1"
install -m 644 "$pages"/*.1 "$prefix/share/man/man1/"
echo "installed $(ls "$pages"/*.1 | wc -l) man pages in $prefix/share/man/man1 (man sanad, man sanad.build)"
case ":$(manpath 2>/dev/null || true):" in *":$prefix/share/man:"*) ;; *) echo "add $prefix/share/man to MANPATH to read them with man";; esac
