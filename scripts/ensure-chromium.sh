#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; browsers can't be downloaded here, so install the package.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium package…"
bash "$(dirname "$0")/apt-install.sh" chromium fonts-noto-core
/usr/bin/chromium --version
