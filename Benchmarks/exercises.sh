#!/bin/bash
# `seam exercises check` on a fresh exercises package (Benchmarks/run.sh runs it): the first
# check, which builds Seam's frameworks into the package's own .build, then three checks each
# after one exercise's file was edited (a comment appended), the median kept. Usage:
# Benchmarks/exercises.sh SEAM [FOLDER]
set -u
SEAM=$1
DIR=${2:-$(mktemp -d)}/exercises
"$SEAM" exercises init "$DIR" > /dev/null || exit 1
seconds() { local start=$(date +%s.%N); "$@" > /dev/null 2>&1; python3 -c "print(round($(date +%s.%N) - $start, 2))"; }
first=$(seconds "$SEAM" exercises check "$DIR")
file=$(ls "$DIR"/Exercises/*/*Exercise.swift | head -1)
runs=()
for n in 1 2 3; do
  echo "// edited $n" >> "$file"
  runs+=($(seconds "$SEAM" exercises check "$DIR"))
done
median=$(printf '%s\n' "${runs[@]}" | sort -n | sed -n 2p)
count=$(ls -d "$DIR"/Exercises/*/ | grep -vc Harness)
echo "  first check (Seam's frameworks built into the package, debug): $first s"
echo "  check after editing one exercise: $median s (median of ${runs[*]}; $count exercises replayed and linted)"
echo "$median"
