#!/usr/bin/env bash
# Runs every suite of Praktik: lint, types, domain, ui (Storybook in Chromium), server on PGlite
# and on a real PostgreSQL, the app's unit tests and its browser journeys. Installs what the
# tests need first (Debian's Chromium, PostgreSQL binaries) when they are missing.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

if command -v pnpm >/dev/null 2>&1; then PNPM=(pnpm); else PNPM=(npx -y pnpm@10.34.8); fi

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=""
apt_install() {
  [ -n "$apt_updated" ] || { as_root apt-get update -qq && apt_updated=1; }
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if [ -z "${CHROMIUM_PATH:-}" ]; then
  if ! command -v chromium >/dev/null 2>&1; then
    echo "==> installing Debian's Chromium for the browser tests"
    apt_install chromium
  fi
  CHROMIUM_PATH="$(command -v chromium)"
fi
# The ui screenshot baselines were drawn with exactly these fonts (Noto Sans for text, DejaVu
# for the monospace fallback): a machine with another set would draw other pixels.
SCREENSHOT_FONTS="fonts-noto-core fonts-dejavu-core fonts-dejavu-extra fonts-liberation"
for font_package in $SCREENSHOT_FONTS; do
  if ! dpkg -s "$font_package" >/dev/null 2>&1; then
    echo "==> installing the screenshot fonts"
    apt_install $SCREENSHOT_FONTS
    break
  fi
done
export CHROMIUM_PATH

if ! command -v initdb >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "==> installing PostgreSQL for the server tests"
  apt_install postgresql
fi

export TZ=UTC
export CI="${CI:-true}"
XDG_CONFIG_HOME="$(mktemp -d)"
export XDG_CONFIG_HOME
results="$(mktemp -d)"
export TEST_RESULTS_DIR="$results"
trap 'rm -rf "$XDG_CONFIG_HOME" "$results"' EXIT

failed_steps=()
step() {
  local name="$1"
  shift
  echo
  echo "==> $name"
  local started=$SECONDS
  if "$@"; then
    echo "<== $name: ok ($((SECONDS - started)) s)"
  else
    echo "<== $name: FAILED ($((SECONDS - started)) s)"
    failed_steps+=("$name")
  fi
}

vitest_json() { echo "--reporter=default --reporter=json --outputFile=$results/$1.json"; }

step "lint" "${PNPM[@]}" -s lint
step "lint rules (each boundary rule fires)" node --test scripts/lint-boundaries.test.mjs
step "format" "${PNPM[@]}" -s format:check
step "typecheck" "${PNPM[@]}" -s typecheck
step "domain" "${PNPM[@]}" --filter @praktik/domain exec vitest run --coverage $(vitest_json domain)
step "ui (unit and Storybook stories in Chromium, axe)" "${PNPM[@]}" --filter @praktik/ui exec vitest run $(vitest_json ui)
step "server on PGlite" "${PNPM[@]}" --filter @praktik/server exec vitest run $(vitest_json server-pglite)
# Node 24, the LTS line the product runs on, from the npm registry's `node` package: the server
# suite once more on PGlite (native argon2, PGlite's WebAssembly), whatever Node runs the rest.
step "server on PGlite under Node 24" "${PNPM[@]}" --filter @praktik/server exec npx -y -p node@24 node node_modules/vitest/vitest.mjs run $(vitest_json server-pglite-node24)
step "server on PostgreSQL" "${PNPM[@]}" --filter @praktik/server exec node scripts/with-postgres.mjs vitest run $(vitest_json server-postgres)
step "clinic unit" "${PNPM[@]}" --filter @praktik/clinic exec vitest run $(vitest_json clinic)
step "clinic build" "${PNPM[@]}" --filter @praktik/clinic build
step "browser journeys (Playwright in Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.playwright.json" "${PNPM[@]}" --filter @praktik/clinic exec playwright test --reporter=list,json
step "browser journeys on PostgreSQL" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e-postgres.playwright.json" "${PNPM[@]}" --filter @praktik/clinic exec node ../server/scripts/with-postgres.mjs playwright test --reporter=list,json

echo
node scripts/summarize-tests.mjs "$results"
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "failed steps: ${failed_steps[*]}"
  exit 1
fi
echo "all steps passed"
