#!/usr/bin/env python3
"""Writes runtime/cpu/include/axl/cpu/driver_api_types.h: the driver API's
types that ported code names (results, device attributes, module, function,
library and kernel handles, JIT and library options, tensor maps, the
cuuint types and CUDAAPI) from the toolkit's cuda.h and driver_types.h,
under dialect names, with CUDA's enumerators, values, sizes and alignments.

The declarations are read with Clang's JSON AST and renamed through every
rule file; values, sizes and alignments are printed by a program built over
the toolkit, so they are CUDA's exactly. A name no rule renames is an error.
The header is committed: building the backend needs neither the toolkit
nor this script. tests/cpu/driver_api_types_generated.test checks that it
is what this script writes.

  scripts/gen-cpu-driver-types.py [--cuda-path DIR] > runtime/cpu/include/axl/cpu/driver_api_types.h
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

HEADERS = ["cuda.h", "driver_types.h"]
# The typedefs written, in the headers' order (with the enum or struct each
# one names).
TYPEDEFS = {
    "cuuint32_t", "cuuint64_t", "CUresult", "CUdevice_attribute",
    "CUmodule", "CUfunction", "CUlibrary", "CUkernel",
    "CUfunction_attribute", "CUfunc_cache", "CUjit_option", "CUlibraryOption",
    "CUtensorMap", "CUtensorMapDataType", "CUtensorMapInterleave",
    "CUtensorMapSwizzle", "CUtensorMapL2promotion", "CUtensorMapFloatOOBfill",
    "CUtensorMapIm2ColWideMode",
    "cudaLibrary_t", "cudaKernel_t",
}
MACROS = ["CUDAAPI", "CU_TENSOR_MAP_NUM_QWORDS"]
# Enums whose enumerators an X-macro lists, for the backend's own code
# (the error names).
ENUMERATOR_MACROS = {"CUresult": "AXL_CPU_DRIVER_RESULTS"}


def rules():
    names = {}
    for f in sorted(os.listdir(stubs.RULES)):
        if f.endswith(".yaml"):
            for cuda, axl, kind, _, _ in stubs.entries(os.path.join(stubs.RULES, f)):
                if cuda and axl and kind not in ("header", "namespace"):
                    names.setdefault(cuda, axl)
    return names


class Renamer:
    def __init__(self, names):
        self.names = names

    def __call__(self, text):
        def one(m):
            word = m.group(0)
            if re.match(r"^(CU|cu|cuda)[A-Z_a-z0-9]", word) and word not in self.names:
                sys.exit("gen-cpu-driver-types: no rule renames %s" % word)
            return self.names.get(word, word)
        return stubs.IDENT.sub(one, text)


def top_level(cuda_path):
    """The top-level declarations of HEADERS, in source order."""
    src = "".join("#include <%s>\n" % h for h in HEADERS)
    out = subprocess.run(["clang++-22", "-std=c++17", "-w", "-isystem",
                          os.path.join(cuda_path, "include"), "-fsyntax-only", "-Xclang",
                          "-ast-dump=json", "-x", "c++", "-"],
                         input=src, capture_output=True, text=True)
    if out.returncode:
        sys.exit("gen-cpu-driver-types: clang failed:\n" + out.stderr[-2000:])
    # A location names its file only where it differs from the one printed
    # before it (in the node or the nodes before).
    decls, current = [], None
    for node in flatten(json.loads(out.stdout).get("inner", [])):
        first = files_in(node.get("loc", {}))
        here = first[0] if first else current
        if here and os.path.basename(here) in HEADERS and not node.get("isImplicit"):
            decls.append(node)
        found = files_in(node)
        current = found[-1] if found else here
    return decls


def flatten(nodes):
    """Nodes, with those of extern "C" { } blocks in their place."""
    for n in nodes:
        if n.get("kind") == "LinkageSpecDecl":
            yield n
            yield from flatten(n.get("inner", []))
        else:
            yield n


def files_in(node):
    """The files a JSON AST node's locations name, in order."""
    if isinstance(node, list):
        return [f for n in node for f in files_in(n)]
    if not isinstance(node, dict):
        return []
    out = []
    for key, value in node.items():
        if key == "file":
            out.append(value)
        elif key != "includedFrom":
            out += files_in(value)
    return out


def macros(cuda_path):
    out = subprocess.run(["clang++-22", "-std=c++17", "-E", "-dM", "-isystem",
                          os.path.join(cuda_path, "include"), "-x", "c++", "-"],
                         input="#include <cuda.h>\n", capture_output=True, text=True,
                         check=True).stdout
    defined = {}
    for line in out.splitlines():
        m = re.match(r"#define (\w+)(?: (.*))?$", line)
        if m:
            defined[m.group(1)] = m.group(2) or ""
    return defined


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    args = ap.parse_args()
    r = Renamer(rules())

    tags, body, queries, xmacros = {}, [], [], []
    for d in top_level(args.cuda_path):
        kind, name = d.get("kind"), d.get("name")
        if kind in ("EnumDecl", "RecordDecl", "CXXRecordDecl") and name:
            if d.get("completeDefinition") or kind == "EnumDecl":
                tags[name] = d
            continue
        if kind != "TypedefDecl" or name not in TYPEDEFS:
            continue
        qual = d["type"]["qualType"]
        m = re.match(r"^(enum|struct) (\w+)$", qual)
        if m and m.group(1) == "enum":
            items = []
            for c in tags[m.group(2)].get("inner", []):
                if c.get("kind") == "EnumConstantDecl":
                    items.append("  %s = @%d@," % (r(c["name"]), len(queries)))
                    queries.append(c["name"])
            body.append("typedef enum %s {\n%s\n} %s;" % (
                r(m.group(2)), "\n".join(items), r(name)))
            if name in ENUMERATOR_MACROS:
                xmacros += ["", "// %s's enumerators, in cuda.h's order: X(name)." % r(name),
                            "#define %s(X) \\" % ENUMERATOR_MACROS[name]]
                xmacros += ["  X(%s) \\" % r(c["name"]) for c in tags[m.group(2)]["inner"]
                            if c.get("kind") == "EnumConstantDecl"] + [""]
        elif m:
            fields = ["  %s;" % stubs.declarator(r(f["type"]["qualType"]), f["name"])
                      for f in tags[m.group(2)].get("inner", [])
                      if f.get("kind") == "FieldDecl"]
            # The toolkit's alignment (CUtensorMap's alignas(128)) and size.
            # axl-loops' parse (Clang) sees only the members' alignment:
            # Clang rejects a variable of the type declared with a smaller
            # alignas (ill-formed, no diagnostic required; nvcc and g++ take
            # `alignas(64) CUtensorMap m;`, as TMA code writes it), and the
            # parse never lays anything out.
            body.append("typedef struct\n#ifdef __AXL_LOOPS__\nalignas(8)\n#else\n"
                        "alignas(@%d@)\n#endif\n%s {\n%s\n} %s;" % (
                len(queries), r(m.group(2)), "\n".join(fields), r(name)))
            queries.append("alignof(%s)" % name)
            body.append("static_assert(sizeof(%s) == @%d@, \"CUDA's size\");" % (
                r(name), len(queries)))
            queries.append("sizeof(%s)" % name)
        else:
            text = stubs.declarator(r(qual), r(name))
            body.append("typedef %s;" % text.replace("* ", "*"))
    written = {re.search(r"(\w+);$", b).group(1) for b in body if b.startswith("typedef")}
    missing = sorted(t for t in TYPEDEFS if r(t) not in written)
    if missing:
        sys.exit("gen-cpu-driver-types: not declared by %s: %s" % (
            ", ".join(HEADERS), ", ".join(missing)))

    values = stubs.evaluate_enumerators(queries, HEADERS, args.cuda_path)
    defined = macros(args.cuda_path)
    version = int(defined["CUDA_VERSION"])
    lines = [
        "// Generated by scripts/gen-cpu-driver-types.py: do not edit (checked by",
        "// tests/cpu/driver_api_types_generated.test).",
        "// CPU backend: the driver API's types that ported code names, from CUDA",
        "// %d.%d's cuda.h and driver_types.h under dialect names, with CUDA's" % (
            version // 1000, version % 1000 // 10),
        "// enumerators, values, sizes and alignments: results, device attributes,",
        "// module, function, library and kernel handles (the runtime's axlLibrary_t",
        "// and axlKernel_t are the driver's), function attributes and cache modes,",
        "// JIT and library options, tensor maps, the cuuint types and CUDAAPI.",
        "// Included by <axl/driver.h> and the runtime's types.",
        "#pragma once",
        "#include <cstdint>",
        "",
    ]
    lines += [("#define %s %s" % (r(m), defined[m])).rstrip() for m in MACROS]
    lines += [""] + body + xmacros + [""]
    print(re.sub(r"@(\d+)@", lambda m: values[queries[int(m.group(1))]], "\n".join(lines)),
          end="")


if __name__ == "__main__":
    main()
