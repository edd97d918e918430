#!/usr/bin/env python3
"""How fast axlify ports a translation unit, against the floor: Clang parsing
the same TU with the same flags (`clang -fsyntax-only`, host side, device
side). Not a test: it prints figures and ratios measured in this run.

  python3 bench/axlify_speed.py [--build build] [-n 3] [--quick] [--baseline AXLIFY]

For every TU (the examples, the largest lit inputs, two generated TUs with
thousands of API calls and macros) it prints the CPU seconds (user+sys, best
of n) of:
  host, device   clang-22 -fsyntax-only --cuda-host-only / --cuda-device-only
  always         axlify -j1 --device-pass=always (host and device parse)
  auto           axlify -j1 (default: the device side is preprocessed, and
                 parsed only when the user's code differs there)
and the ratios always/(host+device) and auto/floor, where the floor is the
passes auto actually needed: host+device when it parsed the device side,
host alone when it did not. --baseline times another axlify binary (an
older build) the same way, its default invocation, for before/after. Peak memory (max RSS) of the biggest clang pass
and of axlify follow. Last, the wall time of a generated multi-TU project
(compile_commands.json) at -j1 and -j2.

  python3 bench/axlify_speed.py --project BUILD_DIR [--in-root DIR]
                                [--source-filter REGEX] [-j 2] [-n 5] [--whole-only]

times a real project from its compile_commands.json instead, in one run,
the commands interleaved (median of n, wall and CPU seconds, peak RSS):
per TU, `axlify -p BUILD_DIR SOURCE` against one host-only Clang parse of it
and against its host and device parses run one after the other; then the
whole project, `axlify -p -j N` against `clang -fsyntax-only --cuda-host-only`
over the same TUs with N parallel jobs (and host+device), and the preamble
hit rate from axlify's report (Clang runs that loaded a shared preamble).
The Clang command lines keep the database's -I, -isystem, -D, -U, -include
and -std flags.
"""
import argparse
import json
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The device pass's prelude, as axlify adds it (lib/axlify/SemanticPass.cpp):
# Clang 22's device parse of a CUDA 13 launch needs cudaConfigureCall.
PRELUDE = ('#pragma once\nextern "C" __host__ __device__ int cudaConfigureCall(dim3, dim3, '
           'unsigned long = 0, struct CUstream_st * = 0);\n')


def run(cmd, cwd=None):
    """(wall s, cpu s, max RSS MiB, exit status) of one process."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t
    err = p.stderr.read().decode(errors="replace")
    p.stderr.close()
    return wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024.0, os.waitstatus_to_exitcode(status), err


def best(cmd, n, cwd=None):
    """Best of n by CPU time; the peak memory is the largest seen."""
    runs = [run(cmd, cwd) for _ in range(n)]
    wall = min(r[0] for r in runs)
    cpu = min(r[1] for r in runs)
    rss = max(r[2] for r in runs)
    return wall, cpu, rss, runs[-1][3], runs[-1][4]


def cuda_version(cuda):
    with open(os.path.join(cuda, "include", "cuda.h")) as f:
        for line in f:
            if line.startswith("#define CUDA_VERSION "):
                v = int(line.split()[2])
                return v // 1000, v % 1000 // 10
    return 0, 0


def gen_api_tu(path, calls):
    """Thousands of runtime calls through macros, plus launches; no
    device-dependent code, so the device parse is not needed."""
    ops = ["cudaMalloc(&d[%d], n * sizeof(float))", "cudaMemsetAsync(d[%d], 0, n * sizeof(float), s)",
           "cudaMemcpyAsync(h, d[%d], n * sizeof(float), cudaMemcpyDeviceToHost, s)",
           "cudaStreamSynchronize(s)", "cudaEventRecord(ev, s)", "cudaFree(d[%d])"]
    out = ["#include <cuda_runtime.h>", "#include <cuda_fp8.h>",
           "#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) return e_; } while (0)",
           "#define TRY(x) CHECK(x)", "#define TRY2(x) TRY(x)",
           "#define ALLOC(p, n) TRY2(cudaMalloc(&(p), (n) * sizeof(float)))",
           "__global__ void k(float *p, int n) {",
           "  int i = blockIdx.x * blockDim.x + threadIdx.x;",
           "  if (i < n) p[i] = float(__nv_fp8_e4m3(p[i]));", "}"]
    per_fn = 200
    for f in range(0, calls, per_fn):
        out += ["cudaError_t run%d(float *h, int n) {" % f, "  float *d[8];", "  cudaStream_t s;",
                "  cudaEvent_t ev;", "  CHECK(cudaStreamCreate(&s));", "  CHECK(cudaEventCreate(&ev));"]
        for c in range(f, min(calls, f + per_fn)):
            op = ops[c % len(ops)]
            op = op % (c % 8) if "%d" in op else op
            out.append("  %s(%s);" % (["CHECK", "TRY", "TRY2"][c % 3], op))
            if c % 50 == 49:
                out.append("  k<<<(n + 127) / 128, 128, 0, s>>>(d[%d], n);" % (c % 8))
                out.append("  ALLOC(d[%d], n);" % (c % 8))
        out += ["  return cudaGetLastError();", "}"]
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def gen_arch_tu(path, kernels):
    """Kernels with `#if __CUDA_ARCH__` arms and NV_IF_TARGET: the device
    side sees other code, so the device parse is needed."""
    out = ["#include <cuda_runtime.h>", "#include <cuda_bf16.h>", "#include <nv/target>",
           "#define LOAD(p, i) __ldg((p) + (i))"]
    for k in range(kernels):
        out += ["__global__ void k%d(const float *a, __nv_bfloat16 *b, int n) {" % k,
                "  int i = blockIdx.x * blockDim.x + threadIdx.x;", "  if (i >= n) return;",
                "#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800",
                "  b[i] = __float2bfloat16_rn(LOAD(a, i) * %d.0f);" % (k + 1), "#else",
                "  b[i] = __float2bfloat16(a[i]);", "#endif",
                "  NV_IF_TARGET(NV_IS_DEVICE, (b[i] = __hadd(b[i], b[i]);))", "}",
                "cudaError_t run%d(const float *a, __nv_bfloat16 *b, int n, cudaStream_t s) {" % k,
                "  k%d<<<(n + 255) / 256, 256, 0, s>>>(a, b, n);" % k,
                "  return cudaGetLastError();", "}"]
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def clang_flags(entry):
    """The flags of a compile database entry that a Clang parse needs."""
    args = entry.get("arguments") or shlex.split(entry["command"])
    out, i = [], 1
    while i < len(args):
        a = args[i]
        if a in ("-I", "-isystem", "-D", "-U", "-include") and i + 1 < len(args):
            out += [a, args[i + 1]]
            i += 2
            continue
        if a.startswith(("-I", "-D", "-U", "-std=")) or a.startswith("-isystem"):
            out.append(a)
        i += 1
    return out


def run_quiet(cmd, cwd=None):
    """(wall s, cpu s, max RSS MiB) of one process, its output dropped."""
    return timed_pool([cmd], 1, [cwd])


def timed_pool(cmds, jobs, cwds):
    """(wall, cpu, max RSS MiB) of running cmds with `jobs` at once."""
    t = time.perf_counter()
    cpu, rss, running, todo = 0.0, 0.0, {}, list(zip(cmds, cwds))
    while todo or running:
        while todo and len(running) < jobs:
            c, d = todo.pop(0)
            p = subprocess.Popen(c, cwd=d, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            running[p.pid] = p
        pid, _, ru = os.wait4(-1, 0)
        if pid in running:
            del running[pid]
            cpu += ru.ru_utime + ru.ru_stime
            rss = max(rss, ru.ru_maxrss / 1024.0)
    return time.perf_counter() - t, cpu, rss


def median_runs(fns, n):
    """Runs each fn n times, interleaved; the median (wall, cpu), max rss."""
    res = [[] for _ in fns]
    for _ in range(n):
        for k, f in enumerate(fns):
            res[k].append(f())
    return [(statistics.median(r[0] for r in rs), statistics.median(r[1] for r in rs),
             max(r[2] for r in rs)) for rs in res]


def project(a, axlify, clang, base):
    """--project: a real compile database, per TU and as a whole."""
    db_path = a.project if a.project.endswith(".json") else os.path.join(a.project, "compile_commands.json")
    with open(db_path) as f:
        db = json.load(f)
    cuda = [e for e in db if e["file"].endswith(".cu")]
    if a.source_filter:
        cuda = [e for e in cuda if re.search(a.source_filter, os.path.join(e["directory"], e["file"]))]
    for e in cuda:
        e["file"] = os.path.normpath(os.path.join(e["directory"], e["file"]))
    root = a.in_root or os.path.commonpath([os.path.dirname(e["file"]) for e in cuda])
    tmp = tempfile.mkdtemp(prefix="axl-bench-")
    prelude = os.path.join(tmp, "prelude.h")
    with open(prelude, "w") as f:
        f.write(PRELUDE)
    host = [base + clang_flags(e) + ["--cuda-host-only", e["file"]] for e in cuda]
    dev = [base + clang_flags(e) + ["--cuda-device-only", "-include", prelude, e["file"]] for e in cuda]
    dirs = [e["directory"] for e in cuda]
    load = os.getloadavg()
    print("axlify %s on %d TUs of %s; median of %d, commands interleaved; load %.2f %.2f %.2f, %d cores" % (
        axlify, len(cuda), db_path, a.n, load[0], load[1], load[2], os.cpu_count()))
    head = "%-36s %7s %7s %7s %7s %7s %7s %7s %6s %6s" % (
        "translation unit", "host", "h+d", "axl", "axl/h", "axl/hd", "axlCPU", "hdCPU", "axlMB", "hostMB")
    print(head)
    print("-" * len(head))
    rep = os.path.join(tmp, "r.json")
    for i, e in enumerate([] if a.whole_only else cuda):
        axl = [axlify, "-p", os.path.dirname(db_path), e["file"], "-o", os.path.join(tmp, "o.cu"),
               "--quiet", "-j%d" % a.jobs, "--in-root", root]
        (hw, hc, hr), (dw, dc, dr), (aw, ac, ar) = median_runs([
            lambda: run_quiet(host[i], dirs[i]), lambda: run_quiet(dev[i], dirs[i]),
            lambda: run_quiet(axl)], a.n)
        print("%-36s %7.2f %7.2f %7.2f %7.2f %7.2f %7.2f %7.2f %6.0f %6.0f" % (
            os.path.relpath(e["file"], root)[-36:], hw, hw + dw, aw, aw / hw, aw / (hw + dw), ac,
            hc + dc, ar, max(hr, dr)))
    print("-" * len(head))
    out = os.path.join(tmp, "ported")
    filt = ["--source-filter", a.source_filter] if a.source_filter else []

    def whole(extra):
        shutil.rmtree(out, ignore_errors=True)
        return run_quiet([axlify, "-p", os.path.dirname(db_path), "--in-root", root, "--out-dir", out,
                          "--quiet", "-j%d" % a.jobs] + filt + extra)

    (hw, hc, hr), (hdw, hdc, hdr), (aw, ac, ar), (nw, nc, nr) = median_runs([
        lambda: timed_pool(host, a.jobs, dirs), lambda: timed_pool(host + dev, a.jobs, dirs + dirs),
        lambda: whole(["--report", rep]), lambda: whole(["--no-preamble"])], a.n)
    with open(rep) as f:
        s = json.load(f)["summary"]
    print("project, -j%d: wall s, CPU s, peak RSS MB" % a.jobs)
    print("  clang host-only          wall %7.2f  cpu %7.2f  peak %6.0f" % (hw, hc, hr))
    print("  clang host+device        wall %7.2f  cpu %7.2f  peak %6.0f" % (hdw, hdc, hdr))
    print("  axlify                   wall %7.2f  cpu %7.2f  peak %6.0f   %.2fx host-only, %.2fx host+device" % (
        aw, ac, ar, aw / hw, aw / hdw))
    print("  axlify --no-preamble     wall %7.2f  cpu %7.2f  peak %6.0f   %.2fx host-only" % (nw, nc, nr, nw / hw))
    runs = s["clang_runs"]
    print("  preambles: %d built; %d of %d Clang runs loaded one (%.0f%%), %d had flags of their own, %d missed" % (
        s["preambles_built"], s["preamble_loaded"], runs, 100.0 * s["preamble_loaded"] / max(runs, 1),
        s["own_flags"], s["preamble_missed"]))
    load = os.getloadavg()
    print("load after: %.2f %.2f %.2f" % load)
    shutil.rmtree(tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("-n", type=int, default=3, help="runs of each command (best is kept)")
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--quick", action="store_true", help="two examples and the generated TUs only")
    ap.add_argument("--baseline", help="another axlify binary to time (before/after)")
    ap.add_argument("--project", metavar="BUILD_DIR", help="time a compile database instead (see above)")
    ap.add_argument("--in-root", help="with --project: axlify's --in-root (default: the sources' directory)")
    ap.add_argument("--source-filter", help="with --project: only sources matching this regex")
    ap.add_argument("-j", "--jobs", type=int, default=2, help="with --project: parallel jobs")
    ap.add_argument("--whole-only", action="store_true", help="with --project: no per-TU rows")
    a = ap.parse_args()
    axlify = os.path.join(a.build, "bin", "axlify")
    clang = shutil.which("clang-22") or "clang"
    if not os.access(axlify, os.X_OK):
        sys.exit("axlify_speed: error: %s not built (run scripts/setup.sh or pass --build)" % axlify)

    major, minor = cuda_version(a.cuda_path)
    base = [clang, "-x", "cuda", "-D__CUDACC_VER_MAJOR__=%d" % major,
            "-D__CUDACC_VER_MINOR__=%d" % minor, "-D__CUDACC_VER_BUILD__=0",
            "--cuda-path=" + a.cuda_path, "--cuda-gpu-arch=sm_90", "-nocudalib",
            "-Wno-unknown-cuda-version", "-isystem", a.cuda_path + "/include/cccl",
            "-fsyntax-only", "-w", "-ferror-limit=0"]
    if a.project:
        return project(a, axlify, clang, base)
    tmp = tempfile.mkdtemp(prefix="axl-bench-")
    prelude = os.path.join(tmp, "prelude.h")
    with open(prelude, "w") as f:
        f.write(PRELUDE)

    cases = []  # (name, path, flags)
    examples = sorted(os.listdir(os.path.join(ROOT, "examples")))
    for e in examples:
        p = os.path.join(ROOT, "examples", e, e + ".cu")
        if os.path.exists(p):
            cases.append(("examples/" + e, p, ["-I", os.path.dirname(p)]))
    if a.quick:
        cases = cases[:2]
    else:
        lit = []
        for d, _, files in os.walk(os.path.join(ROOT, "tests", "lit")):
            if "Inputs" in d:
                continue
            lit += [os.path.join(d, f) for f in files if f.endswith(".cu")]
        for p in sorted(lit, key=os.path.getsize)[-3:]:
            cases.append((os.path.relpath(p, ROOT), p, ["-I", os.path.dirname(p)]))
    gen_api_tu(os.path.join(tmp, "api_calls.cu"), 3000)
    cases.append(("generated: 3000 API calls, macros", os.path.join(tmp, "api_calls.cu"), []))
    gen_arch_tu(os.path.join(tmp, "arch_macros.cu"), 300)
    cases.append(("generated: 300 kernels, __CUDA_ARCH__", os.path.join(tmp, "arch_macros.cu"), []))

    print("axlify %s against clang -fsyntax-only; CPU seconds (user+sys), best of %d" % (axlify, a.n))
    head = "%-40s %6s %6s %6s %7s %6s %7s %6s %-12s %6s %7s %7s" % (
        "translation unit", "lines", "host", "device", "always", "ratio", "auto", "floor",
        "device side", "ratio", "clangMB", "axlMB")
    if a.baseline:
        head += " %8s %6s" % ("baseline", "ratio")
    print(head)
    print("-" * len(head))
    sums = {"always": 0.0, "hd": 0.0, "auto": 0.0, "floor": 0.0, "base": 0.0}
    for name, path, flags in cases:
        lines = sum(1 for _ in open(path, errors="replace"))
        _, host, rss_h, _, _ = best(base + flags + ["--cuda-host-only", path], a.n)
        _, dev, rss_d, _, _ = best(base + flags + ["--cuda-device-only", "-include", prelude, path], a.n)
        out = os.path.join(tmp, "out.cu")
        rep = os.path.join(tmp, "report.json")
        _, always, rss_a, st, err = best([axlify, "-j1", "--quiet", "--device-pass=always", path,
                                          "-o", out, "--"] + flags, a.n)
        if st not in (0, 1):
            sys.exit("axlify_speed: error: axlify failed on %s:\n%s" % (path, err))
        _, auto, rss_b, _, _ = best([axlify, "-j1", "--quiet", path, "-o", out,
                                     "--report", rep, "--"] + flags, a.n)
        with open(rep) as f:
            side = json.load(f)["units"][0]["device_pass"]
        floor = host + dev if side == "parsed" else host
        row = "%-40s %6d %6.2f %6.2f %7.2f %6.2f %7.2f %6.2f %-12s %6.2f %7.0f %7.0f" % (
            name[:40], lines, host, dev, always, always / (host + dev), auto, floor, side,
            auto / floor, max(rss_h, rss_d), max(rss_a, rss_b))
        if a.baseline:
            _, base_cpu, _, _, _ = best([a.baseline, "-j1", "--quiet", path, "-o", out, "--"] + flags, a.n)
            row += " %8.2f %6.2f" % (base_cpu, base_cpu / (host + dev))
            sums["base"] += base_cpu
        print(row)
        sums["always"] += always
        sums["hd"] += host + dev
        sums["auto"] += auto
        sums["floor"] += floor
    print("-" * len(head))
    print("all TUs: always/(host+device) %.2f; auto/floor %.2f; auto/(host+device) %.2f" % (
        sums["always"] / sums["hd"], sums["auto"] / sums["floor"], sums["auto"] / sums["hd"]))
    if a.baseline:
        print("baseline/(host+device) %.2f; auto/baseline %.2f" % (
            sums["base"] / sums["hd"], sums["auto"] / sums["base"]))

    # The multi-TU project: a compile database, headers shared by the TUs.
    proj = os.path.join(tmp, "proj")
    subprocess.run([sys.executable, os.path.join(ROOT, "tests", "project", "Inputs", "gen_big.py"),
                    proj, "8", "3", "100"], check=True, stdout=subprocess.DEVNULL)
    db = [{"directory": proj, "file": os.path.join(proj, "src", f),
           "command": "nvcc -std=c++17 -arch=sm_90 -I%s/include -c src/%s -o %s.o" % (proj, f, f)}
          for f in sorted(os.listdir(os.path.join(proj, "src")))]
    with open(os.path.join(proj, "compile_commands.json"), "w") as f:
        json.dump(db, f)
    print("\nproject: %d TUs, %d files (tests/project/Inputs/gen_big.py), wall seconds, best of %d" % (
        len(db), sum(len(fs) for _, _, fs in os.walk(proj)) - 1, a.n))
    walls = {}
    for j in ("1", "2"):
        wall, cpu, rss, st, err = best([axlify, "-j" + j, "--quiet", "-p", proj, "--in-root", proj,
                                        "--out-dir", os.path.join(tmp, "ported" + j)], a.n)
        if st not in (0, 1):
            sys.exit("axlify_speed: error: axlify -p failed:\n%s" % err)
        walls[j] = wall
        print("  -j%s  wall %6.2f s  cpu %6.2f s  peak %5.0f MB" % (j, wall, cpu, rss))
    print("  speed-up -j2 over -j1: %.2fx (on %d cores)" % (walls["1"] / walls["2"], os.cpu_count()))
    shutil.rmtree(tmp, ignore_errors=True)


main()
