#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; browsers can't be downloaded here, so install the package.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium package…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Need root (or sudo) to install chromium: apt-get install -y chromium" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-noto-core >/dev/null
/usr/bin/chromium --version
