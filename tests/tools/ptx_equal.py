#!/usr/bin/env python3
"""Compile an original CUDA source and its port to PTX and require identity.

PTX is compared after axl-prove's normalisation (comments, .file/.loc
directives, debug sections and the path hash in internal-linkage names are
dropped, nothing else). Used by the equivalence tests; prints the kernels it
proved identical, or a unified diff.
"""
import argparse
import difflib
import os
import shutil
import shlex
import subprocess
import sys
import tempfile


# axl-prove's normaliser: one definition of what carries no meaning in PTX,
# for users and tests alike.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir,
                                os.pardir, "tools", "axl-prove"))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from axl_ptx import kernels, normalise  # noqa: E402


def ptx(nvcc, src, arch, flags, out):
    cmd = [nvcc, "-std=c++17", "-ptx", "-arch=" + arch, src, "-o", out] + flags
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        sys.stderr.write("$ %s\n%s" % (" ".join(map(shlex.quote, cmd)), r.stderr))
        sys.exit(2)
    with open(out) as f:
        return normalise(f.read())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("original")
    ap.add_argument("port")
    ap.add_argument("--nvcc", default="nvcc")
    ap.add_argument("--backend-flags", default="")
    ap.add_argument("--arch", action="append")
    ap.add_argument("flags", nargs="*", help="extra flags for both compiles")
    a = ap.parse_args()
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        # Compile the port under the original's file name: nvcc mangles the
        # file name into internal-linkage symbols.
        os.makedirs(tmp + "/port")
        port_src = os.path.join(tmp, "port", os.path.basename(a.original))
        shutil.copyfile(a.port, port_src)
        a.port = port_src
        for arch in a.arch or ["sm_90"]:
            orig = ptx(a.nvcc, a.original, arch, a.flags, tmp + "/orig.ptx")
            # __FILE__ (assert embeds it) reads as the original's path.
            orig_dir = os.path.dirname(a.original)
            file_map = ["-Xcompiler", "-fmacro-prefix-map=%s/=%s" % (
                os.path.dirname(a.port), orig_dir + "/" if orig_dir else "")]
            port = ptx(a.nvcc, a.port, arch,
                       a.flags + shlex.split(a.backend_flags) + file_map, tmp + "/port.ptx")
            ko, kp = kernels(orig), kernels(port)
            same = sorted(k for k in ko if ko[k] == kp.get(k))
            if orig == port:
                print("PTX identical (%s): %d kernels: %s" % (arch, len(ko), " ".join(sorted(ko))))
            else:
                ok = False
                print("PTX differs (%s): %d of %d kernels identical" % (arch, len(same), len(ko)))
                sys.stdout.writelines(difflib.unified_diff(
                    [l + "\n" for l in orig], [l + "\n" for l in port],
                    "original", "port", n=2))
    sys.exit(0 if ok else 1)


main()
