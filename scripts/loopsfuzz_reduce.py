#!/usr/bin/env python3
"""Reduces a failure kept by scripts/loopsfuzz.sh (DIR/fuzz/fail-SEED).

    loopsfuzz_reduce.py [--build DIR] FAILDIR [KERNEL]

Finds the kernel that fails (KERNEL, or the first one the reason or a
message names, or the first that fails alone), then leaves out as many of
its statements as it can (loopsfuzz.py --only I --drop ..., delta debugging)
while the program still fails the same way: axl-loops crashing, the
rewritten program not compiling (the original does), a run as loops
crashing, or fibers and loops printing different lines. Writes
FAILDIR/reduced.cu and FAILDIR/reduced.txt (the generator's command and the
failure).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


class Tester:
    def __init__(self, build, seed, kind, work):
        self.build, self.seed, self.kind, self.work = build, seed, kind, work
        cfg = os.path.join(build, "bin", "axl-config")
        self.cflags = subprocess.check_output([cfg, "--backend", "cpu", "--cflags"], text=True).split()
        self.libs = subprocess.check_output([cfg, "--backend", "cpu", "--libs"], text=True).split()
        self.tries = 0

    def generate(self, kernel, drop, path):
        cmd = [sys.executable, os.path.join(HERE, "loopsfuzz.py"), "--seed", str(self.seed),
               "--only", str(kernel), "--drop", ",".join(map(str, sorted(drop))), "-o", path]
        subprocess.check_call(cmd)
        return cmd

    def run(self, cmd, env=None, timeout=120):
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                               env=dict(os.environ, **(env or {})))
            return p.returncode, p.stdout, p.stderr
        except subprocess.TimeoutExpired:
            return 124, "", "timeout"

    def fails(self, kernel, drop):
        """Whether the program with these statements left out fails as
        self.kind: (bool, detail)."""
        self.tries += 1
        cu = os.path.join(self.work, "t.cu")
        cpp, exe = cu + ".cpp", os.path.join(self.work, "t")
        self.generate(kernel, drop, cu)
        rc, out, err = self.run([os.path.join(self.build, "bin", "axl-loops"), cu, "-o", cpp, "--"]
                                + self.cflags, timeout=600)
        if self.kind == "crash":
            return rc != 0, err[-300:]
        if rc != 0:
            return False, ""
        rc, _, err = self.run(["g++", "-O2", "-w", "-x", "c++"] + self.cflags
                              + [cpp, "-o", exe, "-x", "none"] + self.libs, timeout=600)
        if self.kind == "compile":
            if rc == 0:
                return False, ""
            orc, _, _ = self.run(["g++", "-fsyntax-only", "-w", "-x", "c++"] + self.cflags + [cu])
            first = next((l for l in err.splitlines() if "error" in l), "")
            return orc == 0, first
        if rc != 0:
            return False, ""
        frc, fout, _ = self.run([exe], {"AXL_CPU_LOOPS": "0"})
        if frc != 0:
            return False, ""
        if self.kind == "check":
            lrc, lout, lerr = self.run([exe, "noexits"], {"AXL_CPU_LOOPS_CHECK": "1"})
            return lrc != 0, lerr[-300:]
        lrc, lout, lerr = self.run([exe])
        if self.kind == "loopscrash":
            return lrc != 0, lerr[-300:]
        return lrc == 0 and lout != fout, "fibers: %s\nloops:  %s" % (fout.strip(), lout.strip())


def ddmin(items, test):
    """Removes as many of items as keeps test(removed) true."""
    removed = set()
    n = 2
    while True:
        rest = [i for i in items if i not in removed]
        if not rest:
            return removed
        size = max(1, len(rest) // n)
        chunks = [rest[i:i + size] for i in range(0, len(rest), size)]
        progress = False
        for c in chunks:
            if test(removed | set(c)):
                removed |= set(c)
                progress = True
                break
        if progress:
            n = max(n - 1, 2)
        elif size == 1:
            return removed
        else:
            n = min(n * 2, len(rest))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", default=os.path.join(os.path.dirname(HERE), "build"))
    ap.add_argument("faildir")
    ap.add_argument("kernel", nargs="?", type=int)
    a = ap.parse_args()
    src = open(os.path.join(a.faildir, "p.cu")).read()
    reason = open(os.path.join(a.faildir, "reason")).read().strip()
    seed = int(re.search(r"--seed (\d+)", src).group(1))
    kernels = [int(k) for k in re.findall(r"^// kernel k(\d+):", src, re.M)]
    if "axl-loops exited" in reason:
        kind = "crash"
    elif "does not compile" in reason:
        kind = "compile"
    elif "CHECK" in reason:
        kind = "check"
    elif reason.startswith("as loops"):
        kind = "loopscrash"
    elif "disagree" in reason:
        kind = "differ"
    else:
        sys.exit("cannot reduce: %s" % reason)
    work = tempfile.mkdtemp(prefix="loopsfuzz-reduce-")
    t = Tester(os.path.abspath(a.build), seed, kind, work)
    cands = [a.kernel] if a.kernel is not None else []
    if not cands:
        m = re.search(r":(\d+):\d+: error", reason)
        if m:  # the kernel whose text holds the line
            line = int(m.group(1))
            starts = [(src[:src.index("// kernel k%d:" % k)].count("\n") + 1, k) for k in kernels]
            cands = [max((s, k) for s, k in starts if s <= line)[1]]
        cands += [int(k) for k in re.findall(r"\bk(\d+)\b", reason)]
        cands += kernels
    kernel = None
    for k in dict.fromkeys(cands):
        if k in kernels and t.fails(k, set())[0]:
            kernel = k
            break
    if kernel is None:
        sys.exit("no kernel fails alone (%s)" % reason)
    t.generate(kernel, set(), os.path.join(work, "one.cu"))
    n = int(re.search(r"statements 1-(\d+)", open(os.path.join(work, "one.cu")).read()).group(1))
    print("kernel k%d: %d statements, reducing (%s)" % (kernel, n, kind), flush=True)
    drop = ddmin(list(range(1, n + 1)), lambda d: t.fails(kernel, d)[0])
    ok, detail = t.fails(kernel, drop)
    cmd = t.generate(kernel, drop, os.path.join(a.faildir, "reduced.cu"))
    with open(os.path.join(a.faildir, "reduced.txt"), "w") as f:
        f.write("%s\n%s\n%s\n" % (" ".join(os.path.relpath(c) if c.endswith(".py") else c
                                            for c in cmd[1:]), reason, detail))
    kept = n - len(drop)
    print("k%d: %d of %d statements kept after %d tries: %s" % (
        kernel, kept, n, t.tries, os.path.join(a.faildir, "reduced.cu")))
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
