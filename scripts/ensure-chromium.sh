#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing (CI may run on a fresh machine): the suites drive
# chromium-headless-shell (the same Chromium as a headless shell; where the distribution has no
# such package they run the full browser headless), a headed run and the benchmarks chromium.
set -euo pipefail
# the headless shell counts as there when the package lists (if any) do not know it
if [ -x /usr/bin/chromium ] && { [ -x /usr/bin/chromium-headless-shell ] ||
  ! apt-cache show chromium-headless-shell >/dev/null 2>&1; }; then exit 0; fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
PACKAGES="chromium fonts-dejavu-core"
if apt-cache show chromium-headless-shell >/dev/null 2>&1; then
  PACKAGES="$PACKAGES chromium-headless-shell"
fi
echo "Chromium not found: installing Debian's $PACKAGES"
# sudo resets the environment: the variable goes through env, so apt never asks, with or without sudo
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $PACKAGES >/dev/null
/usr/bin/chromium --version
