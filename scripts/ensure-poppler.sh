#!/usr/bin/env bash
# The papers' tests read each PDF back with Poppler's pdftotext and draw it with pdftoppm, from
# Debian's poppler-utils package; install it when missing.
set -euo pipefail
if command -v pdftotext >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1; then
  exit 0
fi
echo "pdftotext or pdftoppm is missing: installing Debian's poppler-utils package…"
bash "$(dirname "$0")/apt-install.sh" poppler-utils
pdftotext -v 2>&1 | head -1
