#!/usr/bin/env python3
"""Time axlify on one file against the floor: clang -fsyntax-only on the same
file with the same flags (host pass, device pass, both). Prints figures and
ratios measured in this run (best of N). Not a test: targets live here.

  python3 bench/port_vs_parse.py [--build build] [-n 5] FILE [-- flags]
"""
import argparse
import os
import resource
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def best(cmd, n):
    times, peak = [], 0
    for _ in range(n):
        t = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - t)
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return min(times), peak


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("-n", type=int, default=5)
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("file")
    ap.add_argument("flags", nargs="*")
    a = ap.parse_args()
    clang = ["clang-22", "-x", "cuda", "--cuda-path=" + a.cuda_path, "-nocudalib",
             "--cuda-gpu-arch=sm_90", "-isystem", a.cuda_path + "/include/cccl",
             "-Wno-unknown-cuda-version", "-fsyntax-only", "-w"] + a.flags
    axl = [os.path.join(a.build, "bin", "axlify"), a.file, "-o", "/dev/null", "--quiet", "--"] + a.flags
    t_axl, _ = best(axl, a.n)
    t_host, _ = best(clang + ["--cuda-host-only", a.file], a.n)
    t_dev, _ = best(clang + ["--cuda-device-only", a.file], a.n)
    lines = sum(1 for _ in open(a.file, errors="replace"))
    print("file: %s (%d lines), best of %d" % (a.file, lines, a.n))
    print("  clang -fsyntax-only host     %6.3f s" % t_host)
    print("  clang -fsyntax-only device   %6.3f s" % t_dev)
    print("  axlify (host+device+lexical) %6.3f s" % t_axl)
    print("  ratio axlify / (host+device) %6.2f" % (t_axl / (t_host + t_dev)))


main()
