#!/usr/bin/env python3
"""Draft the HIP backend's mapping tables (rules/hip/*.yaml) from HIPIFY's tables.

    scripts/draft-hip-rules.py --hipify /path/to/HIPIFY [--hip-include /usr/include] \\
        [--rccl /path/to/rccl] [--rules rules] [--out rules/hip]

For every dialect name of a rule file (the `axl:` of a supported or deprecated
entry; kind: header entries are skipped) it looks up the HIP name of the
entry's CUDA name in HIPIFY's published tables (docs/tables/*_supported_by_HIP.md
of a HIPIFY work tree or git directory; cuDNN's from
CUDNN_API_supported_by_MIOPEN.md: the HIP column of CUDNN_API_supported_by_HIP.md
names hipDNN, which ROCm never shipped). A name HIPIFY does not map gets the
library's own prefix (cuda -> hip, CUDA_ -> HIP_, cusparse -> hipsparse, curand ->
hiprand, nvrtc -> hiprtc ...) and an identity entry (axl equal to cuda: dim3,
__hadd, atomicAdd) keeps its name, each only when the installed headers declare
that name as something of the rule's kind (a CUDA type is no HIP enumerator:
CUDA_POINTER_ATTRIBUTE_P2P_TOKENS); version macros are never renamed
(CUDA_VERSION and HIP_VERSION count different releases).

Every HIP name of a library installed here (the HIP runtime, hip_fp16,
hip_bfloat16, hip_complex, cooperative groups, hiprtc, hipRAND, hipSPARSE) is
checked against its headers: hipcc parses one file including them all, for the
device (--offload-device-only) and for the host, and a name counts as declared
when a function, type, enum, enumerator, variable or namespace of that name is
declared at namespace scope, or a macro defined, in a file under hip/, hiprand/,
hipsparse/ or one of clang's __clang_hip_*/__clang_cuda_* wrappers, and that
file is among those the family's `include:` headers pull in (hipcc -M). A
function kept under its CUDA name must be declared __device__ (explicitly, not
the implicit host-device of a constexpr function). A HIP name HIPIFY dates at or
before the installed release of its library (dpkg's version of its -dev
package: Debian 12 has HIP 5.2.3 but hipRAND and hipSPARSE of ROCm 5.3.3), or
does not date, that the headers do not declare is left out ("absent"); a later
one is kept with HIPIFY's version ("newer": the generated header tests
HIP_VERSION); an identity entry is kept only when declared.

The libraries not installed here (hipBLAS, hipBLASLt, hipFFT, hipSOLVER, MIOpen,
hipCUB, rocThrust, RCCL) keep HIPIFY's names and versions unchecked (verified:
false). HIPIFY has no NCCL table: with --rccl (a checkout of ROCm/rccl with its
rocm-* tags) RCCL's names are NCCL's, those src/nccl.h.in declares, each dated
by the first rocm-* tag that declares it.

hipRAND needs rocRAND's headers to parse (hiprand/hiprand_hcc.h includes
rocrand/rocrand.h; Debian: librocrand-dev, or --hip-include a directory holding
rocrand/). The output is deterministic; the summary goes to stdout. The result
is a draft: read it, then commit it.
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

# CUDA names whose call form changed while HIP kept the old one under the
# name HIPIFY maps to: the HIP name with CUDA's current form, and the ROCm
# version that added it. cudaGraphInstantiate takes (exec, graph, flags) since
# CUDA 12; hipGraphInstantiate keeps CUDA 11's five arguments.
CALL_FORM = {"cudaGraphInstantiate": ("hipGraphInstantiateWithFlags", "5.0.0")}

try:
    import yaml
except ImportError:  # pragma: no cover
    yaml = None

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# HIPIFY's tables, in the order a CUDA name is looked up (no name is in two
# with different HIP names; the order only decides which file a comment cites).
TABLES = [
    "CUDA_Runtime_API_functions_supported_by_HIP.md",
    "CUDA_Driver_API_functions_supported_by_HIP.md",
    "CUDA_Device_API_supported_by_HIP.md",
    "CUDA_RTC_API_supported_by_HIP.md",
    "cuComplex_API_supported_by_HIP.md",
    "CURAND_API_supported_by_HIP.md",
    "CUSPARSE_API_supported_by_HIP.md",
    "CUBLAS_API_supported_by_HIP.md",
    "CUSOLVER_API_supported_by_HIP.md",
    "CUFFT_API_supported_by_HIP.md",
    "CUB_API_supported_by_HIP.md",
    "CUDNN_API_supported_by_MIOPEN.md",
]

# family -> (library, include, package): library None is the HIP runtime
# itself; package is the installed ROCm package whose release dates the
# headers (None: not installed here, not checked).
FAMILIES = {
    "fp16": (None, ["hip/hip_fp16.h"], "hip"),
    "bf16": (None, ["hip/hip_bfloat16.h"], "hip"),
    "complex": (None, ["hip/hip_complex.h"], "hip"),
    "cooperative-groups": (None, ["hip/hip_cooperative_groups.h"], "hip"),
    "nvrtc": (None, ["hip/hiprtc.h"], "hip"),
    "library-types": (None, ["hip/library_types.h"], "hip"),
    "curand": ("hipRAND", ["hiprand/hiprand.h"], "hiprand"),
    "curand-kernel": ("hipRAND", ["hiprand/hiprand_kernel.h"], "hiprand"),
    "cusparse": ("hipSPARSE", ["hipsparse/hipsparse.h"], "hipsparse"),
    "cublas": ("hipBLAS", ["hipblas/hipblas.h"], None),
    "cublaslt": ("hipBLASLt", ["hipblaslt/hipblaslt.h"], None),
    "cufft": ("hipFFT", ["hipfft/hipfft.h", "hipfft/hipfftXt.h"], None),
    "cusolver": ("hipSOLVER", ["hipsolver/hipsolver.h"], None),
    "cudnn": ("MIOpen", ["miopen/miopen.h"], None),
    "cub": ("hipCUB", ["hipcub/hipcub.hpp"], None),
    "nccl": ("RCCL", ["rccl/rccl.h"], None),
    "thrust": ("rocThrust", [], None),
}
DEFAULT_FAMILY = (None, [], "hip")  # everything else: hip/hip_runtime.h
RUNTIME_HEADER = "hip/hip_runtime.h"

# Installed packages: Debian's -dev package (its version is the ROCm release)
# and the header that says the library is there.
PACKAGES = {
    "hip": ("libamdhip64-dev", "hip/hip_runtime.h"),
    "hiprand": ("libhiprand-dev", "hiprand/hiprand.h"),
    "hipsparse": ("libhipsparse-dev", "hipsparse/hipsparse.h"),
}

# The library's own prefix for a CUDA name HIPIFY does not map (longest first).
PREFIXES = [
    ("cublasLt", "hipblasLt"), ("CUBLASLT_", "HIPBLASLT_"),
    ("cusparse", "hipsparse"), ("CUSPARSE_", "HIPSPARSE_"),
    ("cusolver", "hipsolver"), ("CUSOLVER_", "HIPSOLVER_"),
    ("cublas", "hipblas"), ("CUBLAS_", "HIPBLAS_"),
    ("curand", "hiprand"), ("CURAND_", "HIPRAND_"),
    ("cufft", "hipfft"), ("CUFFT_", "HIPFFT_"),
    ("nvrtc", "hiprtc"), ("NVRTC_", "HIPRTC_"),
    ("nccl", "nccl"), ("NCCL_", "NCCL_"),
    ("cuda", "hip"), ("CUDA_", "HIP_"),
]

# What a HIP name found by prefix or kept as it is may be, by the rule's kind
# (a macro may stand for a function, variable or enumerator: HIP writes some
# so); a HIPIFY mapping is taken whatever the kind.
COMPATIBLE = {
    "function": {"function", "macro"},
    "variable": {"variable", "macro"},
    "enumerator": {"enumerator", "variable", "macro"},
    "type": {"type", "enum"},
    "enum": {"type", "enum"},
    "namespace": {"namespace"},
}

HIP_DIRS = ("hip", "hiprand", "hipsparse")
IDENT = re.compile(r"^[A-Za-z_]\w*(::[A-Za-z_]\w*)*$")


def die(msg):
    sys.exit("draft-hip-rules: error: " + msg)


def version_key(v):
    return tuple(int(x) for x in re.findall(r"\d+", v)[:3]) + (0,) * (3 - len(re.findall(r"\d+", v)[:3]))


def quote(s):
    return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"')


# ---------------------------------------------------------------- rule files

def load_yaml(path):
    with open(path) as f:
        text = f.read()
    if yaml is not None:
        return yaml.safe_load(text)
    # The rule files' subset: top-level scalars and one list of flat mappings.
    doc, entry = {"entries": []}, None
    for line in text.splitlines():
        line = re.sub(r"\s+#.*$", "", line) if not line.lstrip().startswith("#") else ""
        if not line.strip():
            continue
        m = re.match(r"^(\s*)(- )?([\w-]+):\s*(.*)$", line)
        if not m:
            continue
        indent, dash, key, val = m.groups()
        val = val.strip().strip('"')
        if not indent and not dash:
            doc[key] = val if val else doc.get(key)
        elif dash and len(indent) == 2:
            entry = {key: val}
            doc["entries"].append(entry)
        elif entry is not None and not dash and len(indent) == 4:
            entry[key] = val
    return doc


def read_rules(rules_dir):
    out = []
    for f in sorted(os.listdir(rules_dir)):
        if not f.endswith(".yaml"):
            continue
        doc = load_yaml(os.path.join(rules_dir, f))
        if not isinstance(doc, dict) or "family" not in doc:
            continue
        entries = [e for e in doc.get("entries") or []
                   if e.get("axl") and e.get("kind") != "header"
                   and e.get("status", "supported") in ("supported", "deprecated")]
        out.append((f, doc["family"], entries))
    return out


# ------------------------------------------------------------------- HIPIFY

def hipify_reader(path):
    """(read(name) -> text, commit) for a HIPIFY work tree or git directory."""
    tables = os.path.join(path, "docs", "tables")
    if os.path.isdir(tables):
        def read(name):
            p = os.path.join(tables, name)
            return open(p).read() if os.path.exists(p) else None
        r = subprocess.run(["git", "-C", path, "rev-parse", "HEAD"], capture_output=True, text=True)
        return read, r.stdout.strip() if r.returncode == 0 else "unknown commit"
    r = subprocess.run(["git", "--git-dir", path, "rev-parse", "HEAD"], capture_output=True, text=True)
    if r.returncode != 0:
        die("%s is neither a HIPIFY work tree (docs/tables/) nor a git directory" % path)

    def read(name):
        s = subprocess.run(["git", "--git-dir", path, "show", "HEAD:docs/tables/" + name],
                           capture_output=True, text=True)
        return s.stdout if s.returncode == 0 else None
    return read, r.stdout.strip()


def read_hipify(path):
    """cuda name -> (hip name, added, deprecated, table)."""
    read, commit = hipify_reader(path)
    table = {}
    for name in TABLES:
        text = read(name)
        if text is None:
            die("HIPIFY has no docs/tables/" + name)
        for line in text.splitlines():
            cells = [c.strip() for c in line.strip().split("|")]
            # |CUDA|A|D|C|R|HIP|A|D|C|R|E|
            if len(cells) < 12 or not cells[1].startswith("`"):
                continue
            cuda, hip = cells[1].strip("`"), cells[6].strip("`")
            if not hip or not IDENT.match(hip) or cuda in table:
                continue  # unsupported, or not a name (CUoccupancyB2DSize -> void*)
            table[cuda] = (hip, cells[7], cells[8], name)
    return table, commit


# --------------------------------------------------------------------- RCCL

NCCL_TAG = re.compile(r"^rocm-(\d+)\.(\d+)(?:\.(\d+))?$")


def c_declared(text):
    """Names a C header declares: macros, functions, typedefs, enumerators, tags."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    names = set(re.findall(r"^\s*#\s*define\s+(\w+)", text, re.M))
    body = re.sub(r"^\s*#[^\n]*(\\\n[^\n]*)*", " ", text, flags=re.M)
    for m in re.finditer(r"\benum\s*(\w*)\s*\{([^}]*)\}", body):
        names.update(x for x in [m.group(1)] if x)
        names.update(re.findall(r"(?:^|,)\s*(\w+)\s*(?==|,|$)", m.group(2).strip()))
    names.update(re.findall(r"\b(?:struct|union|enum)\s+(\w+)", body))
    names.update(re.findall(r"\btypedef\b[^;{]*?(?:\{[^}]*\}[^;]*?)?(\w+)\s*(?:\[[^\]]*\])?\s*;", body))
    names.update(re.findall(r"\btypedef\b[^;]*?\(\s*\*\s*(\w+)\s*\)", body))
    names.update(re.findall(r"\b\w+[\s*]+(\w+)\s*\([^;{)]*\)\s*[;{]", body))
    return names


def read_rccl(path):
    """nccl name -> (first rocm-* tag declaring it, tag list), and the newest tag."""
    gitdir = ["--git-dir", path] if not os.path.isdir(os.path.join(path, ".git")) else ["-C", path]
    tags = subprocess.run(["git"] + gitdir + ["tag"], capture_output=True, text=True).stdout.split()
    tags = sorted((t for t in tags if NCCL_TAG.match(t)),
                  key=lambda t: (tuple(int(x or 0) for x in NCCL_TAG.match(t).groups()), t))
    first = {}
    for t in tags:
        s = subprocess.run(["git"] + gitdir + ["show", t + ":src/nccl.h.in"], capture_output=True, text=True)
        if s.returncode != 0:
            continue
        v = ".".join(x or "0" for x in NCCL_TAG.match(t).groups())
        for n in c_declared(s.stdout):
            first.setdefault(n, v)
    head = subprocess.run(["git"] + gitdir + ["rev-parse", "HEAD"],
                          capture_output=True, text=True).stdout.strip()
    if not first:
        die("%s: no rocm-* tag with src/nccl.h.in" % path)
    return first, head, tags[-1]


# ------------------------------------------------------------- HIP headers

LOC = re.compile(r"<invalid sloc>|\bline:(\d+):\d+|\bcol:\d+|"
                 r"(<built-in>|<scratch space>|<command line>|[^\s<>,:']+):\d+:\d+")
NODE = re.compile(r"^([| `]*[|`]-)?(\w+) 0x[0-9a-f]+")
FLAGS = {"imported", "invalid", "implicit", "used", "referenced", "struct", "class", "union",
         "interface", "inline", "definition", "hidden", "C", "C++", "__module_private__",
         "constexpr", "consteval", "private", "public", "protected", "cinit", "callinit"}
DECL_KIND = {
    "FunctionDecl": "function", "FunctionTemplateDecl": "function",
    "CXXRecordDecl": "type", "RecordDecl": "type", "ClassTemplateDecl": "type",
    "TypedefDecl": "type", "TypeAliasDecl": "type", "TypeAliasTemplateDecl": "type",
    "EnumDecl": "enum", "EnumConstantDecl": "enumerator", "VarDecl": "variable",
    "VarTemplateDecl": "variable", "NamespaceDecl": "namespace",
}
TRANSPARENT = {"TranslationUnitDecl", "NamespaceDecl", "LinkageSpecDecl",
               "FunctionTemplateDecl", "ClassTemplateDecl", "VarTemplateDecl",
               "TypeAliasTemplateDecl", "ExportDecl"}


def parse_dump(text, decls):
    """Namespace-scope declarations of a clang -ast-dump: name -> {(kind, file, device)}."""
    last_file = None
    stack = []  # (depth, node kind, name, is scoped enum, index into pending)
    pending = []  # [name, kind, file, device] of the functions whose attributes follow
    for line in text.splitlines():
        # Every location of every line, in order: a file is printed only where
        # it changes (then line:L:C, col:C), so each line's locations count.
        cut = min([i for i in (line.find("'"), line.find('"')) if i >= 0] or [len(line)])
        head = line[:cut]
        end = None
        locs = []
        for lm in LOC.finditer(head):
            if lm.group(2):
                last_file = lm.group(2)
            locs.append(last_file if lm.group(0) != "<invalid sloc>" else None)
            end = lm.end()
        m = NODE.match(line)
        if not m:
            continue
        depth = len(m.group(1) or "") // 2
        kind = m.group(2)
        while stack and stack[-1][0] >= depth:
            stack.pop()
        parent = stack[-1] if stack else None
        if kind in ("CUDADeviceAttr", "CUDAGlobalAttr") and parent and parent[4] is not None:
            if "Implicit" not in line[m.end():]:
                pending[parent[4]][3] = True
            continue
        name = None
        if end is not None and kind in DECL_KIND:
            rest = head[end:].replace(">", " ").split()
            rest = [t for t in rest if t not in FLAGS and not t.startswith("0x")]
            name = rest[0] if rest and re.match(r"^[A-Za-z_]\w*$", rest[0]) else None
        scoped = kind == "EnumDecl" and re.search(r"\b(class|struct)\b", head[end or 0:]) is not None
        index = None
        # The name's location; where a macro pasted the name (<scratch space>),
        # the first location of the line that is a file.
        file = next((f for f in reversed(locs) if f and not f.startswith("<scratch")), None)
        if kind in DECL_KIND and name and file:
            chain = stack[1:]
            ns, ok = [], True
            for a in chain:
                if a[1] == "NamespaceDecl":
                    if a[2]:
                        ns.append(a[2])
                elif a[1] == "EnumDecl" and kind == "EnumConstantDecl" and a is chain[-1]:
                    ok = ok and not a[3]  # a scoped enum's enumerators are not
                elif a[1] not in TRANSPARENT:
                    ok = False
            if ok:
                rec = ["::".join(ns + [name]), DECL_KIND[kind], file, False]
                pending.append(rec)
                index = len(pending) - 1
        stack.append((depth, kind, name, scoped, index))
    for name, kind, file, device in pending:
        decls.setdefault(name, set()).add((kind, file, device))


def parse_macros(text, macros):
    """#define/#undef of a -E -dD output: name -> defining file (the last definition)."""
    cur = None
    for line in text.splitlines():
        if line.startswith("# "):
            m = re.match(r'^# \d+ "(.*)"', line)
            if m:
                cur = m.group(1)
        elif line.startswith("#define "):
            m = re.match(r"#define (\w+)", line)
            if m:
                macros[m.group(1)] = cur
        elif line.startswith("#undef "):
            macros.pop(line.split()[1], None)


def hipcc(args, cmd, side, source, includes, extra):
    flags = ["-std=c++17", "--offload-arch=" + args.offload_arch, "-w", "-fno-color-diagnostics",
             "--offload-device-only" if side == "device" else "--offload-host-only"]
    flags += ["-isystem" + d for d in args.hip_include if d != "/usr/include"]
    r = subprocess.run([args.hipcc] + flags + extra + [source], capture_output=True, text=True)
    if r.returncode != 0:
        errs = [l for l in r.stderr.splitlines() if "error" in l][:3]
        hint = ""
        if "rocrand/" in r.stderr:
            hint = ("\n  (hipRAND needs rocRAND's headers: Debian's librocrand-dev, or --hip-include "
                    "a directory holding rocrand/)")
        die("hipcc %s (%s side) failed on %s:\n  %s%s"
            % (cmd, side, " ".join("<%s>" % i for i in includes), "\n  ".join(errs), hint))
    return r.stdout


class Headers:
    """The declarations of the installed HIP headers, per family include set."""

    def __init__(self, args, include_sets, tmp):
        self.args, self.tmp = args, tmp
        every = []
        for inc in include_sets:
            every += [i for i in inc if i not in every]
        src = self.probe("all", every)
        self.decls, self.macros = {}, {}
        for side in ("device", "host"):
            parse_dump(hipcc(args, "-ast-dump", side, src, every,
                             ["-fsyntax-only", "-Xclang", "-ast-dump"]), self.decls)
            parse_macros(hipcc(args, "-E -dD", side, src, every, ["-E", "-dD"]), self.macros)
        self.closures = {}
        for inc in include_sets:
            src = self.probe("fam%d" % len(self.closures), inc)
            files = set()
            for side in ("device", "host"):
                out = hipcc(args, "-M", side, src, inc, ["-M"])
                files.update(os.path.realpath(f) for f in out.replace("\\\n", " ").split()[1:])
            self.closures[tuple(inc)] = files
        self.real = {}

    def probe(self, tag, includes):
        path = os.path.join(self.tmp, tag + ".hip")
        with open(path, "w") as f:
            f.write("".join("#include <%s>\n" % i for i in [RUNTIME_HEADER] + includes))
        return path

    def hip_file(self, f):
        if f in ("<built-in>", "<command line>"):
            return True
        if f is None or f.startswith("<"):
            return False
        base = os.path.basename(f)
        if base.startswith("__clang_hip_") or base.startswith("__clang_cuda_"):
            return True
        real = os.path.realpath(f)
        return any(real.startswith(os.path.realpath(os.path.join(d, h)) + os.sep)
                   for d in self.args.hip_include for h in HIP_DIRS)

    def in_closure(self, f, inc):
        if f in ("<built-in>", "<command line>"):
            return True
        if f not in self.real:
            self.real[f] = os.path.realpath(f)
        return self.real[f] in self.closures[tuple(inc)]

    def declares(self, name, inc, kinds=None, device_function=False):
        """A macro or a declaration of one of kinds (None: any) of the name."""
        f = self.macros.get(name)
        if f is not None and self.hip_file(f) and self.in_closure(f, inc):
            return kinds is None or "macro" in kinds
        for kind, file, device in self.decls.get(name, ()):
            if not self.hip_file(file) or not self.in_closure(file, inc):
                continue
            if kinds is not None and kind not in kinds:
                continue
            if device_function and not (kind == "function" and device):
                continue
            return True
        return False


def installed_versions(args):
    out = {}
    for key, (pkg, header) in PACKAGES.items():
        if not any(os.path.exists(os.path.join(d, header)) for d in args.hip_include):
            continue
        v = subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg], capture_output=True, text=True)
        m = re.match(r"^(?:\d+:)?(\d+\.\d+(?:\.\d+)?)", v.stdout) if v.returncode == 0 else None
        if m:
            out[key] = m.group(1)
        elif key == "hip":
            for d in args.hip_include:
                p = os.path.join(d, "hip", "hip_version.h")
                if os.path.exists(p):
                    t = open(p).read()
                    mj = re.search(r"HIP_VERSION_MAJOR\s+(\d+)", t)
                    mn = re.search(r"HIP_VERSION_MINOR\s+(\d+)", t)
                    out[key] = "%s.%s" % (mj.group(1), mn.group(1))
                    break
    for pair in args.installed:
        k, _, v = pair.partition("=")
        out[k] = v
    for key in out:
        if key not in PACKAGES:
            die("--installed: unknown package %s (one of %s)" % (key, ", ".join(PACKAGES)))
    if "hip" not in out:
        die("no HIP headers under %s" % ", ".join(args.hip_include))
    return out


def distro():
    try:
        with open("/etc/os-release") as f:
            kv = dict(l.rstrip("\n").split("=", 1) for l in f if "=" in l)
        return "%s %s" % (kv.get("NAME", "").strip('"').split()[0], kv.get("VERSION_ID", "").strip('"'))
    except OSError:
        return "this system"


# -------------------------------------------------------------------- main

def rename(cuda):
    for c, h in PREFIXES:
        if cuda.startswith(c):
            return h + cuda[len(c):]
    return None


def wrap_comment(text, width=100):
    out, line = [], "#"
    for word in text.split():
        if len(line) + 1 + len(word) > width and line != "#":
            out.append(line)
            line = "#"
        line += " " + word
    return out + [line]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hipify", required=True, help="HIPIFY checkout (work tree or git directory)")
    ap.add_argument("--hip-include", action="append", default=[],
                    help="include directory of the HIP headers (default /usr/include; repeat to add "
                         "one holding their dependencies, e.g. rocrand/)")
    ap.add_argument("--rccl", help="ROCm/rccl checkout with its rocm-* tags (RCCL's NCCL names)")
    ap.add_argument("--rules", default=os.path.join(ROOT, "rules"))
    ap.add_argument("--out", default=os.path.join(ROOT, "rules", "hip"))
    ap.add_argument("--hipcc", default="hipcc")
    ap.add_argument("--offload-arch", default="gfx90a")
    ap.add_argument("--installed", action="append", default=[], metavar="PKG=VERSION",
                    help="ROCm release of an installed package (hip, hiprand, hipsparse); "
                         "default: dpkg's version of its -dev package")
    args = ap.parse_args()
    if not args.hip_include:
        args.hip_include = ["/usr/include"]
    if "/usr/include" not in args.hip_include and not os.path.exists(
            os.path.join(args.hip_include[0], RUNTIME_HEADER)):
        die("no %s under %s" % (RUNTIME_HEADER, args.hip_include[0]))

    rules = read_rules(args.rules)
    hipify, commit = read_hipify(args.hipify)
    rccl = read_rccl(args.rccl) if args.rccl else None
    installed = installed_versions(args)

    def family_of(fam):
        return FAMILIES.get(fam, DEFAULT_FAMILY)

    checked = [fam for _, fam, _ in rules if family_of(fam)[2] in installed]
    include_sets = []
    for fam in checked:
        inc = family_of(fam)[1]
        if inc not in include_sets:
            include_sets.append(inc)
    with tempfile.TemporaryDirectory(prefix="draft-hip-rules.") as tmp:
        headers = Headers(args, include_sets, tmp)

    os.makedirs(args.out, exist_ok=True)
    written, summary = set(), []
    notes = collections.Counter()
    where = distro()
    for fname, fam, entries in rules:
        library, include, package = family_of(fam)
        verify = package in installed
        out, sources = [], []
        n = collections.Counter(entries=len(entries))
        for e in entries:
            cuda, axl = e["cuda"], e["axl"]
            identity = axl == cuda
            hit = hipify.get(cuda)
            if cuda in CALL_FORM and hit:
                # The same call form, under another HIP name.
                hit = (CALL_FORM[cuda][0], CALL_FORM[cuda][1]) + tuple(hit[2:])
            if fam == "nccl":
                hit = None
                if rccl and cuda in rccl[0]:
                    hit = (cuda, rccl[0][cuda], "", "src/nccl.h.in")
            deprecated = ""
            if hit:
                hip, added, deprecated, table = hit
            elif verify:
                hip, added, table = (cuda if identity else rename(cuda)), "", None
                # A version macro counts the library's own releases in its own
                # encoding (CUDA_VERSION 12060, HIP_VERSION 50221153): no rename.
                if not hip or (not identity and "VERSION" in cuda):
                    continue
            else:
                continue
            kept = identity and hip == cuda
            kinds = COMPATIBLE.get(e.get("kind")) if kept or not hit else None
            if verify:
                ok = headers.declares(hip, include, kinds, kept and e.get("kind") == "function")
                if not ok and not hit:
                    continue  # no HIP name
                if ok:
                    n["declared"] += 1
                    if added and version_key(added) > version_key(installed[package]):
                        # The headers are the better witness: it is there at
                        # the latest in the installed release.
                        notes["declared though HIPIFY dates it later (dated by the installed release)"] += 1
                        added = installed[package]
                    if not hit:
                        n["own"] += 1
                        notes["kept as they are, HIPIFY lists none" if identity
                              else "renamed by prefix, HIPIFY lists none"] += 1
                elif kept:
                    n["absent" if not added or version_key(added) <= version_key(installed[package])
                      else "newer-identity"] += 1
                    continue
                elif not added or version_key(added) <= version_key(installed[package]):
                    n["absent"] += 1
                    if not added:
                        notes["absent ones HIPIFY gives no version"] += 1
                    continue
                else:
                    n["newer"] += 1
            else:
                n["unverified"] += 1
            if table and table not in sources:
                sources.append(table)
            n["hip"] += 1
            if deprecated:
                notes["written names HIP deprecates (HIPIFY's D column)"] += 1
            out += ["  - axl: " + axl, "    hip: " + hip, "    rocm: " + quote(added)]
        # The backend's own implementations (status: emulated) are written by
        # hand: a rerun keeps them, after the drafted names.
        path = os.path.join(args.out, os.path.splitext(fname)[0] + ".yaml")
        own_includes = []
        if os.path.exists(path):
            with open(path) as fh:
                text = fh.read()
            if "drafted by scripts/draft-hip-rules.py" not in text:
                own_includes = None
                text = ""
            # ... and the headers of the backend's own that implement them.
            m = re.search(r"^include: \[(.*)\]$", text, re.M)
            if m:
                own_includes = [h.strip() for h in m.group(1).split(",")
                                if h.strip().startswith("axl/")]
            for m in re.finditer(r"^  - axl: (\S+)\n    status: emulated\n(?:    note: .*\n)?",
                                 text, re.M):
                drafted = {l[len("  - axl: "):] for l in out if l.startswith("  - axl: ")}
                if m.group(1) in drafted:
                    # Drop the drafted mapping of a name the backend emulates.
                    i = out.index("  - axl: " + m.group(1))
                    del out[i:i + 3]
                out += m.group(0).rstrip("\n").split("\n")
        summary.append((fam, n, verify))
        hips = collections.Counter(l for l in out if l.startswith("    hip: "))
        notes["HIP names written for several dialect names (HIPIFY maps them so)"] += sum(
            c for c in hips.values() if c > 1)
        if not out:
            continue
        cites = ", ".join("docs/tables/" + s for s in TABLES if s in sources)
        if fam == "nccl":
            origin = ("RCCL keeps NCCL's names and HIPIFY has no NCCL table: the names ROCm/rccl %s "
                      "src/nccl.h.in declares (up to tag %s), each dated by the first rocm-* tag that "
                      "declares it" % (rccl[1], rccl[2]))
        elif cites:
            origin = "HIP names from HIPIFY's tables (ROCm/HIPIFY %s, %s)" % (commit, cites)
            if n["own"]:
                origin += (" and %d the CUDA name with the library's prefix or as it is, where HIPIFY "
                           "has none" % n["own"])
        else:
            origin = "HIP names: the CUDA name with the library's prefix or as it is (HIPIFY has none)"
        if verify:
            what = ("the HIP %s headers" % installed["hip"] if package == "hip" else
                    "the %s headers of ROCm %s (HIP %s)" % (library, installed[package], installed["hip"]))
            check = "each checked against %s of %s" % (what, where)
        else:
            check = "not checked: %s is not installed here" % library
        lines = wrap_comment("HIP backend: family %s. %s, %s (drafted by scripts/draft-hip-rules.py)."
                             % (fam, origin, check))
        lines += ["family: " + fam]
        if library:
            lines += ["library: " + library]
        if own_includes is None:
            continue  # written by hand (no "drafted by" line): left as it is
        include = list(include or []) + [h for h in own_includes if h not in (include or [])]
        if include:
            lines += ["include: [%s]" % ", ".join(include)]
        if not verify:
            lines += ["verified: false"]
        elif installed[package] != installed["hip"]:
            # The release the names were checked against, when not HIP's own.
            lines += ["verified-against: " + quote(installed[package])]
        lines += ["entries:"] + out
        path = os.path.join(args.out, os.path.splitext(fname)[0] + ".yaml")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        written.add(os.path.basename(path))
    for f in sorted(os.listdir(args.out)):
        p = os.path.join(args.out, f)
        if f.endswith(".yaml") and f not in written:
            with open(p) as fh:
                if "drafted by scripts/draft-hip-rules.py" in fh.read(2000):
                    os.remove(p)

    print("HIPIFY %s; installed: %s" % (commit, ", ".join("%s %s" % kv for kv in sorted(installed.items()))))
    cols = ("entries", "hip", "declared", "absent", "newer", "unverified")
    print("%-20s %7s %5s %8s %6s %5s %10s" % (("family",) + cols))
    tot = collections.Counter()
    rt = collections.Counter()
    for fam, n, verify in summary:
        print("%-20s %7d %5d %8s %6s %5s %10s" % (
            fam, n["entries"], n["hip"],
            *(str(n[c]) if verify else "-" for c in ("declared", "absent", "newer")),
            str(n["unverified"]) if not verify else "-"))
        tot.update(n)
        if fam.startswith("runtime-"):
            rt.update(n)
    for label, n in (("runtime-*", rt), ("total", tot)):
        print("%-20s %7d %5d %8d %6d %5d %10d" % ((label,) + tuple(n[c] for c in cols)))
    print("entries: dialect names of the rule file; hip: written to %s; declared: by the installed"
          " headers; absent: HIPIFY maps it by the installed release (or undated), the headers lack"
          " it (left out); newer: HIPIFY dates it after the installed release (kept); unverified:"
          " library not installed (kept)" % os.path.relpath(args.out))
    if tot["newer-identity"]:
        notes["identity names HIPIFY dates later, left out"] = tot["newer-identity"]
    for k in sorted(notes):
        print("note: %s: %d" % (k, notes[k]))


if __name__ == "__main__":
    main()
