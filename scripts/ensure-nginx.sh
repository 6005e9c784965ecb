#!/usr/bin/env bash
# Installs Debian's nginx when it is missing (CI may run on a fresh machine). The package's
# service is not started: the production tests start their own nginx with their own config.
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "nginx not found: installing Debian's nginx package"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
# keep the package's own service from starting (exit 101: "action forbidden by policy")
printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
$SUDO chmod +x /usr/sbin/policy-rc.d
$SUDO apt-get update -qq
# sudo resets the environment: the variable goes through env, so apt never asks, with or without sudo
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
$SUDO rm -f /usr/sbin/policy-rc.d
/usr/sbin/nginx -v
