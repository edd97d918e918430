#!/bin/sh
# Starts N ranks of a data-parallel program on this node and waits for all:
#   ./launch.sh N ./fp8_mlp_train [args]
# Rank R gets AXL_RANK=R, AXL_WORLD_SIZE=N and AXL_NCCL_ID_FILE, a file in a
# fresh temporary directory through which rank 0 passes NCCL's unique id
# (removed at the end). Exit status: 0 if every rank exits 0; 77 if every
# rank skipped (no GPU); else the first non-zero, non-77 status in rank
# order (a mix of 0 and 77 is 77's status: some rank did not run).
set -u
if [ $# -lt 2 ] || ! [ "$1" -ge 1 ] 2>/dev/null; then
  echo "usage: $0 N PROGRAM [ARGS...]" >&2
  exit 2
fi
n=$1
shift
dir=$(mktemp -d "${TMPDIR:-/tmp}/axl-launch.XXXXXX") || exit 1
trap 'rm -rf "$dir"' EXIT
r=0
while [ "$r" -lt "$n" ]; do
  AXL_RANK=$r AXL_WORLD_SIZE=$n AXL_NCCL_ID_FILE=$dir/nccl.id "$@" &
  echo $! >"$dir/pid.$r"
  r=$((r + 1))
done
status=0
skipped=0
r=0
while [ "$r" -lt "$n" ]; do
  wait "$(cat "$dir/pid.$r")"
  rc=$?
  if [ "$rc" -eq 77 ]; then
    skipped=$((skipped + 1))
  elif [ "$rc" -ne 0 ]; then
    echo "launch.sh: rank $r exited with status $rc" >&2
    [ "$status" -eq 0 ] && status=$rc
  fi
  r=$((r + 1))
done
[ "$status" -eq 0 ] && [ "$skipped" -gt 0 ] && status=77
exit "$status"
