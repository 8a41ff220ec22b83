#!/usr/bin/env bash
# Installs the system packages the test suite needs, from Debian's archive only: Chromium (browser tests,
# Storybook tests, Lighthouse) and a PostgreSQL server (the API suite's real-database run).
# Idempotent: does nothing when both are present.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/postgres' > /dev/null || missing+=(postgresql)

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup-system: chromium and postgresql are installed"
  exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo > /dev/null || { echo "setup-system: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  as_root=(sudo)
fi

echo "setup-system: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
echo "setup-system: installed ${missing[*]}"
