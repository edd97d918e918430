#!/usr/bin/env python3
"""The main job's report: port every example, prove its kernels PTX-identical,
run the port on the CPU backend.

For each examples/<name>/*.cu: axlify ports it (its summary line gives the
references ported and left), then the original and the port are compiled to
PTX for each architecture and compared after normalisation, and the port
built through the CPU backend (build/examples/<name>/<name>_cpu) runs and
must pass the example's checker. Prints one table row per example and exits
non-zero if anything was left, any PTX differs or a CPU run fails.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SUMMARY = re.compile(r"(\d+) references ported \((\d+) renamed, (\d+) launches rewritten\), (\d+) left")


def run_on_cpu(build, name):
    """Runs the port built through the CPU backend; its checker's verdict."""
    exe = os.path.join(build, "examples", name, name + "_cpu")
    if not os.path.exists(exe):
        return "FAILED (not built: %s)" % exe
    start = time.monotonic()
    r = subprocess.run([exe], capture_output=True, text=True)
    took = time.monotonic() - start
    if r.returncode == 0 and ("%s: PASSED" % name) in r.stdout:
        return "PASSED (%.1f s)" % took
    sys.stderr.write(r.stdout + r.stderr)
    return "FAILED (exit %d)" % r.returncode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--arch", action="append")
    ap.add_argument("--nvcc", default=os.path.join(os.environ.get("CUDA_PATH", "/usr/local/cuda"), "bin", "nvcc"))
    a = ap.parse_args()
    archs = a.arch or ["sm_90", "sm_89"]
    axlify = os.path.join(a.build, "bin", "axlify")
    flags = subprocess.check_output([os.path.join(a.build, "bin", "axl-config"), "--cflags"], text=True).strip()
    rows, ok = [], True
    for ex in sorted(d for d in glob.glob(os.path.join(HERE, "*")) if os.path.isdir(d)):
        srcs = sorted(glob.glob(os.path.join(ex, "*.cu")))
        if not srcs:
            continue
        ported = left = kernels = identical = 0
        with tempfile.TemporaryDirectory() as tmp:
            for src in srcs:
                out = os.path.join(tmp, os.path.basename(src))
                r = subprocess.run([axlify, src, "-o", out], capture_output=True, text=True)
                m = SUMMARY.search(r.stderr)
                if r.returncode not in (0, 1) or not m:
                    sys.stderr.write(r.stderr)
                    ok = False
                    continue
                ported += int(m.group(1))
                left += int(m.group(4))
                for arch in archs:
                    p = subprocess.run([sys.executable, os.path.join(ROOT, "tests", "tools", "ptx_equal.py"),
                                        "--nvcc", a.nvcc, "--backend-flags", flags, "--arch", arch,
                                        src, out, "--", "-I" + ex], capture_output=True, text=True)
                    m2 = re.search(r"PTX identical \(\S+\): (\d+) kernels", p.stdout)
                    m3 = re.search(r"PTX differs \(\S+\): (\d+) of (\d+) kernels identical", p.stdout)
                    if p.returncode == 0 and m2:
                        kernels += int(m2.group(1))
                        identical += int(m2.group(1))
                    else:
                        sys.stderr.write(p.stdout + p.stderr)
                        ok = False
                        if m3:
                            identical += int(m3.group(1))
                            kernels += int(m3.group(2))
        ok &= left == 0
        name = os.path.basename(ex)
        cpu = run_on_cpu(a.build, name)
        ok &= cpu.startswith("PASSED")
        rows.append((name, ported, left, kernels, identical, cpu))
    head = ("example", "refs ported", "refs left", "kernels x archs", "PTX identical", "CPU backend run")
    print("%-20s %12s %10s %16s %14s  %s" % head)
    for r in rows:
        print("%-20s %12d %10d %16d %14d  %s" % r)
    print("architectures: %s; %s" % (", ".join(archs),
          "all ported, all PTX identical, all pass on the CPU backend" if ok else "FAILED"))
    sys.exit(0 if ok else 1)


main()
