#!/usr/bin/env bash
# Sets everything up, builds, and runs the whole test suite (lit: translation,
# build, PTX equivalence, rule errors, reference unit tests). Ends with the
# line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh || { echo "0 passed, 1 failed"; exit 1; }
LIT=/usr/lib/llvm-22/bin/lit
out=$(mktemp)
"$LIT" -sv build/tests "$@" 2>&1 | tee "$out"
rc=${PIPESTATUS[0]}
passed=$(grep -oE '^ *Passed *: *[0-9]+' "$out" | grep -oE '[0-9]+$' || echo 0)
failed=0
for k in Failed Unresolved 'Timed Out' XPASS; do
  n=$(grep -oE "^ *$k *: *[0-9]+" "$out" | grep -oE '[0-9]+$' || true)
  failed=$((failed + ${n:-0}))
done
rm -f "$out"
[ "$rc" -ne 0 ] && [ "$failed" -eq 0 ] && failed=1
echo "${passed:-0} passed, ${failed} failed"
exit "$rc"
