#!/usr/bin/env bash
# The server's collector, measured: for each collector (the serial collector, G1 as `serve`
# runs by default, ZGC), a fresh `./sudoku serve` with the launcher's heap bound (-Xmx640m) and
# that collector, waiting first for a load average below 1. On each:
#   1. wrk, 64 connections: GET /api/health (the server's own floor) and POST /api/solve over
#      magictour_top1465, 20 s each after 10 s of warm-up, in the same server run;
#   2. ServeUnderLoad.java: a normal client's p50/p99 while expensive work runs and while each
#      crowd holds the server for 30 s (idle, keep-alive and trickling connections);
#   3. the server's peak and final resident memory (VmHWM, VmRSS) and its longest GC pause and
#      total pause time (from -Xlog:gc).
# Usage: sudoku-server/src/bench/collectors.sh [collectors="SerialGC G1GC ZGC"]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
COLLECTORS="${1:-SerialGC G1GC ZGC}"
PUZZLES="$ROOT/data/magictour_top1465.txt"
BENCH="$ROOT/sudoku-server/src/bench"
PORT="${PORT:-18182}"
WORK="$(mktemp -d)"
cd "$ROOT"
ulimit -n 20000
./sudoku --version >/dev/null
quiet() {
  for _ in $(seq 1 900); do
    awk '{exit !($1 < 1.0)}' /proc/loadavg && return 0
    sleep 1
  done
  echo "warning: load average still $(cut -d' ' -f1 /proc/loadavg)" >&2
}
wrk_line() {
  local out="$1" rps p50 p99 errors
  rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
  p50=$(echo "$out" | awk '$1 == "50%" {print $2}')
  p99=$(echo "$out" | awk '$1 == "99%" {print $2}')
  errors=$(echo "$out" | grep -E 'Socket errors|Non-2xx' | tr '\n' ' ' || true)
  echo "$rps req/s, p50 $p50, p99 $p99, errors: ${errors:-none}"
}
echo "CPU: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores"
for gc in $COLLECTORS; do
  quiet
  echo "== -XX:+Use$gc (load before: $(cut -d' ' -f1-3 /proc/loadavg))"
  SUDOKU_JAVA_OPTS="-XX:+Use$gc -Xlog:gc:file=$WORK/$gc.gc.log" \
    ./sudoku serve --port "$PORT" --db "$WORK/$gc.db" --access-log "$WORK/$gc.access.log" >/dev/null 2>"$WORK/$gc.log" &
  pid=$!
  until curl -s -o /dev/null "http://127.0.0.1:$PORT/api/health"; do sleep 0.05; done
  wrk -t2 -c64 -d10s -s "$BENCH/solve.lua" "http://127.0.0.1:$PORT" -- "$PUZZLES" >/dev/null
  health=$(wrk -t2 -c64 -d20s --latency "http://127.0.0.1:$PORT/api/health")
  solve=$(wrk -t2 -c64 -d20s --latency -s "$BENCH/solve.lua" "http://127.0.0.1:$PORT" -- "$PUZZLES")
  echo "wrk GET /api/health:  $(wrk_line "$health")"
  echo "wrk POST /api/solve:  $(wrk_line "$solve")"
  java "$BENCH/ServeUnderLoad.java" "$PORT" "$PUZZLES" heavy idle keepalive trickle
  grep -E '^Vm(HWM|RSS)' "/proc/$pid/status" | tr -s ' \n' ' '
  echo
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  # pause lines end in "12.345ms"; ZGC's three pauses per cycle each count
  awk '/Pause/ { v = $NF; sub(/ms$/, "", v); if (v + 0 > max) max = v + 0; total += v; n++ }
       END { printf "GC pauses: %d, longest %.1f ms, total %.0f ms\n", n, max, total }' "$WORK/$gc.gc.log"
  echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
done
