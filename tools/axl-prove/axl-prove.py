#!/usr/bin/env python3
"""axl-prove: prove that a port compiles to the same PTX as the original.

Given a project's compile database and the output tree of its port
(axlify -p BUILD --in-root ROOT --out-dir OUT), compiles every CUDA
translation unit and its port with the unit's own nvcc flags to PTX, once per
virtual architecture the command names, and compares the two after removing
what carries no meaning (see normalise()). Host C++ units that the port
rewrote are compiled to objects, original and port. One table row per unit,
a summary line, and an exit status: 0 when everything that compiled
originally is proven, 1 otherwise, 2 on a usage error.

The normaliser (axl_ptx.py, beside this script) is also the one of the
equivalence tests (tests/tools/ptx_equal.py).
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

# ---------------------------------------------------------------------------
# PTX normalisation: axl_ptx.py, found next to this script (the source tree)
# or in ../share/axl/python (the build tree and an installation).
# ---------------------------------------------------------------------------

_HERE = os.path.dirname(os.path.realpath(__file__))
_PTX_DIRS = (_HERE, os.path.normpath(os.path.join(_HERE, os.pardir, "share", "axl", "python")))
for _dir in _PTX_DIRS:
    if os.path.isfile(os.path.join(_dir, "axl_ptx.py")):
        sys.path.insert(0, _dir)
        break
else:
    sys.stderr.write("axl-prove: error: its module axl_ptx.py is in neither %s nor %s; "
                     "reinstall axl\n" % _PTX_DIRS)
    sys.exit(2)
sys.dont_write_bytecode = True  # no __pycache__ beside the installed module
from axl_ptx import diff_lines, first_difference, kernels, normalise  # noqa: E402


# ---------------------------------------------------------------------------
# Compile database and command lines
# ---------------------------------------------------------------------------


class UsageError(Exception):
    pass


def read_units(axlify, build):
    """The units of the compile database at or in `build`, as axlify reads
    them (`axlify -p BUILD --print-units --json`): axlify's reading of each
    command is the one both tools use, so the flags proven are the flags
    ported with."""
    if not os.path.isfile(axlify) or not os.access(axlify, os.X_OK):
        raise UsageError("cannot find axlify at %s (--axlify PATH)" % axlify)
    try:
        r = subprocess.run([axlify, "-p", build, "--print-units", "--json"],
                           capture_output=True, text=True, errors="replace")
    except OSError as e:
        raise UsageError("cannot run %s: %s" % (axlify, e.strerror))
    if r.returncode:
        # axlify's "FILE: error: WHAT" (or "axlify: error: WHAT") as "FILE: WHAT".
        lines = r.stderr.strip().splitlines() or ["exit status %d" % r.returncode]
        line = lines[-1][len("axlify: "):] if lines[-1].startswith("axlify: ") else lines[-1]
        raise UsageError(line.replace("error: ", "", 1))
    try:
        return json.loads(r.stdout)["units"]
    except (ValueError, KeyError, TypeError) as e:
        raise UsageError("%s --print-units --json gave no unit list (%s); is it axlify "
                         "of this version?" % (axlify, e))


class Command:
    """One database entry, as axlify reads it: the compile's flags without its
    outputs and (nvcc) its targets; each include flag with its spelling, so
    that the port's compile can point it at the port."""

    def __init__(self, unit):
        self.directory, self.source = unit["directory"], os.path.normpath(unit["source"])
        self.compiler, self.nvcc, self.cuda = unit["compiler"], unit["nvcc"], unit["cuda"]
        self.archs = list(unit["archs"])  # -arch values for -ptx, one per virtual architecture
        # [(kind, flag, value, style)]; kind: "dir", "file", "source", ""
        self.flags = [(f["kind"], f["flag"], f.get("value"), f.get("style", ""))
                      for f in unit["flags"]]

    def args(self, source=None, include_dirs=None, include_file=None):
        """The flags (without argv[0]); `source`, `include_dirs` and
        `include_file` rewrite the source and the include flags."""
        out = []
        for kind, flag, value, style in self.flags:
            if kind == "source":
                out.append(source(flag) if source else flag)
                continue
            if kind == "":
                out.append(flag)
                continue
            values = [value]
            if kind == "dir" and include_dirs:
                values = include_dirs(value)
            elif kind == "file" and include_file:
                values = [include_file(value)]
            for v in values:
                out += [flag, v] if style == " " else [flag + style + v]
        return out


# ---------------------------------------------------------------------------
# The port's command: the same flags, pointed at the port
# ---------------------------------------------------------------------------


class Port:
    def __init__(self, root, out_dir, backend_flags):
        self.root, self.out = os.path.abspath(root), os.path.abspath(out_dir)
        self.backend_flags = backend_flags

    def rel(self, path):
        """`path` relative to the root, or None when it is outside."""
        for p, r in ((os.path.normpath(path), self.root),
                     (os.path.realpath(path), os.path.realpath(self.root))):
            rel = os.path.relpath(p, r)
            if rel == "." or not (rel == ".." or rel.startswith("../")):
                return rel
        return None

    def mirror(self, path):
        rel = self.rel(path)
        return None if rel is None else os.path.normpath(os.path.join(self.out, rel))

    def command(self, cmd):
        """(flags, prefix maps) of the port's compile, or None when the port has
        no file for the source."""
        src = self.mirror(cmd.source)
        if src is None or not os.path.isfile(src):
            return None
        maps = [(self.out, self.root)]

        def source(spelled):
            # __FILE__ of the port reads as the original's spelling.
            maps.append((os.path.dirname(src), os.path.dirname(spelled)))
            return src

        def include_dirs(spelled):
            m = self.mirror(os.path.join(cmd.directory, spelled))
            if m is None or not os.path.isdir(m):
                return [spelled]
            maps.append((m, spelled.rstrip("/") or "/"))
            return [m, spelled]  # the port's headers first, the original's after

        def include_file(spelled):
            m = self.mirror(os.path.join(cmd.directory, spelled))
            return m if m and os.path.isfile(m) else spelled

        flags = cmd.args(source, include_dirs, include_file) + self.backend_flags
        return flags, maps

    @staticmethod
    def prefix_map_flags(maps, nvcc):
        """-fmacro-prefix-map flags under which __FILE__ in the port's files
        reads as the original's spelling of them, so that assert messages
        compare equal. The host compiler (which preprocesses both sides for
        nvcc) tries the last map first: longer prefixes go last."""
        out = []
        for new, old in sorted(set(maps), key=lambda m: (len(m[0]), m)):
            old = old.rstrip("/") + "/" if old else ""
            f = "-fmacro-prefix-map=%s/=%s" % (new.rstrip("/"), old)
            out += ["-Xcompiler", f] if nvcc else [f]
        return out


# ---------------------------------------------------------------------------
# Compiling
# ---------------------------------------------------------------------------


class Result:
    def __init__(self, ok, seconds, error="", text=None):
        self.ok, self.seconds, self.error, self.text = ok, seconds, error, text


def first_error(stderr):
    lines = [l.strip() for l in stderr.splitlines() if l.strip()]
    for l in lines:
        if re.search(r"\berror\b", l, re.I):
            return l[:300]
    return lines[0][:300] if lines else "(no message)"


def run_compile(argv, cwd, out_file, verbose):
    t = time.monotonic()
    if verbose:
        sys.stderr.write("(cd %s && %s)\n" % (shlex.quote(cwd), " ".join(map(shlex.quote, argv))))
    try:
        r = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, errors="replace")
    except OSError as e:
        return Result(False, time.monotonic() - t, "cannot run %s: %s" % (argv[0], e.strerror))
    dt = time.monotonic() - t
    if r.returncode:
        return Result(False, dt, first_error(r.stderr + r.stdout))
    if not os.path.isfile(out_file):
        return Result(False, dt, "%s wrote no %s" % (os.path.basename(argv[0]), out_file))
    text = None
    if out_file.endswith(".ptx"):
        with open(out_file, errors="replace") as h:
            text = h.read()
    return Result(True, dt, text=text)


# ---------------------------------------------------------------------------
# One translation unit
# ---------------------------------------------------------------------------


class Unit:
    def __init__(self, cmd, label):
        self.cmd, self.label = cmd, label
        self.status, self.error = "", ""
        self.kernels, self.archs, self.difference, self.diff = 0, [], None, []
        self.seconds = 0.0

    def row(self):
        return {"file": self.label, "kind": "cuda" if self.cmd.cuda else "c++",
                "status": self.status, "kernels": self.kernels if self.cmd.cuda else None,
                "archs": self.archs, "difference": self.difference,
                "error": self.error or None, "seconds": round(self.seconds, 2),
                "command": [self.cmd.compiler] + self.cmd.args()}


def same_bytes(a, b):
    with open(a, "rb") as x, open(b, "rb") as y:
        return x.read() == y.read()


def _differs_through_headers(cmd, port, cwd):
    """Whether a source the port copied unchanged reads a header under the root
    that the port changed (a dependency scan by its own compiler)."""
    flags = [f for f in cmd.args() if f not in ("-c",)]
    r = subprocess.run([cmd.compiler, "-M"] + flags, cwd=cwd, capture_output=True, text=True,
                       errors="replace")
    if r.returncode:
        return True  # let the compiles say what is wrong
    for dep in r.stdout.replace("\\\n", " ").split(":", 1)[-1].split():
        path = os.path.normpath(os.path.join(cwd, dep))
        m = port.mirror(path)
        if m and os.path.isfile(m) and not same_bytes(m, path):
            return True
    return False


def plan(unit, port, nvcc_override, tmp, index):
    """The compiles of one unit: [(side, arch, argv, output)], or sets the
    unit's status when there is nothing to compile."""
    cmd = unit.cmd
    ported = port.command(cmd)
    if ported is None:
        unit.status = "not ported"
        return []
    flags, maps = ported
    if not cmd.cuda:
        mirror = port.mirror(cmd.source)
        if same_bytes(mirror, cmd.source) and \
                not _differs_through_headers(cmd, port, cmd.directory):
            unit.status = "not ported"
            return []
        jobs = []
        for side, args in (("original", cmd.args()), ("port", flags)):
            o = os.path.join(tmp, "%d-%s.o" % (index, side))
            jobs.append((side, None, [cmd.compiler] + args + ["-c", "-o", o], o))
        return jobs
    compiler = nvcc_override or cmd.compiler
    unit.archs = list(cmd.archs) or ["default"]
    jobs = []
    for k, arch in enumerate(unit.archs):
        a = [] if arch == "default" else ["-arch=" + arch]
        for side, args in (("original", cmd.args()),
                           ("port", flags + Port.prefix_map_flags(maps, True))):
            o = os.path.join(tmp, "%d-%d-%s.ptx" % (index, k, side))
            jobs.append((side, arch, [compiler] + args + a + ["-ptx", "-o", o], o))
    return jobs


def judge(unit, results, diff_limit):
    """Sets the unit's status from its compiles' results {(side, arch): Result}."""
    unit.seconds = sum(r.seconds for r in results.values())
    archs = unit.archs or [None]
    # The original first: a unit that does not compile proves nothing.
    for side, failed in (("original", "not compiled"), ("port", "port failed")):
        for arch in archs:
            r = results[(side, arch)]
            if not r.ok:
                unit.status, unit.error = failed, r.error
                if arch and len(archs) > 1:
                    unit.error += " (%s)" % arch
                return
    if not unit.cmd.cuda:
        unit.status = "compiles"
        return
    unit.status = "identical"
    for arch in archs:
        orig = normalise(results[("original", arch)].text)
        port = normalise(results[("port", arch)].text)
        unit.kernels = unit.kernels or len(kernels(orig))
        where = first_difference(orig, port)
        if where:
            unit.status = "different"
            unit.difference = {"arch": arch, "where": where}
            if diff_limit:
                unit.diff = diff_lines(orig, port, where, diff_limit)
            return


# ---------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------

STATUSES = ["identical", "different", "port failed", "not compiled", "compiles", "not ported"]


def detail(u):
    archs = "" if u.archs in ([], ["default"]) else " (%s)" % ", ".join(u.archs)
    if u.status == "identical":
        return "%d kernel%s%s" % (u.kernels, "" if u.kernels == 1 else "s", archs)
    if u.status == "different":
        d = u.difference
        return "%s differs%s" % (d["where"], "" if d["arch"] == "default" else " (%s)" % d["arch"])
    return u.error


def print_table(units, out):
    rows = [(u.label, u.status, detail(u),
             "" if u.status == "not ported" else "%.1f s" % u.seconds) for u in units]
    w = [max(len(r[k]) for r in rows) for k in range(4)]
    for u, r in zip(units, rows):
        line = "%-*s  %-*s  %-*s  %*s" % (w[0], r[0], w[1], r[1], w[2], r[2], w[3], r[3])
        out.write(line.rstrip() + "\n")
        for l in u.diff:
            out.write("    %s\n" % l)


def summary(units):
    n = {s: sum(u.status == s for u in units) for s in STATUSES}
    line = "axl-prove: %d TU%s: %d identical, %d different, %d port failed, %d not compiled" % (
        len(units), "" if len(units) == 1 else "s", n["identical"], n["different"],
        n["port failed"], n["not compiled"])
    for s in ("compiles", "not ported"):
        if n[s]:
            line += ", %d %s" % (n[s], s)
    return line, n


# ---------------------------------------------------------------------------
# Driver
# ---------------------------------------------------------------------------

EPILOG = """\
what is compared:
  A CUDA unit (.cu, or -x cu) is compiled by nvcc to PTX, original and port,
  once per virtual architecture its command names (-arch, -gencode; nvcc's
  default when none). The port's command is the original's with the source
  replaced by its mirror under --out-dir, the mirror of every -I/-isystem/
  -iquote directory under --in-root put before that directory, and the flags
  of `axl-config --backend cuda --cflags` added; -c, -o and dependency flags
  are dropped; response files (--options-file, -optf, @FILE) are inlined.
  The commands are read by axlify (axlify -p BUILD --print-units --json), so
  both tools see every unit with the same flags.
  PTX is compared after dropping comments, .file/.loc directives, debug
  sections and the hash of the compiled file's path in internal-linkage names;
  nothing else: string constants stay (an assert message's __LINE__). So that
  __FILE__ in the port's files reads as in the original's, the port's compile
  gets -fmacro-prefix-map flags from its mirrored paths to the original's
  spellings (through -Xcompiler for nvcc). A host C++ unit that the port changed is compiled to an
  object, original and port, with its own compiler.

statuses:
  identical     same PTX for every architecture (N kernels)
  different     the first differing kernel (.entry name), device function, or
                "module-level declarations", and the architecture
  not compiled  the original does not compile: its first error (not counted
                against the port)
  port failed   the original compiles, the port does not: its first error
  compiles      a host C++ unit: original and port compile
  not ported    the port has no file for the unit, or left it and its headers
                unchanged (not CUDA); not counted against the port

exit status:
  0  everything that compiled originally is identical (or compiles)
  1  something is different or its port failed
  2  usage error (options, database, directories, axl-config, a CUDA unit
     whose command's compiler is not nvcc without --nvcc)

example:
  axlify -p build --in-root . --out-dir ../ported --copy-all
  axl-prove -p build --in-root . --out-dir ../ported --json prove.json
"""


def parse_args(argv):
    here = os.path.dirname(os.path.realpath(__file__))
    ap = argparse.ArgumentParser(
        prog="axl-prove", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Compile every translation unit of a compile database and its port\n"
                    "(axlify -p BUILD --in-root ROOT --out-dir OUT) and prove that they give\n"
                    "the same PTX.",
        epilog=EPILOG)
    ap.add_argument("-p", dest="build", metavar="BUILD", required=True,
                    help="directory holding compile_commands.json (or the file itself)")
    ap.add_argument("--in-root", metavar="ROOT", required=True,
                    help="the root the port was made from (axlify --in-root)")
    ap.add_argument("--out-dir", metavar="OUT", required=True,
                    help="the port's output tree (axlify --out-dir)")
    ap.add_argument("--source-filter", metavar="REGEX",
                    help="only units whose source path matches (re.search)")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1, metavar="N",
                    help="compiles in parallel (default: every core, %(default)s)")
    ap.add_argument("--json", metavar="FILE", help="write the results as JSON (- for stdout)")
    ap.add_argument("--nvcc", metavar="PATH",
                    help="nvcc to use for every CUDA unit (default: the command's own)")
    ap.add_argument("--axlify", metavar="PATH", default=os.path.join(here, "axlify"),
                    help="axlify reading the database's commands (axlify -p BUILD --print-units "
                         "--json; default: next to axl-prove)")
    ap.add_argument("--axl-config", metavar="PATH", default=os.path.join(here, "axl-config"),
                    help="axl-config giving the CUDA backend's flags (default: next to axl-prove)")
    ap.add_argument("--diff", type=int, nargs="?", const=40, default=0, metavar="LINES",
                    help="under a different unit, a unified diff of its first difference "
                         "(at most LINES lines, default 40)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every command run")
    a = ap.parse_args(argv)
    if a.j < 1:
        ap.error("-j must be at least 1")
    return a


def backend_flags(axl_config):
    if not os.path.isfile(axl_config) or not os.access(axl_config, os.X_OK):
        raise UsageError("cannot find axl-config at %s (--axl-config PATH)" % axl_config)
    r = subprocess.run([axl_config, "--backend", "cuda", "--cflags"], capture_output=True,
                       text=True)
    if r.returncode:
        raise UsageError("%s --backend cuda --cflags failed: %s" % (axl_config, r.stderr.strip()))
    return shlex.split(r.stdout)


def select_units(a, port):
    try:
        filt = re.compile(a.source_filter) if a.source_filter else None
    except re.error as e:
        raise UsageError("--source-filter: bad regular expression: %s" % e)
    units, seen, outside, shell = [], set(), 0, 0
    db = os.path.join(a.build, "compile_commands.json") if os.path.isdir(a.build) else a.build
    if not os.path.isfile(db):
        raise UsageError("no compile database: %s" % db)
    for entry in read_units(a.axlify, a.build):
        cmd = Command(entry)
        rel = port.rel(cmd.source)
        if rel is None:
            outside += 1
            continue
        if entry["build_step"]:
            shell += 1  # a build step around a compiler, not a compile (ninja -t compdb)
            continue
        if filt and not filt.search(cmd.source):
            continue
        if entry["errors"]:
            raise UsageError("%s: cannot read a response file: %s" % (cmd.source,
                                                                      "; ".join(entry["errors"])))
        if cmd.cuda and not cmd.nvcc and not a.nvcc:
            raise UsageError("%s: the compiler of its command, %s, is not nvcc; PTX needs "
                             "nvcc (--nvcc PATH)" % (cmd.source, cmd.compiler))
        key = (cmd.source, tuple(cmd.args()), tuple(cmd.archs))
        if key in seen:
            continue
        seen.add(key)
        units.append(Unit(cmd, rel))
    if not units:
        raise UsageError("no translation unit of the database lies under %s%s" % (
            port.root, " and matches --source-filter" if filt else ""))
    # Several entries for one source (several targets): numbered.
    counts = {}
    for u in sorted(units, key=lambda u: u.label):
        counts[u.label] = counts.get(u.label, 0) + 1
    index = {}
    for u in units:
        if counts[u.label] > 1:
            index[u.label] = index.get(u.label, 0) + 1
            u.label = "%s [%d]" % (u.label, index[u.label])
    if a.verbose and outside:
        sys.stderr.write("axl-prove: %d entries outside %s skipped\n" % (outside, port.root))
    if a.verbose and shell:
        sys.stderr.write("axl-prove: %d entries that are shell commands, not compiles, skipped\n"
                         % shell)
    return sorted(units, key=lambda u: u.label)


def main(argv=None):
    a = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        for what, d in (("--in-root", a.in_root), ("--out-dir", a.out_dir)):
            if not os.path.isdir(d):
                raise UsageError("%s: no such directory: %s" % (what, d))
        if a.nvcc and not os.access(a.nvcc, os.X_OK):
            raise UsageError("--nvcc: not an executable: %s" % a.nvcc)
        port = Port(a.in_root, a.out_dir, backend_flags(a.axl_config))
        units = select_units(a, port)
    except UsageError as e:
        sys.stderr.write("axl-prove: error: %s\n" % e)
        return 2

    with tempfile.TemporaryDirectory(prefix="axl-prove-") as tmp:
        jobs = []
        for i, u in enumerate(units):
            for side, arch, cmdline, out in plan(u, port, a.nvcc, tmp, i):
                jobs.append((u, side, arch, cmdline, out))
        with concurrent.futures.ThreadPoolExecutor(a.j) as pool:
            futures = [(u, side, arch, pool.submit(run_compile, c, u.cmd.directory, o, a.verbose))
                       for u, side, arch, c, o in jobs]
            results = {}
            for u, side, arch, f in futures:
                results.setdefault(id(u), {})[(side, arch)] = f.result()
        for u in units:
            if id(u) in results:
                judge(u, results[id(u)], a.diff)

    print_table(units, sys.stdout)
    line, n = summary(units)
    print(line)
    code = 1 if n["different"] or n["port failed"] else 0
    if a.json:
        doc = {"root": port.root, "out_dir": port.out, "units": [u.row() for u in units],
               "summary": n, "exit_code": code}
        text = json.dumps(doc, indent=2) + "\n"
        if a.json == "-":
            sys.stdout.write(text)
        else:
            with open(a.json, "w") as h:
                h.write(text)
    return code


if __name__ == "__main__":
    sys.exit(main())
