#!/usr/bin/env bash
# Benchmarks POST /api/solve with wrk on loopback: builds, starts `sudoku serve` on a spare port
# with a throw-away database, warms up, measures, stops the server. Prints the time to the first
# response, wrk's figures and the server's CPU time per request (steadier than requests/s on a
# shared machine). Needs wrk (apt-get install wrk).
# Usage: sudoku-server/src/bench/run.sh [connections=64] [seconds=30] [puzzles=data/magictour_top1465.txt]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
CONNECTIONS="${1:-64}"
DURATION="${2:-30}"
PUZZLES="${3:-$ROOT/data/magictour_top1465.txt}"
PORT="${PORT:-18180}"
DB="$(mktemp -d)/bench.db"
cd "$ROOT"
./sudoku --version >/dev/null
start=$(date +%s%N)
./sudoku serve --port "$PORT" --db "$DB" >/dev/null 2>"$DB.log" &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null || true' EXIT
until curl -s -o /dev/null "http://127.0.0.1:$PORT/api/health"; do sleep 0.01; done
echo "first response $(( ($(date +%s%N) - start) / 1000000 )) ms after start (launcher included)"
cpu_ticks() { awk '{print $14 + $15}' "/proc/$SERVER/stat"; }
wrk -t2 -c"$CONNECTIONS" -d10s -s "$ROOT/sudoku-server/src/bench/solve.lua" "http://127.0.0.1:$PORT" -- "$PUZZLES" >/dev/null
before=$(cpu_ticks)
out=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency -s "$ROOT/sudoku-server/src/bench/solve.lua" \
  "http://127.0.0.1:$PORT" -- "$PUZZLES")
after=$(cpu_ticks)
echo "$out"
requests=$(echo "$out" | grep -o '[0-9]* requests in' | cut -d' ' -f1)
echo "server CPU per request: $(( (after - before) * 1000000 / $(getconf CLK_TCK) / requests )) us"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
