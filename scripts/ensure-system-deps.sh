#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: chromium (browser tests) and
# PostgreSQL 15 (the server suite runs on it as well as on PGlite). Says what to run when it cannot.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  echo "Installing from Debian: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  echo "Installing from Debian: ${missing[*]}"
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "The tests need Debian packages that are missing: ${missing[*]}"
  echo "Run: sudo apt-get update && sudo apt-get install -y ${missing[*]}"
  exit 1
fi
