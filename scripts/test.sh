#!/usr/bin/env bash
# Every test: type check, lint, then vitest (domain, server on PGlite and PostgreSQL, components,
# stories) and the end-to-end tests in Debian's chromium against the real server, side by side:
# neither keeps both cores busy all the time (vitest waits on its seeding and on PostgreSQL, the
# journeys on the browser), together they do. Vitest runs its projects in three runs
# (scripts/vitest.sh). The end-to-end output follows vitest's.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
echo "== type check"; node_modules/.bin/tsc --noEmit -p tsconfig.json
echo "== lint"; node_modules/.bin/biome check .
mkdir -p .tmp
e2e_log=.tmp/e2e.log
# a process group of its own: a stop (Ctrl-C, a failed step) takes the whole end-to-end run with it
setsid bash scripts/e2e.sh >"$e2e_log" 2>&1 &
e2e=$!
trap 'kill -- -"$e2e" 2>/dev/null || true' EXIT
echo "== vitest (the end-to-end tests run beside it)"
vitest_status=0
bash scripts/vitest.sh || vitest_status=$?
e2e_status=0
wait "$e2e" || e2e_status=$?
trap - EXIT
echo "== end to end"; cat "$e2e_log"
echo "== vitest exit $vitest_status, end to end exit $e2e_status"
[ "$vitest_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
