#!/usr/bin/env bash
# make bench: every workload at 80x24 and 200x60, with 1,000 and 10,000,000 invoices:
# keys per second (wall clock, and per second of the process's own CPU time: this machine
# may be shared), frame p50/p99 and peak memory; then each workload's instructions a key at
# 80x24 with 1,000 invoices and start-up's instructions, by callgrind (Benchmarks/callgrind.sh;
# skipped without valgrind); list-size independence; the bytes a Down and a push write to a
# pseudo-terminal and the time to the first frame; `seam lint`'s lines per second on a generated
# codebase of about 40,000 lines; the nav cycles side by side with Textual when its virtual
# environment exists; then side by side with the tui-rs peer (Benchmarks/peer.sh; skipped without cargo or
# the peer's crates). Targets (BENCHMARKS.md, issue 30) are checked; a miss prints FAIL and makes the exit
# status 1, the tui-rs comparison's included.
set -uo pipefail
cd "$(dirname "$0")/.."
# The app's workloads run the deployed build (`make release`: the runtime linked into the program);
# `seam lint` and `seam exercises` run beside `seam-lint`, from the ordinary release build.
BIN=.build/static/release/seam
LINT_BIN=.build/release/seam
swift build -c release --product seam --static-swift-stdlib --scratch-path .build/static >/dev/null || exit 1
swift build -c release --product seam >/dev/null && swift build -c release --product seam-lint >/dev/null || exit 1
status=0
WORKLOADS="nav scroll modal theme mixed"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# measure NAME ARGS...: one replay; prints keys kps cpu_kps p50 p99 rss_mb
measure() {
  local name=$1; shift
  /usr/bin/time -f "%U %S %M" -o "$out/$name.time" "$BIN" replay "$@" --timing 2>"$out/$name.err" >/dev/null
  python3 - "$out/$name.err" "$out/$name.time" <<'PY'
import json, sys
t = [json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")][-1]
user, system, rss = open(sys.argv[2]).read().split()[-3:]
cpu = float(user) + float(system)
print(t["keys"], t["keys_per_second"], round(t["keys"] / cpu, 1) if cpu > 0 else 0,
      t["frame_p50_us"], t["frame_p99_us"], round(int(rss) / 1024, 1))
PY
}
check() { if python3 -c "import sys; sys.exit(0 if $1 else 1)"; then echo "  ok   $2"; else echo "  FAIL $2"; status=1; fi; }

printf "%-7s %-8s %-9s %6s %10s %10s %9s %9s %8s\n" workload size invoices keys "keys/s" "cpu keys/s" "p50 µs" "p99 µs" "RSS MB"
for w in $WORKLOADS; do
  for size in 80x24 200x60; do
    for n in 1000 10000000; do
      read -r keys kps cpu p50 p99 rss < <(measure "$w-$size-$n" "Benchmarks/$w.replay" --size "$size" --invoices "$n")
      printf "%-7s %-8s %-9s %6s %10s %10s %9s %9s %8s\n" "$w" "$size" "$n" "$keys" "$kps" "$cpu" "$p50" "$p99" "$rss"
      echo "$kps $cpu $p50 $p99 $rss" > "$out/$w-$size-$n.figures"
    done
  done
done
fig() { cut -d' ' -f"$2" "$out/$1.figures"; }

echo "instructions a key by callgrind (80x24, 1,000 invoices, start-up subtracted; Benchmarks/callgrind.sh)"
Benchmarks/callgrind.sh "$BIN" || status=1

echo "targets"
for w in $WORKLOADS; do
  check "$(fig "$w-80x24-1000" 1) >= 20000" "$w at 80x24: $(fig "$w-80x24-1000" 1) keys/s ($(fig "$w-80x24-1000" 2) per CPU second), target ≥ 20,000"
done
check "$(fig nav-200x60-1000 4) < 600" "nav at 200x60: frame p99 $(fig nav-200x60-1000 4) µs, target < 600 µs"
for w in nav scroll; do
  small=$(fig "$w-80x24-1000" 2); big=$(fig "$w-80x24-10000000" 2)
  check "$small / $big <= 1.2" "$w per key, 10,000,000 vs 1,000 invoices: $(python3 -c "print(round($small / $big, 2))")× (CPU), target ≤ 1.2×"
done
peak_small=$(for w in $WORKLOADS; do fig "$w-80x24-1000" 5; done | sort -n | tail -1)
peak_big=$(for w in $WORKLOADS; do fig "$w-80x24-10000000" 5; done | sort -n | tail -1)
check "$peak_small <= 30" "peak RSS at 1,000 invoices: $peak_small MB, target ≤ 30 MB"
check "$peak_big <= 30" "peak RSS at 10,000,000 invoices: $peak_big MB, target ≤ 30 MB"

echo "interactive output through a pseudo-terminal (targets: Down < 200 bytes, first frame < 20 ms)"
python3 Benchmarks/interactive.py "$BIN" || status=1

echo "seam lint on a generated UIKit/SwiftUI codebase (Benchmarks/lint_codebase.py; release; 2 runs, the faster kept)"
python3 Benchmarks/lint_codebase.py "$out/codebase" > "$out/codebase.lines"
best=""
for run in 1 2; do
  start=$(date +%s.%N)
  "$LINT_BIN" lint --format json "$out/codebase" > /dev/null 2> "$out/lint.err"
  end=$(date +%s.%N)
  wall=$(python3 -c "print(round($end - $start, 3))")
  if [ -z "$best" ] || python3 -c "import sys; sys.exit(0 if $wall < $best else 1)"; then best=$wall; fi
done
lines=$(cat "$out/codebase.lines")
summary=$(tail -1 "$out/lint.err")
echo "  $summary"
check "$lines >= 40000" "codebase: $lines lines, target ≥ 40,000"
check "$lines / $best >= 20000" "$(python3 -c "print(f'{round($lines / $best):,}')") lines/s ($lines lines in $best s, the whole process), target ≥ 20,000"

echo "seam exercises check after one exercise is edited (Benchmarks/exercises.sh; the package builds in debug)"
Benchmarks/exercises.sh "$LINT_BIN" "$out" > "$out/exercises.txt" || status=1
head -n -1 "$out/exercises.txt"
edited=$(tail -1 "$out/exercises.txt")
check "${edited:-99} <= 20" "check after one edit: ${edited:-?} s, target ≤ 20 s"

echo "side by side with Textual (the nav cycles of Benchmarks/nav.replay, 80x24, headless)"
VENV=.build/textual-venv
if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c "import textual" 2>/dev/null; then
  read -r twall tcpu < <("$VENV/bin/python" Benchmarks/textual/nav.py --cycles 20)
  swall=$(fig nav-80x24-1000 1); scpu=$(fig nav-80x24-1000 2)
  echo "  Textual $("$VENV/bin/python" -c "import textual; print(textual.__version__)"): $twall keys/s ($tcpu per CPU second); Seam: $swall keys/s ($scpu per CPU second)"
  check "$swall / $twall >= 250" "Seam is $(python3 -c "print(round($swall / $twall))")× Textual (wall clock; $(python3 -c "print(round($scpu / $tcpu))")× per CPU second), target ≥ 250×"
else
  echo "  skipped: Textual is not installed (python3 -m venv $VENV && $VENV/bin/pip install textual)"
fi

echo "side by side with tui-rs (its nav and scroll, key for key, 80x24, 1,000 invoices; Benchmarks/peer.sh)"
Benchmarks/peer.sh "$BIN" || { echo "  Benchmarks/peer.sh failed (above): a target missed or a run failed"; status=1; }
exit $status
