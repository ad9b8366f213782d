#!/usr/bin/env bash
# Benchmarks/callgrind.sh [SEAM]: instructions a key of every standard workload, and start-up, by valgrind's
# callgrind (the load of this shared machine does not change them). Each of Benchmarks/{nav,scroll,modal,theme,mixed}
# .replay runs once at 80x24 with `--invoices 1000` and `--timing`, and so does an empty script (`size 80x24`,
# the same arguments), which measures start-up alone:
#   valgrind --tool=callgrind --callgrind-out-file=/dev/null SEAM replay SCRIPT --size 80x24 --invoices 1000 --timing
# A run's total is stderr's `Collected : N` line, its keys the `"keys"` of the replay's JSON line; instructions a key
# are (total - empty) / keys. Two runs at a time at most (the machine has two cores).
# Targets (issue 30): at most 220,000 instructions a key on every workload; start-up at most 60,000,000.
# Prints a table and one `ok`/`FAIL` line a target; exits 1 when a target is missed or a run fails.
# Without valgrind it prints one "skipped" line and exits 0.
# SEAM is the release binary (default .build/static/release/seam, what `make release` and Benchmarks/run.sh build).
set -uo pipefail
cd "$(dirname "$0")/.."
SEAM=${1:-.build/static/release/seam}
WORKLOADS="nav scroll modal theme mixed"
MAX_PER_KEY=220000
MAX_STARTUP=60000000
JOBS=2

if ! command -v valgrind > /dev/null; then
  echo "  skipped: valgrind is not installed (apt-get install valgrind), so instructions are not counted"
  exit 0
fi
if [ ! -x "$SEAM" ]; then
  echo "callgrind.sh: no Seam binary at $SEAM; build it with: make release" >&2
  exit 1
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
printf 'size 80x24\n' > "$out/empty.replay"

# run NAME SCRIPT: one replay under callgrind; writes "total keys" to $out/NAME.figures, or nothing when it fails.
run() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    "$SEAM" replay "$2" --size 80x24 --invoices 1000 --timing > /dev/null 2> "$out/$1.err" || return 1
  python3 - "$out/$1.err" > "$out/$1.figures" <<'PY' || { rm -f "$out/$1.figures"; return 1; }
import json, re, sys
lines = open(sys.argv[1]).read().splitlines()
total = [int(m.group(1)) for l in lines if (m := re.search(r"Collected : (\d+)", l))][-1]
keys = [json.loads(l) for l in lines if l.startswith("{")][-1]["keys"]
print(total, keys)
PY
}

for w in empty $WORKLOADS; do
  if [ "$w" = empty ]; then script=$out/empty.replay; else script=Benchmarks/$w.replay; fi
  run "$w" "$script" &
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
done
wait

# fmt N: N with thousands separated by commas.
fmt() { echo "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }

status=0
if [ ! -s "$out/empty.figures" ]; then
  echo "  FAIL the empty script failed under callgrind; the end of its output:"
  tail -5 "$out/empty.err" | sed 's/^/    /'
  exit 1
fi
read -r startup _ < "$out/empty.figures"
printf "  %-8s %6s %15s %17s\n" workload keys instructions "instructions/key"
rows=()
for w in $WORKLOADS; do
  if [ ! -s "$out/$w.figures" ]; then
    printf "  %-8s %6s %15s %17s\n" "$w" - - -
    rows+=("$w - -")
    continue
  fi
  read -r total keys < "$out/$w.figures"
  per_key=$(( (total - startup) / keys ))
  printf "  %-8s %6s %15s %17s\n" "$w" "$(fmt "$keys")" "$(fmt "$total")" "$(fmt "$per_key")"
  rows+=("$w $keys $per_key")
done
printf "  %-8s %6s %15s %17s\n" "start-up" 0 "$(fmt "$startup")" -
echo "  callgrind totals of one run each, 80x24, 1,000 invoices; a key: (run - start-up) / keys"

for row in "${rows[@]}"; do
  read -r w keys per_key <<< "$row"
  if [ "$keys" = - ]; then
    echo "  FAIL $w: the replay failed under callgrind; the end of its output:"
    tail -5 "$out/$w.err" | sed 's/^/    /'
    status=1
  elif [ "$per_key" -le "$MAX_PER_KEY" ]; then
    echo "  ok   $w at 80x24: $(fmt "$per_key") instructions a key, target ≤ 220,000"
  else
    echo "  FAIL $w at 80x24: $(fmt "$per_key") instructions a key, target ≤ 220,000"
    status=1
  fi
done
if [ "$startup" -le "$MAX_STARTUP" ]; then
  echo "  ok   start-up (the empty script): $(fmt "$startup") instructions, target ≤ 60,000,000"
else
  echo "  FAIL start-up (the empty script): $(fmt "$startup") instructions, target ≤ 60,000,000"
  status=1
fi
exit $status
