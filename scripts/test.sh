#!/usr/bin/env bash
# Every test: type check, lint, vitest (domain, server on PGlite and PostgreSQL, components,
# stories), then the end-to-end tests in Debian's chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
echo "== type check"; node_modules/.bin/tsc --noEmit -p tsconfig.json
echo "== lint"; node_modules/.bin/biome check .
echo "== vitest"; node_modules/.bin/vitest run
echo "== end to end"; bash scripts/e2e.sh
