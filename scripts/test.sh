#!/usr/bin/env bash
# Sets everything up, builds, and runs the whole test suite, in two stages:
#  1. build/: lit over everything (translation, build, PTX equivalence, rule
#     errors, hostile input, CPU backend, examples, reference unit tests);
#  2. build-sanitized/: the tools built with clang-22 and ASan+UBSan, plus the
#     libFuzzer targets, run the suites that need only the tools (translation,
#     projects, hostile input) and the fuzz tests (corpus replay,
#     regression inputs, a short smoke run). Any sanitizer report fails its
#     test. Where stage 1 compiled a ported file with nvcc, stage 2 checks
#     that its port is byte for byte the one stage 1 compiled
#     (tests/tools/same_as_stage1.py). AXL_SANITIZED=0 skips this stage.
# Ends with the line "N passed, N failed" over both stages.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh || { echo "0 passed, 1 failed"; exit 1; }
LIT=/usr/lib/llvm-22/bin/lit
passed=0
failed=0
status=0

# Runs lit on its arguments and adds its counts to the totals.
run_lit() {
  local out
  out=$(mktemp)
  "$LIT" -sv "$@" 2>&1 | tee "$out"
  local rc=${PIPESTATUS[0]} p f=0 n k
  p=$(grep -oE '^ *Passed *: *[0-9]+' "$out" | grep -oE '[0-9]+$' || echo 0)
  for k in Failed Unresolved 'Timed Out' XPASS; do
    n=$(grep -oE "^ *$k *: *[0-9]+" "$out" | grep -oE '[0-9]+$' || true)
    f=$((f + ${n:-0}))
  done
  rm -f "$out"
  [ "$rc" -ne 0 ] && [ "$f" -eq 0 ] && f=1
  passed=$((passed + ${p:-0}))
  failed=$((failed + f))
  [ "$rc" -ne 0 ] && status=$rc
}

run_lit build/tests "$@"
# The CPU backend's unit tests again, built from their sources with the
# kernels rewritten into loops by axl-loops (build/bin/loops): the same
# checks with the kernels as loops, after the fibers above.
echo "== CPU backend unit tests with their kernels as loops (bin/loops)"
run_lit --param axl_cpu_loops=1 build/tests/cpu "$@"

if [ "${AXL_SANITIZED:-1}" != 0 ]; then
  B=build-sanitized
  echo "== sanitized stage: $B (clang-22, ASan+UBSan, libFuzzer targets)"
  if [ ! -f $B/build.ninja ]; then
    mkdir -p $B
    cmake -S . -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
      -DCMAKE_CXX_FLAGS=-gline-tables-only -DAXL_CUDA_PATH="${CUDA_PATH:-/usr/local/cuda}" \
      -DAXL_SANITIZE=address,undefined -DAXL_FUZZ=ON -DAXL_TOOLS_ONLY=ON >$B/cmake.log 2>&1 ||
      { cat $B/cmake.log >&2; failed=$((failed + 1)); status=1; }
  fi
  if [ -f $B/build.ninja ] && cmake --build $B; then
    # tests/coverage runs in stage 1 only: under the sanitizers it took
    # about 5 of CI's 35 minutes for code that stage 1 already exercises.
    run_lit --param axl_stage1_obj_root="$PWD/build" \
      $B/tests/lit $B/tests/project $B/tests/hostile $B/tests/fuzz "$@"
  else
    echo "sanitized stage: build failed" >&2
    failed=$((failed + 1))
    status=1
  fi
fi
echo "${passed} passed, ${failed} failed"
exit "$status"
