#!/usr/bin/env sh
# The scale tests put service processes behind Debian's nginx, as a deployment would.
set -e
if [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "Installing Debian's nginx for the scale tests…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
# Only the binary is wanted: the package's own service (on port 80) is not started (policy-rc.d says no).
POLICY=/usr/sbin/policy-rc.d
if [ ! -e $POLICY ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee $POLICY >/dev/null
  $SUDO chmod +x $POLICY
  trap '$SUDO rm -f $POLICY' EXIT
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null
