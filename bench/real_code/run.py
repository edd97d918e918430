#!/usr/bin/env python3
"""Port real CUDA codebases with axlify, build the ports through the CUDA
backend, and print one line of figures per codebase. Run by hand; not a test.

  python3 bench/real_code/run.py --work /tmp/rc --llmc ~/llm.c --te ~/TransformerEngine

For each codebase given (--te, --llmc) it
  1. configures: TransformerEngine's transformer_engine/common with CMake
     (CMAKE_EXPORT_COMPILE_COMMANDS, CMAKE_CUDA_ARCHITECTURES=90; cached in
     --work while the checkout's commit and the arguments stay the same);
     llm.c has no CMake, so a compile_commands.json is written with the flags
     of llm.c's Makefiles (train_gpt2.cu, test_gpt2.cu, profile_gpt2.cu,
     dev/cuda/*.cu; as on a machine with one sm_90 GPU, NCCL and Open MPI);
  2. ports: axlify -p BUILD --in-root ROOT --out-dir PORT --copy-all
     --report port.json, timed (wall, CPU, peak RSS), against
     clang++-22 -fsyntax-only --cuda-host-only over the same TUs, same flags;
  3. builds the original and the ported TUs with their own compilers and
     flags (+ axl-config --backend cuda --cflags for the port), objects only,
     with nvcc -keep so that the PTX of both is compared (comments, .file,
     .loc and debug sections stripped); results are cached in --work by the
     content of every file a TU read, so a rerun compiles only what changed;
  4. runs axl-prove -p BUILD --in-root ROOT --out-dir PORT --json FILE when
     it exists (build/bin/axl-prove), else says "axl-prove not found";
  5. scans the ported files for vendor identifiers (cuda*, cu[A-Z]*, CU_*,
     cublas*, nccl*, cudnn*, __nv_*, cutlass::, cute::, cub::, ...; outside
     comments and strings; names declared by the vendor's headers, not the
     project's own cudaCheck) and vendor headers still included; a name that
     no finding of the report names at that file is a silent leftover;
  6. prints the figures line, and writes --work/NAME/results.json (every TU:
     compile status and first error, PTX identity; every silent leftover).
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CACHE_VERSION = 1

# The device pass's prelude, as bench/axlify_speed.py and axlify use it.
PRELUDE = ('#pragma once\nextern "C" __host__ __device__ int cudaConfigureCall(dim3, dim3, '
           'unsigned long = 0, struct CUstream_st * = 0);\n')


def log(msg):
    print("real_code: " + msg, file=sys.stderr, flush=True)


def die(msg):
    sys.exit("real_code: error: " + msg)


# ---------------------------------------------------------------- processes

def run(cmd, cwd=None, timeout=None, stdout=None):
    """(wall s, cpu s, max RSS MiB, exit status, stderr) of one process and its
    children, measured as bench/axlify_speed.py does (os.wait4)."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, cwd=cwd, stdout=stdout or subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = []
    reader = threading.Thread(target=lambda: err.append(p.stderr.read()))
    reader.start()
    timer = None
    if timeout:
        timer = threading.Timer(timeout, p.kill)
        timer.start()
    _, status, ru = os.wait4(p.pid, 0)
    if timer:
        timer.cancel()
    reader.join()
    p.stderr.close()
    p.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - t
    return (wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024.0, p.returncode,
            b"".join(err).decode(errors="replace"))


def parallel(fn, items, jobs):
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        return list(ex.map(fn, items))


def git_head(path):
    try:
        return subprocess.run(["git", "-C", path, "rev-parse", "HEAD"], capture_output=True,
                              text=True, check=True).stdout.strip()
    except (subprocess.CalledProcessError, OSError):
        return "unknown"


def cuda_version(cuda):
    try:
        with open(os.path.join(cuda, "include", "cuda.h")) as f:
            for line in f:
                if line.startswith("#define CUDA_VERSION "):
                    v = int(line.split()[2])
                    return v // 1000, v % 1000 // 10
    except OSError:
        pass
    return 0, 0


# --------------------------------------------------------- compile commands

def read_units(a, build):
    """{source: unit} of the compile database, as axlify reads each command
    (axlify -p BUILD --print-units --json): the first entry per source. The
    reading is the one axlify ports with and axl-prove proves with."""
    p = subprocess.run([a.axlify, "-p", build, "--print-units", "--json"],
                       capture_output=True, text=True)
    if p.returncode:
        die("%s: axlify --print-units failed:\n%s" % (build, p.stderr[-3000:]))
    units = {}
    for u in json.loads(p.stdout)["units"]:
        units.setdefault(os.path.normpath(u["source"]), u)
    return units


def unit_argv(u):
    """The unit's compiler and flags (outputs dropped, source absolute), with
    nvcc's target flags as the command spells them."""
    out = [u["compiler"]]
    for f in u["flags"]:
        if f["kind"] == "source":
            out.append(os.path.normpath(u["source"]))
        elif f["kind"] in ("dir", "file"):
            out += [f["flag"], f["value"]] if f["style"] == " " else [f["flag"] + f["style"] + f["value"]]
        else:
            out.append(f["flag"])
    return out + u["target_flags"]


# The raw reading of a database entry, for bench/te_cpu (which imports this
# file): it compiles TE's port for the CPU backend with host flags of its
# own. This harness reads the commands through axlify (read_units).

def entry_args(e):
    """The argv of a compile_commands.json entry, response files expanded
    (nvcc --options-file/-optf, @file), relative to the entry's directory."""
    args = e["arguments"] if "arguments" in e else shlex.split(e["command"])
    out, i = [], 0
    while i < len(args):
        a = args[i]
        rsp = None
        if a in ("--options-file", "-optf") and i + 1 < len(args):
            rsp, i = args[i + 1], i + 1
        elif a.startswith(("--options-file=", "-optf=")):
            rsp = a.split("=", 1)[1]
        elif a.startswith("@") and len(a) > 1:
            rsp = a[1:]
        if rsp is None:
            out.append(a)
        else:
            path = os.path.join(e["directory"], rsp)
            try:
                with open(path) as f:
                    out += shlex.split(f.read())
            except OSError:
                out.append(a)  # left for the compiler to complain about
        i += 1
    return out


def source_of(e):
    return os.path.normpath(os.path.join(e["directory"], e["file"]))


def is_nvcc(args):
    return os.path.basename(args[0]).startswith("nvcc")


# nvcc options that take a value as the next argument and mean nothing to Clang.
NVCC_VALUE_OPTS = {"--generate-code", "-gencode", "-arch", "--gpu-architecture", "-code",
                   "--gpu-code", "--threads", "-t", "-ccbin", "--compiler-bindir", "-maxrregcount",
                   "--maxrregcount", "-Xptxas", "--ptxas-options", "-Xnvlink", "--nvlink-options",
                   "-Xcudafe", "-Xfatbin", "--default-stream", "-rdc", "--relocatable-device-code",
                   "-dopt", "--dopt", "--machine", "-m", "-MF", "-MT", "-MQ", "--dependency-output",
                   "-odir", "--output-directory"}


def clang_flags(args, src, cwd):
    """Clang flags for a parse of the TU with the flags of its compile command
    (nvcc's translated, the rest of nvcc's dropped): -I -isystem -D -U
    -include -std -O and the host compiler's -f flags."""
    out, i, nvcc = [], 1, is_nvcc(args)
    while i < len(args):
        a = args[i]
        nxt = args[i + 1] if i + 1 < len(args) else None
        if a in ("-o", "-x") or (nvcc and a in NVCC_VALUE_OPTS):
            i += 2
            continue
        if os.path.normpath(os.path.join(cwd, a)) == src:
            i += 1
            continue
        for opt in ("-I", "-isystem", "-iquote", "-idirafter", "-include", "-D", "-U"):
            if a == opt and nxt is not None:
                out += [opt, nxt]
                i += 1
                break
            if a.startswith(opt + "=") and opt in ("-isystem", "-I"):
                out += [opt, a[len(opt) + 1:]]
                break
            if a.startswith(opt) and opt in ("-I", "-D", "-U") and len(a) > 2:
                out.append(a)
                break
            if a.startswith(opt) and len(a) > len(opt) and opt in ("-isystem", "-include"):
                out += [opt, a[len(opt):]]
                break
        else:
            if a.startswith(("-std=", "--std=")):
                out.append("-std=" + a.split("=", 1)[1])
            elif a in ("-std", "--std") and nxt:
                out.append("-std=" + nxt)
                i += 1
            elif re.match(r"-O\d?$|-Os$|-Ofast$", a):
                out.append(a)
            elif a.startswith(("-Xcompiler=", "--compiler-options=")):
                out += [f for f in a.split("=", 1)[1].split(",") if f.startswith("-f")]
            elif a in ("-Xcompiler", "--compiler-options") and nxt:
                out += [f for f in nxt.split(",") if f.startswith("-f")]
                i += 1
            elif not nvcc and a.startswith("-f"):
                out.append(a)
        i += 1
    return out


# ------------------------------------------------------------ configuration

def find_nccl_include(cuda):
    for d in (os.path.join(cuda, "include"), "/usr/include", "/opt/nvidia/nccl/include",
              "/usr/local/nccl/include"):
        if os.path.exists(os.path.join(d, "nccl.h")):
            return d
    return None


def configure_te(a, work):
    te = os.path.abspath(a.te)
    common = os.path.join(te, "transformer_engine", "common")
    if not os.path.isfile(os.path.join(common, "CMakeLists.txt")):
        die("%s is not a TransformerEngine checkout (no transformer_engine/common/CMakeLists.txt)" % te)
    for sub, probe in (("cutlass", "include/cutlass/cutlass.h"),
                       ("cudnn-frontend", "include/cudnn_frontend.h")):
        if not os.path.exists(os.path.join(te, "3rdparty", sub, probe)):
            die("%s/3rdparty/%s/%s missing: check out %s there (bench/real_code/README.md)"
                % (te, sub, probe, sub))
    gen = {"ninja": "Ninja", "make": "Unix Makefiles"}[a.generator]
    build = os.path.join(work, "build-" + a.generator)
    nccl = find_nccl_include(a.cuda_path)
    py = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable
    args = ["cmake", "-S", common, "-B", build, "-G", gen,
            "-DCMAKE_BUILD_TYPE=Release",
            "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON",
            "-DCMAKE_CUDA_ARCHITECTURES=90",
            "-DCMAKE_CUDA_COMPILER=" + os.path.join(a.cuda_path, "bin", "nvcc"),
            "-DCUDNN_FRONTEND_INCLUDE_DIR=" + os.path.join(te, "3rdparty", "cudnn-frontend", "include"),
            "-DNVTE_WITH_NCCL_EP=OFF",  # needs nccl-extensions built first
            "-DPython_EXECUTABLE=" + py]
    if nccl:
        args.append("-DNCCL_INCLUDE_DIR=" + nccl)
    args += a.cmake_arg
    stamp = {"args": args, "commits": [git_head(te), git_head(os.path.join(te, "3rdparty", "cutlass")),
                                       git_head(os.path.join(te, "3rdparty", "cudnn-frontend"))]}
    stamp_path = os.path.join(build, "real_code_stamp.json")
    db = os.path.join(build, "compile_commands.json")
    try:
        with open(stamp_path) as f:
            if json.load(f) == stamp and os.path.exists(db):
                log("te: configure cached (%s)" % build)
                return build, os.path.join(te, "transformer_engine")
    except (OSError, ValueError):
        pass
    log("te: configuring: " + " ".join(shlex.quote(x) for x in args))
    os.makedirs(build, exist_ok=True)
    p = subprocess.run(args, capture_output=True, text=True)
    with open(os.path.join(work, "configure.log"), "w") as f:
        f.write(p.stdout + p.stderr)
    if p.returncode != 0 or not os.path.exists(db):
        die("te: CMake failed (%s/configure.log):\n%s" % (work, (p.stdout + p.stderr)[-3000:]))
    with open(stamp_path, "w") as f:
        json.dump(stamp, f, indent=1)
    return build, os.path.join(te, "transformer_engine")


def configure_llmc(a, work):
    """compile_commands.json with the flags of llm.c's Makefile (root TUs) and
    dev/cuda/Makefile, for GPU_COMPUTE_CAPABILITY=90, PRECISION=BF16,
    NCCL and Open MPI found, cuDNN off (its default)."""
    llmc = os.path.abspath(a.llmc)
    if not os.path.isfile(os.path.join(llmc, "train_gpt2.cu")):
        die("%s is not an llm.c checkout (no train_gpt2.cu)" % llmc)
    build = os.path.join(work, "build")
    os.makedirs(build, exist_ok=True)
    nvcc = os.path.join(a.cuda_path, "bin", "nvcc")
    arch = ["--generate-code", "arch=compute_90,code=[compute_90,sm_90]"]
    mpi = "/usr/lib/x86_64-linux-gnu/openmpi/include"
    root_flags = ["--threads=0", "-t=0", "--use_fast_math", "-std=c++17", "-O3"] + arch
    if find_nccl_include(a.cuda_path):
        root_flags.append("-DMULTI_GPU")
    if os.path.isdir(mpi):
        root_flags += ["-DUSE_MPI"]
    root_flags.append("-DENABLE_BF16")
    mpi_inc = ["-I" + mpi + "/"] if os.path.isdir(mpi) else []
    db = []
    obj = lambda f: os.path.join(build, f.replace("/", "_") + ".o")
    for f in ("train_gpt2.cu", "test_gpt2.cu", "profile_gpt2.cu"):
        extra = ["-lineinfo"] if f == "profile_gpt2.cu" else []
        src = os.path.join(llmc, f)
        db.append({"directory": llmc, "file": src,
                   "arguments": [nvcc, "-c"] + root_flags + extra + [src] + mpi_inc + ["-o", obj(f)]})
    dev = os.path.join(llmc, "dev", "cuda")
    for f in sorted(os.listdir(dev)):
        if not f.endswith(".cu"):
            continue
        src = os.path.join(dev, f)
        if f == "nccl_all_reduce.cu":
            flags = ["-std=c++17", "-I" + mpi + "/"]
        else:
            flags = ["-O3", "--use_fast_math"] + arch + ["-std=c++17"]
            if f in ("matmul_forward.cu", "matmul_backward.cu"):
                flags += ["-Xcompiler", "-fopenmp"]
        db.append({"directory": dev, "file": src,
                   "arguments": [nvcc, "-c"] + flags + [src, "-o", obj("dev/cuda/" + f)]})
    with open(os.path.join(build, "compile_commands.json"), "w") as f:
        json.dump(db, f, indent=1)
    return build, llmc


# ------------------------------------------------------------------ porting

def port(a, name, build, in_root, work):
    out = os.path.join(work, "port")
    report = os.path.join(work, "port.json")
    timing = os.path.join(work, "port-timing.json")
    if a.reuse_port:
        try:
            with open(report) as f, open(timing) as g:
                log("%s: reusing the port of the last run (%s)" % (name, out))
                return out, json.load(f), json.load(g)
        except (OSError, ValueError):
            die("%s: --reuse-port: no complete earlier port in %s" % (name, work))
    if os.path.exists(out):
        shutil.rmtree(out)
    for stale in (report,):
        if os.path.exists(stale):
            os.remove(stale)
    cmd = [a.axlify, "-p", build, "--in-root", in_root, "--out-dir", out, "--copy-all",
           "--report", report, "-j", str(a.jobs), "--progress=never"]
    if a.source_filter:
        cmd.append("--source-filter=" + a.source_filter)
    log("%s: porting: %s" % (name, " ".join(shlex.quote(x) for x in cmd)))
    wall, cpu, rss, st, err = run(cmd)
    with open(os.path.join(work, "axlify.log"), "w") as f:
        f.write(err)
    if st not in (0, 1) or not os.path.exists(report):
        die("%s: axlify failed (exit %d, %s/axlify.log):\n%s" % (name, st, work, err[-3000:]))
    with open(report) as f:
        rep = json.load(f)
    ptime = {"wall": wall, "cpu": cpu, "rss": rss, "exit": st, "command": cmd,
             "axlify": axlify_version(a.axlify),
             "axlify_mtime": time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(os.path.getmtime(a.axlify))),
             "when": time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime())}
    with open(timing, "w") as f:
        json.dump(ptime, f)
    return out, rep, ptime


def syntax_times(a, reading, units, cache):
    """CPU seconds of clang -fsyntax-only (--cuda-host-only for CUDA) over the
    TUs, with their own flags; cached per command (it times the original)."""
    clang = shutil.which("clang++-22") or "clang++"
    prelude_dir = os.path.join(a.work, "prelude")
    os.makedirs(prelude_dir, exist_ok=True)
    major, minor = cuda_version(a.cuda_path)
    cuda_base = ["-x", "cuda", "-D__CUDACC_VER_MAJOR__=%d" % major,
                 "-D__CUDACC_VER_MINOR__=%d" % minor, "-D__CUDACC_VER_BUILD__=0",
                 "--cuda-path=" + a.cuda_path, "--cuda-gpu-arch=sm_90", "-nocudalib",
                 "-Wno-unknown-cuda-version", "-isystem", a.cuda_path + "/include/cccl",
                 "--cuda-host-only"]

    def one(src):
        u = reading[src]
        cuda = u["nvcc"] or u["cuda"]
        # The flags axlify's parse gets (nvcc's translated for Clang).
        cmd = [clang, "-fsyntax-only", "-w", "-ferror-limit=0"] + (cuda_base if cuda else []) + \
            u["clang"]["args"] + [src]
        key = "syntax:" + json.dumps([cmd, u["directory"]])
        hit = cache.get(key)
        if hit and not a.no_cache:
            return hit
        wall, cpu, rss, st, err = run(cmd, cwd=u["directory"])
        r = {"wall": wall, "cpu": cpu, "rss": rss, "exit": st,
             "errors": len(re.findall(r": error: ", err))}
        cache.put(key, r)
        return r

    res = parallel(one, units, a.jobs)
    return {"cpu": sum(r["cpu"] for r in res), "wall": sum(r["wall"] for r in res),
            "rss": max([r["rss"] for r in res] or [0]), "errors": sum(r["errors"] for r in res)}


# ----------------------------------------------------------------- building

class Cache:
    """results keyed by a string, valid while the files they name keep their
    content (sha1, computed once per run per path)."""

    def __init__(self, path):
        self.path, self.lock, self.hashes = path, threading.Lock(), {}
        try:
            with open(path) as f:
                d = json.load(f)
            self.data = d["entries"] if d.get("version") == CACHE_VERSION else {}
        except (OSError, ValueError, KeyError):
            self.data = {}

    def digest(self, path):
        with self.lock:
            if path in self.hashes:
                return self.hashes[path]
        try:
            with open(path, "rb") as f:
                h = hashlib.sha1(f.read()).hexdigest()
        except OSError:
            h = None
        with self.lock:
            self.hashes[path] = h
        return h

    def get(self, key):
        with self.lock:
            v = self.data.get(key)
        if not v:
            return None
        for p, h in v.get("_deps", {}).items():
            if self.digest(p) != h:
                return None
        return v

    def put(self, key, value, deps=()):
        value = dict(value)
        value["_deps"] = {p: self.digest(p) for p in deps}
        with self.lock:
            self.data[key] = value

    def save(self):
        with self.lock:
            tmp = self.path + ".tmp"
            with open(tmp, "w") as f:
                json.dump({"version": CACHE_VERSION, "entries": self.data}, f)
            os.replace(tmp, self.path)


def read_depfile(path):
    try:
        with open(path) as f:
            text = f.read().replace("\\\n", " ")
    except OSError:
        return []
    deps = []
    for line in text.splitlines():
        if ":" not in line:
            continue
        deps += line.split(":", 1)[1].split()
    return sorted(set(os.path.normpath(d) for d in deps))


def normalize_ptx(text):
    out, skip = [], 0
    for line in text.splitlines():
        s = line.split("//", 1)[0].rstrip()
        st = s.strip()
        if skip:
            skip += st.count("{") - st.count("}")
            continue
        if st.startswith(".section") and ".debug" in st:
            skip = max(1, st.count("{") - st.count("}")) if "{" in st else 1
            if "{" in st and st.count("{") == st.count("}"):
                skip = 0
            continue
        if not st or st.startswith((".file", ".loc", "@@DWARF")):
            continue
        # Internal-linkage names carry a hash of the compiled file's path.
        st = re.sub(r"(_GLOBAL__N__|_INTERNAL_)[0-9a-f]{8}_", r"\1H_", st)
        out.append(st)
    return "\n".join(out)


def ptx_digest(path):
    try:
        with open(path, errors="replace") as f:
            return hashlib.sha1(normalize_ptx(f.read()).encode()).hexdigest()
    except OSError:
        return None


def first_error(err):
    for line in err.splitlines():
        if re.search(r"\berror\b", line, re.I) and "errors detected" not in line:
            return line.strip()
    lines = [l for l in err.splitlines() if l.strip()]
    return lines[-1].strip() if lines else ""


def map_path(p, in_root, out):
    """p under in_root, in the ported tree; any other path as it is."""
    n = os.path.normpath(p)
    if n == in_root or n.startswith(in_root + os.sep):
        return os.path.join(out, os.path.relpath(n, in_root))
    return p


def map_arg(arg, in_root, out, cwd):
    """The argument with a path in it that lies under in_root moved into the
    ported tree: a plain path, -I/x, -isystem=/x, -include x,
    -Xcompiler=-I/x,-include,/y."""
    def mp(p):
        if not p:
            return p
        full = os.path.normpath(p if os.path.isabs(p) else os.path.join(cwd, p))
        mapped = map_path(full, in_root, out)
        return mapped if mapped != full else p
    for pre in ("-Xcompiler=", "--compiler-options="):
        if arg.startswith(pre):
            return pre + ",".join(map_arg(x, in_root, out, cwd) for x in arg[len(pre):].split(","))
    m = re.match(r"(-I|-isystem=?|-iquote=?|-idirafter=?|-include=?|-imacros=?|"
                 r"--include-path=|--system-include=|--pre-include=)(.+)$", arg)
    if m:
        return m.group(1) + mp(m.group(2))
    if arg.startswith("-") or not (os.path.isabs(arg) or os.path.exists(os.path.join(cwd, arg))):
        return arg
    return mp(arg)


def compile_cmd(args, src, new_src, obj, extra):
    """argv with the source replaced, -o OBJ, no -c duplicates, extra flags."""
    out, i = [], 0
    while i < len(args):
        a = args[i]
        if a == "-o":
            i += 2
            continue
        if a.startswith("-o") and len(a) > 2 and not a.startswith("-odir"):
            i += 1
            continue
        if a == "-c":
            i += 1
            continue
        out.append(new_src if a == src else a)
        i += 1
    return out + extra + ["-c", "-o", obj]


def build_tus(a, name, reading, units, in_root, out, work, cache, cflags):
    objdir = os.path.join(work, "obj")
    os.makedirs(objdir, exist_ok=True)

    def one(job):
        kind, src = job
        e = reading[src]
        args = unit_argv(e)
        rel = os.path.relpath(src, in_root)
        tag = os.path.join(objdir, kind, rel)
        os.makedirs(os.path.dirname(tag), exist_ok=True)
        keep = tag + ".keep"
        dep = tag + ".d"
        obj = tag + ".o"
        if kind == "port":
            new_src = map_path(src, in_root, out)
            args = [map_arg(x, in_root, out, e["directory"]) if x != src else x for x in args]
            extra = list(cflags)
            # __FILE__ in the port reads as in the original (assert messages).
            pm = "-fmacro-prefix-map=%s/=%s/" % (out, in_root)
            extra.append("-Xcompiler=" + pm if is_nvcc(args) else pm)
        else:
            new_src = src
            extra = []
        nvcc = is_nvcc(args)
        extra += ["-MD", "-MF", dep]
        if nvcc:
            extra += ["-keep", "-keep-dir", keep]
        cmd = compile_cmd(args, src, new_src, obj, extra)
        key = "build:" + json.dumps([kind, [x for x in cmd], e["directory"]])
        hit = cache.get(key)
        # A failure is kept only with the dependencies of its own compile
        # (entries of older harnesses named the source alone: a header fixed
        # since, the port's or the runtime's, did not invalidate them).
        if hit and not hit.get("ok") and not hit.get("deps_complete"):
            hit = None
        if hit and not a.no_cache:
            hit = dict(hit)
            hit["cached"] = True
            if hit.get("ptx"):
                hit["ptx"] = {k: tag + k for k in hit["ptx"]}
            return hit
        if os.path.exists(keep):
            shutil.rmtree(keep)
        if os.path.exists(dep):
            os.remove(dep)
        if nvcc:
            os.makedirs(keep)
        if not os.path.exists(new_src):
            r = {"ok": False, "error": "ported source missing: " + new_src, "ptx": None, "seconds": 0}
            return r
        wall, cpu, rss, st, err = run(cmd, cwd=e["directory"], timeout=a.compile_timeout)
        with open(tag + ".log", "w") as f:
            f.write(" ".join(shlex.quote(x) for x in cmd) + "\n" + err)
        ptx = None
        if nvcc and st == 0:
            ptx = {}
            for f in sorted(os.listdir(keep)):
                if f.endswith(".ptx"):
                    dst = tag + f[f.index("."):]
                    shutil.copy(os.path.join(keep, f), dst)
                    ptx[f[f.index("."):]] = dst
        if os.path.exists(keep):
            shutil.rmtree(keep)
        r = {"ok": st == 0, "error": "" if st == 0 else (
                 "timeout after %ds" % a.compile_timeout if st in (-9, 137) else first_error(err)),
             "ptx": ptx, "seconds": round(wall, 1), "rss": round(rss)}
        # nvcc and GCC write the depfile of -MD before compiling, so a failed
        # compile has one too when its preprocessing succeeded; a failure
        # without one (a header not found, a timeout) is not cached.
        deps = read_depfile(dep)
        if st == 0:
            cache.put(key, r, (deps or [new_src]) + list((ptx or {}).values()))
        elif deps and not any(w in r["error"] for w in ("No such file", "not found", "timeout after")):
            r["deps_complete"] = True
            cache.put(key, r, sorted(set(deps + [new_src])))
        cache.save()
        log("%s: %s %s: %s (%.0f s)" % (name, kind, rel, "ok" if st == 0 else "FAILED", wall))
        return r

    jobs = [("orig", s) for s in units] + [("port", s) for s in units]
    res = parallel(one, jobs, a.jobs)
    for r in res:  # digests of the normalized PTX, computed afresh each run
        if r.get("ptx"):
            r["ptx"] = {k: ptx_digest(p) for k, p in sorted(r["ptx"].items())}
    n = len(units)
    return {s: {"orig": res[i], "port": res[n + i]} for i, s in enumerate(units)}


# ------------------------------------------------------------------ axl-prove

def prove(a, name, build, in_root, out, work):
    tool = a.axl_prove
    if a.skip_prove:
        return {"status": "axl-prove skipped"}
    if not (tool and os.access(tool, os.X_OK)):
        return {"status": "axl-prove not found (%s)" % tool}
    report = os.path.join(work, "prove.json")
    if os.path.exists(report):
        os.remove(report)
    helptext = subprocess.run([tool, "--help"], capture_output=True, text=True).stdout
    # The brief named --port-dir; the tool as written takes --out-dir.
    dir_opt = "--port-dir" if "--port-dir" in helptext else "--out-dir"
    cmd = [tool, "-p", build, "--in-root", in_root, dir_opt, out, "--json", report,
           "-j", str(a.jobs)]
    if a.source_filter:
        cmd.append("--source-filter=" + a.source_filter)
    log("%s: proving: %s" % (name, " ".join(shlex.quote(x) for x in cmd)))
    with open(os.path.join(work, "prove.stdout"), "wb") as so:
        wall, cpu, rss, st, err = run(cmd, stdout=so)
    with open(os.path.join(work, "prove.log"), "w") as f:
        f.write(err)
    data = None
    for p in (report, os.path.join(work, "prove.stdout")):
        try:
            with open(p) as f:
                data = json.load(f)
            break
        except (OSError, ValueError):
            pass
    if data is None:
        return {"status": "axl-prove failed (exit %d): %s" % (st, first_error(err)[:200]),
                "seconds": wall}
    return {"status": "ok", "exit": st, "seconds": wall, "summary": prove_summary(data)}


def prove_summary(data):
    """Counts of TUs by verdict, from whatever shape axl-prove's JSON has:
    a summary object of counts, or a list of units each with a status."""
    if isinstance(data, dict) and isinstance(data.get("summary"), dict):
        return {k: v for k, v in data["summary"].items() if isinstance(v, (int, float, str))}
    units = data.get("units", data.get("tus", [])) if isinstance(data, dict) else data
    counts = {}
    for u in units if isinstance(units, list) else []:
        v = str(u.get("status", u.get("verdict", u.get("result", "?")))) if isinstance(u, dict) else "?"
        counts[v] = counts.get(v, 0) + 1
    return counts


# ------------------------------------------------------------ leftover scan

VENDOR_TOKEN = re.compile(
    r"(cuda[A-Z_]\w*|cu[A-Z]\w*|CU[a-z]\w*|CU_\w+|CUDA_\w+|CUDART_\w+|"
    r"cublas\w*|CUBLAS\w*|nccl\w*|NCCL_\w+|curand\w*|CURAND_\w+|cusolver\w*|CUSOLVER_\w+|"
    r"cusparse\w*|CUSPARSE_\w+|cufft\w*|CUFFT_\w+|cudnn\w*|CUDNN_\w+|nvrtc\w*|NVRTC_\w+|"
    r"nvml\w*|NVML_\w+|nvtx\w*|NVTX_\w+|__nv_\w+|__NV_\w+|__CUDA\w*|__NVCC__|CUTLASS_\w+|"
    r"CUTE_\w+|CUB_\w+|NVTX3_\w+|PFN_cu\w*|NV_[A-Z]\w*)$")
# Namespaces: vendor when used as a qualifier or named in a using-directive.
# (Thrust is not among them: the dialect keeps it, vendor-neutral already.)
VENDOR_NAMESPACES = {"cutlass", "cute", "cub", "cudnn_frontend", "nvcuda", "cuda", "cooperative_groups",
                     "nvtx3"}
VENDOR_HEADER = re.compile(
    r"^(cuda|cu[A-Z]|cublas|nccl|curand|cusolver|cusparse|cufft|cudnn|nvrtc|nvml|nvtx|nvToolsExt|"
    r"cutlass/|cute/|cub/|cuda/|nv/|cooperative_groups|sm_\d+_|crt/|mma\.h|cudnn_frontend|"
    r"vector_types|device_functions|texture_|surface_)")
# Predefined by nvcc, so in no header.
NVCC_PREDEFINED = {"__CUDA_ARCH__", "__CUDACC__", "__NVCC__", "__CUDACC_VER_MAJOR__",
                   "__CUDACC_VER_MINOR__", "__CUDACC_VER_BUILD__", "__CUDA_ARCH_SPECIFIC__",
                   "__CUDA_ARCH_FAMILY_SPECIFIC__", "__CUDACC_RTC__", "__CUDACC_RDC__",
                   "__CUDACC_EWP__", "__CUDA_ARCH_LIST__", "__CUDACC_DEBUG__",
                   "__CUDACC_RELAXED_CONSTEXPR__", "__CUDACC_EXTENDED_LAMBDA__"}

LEX = re.compile(r'''
    (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<raw>\bu8?R"(?P<d>[^(\s]{0,16})\(.*?\)(?P=d)"|\b[LuU]?R"(?P<d2>[^(\s]{0,16})\(.*?\)(?P=d2)")
  | (?P<hasinc>__has_include(?:_next)?\s*\(\s*<[^>\n]*>\s*\))
  | (?P<str>(?:u8|[LuU])?"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')
  | (?P<include>^[ \t]*\#[ \t]*include(?:_next)?[ \t]*[<"][^>"\n]*[>"])
  | (?P<id>[A-Za-z_]\w*)
  | (?P<scope>::)
  | (?P<nl>\n)
''', re.S | re.X | re.M)


def scan_tokens(text):
    """(line, kind, value) of the identifiers and includes outside comments
    and strings; 'qual' for an identifier followed by '::'."""
    out = []
    line = 1
    pending = None
    prev_id = None
    for m in LEX.finditer(text):
        kind = m.lastgroup if m.lastgroup not in ("d", "d2") else "raw"
        if m.group("comment") is not None:
            kind = "comment"
        elif m.group("raw") is not None:
            kind = "raw"
        elif m.group("str") is not None or m.group("hasinc") is not None:
            kind = "str"
        elif m.group("include") is not None:
            kind = "include"
        elif m.group("id") is not None:
            kind = "id"
        elif m.group("scope") is not None:
            kind = "scope"
        else:
            kind = "nl"
        tok = m.group(0)
        if pending is not None:
            out.append(pending + ("qual" if kind == "scope" else "id",))
            pending = None
        if kind == "id":
            if prev_id == "namespace":
                out.append((line, tok, "qual"))
            else:
                pending = (line, tok)
            prev_id = tok
        elif kind == "include":
            out.append((line, tok, "include"))
            prev_id = None
        elif kind not in ("nl",):
            prev_id = None
        line += tok.count("\n")
    if pending is not None:
        out.append(pending + ("id",))
    return out


def vendor_vocabulary(a, extra_dirs):
    """Identifiers the vendor's headers declare or mention (CUDA include
    tree, CUTLASS, cudnn-frontend): a pattern match that is not among them is
    the project's own name (cudaCheck), not a leftover. Cached in --work."""
    dirs = sorted(set([os.path.join(a.cuda_path, "include")] + [d for d in extra_dirs if os.path.isdir(d)]))
    key = hashlib.sha1(json.dumps(dirs).encode()).hexdigest()[:12]
    path = os.path.join(a.work, "vocabulary-%s.json" % key)
    try:
        with open(path) as f:
            return set(json.load(f))
    except (OSError, ValueError):
        pass
    log("scanning the vendor headers for their identifiers (once): " + " ".join(dirs))
    words = set()
    ident = re.compile(r"[A-Za-z_]\w*")
    for d in dirs:
        for base, _, files in os.walk(d):
            for f in files:
                if not f.endswith((".h", ".hpp", ".cuh", ".inl", ".hxx", "")) or "." not in f and not f.isalpha():
                    continue
                try:
                    with open(os.path.join(base, f), errors="replace") as fh:
                        text = fh.read()
                except OSError:
                    continue
                for w in set(ident.findall(text)):
                    if VENDOR_TOKEN.match(w) or w in VENDOR_NAMESPACES:
                        words.add(w)
    with open(path, "w") as f:
        json.dump(sorted(words), f)
    return words


NOT_A_TYPE = {"return", "else", "case", "throw", "new", "delete", "sizeof", "co_return", "goto",
              "co_await", "co_yield", "typename", "decltype", "alignof", "noexcept", "do"}


def code_only(text):
    """text with its comments and string literals blanked (newlines kept)."""
    def blank(m):
        if m.group("comment") is not None or m.group("str") is not None or m.group("raw") is not None:
            return re.sub(r"[^\n]", " ", m.group(0))
        return m.group(0)
    return LEX.sub(blank, text)


def project_declarations(texts):
    """Names the project declares itself: #define NAME, and NAME after a type
    or a declaration keyword, followed by ( [ = ; , { or : (a lexical
    guess: cudaCheck, cublas_handle, nvml_get_device), and namespace NAME {
    (TransformerEngine's own transformer_engine::cuda). Comments and strings
    are not read: 'prevent cuMemImportFromShareableHandle() from' in a
    comment declares nothing."""
    names = set()
    decl = re.compile(r"(?:\b([A-Za-z_]\w*)|>)[\s*&]+([A-Za-z_]\w*)\s*(?:\(|\[|=|;|,|\{|:(?!:)|\))")
    for text in texts:
        text = code_only(text)
        names.update(re.findall(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)", text, re.M))
        for ns in re.findall(r"\bnamespace[ \t]+([A-Za-z_][\w:]*)[ \t\n]*\{", text):
            names.update(x for x in ns.split("::") if x)
        names.update(re.findall(r",[ \t]*[*&]*([A-Za-z_]\w*)[ \t]*=(?!=)", text))
        for t, n in decl.findall(text):
            if t not in NOT_A_TYPE:
                names.add(n)
    return names


def scan_leftovers(rep, out, in_root, vocab, include_dirs):
    """Vendor names left in the ported files, and those among them that no
    finding of the report names at that file (silent leftovers). A name that
    matches the vendor patterns is the vendor's when the vendor's headers name
    it and the project does not declare it itself, or when nobody declares
    it (nvmlInit with no nvml.h installed); the project's own (cudaCheck)
    are counted apart."""
    silent, total, user_names = [], 0, {}
    texts = []
    for fe in rep.get("files", []):
        if not re.search(r"\.(c|cc|cpp|cxx|cu|cuh|h|hh|hpp|hxx|inl|inc)$", fe.get("path", "")):
            continue
        try:
            with open(fe.get("path", ""), errors="replace") as f:
                texts.append(f.read())
        except OSError:
            pass
    own = project_declarations(texts)
    for fe in rep.get("files", []):
        path = fe.get("path", "")
        if fe.get("copied") or not path.startswith(in_root):
            continue
        dst = fe.get("output") or map_path(path, in_root, out)
        try:
            with open(dst, errors="replace") as f:
                text = f.read()
        except OSError:
            continue
        messages = " ".join(x.get("message", "") for x in fe.get("findings", []))
        found = {}
        for line, tok, kind in scan_tokens(text):
            if kind == "include":
                m = re.search(r'([<"])([^>"]*)[>"]', tok)
                hdr = m.group(2)
                if m.group(1) == '"' and any(os.path.exists(os.path.join(d, hdr)) for d in
                                             [os.path.dirname(dst)] + include_dirs):
                    continue
                if not VENDOR_HEADER.match(hdr):
                    continue
                name = "<%s>" % hdr
                named = hdr in messages
            else:
                if kind == "qual" and tok in VENDOR_NAMESPACES and tok not in own:
                    name = tok + "::"
                elif VENDOR_TOKEN.match(tok):
                    if tok in own:
                        user_names[tok] = user_names.get(tok, 0) + 1
                        continue
                    name = tok
                else:
                    continue
                named = re.search(r"(?<![\w])%s(?![\w])" % re.escape(name.rstrip(":")), messages) is not None
            total += 1
            if not named:
                found.setdefault(name, []).append(line)
        for name, lines in sorted(found.items()):
            silent.append({"file": os.path.relpath(path, in_root), "name": name,
                           "count": len(lines), "lines": lines[:10]})
    return total, silent, user_names


# ------------------------------------------------------------------- driver

def norm_error(e):
    """An error line without its path, line numbers and quoted names: the
    cause, for grouping."""
    e = re.sub(r"^\S+?\(\d+\): ", "", e)
    e = re.sub(r"^\S+?:\d+(:\d+)?: ", "", e)
    return e


def codebase(a, name, configure):
    work = os.path.join(a.work, name)
    os.makedirs(work, exist_ok=True)
    build, in_root = configure(a, work)
    in_root = os.path.normpath(in_root)
    reading = read_units(a, build)
    out, rep, ptime = port(a, name, build, in_root, work)
    units = sorted(u["source"] for u in rep.get("units", []) if os.path.normpath(u["source"]) in reading)
    units = [os.path.normpath(u) for u in units]
    cache = Cache(os.path.join(work, "cache.json"))
    log("%s: timing clang -fsyntax-only over %d TUs" % (name, len(units)))
    syn = syntax_times(a, reading, units, cache)
    cache.save()
    cflags = shlex.split(subprocess.run([a.axl_config, "--backend", "cuda", "--cflags"],
                                        capture_output=True, text=True, check=True).stdout)
    builds = None
    if not a.skip_build:
        log("%s: building %d TUs, original and port (-j %d)" % (name, len(units), a.jobs))
        builds = build_tus(a, name, reading, units, in_root, out, work, cache, cflags)
        cache.save()
    pr = prove(a, name, build, in_root, out, work)
    include_dirs = []
    for s in units:
        u = reading[s]
        for f in u["flags"]:
            if f["kind"] == "dir" and f["flag"] in ("-I", "--include-path"):
                include_dirs.append(map_path(os.path.normpath(os.path.join(u["directory"], f["value"])),
                                             in_root, out))
    include_dirs = sorted(set(include_dirs))
    extra_vocab = [d for d in include_dirs if not d.startswith(out)]
    vocab = vendor_vocabulary(a, extra_vocab)
    # A quoted include is the project's own when it resolves inside the port.
    local_dirs = [d for d in include_dirs if d == out or d.startswith(out + os.sep)]
    total_left, silent, user_names = scan_leftovers(rep, out, in_root, vocab, local_dirs)

    s = rep.get("summary", {})
    files = rep.get("files", [])
    written = sum(1 for f in files if f.get("changed") and not f.get("copied"))
    ported_files = sum(1 for f in files if not f.get("copied"))
    fig = {"codebase": name, "tus": len(units), "files": ported_files, "written": written,
           "ported": s.get("ported"), "left": s.get("left"), "warnings": s.get("warnings"),
           "clang_errors": s.get("clang_errors"), "by_id": rep.get("warnings_by_id", {}),
           "axlify_exit": ptime["exit"], "port_wall": ptime["wall"], "port_cpu": ptime["cpu"],
           "port_rss": ptime["rss"], "syntax_cpu": syn["cpu"], "syntax_rss": syn["rss"],
           "silent_leftovers": sum(x["count"] for x in silent),
           "silent_names": len(set(x["name"] for x in silent)),
           "vendor_tokens": total_left, "prove": pr}
    if builds is not None:
        fig["orig_ok"] = sum(1 for b in builds.values() if b["orig"]["ok"])
        fig["port_ok"] = sum(1 for b in builds.values() if b["port"]["ok"])
        fig["ptx_same"] = sum(1 for b in builds.values()
                              if b["orig"]["ptx"] and b["orig"]["ptx"] == b["port"]["ptx"])
        fig["ptx_compared"] = sum(1 for b in builds.values() if b["orig"]["ptx"] and b["port"]["ptx"])
    results = {"figures": fig, "axlify": a.axlify,
               "axlify_version": ptime.get("axlify", "?"), "axlify_mtime": ptime.get("axlify_mtime", "?"),
               "ported_at": ptime.get("when", "?"), "commit": git_head(in_root),
               "in_root": in_root, "build": build, "port": out,
               "units": {os.path.relpath(u, in_root): builds[u] for u in units} if builds else units,
               "silent_leftovers": silent, "project_names_matching_vendor_patterns": user_names}
    with open(os.path.join(work, "results.json"), "w") as f:
        json.dump(results, f, indent=1)
    return fig, builds, silent, in_root


def axlify_version(tool):
    try:
        return subprocess.run([tool, "--version"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return "?"


def figures_line(f):
    ids = " ".join("%s=%d" % (k.replace("axl-", ""), v) for k, v in sorted(f["by_id"].items()))
    build = ("compile port %d/%d orig %d/%d; PTX-identical %d/%d" % (
        f["port_ok"], f["tus"], f["orig_ok"], f["tus"], f["ptx_same"], f["ptx_compared"])
        if "port_ok" in f else "build skipped")
    pr = f["prove"]
    prove_s = ("prove %s" % ",".join("%s=%s" % kv for kv in pr["summary"].items())
               if pr.get("status") == "ok" else pr["status"])
    ratio = f["port_cpu"] / f["syntax_cpu"] if f["syntax_cpu"] else 0
    return ("%s: %d TUs; %d files ported (%d changed); refs ported %s left %s; warnings %s [%s]; "
            "%s; %s; port %.1f s wall %.1f s CPU vs clang -fsyntax-only %.1f s CPU (x%.2f); "
            "peak %.0f MB (clang %.0f MB); silent leftovers %d (%d names) of %d vendor tokens" % (
                f["codebase"], f["tus"], f["files"], f["written"], f["ported"], f["left"],
                f["warnings"], ids, build, prove_s, f["port_wall"], f["port_cpu"], f["syntax_cpu"],
                ratio, f["port_rss"], f["syntax_rss"], f["silent_leftovers"], f["silent_names"],
                f["vendor_tokens"]))


def print_failures(name, builds, in_root):
    groups = {}
    for src, b in sorted(builds.items()):
        for kind in ("orig", "port"):
            if not b[kind]["ok"]:
                groups.setdefault((kind, norm_error(b[kind]["error"])), []).append(
                    os.path.relpath(src, in_root))
    for (kind, err), tus in sorted(groups.items()):
        print("  %s %s fails (%d): %s\n      %s" % (name, "port" if kind == "port" else "original",
                                                 len(tus), " ".join(tus), err[:300]))


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n")[0],
        epilog=__doc__.split("\n", 3)[3] if __doc__.count("\n") > 3 else None,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--te", metavar="PATH", help="TransformerEngine checkout (3rdparty/cutlass and "
                    "3rdparty/cudnn-frontend checked out in it)")
    ap.add_argument("--llmc", metavar="PATH", help="llm.c checkout")
    ap.add_argument("--work", metavar="DIR", required=True,
                    help="scratch directory: build trees, ports, objects, caches, results")
    ap.add_argument("--axlify", default=os.path.join(ROOT, "build", "bin", "axlify"))
    ap.add_argument("--axl-config", default=os.path.join(ROOT, "build", "bin", "axl-config"))
    ap.add_argument("--axl-prove", default=os.path.join(ROOT, "build", "bin", "axl-prove"))
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--jobs", "-j", type=int, default=2, help="parallel TUs (axlify -j, builds)")
    ap.add_argument("--source-filter", metavar="REGEX",
                    help="only TUs whose absolute path matches (axlify --source-filter)")
    ap.add_argument("--skip-build", action="store_true", help="no nvcc builds (port, time, scan only)")
    ap.add_argument("--generator", choices=("ninja", "make"), default="ninja",
                    help="CMake generator for TransformerEngine (make: nvcc --options-file response files)")
    ap.add_argument("--cmake-arg", action="append", default=[], help="extra argument to TE's cmake")
    ap.add_argument("--compile-timeout", type=int, default=3600, help="seconds per nvcc run")
    ap.add_argument("--reuse-port", action="store_true",
                    help="keep the port (and its timing) of the last run: rebuild, reprove, rescan only")
    ap.add_argument("--skip-prove", action="store_true", help="do not run axl-prove")
    ap.add_argument("--no-cache", action="store_true", help="rebuild and retime everything")
    ap.add_argument("--nice", type=int, default=19, help="niceness of the harness and its children")
    a = ap.parse_args()
    if not (a.te or a.llmc):
        ap.error("give --te PATH and/or --llmc PATH")
    a.work = os.path.abspath(a.work)
    # The build tree may be rebuilt under us: wait a while for a tool to reappear.
    for tool in ([] if a.reuse_port else [a.axlify]) + [a.axl_config]:
        for _ in range(40):
            if os.access(tool, os.X_OK):
                break
            log("waiting for %s" % tool)
            time.sleep(15)
        else:
            die("%s not found (build axl first: scripts/setup.sh)" % tool)
    if a.nice:
        os.nice(a.nice)
    os.makedirs(a.work, exist_ok=True)
    log("axlify: %s" % axlify_version(a.axlify))
    lines = []
    for name, path, configure in (("llm.c", a.llmc, configure_llmc),
                                  ("TransformerEngine", a.te, configure_te)):
        if not path:
            continue
        fig, builds, silent, in_root = codebase(a, name, configure)
        lines.append(figures_line(fig))
        print(lines[-1], flush=True)
        if builds:
            print_failures(name, builds, in_root)
        names = {}
        for x in silent:
            names[x["name"]] = names.get(x["name"], 0) + x["count"]
        if names:
            print("  %s silent leftovers: %s" % (name, ", ".join(
                "%s %d" % kv for kv in sorted(names.items(), key=lambda kv: -kv[1])[:40])))
        print("  details: %s" % os.path.join(a.work, name, "results.json"), flush=True)
    if len(lines) > 1:
        print("\n" + "\n".join(lines))


if __name__ == "__main__":
    main()
