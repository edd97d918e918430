#!/usr/bin/env bash
# The GPU proof of the examples: on a machine with an NVIDIA GPU, build every
# example's original and its axl port (through the CUDA backend), run both,
# compare their outputs bit for bit, and check each against its CPU reference
# (the program's own exit status). Prints one table:
#   example | original = port | reference check | time original | time port
# Usage: examples/run-on-gpu.sh [BUILD_DIR]   (default: build-gpu)
# Exit: 0 all identical and checked, 1 a difference or a failed check,
#       77 no GPU here (nothing is claimed).
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BUILD="${1:-$ROOT/build-gpu}"

if ! command -v nvidia-smi >/dev/null || ! nvidia-smi -L >/dev/null 2>&1; then
  echo "run-on-gpu: no NVIDIA GPU on this machine; nothing run"
  exit 77
fi
ARCH="$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d .)"

if [ ! -f "$BUILD/build.ninja" ]; then
  cmake -G Ninja -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_CUDA_ARCHITECTURES="$ARCH" >"$BUILD.configure.log" 2>&1 \
    || { echo "run-on-gpu: configure failed, see $BUILD.configure.log"; exit 1; }
fi
TARGETS=$(cd "$ROOT/examples" && for d in */; do d=${d%/}; \
  [ -f "$d/$d.cu" ] && echo "${d}_original ${d}_port"; done)
ninja -C "$BUILD" $TARGETS >"$BUILD/examples-build.log" 2>&1 \
  || { echo "run-on-gpu: build failed, see $BUILD/examples-build.log"; exit 1; }

OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
status=0
printf '%-18s %-16s %-16s %10s %10s\n' example "original = port" "reference check" original port
for exe in "$BUILD"/examples/*/*_original; do
  name="$(basename "$exe" _original)"
  port="$(dirname "$exe")/${name}_port"
  run() { # binary, output file -> sets RC and SECS
    local t0 t1
    t0=$(date +%s.%N)
    "$1" --out "$2" >"$2.log" 2>&1
    RC=$?
    t1=$(date +%s.%N)
    SECS=$(echo "$t1 - $t0" | bc)
  }
  run "$exe" "$OUT/$name.original"; rc_o=$RC; t_o=$SECS
  run "$port" "$OUT/$name.port"; rc_p=$RC; t_p=$SECS
  if [ $rc_o -eq 0 ] && [ $rc_p -eq 0 ] && cmp -s "$OUT/$name.original" "$OUT/$name.port"; then
    same="identical ($(stat -c %s "$OUT/$name.original") B)"
  else
    same="DIFFERENT"; status=1
  fi
  if [ $rc_o -eq 0 ] && [ $rc_p -eq 0 ]; then check="passed"; else
    check="FAILED ($rc_o/$rc_p)"; status=1
    tail -5 "$OUT/$name.original.log" "$OUT/$name.port.log" | sed 's/^/    /'
  fi
  printf '%-18s %-16s %-16s %9.2fs %9.2fs\n' "$name" "$same" "$check" "$t_o" "$t_p"
done
exit $status
