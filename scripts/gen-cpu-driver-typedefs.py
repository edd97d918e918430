#!/usr/bin/env python3
"""Writes runtime/cpu/include/axl/cpu/driver_typedefs.h, the CPU backend of
<axl/driver_typedefs.h> (CUDA's cudaTypedefs.h): a `PFN_` typedef for every
driver entry point at each of its versions, under dialect names.

CUDA's PFN_ signatures are read from the toolkit's cudaTypedefs.h and the
functions the CPU backend implements from its <axl/driver.h> (both with
Clang's JSON AST), names through every rule file. A version whose signature
is the backend's function's (after renaming, `_vN` type aliases equal) gets
its real typedef and an entry in AXL_CPU_DRIVER_ENTRY_POINTS, the table
axlGetDriverEntryPoint and axlDrvGetProcAddress answer from (every version
of that signature shares the function). Any other version is declared as a
pointer to an incomplete struct named after the function, so code that
names it compiles, a call through it does not, and the lookup gives
symbol-not-found; it is listed in AXL_CPU_DRIVER_ENTRY_POINTS_NOT_PROVIDED,
so the lookup knows which versions the driver has.

The header is committed: building the backend needs neither the toolkit nor
this script. tests/cpu/driver_typedefs.test checks that it is what this
script writes.

  scripts/gen-cpu-driver-typedefs.py [--cuda-path DIR] > runtime/cpu/include/axl/cpu/driver_typedefs.h
"""
import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
stubs = __import__("gen-cpu-library-stubs")

PFN = re.compile(r"^PFN_(cu\w+?)_v(\d+)(_ptds|_ptsz)?$")


def dump(args, source, filt):
    """The declarations whose names contain `filt`, as JSON objects."""
    out = subprocess.run(args + ["-fsyntax-only", "-Xclang", "-ast-dump=json",
                                 "-Xclang", "-ast-dump-filter=" + filt, "-x", "c++", "-"],
                         input=source, capture_output=True, text=True)
    if out.returncode:
        sys.exit("gen-cpu-driver-typedefs: clang failed:\n" + out.stderr[-2000:])
    dec, text, pos, decls = json.JSONDecoder(), out.stdout, 0, []
    while True:
        start = text.find("{", pos)
        if start < 0:
            return decls
        node, pos = dec.raw_decode(text, start)
        decls.append(node)


def file_of(node):
    loc = node.get("loc", {})
    return loc.get("file") or loc.get("expansionLoc", {}).get("file") or ""


def signature(qual):
    """A function type's text with `_vN` type aliases taken as their base
    (CUdeviceptr_v2 is CUdeviceptr) and no pointer declarator."""
    return re.sub(r"\b(axlDrv\w+?)_v\d+\b", r"\1", qual.replace("(*)", "", 1)).replace(" ", "")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    args = ap.parse_args()
    names = {}
    for f in sorted(os.listdir(stubs.RULES)):
        if f.endswith(".yaml"):
            for cuda, axl, kind, _, _ in stubs.entries(os.path.join(stubs.RULES, f)):
                if cuda and axl and kind not in ("header", "namespace"):
                    names.setdefault(cuda, axl)

    clang = ["clang++-22", "-std=c++17", "-w"]
    pfns = [d for d in dump(clang + ["-isystem", os.path.join(args.cuda_path, "include")],
                            "#include <cudaTypedefs.h>\n", "PFN_")
            if d.get("kind") == "TypedefDecl" and PFN.match(d["name"])]
    cpu = dump(clang + ["-DAXL_BACKEND_CPU", "-I", os.path.join(ROOT, "include"),
                        "-I", os.path.join(ROOT, "runtime", "cpu", "include")],
               "#include <axl/driver.h>\n", "axlDrv")
    implemented = {d["name"]: signature(d["type"]["qualType"]) for d in cpu
                   if d.get("kind") == "FunctionDecl" and file_of(d).endswith("axl/cpu/driver.h")}

    typedefs, provided, missing, seen = [], [], [], set()
    for d in pfns:
        name = d["name"]
        if name in seen:
            continue
        seen.add(name)
        base, version, per_thread = PFN.match(name).groups()
        axl_name, axl_fn = stubs.rename(name, names), names.get(base)
        if axl_name == name or not axl_fn:
            sys.exit("gen-cpu-driver-typedefs: no rule renames %s or %s" % (name, base))
        qual = stubs.rename(d["type"]["qualType"], names)
        if implemented.get(axl_fn) == signature(qual):
            typedefs.append("typedef %s;" % stubs.declarator(qual, axl_name))
            if not per_thread:
                provided.append("  X(%s, %s, %s, %s)" % (base, version, axl_fn, axl_name))
        else:
            typedefs.append("typedef struct axl_cpu_backend_does_not_provide_%s *%s;" % (
                axl_fn, axl_name))
            if not per_thread:
                missing.append("  X(%s, %s)" % (base, version))
    for fn in sorted(set(implemented) - {p.split(", ")[2] for p in provided}):
        if fn in names.values() and not re.search(r"_v\d+$", fn):
            print("gen-cpu-driver-typedefs: warning: no PFN_ signature of CUDA's is %s's"
                  % fn, file=sys.stderr)

    version = int(re.search(r"#define CUDA_VERSION (\d+)", open(
        os.path.join(args.cuda_path, "include", "cuda.h")).read()).group(1))
    version = "%d.%d" % (version // 1000, version % 1000 // 10)
    lines = [
        "// Generated by scripts/gen-cpu-driver-typedefs.py: do not edit (checked by",
        "// tests/cpu/driver_typedefs_generated.test).",
        "// CPU backend of <axl/driver_typedefs.h> (CUDA %s's cudaTypedefs.h): the" % version,
        "// type of each driver entry point at each of its versions, as code that",
        "// looks the driver up at run time (axlGetDriverEntryPointByVersion,",
        "// axlDrvGetProcAddress) declares its pointers.",
        "//",
        "// The %d versions whose signature is a function of <axl/driver.h> have" % (
            len([t for t in typedefs if not t.startswith("typedef struct")])),
        "// their real type, and the lookup returns that function. The other %d are" % (
            len([t for t in typedefs if t.startswith("typedef struct")])),
        "// pointers to an incomplete struct naming the function: code that names",
        "// them compiles, a call through one is a compile error that names it, and",
        "// the lookup answers symbol-not-found (a null pointer).",
        "#pragma once",
        "#include <axl/driver.h>",
        "",
        "// cudaTypedefs.h's include guard, as code that tests it expects.",
        "#define AXLTYPEDEFS_H",
        "",
    ] + typedefs + [
        "",
        "// The entry points the lookup returns: X(symbol, version, function, type).",
        "#define AXL_CPU_DRIVER_ENTRY_POINTS(X) \\",
    ] + [p + " \\" for p in provided] + [
        "",
        "// The driver's other versions: X(symbol, version).",
        "#define AXL_CPU_DRIVER_ENTRY_POINTS_NOT_PROVIDED(X) \\",
    ] + [m + " \\" for m in missing] + [""]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
