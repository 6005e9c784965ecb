#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing (CI may run on a fresh machine).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium not found: installing Debian's chromium package"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
