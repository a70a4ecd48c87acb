#!/usr/bin/env bash
# The one check command (`npm test`): typecheck, lint, content checks, unit tests, production
# build, end-to-end tests against the built site. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
step() { printf '\n==> %s (%ss)\n' "$1" "$(( $(date +%s) - started ))"; }

ensure_chromium() {
  local path="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ -x "$path" ]; then return; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Chromium not found at $path: installing Debian's chromium package."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is needed for the browser tests: run 'sudo apt-get install -y chromium'" >&2
    echo "or set CHROMIUM_PATH to a Chromium binary." >&2
    exit 1
  fi
}

mkdir -p test-results
step "browser"; ensure_chromium
step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "content checks"; npm run --silent --if-present content:check
step "unit tests"; npx vitest run --reporter=default --reporter=json --outputFile=test-results/unit.json
step "build"; npm run --silent build
step "end-to-end tests"; npx playwright test

step "summary"
node scripts/test-summary.mjs
