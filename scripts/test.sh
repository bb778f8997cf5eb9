#!/usr/bin/env bash
# Runs Praktik's tests. `pnpm test` (CI) runs each layer once where it is cheapest: lint, types,
# domain, the app's unit tests and build, ui (Storybook in Chromium), the server suite on PGlite
# and on a real PostgreSQL, every browser journey on PostgreSQL (but the @full-run ones) and the
# smoke journeys on PGlite.
# `pnpm test:full` (this script with --full) adds what left CI: the @full-run journeys, every
# journey on PGlite too, the server suite under Node 24, a long fuzz run with a random seed, the
# smoke journeys behind PgBouncer, and Lighthouse.
# docs/architecture.md, "Tests", says why each layer runs where it does.
# Installs what the tests need first (Debian's Chromium, PostgreSQL binaries, PgBouncer) when
# missing.
set -uo pipefail

full=""
case "${1:-}" in
  --full) full=1 ;;
  "") ;;
  *)
    echo "usage: scripts/test.sh [--full]" >&2
    exit 2
    ;;
esac

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
# Debian's PgBouncer (1.18: no prepared statements across transactions), which the server suite
# on PostgreSQL puts in front of the run's server, and the full run's smoke journeys too.
if ! command -v pgbouncer >/dev/null 2>&1 && [ ! -x /usr/sbin/pgbouncer ]; then
  echo "==> installing PgBouncer for the tests behind a pooler"
  apt_install pgbouncer
fi

export TZ=UTC
export CI="${CI:-true}"
XDG_CONFIG_HOME="$(mktemp -d)"
export XDG_CONFIG_HOME
results="$(mktemp -d)"
export TEST_RESULTS_DIR="$results"

failed_steps=()
failed_logs=()
logs="$(mktemp -d)"
# One PostgreSQL server for the run (the server suite and the journeys), and the demo clinic
# seeded once into PRAKTIK_SEEDED_DIR for every suite that starts from it.
seeded="$(mktemp -d)"
postgres_state="$seeded/postgres-server.json"
export PRAKTIK_SEEDED_DIR="$seeded/demo"
cleanup() {
  node apps/server/scripts/postgres-for-run.mjs stop "$postgres_state"
  rm -rf "$XDG_CONFIG_HOME" "$results" "$logs" "$seeded"
}
trap cleanup EXIT

# Runs a step's command and writes "<exit code> <wall s> <CPU s>" to the file $1. The CPU time is
# what `times` says this (sub)shell's finished children used, user + system: Chromium, vitest's
# workers and PGlite count, a PostgreSQL server started by pg_ctl (not our child) does not. CPU
# well under wall time means the step mostly waits and can share the two cores with another.
measure() {
  local status_file="$1"
  shift
  local started=$SECONDS code=0
  "$@" || code=$?
  local wall=$((SECONDS - started))
  times >"$status_file.times"
  local cpu
  cpu="$(awk 'NR == 2 { for (i = 1; i <= NF; i++) { split($i, p, "m"); sub("s", "", p[2]); t += p[1] * 60 + p[2] } } END { printf "%.0f", t }' "$status_file.times")"
  echo "$code $wall $cpu" >"$status_file"
}

# The closing line of a step, from the file measure() wrote.
report() {
  local name="$1" code wall cpu
  read -r code wall cpu <"$2"
  if [ "$code" = 0 ]; then
    echo "<== $name: ok ($wall s, CPU $cpu s)"
  else
    echo "<== $name: FAILED ($wall s, CPU $cpu s)"
    failed_steps+=("$name")
    failed_logs+=("$3")
  fi
}

# CI shows only the end of the output: a step that failed with every test passed (an error
# outside any test, a crash) would otherwise be found nowhere there. Its own last lines are
# printed again at the close.
reprint_failed_ends() {
  local i
  for i in "${!failed_steps[@]}"; do
    [ -n "${failed_logs[$i]:-}" ] || continue
    echo
    echo "==> the end of what \"${failed_steps[$i]}\" printed (passing tests left out)"
    grep -v '✓' "${failed_logs[$i]}" | tail -n 60
  done
}

step_count=0
step() {
  local name="$1"
  shift
  step_count=$((step_count + 1))
  echo
  echo "==> $name"
  (measure "$logs/$step_count.status" "$@") 2>&1 | tee "$logs/$step_count.log"
  report "$name" "$logs/$step_count.status" "$logs/$step_count.log"
}

# Steps that run side by side: each starts at once with its output in a log of its own; joined()
# waits for them in the order they started and prints each one's log whole, then its closing line,
# so the output reads as if they had run one after another (each with its own time).
beside_names=()
beside_ids=()
beside_pids=()
beside_started=0
beside() {
  local name="$1"
  shift
  [ ${#beside_pids[@]} -gt 0 ] || beside_started=$SECONDS
  step_count=$((step_count + 1))
  (measure "$logs/$step_count.status" "$@") >"$logs/$step_count.log" 2>&1 &
  beside_names+=("$name")
  beside_ids+=("$step_count")
  beside_pids+=("$!")
}
joined() {
  local i
  echo
  echo "==> side by side: ${beside_names[*]}"
  for i in "${!beside_pids[@]}"; do
    wait "${beside_pids[$i]}"
    echo
    echo "==> ${beside_names[$i]}"
    cat "$logs/${beside_ids[$i]}.log"
    report "${beside_names[$i]}" "$logs/${beside_ids[$i]}.status" "$logs/${beside_ids[$i]}.log"
  done
  echo "<== side by side, together: $((SECONDS - beside_started)) s"
  beside_names=()
  beside_ids=()
  beside_pids=()
}

# --fail-if-no-match: a renamed package would otherwise make its step pass without running.
vitest_json() { echo "--reporter=default --reporter=json --outputFile=$results/$1.json"; }
playwright() {
  local report="$1"
  shift
  env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/$report.playwright.json" "${PNPM[@]}" --filter @praktik/clinic --fail-if-no-match exec "$@" --reporter=list,json
}
run_started=$SECONDS

# Two cores: steps that each keep less than both busy run side by side; the CPU figure of each
# closing line says how much of its time it computed (docs/performance.md, "CI").
beside "lint" "${PNPM[@]}" -s lint
beside "repository rules (lint boundaries, house rules)" node --test scripts/*.test.mjs
beside "bench helpers (shares, twins' bodies)" "${PNPM[@]}" --filter @praktik/bench-api --fail-if-no-match test
beside "format" "${PNPM[@]}" -s format:check
beside "typecheck" "${PNPM[@]}" -s typecheck
joined

seed_once() {
  node apps/server/scripts/postgres-for-run.mjs start "$postgres_state" &&
    DATABASE_URL="$(run_postgres_url)" "${PNPM[@]}" --filter @praktik/server --fail-if-no-match exec tsx scripts/seed-test-databases.ts "$PRAKTIK_SEEDED_DIR"
}
run_postgres_url() { node -p "JSON.parse(require('fs').readFileSync('$postgres_state', 'utf8')).url"; }

beside "PostgreSQL for the run, and the demo clinic seeded once" seed_once
beside "domain" "${PNPM[@]}" --filter @praktik/domain --fail-if-no-match exec vitest run --coverage $(vitest_json domain)
beside "clinic unit" "${PNPM[@]}" --filter @praktik/clinic --fail-if-no-match exec vitest run $(vitest_json clinic)
beside "clinic build" "${PNPM[@]}" --filter @praktik/clinic --fail-if-no-match build
joined

# The whole server suite once per database: every route, migration and race on each. The suite on
# PostgreSQL runs beside the stories, which keep about half of the two cores busy (their Chromium
# waits on its own rendering): both took 429 s side by side, against 531 s one after the other
# (docs/performance.md, "CI"). The suite on PGlite, which computes on both cores, runs alone.
beside "ui (unit and Storybook stories in Chromium, axe)" "${PNPM[@]}" --filter @praktik/ui --fail-if-no-match exec vitest run $(vitest_json ui)
beside "server on PostgreSQL" env DATABASE_URL="$(run_postgres_url)" "${PNPM[@]}" --filter @praktik/server --fail-if-no-match exec vitest run $(vitest_json server-postgres)
joined
step "server on PGlite" "${PNPM[@]}" --filter @praktik/server --fail-if-no-match exec vitest run $(vitest_json server-pglite)
if [ -n "$full" ]; then
  # Node 24, the LTS line the product runs on, from the npm registry's `node` package.
  step "server on PGlite under Node 24" "${PNPM[@]}" --filter @praktik/server --fail-if-no-match exec npx -y -p node@24 node node_modules/vitest/vitest.mjs run $(vitest_json server-pglite-node24)
  step "fuzz: 10,000 requests, random seed" "${PNPM[@]}" --filter @praktik/server --fail-if-no-match fuzz
fi

# Every journey runs once, on PostgreSQL (the engine of a deployment with many clinics: its
# server computes beside the app instead of inside it, so two journey workers overlap); the
# smoke journeys (@smoke: start, sign-in, a visit, a live booking, a payment) run on PGlite, the
# embedded default, beside them. Each run has its own server on a free port, database, SMTP
# server and output folder; axe's record of scanned screens is shared (same markup). Journeys
# tagged @full-run repeat another journey's path on other data and run in the full run only.
export E2E_AXE_SHARED_RECORD="$results/axe-scanned.tsv"
journeys_on_postgres() {
  DATABASE_URL="$(run_postgres_url)" || return 1
  export DATABASE_URL
  if [ -n "$full" ]; then
    playwright e2e-postgres playwright test
  else
    playwright e2e-postgres playwright test --grep-invert @full-run
  fi
}
beside "browser journeys on PostgreSQL" journeys_on_postgres
if [ -n "$full" ]; then
  beside "browser journeys on PGlite" playwright e2e-pglite playwright test
else
  beside "smoke journeys on PGlite" playwright e2e-pglite-smoke playwright test --grep @smoke
fi
joined

if [ -n "$full" ]; then
  # The smoke journeys once more, the server behind PgBouncer in transaction mode on a fresh
  # database: it migrates, seeds the demo clinic and serves through it, and LISTENs directly
  # (docs/operations.md, "Behind PgBouncer").
  journeys_behind_pgbouncer() {
    DATABASE_URL="$(run_postgres_url)" || return 1
    export DATABASE_URL
    env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e-pgbouncer-smoke.playwright.json" \
      node apps/server/scripts/with-pgbouncer.mjs "${PNPM[@]}" --filter @praktik/clinic --fail-if-no-match \
      exec playwright test --grep @smoke --reporter=list,json
  }
  step "smoke journeys behind PgBouncer (transaction mode)" journeys_behind_pgbouncer
  step "Lighthouse" "${PNPM[@]}" --filter @praktik/clinic --fail-if-no-match lighthouse
fi

echo
echo "whole run: $((SECONDS - run_started)) s"
# More than two tests passing only on retry fail the run (summarize-tests.mjs exits 1), so
# flakiness cannot grow unseen.
node scripts/summarize-tests.mjs "$results" || failed_steps+=("test summary")
if [ ${#failed_steps[@]} -gt 0 ]; then
  reprint_failed_ends
  echo
  echo "failed steps: ${failed_steps[*]}"
  exit 1
fi
echo "all steps passed"
