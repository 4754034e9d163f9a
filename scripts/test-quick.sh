#!/usr/bin/env bash
# The quick loop while developing: typecheck and lint side by side (one core each), then the
# backend's and common's unit tests (every test file that needs no PostgreSQL, Redis or server;
# see backend/jest.unit.config.js). Arguments go to jest. `npm test` still runs everything.
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
started=$(date +%s)

npm run --silent typecheck >"$logs/typecheck" 2>&1 &
typecheck=$!
npm run --silent lint >"$logs/lint" 2>&1 &
lint=$!
failed=()
wait "$typecheck" || failed+=(typecheck)
wait "$lint" || failed+=(lint)
for check in typecheck lint; do
  if [[ " ${failed[*]} " == *" $check "* ]]; then echo "=== $check failed"; cat "$logs/$check"; else echo "ok: $check"; fi
done

(cd backend && node --experimental-vm-modules ../node_modules/jest/bin/jest.js --config jest.unit.config.js "$@") || failed+=("unit tests")

echo "test:quick took $(($(date +%s) - started)) s"
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed: ${failed[*]}"
  exit 1
fi
