#!/bin/bash
# Builds two checkouts of the site back to back, alternating so that machine noise hits both:
# three rounds of a cold build (no .cache, no public) then a warm one, then two rounds of
# `npm run develop` from a cold cache until Gatsby prints "You can now view". Each checkout
# needs its own `npm ci` first. Prints one line a measurement; medians are left to the reader.
#   scripts/compare-builds.sh /path/to/before /path/to/after
# Example: git worktree add ../before <commit> && (cd ../before &&
# npm ci) && scripts/compare-builds.sh ../before .
set -u
before=$(cd "$1" && pwd); after=$(cd "$2" && pwd)
export GATSBY_TELEMETRY_DISABLED=1
log=$(mktemp)
trap 'rm -f "$log"' EXIT

seconds_of() { local s=$(date +%s.%N); "$@" > "$log" 2>&1; local rc=$?; local e=$(date +%s.%N); printf '%.1f s%s' "$(echo "$e - $s" | bc)" "$([ $rc -eq 0 ] || echo " (exit $rc)")"; }

develop_seconds() {
  local s=$(date +%s.%N)
  setsid npm run develop -- -p 8200 > "$log" 2>&1 &
  local pid=$!
  for _ in $(seq 1 1500); do grep -q "You can now view" "$log" && break; sleep 0.2; done
  local e=$(date +%s.%N)
  kill -- -"$pid" 2>/dev/null; sleep 3; kill -9 -- -"$pid" 2>/dev/null; sleep 1
  printf '%.1f s' "$(echo "$e - $s" | bc)"
}

for round in 1 2 3; do
  if [ $((round % 2)) -eq 1 ]; then order="$before $after"; else order="$after $before"; fi
  for dir in $order; do
    cd "$dir" && rm -rf .cache public
    cold=$(seconds_of npm run build); warm=$(seconds_of npm run build)
    echo "round $round  $dir  cold $cold  warm $warm"
  done
done
for round in 1 2; do
  if [ $((round % 2)) -eq 1 ]; then order="$before $after"; else order="$after $before"; fi
  for dir in $order; do
    cd "$dir" && rm -rf .cache public
    echo "round $round  $dir  develop $(develop_seconds)"
  done
done
