#!/usr/bin/env bash
# Builds the portal and runs the Playwright specs against the real server on a fresh database.
# With arguments, runs those (add --config playwright.short-session.config.ts for *.short-session.spec.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
node_modules/.bin/vite build --logLevel warn
if [ $# -eq 0 ]; then
  node_modules/.bin/playwright test
  # the session-timeout journeys, on a server with 2-minute sessions
  node_modules/.bin/playwright test --config playwright.short-session.config.ts
else
  node_modules/.bin/playwright test "$@"
fi
