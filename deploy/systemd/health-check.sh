#!/bin/sh
# Usage: health-check.sh web-3001 | api-4001
# Polls the instance's health endpoint (/healthz on a web instance,
# /api/health on an API instance) with a 5 s limit. Three polls in a row
# without an answer restart the unit, and the journal says why. Any HTTP
# answer counts as alive: the API's check answers 503 while its database is
# down, and restarting the API would not bring the database back.
set -eu
kind=${1%%-*}
port=${1#*-}
case "$kind" in
  web) unit="manzil-web@$port.service"; url="http://127.0.0.1:$port/healthz" ;;
  api) unit="manzil-api@$port.service"; url="http://127.0.0.1:$port/api/health" ;;
  *) echo "health-check.sh: expected web-<port> or api-<port>, got $1" >&2; exit 2 ;;
esac
state="/run/manzil-health/$1"
mkdir -p /run/manzil-health
limit=${FAILS_BEFORE_RESTART:-3}

# A unit that is starting or stopping is systemd's business, not ours.
[ "$(systemctl is-active "$unit")" = "active" ] || { rm -f "$state"; exit 0; }

status=$(curl -s --max-time 5 -o /dev/null -w '%{http_code}' "$url" || true)
if [ "${status:-000}" != "000" ]; then
  rm -f "$state"
  exit 0
fi
fails=$(( $(cat "$state" 2>/dev/null || echo 0) + 1 ))
echo "$fails" > "$state"
if [ "$fails" -ge "$limit" ]; then
  echo "$unit did not answer $url $fails times in a row: restarting it"
  rm -f "$state"
  systemctl kill --signal=SIGKILL "$unit"
  systemctl restart "$unit"
else
  echo "$unit did not answer $url ($fails of $limit)"
fi
