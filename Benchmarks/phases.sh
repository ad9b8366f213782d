#!/usr/bin/env bash
# Benchmarks/phases.sh [SEAM] [WORKLOAD...]: where a key's instructions go, by phase and per node of the
# hosted trees, for each workload (default: nav scroll modal theme mixed). Each workload runs under callgrind
# at 80x24 with 1,000 invoices and `--timing`, as in Benchmarks/callgrind.sh, and so does an empty script
# (start-up alone); what the workload spent more, divided by its keys, is what a key costs, so the totals
# are callgrind.sh's (Benchmarks/phases.py reads the two outputs). SEAM is a release binary (default
# .build/release/seam: `swift build -c release --product seam`). Not part of `make bench`: a profile for
# whoever works on the engine, quoted in BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
SEAM=${1:-.build/release/seam}
shift || true
WORKLOADS=${*:-nav scroll modal theme mixed}
command -v valgrind > /dev/null || { echo "phases.sh: valgrind is not installed" >&2; exit 1; }
[ -x "$SEAM" ] || { echo "phases.sh: no Seam binary at $SEAM" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
printf 'size 80x24\n' > "$out/empty.replay"
for w in $WORKLOADS; do cp "Benchmarks/$w.replay" "$out/$w.replay"; done

# run NAME: one replay of $out/NAME.replay under callgrind, its output in $out/NAME.out.
run() {
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out/$1.out" \
    "$SEAM" replay "$out/$1.replay" --size 80x24 --invoices 1000 --timing > /dev/null 2> "$out/$1.err"
}
for w in empty $WORKLOADS; do
  run "$w" &
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
done
wait
for w in $WORKLOADS; do
  keys=$(python3 -c 'import json,sys; print([json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")][-1]["keys"])' "$out/$w.err")
  echo "$w ($keys keys)"
  python3 Benchmarks/phases.py "$out/empty.out" "$out/$w.out" "$keys"
done
