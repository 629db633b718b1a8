#!/usr/bin/env sh
# The e2e tests drive Debian's Chromium (Playwright's own download cannot work here).
set -e
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium for the browser tests…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium chromium-driver fonts-noto-color-emoji >/dev/null
