#!/usr/bin/env python3
"""llm.c's CUDA programs on axl's CPU backend, given an llm.c checkout.

  bench/llmc_cpu/run.py --llmc PATH --work DIR

1. make_tiny.sh writes the tiny GPT-2 and its reference data (computed by
   the checkout's own train_gpt2.c) into DIR/data.
2. test_gpt2.cu and train_gpt2.cu are ported by axlify from a copy of the
   checkout (DIR/src) in which one thing changes: test_gpt2.cu's ten
   hard-coded expected losses, which are those of the 124M model, become the
   tiny model's (expected_losses.txt). Nothing else is edited.
3. Both programs are built with g++ for the CPU backend, in FP32
   (-DENABLE_FP32) and in the default BF16 mode.
4. test_gpt2 runs against the debug state (its own checks and tolerances);
   train_gpt2 runs 20 steps with the flags of reference_train_losses.txt,
   its losses compared with train_gpt2.c's.
Prints one line per run and a summary; writes DIR/results.json. Exit status
1 when a build fails. llm.c's code is never copied into this tree.

  bench/llmc_cpu/run.py --llmc PATH --work DIR --ranks 2

runs llm.c's multi-GPU path instead: train_gpt2.cu built with -DMULTI_GPU
(NCCL as axlccl over MPI), file-system NCCL init (-pi fs), one process per
rank under an MPMD mpirun, ZeRO stages 0 and 1, against one process that
accumulates gradients over the same tokens (-a 1: no shuffling, so rank r's
micro-batch is the single process's micro-step r). Same flags otherwise
(-d = ranks * B * T). Prints the step losses and grad norms side by side;
writes DIR/ranks.json. --init mpi starts the ranks with llm.c's -pi mpi
(MPI_Init) instead, with AXL_CPU_DEVICES and libaxl_cpu_mpi_thread.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def die(msg):
    sys.exit("llmc_cpu: error: " + msg)


def log(msg):
    print("llmc_cpu: " + msg, flush=True)


def run(cmd, cwd=None, timeout=None):
    t0 = time.time()
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout + p.stderr, time.time() - t0
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        return 124, out, time.time() - t0


def substitute_losses(path, losses):
    text = open(path).read()
    pat = re.compile(r"(float expected_losses\[10\] = \{)([^}]*)(\};)")
    if not pat.search(text):
        die("%s: no `float expected_losses[10] = {...};` to substitute (llm.c changed?)" % path)
    body = "\n" + "".join("        %sf,\n" % x for x in losses)
    open(path, "w").write(pat.sub(lambda m: m.group(1) + body + "    " + m.group(3), text, count=1))


STEP_RE = re.compile(r"step\s+(\d+)/\d+ \| loss ([0-9.na-]+) .*?\| norm ([0-9.na-]+) .*?\| ([0-9.]+) ms")


def parse_steps(out):
    """(step, loss, grad norm, ms) of each step line of train_gpt2's output."""
    return [(int(s), float(l), float(n), float(ms)) for s, l, n, ms in STEP_RE.findall(out)]


# Two bugs of llm.c (f1e2ace) that --ranks shows; --fix-llmc corrects them in
# the scratch copy before porting (the same fix is right on a GPU).
LLMC_FIXES = [
    # llmc/cuda_common.h: `False` is a std::bool_constant<true>, so
    # matmul_backward_bias_kernel9<..., UseAuxBuffer>(dbias, ..., False), the
    # path taken when grid_size_y == 1 (few multiprocessors for OC: always on
    # the CPU backend), writes dbias[oc] = sum instead of dbias[oc] += sum:
    # with gradient accumulation the bias gradients keep the last micro-step.
    ("llmc/cuda_common.h", re.compile(r"constexpr std::bool_constant<true> False;"),
     "constexpr std::bool_constant<false> False;"),
    # train_gpt2.cu gpt2_update: with ZeRO-1 the ncclAllGather of the updated
    # shards runs on nccl_stream with no dependency on adamw_update on
    # main_stream (two cudaStreamCreate streams): a rank may send its shard
    # before updating it. Make nccl_stream wait for main_stream first.
    ("train_gpt2.cu",
     re.compile(r"(if \(multi_gpu_config->zero_stage == 1\) \{\n#if MULTI_GPU\n)(\s*)(ncclCheck\(ncclGroupStart\(\)\);)"),
     r"\1\2cudaCheck(cudaEventRecord(multi_gpu_config->compute_nccl_sync, main_stream));\n"
     r"\2cudaCheck(cudaStreamWaitEvent(multi_gpu_config->nccl_stream, multi_gpu_config->compute_nccl_sync));\n"
     r"\2\3"),
]


def fix_llmc(src):
    for f, pat, repl in LLMC_FIXES:
        path = os.path.join(src, f)
        text = open(path).read()
        if not pat.search(text):
            die("%s: `%s` not found (llm.c changed?)" % (path, pat.pattern))
        open(path, "w").write(pat.sub(repl, text, count=1))


def compare_ranks(a, port, data, bins, cflags, libs, flags, work):
    """llm.c's MULTI_GPU path: a.ranks processes (ZeRO 0 and 1) against one
    process over the same tokens (one micro-step of a.ranks*B rows, and
    a.ranks micro-steps of B rows) and against train_gpt2.c."""
    mpirun = shutil.which("mpirun")
    if not mpirun:
        die("--ranks needs mpirun (Open MPI)")
    n, steps = a.ranks, a.steps
    opt = dict(zip(flags[::2], flags[1::2]))
    B, T = int(opt["-b"]), int(opt["-t"])
    opt.update({"-d": str(n * B * T), "-x": str(steps), "-a": "1", "-v": "1000", "-m": "1"})
    for k in ("-z", "-b"):
        opt.pop(k)
    base = [x for kv in opt.items() for x in kv]
    sync = os.path.join(work, "nccl_id")
    ref = []
    if n == 2:  # tiny_gpt2.c's reference_ranks_losses.txt: RANKS = 2
        ref = [tuple(map(float, l.split())) for l in open(os.path.join(data, "reference_ranks_losses.txt"))
               if l.strip() and not l.startswith("#")]
    results = []
    for mode in a.modes.split(","):
        exe = os.path.join(bins, "train_gpt2_multi_%s_%s" % (a.init, mode.lower()))
        mpi_cflags, mpi_libs = [], []
        if a.init == "mpi":  # llm.c's USE_MPI: MPI_Init, MPI_Bcast of the NCCL id
            showme = lambda what: subprocess.run(["mpicxx", "--showme:" + what], check=True,
                                                 capture_output=True, text=True).stdout.split()
            mpi_cflags = ["-DUSE_MPI", "-DOMPI_SKIP_MPICXX=1"] + showme("compile")
            mpi_libs = [x for x in showme("link") if x != "-lmpi_cxx"]
        cmd = (["g++", "-O2", "-x", "c++"] + cflags + mpi_cflags + ["-DENABLE_" + mode, "-DMULTI_GPU", "-I" + port,
               os.path.join(port, "train_gpt2.cu"), "-x", "none"] + libs + mpi_libs + ["-o", exe])
        st, out, secs = run(cmd)
        if st:
            log("train_gpt2 MULTI_GPU %s: BUILD FAILED\n%s" % (mode, out[-3000:]))
            return None
        ckpt = ["-e", "gpt2_124M.bin" if mode == "FP32" else "gpt2_124M_bf16.bin"]
        runs = {}
        for name, b, zero, procs in (("1 proc -b %d" % (n * B), n * B, 0, 1),
                                     ("1 proc -b %d x%d accum" % (B, n), B, 0, 1),
                                     ("%d ranks ZeRO-0" % n, B, 0, n), ("%d ranks ZeRO-1" % n, B, 1, n)):
            shutil.rmtree(sync, ignore_errors=True)
            os.makedirs(sync)
            args = lambda r: [exe] + base + ckpt + ["-b", str(b), "-z", str(zero), "-pi", "fs", "-pf", sync,
                                                    "-pn", str(procs), "-pr", str(r), "-pg", "1"]
            if procs == 1:
                cmdline = args(0)
            elif a.init == "mpi":
                # One device per rank (AXL_CPU_DEVICES), MPI_Init at
                # MPI_THREAD_MULTIPLE (libaxl_cpu_mpi_thread).
                cmdline = [mpirun, "--allow-run-as-root", "--oversubscribe", "-np", str(procs),
                           "-x", "AXL_CPU_DEVICES=%d" % procs, "-x", "LD_PRELOAD=" + a.mpi_thread_lib,
                           exe] + base + ckpt + ["-b", str(b), "-z", str(zero), "-pi", "mpi"]
            else:
                cmdline = [mpirun, "--allow-run-as-root", "--oversubscribe"]
                for r in range(procs):
                    cmdline += (["-np", "1"] + args(r) + [":"])
                cmdline.pop()
            st, out, secs = run(cmdline, cwd=data, timeout=a.timeout)
            got = parse_steps(out)
            runs[name] = {"exit": st, "seconds": round(secs, 1), "losses": [x[1] for x in got],
                          "norms": [x[2] for x in got]}
            if st or len(got) != steps:
                runs[name]["tail"] = out[-2000:]
                log("%s %s: exit %d, %d of %d steps\n%s" % (mode, name, st, len(got), steps, out[-2000:]))
        names = list(runs)
        log("%s%s: loss and grad norm of each step, %d tokens a step (-a 1 -d %s), ranks started with -pi %s"
            % (mode, " (llm.c fixed)" if a.fix_llmc else "", n * B * T, opt["-d"], a.init))
        log("step | " + " | ".join("%-22s" % k for k in names) + (" | train_gpt2.c -b %d" % (n * B) if ref else ""))
        for i in range(steps):
            cells = []
            for k in names:
                l, g = runs[k]["losses"], runs[k]["norms"]
                cells.append("%-22s" % ("%.6f %.4f" % (l[i], g[i]) if i < len(l) else "-"))
            if ref:
                cells.append("%.6f %.4f" % ref[i] if i < len(ref) else "-")
            log("%4d | " % (i + 1) + " | ".join(cells))
        results.append({"mode": mode, "ranks": n, "init": a.init, "llmc_fixed": a.fix_llmc, "runs": runs,
                        "train_gpt2_c": ref[:steps]})
    json.dump(results, open(os.path.join(work, "ranks.json"), "w"), indent=1)
    log("results: %s" % os.path.join(work, "ranks.json"))
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n", 2)[2])
    ap.add_argument("--llmc", required=True, metavar="PATH", help="llm.c checkout (karpathy/llm.c)")
    ap.add_argument("--work", required=True, metavar="DIR", help="scratch directory")
    ap.add_argument("--axlify", default=os.path.join(ROOT, "build", "bin", "axlify"))
    ap.add_argument("--axl-config", default=os.path.join(ROOT, "build", "bin", "axl-config"))
    ap.add_argument("--timeout", type=int, default=1800, help="seconds per program run")
    ap.add_argument("--modes", default="FP32,BF16", help="precision modes to build and run")
    ap.add_argument("--ranks", type=int, default=0, metavar="N",
                    help="run llm.c's multi-GPU path on N ranks against one process instead")
    ap.add_argument("--steps", type=int, default=3, help="training steps of the --ranks comparison")
    ap.add_argument("--init", choices=("fs", "mpi"), default="fs",
                    help="how the --ranks processes start: llm.c's -pi fs (MPMD mpirun, one device), or -pi mpi "
                         "(MPI_Init; needs AXL_CPU_DEVICES and libaxl_cpu_mpi_thread, which it sets)")
    ap.add_argument("--mpi-thread-lib", default=os.path.join(ROOT, "build", "lib", "libaxl_cpu_mpi_thread.so"))
    ap.add_argument("--loops", action="store_true",
                    help="rewrite the port's kernels into loops over their threads (axl-loops) before building; "
                         "each build reports which kernels stay on fibers")
    ap.add_argument("--axl-loops", default=os.path.join(ROOT, "build", "bin", "axl-loops"))
    ap.add_argument("--fix-llmc", action="store_true",
                    help="correct two llm.c bugs in the copy before porting (see LLMC_FIXES)")
    a = ap.parse_args()
    llmc = os.path.abspath(a.llmc)
    for f in ("test_gpt2.cu", "train_gpt2.cu", "train_gpt2.c", "llmc"):
        if not os.path.exists(os.path.join(llmc, f)):
            die("%s is not an llm.c checkout (no %s)" % (llmc, f))
    for tool in (a.axlify, a.axl_config):
        if not os.access(tool, os.X_OK):
            die("%s not found (build axl first: scripts/setup.sh)" % tool)
    work = os.path.abspath(a.work)
    data, src, port, bins = (os.path.join(work, d) for d in ("data", "src", "port", "bin"))
    os.makedirs(bins, exist_ok=True)

    log("tiny model and reference data -> %s" % data)
    st, out, _ = run(["bash", os.path.join(HERE, "make_tiny.sh"), llmc, data])
    if st:
        die("make_tiny.sh failed:\n" + out)
    expected = open(os.path.join(data, "expected_losses.txt")).read().split()
    ref_lines = open(os.path.join(data, "reference_train_losses.txt")).read().splitlines()
    flags = next(l for l in ref_lines if l.startswith("# train_gpt2.cu flags:")).split(":", 1)[1].split()
    ref_train = [float(l) for l in ref_lines if l and not l.startswith("#")]

    shutil.rmtree(src, ignore_errors=True)
    os.makedirs(src)
    for f in ("test_gpt2.cu", "train_gpt2.cu"):
        shutil.copy(os.path.join(llmc, f), src)
    shutil.copytree(os.path.join(llmc, "llmc"), os.path.join(src, "llmc"))
    substitute_losses(os.path.join(src, "test_gpt2.cu"), expected)
    if a.fix_llmc:
        fix_llmc(src)
    db = [{"directory": src, "file": os.path.join(src, f),
           "arguments": ["nvcc", "-c", "-std=c++17", "-O3", os.path.join(src, f), "-o", f + ".o"]}
          for f in ("test_gpt2.cu", "train_gpt2.cu")]
    os.makedirs(os.path.join(work, "db"), exist_ok=True)
    json.dump(db, open(os.path.join(work, "db", "compile_commands.json"), "w"), indent=1)
    shutil.rmtree(port, ignore_errors=True)
    st, out, secs = run([a.axlify, "-p", os.path.join(work, "db"), "--in-root", src, "--out-dir", port,
                         "--progress=never"])
    summary = [l for l in out.splitlines() if l.startswith("axlify:")]
    log("port (%.1f s): %s" % (secs, summary[-1] if summary else "no summary"))
    if not os.path.exists(os.path.join(port, "train_gpt2.cu")):
        die("axlify wrote no port:\n" + out[-3000:])

    cfg = lambda *f: subprocess.run([a.axl_config, "--backend", "cpu"] + list(f), check=True,
                                    capture_output=True, text=True).stdout.split()
    cflags, libs = cfg("--cflags"), cfg("--libs")
    if a.ranks:
        if a.ranks < 2:
            die("--ranks must be at least 2")
        if a.init == "mpi" and not os.path.exists(a.mpi_thread_lib):
            die("%s not found (--init mpi preloads it)" % a.mpi_thread_lib)
        return 0 if compare_ranks(a, port, data, bins, cflags, libs, flags, work) else 1
    results = {"axlify": summary[-1] if summary else "", "runs": []}
    failed_build = False
    for mode in a.modes.split(","):
        for prog in ("test_gpt2", "train_gpt2"):
            exe = os.path.join(bins, "%s_%s" % (prog, mode.lower()))
            tree = port
            if a.loops:
                # The kernels as loops: the port mirrored with its kernels
                # (and device functions that synchronise) rewritten.
                tree = os.path.join(work, "loops_%s_%s" % (prog, mode.lower()))
                shutil.rmtree(tree, ignore_errors=True)
                st, out, secs = run([a.axl_loops, os.path.join(port, prog + ".cu"), "--out-dir", tree,
                                     "--in-root", port, "--"] + cflags + ["-DENABLE_" + mode, "-I" + port])
                kept = [l for l in out.splitlines() if "[axl-loops-fibers]" in l]
                summary_line = [l for l in out.splitlines() if l.startswith("axl-loops:")]
                log("axl-loops %s %s (%.1f s): %s" % (prog, mode, secs,
                                                    summary_line[-1] if summary_line else out[-2000:]))
                for l in kept:
                    log("  " + l.replace(port + "/", ""))
                if st:
                    die("axl-loops failed:\n" + out[-3000:])
            cmd = (["g++", "-O2", "-x", "c++"] + cflags + ["-DENABLE_" + mode, "-I" + tree,
                   os.path.join(tree, prog + ".cu"), "-x", "none"] + libs + ["-o", exe])
            st, out, secs = run(cmd)
            if st:
                failed_build = True
                log("%s %s: BUILD FAILED\n%s" % (prog, mode, out[-3000:]))
                results["runs"].append({"program": prog, "mode": mode, "built": False, "error": out[-3000:]})
                continue
            ckpt = "gpt2_124M.bin" if mode == "FP32" else "gpt2_124M_bf16.bin"
            args = [exe] if prog == "test_gpt2" else [exe] + flags + ["-e", ckpt]
            st, out, secs = run(args, cwd=data, timeout=a.timeout)
            r = {"program": prog, "mode": mode, "built": True, "exit": st, "seconds": round(secs, 1)}
            if prog == "test_gpt2":
                m = re.search(r"overall okay: (\d)", out)
                r["overall_okay"] = int(m.group(1)) if m else None
                r["tensors_not_ok"] = re.findall(r"checking tensor: (\S+)\nTENSOR NOT OK",
                                                 re.sub(r"\n(?:NOT )?OK [^\n]*", "", out))
                r["logits_ok"] = "OK (LOGITS)" in out and "NOT OK (LOGITS)" not in out
                r["loss_mismatches"] = len(re.findall(r"LOSS MISMATCH", out))
                r["nondeterminism"] = "Nondeterminism" in out
                log("test_gpt2 %s: overall okay %s, logits %s, tensors not ok %s, loss mismatches %d (%.0f s)"
                    % (mode, r["overall_okay"], "ok" if r["logits_ok"] else "NOT OK",
                       r["tensors_not_ok"] or "none", r["loss_mismatches"], secs))
            else:
                steps = [(s, l, ms) for s, l, _, ms in parse_steps(out)]
                losses = [l for _, l, _ in steps]
                n = min(len(losses), len(ref_train))
                diffs = [abs(losses[i] - ref_train[i]) for i in range(n)]
                r.update(steps=len(steps), losses=losses, max_abs_diff=max(diffs) if diffs else None,
                         ms_per_step=round(sum(ms for _, _, ms in steps[1:]) / max(1, len(steps) - 1), 1))
                log("train_gpt2 %s: %d steps, exit %d, max |loss - train_gpt2.c| %s, %.1f ms/step"
                    % (mode, len(steps), st, "%.2e" % r["max_abs_diff"] if diffs else "-", r["ms_per_step"]))
            if st and prog == "train_gpt2":
                r["tail"] = out[-2000:]
            results["runs"].append(r)
    # llm.c's own CPU reference on the same model and batch (B=4, T=64, one
    # micro-step a step), as its README builds it: the speed the CUDA
    # program on the CPU backend is measured against, in the same run.
    ref = os.path.join(bins, "train_gpt2_c")
    st, out, _ = run([os.environ.get("CC", "cc"), "-O3", "-fopenmp", os.path.join(llmc, "train_gpt2.c"),
                      "-lm", "-o", ref])
    if st:
        log("train_gpt2.c -O3 -fopenmp: BUILD FAILED\n" + out[-2000:])
    else:
        st, out, _ = run([ref], cwd=data, timeout=a.timeout)
        took = [float(ms) for n, ms in re.findall(r"step (\d+): train loss \S+ \(took ([0-9.]+) ms\)", out)
                if 1 <= int(n) <= 19]
        if took:
            ref_ms = sum(took) / len(took)
            results["reference_ms_per_step"] = round(ref_ms, 1)
            for r in results["runs"]:
                if r["program"] == "train_gpt2" and r.get("ms_per_step"):
                    log("train_gpt2 %s: %.1f ms/step against train_gpt2.c -O3 -fopenmp %.1f ms/step: %.2fx"
                        % (r["mode"], r["ms_per_step"], ref_ms, r["ms_per_step"] / ref_ms))
    json.dump(results, open(os.path.join(work, "results.json"), "w"), indent=1)
    log("results: %s" % os.path.join(work, "results.json"))
    return 1 if failed_build else 0


if __name__ == "__main__":
    sys.exit(main())
