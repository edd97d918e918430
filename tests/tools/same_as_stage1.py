#!/usr/bin/env python3
"""%nvcc-backend in the sanitized stage of scripts/test.sh.

The first stage compiles every ported file of the translation tests with nvcc
through the CUDA backend. The second stage runs the same tests with the tools
built with ASan+UBSan; there, instead of compiling the same sources again,
this checks that the sanitized tools produced the very bytes that the first
stage compiled: every file or -I directory of the nvcc command line that lies
in this build's tree must equal its counterpart in the first stage's tree.
A preprocessing-only command (-E), whose output a test reads, runs nvcc.

  same_as_stage1.py --root THIS_OBJ_ROOT --stage1 STAGE1_OBJ_ROOT -- NVCC ARGS...
"""
import argparse
import filecmp
import os
import subprocess
import sys


def files_under(path):
    if os.path.isfile(path):
        return [""]
    found = []
    for dirpath, _, names in os.walk(path):
        for name in names:
            found.append(os.path.relpath(os.path.join(dirpath, name), path))
    return sorted(found)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", required=True)
    parser.add_argument("--stage1", required=True)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    opts = parser.parse_args()
    command = opts.command[1:] if opts.command[:1] == ["--"] else opts.command
    if "-E" in command:
        return subprocess.call(command)

    root = os.path.realpath(opts.root) + os.sep
    paths, skip = [], False
    for arg in command[1:]:
        if skip:  # the -o output
            skip = False
            continue
        if arg == "-o":
            skip = True
            continue
        path = arg[2:] if arg.startswith("-I") else arg
        real = os.path.realpath(path)
        if real.startswith(root) and os.path.exists(real):
            paths.append(real)
    if not paths:
        print("same_as_stage1.py: no file of this build on the command line: "
              + " ".join(command), file=sys.stderr)
        return 1

    differ = 0
    for path in paths:
        other = os.path.join(opts.stage1, os.path.relpath(path, root))
        for rel in files_under(path):
            mine = os.path.join(path, rel) if rel else path
            theirs = os.path.join(other, rel) if rel else other
            if not os.path.isfile(theirs):
                print("same_as_stage1.py: %s: the first stage has no %s (run "
                      "the whole suite first)" % (mine, theirs), file=sys.stderr)
                differ += 1
            elif not filecmp.cmp(mine, theirs, shallow=False):
                print("same_as_stage1.py: %s differs from the first stage's %s"
                      % (mine, theirs), file=sys.stderr)
                differ += 1
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
