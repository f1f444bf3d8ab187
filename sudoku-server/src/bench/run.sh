#!/usr/bin/env bash
# Benchmarks POST /api/solve with wrk on loopback: builds, starts `sudoku serve` on a spare port
# with a throw-away database, warms up, measures, stops the server. Needs wrk (apt-get install wrk).
# Usage: sudoku-server/src/bench/run.sh [connections=64] [seconds=30] [puzzles=data/magictour_top1465.txt]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
CONNECTIONS="${1:-64}"
SECONDS_="${2:-30}"
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
wrk -t2 -c"$CONNECTIONS" -d5s -s "$ROOT/sudoku-server/src/bench/solve.lua" "http://127.0.0.1:$PORT" -- "$PUZZLES" >/dev/null
wrk -t2 -c"$CONNECTIONS" -d"${SECONDS_}s" --latency -s "$ROOT/sudoku-server/src/bench/solve.lua" \
  "http://127.0.0.1:$PORT" -- "$PUZZLES"
