#!/usr/bin/env python3
"""Compile an original CUDA source and its port to PTX and require identity.

PTX is compared after normalisation: comments, .file/.loc directives and
debug sections are dropped, nothing else. Used by the equivalence tests; prints
the kernels it proved identical, or a unified diff.
"""
import argparse
import difflib
import os
import shutil
import re
import shlex
import subprocess
import sys
import tempfile


def normalise(ptx):
    out, in_debug = [], False
    for line in ptx.splitlines():
        s = line.strip()
        if s.startswith(".section") and ".debug" in s:
            in_debug = True
            continue
        if in_debug:
            if s == "}":
                in_debug = False
            continue
        s = re.sub(r"//.*$", "", line).rstrip()
        # Internal-linkage names carry a hash of the compiled file's path.
        s = re.sub(r"(_INTERNAL_|_GLOBAL__N__)[0-9a-f]{8}_", r"\1xxxxxxxx_", s)
        if not s.strip() or re.match(r"\s*\.(file|loc)\b", s):
            continue
        out.append(s)
    return out


def kernels(lines):
    """Kernel name -> its normalised PTX lines (.entry up to its closing brace)."""
    out, name = {}, None
    for l in lines:
        m = re.match(r"\s*(?:\.visible\s+|\.weak\s+)?\.entry\s+(\w+)", l)
        if m:
            name = m.group(1)
            out[name] = []
        if name:
            out[name].append(l)
            if l == "}":
                name = None
    return out


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
            port = ptx(a.nvcc, a.port, arch, a.flags + shlex.split(a.backend_flags),
                       tmp + "/port.ptx")
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
