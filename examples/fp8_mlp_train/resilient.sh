#!/usr/bin/env bash
# Runs a data-parallel job under mpirun and restarts it from its newest
# checkpoint when it fails:
#   resilient.sh [--elastic] [--max-restarts K] [--inject-once SPEC]
#                N PROGRAM [ARGS...]
# runs `$MPIRUN -np N PROGRAM ARGS`, and while it exits non-zero, at most K
# times (default 3), runs `$MPIRUN -np N PROGRAM ARGS --resume` -- with
# --elastic, `--resume --elastic` on one rank fewer each time (the ranks
# that remain when one is lost; at least 1). PROGRAM must take --resume
# (and --elastic) as fp8_mlp_train does.
#
# MPIRUN: the launcher and its options, split at spaces; by default
# "mpirun --oversubscribe", plus --allow-run-as-root when run as root.
# --inject-once SPEC: the first run gets AXL_FAULT_INJECT=SPEC (the CPU
# backend's fault injection, e.g. kill@2:500), the restarts do not: a fault
# drill. (AXL_FAULT_INJECT set in the environment applies to every run.)
#
# After each restart it reports the recovery time: from the failed job's
# exit to the restarted job's first output line containing "restored step"
# (fp8_mlp_train: `restored step S from FILE (N ranks at save) in X ms`),
# or that the job restored nothing. Its own lines go to stderr. Exit status:
# the last job's; 2 for bad usage.
set -u

usage() {
  echo "usage: $0 [--elastic] [--max-restarts K] [--inject-once SPEC] N" \
    "PROGRAM [ARGS...]" >&2
  exit 2
}

elastic=0
max_restarts=3
inject=
while [ $# -gt 0 ]; do
  case $1 in
  --elastic) elastic=1; shift ;;
  --max-restarts)
    [[ $# -ge 2 && $2 =~ ^[0-9]+$ ]] || usage
    max_restarts=$2
    shift 2
    ;;
  --inject-once)
    [[ $# -ge 2 && -n $2 ]] || usage
    inject=$2
    shift 2
    ;;
  -*) usage ;;
  *) break ;;
  esac
done
[[ $# -ge 2 && $1 =~ ^[1-9][0-9]*$ ]] || usage
ranks=$1
shift
args=("$@")

if [ -n "${MPIRUN:-}" ]; then
  read -r -a mpirun <<<"$MPIRUN"
else
  mpirun=(mpirun --oversubscribe)
  [ "$(id -u)" -eq 0 ] && mpirun+=(--allow-run-as-root)
fi

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# Copies the job's output; after a failure at $1 ms, times the restore.
watch() {
  local failed_at=$1 restart=$2 line seen=0
  while IFS= read -r line || [ -n "$line" ]; do
    printf '%s\n' "$line"
    if [ "$failed_at" -gt 0 ] && [ $seen -eq 0 ] &&
      [[ $line == *"restored step"* ]]; then
      seen=1
      echo "resilient.sh: restart $restart: recovered in" \
        "$(($(now_ms) - failed_at)) ms (failure seen -> checkpoint restored)" >&2
    fi
  done
  if [ "$failed_at" -gt 0 ] && [ $seen -eq 0 ]; then
    echo "resilient.sh: restart $restart: the job restored no checkpoint" >&2
  fi
}

has_arg() {
  local a
  for a in "${args[@]}"; do [ "$a" = "$1" ] && return 0; done
  return 1
}

restart=0
failed_at=0
while :; do
  if [ $restart -eq 0 ] && [ -n "$inject" ]; then
    AXL_FAULT_INJECT=$inject "${mpirun[@]}" -np "$ranks" "${args[@]}" |
      watch 0 0
  else
    "${mpirun[@]}" -np "$ranks" "${args[@]}" | watch "$failed_at" $restart
  fi
  status=${PIPESTATUS[0]}
  [ "$status" -eq 0 ] && exit 0
  failed_at=$(now_ms)
  if [ $restart -ge "$max_restarts" ]; then
    echo "resilient.sh: the job failed with status $status;" \
      "giving up after $restart restart(s)" >&2
    exit "$status"
  fi
  restart=$((restart + 1))
  has_arg --resume || args+=(--resume)
  if [ $elastic -eq 1 ]; then
    has_arg --elastic || args+=(--elastic)
    [ "$ranks" -gt 1 ] && ranks=$((ranks - 1))
  fi
  echo "resilient.sh: the job failed with status $status; restart" \
    "$restart of $max_restarts on $ranks rank(s) with --resume" >&2
done
