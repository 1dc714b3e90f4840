#!/usr/bin/env bash
# Installs the Debian 12 packages this project needs to build, test and run, if any is missing.
set -euo pipefail
pkgs=(build-essential cmake pkg-config qt6-base-dev qt6-svg-dev qt6-websockets-dev qt6-tools-dev qt6-tools-dev-tools
      qt6-l10n-tools qt6-translations-l10n qt6-multimedia-dev libyaml-cpp-dev libgl-dev xvfb xauth
      desktop-file-utils appstream dpkg-dev file python3 python3-websockets help2man
      python3-jsonschema sox  # sox: resources/sounds/make-sounds; jsonschema: the protocol's schema test (tests/check-protocol-schema)
      poppler-utils  # pdfinfo and pdftoppm: the tests of the printed tile sheets
      nginx openssl  # the test of play behind a reverse proxy (docs/hosting.md) and its throwaway certificate
      clang libclang-rt-14-dev)  # the fuzz targets: libFuzzer and the sanitizers' runtimes for clang
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  echo "Installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi
