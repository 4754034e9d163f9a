#!/usr/bin/env bash
# The whole test run, as CI runs it: static checks, backend integration tests on real
# PostgreSQL and Redis, frontend tests, then the built app in Chromium. Every step runs even
# when an earlier one failed, and the run ends with one line: 'N passed, N failed', after each
# step's time and the ten slowest test files.
#
# The backend tests spend much of their time waiting on PostgreSQL, Redis and the servers they
# start, so the static checks run beside them at a lower CPU priority (nice): they take the cores
# when the backend waits and yield them when it does not. Only steps without a time limit run
# beside a test runner: a test starved of CPU could time out, a type check only takes longer. Steps
# that write files the backend tests read (the build, the generated GraphQL files) or databases
# they count (migration:check's scratch database) run before; the frontend and end-to-end tests,
# which want both cores, run after, one at a time.
set -uo pipefail
cd "$(dirname "$0")/.."

results_dir="$(mktemp -d)"
trap 'rm -rf "$results_dir"' EXIT
export RESULTS_DIR="$results_dir"

now_ms() { date +%s%3N; }

step() {
  local name="$1"; shift
  echo
  echo "=== $name"
  local started
  started=$(now_ms)
  if "$@"; then echo "ok: $name" >>"$results_dir/checks"; else echo "failed: $name" >>"$results_dir/checks"; fi
  printf '%s\t%s\n' "$(($(now_ms) - started))" "$name" >>"$results_dir/timings"
}

# A step whose output is kept until the step has ended, so steps running side by side stay readable.
step_quietly() {
  # Counted outside the command substitution, whose subshell would lose the count: each step its own log.
  side_steps=$((side_steps + 1))
  local log
  log="$results_dir/side-$(printf '%03d' "$side_steps").log"
  step "$@" >"$log" 2>&1
}
side_steps=0

run_started=$(now_ms)
step "test tools (Chromium, Redis)" bash scripts/ensure-test-tools.sh
step "build" npm run --silent build
step "generated GraphQL files are current" bash scripts/check-generated.sh
step "migrations match the entities" npm run --silent migration:check

beside_started=$(now_ms)
(
  renice -n 10 -p "$BASHPID" >/dev/null
  step_quietly "typecheck" npm run --silent typecheck
  step_quietly "lint" npm run --silent lint
  step_quietly "lint rules' own tests" npm run --silent test:lint-rules
) &
beside=$!
step "backend tests" npm run --silent test:backend -- --json --outputFile="$results_dir/backend.json"
wait "$beside"
cat "$results_dir"/side-*.log
printf '%s\t%s\n' "$(($(now_ms) - beside_started))" "backend tests with the static checks beside them (wall clock)" >>"$results_dir/timings"

step "frontend tests" npm run --silent test:frontend -- --json --outputFile="$results_dir/frontend.json"
step "end-to-end tests" npm run --silent test:e2e
printf '%s\t%s\n' "$(($(now_ms) - run_started))" "the whole run (wall clock)" >>"$results_dir/timings"

node scripts/summarise-results.mjs "$results_dir"
