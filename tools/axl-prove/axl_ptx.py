"""axl_ptx: what carries meaning in a PTX module, for axl-prove and the tests.

One definition of the PTX normaliser and of the comparison by kernel, which
axl-prove (tools/axl-prove/axl-prove.py) applies to a port and the
equivalence tests (tests/tools/ptx_equal.py) to their inputs. Importable on
its own: next to axl-prove in the source tree, in <prefix>/share/axl/python
when installed (and at the same place in the build tree).
"""
import difflib
import re

# nvcc names internal-linkage entities after the compiled file: a hash of its
# path, then the length and the mangled base name of the file, then a hash
# that does not depend on the path: _INTERNAL_59ce3676_4_k_cu_c9a96bed...,
# _GLOBAL__N__59ce3676_4_k_cu_c9a96bed..., __nv_static_25__59ce3676_4_k_cu_...
_FILE_ID = re.compile(r"(?<=_)[0-9a-f]{8}_(\d+)_")


def _path_hash(m):
    n, s, name = int(m.group(1)), m.string, m.end()
    if re.fullmatch(r"\w{%d}_[0-9a-f]{8}" % n, s[name:name + n + 9]):
        return "xxxxxxxx_%s_" % m.group(1)
    return m.group(0)


def normalise(ptx):
    """The lines of a PTX module that carry meaning.

    Dropped: comments, blank lines, .file and .loc directives and the debug
    sections (they name the compiled file's path and say which source line a
    instruction came from); the path hash in internal-linkage names. Nothing
    else: string constants and immediates stay, so an assert whose __LINE__
    moved is a difference.
    """
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
        if not s.strip() or re.match(r"\s*\.(file|loc)\b", s):
            continue
        out.append(_FILE_ID.sub(_path_hash, s))
    return out


_ENTRY = re.compile(r"\s*(?:\.visible\s+|\.weak\s+)?\.entry\s+([\w$]+)")
_FUNC = re.compile(r"\s*(?:\.visible\s+|\.weak\s+|\.extern\s+)?\.func\s+(?:\([^)]*\)\s*)?([\w$]+)")


def _bodies(lines, header):
    """Name -> lines, from the line that `header` matches to the closing brace
    of its body (or to the ';' of a declaration without one)."""
    out, name = {}, None
    for l in lines:
        m = header.match(l)
        if m and name is None:
            name, body = m.group(1), False
            out[name] = []
        if name is not None:
            out[name].append(l)
            body = body or l.strip() == "{"
            if (body and l == "}") or (not body and l.rstrip().endswith(";")):
                name = None
    return out


def kernels(lines):
    """Kernel name -> its normalised PTX lines (.entry up to its closing brace)."""
    return _bodies(lines, _ENTRY)


def first_difference(orig, port):
    """None when equal; else the first kernel (by .entry name, in the original's
    order) that differs or is missing, a device function, or the module."""
    if orig == port:
        return None
    for what, header in (("kernel", _ENTRY), ("function", _FUNC)):
        a, b = _bodies(orig, header), _bodies(port, header)
        for name in list(a) + [n for n in b if n not in a]:
            if a.get(name) != b.get(name):
                return "%s %s" % (what, name)
    return "module-level declarations"


def _region(lines, where):
    if where.startswith("kernel "):
        return kernels(lines).get(where.split(" ", 1)[1], [])
    if where.startswith("function "):
        return _bodies(lines, _FUNC).get(where.split(" ", 1)[1], [])
    return lines


def diff_lines(orig, port, where, limit):
    """A unified diff of the region `where` names, at most `limit` lines."""
    d = list(difflib.unified_diff(_region(orig, where), _region(port, where),
                                  "original", "port", n=2, lineterm=""))
    return d[:limit] + (["... (%d more lines)" % (len(d) - limit)] if len(d) > limit else [])
