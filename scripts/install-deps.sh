#!/usr/bin/env bash
# Installs the C libraries Sanad links when pkg-config cannot find them, Python's jsonschema
# (the test that validates SARIF output against its draft-04 schema uses it), Neovim (the real
# LSP client of `sanad lsp`'s end-to-end test), and Chromium and curl (the browser and HTTP client
# of `sanad preview`'s tests), and the Liberation fonts (fonts with no Arabic: the preview's test
# shows that its carried Arabic font is what draws the Arabic), Node and unzip (the VS Code
# extension's test runs its client and reads its package).
# Debian/Ubuntu: apt-get (as root, or through sudo without a password); otherwise prints the
# command to run. macOS: prints the Homebrew command.
set -euo pipefail

modules=(yaml-0.1 libcmark-gfm libxml-2.0)
apt_packages=(pkg-config libyaml-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libxml2-dev python3-jsonschema neovim chromium curl fonts-liberation nodejs unzip)
brew_packages=(pkg-config libyaml cmark-gfm libxml2 neovim curl)

missing=()
if command -v pkg-config >/dev/null 2>&1; then
  for module in "${modules[@]}"; do
    pkg-config --exists "$module" || missing+=("$module")
  done
  # The extensions library ships in its own Debian package; its header proves it is there.
  if [ "$(uname -s)" = Linux ] && [ ! -f /usr/include/cmark-gfm-core-extensions.h ]; then
    missing+=(cmark-gfm-extensions)
  fi
else
  missing=(pkg-config "${modules[@]}")
fi

python3 -c 'import jsonschema' >/dev/null 2>&1 || missing+=(python3-jsonschema)
command -v nvim >/dev/null 2>&1 || missing+=(neovim)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v unzip >/dev/null 2>&1 || missing+=(unzip)
[ "$(uname -s)" != Linux ] || [ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)

[ ${#missing[@]} -eq 0 ] && exit 0
echo "deps: missing ${missing[*]}"

case "$(uname -s)" in
  Darwin)
    echo "deps: run: brew install ${brew_packages[*]} && python3 -m pip install jsonschema"
    exit 1
    ;;
esac

if ! command -v apt-get >/dev/null 2>&1; then
  echo "deps: install the development packages of libyaml, cmark-gfm (with extensions) and libxml2 for your system"
  exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo=(sudo -n)
else
  echo "deps: run as root: apt-get update && apt-get install -y ${apt_packages[*]}"
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq "${apt_packages[@]}"
