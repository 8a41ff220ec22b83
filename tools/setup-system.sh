#!/usr/bin/env bash
# Installs the system packages the test suite needs, from Debian's archive only: Chromium (browser tests,
# Storybook tests, Lighthouse), a PostgreSQL server (the API suite's real-database run) and its RUM extension
# (the search ranking indexes, which that run checks), HAProxy (the load balancer of `npm run start:cluster`), and
# Thai and Chinese/Japanese fonts (Chromium's screenshots of the shop in th, zh, zhtw and jp show empty boxes
# without them: Debian's Chromium brings Latin fonts only).
# Idempotent: does nothing when all are present, so `npm test` runs it first and a fresh machine needs nothing but
# the README's two commands.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/postgres' > /dev/null || missing+=(postgresql)
# The extension is built per server version: that of the installed server, else of Debian's `postgresql` (15 on
# bookworm).
pg_version=$(ls /usr/lib/postgresql 2> /dev/null | sort -n | tail -1)
[ -f "/usr/share/postgresql/${pg_version:-15}/extension/rum.control" ] || missing+=("postgresql-${pg_version:-15}-rum")
command -v haproxy > /dev/null || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
[ -d /usr/share/fonts/truetype/tlwg ] || missing+=(fonts-thai-tlwg)
[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || missing+=(fonts-wqy-microhei)

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup-system: chromium, postgresql and its rum extension, haproxy and the Thai and CJK fonts are installed"
  exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  # `sudo -n`: a test run must not stop to ask for a password.
  if ! command -v sudo > /dev/null || ! sudo -n true 2> /dev/null; then
    echo "setup-system: the tests need ${missing[*]} from Debian's archive, and installing them needs root." >&2
    echo "setup-system: run \`sudo bash tools/setup-system.sh\` (or apt-get install -y ${missing[*]} as root), then npm test again." >&2
    exit 1
  fi
  as_root=(sudo -n)
fi

echo "setup-system: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
echo "setup-system: installed ${missing[*]}"
