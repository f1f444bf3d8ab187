#!/usr/bin/env bash
# Measures POST /api/solve on the two candidate HTTP servers with the same routes: Jetty 12 (the
# service, `./sudoku serve`) and the JDK's com.sun.net.httpserver (src/bench/java/.../JdkServe),
# in alternating rounds, each on a fresh server: waits for a load average below 1, starts the
# server, warms up 10 s with wrk, measures, stops it. Prints one line per run.
# Usage: sudoku-server/src/bench/compare-servers.sh [rounds=2] [seconds=20] [connections=64]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
ROUNDS="${1:-2}"
DURATION="${2:-20}"
CONNECTIONS="${3:-64}"
PUZZLES="$ROOT/data/magictour_top1465.txt"
LUA="$ROOT/sudoku-server/src/bench/solve.lua"
PORT="${PORT:-18181}"
cd "$ROOT"
./sudoku --version >/dev/null
CLASSES="$(mktemp -d)"
CP="$ROOT/sudoku-cli/target/sudoku-cli.jar:$ROOT/sudoku-cli/target/lib/*"
javac -d "$CLASSES" -cp "$CP" "$ROOT/sudoku-server/src/bench/java/sudoku/server/JdkServe.java"
quiet() {
  for _ in $(seq 1 600); do
    awk '{exit !($1 < 1.0)}' /proc/loadavg && return 0
    sleep 1
  done
  echo "warning: load average still $(cut -d' ' -f1 /proc/loadavg)" >&2
}
run() {
  local name="$1"; shift
  quiet
  local load; load="$(cut -d' ' -f1 /proc/loadavg)"
  "$@" >/dev/null 2>"$CLASSES/$name.log" &
  local pid=$!
  until curl -s -o /dev/null "http://127.0.0.1:$PORT/api/health"; do sleep 0.01; done
  wrk -t2 -c"$CONNECTIONS" -d10s -s "$LUA" "http://127.0.0.1:$PORT" -- "$PUZZLES" >/dev/null
  local before after out
  before=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  out=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency -s "$LUA" "http://127.0.0.1:$PORT" -- "$PUZZLES")
  after=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  kill "$pid"; wait "$pid" 2>/dev/null || true
  local requests rps p50 p99 errors
  requests=$(echo "$out" | grep -o '[0-9]* requests in' | cut -d' ' -f1)
  rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
  p50=$(echo "$out" | awk '$1 == "50%" {print $2}')
  p99=$(echo "$out" | awk '$1 == "99%" {print $2}')
  errors=$(echo "$out" | grep -E 'Socket errors|Non-2xx' | tr '\n' ' ' || true)
  echo "$name: $rps req/s, p50 $p50, p99 $p99, CPU/request $(( (after - before) * 1000000 / $(getconf CLK_TCK) / requests )) us, load before $load, errors: ${errors:-none}"
}
FLAGS=(-XX:+UseSerialGC -XX:-UsePerfData -Xlog:disable)
for round in $(seq 1 "$ROUNDS"); do
  echo "round $round"
  run jetty ./sudoku serve --port "$PORT" --db "$CLASSES/bench-$round.db" --stock 0
  run jdk java "${FLAGS[@]}" -Dsun.net.httpserver.nodelay=true -cp "$CLASSES:$CP" sudoku.server.JdkServe "$PORT" 16
done
