#!/usr/bin/env python3
"""Port llm.c's dev/cuda kernels with axlify and compile the ports for AMD GPUs
through the HIP backend. Run by hand; not a test.

  python3 bench/real_code/hip.py --llmc /work/ext/llm.c --work /tmp/rc-hip -j 2 \\
      [--arch gfx90a --arch gfx1030] [--stub-common-blas]

It reuses bench/real_code/run.py (imported as rc):
  1. rc.configure_llmc writes llm.c's compile_commands.json (the flags of its
     Makefiles); rc.port runs axlify -p BUILD --in-root LLMC --out-dir
     WORK/port --copy-all --report WORK/port.json, restricted to
     dev/cuda/*.cu (--source-filter);
  2. BLAS: a TU needs a BLAS library when its own source, with the #ifdef
     branches the TU's -D flags leave out dropped, includes a cuBLAS,
     cuBLASLt or cuDNN header (cublas*.h, cudnn*.h). Such a TU is skipped.
     The local headers it includes are scanned too, and reported apart (llm.c's
     dev/cuda/common.h includes cublas_v2.h and cublasLt.h and calls
     cublasCreate in setup_main(), so every TU that includes it reaches
     cuBLAS through it: those are compiled, and the column says "via common.h");
  3. each other TU, for each --arch:
       hipcc -x hip $(axl-config --backend hip --cflags) --offload-arch=ARCH
             FLAGS PORT.cu -c -o OBJ
     where FLAGS are the TU's own flags as Clang reads them (axlify
     --print-units: -O3, -fopenmp, -I, -D; nvcc's --use_fast_math has no
     Clang equivalent and is dropped, as axlify drops it) with paths moved
     into the port, plus -ferror-limit=0 and -fmacro-prefix-map;
  4. links the object (hipcc OBJ -lamdhip64 [-fopenmp]) where the source
     defines main();
  5. compiles the device side to assembly (--offload-device-only -S) and
     looks for s_trap and for calls: s_swappc_b64 / s_setpc_b64 whose target
     register was loaded with a symbol (its @rel32 / @gotpcrel32 relocation),
     listed by callee (demangled) and the kernel they are in; a call through
     a register loaded otherwise is "indirect";
  6. with --stub-common-blas, a file that fails is compiled again from a
     scratch copy of its port (WORK/port-stub) whose common.h has its cuBLAS
     handles and setup commented out; link and assembly then come from it
     (marked "stubbed"); llm.c and the port itself are never changed;
  7. prints the table, the totals, every distinct error over all failing
     compiles (its first place, the names and the number of files and archs
     that have it; a backend's "NAME is not available on the HIP backend
     (WHY)" is one kind per WHY, and the errors Clang adds after it are one
     kind apart), the first error of each failing file, the calls and traps
     of the device assembly, and writes WORK/hip-results.json.
"""
import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import types

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run as rc  # noqa: E402  (bench/real_code/run.py)

ROOT = rc.ROOT
BLAS_HEADER = re.compile(r"^(cublas\w*|cudnn\w*)(\.h|\.hpp)?$")
BLAS_NAME = {"cublas_v2": "cuBLAS", "cublas": "cuBLAS", "cublas_api": "cuBLAS", "cublasLt": "cuBLASLt",
             "cublasXt": "cuBLASXt", "cudnn": "cuDNN", "cudnn_frontend": "cuDNN (frontend)"}
INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*([<"])([^>"]+)[>"]', re.M)


def log(msg):
    print("hip: " + msg, file=sys.stderr, flush=True)


# ------------------------------------------------------------- BLAS decision

def active_includes(path, defines):
    """(line, delimiter, header) of the #include lines of a file that the
    TU's -D flags (and the file's own #define/#undef above them) leave active:
    #ifdef/#ifndef/#if defined(X)/#if !defined(X) are decided, any other #if
    counts as taken (both its branches are scanned)."""
    try:
        with open(path, errors="replace") as f:
            text = f.read()
    except OSError:
        return []
    text = rc.code_only(text) if hasattr(rc, "code_only") else text
    defs = set(defines)
    stack = []  # each: [this branch active (True/False/None=unknown), some branch taken]
    out = []

    def active():
        return all(s[0] is not False for s in stack)

    for no, line in enumerate(text.splitlines(), 1):
        m = re.match(r"\s*#\s*(\w+)\s*(.*)", line)
        if not m:
            continue
        d, rest = m.group(1), m.group(2).strip()
        if d in ("ifdef", "ifndef"):
            name = rest.split()[0] if rest else ""
            v = (name in defs) == (d == "ifdef")
            stack.append([v, v])
        elif d == "if":
            mm = re.fullmatch(r"(!?)\s*defined\s*\(?\s*(\w+)\s*\)?", rest)
            v = None if not mm else ((mm.group(2) in defs) != bool(mm.group(1)))
            stack.append([v, bool(v)])
        elif d == "elif" and stack:
            stack[-1][0] = False if stack[-1][1] else None
        elif d == "else" and stack:
            top = stack[-1]
            top[0] = None if top[0] is None else not top[1]
        elif d == "endif" and stack:
            stack.pop()
        elif not active():
            continue
        elif d == "define":
            defs.add(rest.split("(")[0].split()[0] if rest else "")
        elif d == "undef":
            defs.discard(rest.split()[0] if rest else "")
        elif d == "include":
            mi = INCLUDE.match(line)
            if mi:
                out.append((no, mi.group(1), mi.group(2)))
    return out


def blas_of(src, defines):
    """({library: 'file:line'} the source includes itself,
        {library: 'header:line'} reached through its local headers)."""
    direct, via, seen = {}, {}, set()

    def lib(h):
        base = os.path.basename(h)
        if not BLAS_HEADER.match(base):
            return None
        stem = os.path.splitext(base)[0]
        return BLAS_NAME.get(stem, stem)

    def walk(path, top):
        if path in seen:
            return
        seen.add(path)
        for no, delim, h in active_includes(path, defines):
            name = lib(h)
            where = "%s:%d" % (os.path.basename(path), no)
            if name:
                (direct if top else via).setdefault(name, where)
            elif delim == '"':
                local = os.path.join(os.path.dirname(path), h)
                if os.path.isfile(local):
                    walk(local, False)

    walk(src, True)
    return direct, via


# ---------------------------------------------------------------- compiling

def hip_flags(u, in_root, out):
    """The TU's own flags as Clang reads them, paths moved into the port."""
    args = u["clang"]["args"]
    res = []
    for x in args:
        res.append(rc.map_arg(x, in_root, out, u["directory"]))
    return res


def defines_of(u):
    d = []
    for x in u["clang"]["args"]:
        if x.startswith("-D") and len(x) > 2:
            d.append(x[2:].split("=")[0])
    return d


def parse_errors(err, out, in_root):
    """[(where, message)] of the 'error:' lines of a compiler's output, paths
    in the port shown as the original's, axl's own headers from the axl root;
    where an error lies in axl's headers, the innermost port line of its
    include or instantiation stack is appended."""
    res = []
    ctx = None  # last port location seen in a note / include stack line
    for line in err.splitlines():
        m = re.match(r"^(?:In file included from |\s+from )?(\S+?):(\d+)(?::\d+)?[:,]", line)
        if m and not re.search(r": error: ", line):
            p = m.group(1)
            if p.startswith(out):
                ctx = "%s:%s" % (os.path.relpath(p, out), m.group(2))
        m = re.match(r"^(\S+?):(\d+):(\d+): (?:fatal )?error: (.*)$", line)
        if not m:
            if re.match(r"^(clang|hipcc|ld\.lld|lld|/usr/bin/ld)\S*: (?:error|fatal error): ", line) or \
                    "undefined reference" in line or "undefined symbol" in line:
                res.append(("(link)" if "undefined" in line else "(driver)", line.split(": ", 1)[-1].strip()))
            continue
        p, no, msg = m.group(1), m.group(2), m.group(4)
        if p.startswith(out):
            where = "%s:%s" % (os.path.relpath(p, out), no)
        elif p.startswith(ROOT):
            where = "%s:%s" % (os.path.relpath(p, ROOT), no) + (" (from %s)" % ctx if ctx else "")
        else:
            where = "%s:%s" % (p, no) + (" (from %s)" % ctx if ctx else "")
        res.append((where, msg))
    return res


NOT_AVAILABLE = re.compile(r"^(\w+) is not available on the HIP backend \((.*)\)$")
FOLLOW_ON = re.compile(r"'(\w+)_is_not_available_on_hip'")


def error_kind(msg):
    """(kind, name) of an error message: the message without its (aka ...)
    parts; a backend's 'NAME is not available on the HIP backend (WHY)' is
    one kind per WHY (name apart); the errors Clang adds after one (unknown
    type name / undeclared identifier 'NAME_is_not_available_on_hip') are one
    kind of their own."""
    k = re.sub(r"\s*\(aka '[^']*'\)", "", msg)
    k = re.sub(r"\s+", " ", k).strip()
    m = NOT_AVAILABLE.match(k)
    if m:
        return "NAME is not available on the HIP backend (%s)" % m.group(2), m.group(1)
    m = FOLLOW_ON.search(k)
    if m:
        return ("follow-on of a not-available NAME: unknown type name / use of undeclared identifier "
                "'NAME_is_not_available_on_hip'"), m.group(1)
    return k, None


def device_asm_check(path):
    """{'traps': [(function, line)], 'calls': {callee: [functions]}} of an
    AMDGPU assembly file."""
    traps, calls = [], {}
    func = None
    recent = []  # (line index, symbol) of the last relocated symbol loads
    demangle = {}
    with open(path, errors="replace") as f:
        lines = f.read().splitlines()
    for i, line in enumerate(lines):
        s = line.split(";", 1)[0].strip()
        m = re.match(r"^([A-Za-z_.$][\w.$]*):\s*$", s)
        if m and not m.group(1).startswith((".L", ".Lfunc", "$")):
            func = m.group(1)
            recent = []
            continue
        if not s:
            continue
        for sym in re.findall(r"([A-Za-z_.$][\w.$]*)@(?:rel32|gotpcrel32|gotpcrel|abs32)@(?:lo|hi)", s):
            recent.append((i, sym))
        op = s.split()[0]
        if op == "s_trap":
            traps.append((func, i + 1, s))
        elif op in ("s_swappc_b64", "s_setpc_b64"):
            regs = s.split(None, 1)[1] if len(s.split(None, 1)) > 1 else ""
            if op == "s_setpc_b64" and regs.strip() == "s[30:31]":
                continue  # a return
            near = [sym for (j, sym) in recent if i - j <= 12]
            callee = near[-1] if near else "(indirect)"
            calls.setdefault(callee, [])
            if func not in calls[callee]:
                calls[callee].append(func)
    names = set(calls) | set(fn for c in calls.values() for fn in c) | set(t[0] for t in traps if t[0])
    names.discard("(indirect)")
    if names:
        p = subprocess.run(["c++filt"], input="\n".join(sorted(names)), capture_output=True, text=True)
        demangle = dict(zip(sorted(names), p.stdout.splitlines()))
    dm = lambda n: demangle.get(n, n) if n else n
    return {"traps": [{"function": dm(t[0]), "asm_line": t[1], "insn": t[2]} for t in traps],
            "calls": {dm(k): [dm(f) for f in v] for k, v in sorted(calls.items())}}


def short(name, n=90):
    return name if len(name) <= n else name[:n - 3] + "..."


def stub_common_blas(out, dst):
    """A scratch copy of the port's dev/cuda with common.h's cuBLAS setup taken
    out, to see how the kernels themselves fare (llm.c's own code is never
    changed: the copy is in --work): cublasCheck takes an int, and every
    other line of common.h that names axlblas*/AXLBLAS_* (its handles, the
    cublasCreate/cublasLtCreate/cublasSetMathMode calls in setup_main) is
    commented out; #define lines are kept (a macro is an error only where
    used). The files that use cuBLAS themselves are skipped anyway."""
    if os.path.exists(dst):
        shutil.rmtree(dst)
    shutil.copytree(os.path.join(out, "dev", "cuda"), os.path.join(dst, "dev", "cuda"))
    path = os.path.join(dst, "dev", "cuda", "common.h")
    with open(path) as f:
        lines = f.read().split("\n")
    res = []
    for line in lines:
        line = re.sub(r"\baxlblasStatus_t\b", "int", line)
        line = re.sub(r"\bAXLBLAS_STATUS_SUCCESS\b", "0", line)
        if re.search(r"\b(axlblas\w*|AXLBLAS_\w*)", line) and not re.match(r"\s*#", line):
            line = "// [stubbed by bench/real_code/hip.py] " + line
        res.append(line)
    with open(path, "w") as f:
        f.write("\n".join(res))
    return dst


# --------------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0], epilog=__doc__.split("\n", 3)[3],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--llmc", required=True, metavar="PATH", help="llm.c checkout")
    ap.add_argument("--work", required=True, metavar="DIR", help="scratch: database, port, objects, logs")
    ap.add_argument("--jobs", "-j", type=int, default=2, help="axlify -j and parallel hipcc runs")
    ap.add_argument("--axlify", default=os.path.join(ROOT, "build", "bin", "axlify"))
    ap.add_argument("--axl-config", default=os.path.join(ROOT, "build", "bin", "axl-config"))
    ap.add_argument("--hipcc", default=shutil.which("hipcc") or "/usr/bin/hipcc")
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"),
                    help="CUDA toolkit axlify parses the originals against")
    ap.add_argument("--arch", action="append", help="offload arch (repeatable; default gfx90a, gfx1030)")
    ap.add_argument("--reuse-port", action="store_true", help="keep WORK/port of the last run")
    ap.add_argument("--only", metavar="REGEX", help="only dev/cuda files whose name matches")
    ap.add_argument("--stub-common-blas", action="store_true",
                    help="where a file fails, compile it again from a scratch copy of the port whose "
                    "common.h has its cuBLAS setup commented out (link and asm then come from it)")
    ap.add_argument("--timeout", type=int, default=600, help="seconds per hipcc run")
    a = ap.parse_args()
    archs = a.arch or ["gfx90a", "gfx1030"]
    a.work = os.path.abspath(a.work)
    a.llmc = os.path.abspath(a.llmc)
    os.makedirs(a.work, exist_ok=True)
    for t in (a.axlify, a.axl_config, a.hipcc):
        if not os.access(t, os.X_OK):
            rc.die("%s not found" % t)

    # 1. database and port (run.py's own functions)
    ra = types.SimpleNamespace(llmc=a.llmc, cuda_path=a.cuda_path, axlify=a.axlify, jobs=a.jobs,
                               reuse_port=a.reuse_port, work=a.work,
                               source_filter=r"/dev/cuda/[^/]+\.cu$")
    build, in_root = rc.configure_llmc(ra, a.work)
    in_root = os.path.normpath(in_root)
    reading = rc.read_units(ra, build)
    out, rep, ptime = rc.port(ra, "llm.c", build, in_root, a.work)
    log("port: exit %d, %.1f s wall (%s)" % (ptime["exit"], ptime["wall"], out))
    srcs = sorted(s for s in reading if os.path.dirname(s) == os.path.join(in_root, "dev", "cuda"))
    if a.only:
        srcs = [s for s in srcs if re.search(a.only, os.path.basename(s))]
    cflags = shlex.split(subprocess.run([a.axl_config, "--backend", "hip", "--cflags"], capture_output=True,
                                        text=True, check=True).stdout)
    libs = shlex.split(subprocess.run([a.axl_config, "--backend", "hip", "--libs"], capture_output=True,
                                      text=True, check=True).stdout)
    hipver = subprocess.run([a.hipcc, "--version"], capture_output=True, text=True).stdout.splitlines()
    objdir = os.path.join(a.work, "hip")
    if os.path.exists(objdir):
        shutil.rmtree(objdir)
    os.makedirs(objdir)

    stub_dir = None
    if a.stub_common_blas:
        stub_dir = stub_common_blas(out, os.path.join(a.work, "port-stub"))

    rows = {}
    jobs = []
    for s in srcs:
        u = reading[s]
        rel = os.path.relpath(s, in_root)
        direct, via = blas_of(s, defines_of(u))
        with open(s, errors="replace") as f:
            has_main = re.search(r"^\s*int\s+main\s*\(", rc.code_only(f.read()), re.M) is not None
        rows[rel] = {"source": rel, "blas_direct": direct, "blas_via": via, "main": has_main,
                     "port": rc.map_path(s, in_root, out), "flags": hip_flags(u, in_root, out),
                     "compile": {}, "stub": {}, "link": {}, "asm": {}}
        if not direct:
            for arch in archs:
                jobs.append((rel, arch))

    def hipcc(cmd, tag):
        wall, cpu, rss, st, err = rc.run(cmd, timeout=a.timeout)
        with open(tag + ".log", "w") as f:
            f.write(" ".join(shlex.quote(x) for x in cmd) + "\n" + err)
        return st, err, wall

    def compile_one(r, arch, tree, tag):
        """compile (and, if it compiles, link and check the device asm of) the
        file in the ported tree TREE (the port, or the stubbed copy)."""
        base = os.path.join(objdir, tag, arch, os.path.splitext(os.path.basename(r["source"]))[0])
        os.makedirs(os.path.dirname(base), exist_ok=True)
        src = os.path.join(tree, r["source"])
        flags = [x.replace(out, tree) if tree != out else x for x in r["flags"]]
        pm = "-fmacro-prefix-map=%s/=%s/" % (tree, in_root)
        common = [a.hipcc, "-x", "hip"] + cflags + ["--offload-arch=" + arch] + flags + ["-ferror-limit=0", pm]
        if not os.path.exists(src):
            return {"ok": False, "errors": [("(port)", "ported source missing: " + src)]}, None, None
        st, err, wall = hipcc(common + [src, "-c", "-o", base + ".o"], base + ".compile")
        errs = parse_errors(err, tree, in_root) if st else []
        if st and not errs:
            errs = [("(hipcc)", rc.first_error(err) or "exit %d" % st)]
        comp = {"ok": st == 0, "errors": errs, "seconds": round(wall, 1)}
        log("%s %s %s: compile %s (%.0f s)" % (r["source"], arch, tag, "ok" if st == 0 else "FAILED", wall))
        if st:
            return comp, None, None
        link = None
        if r["main"]:
            extra = ["-fopenmp"] if "-fopenmp" in flags else []
            st, err, _ = hipcc([a.hipcc, base + ".o", "-o", base] + extra + libs, base + ".link")
            errs = parse_errors(err, tree, in_root) if st else []
            if st and not errs:
                errs = [("(link)", rc.first_error(err) or "exit %d" % st)]
            link = {"ok": st == 0, "errors": errs, "variant": tag}
        st, err, _ = hipcc(common + ["--offload-device-only", "-S", src, "-o", base + ".s"], base + ".asm")
        asm = device_asm_check(base + ".s") if st == 0 else {"error": rc.first_error(err)}
        asm["variant"] = tag
        return comp, link, asm

    def one(job):
        rel, arch = job
        r = rows[rel]
        comp, link, asm = compile_one(r, arch, out, "port")
        r["compile"][arch] = comp
        if not comp["ok"] and stub_dir:
            comp2, link2, asm2 = compile_one(r, arch, stub_dir, "stub")
            r["stub"][arch] = comp2
            link, asm = link2, asm2
        if link:
            r["link"][arch] = link
        if asm:
            r["asm"][arch] = asm

    rc.parallel(one, jobs, a.jobs)

    # ------------------------------------------------------------- report
    def blas_cell(r):
        if r["blas_direct"]:
            return "skipped: " + ", ".join("%s (%s)" % kv for kv in sorted(r["blas_direct"].items()))
        if r["blas_via"]:
            return "no (common.h: %s)" % ", ".join(sorted(r["blas_via"]))
        return "no"

    def comp_cell(r, arch):
        c = r["compile"].get(arch)
        if c is None:
            return "-"
        cell = "ok" if c["ok"] else "FAIL (%d errors)" % len(c["errors"])
        st = r["stub"].get(arch)
        if st is not None:
            cell += "; stubbed: " + ("ok" if st["ok"] else "FAIL (%d)" % len(st["errors"]))
        return cell

    def link_cell(r):
        if r["blas_direct"]:
            return "-"
        if not r["main"]:
            return "no main"
        res = ["%s%s" % ("ok" if r["link"][x]["ok"] else "FAIL", " (stubbed)" if r["link"][x]["variant"] == "stub"
                         else "") for x in archs if x in r["link"]]
        return "/".join(res) if res else "-"

    def asm_cell(r):
        parts = []
        for arch in archs:
            x = r["asm"].get(arch)
            if x is None:
                continue
            tag = " (stubbed)" if x["variant"] == "stub" else ""
            if "error" in x:
                parts.append("%s%s: -S failed" % (arch, tag))
                continue
            nt = len(x["traps"])
            nc = sum(len(v) for v in x["calls"].values())
            if nt or nc:
                parts.append("%s%s: %d s_trap; calls: %s" % (arch, tag, nt, ", ".join(
                    "%s x%d" % (short(k, 40), len(v)) for k, v in x["calls"].items()) or "none"))
            else:
                parts.append("%s%s: clean" % (arch, tag))
        return "; ".join(parts) if parts else "-"

    head = ["file", "needs BLAS"] + ["%s compile" % x for x in archs] + ["link", "device asm"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for rel, r in sorted(rows.items()):
        print("| " + " | ".join([os.path.basename(rel), blas_cell(r)] + [comp_cell(r, x) for x in archs] +
                                [link_cell(r), asm_cell(r)]) + " |")

    n = len(rows)
    compiled = [r for r in rows.values() if not r["blas_direct"]]
    mains = [r for r in compiled if r["main"]]
    print("\ntotals: %d files; %d skipped (a BLAS header in the file itself); %d compiled, %d of them "
          "reach cuBLAS/cuBLASLt through common.h" % (
              n, n - len(compiled), len(compiled), sum(1 for r in compiled if r["blas_via"])))
    for x in archs:
        ok = sum(1 for r in compiled if r["compile"].get(x, {}).get("ok"))
        line = "  %s: compile %d/%d" % (x, ok, len(compiled))
        if stub_dir:
            sok = sum(1 for r in compiled if r["compile"].get(x, {}).get("ok") or r["stub"].get(x, {}).get("ok"))
            line += " (with common.h's cuBLAS stubbed: %d/%d)" % (sok, len(compiled))
        linked = sum(1 for r in mains if r["link"].get(x, {}).get("ok"))
        checked = [r["asm"][x] for r in compiled if x in r["asm"] and "error" not in r["asm"][x]]
        clean = sum(1 for c in checked if not c["traps"] and not c["calls"])
        line += "; link %d/%d files with main; device asm without s_trap or calls %d/%d checked" % (
            linked, len(mains), clean, len(checked))
        print(line)

    def group(stage_key):
        kinds = {}
        for rel, r in sorted(rows.items()):
            for arch in archs:
                c = r[stage_key].get(arch)
                if not c or c["ok"]:
                    continue
                for where, msg in c["errors"]:
                    k, name = error_kind(msg)
                    e = kinds.setdefault(k, {"files": set(), "archs": set(), "places": 0, "first": None,
                                             "names": []})
                    e["files"].add(os.path.basename(rel))
                    e["archs"].add(arch)
                    e["places"] += 1
                    if name and name not in e["names"]:
                        e["names"].append(name)
                    if e["first"] is None:
                        e["first"] = "%s: %s" % (where, msg)
        return kinds

    kinds = {}
    for stage_key, label in (("compile", "compile"), ("stub", "compile, common.h's cuBLAS stubbed"),
                             ("link", "link")):
        kinds[stage_key] = group(stage_key)
        if not kinds[stage_key]:
            continue
        print("\nerrors by kind (%s), over all failing files; files, archs, error lines over archs:" % label)
        for k, e in sorted(kinds[stage_key].items(), key=lambda kv: (-len(kv[1]["files"]), kv[0])):
            print("  %d files, %s, %d lines: %s" % (len(e["files"]), "+".join(sorted(e["archs"])), e["places"], k))
            if e["names"]:
                print("      names (%d): %s" % (len(e["names"]), " ".join(e["names"])))
            print("      first: %s" % e["first"])
            print("      files: %s" % " ".join(sorted(e["files"])))
    first = {}
    for rel, r in sorted(rows.items()):
        for arch in archs:
            c = r["compile"].get(arch)
            if c and not c["ok"] and c["errors"]:
                first.setdefault(error_kind(c["errors"][0][1])[0], set()).add(os.path.basename(rel))
    if first:
        print("\nfirst error of each failing file, by kind:")
        for k, fs in sorted(first.items(), key=lambda kv: -len(kv[1])):
            print("  %d files: %s (%s)" % (len(fs), k, " ".join(sorted(fs))))
    for rel, r in sorted(rows.items()):
        for arch in archs:
            x = r["asm"].get(arch)
            if x and "error" not in x and (x["traps"] or x["calls"]):
                print("\n%s %s device asm%s:" % (os.path.basename(rel), arch,
                                                 " (stubbed)" if x["variant"] == "stub" else ""))
                for k, v in x["calls"].items():
                    print("  call %s  in %s" % (k, "; ".join(short(f, 80) for f in v)))
                tf = {}
                for t in x["traps"]:
                    tf[t["function"]] = tf.get(t["function"], 0) + 1
                for f_, c in tf.items():
                    print("  s_trap x%d in %s" % (c, short(f_ or "?", 100)))

    def jsonable(c):
        return dict(c, errors=[list(e) for e in c["errors"]])

    res = {"llmc_commit": rc.git_head(a.llmc), "axlify": rc.axlify_version(a.axlify), "hipcc": hipver[:2],
           "archs": archs, "cflags": cflags, "libs": libs, "port": ptime, "stub_dir": stub_dir,
           "files": {k: dict(v, compile={x: jsonable(c) for x, c in v["compile"].items()},
                             stub={x: jsonable(c) for x, c in v["stub"].items()},
                             link={x: jsonable(c) for x, c in v["link"].items()})
                     for k, v in rows.items()},
           "error_kinds": {sk: {k: dict(e, files=sorted(e["files"]), archs=sorted(e["archs"]))
                                for k, e in g.items()} for sk, g in kinds.items()}}
    with open(os.path.join(a.work, "hip-results.json"), "w") as f:
        json.dump(res, f, indent=1)
    print("\nllm.c %s; %s; %s; logs: %s/{port,stub}/<arch>/<file>.{compile,link,asm}.log; details: %s" % (
        res["llmc_commit"][:12], res["axlify"].splitlines()[0] if res["axlify"] else "?",
        hipver[0] if hipver else "?", objdir, os.path.join(a.work, "hip-results.json")))

if __name__ == "__main__":
    main()
