#!/usr/bin/env bash
# make bench: replay throughput per workload, list-size independence, frame times at
# 200x60, peak memory, and the interactive output budget (via a pty). Figures are
# printed; the targets (docs/architecture.md, Performance targets) are checked and a
# miss is reported as FAIL.
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=.build/release/seam
swift build -c release --product seam >/dev/null || exit 1
status=0
timing() { "$BIN" replay "$@" --timing 2>&1 >/dev/null | grep '^{' | tail -1; }
field() { python3 -c "import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])" "$1" "$2"; }
check() { if python3 -c "import sys; sys.exit(0 if $1 else 1)"; then echo "  ok   $2"; else echo "  FAIL $2"; status=1; fi; }

echo "replay throughput at 80x24 (target ≥ 20000 keys/s)"
for w in nav scroll theme mixed; do
  [ -f "Benchmarks/$w.replay" ] || continue
  t=$(timing "Benchmarks/$w.replay")
  kps=$(field "$t" keys_per_second)
  printf "  %-7s %s\n" "$w" "$t"
  check "$kps >= 20000" "$w: $kps keys/s"
done

echo "list size independence (scroll, 10,000,000 vs 1,000 invoices; target ≤ 1.2×)"
small=$(timing Benchmarks/scroll.replay --invoices 1000); big=$(timing Benchmarks/scroll.replay --invoices 10000000)
s=$(field "$small" keys_per_second); b=$(field "$big" keys_per_second)
check "$s / $b <= 1.2" "1,000: $s keys/s, 10,000,000: $b keys/s"

echo "frame time at 200x60 (target p99 < 1000 µs)"
t=$(timing Benchmarks/mixed.replay --size 200x60)
p99=$(field "$t" frame_p99_us)
check "$p99 < 1000" "mixed at 200x60: p99 $p99 µs"

echo "peak memory (targets < 30 MB at 1,000, < 64 MB at 10,000,000)"
for n in 1000 10000000; do
  kb=$(/usr/bin/time -f %M "$BIN" replay Benchmarks/scroll.replay --invoices $n 2>&1 >/dev/null | tail -1)
  limit=$([ $n = 1000 ] && echo 30720 || echo 65536)
  check "$kb < $limit" "$n invoices: $((kb / 1024)) MB peak"
done

echo "interactive output (targets: Down < 200 bytes, first frame < 50 ms)"
python3 Benchmarks/interactive.py "$BIN" || status=1
exit $status
