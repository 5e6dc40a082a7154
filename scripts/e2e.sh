#!/usr/bin/env bash
# Builds the portal and runs the Playwright specs against the real server on a fresh database.
# With arguments, runs those specs, each with the config it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
node_modules/.bin/vite build --logLevel warn
# one seeded database for the run's servers, each starting from a copy (playwright.config.ts)
node_modules/.bin/tsx scripts/e2eDatabase.ts .tmp/e2e-seeded
# Specs with a server of their own: e2e/base-path.spec.ts under BASE_PATH (playwright.base-path.config.ts)
# and e2e/*.short-session.spec.ts with 2-minute sessions (playwright.short-session.config.ts).
main=()
based=()
short=()
for arg in "$@"; do
  case "$arg" in
    *base-path.spec.ts) based+=("$arg") ;;
    *.short-session.spec.ts) short+=("$arg") ;;
    *) main+=("$arg") ;;
  esac
done
status=0
if [ $# -eq 0 ] || [ ${#main[@]} -gt 0 ]; then node_modules/.bin/playwright test "${main[@]}" || status=$?; fi
if [ $# -eq 0 ] || [ ${#based[@]} -gt 0 ]; then
  node_modules/.bin/playwright test -c playwright.base-path.config.ts "${based[@]}" || status=$?
fi
if [ $# -eq 0 ] || [ ${#short[@]} -gt 0 ]; then
  node_modules/.bin/playwright test -c playwright.short-session.config.ts "${short[@]}" || status=$?
fi
exit "$status"
