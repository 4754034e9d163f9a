#!/usr/bin/env bash
# Makes sure the programs the test suite drives are on this machine: Chromium for the
# end-to-end tests and, when no Redis answers on 127.0.0.1:6379 and TEST_REDIS_URL is unset,
# redis-server for a throwaway instance. As root on Debian/Ubuntu they are installed from the
# distribution's packages; elsewhere this says what is missing and stops.
set -euo pipefail

missing=()
chromium_path="${CHROMIUM_PATH:-$(command -v chromium || command -v chromium-browser || true)}"
[ -n "$chromium_path" ] || missing+=(chromium)

redis_answers() { (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; }
if [ -z "${TEST_REDIS_URL:-}" ] && ! redis_answers && ! command -v redis-server >/dev/null; then
  missing+=(redis-server)
fi

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing from Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "The tests need: ${missing[*]}." >&2
echo "Install them with your package manager (Debian/Ubuntu: sudo apt-get install ${missing[*]})," >&2
echo "or point CHROMIUM_PATH at a Chromium binary and TEST_REDIS_URL at a Redis server." >&2
exit 1
