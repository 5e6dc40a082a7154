#!/usr/bin/env bash
# Builds the portal and runs the Playwright specs against the real server on a fresh database.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
node_modules/.bin/vite build --logLevel warn
node_modules/.bin/playwright test "$@"
