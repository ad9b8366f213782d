#!/bin/bash
# `make exercises-e2e` (part of `make test`): seam exercises on a package of its own, as a
# learner runs it. init into a temporary folder; a fresh check finds none done, each for its
# rule's reason; deleting only a marker does not make an exercise done; a solution put in
# place with its marker gone makes exactly that one done; a syntax error is a build-error at
# its file and line; every solution in place makes every exercise done.
set -u
SEAM=${SEAM:-$(pwd)/.build/debug/seam}
WORK=$(mktemp -d)
DIR=$WORK/exercises
trap 'rm -rf "$WORK"' EXIT
failures=0
fail() { echo "exercises-e2e: FAILED: $*"; failures=$((failures + 1)); }
now() { date +%s.%N; }
elapsed() { python3 -c "print(f'{$(now) - $1:.1f}')"; }
json() { python3 -c "import json,sys; d=json.load(open('$WORK/check.json')); $1"; }
check() { "$SEAM" exercises check "$DIR" --format json > "$WORK/check.json" 2> "$WORK/check.err"; echo $?; }
file_of() { json "print(next(e['file'] for e in d if e['id']=='$1'))"; }

start=$(now)
"$SEAM" exercises init "$DIR" > /dev/null || { fail "init $DIR"; exit 1; }
"$SEAM" exercises init "$DIR" > /dev/null 2>&1; [ $? -eq 2 ] || fail "init into a non-empty folder did not exit 2"

t=$(now); status=$(check); first=$(elapsed "$t")
[ "$status" -eq 1 ] || fail "a fresh check exited $status, not 1 ($(head -3 "$WORK/check.err"))"
count=$(json "print(len(d))")
[ "$count" -eq "$(ls Exercises/*/check.replay | wc -l)" ] || fail "the check lists $count exercises"
bad=$(json "print(' '.join(e['id'] for e in d if e['status']!='not-done' or not (
    e['reason'].startswith(e['id']+' fired:') or e['reason'].startswith(e['id']+': the harm shows')
    or ('['+e['id']+']') in e['reason'])))")
[ -z "$bad" ] || fail "fresh exercises not not-done for their rule's reason: $bad"

ids=($(json "print(' '.join(e['id'] for e in d))"))
one=${ids[0]} two=${ids[1]}
sed -i '/^\/\/ seam: not done$/d' "$DIR/$(file_of "$one")"
check > /dev/null
status_one=$(json "print(next(e['status'] for e in d if e['id']=='$one'))")
[ "$status_one" = not-done ] || fail "deleting only the marker of $one made it $status_one"

"$SEAM" exercises solution "$two" "$DIR" > /dev/null 2>&1 && fail "solution $two shown before it was done"
"$SEAM" exercises solution "$two" "$DIR" --force > "$DIR/$(file_of "$two")" || fail "solution $two --force"
sed -i '/^\/\/ seam: not done$/d' "$DIR/$(file_of "$two")"
t=$(now); check > /dev/null; edited=$(elapsed "$t")
done_ids=$(json "print(' '.join(e['id'] for e in d if e['status']=='done'))")
[ "$done_ids" = "$two" ] || fail "after the solution of $two, done: '$done_ids'"
"$SEAM" exercises solution "$two" "$DIR" > /dev/null || fail "solution $two refused once done"
grep -q "^done $two " "$DIR/.seam-exercises" || fail "the progress file does not record $two"

broken=$(file_of "${ids[2]}")
printf 'let broken = (\n' >> "$DIR/$broken"
line=$(wc -l < "$DIR/$broken")
status=$(check)
[ "$status" -eq 1 ] || fail "a syntax error: check exited $status, not 1"
got=$(json "e=next(e for e in d if e['id']=='${ids[2]}'); print(e['status'], e['reason'].split(': error')[0])")
case "$got" in
    "build-error $broken:"[0-9]*) ;;
    *) fail "a syntax error in $broken (near line $line) gave '$got'" ;;
esac
sed -i '$d' "$DIR/$broken"

for id in "${ids[@]}"; do
    "$SEAM" exercises solution "$id" "$DIR" --force > "$DIR/$(file_of "$id")" || fail "solution $id --force"
done
status=$(check)
not_done=$(json "print([(e['id'], e['reason'][:120]) for e in d if e['status']!='done'])")
[ "$status" -eq 0 ] || fail "every solution in place: check exited $status; not done: $not_done"

echo "exercises-e2e: $count exercises; first check (build included) ${first} s," \
    "one edited exercise ${edited} s, all $(elapsed "$start") s; $failures failures"
[ $failures -eq 0 ]
