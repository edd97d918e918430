#!/usr/bin/env python3
"""Writes a CPU backend header for a CUDA library the CPU backend does not
implement (cuFFT, cuDNN, cuSPARSE, cuSOLVER, NVRTC): the library's types,
enumerations, structs and macros under dialect names, with the toolkit's
values, so that code which includes the header or only uses its types
builds; and every function declared with the compilers' `error` attribute,
so that a call fails to compile, naming the function and the CPU backend.

The declarations are read from the toolkit's headers with Clang
(-ast-dump=json for declarations, -dM for macros) and renamed through every
rule file, so the values are the toolkit's and no toolkit is needed to build
the CPU backend. tests/cpu/library_headers.test checks the headers.

Where the backend implements part of a library, PARTS says so: the
functions libaxl_cpu defines (declared plainly), the headers whose other
functions returning a status type are defined inline to say once on stderr
why the backend cannot run them and return a status (code built on them
compiles and learns at run time that the backend lacks them), and enums
whose enumerators an X-macro lists for the backend's own code (error
strings).

  scripts/gen-cpu-library-stubs.py FAMILY [--cuda-path DIR] > runtime/cpu/include/axl/cpu/X.h
  FAMILY: a rule file's family (cufft, cudnn, cusparse, cusolver, nvrtc)
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULES = os.path.join(ROOT, "rules")

# What the CPU backend implements of a family (CUDA names). cuDNN: the calls
# programs make around graphs (handles, streams, versions, error strings)
# work; the graph API itself fails at run time with CUDNN_STATUS_NOT_SUPPORTED
# (runtime/cpu/src/libs/dnn.cpp).
PARTS = {
    "cudnn": {
        "provided": ["cudnnGetVersion", "cudnnGetMaxDeviceVersion", "cudnnGetCudartVersion",
                     "cudnnGetErrorString", "cudnnGetLastErrorString", "cudnnGetProperty",
                     "cudnnCreate", "cudnnDestroy", "cudnnSetStream", "cudnnGetStream"],
        "fails_at_run_time": {"cudnn_graph.h", "cudnn_graph_v9.h"},
        "failure_status": ("cudnnStatus_t", "CUDNN_STATUS_NOT_SUPPORTED"),
        "failure_reason": "does not run cuDNN graphs",
        "enumerators_macros": [("cudnnStatus_t", "AXL_CPU_DNN_STATUSES")],
        # The cuDNN frontend's dynamic loading (and programs like it) find
        # the library's functions with dlsym under CUDA's names.
        "cuda_names_macro": "AXL_CPU_DNN_CUDA_NAMES",
    },
    # cuFFT: single-GPU plans and their execution run on FFTW3
    # (runtime/cpu/src/libs/fft*.cpp); `summary` says how, in the header.
    "cufft": {
        "provided": ["cufftCreate", "cufftDestroy", "cufftPlan1d", "cufftPlan2d", "cufftPlan3d",
                     "cufftPlanMany", "cufftMakePlan1d", "cufftMakePlan2d", "cufftMakePlan3d",
                     "cufftMakePlanMany", "cufftMakePlanMany64", "cufftEstimate1d",
                     "cufftEstimate2d", "cufftEstimate3d", "cufftEstimateMany", "cufftGetSize1d",
                     "cufftGetSize2d", "cufftGetSize3d", "cufftGetSizeMany", "cufftGetSizeMany64",
                     "cufftGetSize", "cufftSetWorkArea", "cufftSetAutoAllocation", "cufftSetStream",
                     "cufftExecC2C", "cufftExecR2C", "cufftExecC2R", "cufftExecZ2Z", "cufftExecD2Z",
                     "cufftExecZ2D", "cufftGetVersion", "cufftGetProperty", "cufftXtMakePlanMany",
                     "cufftXtGetSizeMany", "cufftXtExec"],
        "summary": (
            "The single-GPU library runs on FFTW3: a plan is an FFTW guru64 plan with"
            " the plan's strides, made at the first execution for each pair of pointer"
            " alignments, in-place or not and sign (FFTW_MEASURE on scratch arrays;"
            " AXL_CPU_FFT_PLANNER=estimate or patient in the environment chooses"
            " another planner), executed in the order of the plan's stream on the"
            " stream's thread. Signs and scaling as cuFFT's"
            " (AXLFFT_FORWARD is -1, neither direction normalised); NULL inembed or"
            " onembed is the basic layout, whose in-place R2C/C2R real rows are padded"
            " to 2*(n/2+1). FFTW needs no work area: every size reported is 0, and a"
            " work area set is not used. Executing a plan with a function of another"
            " type returns AXLFFT_INVALID_PLAN; half precision (axlfftXtMakePlanMany"
            " over 16-bit types) AXLFFT_NOT_SUPPORTED."),
        "not_provided": ("multi-GPU descriptors and copies, callbacks, plan properties"
                         " and work-area policies"),
    },
    # cuSPARSE: the handle and the generic API's SpMV and SpMM over CSR and
    # COO (runtime/cpu/src/libs/sparse*.cpp).
    "cusparse": {
        "provided": ["cusparseCreate", "cusparseDestroy", "cusparseGetVersion",
                     "cusparseGetProperty", "cusparseGetErrorName", "cusparseGetErrorString",
                     "cusparseSetStream", "cusparseGetStream", "cusparseGetPointerMode",
                     "cusparseSetPointerMode", "cusparseCreateCsr", "cusparseCreateConstCsr",
                     "cusparseCreateCoo", "cusparseCreateConstCoo", "cusparseDestroySpMat",
                     "cusparseCsrGet", "cusparseConstCsrGet", "cusparseCooGet",
                     "cusparseConstCooGet", "cusparseCsrSetPointers", "cusparseCooSetPointers",
                     "cusparseSpMatGetSize", "cusparseSpMatGetFormat",
                     "cusparseSpMatGetIndexBase", "cusparseSpMatGetValues",
                     "cusparseConstSpMatGetValues", "cusparseSpMatSetValues",
                     "cusparseSpMatGetAttribute", "cusparseSpMatSetAttribute",
                     "cusparseCreateDnVec", "cusparseCreateConstDnVec", "cusparseDestroyDnVec",
                     "cusparseDnVecGet", "cusparseConstDnVecGet", "cusparseDnVecGetValues",
                     "cusparseConstDnVecGetValues", "cusparseDnVecSetValues",
                     "cusparseCreateDnMat", "cusparseCreateConstDnMat", "cusparseDestroyDnMat",
                     "cusparseDnMatGet", "cusparseConstDnMatGet", "cusparseDnMatGetValues",
                     "cusparseConstDnMatGetValues", "cusparseDnMatSetValues",
                     "cusparseSpMV", "cusparseSpMV_bufferSize", "cusparseSpMV_preprocess",
                     "cusparseSpMM", "cusparseSpMM_bufferSize", "cusparseSpMM_preprocess"],
        "summary": (
            "The handle and the generic API's SpMV and SpMM run: CSR and COO matrices"
            " with 32- or 64-bit indices and index base zero or one, dense vectors and"
            " matrices (either order), all of float, double, complex or double complex"
            " and of the compute type (mixed types return AXLSPARSE_STATUS_NOT_SUPPORTED,"
            " as do other formats and 16-bit indices), op(A) and op(B) any of N, T, C;"
            " beta = 0 leaves y or C unread. Work runs in the order of the handle's"
            " stream (op N over CSR rows in parallel on TBB); alpha and beta are read"
            " as the pointer mode says. The external buffer sizes are 0 and preprocess"
            " checks its arguments only."),
        "not_provided": ("the legacy API, sparse vectors, CSC, BSR and ELL formats,"
                         " strided batches, SpSV, SpSM, SpGEMM, SDDMM and conversions"),
    },
    # NVRTC: programs compile through axlify, axl-loops and the host compiler
    # into shared objects that the driver's modules load (src/rtc/compile.h).
    "nvrtc": {
        "provided": ["nvrtcGetErrorString", "nvrtcVersion", "nvrtcGetNumSupportedArchs",
                     "nvrtcGetSupportedArchs", "nvrtcCreateProgram", "nvrtcDestroyProgram",
                     "nvrtcCompileProgram", "nvrtcGetPTXSize", "nvrtcGetPTX",
                     "nvrtcGetCUBINSize", "nvrtcGetCUBIN", "nvrtcGetProgramLogSize",
                     "nvrtcGetProgramLog", "nvrtcAddNameExpression", "nvrtcGetLoweredName"],
    },
}
IDENT = re.compile(r"\b[A-Za-z_]\w*\b")


def entries(path):
    """(cuda, axl, kind, header) of each entry of a rule file."""
    text = open(path).read()
    out = []
    for chunk in re.split(r"\n  - ", text)[1:]:
        get = lambda k: (re.search(r"^\s*%s: (\S+)" % k, chunk, re.M) or [None, None])[1]
        out.append((get("cuda"), get("axl"), get("kind") or "function", get("header"), get("status")))
    return out


def load_rules(family):
    names, fam_file, fam_header = {}, None, None
    for f in sorted(os.listdir(RULES)):
        if not f.endswith(".yaml"):
            continue
        path = os.path.join(RULES, f)
        text = open(path).read()
        m = re.search(r"^family: (\S+)", text, re.M)
        if m and m.group(1) == family:
            fam_file = path
            fam_header = re.search(r"^header: (\S+)", text, re.M).group(1)
        for cuda, axl, kind, _, _ in entries(path):
            if cuda and axl and kind not in ("header", "namespace"):
                names.setdefault(cuda, axl)
    if not fam_file:
        sys.exit("gen-cpu-library-stubs: no rule file has family '%s'" % family)
    return names, fam_file, fam_header


def rename(text, names):
    return IDENT.sub(lambda m: names.get(m.group(0), m.group(0)), text)


def declarator(qual_type, name):
    """A declaration of `name` with the type Clang prints as `qual_type`."""
    if "(*)" in qual_type:
        return qual_type.replace("(*)", "(*%s)" % name, 1)
    m = re.match(r"^(.*?)\s*((?:\[\d*\])+)$", qual_type)
    if m:
        return "%s %s%s" % (m.group(1), name, m.group(2))
    return "%s %s" % (qual_type, name) if name else qual_type


class Walker:
    """Top-level declarations of the family's headers, in source order."""

    def __init__(self, headers, names, family_names, provided=(), failing=None):
        self.headers, self.names, self.family_names = headers, names, family_names
        self.provided = set(provided)
        # (headers, status type, status, reason): PARTS[family]
        self.failing = failing
        self.file = None
        self.out = []
        self.pending = None  # an unnamed enum or struct a typedef names next
        self.seen = set()
        self.enumerators = []
        self.enum_consts = {}  # enum or typedef name -> its enumerators
        self.last_consts = []
        self.defined = []  # (CUDA name, X-macro entry) of each function defined

    def track(self, node):
        for key in ("loc", "range"):
            loc = node.get(key, {})
            for l in (loc, loc.get("begin", {}), loc.get("spellingLoc", {}),
                      loc.get("expansionLoc", {})):
                if isinstance(l, dict) and "file" in l:
                    self.file = l["file"]

    def ours(self):
        return self.file and os.path.basename(self.file) in self.headers

    def walk(self, node):
        for child in node.get("inner", []):
            self.track(child)
            kind = child.get("kind")
            if kind == "LinkageSpecDecl":
                self.walk(child)
                continue
            if not self.ours() or child.get("isImplicit"):
                continue
            getattr(self, "on" + kind, lambda n: None)(child)

    def r(self, text):
        return rename(text, self.names)

    def onEnumDecl(self, n):
        body = self.enum_body(n)
        if body is None:
            return
        if n.get("name"):
            if n["name"] in self.seen:
                return
            self.seen.add(n["name"])
            self.out.append("enum %s %s;" % (self.r(n["name"]), body))
            self.enum_consts[n["name"]] = self.last_consts
        else:
            self.pending = "enum " + body

    def enum_body(self, n):
        items, value = [], -1
        consts = [c for c in n.get("inner", []) if c.get("kind") == "EnumConstantDecl"]
        if not consts:
            return None
        self.last_consts = [c["name"] for c in consts]
        for c in consts:
            # The value is the compiler's (evaluate_enumerators), filled in
            # when the header is written.
            self.enumerators.append(c["name"])
            items.append("  %s = @%s@," % (self.r(c["name"]), c["name"]))
        return "{\n%s\n}" % "\n".join(items)

    def record_body(self, n):
        fields = []
        pending = None
        for f in n.get("inner", []):
            if f.get("kind") == "RecordDecl" and f.get("completeDefinition"):
                pending = "%s %s" % (f["tagUsed"], self.record_body(f))
            elif f.get("kind") == "FieldDecl":
                t = f["type"]["qualType"]
                if pending and ("unnamed" in t or "anonymous" in t):
                    fields.append("  %s %s;" % (pending, f.get("name", "")))
                    pending = None
                else:
                    fields.append("  %s;" % declarator(self.r(t), f.get("name", "")))
        return "{\n%s\n}" % "\n".join(fields)

    def onCXXRecordDecl(self, n):
        self.onRecordDecl(n)

    def onRecordDecl(self, n):
        name = n.get("name")
        if not n.get("completeDefinition"):
            if name and name not in self.seen:
                self.out.append("%s %s;" % (n["tagUsed"], self.r(name)))
            return
        body = self.record_body(n)
        if name:
            self.seen.add(name)
            self.out.append("%s %s %s;" % (n["tagUsed"], self.r(name), body))
        else:
            self.pending = "%s %s" % (n["tagUsed"], body)

    def onTypedefDecl(self, n):
        name, t = n["name"], n["type"]["qualType"]
        if name in self.seen:
            return
        self.seen.add(name)
        # typedef enum { ... } name; (C++ names the enum after the typedef)
        named_by_typedef = t.split(" ", 1)[-1] == name and t.split(" ", 1)[0] in (
            "enum", "struct", "union")
        if self.pending and ("unnamed" in t or "anonymous" in t or named_by_typedef):
            self.out.append("typedef %s %s;" % (self.pending, self.r(name)))
            if self.pending.startswith("enum"):
                self.enum_consts[name] = self.last_consts
        else:
            self.out.append("typedef %s;" % declarator(self.r(t), self.r(name)))
        self.pending = None

    def onFunctionDecl(self, n):
        name = n["name"]
        if name in self.seen or name not in self.family_names:
            return
        self.seen.add(name)
        axl = self.r(name)
        qual = n["type"]["qualType"]
        ret = qual[:qual.index("(")].strip()
        # Unnamed parameters: a name could be a macro of the backend (blockDim).
        params = [self.r(p["type"]["qualType"])
                  for p in n.get("inner", []) if p.get("kind") == "ParmVarDecl"]
        if n.get("variadic"):
            params.append("...")
        # The parameters named, and the call passing them on, for the
        # export under CUDA's name (runtime/cpu/src/libs/dnn.cpp).
        named = ", ".join(declarator(t, "axlArg%d" % i) for i, t in enumerate(params)) or "void"
        passed = ", ".join("axlArg%d" % i for i in range(len(params)))
        defined = None if n.get("variadic") else "X(%s, %s, %s, (%s), (%s))" % (
            name, axl, self.r(ret), named, passed)
        params = ", ".join(params) or "void"
        if name in self.provided:
            self.out.append("%s %s(%s);" % (self.r(ret), axl, params))
            self.defined += [defined] if defined else []
            return
        if self.failing and os.path.basename(self.file) in self.failing[0] and \
                ret == self.failing[1]:
            self.defined += [defined] if defined else []
            status = self.r(self.failing[2])
            self.out.append('inline %s %s(%s) {\n  axl::cpu::detail::failsAtRunTime("%s", "%s", "%s");'
                            '\n  return %s;\n}' % (self.r(ret), axl, params, axl,
                                                  self.failing[3], status, status))
            return
        self.out.append('%s %s(%s) AXL_CPU_NOT_PROVIDED("%s");' % (
            self.r(ret), axl, params, axl))


def evaluate_enumerators(names, headers, cuda_path):
    """The value of each enumerator, from the host compiler over the toolkit."""
    src = "".join("#include <%s>\n" % h for h in headers) + "#include <cstdio>\nint main() {\n"
    src += "".join('  std::printf("%%lld\\n", (long long)%s);\n' % n for n in names) + "}\n"
    with tempfile.TemporaryDirectory() as d:
        tu, exe = os.path.join(d, "enums.cpp"), os.path.join(d, "enums")
        open(tu, "w").write(src)
        subprocess.run(["c++", "-std=c++17", "-w", "-I", os.path.join(cuda_path, "include"), tu,
                        "-o", exe], check=True)
        values = subprocess.run([exe], capture_output=True, text=True, check=True).stdout.split()
    return dict(zip(names, values))


def clang_args(cuda_path):
    return ["clang++-22", "-x", "cuda", "--cuda-host-only", "-nocudalib", "--cuda-path=" + cuda_path,
            "-Wno-unknown-cuda-version", "-std=c++17", "-w",
            "-isystem", os.path.join(cuda_path, "include", "cccl"),
            "-isystem", os.path.join(cuda_path, "include")]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("family")
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--include", action="append", default=[],
                    help="dialect header the generated one includes first (repeatable)")
    args = ap.parse_args()
    part = PARTS.get(args.family, {})
    provided = part.get("provided", [])
    failing = None
    if "fails_at_run_time" in part:
        failing = (part["fails_at_run_time"],) + part["failure_status"] + (
            part["failure_reason"],)
    names, fam_file, fam_header = load_rules(args.family)
    fam = entries(fam_file)
    headers = [c for c, _, k, _, _ in fam if k == "header"]
    family_names = {c for c, _, k, _, _ in fam if k != "header"}
    src = "".join("#include <%s>\n" % h for h in headers)
    tu = os.path.join("/tmp", "axl-stub-%s-%d.cpp" % (args.family, os.getpid()))
    open(tu, "w").write(src)
    try:
        ast = subprocess.run(clang_args(args.cuda_path) + ["-fsyntax-only", "-Xclang", "-ast-dump=json", tu],
                             capture_output=True, text=True)
        if ast.returncode:
            sys.exit("gen-cpu-library-stubs: clang failed on %s:\n%s" % (headers, ast.stderr[-2000:]))
        macros = subprocess.run(clang_args(args.cuda_path) + ["-E", "-dM", tu],
                                capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(tu)
    w = Walker(set(headers), names, family_names, provided, failing)
    w.walk(json.loads(ast.stdout))
    unknown = sorted(set(provided) - w.seen)
    if unknown:
        sys.exit("gen-cpu-library-stubs: PARTS names no function of %s: %s" % (
            args.family, ", ".join(unknown)))

    defined = {}
    for line in macros.splitlines():
        m = re.match(r"#define (\w+)(\([^)]*\))?(?: (.*))?$", line)
        if m:
            defined[m.group(1)] = (m.group(2) or "", m.group(3) or "")
    guards = [(c, a) for c, a, k, h, _ in entries(os.path.join(RULES, "include_guards.yaml"))
              if h == fam_header]
    macro_lines = []
    for cuda, axl, kind, _, status in fam:
        if kind == "macro" and cuda in defined and status != "removed":
            params, body = defined[cuda]
            macro_lines.append(("#define %s%s %s" % (axl, params, rename(body, names))).rstrip())

    version = re.search(r"#define CUDA_VERSION (\d+)", open(
        os.path.join(args.cuda_path, "include", "cuda.h")).read())
    version = "%d.%d" % (int(version.group(1)) // 1000, int(version.group(1)) % 1000 // 10)
    lines = [
        "// Generated by scripts/gen-cpu-library-stubs.py %s: do not edit (checked by" % (
            args.family),
        "// tests/cpu/library_headers.test).",
        "// CPU backend of <%s>: the types, enumerations, structs and macros of %s" % (
            fam_header, ", ".join(headers)),
        "// (CUDA %s) under dialect names, with the toolkit's values, so code that" % version,
    ]
    if "summary" in part:
        # A library the backend implements for the most part.
        text = "includes the header or uses its types builds. %s Defined in libaxl_cpu: %s." % (
            part["summary"], ", ".join(rename(p, names) for p in provided))
        text += (" The others (%s) are declared with the `error` attribute, so a call that is"
                 " compiled fails, naming the function and the backend (taking a function's"
                 " address fails to link)." % part["not_provided"])
        lines += textwrap.wrap(text, 76, initial_indent="// ", subsequent_indent="// ")
    else:
        lines += [
            "// includes the header or uses its types builds. The library is not",
            "// implemented on the CPU backend: each function is declared with the",
            "// `error` attribute, so a call that is compiled fails, naming the function",
            "// and the backend (taking a function's address fails to link).",
        ]
    if (provided or failing) and "summary" not in part:
        text = "Except: %s are defined in libaxl_cpu." % ", ".join(
            rename(p, names) for p in provided)
        if failing:
            text += (" The other functions of %s that return %s are defined here to say once"
                     " on stderr that the CPU backend %s and return %s: code built on them"
                     " compiles and learns at run time that the backend lacks them." % (
                         " and ".join(sorted(failing[0])), rename(failing[1], names),
                         failing[3], rename(failing[2], names)))
        lines += textwrap.wrap(text, 76, initial_indent="// ", subsequent_indent="// ")
    lines += ["#pragma once"]
    lines += ["#include <%s>" % h for h in args.include]
    lines += ["#include <axl/cpu/detail/not_provided.h>"]
    if failing:
        lines += ["#include <axl/cpu/detail/fails_at_run_time.h>"]
    lines += [""]
    lines += ["#define %s" % a for _, a in guards]
    lines += macro_lines + ["", 'extern "C" {'] + w.out + ['} // extern "C"']
    for enum, macro in part.get("enumerators_macros", []):
        if enum not in w.enum_consts:
            sys.exit("gen-cpu-library-stubs: no enum %s in %s" % (enum, args.family))
        lines += ["", "// %s's enumerators, in the header's order: X(name)." % rename(enum, names),
                  "#define %s(X) \\" % macro]
        lines += ["  X(%s) \\" % rename(c, names) for c in w.enum_consts[enum]] + [""]
    if "cuda_names_macro" in part:
        lines += ["", "// The functions defined for the backend, for their export under CUDA's",
                  "// names: X(CUDA name, dialect name, result, (parameters), (arguments)).",
                  "#define %s(X) \\" % part["cuda_names_macro"]]
        lines += ["  %s \\" % d for d in w.defined] + [""]
    values = evaluate_enumerators(w.enumerators, headers, args.cuda_path)
    print(re.sub(r"@(\w+)@", lambda m: values[m.group(1)], "\n".join(lines)))


if __name__ == "__main__":
    main()
