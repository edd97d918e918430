#!/bin/sh
# Runs a command (mpirun) with a TMPDIR of its own, removed afterwards.
# Open MPI 4 creates its session directory $TMPDIR/ompi.<host>.<uid> with a
# check-then-mkdir, and a job fails at start-up ("Error: File exists",
# orte/util/session_dir.c) when another job of a parallel test run creates
# it at the same moment: lit gives every test one shared TMPDIR.
dir=$(mktemp -d) || exit 1
TMPDIR=$dir "$@"
status=$?
rm -rf "$dir"
exit $status
