#!/usr/bin/env bash
# Runs axl's libFuzzer targets (tests/fuzz/fuzz_*.cpp).
# (axl-loops is tested by generated programs, run on fibers and as loops:
# scripts/loopsfuzz.sh.)
#
#   scripts/fuzz.sh [--build DIR] TARGET|all SECONDS
#       Fuzzes each target for SECONDS, one after the other, and prints one
#       line per target. Exits non-zero on a finding and keeps the input that
#       triggered it (crash-*, leak-*, timeout-*, oom-*) and the log.
#   scripts/fuzz.sh [--build DIR] seed
#       Rebuilds the committed seed corpora tests/fuzz/corpus/<target>/ from
#       the sources (see below).
#
# DIR (default: build-sanitized in the source tree, the build of the
# sanitized stage of scripts/test.sh) is configured on first use
# with clang++-22, -DAXL_SANITIZE=address,undefined -DAXL_FUZZ=ON
# -DAXL_TOOLS_ONLY=ON; an existing build dir is used as it is configured.
#
# The committed corpora are read, never written: new inputs go to
# DIR/fuzz-work/<target>/new. To keep what a long run found, merge it into
# the committed corpus (-set_cover_merge=1 keeps a small set of inputs that
# covers the same features):
#   DIR/bin/fuzz_x -set_cover_merge=1 -max_len=N tests/fuzz/corpus/fuzz_x DIR/fuzz-work/fuzz_x/new
#
# Seeds ("seed" above):
#   fuzz_rules   every rules/*.yaml, cut after the last whole entry within
#                the first 4 KB (the target's max_len), and
#                tests/lit/rules/Inputs/*.yaml whole;
#   fuzz_renamer the lit inputs (tests/lit/**/*.cu, *.cuh) and
#                examples/*/*.cu, minimised with -set_cover_merge=1 to a
#                small set of files with the same coverage;
#   fuzz_edits   no natural seeds: the minimised corpus of a fuzzing run
#                (merge it as shown above).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$ROOT/build-sanitized
if [[ ${1:-} == --build ]]; then
  BUILD=$(realpath -m "$2")
  shift 2
fi
TARGETS=(fuzz_rules fuzz_renamer fuzz_edits)
usage() {
  echo "usage: $0 [--build DIR] TARGET|all SECONDS | [--build DIR] seed" >&2
  echo "targets: ${TARGETS[*]}" >&2
  exit 2
}

# Per-target input size limit and dictionary.
max_len() {
  case $1 in
    fuzz_rules) echo 4096 ;;
    fuzz_renamer) echo 32768 ;;
    fuzz_edits) echo 512 ;;
  esac
}
dict() {
  case $1 in
    fuzz_rules) echo "-dict=$ROOT/tests/fuzz/rules.dict" ;;
    fuzz_renamer) echo "-dict=$ROOT/tests/fuzz/cuda.dict" ;;
  esac
}

build() {
  if [[ ! -f $BUILD/CMakeCache.txt ]]; then
    cmake -G Ninja -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
      -DCMAKE_CXX_FLAGS=-gline-tables-only \
      -DAXL_SANITIZE=address,undefined -DAXL_FUZZ=ON -DAXL_TOOLS_ONLY=ON >/dev/null
  fi
  cmake --build "$BUILD" --target "$@"
}

# The first 4 KB of a rule file, cut before the entry that crosses it.
head_of_rules() {
  python3 - "$1" <<'EOF'
import sys
text = open(sys.argv[1]).read()
if len(text) > 4096:
    text = text[:text.rfind("\n  - ", 0, 4096) + 1]
sys.stdout.write(text)
EOF
}

seed() {
  build fuzz_renamer
  local Corpus=$ROOT/tests/fuzz/corpus Tmp
  Tmp=$(mktemp -d)
  trap 'rm -rf "$Tmp"' RETURN
  rm -rf "$Corpus/fuzz_rules" "$Corpus/fuzz_renamer"
  mkdir -p "$Corpus/fuzz_rules" "$Corpus/fuzz_renamer" "$Corpus/fuzz_edits" "$Tmp/renamer"
  for F in "$ROOT"/rules/*.yaml; do
    head_of_rules "$F" >"$Corpus/fuzz_rules/$(basename "$F")"
  done
  for F in "$ROOT"/tests/lit/rules/Inputs/*.yaml; do
    cp "$F" "$Corpus/fuzz_rules/lit-$(basename "$F")"
  done
  find "$ROOT/tests/lit" "$ROOT"/examples/*/ -maxdepth 3 \( -name '*.cu' -o -name '*.cuh' \) \
    -exec cp --backup=numbered -t "$Tmp/renamer" {} +
  "$BUILD/bin/fuzz_renamer" -set_cover_merge=1 -max_len="$(max_len fuzz_renamer)" \
    "$Corpus/fuzz_renamer" "$Tmp/renamer" 2>"$Tmp/merge.log" ||
    { cat "$Tmp/merge.log" >&2; return 1; }
  du -sh "$Corpus"/*
}

# Fuzzes one target; prints its line and returns non-zero on a finding.
fuzz() {
  local T=$1 Seconds=$2 Work=$BUILD/fuzz-work/$1
  rm -rf "$Work"
  mkdir -p "$Work/new"
  local Dirs=("$Work/new" "$ROOT/tests/fuzz/corpus/$T")
  [[ -d $ROOT/tests/fuzz/regressions/$T ]] && Dirs+=("$ROOT/tests/fuzz/regressions/$T")
  local Status=0
  # shellcheck disable=SC2046 # dict() is empty or one word
  "$BUILD/bin/$T" -max_total_time="$Seconds" -max_len="$(max_len "$T")" \
    -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 $(dict "$T") \
    -artifact_prefix="$Work/" "${Dirs[@]}" >"$Work/log" 2>&1 || Status=$?
  local Runs Rate Cov Ft New Artifact
  Runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$Work/log")
  Rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$Work/log")
  Cov=$(grep -o 'cov: [0-9]*' "$Work/log" | tail -1 | cut -d' ' -f2)
  Ft=$(grep -o 'ft: [0-9]*' "$Work/log" | tail -1 | cut -d' ' -f2)
  New=$(find "$Work/new" -type f | wc -l)
  Artifact=$(find "$Work" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'leak-*' \
    -o -name 'timeout-*' -o -name 'oom-*' -o -name 'slow-unit-*' \) | head -1)
  if [[ $Status -ne 0 || -n $Artifact ]]; then
    echo "$T: FINDING after ${Runs:-?} runs: ${Artifact:-exit $Status} (log: $Work/log)"
    return 1
  fi
  echo "$T: ok, ${Runs} runs in ${Seconds}s (${Rate}/s), cov ${Cov} ft ${Ft}, ${New} new inputs in $Work/new"
}

[[ $# -ge 1 ]] || usage
if [[ $1 == seed ]]; then
  seed
  exit
fi
[[ $# -eq 2 && $2 =~ ^[0-9]+$ ]] || usage
if [[ $1 == all ]]; then
  Run=("${TARGETS[@]}")
elif [[ " ${TARGETS[*]} " == *" $1 "* ]]; then
  Run=("$1")
else
  usage
fi
build "${Run[@]}"
Failed=0
for T in "${Run[@]}"; do
  fuzz "$T" "$2" || Failed=1
done
exit $Failed
