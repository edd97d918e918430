#!/usr/bin/env bash
# Differential testing of axl-loops: programs from scripts/loopsfuzz.py,
# rewritten by axl-loops, built with g++ for the CPU backend and run on
# fibers (AXL_CPU_LOOPS=0), as loops, and as loops under AXL_CPU_LOOPS_CHECK=1
# (which stops a run whose barrier conditions differ between threads: a
# generator bug; kernels whose masks name exited or missing lanes are left
# out there, see loopsfuzz.py); the three must print the same lines.
#
#   scripts/loopsfuzz.sh [-j JOBS] [-k KERNELS] [--build DIR] N [START_SEED]
#       Runs seeds START_SEED (default 1) to START_SEED+N-1, each a program of
#       KERNELS kernels (default 10), JOBS at a time (default 1). A seed that
#       fails (axl-loops exits non-zero or crashes, the rewritten program does
#       not compile, a run crashes or times out, the outputs differ) is kept
#       in DIR/fuzz/fail-SEED/ (default DIR: build) with a one-line `reason`;
#       the others are removed. Prints a line per failure and a summary:
#       `N cases, K disagreements, ...` (a case is a kernel). Exits non-zero
#       on any failure.
#   scripts/loopsfuzz.sh --reduce DIR/fuzz/fail-SEED [KERNEL]
#       Reduces a kept failure to one kernel (the first that disagrees, or
#       KERNEL) with as few statements as still fail the same way: writes
#       reduced.cu and its reason next to it (scripts/loopsfuzz_reduce.py).
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$ROOT/build
JOBS=1
KERNELS=10
REDUCE=
while [[ $# -gt 0 ]]; do
  case $1 in
    -j) JOBS=$2; shift 2 ;;
    -k) KERNELS=$2; shift 2 ;;
    --build) BUILD=$(realpath -m "$2"); shift 2 ;;
    --reduce) REDUCE=$2; shift 2 ;;
    *) break ;;
  esac
done
if [[ -n $REDUCE ]]; then
  exec python3 "$ROOT/scripts/loopsfuzz_reduce.py" --build "$BUILD" "$REDUCE" "$@"
fi
[[ $# -ge 1 && $1 =~ ^[0-9]+$ ]] || {
  echo "usage: $0 [-j JOBS] [-k KERNELS] [--build DIR] N [START_SEED] | --reduce FAILDIR [KERNEL]" >&2
  exit 2
}
N=$1
START=${2:-1}
OUT=$BUILD/fuzz
mkdir -p "$OUT"
export ROOT BUILD OUT KERNELS
export CPU_FLAGS="$("$BUILD/bin/axl-config" --backend cpu --cflags)"
export CPU_LIBS="$("$BUILD/bin/axl-config" --backend cpu --libs)"

# One seed: prints `SEED CASES LOOPS DISAGREE STATUS [REASON]`.
one() {
  local S=$1 D=$OUT/work-$1 Rc
  rm -rf "$D" "$OUT/fail-$1"
  mkdir -p "$D"
  fail() {
    tr '\n' ' ' <<<"$1" | head -c 400 >"$D/reason"
    echo >>"$D/reason"
    rm -rf "$OUT/fail-$S"
    mv "$D" "$OUT/fail-$S"
    echo "$S $KERNELS ${Loops:-0} ${2:-0} FAIL $(cat "$OUT/fail-$S/reason")"
  }
  python3 "$ROOT/scripts/loopsfuzz.py" --seed "$S" --kernels "$KERNELS" -o "$D/p.cu" ||
    { fail "generator failed"; return; }
  # shellcheck disable=SC2086
  timeout 600 "$BUILD/bin/axl-loops" "$D/p.cu" -o "$D/p.cpp" -- $CPU_FLAGS >"$D/loops.log" 2>&1
  Rc=$?
  Loops=$(sed -n 's/.*: \([0-9]*\) of [0-9]* kernels as loops.*/\1/p' "$D/loops.log")
  [[ $Rc -eq 0 ]] || { fail "axl-loops exited $Rc"; return; }
  grep -q "warning\|error" "$D/loops.log" && { fail "axl-loops warned"; return; }
  # shellcheck disable=SC2086
  if ! g++ -O2 -w -x c++ $CPU_FLAGS "$D/p.cpp" -o "$D/p" -x none $CPU_LIBS >"$D/cxx.log" 2>&1; then
    if g++ -fsyntax-only -w -x c++ $CPU_FLAGS "$D/p.cu" >/dev/null 2>&1; then
      fail "the rewritten program does not compile: $(grep -m1 'error' "$D/cxx.log")"
    else
      fail "generator: the original program does not compile: $(grep -m1 'error' "$D/cxx.log")"
    fi
    return
  fi
  AXL_CPU_LOOPS=0 timeout 120 "$D/p" >"$D/fibers.txt" 2>"$D/fibers.err"
  Rc=$?
  [[ $Rc -eq 0 ]] || { fail "on fibers: exit $Rc: $(head -c 300 "$D/fibers.err")"; return; }
  timeout 120 "$D/p" >"$D/loops.txt" 2>"$D/loops.err"
  Rc=$?
  [[ $Rc -eq 0 ]] || { fail "as loops: exit $Rc: $(head -c 300 "$D/loops.err")"; return; }
  local Diff
  Diff=$(diff "$D/fibers.txt" "$D/loops.txt" | sed -n 's/^> \([^:]*\):.*/\1/p' | tr '\n' ' ')
  if [[ -n $Diff ]]; then
    fail "fibers and loops disagree: $Diff" "$(wc -w <<<"$Diff")"
    return
  fi
  # The kernels whose masks name only lanes that take part (loopsfuzz.py).
  AXL_CPU_LOOPS_CHECK=1 timeout 120 "$D/p" noexits >"$D/check.txt" 2>"$D/check.err"
  Rc=$?
  [[ $Rc -eq 0 ]] || { fail "as loops under AXL_CPU_LOOPS_CHECK=1: exit $Rc: $(head -c 300 "$D/check.err")"; return; }
  awk 'NR == FNR { k[$1]; next } $1 in k' "$D/check.txt" "$D/fibers.txt" | cmp -s - "$D/check.txt" ||
    { fail "AXL_CPU_LOOPS_CHECK=1 changes the outputs"; return; }
  rm -rf "$D"
  echo "$S $KERNELS $Loops 0 ok"
}
export -f one

Log=$OUT/run-$START-$N.log
seq "$START" $((START + N - 1)) | xargs -P "$JOBS" -I{} bash -c 'one {}' | tee "$Log" |
  awk '$5 != "ok" { $1 = "seed " $1 ":"; $2 = $3 = $4 = ""; print; fflush() }'
awk -v dir="$OUT" '
  { cases += $2; loops += $3; dis += $4; if ($5 != "ok") fail++ }
  END {
    printf "%d cases, %d disagreements (%d of %d seeds failed, %d of the kernels as loops; failures in %s/fail-SEED)\n",
      cases, dis, fail, NR, loops, dir
    exit fail > 0
  }' "$Log"
