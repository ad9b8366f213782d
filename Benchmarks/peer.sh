#!/usr/bin/env bash
# Benchmarks/peer.sh [SEAM]: Seam side by side with the tui-rs peer (Benchmarks/tui-rs, the Ledger in Rust with
# tui 0.19) on the peer's two workloads, key for key at 80x24 with 1,000 invoices: Benchmarks/peer-nav.replay
# against `tui-peer --workload nav`, Benchmarks/peer-scroll.replay against `--workload scroll`; and a third row,
# "nav-sheet", Benchmarks/peer-nav-sheet.replay against `--workload nav`: the same screens as the peer's nav
# (Seam reaches Export… with one Tab), 1,400 keys against 1,600, so its ratios are per cycle. For each side:
#   - instructions a key: valgrind's callgrind, the run's total minus a run with no keys (Seam: a script of only
#     `size 80x24` and `args --invoices 1000`; the peer: `--cycles 0`, 0 keys, the smallest run its CLI allows),
#     divided by the keys. Both sides run with their timing on, as below. The machine's load does not change it.
#   - keys a second: the wall clock of the key loop each side reports (`seam replay --timing`, the peer's JSON
#     line), median of 3 runs, the two sides taking turns.
# The ratios are Seam's over the peer's per workload run (the same as per key when the keys are the same).
# SEAM is the release binary (default .build/static/release/seam, what `make release` and Benchmarks/run.sh
# build). The peer is built by
# Benchmarks/tui-rs/setup.sh (apt-get install librust-tui-dev when missing, then cargo build --release --offline);
# without cargo or the crates it is skipped with a message, exit 0. Without valgrind only keys a second are shown
# and the target is skipped with a message, exit 0.
# Prints one table and the target of issue 30 "Seam ahead of tui-rs on nav and scroll" (fewer instructions a key
# and more keys a second on both, key for key; nav-sheet is shown, not checked) as `ok` or `FAIL`, with the
# ratios; a miss exits 1, so `make bench` fails for it.
set -euo pipefail
cd "$(dirname "$0")/.."
SEAM=${1:-.build/static/release/seam}
PEER_DIR=Benchmarks/tui-rs
PEER=$PEER_DIR/target/release/tui-peer
RUNS=3

if [ ! -x "$SEAM" ]; then
  echo "peer.sh: no Seam binary at $SEAM; build it with: make release" >&2
  exit 1
fi
if ! command -v cargo >/dev/null; then
  echo "  skipped: cargo is not installed, so the tui-rs peer cannot be built (Benchmarks/tui-rs/README.md)"
  exit 0
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if ! bash "$PEER_DIR/setup.sh" > "$out/setup.log" 2>&1; then
  echo "  skipped: the tui-rs peer did not build (no librust-tui-dev crates, or cargo failed); the end of the log:"
  tail -5 "$out/setup.log" | sed 's/^/    /'
  exit 0
fi
echo "  $(tail -1 "$out/setup.log" | sed "s|$PWD/||")"
printf 'size 80x24\nargs --invoices 1000\n' > "$out/empty.replay"

# The command lines: seam_args ROW / peer_args ROW CYCLES (CYCLES empty: the workload's own).
seam_args() { echo "replay Benchmarks/peer-$1.replay --timing"; }
peer_args() { echo "--workload ${1%-sheet} --cols 80 --rows 24 --rows-count 1000${2:+ --cycles $2}"; }

# kps SIDE WORKLOAD: one run's keys a second (the run must pass its own checks).
kps() {
  local json
  if [ "$1" = seam ]; then
    # shellcheck disable=SC2046
    "$SEAM" $(seam_args "$2") 2> "$out/err" > /dev/null || { echo "peer.sh: Seam's $2 replay failed" >&2; exit 1; }
    json=$(grep '^{' "$out/err" | tail -1)
  else
    # shellcheck disable=SC2046
    json=$("$PEER" $(peer_args "$2")) || { echo "peer.sh: tui-peer's $2 workload failed its checks" >&2; exit 1; }
  fi
  python3 -c 'import json, sys; print(json.loads(sys.argv[1])["keys_per_second"])' "$json"
}
# instructions COMMAND...: callgrind's total instructions of one run.
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" > /dev/null 2> "$out/cg" \
    || { echo "peer.sh: under callgrind, $* failed" >&2; exit 1; }
  sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out/cg" | tail -1
}
# seam_keys ROW / peer_keys ROW: the keys of one run.
# shellcheck disable=SC2046
seam_keys() { "$SEAM" $(seam_args "$1") 2>&1 >/dev/null | grep -o '"keys": *[0-9]*' | tr -dc '0-9'; }
# shellcheck disable=SC2046
peer_keys() { "$PEER" $(peer_args "$1") | grep -o '"keys":[0-9]*' | cut -d: -f2; }

have_valgrind=0
command -v valgrind > /dev/null && have_valgrind=1
rows=()
for w in nav scroll nav-sheet; do
  sn=$(seam_keys "$w"); pn=$(peer_keys "$w")
  s_kps=(); p_kps=()
  for _ in $(seq "$RUNS"); do s_kps+=("$(kps seam "$w")"); p_kps+=("$(kps peer "$w")"); done
  s_ipk=-; p_ipk=-
  if [ "$have_valgrind" = 1 ]; then
    # shellcheck disable=SC2046
    s_run=$(instructions "$SEAM" $(seam_args "$w"))
    s_none=$(instructions "$SEAM" replay "$out/empty.replay" --timing)
    # shellcheck disable=SC2046
    p_run=$(instructions "$PEER" $(peer_args "$w"))
    # shellcheck disable=SC2046
    p_none=$(instructions "$PEER" $(peer_args "$w" 0))
    s_ipk=$(( (s_run - s_none) / sn )); p_ipk=$(( (p_run - p_none) / pn ))
  fi
  rows+=("$w $sn $pn $s_ipk $p_ipk ${s_kps[*]} ${p_kps[*]}")
done

python3 - "$have_valgrind" "${rows[@]}" <<'PY'
import statistics, sys
have_valgrind = sys.argv[1] == "1"
print(f"  {'workload':<9} {'keys':>11} {'Seam instr/key':>15} {'tui-rs instr/key':>17} {'Seam/tui-rs':>11}"
      f" {'Seam keys/s':>12} {'tui-rs keys/s':>14} {'Seam/tui-rs':>11}")
ahead, instr_ratios, kps_ratios = [], [], []
for row in sys.argv[2:]:
    f = row.split()
    w, sn, pn, s_ipk, p_ipk = f[0], int(f[1]), int(f[2]), f[3], f[4]
    runs = (len(f) - 5) // 2
    s_kps = statistics.median(float(v) for v in f[5:5 + runs])
    p_kps = statistics.median(float(v) for v in f[5 + runs:])
    keys = f"{sn:,}" if sn == pn else f"{sn:,}/{pn:,}"
    kps_ratio = (s_kps / sn) / (p_kps / pn)
    if have_valgrind:
        s_i, p_i = int(s_ipk), int(p_ipk)
        ratio = (s_i * sn) / (p_i * pn)
        instr = f"{s_i:>15,} {p_i:>17,} {ratio:>10.2f}×"
        if sn == pn:
            ahead.append(ratio < 1)
            instr_ratios.append(f"{ratio:.2f}×")
    else:
        instr = f"{'-':>15} {'-':>17} {'-':>11}"
    if sn == pn:
        ahead.append(kps_ratio > 1)
        kps_ratios.append(f"{kps_ratio:.2f}×")
    print(f"  {w:<9} {keys:>11} {instr} {s_kps:>12,.0f} {p_kps:>14,.0f} {kps_ratio:>10.2f}×")
print("  instructions a key: callgrind, the run less a run with no keys; keys/s: wall clock, median of 3 runs;")
print("  Seam/tui-rs: per workload run (nav-sheet: the peer's nav screens, Seam's keys for them; per cycle)")
if not have_valgrind:
    print("  callgrind skipped: valgrind is not installed (apt-get install valgrind); keys a second only")
figures = (f"instructions {', '.join(instr_ratios)}; " if have_valgrind else "") + f"keys/s {', '.join(kps_ratios)}"
if not have_valgrind:
    print(f"  skipped: Seam ahead of tui-rs on nav and scroll is not checked without valgrind ({figures})")
    sys.exit(0)
word = "ok  " if all(ahead) else "FAIL"
print(f"  {word} Seam ahead of tui-rs on nav and scroll (Seam/tui-rs, nav then scroll): {figures}"
      " (target: instructions < 1×, keys/s > 1×)")
sys.exit(0 if all(ahead) else 1)
PY
