#!/usr/bin/env bash
# Builds the portal and runs the Playwright specs against the real server on a fresh database.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
node_modules/.bin/vite build --logLevel warn
# e2e/base-path.spec.ts runs against a server of its own under BASE_PATH (playwright.base-path.config.ts)
main=()
based=()
for arg in "$@"; do
  case "$arg" in
    *base-path.spec.ts) based+=("$arg") ;;
    *) main+=("$arg") ;;
  esac
done
status=0
if [ $# -eq 0 ] || [ ${#main[@]} -gt 0 ]; then node_modules/.bin/playwright test "${main[@]}" || status=$?; fi
if [ $# -eq 0 ] || [ ${#based[@]} -gt 0 ]; then
  node_modules/.bin/playwright test -c playwright.base-path.config.ts "${based[@]}" || status=$?
fi
exit "$status"
