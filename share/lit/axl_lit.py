"""axl's lit helper: what a user's lit suite needs to test code ported by axlify.

Installed as <prefix>/share/axl/lit/axl_lit.py (the build tree has a copy at
<build>/share/axl/lit). In a lit.cfg.py:

    sys.path.insert(0, os.path.join(prefix, "share", "axl", "lit"))
    import axl_lit
    axl_lit.configure(config, lit_config)

configure() adds the substitutions

    %axlify            <prefix>/bin/axlify
    %axl-prove         <prefix>/bin/axl-prove (substituted even when absent)
    %axl-config        <prefix>/bin/axl-config
    %axl-cuda-cflags   axl-config --backend cuda --cflags
    %axl-cuda-libs     axl-config --backend cuda --libs
    %axl-cpu-cflags    axl-config --backend cpu --cflags
    %axl-cpu-libs      axl-config --backend cpu --libs
    %axl-nvcc          nvcc and the CUDA backend's flags
    %axl-cpu-cxx       the host C++ compiler, -x c++ and the CPU backend's flags
    %axl-rules-dir     the built-in rules (axl-config --rules-dir)
    %axl-cuda-path     the CUDA toolkit
    %mpirun            mpirun (Open MPI as root: --allow-run-as-root; Open
                       MPI: --oversubscribe), when found

and the features cuda-headers (the toolkit's headers are present), nvcc,
mpi, axl-prove and axl-cpu (the CPU backend's library is present).

Standard library and lit only.
"""

import os
import shlex
import shutil
import subprocess
import sys
import types

_HERE = os.path.dirname(os.path.abspath(__file__))


def _param(lit_config, name):
    """A lit parameter (--param NAME=...), else the environment variable."""
    value = lit_config.params.get(name)
    if value:
        return value, "lit parameter " + name
    value = os.environ.get(name)
    if value:
        return value, "environment variable " + name
    return None, None


def _executable(path):
    return os.path.isfile(path) and os.access(path, os.X_OK)


def _which(name, config):
    return shutil.which(name, path=config.environment.get("PATH"))


def _axl_config(lit_config, axl_config, *args):
    cmd = [axl_config] + list(args)
    try:
        result = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True)
    except OSError as e:
        lit_config.fatal("axl_lit: cannot run %s: %s" % (axl_config, e))
    if result.returncode != 0:
        lit_config.fatal("axl_lit: '%s' failed (exit %d): %s" % (
            " ".join(cmd), result.returncode, result.stderr.strip()))
    return result.stdout.strip()


def _find_prefix(lit_config, prefix):
    if prefix:
        return os.path.abspath(prefix), "configure(prefix=...)"
    value, origin = _param(lit_config, "AXL_PREFIX")
    if value:
        return os.path.abspath(value), origin
    # <prefix>/share/axl/lit -> <prefix>
    return os.path.dirname(os.path.dirname(os.path.dirname(_HERE))), "the location of " + __file__


def _find_nvcc(lit_config, config, cuda_path):
    value, origin = _param(lit_config, "AXL_NVCC")
    if value:
        if not _executable(value):
            lit_config.fatal("axl_lit: no nvcc at %s (from %s)" % (value, origin))
        return value
    candidate = os.path.join(cuda_path, "bin", "nvcc")
    if _executable(candidate):
        return candidate
    return _which("nvcc", config)


def _find_cxx(lit_config, config):
    value, _ = _param(lit_config, "AXL_CXX")
    if not value:
        value = os.environ.get("CXX")
    if value:
        return value
    for name in ("c++", "g++", "clang++"):
        found = _which(name, config)
        if found:
            return found
    return "c++"


def _mpirun_command(lit_config, config):
    mpirun, origin = _param(lit_config, "AXL_MPIRUN")
    if mpirun and not _executable(mpirun):
        lit_config.fatal("axl_lit: no mpirun at %s (from %s)" % (mpirun, origin))
    mpirun = mpirun or _which("mpirun", config)
    if not mpirun:
        return None
    words = [shlex.quote(mpirun)]
    # Open MPI refuses to start as root (containers, CI) without
    # --allow-run-as-root, and more ranks than cores without --oversubscribe;
    # other MPIs know neither option.
    try:
        version = subprocess.run([mpirun, "--version"], stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, text=True, timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        version = ""
    if "Open MPI" in version or "OpenRTE" in version:
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            words.append("--allow-run-as-root")
        words.append("--oversubscribe")
    return " ".join(words)


def _use_filecheck(lit_config, config):
    """FileCheck on PATH, else in the lit parameter llvm_tools_dir, else next
    to lit (Debian's /usr/lib/llvm-N/bin/lit): its directory goes first on
    the tests' PATH."""
    if _which("FileCheck", config):
        return
    dirs = [lit_config.params.get("llvm_tools_dir"),
            os.path.dirname(os.path.realpath(sys.argv[0]))]
    for d in dirs:
        if d and _executable(os.path.join(d, "FileCheck")):
            config.environment["PATH"] = os.pathsep.join(
                [d, config.environment.get("PATH", "")])
            return
    lit_config.warning("axl_lit: no FileCheck on PATH or next to lit; put LLVM's bin "
                       "directory on PATH or pass --param llvm_tools_dir=DIR")


def _has_cpu_library(cpu_libs):
    for word in shlex.split(cpu_libs):
        if word.startswith("-L"):
            d = word[2:]
            if any(os.path.exists(os.path.join(d, "libaxl_cpu" + ext))
                   for ext in (".so", ".dylib", ".a")):
                return True
    return False


def configure(config, lit_config, prefix=None):
    """Adds axl's substitutions and features to config.

    prefix: an axl installation or build tree (its bin/ holds axlify and
    axl-config); default: the lit parameter or environment variable
    AXL_PREFIX, else the prefix this module is installed in. Lit parameters
    (or environment variables) AXL_CUDA_PATH, AXL_NVCC, AXL_CXX and
    AXL_MPIRUN choose the toolkit and the tools; CXX is honoured too.
    Returns what it found (prefix, cuda_path, nvcc, cxx, mpirun, ...).
    """
    prefix, origin = _find_prefix(lit_config, prefix)
    bindir = os.path.join(prefix, "bin")
    axlify = os.path.join(bindir, "axlify")
    axl_config = os.path.join(bindir, "axl-config")
    axl_prove = os.path.join(bindir, "axl-prove")
    for tool in (axlify, axl_config):
        if not _executable(tool):
            lit_config.fatal(
                "axl_lit: no %s at %s (prefix %s, from %s): point the lit parameter or "
                "environment variable AXL_PREFIX at an axl installation or build tree"
                % (os.path.basename(tool), tool, prefix, origin))

    cuda_cflags = _axl_config(lit_config, axl_config, "--backend", "cuda", "--cflags")
    cuda_libs = _axl_config(lit_config, axl_config, "--backend", "cuda", "--libs")
    cpu_cflags = _axl_config(lit_config, axl_config, "--backend", "cpu", "--cflags")
    cpu_libs = _axl_config(lit_config, axl_config, "--backend", "cpu", "--libs")
    rules_dir = _axl_config(lit_config, axl_config, "--rules-dir")

    cuda_path, _ = _param(lit_config, "AXL_CUDA_PATH")
    if not cuda_path:
        cuda_path = os.environ.get("CUDA_PATH") or _axl_config(lit_config, axl_config,
                                                               "--cuda-path")
    cuda_path = os.path.abspath(cuda_path)
    # axlify parses against the toolkit that nvcc compiles with.
    if os.path.isdir(cuda_path):
        config.environment["CUDA_PATH"] = cuda_path
    nvcc = _find_nvcc(lit_config, config, cuda_path)
    cxx = _find_cxx(lit_config, config)
    mpirun = _mpirun_command(lit_config, config)
    _use_filecheck(lit_config, config)

    features = []
    if os.path.exists(os.path.join(cuda_path, "include", "cuda_runtime.h")):
        features.append("cuda-headers")
    if nvcc:
        features.append("nvcc")
    if mpirun:
        features.append("mpi")
    if _executable(axl_prove):
        features.append("axl-prove")
    if _has_cpu_library(cpu_libs):
        features.append("axl-cpu")
    for f in features:
        config.available_features.add(f)

    q = shlex.quote
    subs = [
        ("%axlify", q(axlify)),
        ("%axl-prove", q(axl_prove)),
        ("%axl-config", q(axl_config)),
        ("%axl-cuda-cflags", cuda_cflags),
        ("%axl-cuda-libs", cuda_libs),
        ("%axl-cpu-cflags", cpu_cflags),
        ("%axl-cpu-libs", cpu_libs),
        ("%axl-nvcc", "%s %s" % (q(nvcc or "nvcc"), cuda_cflags)),
        ("%axl-cpu-cxx", "%s -x c++ %s" % (cxx, cpu_cflags)),
        ("%axl-rules-dir", q(rules_dir)),
        ("%axl-cuda-path", q(cuda_path)),
    ]
    if mpirun:
        subs.append(("%mpirun", mpirun))
    config.substitutions.extend(subs)

    lit_config.note("axl_lit: axl at %s (from %s); features: %s"
                    % (prefix, origin, " ".join(sorted(features)) or "none"))
    lit_config.note("axl_lit: nvcc: %s; C++: %s; mpirun: %s"
                    % (nvcc or "none", cxx, mpirun or "none"))
    return types.SimpleNamespace(prefix=prefix, axlify=axlify, axl_config=axl_config,
                                 axl_prove=axl_prove, cuda_path=cuda_path, nvcc=nvcc,
                                 cxx=cxx, mpirun=mpirun, features=features)
