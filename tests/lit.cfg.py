# lit configuration for axl.
import os
import shlex
import shutil
import subprocess

import lit.formats

config.name = "axl"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cu", ".cuh", ".cpp", ".yaml", ".test"]
config.excludes = ["Inputs", "unit", "consumer", "kernels", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in", "tools"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.axl_obj_root, "tests")

config.environment["PATH"] = os.pathsep.join(
    [config.axl_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])
# Deterministic diagnostics: no colours, no terminal.
config.environment["TERM"] = "dumb"

backend_flags = subprocess.check_output(
    [os.path.join(config.axl_tools_dir, "axl-config"), "--backend", "cuda", "--cflags"],
    text=True).strip()

# The CPU backend's flags and library. The sanitized stage builds the tools
# only (no CPU runtime): its ports build against stage 1's.
cpu_config = os.path.join(config.axl_tools_dir, "axl-config")
if lit_config.params.get("axl_stage1_obj_root"):
    cpu_config = os.path.join(os.path.abspath(lit_config.params["axl_stage1_obj_root"]),
                              "bin", "axl-config")
cpu_flags = subprocess.check_output([cpu_config, "--backend", "cpu", "--cflags"],
                                    text=True).strip()
cpu_libs = subprocess.check_output([cpu_config, "--backend", "cpu", "--libs"],
                                   text=True).strip()

nvcc = config.nvcc if config.nvcc and os.path.exists(config.nvcc) else None
if nvcc:
    config.available_features.add("nvcc")
# CUDA's numerics headers, compiled as host code: the CPU backend's FP8/FP6/FP4
# tests compare against them.
if os.path.exists(os.path.join(config.cuda_path, "include", "cuda_fp8.h")):
    config.available_features.add("cuda-headers")

# Multi-process tests of axlccl: one rank per MPI process.
mpirun = shutil.which("mpirun")
if mpirun:
    config.available_features.add("mpi")

# The HIP backend's compile proofs (tests/hip): Debian's HIP (hipcc, HIP
# 5.2), which scripts/setup.sh installs with AXL_HIP=1 (.ci/run sets it).
hipcc = shutil.which("hipcc")
if hipcc:
    config.available_features.add("hip")
hip_flags = subprocess.check_output([cpu_config, "--backend", "hip", "--cflags"],
                                    text=True).strip()

# libFuzzer targets (AXL_FUZZ): tests/fuzz replays their corpora.
if os.path.exists(os.path.join(config.axl_tools_dir, "fuzz_rules")):
    config.available_features.add("fuzzers")

# Sanitized builds (AXL_SANITIZE): stop at the first report and abort, so that
# the report fails its test even under `not` (which accepts a non-zero exit
# but not a signal). Other builds ignore these variables.
sanitizer_options = "abort_on_error=1:halt_on_error=1:print_stacktrace=1"
config.environment["ASAN_OPTIONS"] = sanitizer_options + ":detect_leaks=1:strict_string_checks=1:check_initialization_order=1"
config.environment["UBSAN_OPTIONS"] = sanitizer_options

py = "python3"
config.substitutions.extend([
    ("%axlify", os.path.join(config.axl_tools_dir, "axlify")),
    ("%axl-shimgen", os.path.join(config.axl_tools_dir, "axl-shimgen")),
    ("%axl-config", os.path.join(config.axl_tools_dir, "axl-config")),
    ("%axl-coverage", os.path.join(config.axl_tools_dir, "axl-coverage")),
    ("%axl-loops", os.path.join(config.axl_tools_dir, "axl-loops")),
    ("%cpu-flags", cpu_flags),
    ("%axl-prove", os.path.join(config.axl_tools_dir, "axl-prove")),
    ("%rules-dir", os.path.join(config.axl_src_root, "rules")),
    ("%src-root", config.axl_src_root),
    ("%obj-root", config.axl_obj_root),
    ("%cuda-path", config.cuda_path),
    ("%backend-flags", backend_flags),
    # Compile a ported file through the CUDA backend (object only).
    ("%nvcc-backend", "%s -std=c++17 -arch=sm_90 %s" % (nvcc or "nvcc", backend_flags)),
    ("%nvcc", "%s -std=c++17 -arch=sm_90" % (nvcc or "nvcc")),
    ("%ptx-equal", "%s %s --nvcc %s --backend-flags %s" % (
        py, os.path.join(config.axl_src_root, "tests", "tools", "ptx_equal.py"),
        nvcc or "nvcc", shlex.quote(backend_flags))),
    # Compile (and link: add %cpu-libs) a ported file with g++ or clang++
    # through the CPU backend.
    ("%cpu-cxx", "g++ -O2 -x c++ %s" % cpu_flags),
    ("%cpu-clangxx", "clang++-22 -O2 -x c++ %s" % cpu_flags),
    ("%cpu-libs", "-x none %s" % cpu_libs),
    # Compile a ported file through the HIP backend (add --offload-arch=...).
    ("%hipcc", "%s -x hip -O2 %s" % (hipcc or "hipcc", hip_flags)),
    ("%not", "not"),
])
# The sanitized stage of scripts/test.sh (lit --param
# axl_stage1_obj_root=BUILD): instead of compiling the ported files with nvcc
# again, %nvcc-backend checks that they equal the ones the first stage
# compiled (tests/tools/same_as_stage1.py).
stage1 = lit_config.params.get("axl_stage1_obj_root")
if stage1:
    config.substitutions.insert(0, ("%nvcc-backend", "%s %s --root %s --stage1 %s -- %s -std=c++17 -arch=sm_90 %s" % (
        py, os.path.join(config.axl_src_root, "tests", "tools", "same_as_stage1.py"),
        config.axl_obj_root, os.path.abspath(stage1), nvcc or "nvcc", backend_flags)))

# Root (containers) needs --allow-run-as-root; --oversubscribe allows more
# ranks than cores. Every job gets a TMPDIR of its own
# (tests/tools/private_tmpdir.sh): two jobs starting at once raced for Open
# MPI's session directory. %mpirun-alone is for the jobs whose checks
# compare the ranks' timings (slow-rank verdicts): one at a time, under a
# lock in the build tree, so that two such jobs of a parallel run never take
# turns on the cores in step and measure each other. (It goes before
# %mpirun, its prefix: substitutions apply in order.)
if mpirun:
    mpirun_cmd = "sh %s %s --allow-run-as-root --oversubscribe" % (
        os.path.join(config.axl_src_root, "tests", "tools", "private_tmpdir.sh"),
        mpirun)
    config.substitutions.append(
        ("%mpirun-alone", "flock %s %s" % (
            os.path.join(config.axl_obj_root, "tests", ".timed-mpi-jobs.lock"),
            mpirun_cmd)))
    config.substitutions.append(("%mpirun", mpirun_cmd))
