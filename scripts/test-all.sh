#!/usr/bin/env bash
# The whole test run, as CI runs it: static checks, backend integration tests on real
# PostgreSQL and Redis, frontend tests, then the built app in Chromium. Every step runs even
# when an earlier one failed, and the run ends with one line: 'N passed, N failed'.
set -uo pipefail
cd "$(dirname "$0")/.."

results_dir="$(mktemp -d)"
trap 'rm -rf "$results_dir"' EXIT
export RESULTS_DIR="$results_dir"

step() {
  local name="$1"; shift
  echo
  echo "=== $name"
  if "$@"; then echo "ok: $name" >>"$results_dir/checks"; else echo "failed: $name" >>"$results_dir/checks"; fi
}

step "test tools (Chromium, Redis)" bash scripts/ensure-test-tools.sh
step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
step "lint rules' own tests" npm run --silent test:lint-rules
step "generated GraphQL files are current" bash scripts/check-generated.sh
step "migrations match the entities" npm run --silent migration:check
step "build" npm run --silent build
step "backend tests" npm run --silent test:backend -- --json --outputFile="$results_dir/backend.json"
step "frontend tests" npm run --silent test:frontend -- --json --outputFile="$results_dir/frontend.json"
step "end-to-end tests" npm run --silent test:e2e

node scripts/summarise-results.mjs "$results_dir"
