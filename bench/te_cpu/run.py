#!/usr/bin/env python3
"""TransformerEngine's own C++ operator tests on the CPU backend, from an unedited port.

Given a TransformerEngine checkout (CUTLASS and the cuDNN frontend where its
CMake expects them, bench/real_code/README.md), configures TE's CMake for
transformer_engine/common, ports it and tests/cpp with axlify, rewrites each
translation unit with axl-loops (kernels as loops over their threads, inline
PTX lowered to C++), compiles both with the host compiler against the CPU
backend, links one gtest binary per test file against the library's objects,
runs them, and prints one line per test file (passed, failed, skipped,
seconds) and a total, then the kernels left on fibers by reason.

Nothing in the checkout is edited; the port, objects and logs go under
--work. Reruns reuse the configure, the port (--reuse-port) and every object
whose command and inputs are unchanged.
"""
import argparse
import collections
import glob
import hashlib
import importlib.util
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# The configure, the compile-database parsing and the process runner are
# bench/real_code's: one source for how TE is configured and its flags read.
_spec = importlib.util.spec_from_file_location("real_code", os.path.join(ROOT, "bench", "real_code", "run.py"))
rc = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rc)

DEFAULT_TESTS = ["test_cast", "test_cast_current_scaling", "test_cast_transpose",
                 "test_cast_transpose_current_scaling", "test_qdq", "test_transpose", "test_act",
                 "test_softmax", "test_causal_softmax", "test_multi_cast_transpose", "test_memset",
                 "test_normalization"]
# The library TUs the test binaries link: all but those no operator test
# needs that do not build on the CPU backend (cuda_pipeline.h, CUTLASS's
# cccl/ headers, cuRAND's Philox header, the cuDNN frontend's newer
# attributes, multicast memory handles, nvml.h, g++ 12's internal error on
# swizzle.cu) and those that call them. The binaries link the library whole,
# as TE's shared library is, so one of them would leave undefined symbols.
DEFAULT_LIB_FILTER = (r"^(?!.*(fused_attn|/gemm/|comm_gemm|hadamard|dropout|fused_router|"
                      r"swizzle|nvml|_grouped|/ep/|newton_schulz|permutation|fused_rope|topk))")

# Test files whose cases run as separate processes, counted on separate
# lines: test_normalization's cuDNN cases leave cuDNN normalization enabled
# when one throws (TE's test turns it off only on success), so in one process
# every TE-kernel case after the first failing cuDNN case runs through cuDNN.
# The cuDNN cases (graphs the CPU backend does not run) are left out of the
# total and summed on a line of their own.
SPLIT_RUNS = {"test_normalization": [("test_normalization", "-*Cudnn*", True),
                                     ("test_normalization (cuDNN)", "*Cudnn*", False)]}


def log(msg):
    print("te_cpu: " + msg, file=sys.stderr, flush=True)


def die(msg):
    sys.exit("te_cpu: error: " + msg)


def digest(*parts):
    h = hashlib.sha256()
    for p in parts:
        h.update(p.encode() if isinstance(p, str) else p)
        h.update(b"\0")
    return h.hexdigest()[:16]


def object_key(cmd, cwd):
    """A digest of a host compile: its command and every file it reads (as
    the preprocessor lists them), or None when they cannot be listed."""
    out = cmd.index("-o")
    pre = [x for x in cmd[:out] if x != "-c"] + cmd[out + 2:] + ["-M"]
    p = subprocess.run(pre, cwd=cwd, capture_output=True, text=True)
    if p.returncode != 0:
        return None
    deps = p.stdout.replace("\\\n", " ").split(":", 1)[-1].split()
    # The search path matters only through the files it finds, listed.
    kept, skip = [], False
    for x in cmd:
        if skip:
            skip = False
        elif x in ("-I", "-isystem", "-idirafter", "-iquote"):
            skip = True
        elif not x.startswith(("-I", "-isystem", "-idirafter", "-iquote")):
            kept.append(x)
    h = hashlib.sha256(json.dumps(kept).encode())
    for d in sorted(set(deps)):
        try:
            with open(os.path.join(cwd, d), "rb") as f:
                h.update(d.encode() + b"\0" + f.read())
        except OSError:
            return None
    return h.hexdigest()[:16]


def host_flags(args, src, cwd, cuda_path):
    """The compile's -I -isystem -D -U -include -std and -f flags for the host
    compiler, without the CUDA toolkit's include directories (the CPU backend
    provides the dialect's headers; CUDA's own must not be seen)."""
    flags = rc.clang_flags(args, src, cwd)
    out, i = [], 0
    cuda = os.path.realpath(cuda_path)
    while i < len(flags):
        f = flags[i]
        if f in ("-I", "-isystem") and i + 1 < len(flags):
            d = os.path.realpath(flags[i + 1])
            if not (d == cuda or d.startswith(cuda + os.sep)):
                out += ["-I", flags[i + 1]]
            i += 2
            continue
        if f.startswith("-I"):
            d = os.path.realpath(f[2:])
            if not (d == cuda or d.startswith(cuda + os.sep)):
                out.append(f)
            i += 1
            continue
        if f.startswith("-O") or f in ("-fPIC",):
            i += 1
            continue
        out.append(f)
        i += 1
    return out


def mapped(flags, in_root, out, cwd):
    return [rc.map_arg(f, in_root, out, cwd) for f in flags]


def loops_dirs_first(flags, port, loops):
    """Each -I into the port preceded by the same directory in the axl-loops
    mirror, so the rewritten headers are the ones compiled."""
    out = []
    i = 0
    while i < len(flags):
        f = flags[i]
        d = None
        if f == "-I" and i + 1 < len(flags):
            d, step = flags[i + 1], 2
        elif f.startswith("-I"):
            d, step = f[2:], 1
        if d is not None:
            n = os.path.normpath(d)
            if n == port or n.startswith(port + os.sep):
                out.append("-I" + os.path.join(loops, os.path.relpath(n, port)))
            out.append("-I" + d)
            i += step
            continue
        out.append(f)
        i += 1
    return out


class Unit:
    def __init__(self, name, src, flags, cwd):
        self.name, self.src, self.flags, self.cwd = name, src, flags, cwd
        self.obj = None
        self.error = None
        self.loops = (0, 0)
        self.fibers = []  # (kernel, reason)
        self.ptx_traps = 0
        self.seconds = 0.0


def build_unit(a, u, port_root, work, cpu_cflags):
    """axl-loops over the ported TU (a mirror of the files it reads under the
    port), then the host compiler; cached by a digest of both commands and
    the mirror's files."""
    rel = os.path.relpath(u.src, port_root)
    tudir = os.path.join(work, "loops", rel + ".d")
    obj = os.path.join(work, "obj", rel + ".o")
    os.makedirs(os.path.dirname(obj), exist_ok=True)
    loops_cmd = [a.axl_loops, u.src, "--out-dir", tudir, "--in-root", port_root, "--"] + \
        cpu_cflags + u.flags
    with open(u.src, "rb") as f:
        src_text = f.read()
    stamp_path = obj + ".json"
    key = digest(json.dumps(loops_cmd), src_text, a.cxx, json.dumps(a.cxxflags),
                 str(os.path.getmtime(a.axl_loops)))
    new_src = os.path.join(tudir, rel)
    flags = loops_dirs_first(u.flags, port_root, tudir)
    cmd = [a.cxx, "-x", "c++"] + cpu_cflags + flags + a.cxxflags + ["-w", "-c", new_src, "-o", obj]
    st = {}
    try:
        with open(stamp_path) as f:
            st = json.load(f)
        if st["key"] == key and os.path.exists(obj) and not a.no_cache:
            u.obj, u.loops, u.fibers, u.ptx_traps = obj, tuple(st["loops"]), st["fibers"], st["ptx"]
            u.seconds = st["seconds"]
            if "object_key" not in st and os.path.isdir(tudir):  # a stamp of an older harness
                st["object_key"] = object_key(cmd, u.cwd)
                with open(stamp_path, "w") as f:
                    json.dump(st, f)
            return u
    except (OSError, ValueError, KeyError):
        pass
    t0 = time.perf_counter()
    if os.path.exists(tudir):
        shutil.rmtree(tudir)
    wall, cpu, rss, status, err = rc.run(loops_cmd, cwd=u.cwd)
    with open(obj + ".loops.log", "w") as f:
        f.write(err)
    for m in re.finditer(r"remark: kernel '([^']+)' stays on fibers: (.*) \[axl-loops-fibers\]", err):
        u.fibers.append((m.group(1), m.group(2)))
    m = re.search(r": (\d+) of (\d+) kernels as loops", err)
    u.loops = (int(m.group(1)), int(m.group(2))) if m else (0, 0)
    u.ptx_traps = len(re.findall(r"\[axl-loops-ptx\]", err))
    if status != 0:
        u.error = "axl-loops: " + rc.first_error(err)
        return u
    # A new axl-loops that writes the same files: the object stands (the
    # host compile is the expensive step).
    okey = object_key(cmd, u.cwd)
    if okey and st.get("object_key") == okey and os.path.exists(obj) and not a.no_cache:
        u.obj, u.seconds = obj, time.perf_counter() - t0
        st.update(key=key, loops=u.loops, fibers=u.fibers, ptx=u.ptx_traps)
        with open(stamp_path, "w") as f:
            json.dump(st, f)
        return u
    wall2, cpu2, rss2, status, err = rc.run(cmd, cwd=u.cwd, timeout=a.compile_timeout)
    with open(obj + ".log", "w") as f:
        f.write(" ".join(shlex.quote(x) for x in cmd) + "\n" + err)
    u.seconds = time.perf_counter() - t0
    if status != 0:
        u.error = rc.first_error(err) or ("exit %d" % status)
        return u
    u.obj = obj
    with open(stamp_path, "w") as f:
        json.dump({"key": key, "object_key": okey, "loops": u.loops, "fibers": u.fibers,
                   "ptx": u.ptx_traps, "seconds": u.seconds}, f)
    return u


def library_units(a, build, te_common, port_lib):
    with open(os.path.join(build, "compile_commands.json")) as f:
        db = json.load(f)
    units = []
    in_root = os.path.dirname(te_common)  # transformer_engine/
    for e in db:
        src = rc.source_of(e)
        if a.lib_filter and not re.search(a.lib_filter, src):
            continue
        args = rc.entry_args(e)
        flags = host_flags(args, src, e["directory"], a.cuda_path)
        flags = mapped(flags, a.te, os.path.dirname(port_lib), e["directory"])
        units.append(Unit(os.path.relpath(src, in_root), rc.map_path(src, in_root, port_lib),
                          flags, e["directory"]))
    return units


def tests_database(a, te, work):
    """tests/cpp has no database of its own (its CMake wants a built TE):
    each test file and test_common.cu with the flags tests/cpp/CMakeLists.txt
    gives them."""
    tests = os.path.join(te, "tests", "cpp")
    inc = ["-I" + os.path.join(te, "transformer_engine", "common", "include"),
           "-I" + os.path.join(te, "transformer_engine", "common"),
           "-I" + os.path.join(te, "transformer_engine"), "-I" + tests]
    files = [os.path.join(tests, "test_common.cu")] + \
        [os.path.join(tests, "operator", t + ".cu") for t in a.tests]
    db = [{"directory": os.path.join(tests, "operator"),
           "arguments": [os.path.join(a.cuda_path, "bin", "nvcc"), "-std=c++17", "-O2"] + inc +
           ["-Xcompiler=-fopenmp", "-c", f, "-o", os.path.basename(f) + ".o"],
           "file": f} for f in files if os.path.exists(f)]
    d = os.path.join(work, "tests-db")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "compile_commands.json"), "w") as f:
        json.dump(db, f, indent=1)
    return d, db


def axlify_port(a, db_dir, in_root, out, report, log_path, sources=()):
    """axlify -p over db_dir's translation units (only sources, when given)."""
    if a.reuse_port and os.path.exists(report):
        return
    if os.path.exists(out):
        shutil.rmtree(out)
    cmd = [a.axlify, "-p", db_dir, "--in-root", in_root, "--out-dir", out, "--copy-all",
           "--report", report, "-j", str(a.jobs), "--progress=never"] + list(sources)
    log("porting: " + " ".join(shlex.quote(x) for x in cmd))
    wall, cpu, rss, status, err = rc.run(cmd)
    with open(log_path, "w") as f:
        f.write(err)
    if status not in (0, 1) or not os.path.exists(report):
        die("axlify failed (exit %d, %s):\n%s" % (status, log_path, err[-3000:]))
    log("ported in %.0f s (%s)" % (wall, err.strip().splitlines()[-1] if err.strip() else ""))


GTEST_LINE = re.compile(r"^\[\s+(PASSED|FAILED|SKIPPED)\s+\] (\d+) tests?", re.M)


def test_runs(a, t):
    """The runs of test file t: (line name, gtest filter or None, counted in
    the total) each."""
    if a.gtest_filter or t not in SPLIT_RUNS:
        return [(t, a.gtest_filter, True)]
    return SPLIT_RUNS[t]


def add_runs(a, t, binary, rows, runnable):
    """Test file t's runs (test_runs), to be run from binary."""
    for name, gtest_filter, counted in test_runs(a, t):
        rows[name] = ("built", None)
        runnable.append((name, binary, gtest_filter, counted))


def run_test(a, name, binary, work, gtest_filter):
    env = dict(os.environ)
    env.update(a.env)
    log_path = os.path.join(work, "logs", re.sub(r"[^\w.-]+", "_", name).strip("_") + ".log")
    os.makedirs(os.path.dirname(log_path), exist_ok=True)
    # The run's NVRTC modules in a cache of the run's own; how each kernel's
    # blocks ran (the runtime's AXL_CPU_KERNEL_STATS).
    env["AXL_RTC_CACHE_DIR"] = a.rtc_cache
    env["AXL_CPU_KERNEL_STATS"] = log_path[:-len(".log")] + ".kernels.tsv"
    if os.path.exists(env["AXL_CPU_KERNEL_STATS"]):
        os.remove(env["AXL_CPU_KERNEL_STATS"])
    t0 = time.perf_counter()
    with open(log_path, "w") as f:
        p = subprocess.run([binary] + (["--gtest_filter=" + gtest_filter] if gtest_filter else []),
                           stdout=f, stderr=subprocess.STDOUT, env=env, timeout=a.test_timeout)
    secs = time.perf_counter() - t0
    with open(log_path) as f:
        text = f.read()
    counts = {"PASSED": 0, "FAILED": 0, "SKIPPED": 0}
    for m in GTEST_LINE.finditer(text):
        counts[m.group(1)] = int(m.group(2))
    crashed = p.returncode != 0 and counts["FAILED"] == 0
    return counts, secs, crashed, p.returncode, log_path


def kernel_name(k):
    """A kernel's name without its qualifiers and template arguments (as
    axl-loops' remarks name it)."""
    k = re.sub(r"^&", "", k.strip())
    depth, out = 0, ""
    for ch in k:
        depth += ch == "<"
        if depth == 0:
            out += ch
        depth -= ch == ">"
    return re.sub(r"\s*\(.*$", "", out).split("::")[-1].strip()


def fiber_reasons(a):
    """Why each kernel (by name) stays on fibers: axl-loops' remarks on the
    library and test TUs (their logs) and on the run's NVRTC modules."""
    why = collections.defaultdict(set)
    logs = glob.glob(os.path.join(a.work, "cpu", "**", "*.loops.log"), recursive=True)
    for entry in logs + glob.glob(os.path.join(a.rtc_cache, "*", "log")):
        with open(entry, errors="replace") as f:
            for m in re.finditer(r"remark: kernel '([^']+)' stays on fibers: (.*) \[axl-loops-fibers\]", f.read()):
                why[kernel_name(m.group(1))].add(m.group(2))
    return why


def kernel_stats(a):
    """What the test runs launched (AXL_CPU_KERNEL_STATS), summed over the
    test files: kernels, and their blocks as loops, on fibers, as the plain
    loop; the kernels on fibers by blocks, with axl-loops' reasons."""
    per = collections.defaultdict(lambda: [0, 0, 0, 0, 0])
    for path in glob.glob(os.path.join(a.work, "logs", "*.kernels.tsv")):
        with open(path, errors="replace") as f:
            for line in f:
                parts = line.rstrip("\n").split("\t")
                if len(parts) != 6:
                    continue
                for i, v in enumerate(parts[1:]):
                    per[parts[0]][i] += int(v)
    if not per:
        print("kernels run: none recorded (AXL_CPU_KERNEL_STATS)")
        return {}
    blocks = [sum(v[i] for v in per.values()) for i in (1, 2, 3)]
    on_fibers = {k: v for k, v in per.items() if v[2]}
    print("kernels run: %d (%d launches); blocks as loops %d, on fibers %d, plain loop (no barrier reached) %d; "
          "kernels with blocks on fibers: %d" % (len(per), sum(v[0] for v in per.values()), blocks[0],
                                                   blocks[1], blocks[2], len(on_fibers)))
    why = fiber_reasons(a)
    for k, v in sorted(on_fibers.items(), key=lambda kv: -kv[1][2])[:25]:
        reasons = sorted(why.get(kernel_name(k), ())) or ["(no remark: not rewritten)"]
        print("  %8d blocks on fibers, %10d fiber switches: %s: %s" % (v[2], v[4], k[:110], reasons[0][:160]))
    return {k: dict(zip(("launches", "loops", "fibers", "plain", "switches"), v)) for k, v in per.items()}


def rtc_modules(a):
    return len(glob.glob(os.path.join(a.rtc_cache, "*", "module.so")))


def build_bandwidth(a, port_lib, cpu_cflags, cpu_libs, archive):
    """bandwidth.cu (ours: TE's cast, cast-transpose and transpose through its
    C API against a STREAM copy), ported and built as the tests are: the
    binary, or None."""
    d = os.path.join(a.work, "bandwidth")
    os.makedirs(d, exist_ok=True)
    ported, loops, binary = (os.path.join(d, "bandwidth.cu"), os.path.join(d, "bandwidth.loops.cpp"),
                             os.path.join(d, "bandwidth"))
    te_inc = os.path.join(a.te, "transformer_engine", "common", "include")
    steps = [
        [a.axlify, os.path.join(HERE, "bandwidth.cu"), "-o", ported, "--", "-I" + te_inc],
        [a.axl_loops, ported, "-o", loops, "--"] + cpu_cflags +
        ["-I" + os.path.join(port_lib, "common", "include")],
        [a.cxx, "-x", "c++"] + cpu_cflags + ["-I" + os.path.join(port_lib, "common", "include")] +
        # (-x none: the archive is not C++ source; read as such, g++ wrote
        # gigabytes of diagnostics about its bytes.)
        a.cxxflags + ["-w", loops, "-x", "none", "-o", binary, archive] + cpu_libs + ["-ldl"],
    ]
    for i, cmd in enumerate(steps):
        wall, cpu, rss, status, err = rc.run(cmd)
        if status not in ((0, 1) if i == 0 else (0,)):
            print("bandwidth: %s failed: %s" % (os.path.basename(cmd[0]), rc.first_error(err) or err[-500:]))
            return None
    return binary


def run_bandwidth(a, binary):
    """The bandwidth binary's figures (after the tests: the machine quiet)."""
    if not os.access(binary, os.X_OK):
        print("bandwidth: %s is not built (a run without --no-bandwidth builds it)" % binary)
        return
    env = dict(os.environ)
    env.update(a.env)
    p = subprocess.run([binary] + a.bandwidth_args.split(), capture_output=True, text=True, env=env)
    print(p.stdout.rstrip())
    if p.returncode != 0:
        print("bandwidth: exit %d: %s" % (p.returncode, p.stderr[-1000:]))


# The runs' seconds where no earlier run in WORK measured them (TE d0067d0
# on two cores, NVRTC cache cold): the order longest_first starts from.
EXPECTED_SECONDS = {"test_normalization": 620, "test_act": 550, "test_cast_transpose": 185,
                    "test_normalization (cuDNN)": 170, "test_causal_softmax": 130,
                    "test_softmax": 105}


def longest_first(a, runnable):
    """The runs, longest first (as ctest orders by its cost data): with more
    than one at a time, the wall time is then close to the total over the
    lanes rather than a long file's time after everything else. A run's
    length is its seconds in WORK's newest results file, else
    EXPECTED_SECONDS, else 0."""
    seconds = dict(EXPECTED_SECONDS)
    found = [os.path.join(a.work, n) for n in ("results.json", "results-run-only.json")]
    found = sorted((p for p in found if os.path.exists(p)), key=os.path.getmtime)
    if found:
        try:
            with open(found[-1]) as f:
                for name, what, res in json.load(f)["rows"]:
                    if res is not None:
                        seconds[name] = res[1]
        except (OSError, ValueError, KeyError, TypeError):
            log("%s: unreadable, runs in the default order" % found[-1])
    return sorted(runnable, key=lambda r: -seconds.get(r[0], 0))


def run_and_report(a, rows, runnable, total, apart):
    """Runs the test files (runnable: line name, binary, gtest filter,
    counted in the total), prints a line each, the total, the wall time, the
    NVRTC modules compiled and what ran (kernel_stats)."""
    lock = threading.Lock()

    def run_one(item):
        t, binary, gtest_filter, counted = item
        counts, secs, crashed, code, log_path = run_test(a, t, binary, a.work, gtest_filter)
        with lock:
            rows[t] = ("crashed (exit %d, %s)" % (code, log_path) if crashed else "ran", (counts, secs))
            sums = total if counted else apart
            for k, v in counts.items():
                sums[k] += v
            sums["seconds"] += secs
            if crashed:
                sums["crashed"] += 1
            print("%-38s %5d passed %4d failed %4d skipped %8.1f s%s" % (
                t, counts["PASSED"], counts["FAILED"], counts["SKIPPED"], secs,
                "  CRASHED (exit %d, %s)" % (code, log_path) if crashed else ""), flush=True)

    if not a.build_only and not a.keep_rtc_cache and os.path.isdir(a.rtc_cache):
        shutil.rmtree(a.rtc_cache)
    os.makedirs(a.rtc_cache, exist_ok=True)
    modules_before = rtc_modules(a)
    t_run = time.perf_counter()
    if not a.build_only:
        rc.parallel(run_one, longest_first(a, runnable), a.test_jobs)
    run_wall = time.perf_counter() - t_run
    for t, (what, res) in rows.items():
        if res is None:
            print("%-38s %s" % (t, what))
    print("%-38s %5d passed %4d failed %4d skipped %8.1f s  (%d test files; %d crashed, %d did not build, %d did not link)" % (
        "total", total["PASSED"], total["FAILED"], total["SKIPPED"], total["seconds"], len(a.tests),
        total["crashed"], total["build failed"], total["link failed"]))
    if apart:
        print("%-38s %5d passed %4d failed %4d skipped %8.1f s  (cuDNN graph cases, not in the total)" % (
            "apart", apart["PASSED"], apart["FAILED"], apart["SKIPPED"], apart["seconds"]))
    stats = {}
    if not a.build_only:
        print("running the test files took %.1f s of wall time (%d at a time, --test-jobs); "
              "NVRTC modules compiled in it: %d (%s cache %s)" % (
                  run_wall, a.test_jobs, rtc_modules(a) - modules_before,
                  "warm" if modules_before else "cold", a.rtc_cache))
        stats = kernel_stats(a)
    return run_wall, stats


def run_only(a):
    """--run-only: the test binaries of an earlier run, run again."""
    rows, total, apart, runnable = {}, collections.Counter(), collections.Counter(), []
    for t in a.tests:
        binary = os.path.join(a.work, "cpu", "bin", t)
        if not os.access(binary, os.X_OK):
            rows[t] = ("not built (--run-only runs the binaries an earlier run built)", None)
            total["build failed"] += 1
            continue
        add_runs(a, t, binary, rows, runnable)
    run_wall, stats = run_and_report(a, rows, runnable, total, apart)
    if not a.no_bandwidth:
        run_bandwidth(a, os.path.join(a.work, "bandwidth", "bandwidth"))
    with open(os.path.join(a.work, "results-run-only.json"), "w") as f:
        json.dump({"rows": [(t,) + v for t, v in rows.items()], "total": total, "apart": apart,
                   "run_wall_seconds": run_wall, "kernels_run": stats}, f, indent=1)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 epilog=__doc__.split("\n", 2)[2],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--te", metavar="PATH", required=True,
                    help="TransformerEngine checkout (3rdparty/cutlass, 3rdparty/cudnn-frontend)")
    ap.add_argument("--work", metavar="DIR", required=True, help="scratch: build trees, port, objects, logs")
    ap.add_argument("--tests", default=",".join(DEFAULT_TESTS),
                    help="test files of tests/cpp/operator, comma-separated (default: %(default)s)")
    ap.add_argument("--lib-filter", metavar="REGEX", default=DEFAULT_LIB_FILTER,
                    help="only library TUs whose path matches (ported, built and linked; "
                         "default: the 53 of TE d0067d0's 97 the tests need that build, "
                         "DEFAULT_LIB_FILTER; '' for every TU)")
    ap.add_argument("--gtest-filter", metavar="PATTERN", help="passed to every test binary")
    ap.add_argument("--axlify", default=os.path.join(ROOT, "build", "bin", "axlify"))
    ap.add_argument("--axl-loops", default=os.path.join(ROOT, "build", "bin", "axl-loops"))
    ap.add_argument("--axl-config", default=os.path.join(ROOT, "build", "bin", "axl-config"))
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--cxx", default=os.environ.get("CXX", "g++"), help="host compiler (default g++)")
    ap.add_argument("--cxxflag", dest="cxxflags", action="append", default=None,
                    help="host compiler flag (repeatable; default -O2 -fPIC -fopenmp)")
    ap.add_argument("--env", action="append", default=[], metavar="NAME=VALUE",
                    help="environment of the test runs (e.g. NVTE_DISABLE_NVRTC=1; default: none, "
                         "TE's default configuration)")
    ap.add_argument("--jobs", "-j", type=int, default=2)
    ap.add_argument("--compile-timeout", type=int, default=3600)
    ap.add_argument("--test-timeout", type=int, default=3600)
    ap.add_argument("--test-jobs", type=int, default=1,
                    help="test files run at a time (default 1: each file's seconds are its own; "
                    "with more, the total's wall time is printed too)")
    ap.add_argument("--rtc-cache", metavar="DIR",
                    help="the NVRTC module cache of the test runs (default: WORK/rtc-cache, emptied "
                         "first: the runs compile every module, as a first run does)")
    ap.add_argument("--keep-rtc-cache", action="store_true",
                    help="keep the modules of the last run (a warm cache, as a second run sees it)")
    ap.add_argument("--reuse-port", action="store_true", help="keep the last run's port")
    ap.add_argument("--no-cache", action="store_true", help="rebuild every object")
    ap.add_argument("--build-only", action="store_true", help="do not run the tests")
    ap.add_argument("--run-only", action="store_true",
                    help="run the test binaries an earlier run built in WORK, as they are "
                         "(no port, build or link; the runtime library they link, as it is now)")
    ap.add_argument("--no-bandwidth", action="store_true",
                    help="do not measure the FP8 kernels' bandwidth (bandwidth.cu)")
    ap.add_argument("--bandwidth-args", default="4096 4096 10", metavar="'ROWS COLS REPS'",
                    help="size and repetitions of the bandwidth run (default: %(default)s)")
    ap.add_argument("--generator", default="ninja", help=argparse.SUPPRESS)
    ap.add_argument("--cmake-arg", action="append", default=[], help="extra argument to TE's cmake")
    a = ap.parse_args()
    a.work = os.path.abspath(a.work)
    a.rtc_cache = os.path.abspath(a.rtc_cache or os.path.join(a.work, "rtc-cache"))
    a.te = os.path.abspath(a.te)
    a.tests = [t for t in a.tests.split(",") if t]
    a.cxxflags = a.cxxflags or ["-O2", "-fPIC", "-fopenmp"]
    a.env = dict(kv.split("=", 1) for kv in a.env)
    for tool in (a.axlify, a.axl_loops, a.axl_config):
        if not os.access(tool, os.X_OK):
            die("%s not found (build axl first: scripts/setup.sh)" % tool)
    os.makedirs(a.work, exist_ok=True)
    if a.run_only:
        return run_only(a)

    # 1. TE's own CMake (bench/real_code's configure), 2. the ports.
    build, te_pkg = rc.configure_te(a, a.work)
    # The library's port mirrors the whole checkout, so that the headers of
    # 3rdparty/ it includes (the cuDNN frontend's) are ported with it.
    port_root = os.path.join(a.work, "port")
    port_lib = os.path.join(port_root, "transformer_engine")
    with open(os.path.join(build, "compile_commands.json")) as f:
        lib_sources = sorted({rc.source_of(e) for e in json.load(f)
                              if a.lib_filter and re.search(a.lib_filter, rc.source_of(e))})
    axlify_port(a, build, a.te, port_root, os.path.join(a.work, "port.json"),
                os.path.join(a.work, "axlify.log"), lib_sources)
    tests_db, tdb = tests_database(a, a.te, a.work)
    tests_src = os.path.join(a.te, "tests", "cpp")
    port_tests = os.path.join(a.work, "port", "tests", "cpp")
    axlify_port(a, tests_db, tests_src, port_tests, os.path.join(a.work, "port-tests.json"),
                os.path.join(a.work, "axlify-tests.log"))

    # 3. Every TU on the CPU backend: axl-loops, then the host compiler.
    cpu_cflags = shlex.split(subprocess.run([a.axl_config, "--backend", "cpu", "--cflags"],
                                            capture_output=True, text=True, check=True).stdout)
    cpu_libs = shlex.split(subprocess.run([a.axl_config, "--backend", "cpu", "--libs"],
                                          capture_output=True, text=True, check=True).stdout)
    lib = library_units(a, build, os.path.join(te_pkg, "common"), port_lib)
    tests = []
    for e in tdb:
        src = rc.source_of(e)
        flags = host_flags(rc.entry_args(e), src, e["directory"], a.cuda_path)
        flags = mapped(flags, a.te, port_root, e["directory"])
        tests.append(Unit(os.path.relpath(src, tests_src), rc.map_path(src, tests_src, port_tests),
                          flags, e["directory"]))
    work_lib, work_tests = os.path.join(a.work, "cpu", "lib"), os.path.join(a.work, "cpu", "tests")
    t0 = time.perf_counter()
    log("building %d library TUs and %d test TUs on the CPU backend (-j %d)" % (len(lib), len(tests), a.jobs))
    rc.parallel(lambda u: build_unit(a, u, port_lib, work_lib, cpu_cflags), lib, a.jobs)
    rc.parallel(lambda u: build_unit(a, u, port_tests, work_tests, cpu_cflags), tests, a.jobs)
    log("built in %.0f s" % (time.perf_counter() - t0))
    failed = [u for u in lib + tests if u.error]
    for u in failed:
        print("  build failed: %s: %s" % (u.name, u.error))
    archive = os.path.join(a.work, "cpu", "libtransformer_engine_cpu.a")
    if os.path.exists(archive):
        os.remove(archive)
    subprocess.run(["ar", "rcs", archive] + [u.obj for u in lib if u.obj], check=True)

    # 4. One binary per test file, 5. run.
    common = [u for u in tests if u.name == "test_common.cu"]
    if not common or not common[0].obj:
        die("test_common.cu did not build")
    rows = {}
    total = collections.Counter()
    apart = collections.Counter()  # runs left out of the total (SPLIT_RUNS)
    runnable = []
    for t in a.tests:
        u = next((x for x in tests if x.name == os.path.join("operator", t + ".cu")), None)
        if u is None:
            rows[t] = ("missing", None)
            continue
        if not u.obj:
            rows[t] = ("build failed", None)
            total["build failed"] += 1
            continue
        binary = os.path.join(a.work, "cpu", "bin", t)
        os.makedirs(os.path.dirname(binary), exist_ok=True)
        # Every library object, as TE's shared library has them: kernels and
        # normalization configurations register themselves from static
        # initialisers that nothing references.
        link = [a.cxx, u.obj, common[0].obj, "-Wl,--whole-archive", archive,
                "-Wl,--no-whole-archive", "-o", binary, "-fopenmp",
                "-lgtest_main", "-lgtest"] + cpu_libs + ["-ldl"]
        wall, cpu, rss, status, err = rc.run(link)
        if status != 0:
            with open(binary + ".link.log", "w") as f:
                f.write(err)
            rows[t] = ("link failed: " + rc.first_error(err), None)
            total["link failed"] += 1
            continue
        add_runs(a, t, binary, rows, runnable)
    binary = None if a.no_bandwidth else build_bandwidth(a, port_lib, cpu_cflags, cpu_libs, archive)
    run_wall, stats = run_and_report(a, rows, runnable, total, apart)
    if binary and not a.build_only:
        run_bandwidth(a, binary)
    # The kernels: as loops, or on fibers with the reason.
    loops = sum(u.loops[0] for u in lib + tests)
    kernels = sum(u.loops[1] for u in lib + tests)
    reasons = collections.Counter(re.sub(r"'[^']*'", "'…'", re.sub(r" ?\(line \d+\)", "", r)).strip() for u in lib + tests for _, r in u.fibers)
    print("kernels: %d of %d as loops; on fibers: %d; library TUs built %d of %d; inline PTX that traps if run: %d statements" % (
        loops, kernels, kernels - loops, sum(1 for u in lib if u.obj), len(lib),
        sum(u.ptx_traps for u in lib + tests)))
    for r, n in reasons.most_common():
        print("  %4d on fibers: %s" % (n, r))
    with open(os.path.join(a.work, "results.json"), "w") as f:
        json.dump({"rows": [(t,) + v for t, v in rows.items()], "total": total, "apart": apart,
                   "run_wall_seconds": run_wall, "kernels_run": stats,
                   "units": [{"name": u.name, "error": u.error, "loops": u.loops, "fibers": u.fibers,
                              "seconds": u.seconds} for u in lib + tests]}, f, indent=1)


if __name__ == "__main__":
    main()
