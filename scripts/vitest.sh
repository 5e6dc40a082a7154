#!/usr/bin/env bash
# Vitest's projects (vitest.config.ts) in three runs, one after the other, each on the two workers:
# the unit rules with the server on PGlite, the components in jsdom, the server on PostgreSQL. Run
# as one, vitest kept workers of each project side by side, more processes than cores, and its
# transforms and imports took six times as long (13 minutes against 8 for the three runs).
# Arguments (files, a name filter) go to each run.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
for projects in "--project unit --project server:pglite" "--project dom" "--project server:postgres"; do
  # shellcheck disable=SC2086 # the projects are separate words
  node_modules/.bin/vitest run $projects --passWithNoTests "$@" || status=1
done
exit "$status"
