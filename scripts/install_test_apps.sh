#!/usr/bin/env bash
# Install the desktop applications some tests drive: LibreOffice Writer (opens the annotated .docx)
# and Chromium (prints the HTML report). Debian packages; needs root or password-less sudo.
set -euo pipefail
packages=(libreoffice-writer chromium)
missing=()
command -v soffice >/dev/null || missing+=(libreoffice-writer)
command -v chromium >/dev/null || missing+=(chromium)
if [ ${#missing[@]} -eq 0 ]; then
  echo "install_test_apps: ${packages[*]} already installed"
  exit 0
fi
if [ "$(id -u)" -eq 0 ]; then
  run=()
elif sudo -n true 2>/dev/null; then
  run=(sudo -n)
else
  echo "install_test_apps: not root and no password-less sudo; cannot install ${missing[*]}" >&2
  exit 1
fi
start=$(date +%s)
export DEBIAN_FRONTEND=noninteractive
timeout 300 "${run[@]}" apt-get install -y -q "${missing[@]}" \
  || { "${run[@]}" apt-get update -q && "${run[@]}" apt-get install -y -q "${missing[@]}"; }
echo "install_test_apps: installed ${missing[*]} in $(( $(date +%s) - start )) s"
