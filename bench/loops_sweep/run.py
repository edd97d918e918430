#!/usr/bin/env python3
"""axl-loops over every kernel of real code: no crash, every output compiles.

Ports each source with axlify (TransformerEngine's transformer_engine/common
with the flags of its own CMake, llm.c's train_gpt2.cu and dev/cuda/*.cu,
this repository's tests/**/Inputs/*.cu and examples/*/*.cu), runs axl-loops
on each ported translation unit (with a time limit), and compiles its output
with the host compiler (-fsyntax-only) against `axl-config --backend cpu
--cflags`. A TU whose output does not compile is compiled again unrewritten:
when that fails too, the failure is the backend's (or the port's), not
axl-loops'. Prints one line per TU and, per codebase, the totals: TUs,
kernels as loops, kernels on fibers by reason, crashes of axl-loops (killed
by a signal), its errors and time-outs, outputs that do not compile.

Kernels are counted once per definition (the location axl-loops reports
them at), however many TUs include the header that defines them.

  bench/loops_sweep/run.py --work /tmp/sweep --te /work/ext/TransformerEngine \\
      --llmc /work/ext/llm.c --own -j 1

Nothing in the checkouts is edited; the ports, the rewrites, logs and
results.json go under --work. A TU is not redone while its commands, its
ported source and the axl-loops binary stay the same (--no-cache redoes it).
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
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# TE's configure, the compile-database parsing and the process runner are
# bench/real_code's; the host flags of a TE TU on the CPU backend and the
# port's search path with the axl-loops mirror first are bench/te_cpu's.
_spec = importlib.util.spec_from_file_location("te_cpu", os.path.join(ROOT, "bench", "te_cpu", "run.py"))
te_cpu = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(te_cpu)
rc = te_cpu.rc

FIBERS = re.compile(r"^(.*?):(\d+):(\d+): remark: kernel '([^']+)' stays on fibers: (.*) \[axl-loops-fibers\]$", re.M)
# Bumped when what a TU's results hold changes (older ones are redone).
RESULTS_VERSION = 3
LOOPS = re.compile(r"^(.*?):(\d+):(\d+): remark: kernel '([^']+)' runs as loops over its threads \[axl-loops\]$", re.M)


def log(msg):
    print("loops_sweep: " + msg, file=sys.stderr, flush=True)


def die(msg):
    sys.exit("loops_sweep: error: " + msg)


def reason_kind(reason):
    """A remark's reason without the names and lines it cites; a device
    function's reason (the kernel calls one that cannot run as loops) as
    what stopped that function."""
    r = re.sub(r"\(line \d+\)|'[^']*'", "", reason)
    inner = re.sub(r"^(\s*cannot run as loops:)+", "", r)
    r = ("(a device function it calls) " if inner != r else "") + inner
    return re.sub(r"\s+", " ", r).strip()


class Unit:
    def __init__(self, codebase, name, src, flags, cwd, port_root):
        self.codebase, self.name, self.src, self.flags, self.cwd = codebase, name, src, flags, cwd
        self.port_root = port_root
        self.status = None        # ok | crash | error | timeout | port failed
        self.detail = ""
        self.loops = []           # [location, kernel]
        self.fibers = []          # [location, kernel, reason]
        self.summary = (0, 0)     # axl-loops' "N of M kernels as loops" for this TU
        self.unparsed = ""        # Clang's errors when it could not parse the TU (no kernel rewritten)
        self.compiles = None      # the rewrite compiles
        self.port_compiles = None  # the unrewritten port compiles (asked only when the rewrite does not)
        self.new_errors = []      # the rewrite's errors that the port does not have
        self.compile_error = ""
        self.seconds = 0.0

    def result(self):
        return {k: getattr(self, k) for k in ("codebase", "name", "src", "status", "detail", "loops",
                                              "fibers", "summary", "unparsed", "compiles", "port_compiles", "new_errors",
                                              "compile_error", "seconds")}


def syntax_cmd(a, cpu_cflags, flags, src):
    return (["nice", "-n", str(a.nice)] if a.nice else []) + \
        [a.cxx, "-x", "c++"] + cpu_cflags + flags + ["-w", "-fsyntax-only", src]


def sweep_unit(a, u, work, cpu_cflags, compile_too=True):
    """axl-loops over u (kept while its inputs stay the same), then, with
    compile_too, the compile of its output (and of the port, when the output
    does not compile)."""
    rel = os.path.relpath(u.src, u.port_root)
    tudir = os.path.join(work, "loops", rel + ".d")
    stamp = os.path.join(work, "results", rel + ".json")
    loops_cmd = [a.axl_loops, u.src, "--out-dir", tudir, "--in-root", u.port_root, "--"] + cpu_cflags + u.flags
    new_src = os.path.join(tudir, rel)
    cmd = syntax_cmd(a, cpu_cflags, te_cpu.loops_dirs_first(u.flags, u.port_root, tudir), new_src)
    base_cmd = syntax_cmd(a, cpu_cflags, u.flags, u.src)
    with open(u.src, "rb") as f:
        key = te_cpu.digest(json.dumps([RESULTS_VERSION, loops_cmd, cmd, base_cmd]), f.read(),
                            str(os.path.getmtime(a.axl_loops)), str(os.path.getsize(a.axl_loops)))
    if not a.no_cache:
        try:
            with open(stamp) as f:
                st = json.load(f)
            if st["key"] == key:
                for k, v in st["result"].items():
                    setattr(u, k, v)
                if u.status == "ok" and u.compiles is None and compile_too:
                    compile_unit(a, u, cmd, base_cmd, stamp, key, tudir)
                return u
        except (OSError, ValueError, KeyError):
            pass
    t0 = time.perf_counter()
    if os.path.exists(tudir):
        shutil.rmtree(tudir)
    os.makedirs(os.path.dirname(stamp), exist_ok=True)
    wall, cpu, rss, status, err = rc.run(loops_cmd, cwd=u.cwd, timeout=a.timeout)
    with open(stamp[:-5] + ".loops.log", "w") as f:
        f.write(" ".join(shlex.quote(x) for x in loops_cmd) + "\n" + err)
    u.fibers = [["%s:%s:%s" % (os.path.relpath(m.group(1), u.port_root), m.group(2), m.group(3)),
                 m.group(4), m.group(5)] for m in FIBERS.finditer(err)]
    u.loops = [["%s:%s:%s" % (os.path.relpath(m.group(1), u.port_root), m.group(2), m.group(3)),
                m.group(4)] for m in LOOPS.finditer(err)]
    m = re.search(r"warning: Clang could not parse this file, so its kernels stay on fibers: (.*) \[axl-loops-parse\]", err)
    u.unparsed = m.group(1) if m else ""
    m = re.search(r": (\d+) of (\d+) kernels as loops", err)
    u.summary = (int(m.group(1)), int(m.group(2))) if m else (0, 0)
    if a.timeout and wall >= a.timeout and status != 0:
        u.status, u.detail = "timeout", "axl-loops ran past %d s" % a.timeout
    elif status < 0 or status >= 128:
        u.status = "crash"
        u.detail = "axl-loops killed by signal %d: %s" % (-status if status < 0 else status - 128,
                                                          rc.first_error(err)[:300])
    elif status != 0:
        u.status, u.detail = "error", "axl-loops exit %d: %s" % (status, rc.first_error(err)[:300])
    else:
        u.status = "ok"
    u.seconds = time.perf_counter() - t0
    with open(stamp, "w") as f:
        json.dump({"key": key, "result": u.result()}, f, indent=1)
    if u.status == "ok" and compile_too:
        compile_unit(a, u, cmd, base_cmd, stamp, key, tudir)
    return u


ERROR = re.compile(r"^(.*?):(\d+):\d+: (?:fatal )?error: (.*)$", re.M)


def errors(text, tudir, port_root):
    """(file under the port, line, message) of each error; the axl-loops
    mirror's files read as the port's (the rewrite keeps line numbers, not
    columns)."""
    out = set()
    for m in ERROR.finditer(text):
        f = os.path.normpath(m.group(1))
        if f.startswith(tudir + os.sep):
            f = os.path.relpath(f, tudir)
        elif f.startswith(port_root + os.sep):
            f = os.path.relpath(f, port_root)
        out.add((f, int(m.group(2)), m.group(3).strip()))
    return out


def compile_unit(a, u, cmd, base_cmd, stamp, key, tudir):
    t0 = time.perf_counter()
    w2, c2, r2, st2, err2 = rc.run(cmd, cwd=u.cwd, timeout=a.compile_timeout)
    u.compiles = st2 == 0
    if not u.compiles:
        with open(stamp[:-5] + ".compile.log", "w") as f:
            f.write(" ".join(shlex.quote(x) for x in cmd) + "\n" + err2)
        u.compile_error = rc.first_error(err2)[:400] or "exit %d" % st2
        w3, c3, r3, st3, err3 = rc.run(base_cmd, cwd=u.cwd, timeout=a.compile_timeout)
        u.port_compiles = st3 == 0
        # The port itself may not compile (its inline PTX is lowered only
        # by axl-loops; a gap of the backend): what the rewrite adds are
        # the errors the port does not have.
        new = errors(err2, tudir, u.port_root) - errors(err3, tudir, u.port_root)
        u.new_errors = ["%s:%d: %s" % e for e in sorted(new)][:5]
        with open(stamp[:-5] + ".port-compile.log", "w") as f:
            f.write(" ".join(shlex.quote(x) for x in base_cmd) + "\n" + err3)
    u.seconds += time.perf_counter() - t0
    with open(stamp, "w") as f:
        json.dump({"key": key, "result": u.result()}, f, indent=1)


def te_units(a, work):
    """transformer_engine/common's TUs, configured by TE's CMake and ported
    whole (--in-root the checkout, as bench/te_cpu ports it)."""
    a.generator = "ninja"
    a.cmake_arg = []
    a.te = os.path.abspath(a.te)
    build, te_pkg = rc.configure_te(a, work)
    port_root = os.path.join(work, "port")
    with open(os.path.join(build, "compile_commands.json")) as f:
        db = json.load(f)
    sources = sorted({rc.source_of(e) for e in db
                      if not a.source_filter or re.search(a.source_filter, rc.source_of(e))})
    te_cpu.axlify_port(a, build, a.te, port_root, os.path.join(work, "port.json"),
                       os.path.join(work, "axlify.log"), sources)
    a.lib_filter = a.source_filter
    units = te_cpu.library_units(a, build, os.path.join(te_pkg, "common"),
                                 os.path.join(port_root, "transformer_engine"))
    return [Unit("te", u.name, u.src, u.flags, u.cwd, port_root) for u in units]


def llmc_units(a, work):
    """train_gpt2.cu and dev/cuda/*.cu with the flags of llm.c's Makefiles
    (bench/real_code's database of them)."""
    llmc = os.path.abspath(a.llmc)
    a.llmc = llmc
    build, _ = rc.configure_llmc(a, work)
    with open(os.path.join(build, "compile_commands.json")) as f:
        db = [e for e in json.load(f)
              if re.search(r"/train_gpt2\.cu$|/dev/cuda/[^/]+\.cu$", rc.source_of(e))
              and (not a.source_filter or re.search(a.source_filter, rc.source_of(e)))]
    with open(os.path.join(build, "compile_commands.json"), "w") as f:
        json.dump(db, f, indent=1)
    port_root = os.path.join(work, "port")
    te_cpu.axlify_port(a, build, llmc, port_root, os.path.join(work, "port.json"),
                       os.path.join(work, "axlify.log"), [rc.source_of(e) for e in db])
    units = []
    for e in db:
        src = rc.source_of(e)
        flags = te_cpu.host_flags(rc.entry_args(e), src, e["directory"], a.cuda_path)
        flags = te_cpu.mapped(flags, llmc, port_root, e["directory"])
        units.append(Unit("llm.c", os.path.relpath(src, llmc), rc.map_path(src, llmc, port_root), flags,
                          rc.map_path(e["directory"], llmc, port_root), port_root))
    return units


def own_units(a, work):
    """This repository's tests/**/Inputs/*.cu and examples/*/*.cu, each
    ported on its own (its directory on the search path, as its test builds
    it)."""
    port_root = os.path.join(work, "port")
    files = sorted(glob.glob(os.path.join(ROOT, "tests", "**", "Inputs", "*.cu"), recursive=True) +
                   glob.glob(os.path.join(ROOT, "examples", "*", "*.cu")))
    units = []
    for src in files:
        rel = os.path.relpath(src, ROOT)
        if a.source_filter and not re.search(a.source_filter, src):
            continue
        out = os.path.join(port_root, rel)
        flags = ["-I" + os.path.dirname(src)]
        u = Unit("own", rel, out, flags, os.path.dirname(src), port_root)
        stamp = out + ".axlify.json"
        with open(src, "rb") as f:
            key = te_cpu.digest(f.read(), str(os.path.getmtime(a.axlify)))
        try:
            with open(stamp) as f:
                if json.load(f)["key"] == key and os.path.exists(out) and not a.no_cache:
                    units.append(u)
                    continue
        except (OSError, ValueError, KeyError):
            pass
        os.makedirs(os.path.dirname(out), exist_ok=True)
        wall, cpu, rss, status, err = rc.run([a.axlify, src, "-o", out, "--"] + flags)
        if status not in (0, 1) or not os.path.exists(out):
            u.status, u.detail = "port failed", "axlify exit %d: %s" % (status, rc.first_error(err)[:300])
        else:
            with open(stamp, "w") as f:
                json.dump({"key": key}, f)
        units.append(u)
    return units


def totals(units):
    """Per codebase: kernels counted once per definition."""
    loops, fibers = set(), {}
    for u in units:
        loops.update((loc, k) for loc, k in u.loops)
        # Where the rewrite stopped, which may be in a device function that
        # several kernels call: one entry per kernel.
        fibers.update(((loc, k), r) for loc, k, r in u.fibers)
    reasons = collections.Counter(reason_kind(r) for r in fibers.values())
    st = collections.Counter(u.status for u in units)
    bad = [u for u in units if u.compiles is False]
    unknown = sum(1 for u in units if u.status == "ok" and u.compiles is None)
    return {
        "tus": len(units), "loops": len(loops), "fibers": len(fibers), "reasons": reasons,
        "unparsed": sum(1 for u in units if u.unparsed),
        "crash": st["crash"], "error": st["error"], "timeout": st["timeout"], "port failed": st["port failed"],
        "no compile (axl-loops)": sum(1 for u in bad if u.port_compiles or u.new_errors),
        "no compile (port too)": sum(1 for u in bad if not u.port_compiles and not u.new_errors),
        "not compiled": unknown,
    }


def line(u):
    if u.status != "ok":
        return "%-60s %s: %s" % (u.name, u.status.upper(), u.detail)
    what = "not compiled yet" if u.compiles is None else "compiles" if u.compiles else (
        "DOES NOT COMPILE (the port does: axl-loops') " + u.compile_error if u.port_compiles else
        "DOES NOT COMPILE (errors the port does not have: axl-loops') " + u.new_errors[0] if u.new_errors else
        "does not compile (nor does the port) " + u.compile_error)
    if u.unparsed:
        return "%-60s not parsed (kernels on fibers): %s; %5.1f s, %s" % (u.name, u.unparsed, u.seconds, what)
    return "%-60s %3d of %3d as loops, %3d on fibers, %5.1f s, %s" % (
        u.name, u.summary[0], u.summary[1], len(u.fibers), u.seconds, what)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 epilog=__doc__.split("\n", 2)[2],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", metavar="DIR", required=True,
                    help="scratch: build trees, ports, rewrites, logs, results.json")
    ap.add_argument("--te", metavar="PATH", help="TransformerEngine checkout (3rdparty/cutlass, 3rdparty/cudnn-frontend)")
    ap.add_argument("--llmc", metavar="PATH", help="llm.c checkout")
    ap.add_argument("--own", action="store_true", help="this repository's tests/**/Inputs/*.cu and examples/*/*.cu")
    ap.add_argument("--source-filter", metavar="REGEX", help="only sources whose path matches")
    ap.add_argument("--axlify", default=os.path.join(ROOT, "build", "bin", "axlify"))
    ap.add_argument("--axl-loops", default=os.path.join(ROOT, "build", "bin", "axl-loops"))
    ap.add_argument("--axl-config", default=os.path.join(ROOT, "build", "bin", "axl-config"))
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--cxx", default=os.environ.get("CXX", "g++"), help="host compiler (default g++)")
    ap.add_argument("--jobs", "-j", type=int, default=1, help="TUs at once, and axlify -j (default 1)")
    ap.add_argument("--timeout", type=int, default=900, help="seconds axl-loops may take on one TU (default 900)")
    ap.add_argument("--compile-timeout", type=int, default=1800)
    ap.add_argument("--nice", type=int, default=10, help="niceness of the host compiles (default 10)")
    ap.add_argument("--reuse-port", action="store_true", help="keep the last run's ports")
    ap.add_argument("--no-cache", action="store_true", help="redo every TU")
    ap.add_argument("--no-compile", action="store_true", help="only axl-loops, no host compile")
    a = ap.parse_args()
    if not (a.te or a.llmc or a.own):
        ap.error("nothing to sweep: give --te, --llmc and/or --own")
    a.work = os.path.abspath(a.work)
    for tool in (a.axlify, a.axl_loops, a.axl_config):
        if not os.access(tool, os.X_OK):
            die("%s not found (build axl first: scripts/setup.sh)" % tool)
    cpu_cflags = shlex.split(subprocess.run([a.axl_config, "--backend", "cpu", "--cflags"],
                                            capture_output=True, text=True, check=True).stdout)
    groups = []
    for name, enabled, fn in (("te", a.te, te_units), ("llm.c", a.llmc, llmc_units), ("own", a.own, own_units)):
        if not enabled:
            continue
        work = os.path.join(a.work, name)
        os.makedirs(work, exist_ok=True)
        units = fn(a, work)
        log("%s: %d TUs" % (name, len(units)))

        # Every TU through axl-loops first (its crashes and reasons), then
        # the compiles, the long part.
        for compile_too in (False, True)[:1 if a.no_compile else 2]:
            def one(u, work=work, compile_too=compile_too):
                if u.status in (None, "ok"):
                    sweep_unit(a, u, work, cpu_cflags, compile_too)
                print(line(u), flush=True)
                return u
            rc.parallel(one, units, a.jobs)
        groups.append((name, units))
    results = {}
    for name, units in groups:
        t = totals(units)
        results[name] = dict(t, units=[u.result() for u in units])
        print("%s: %d TUs (%d Clang could not parse); kernels %d as loops, %d on fibers; axl-loops crashes %d, "
              "errors %d, time-outs %d; outputs that do not compile: %d where the port compiles, %d where it "
              "does not either, %d not compiled; ports that failed %d" % (
                  name, t["tus"], t["unparsed"], t["loops"], t["fibers"], t["crash"], t["error"], t["timeout"],
                  t["no compile (axl-loops)"], t["no compile (port too)"], t["not compiled"],
                  t["port failed"]))
        for r, n in t["reasons"].most_common():
            print("  %4d on fibers: %s" % (n, r))
    with open(os.path.join(a.work, "results.json"), "w") as f:
        json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
