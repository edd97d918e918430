#!/usr/bin/env python3
"""Draft the rule file of a coverage family from the CUDA headers.

    scripts/draft-rules.py --family cusparse --header axl/sparse.h \\
        --prefix cusparse=axlsparse --prefix CUSPARSE=AXLSPARSE \\
        --cuda-header cusparse.h --cuda-header cusparse_v2.h \\
        --comment "cusparse: ..." [--versions hipify.tsv --library cusparse] \\
        > rules/cusparse.yaml

It asks axl-coverage which identifiers the family's headers declare
(rules/coverage/families.yaml says which headers) that no rule maps yet, and
writes one entry per identifier, named by the family's prefixes (the longest
matching --prefix wins). An identifier without any of the prefixes gets the
first one in front (capitalised for lowerCamel names: gesvdjInfo_t ->
axlsolverGesvdjInfo_t; UPPER_SNAKE: MAX_SHIM_RANK -> AXLFFT_MAX_SHIM_RANK)
unless --rename WORD=NEW replaces a vendor word inside it
(LIB_FORMAT_CUFFT -> LIB_FORMAT_AXLFFT).

--versions reads a TSV (library, cuda_name, added, deprecated, changed,
removed) and marks the names it lists as deprecated (with the version as
since); names it lists as removed that the headers no longer declare are
added as removed entries, and so are names it lists as deprecated that the
headers no longer declare (removed at the latest in --installed). The result is a draft: read it, then commit it.
"""
import argparse
import csv
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def declared(args):
    cmd = [args.axl_coverage, "--family", args.family, "--list-missing", "--format", "json"]
    if args.config:
        cmd += ["--config", args.config]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    fam = json.loads(out)["families"][0]
    names = []
    for m in fam["missing"]:
        name, kind = m.rsplit(" (", 1)
        names.append((name, kind[:-1]))
    return names


def existing_rules(skip_family):
    """cuda and axl names of the rules of every other family."""
    cuda, axl = set(), set()
    rules = os.path.join(ROOT, "rules")
    for f in sorted(os.listdir(rules)):
        if not f.endswith(".yaml"):
            continue
        with open(os.path.join(rules, f)) as fh:
            text = fh.read()
        if re.search(r"^family: %s$" % re.escape(skip_family), text, re.M):
            continue
        cuda.update(re.findall(r"^  - cuda: (\S+)", text, re.M))
        axl.update(re.findall(r"^    axl: (\S+)", text, re.M))
    return cuda, axl


def dialect_name(name, prefixes, renames):
    for cuda, axl in sorted(prefixes, key=lambda p: -len(p[0])):
        if name.startswith(cuda):
            return axl + name[len(cuda):]
    for word, new in renames:
        pat = r"(?<![A-Za-z0-9])%s(?=_|$)" % re.escape(word)
        if re.search(pat, name):
            return re.sub(pat, new, name)
    snake = re.match(r"^[A-Z0-9_]+$", name) is not None
    style = [axl for _, axl in prefixes if (axl[:1].isupper() if snake else axl[:1].islower())]
    if not style:
        sys.exit("draft-rules: error: %s has none of the prefixes; give an %s --prefix"
                 % (name, "UPPER" if snake else "lowerCamel"))
    return style[0] + "_" + name if snake else style[0] + name[:1].upper() + name[1:]


def guess_kind(name):
    """The kind of a name the headers no longer declare, from its spelling."""
    if re.match(r"^[A-Z0-9_]+$", name):
        return "enumerator"
    if name.endswith("_t") or re.search(r"(Info|Struct|Params|Descriptor)$", name):
        return "type"
    return "function"


def quote(s):
    return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--family", required=True)
    ap.add_argument("--header", required=True,
                    help="dialect header, e.g. axl/sparse.h (empty: identities only)")
    ap.add_argument("--prefix", action="append", default=[], metavar="CUDA=AXL")
    ap.add_argument("--namespace", action="append", default=[], metavar="CUDA=AXL",
                    help="a namespace rule; the names declared in it need no entry of their own")
    ap.add_argument("--rename", action="append", default=[], metavar="WORD=NEW")
    ap.add_argument("--cuda-header", action="append", default=[],
                    help="CUDA header that maps to --header (a kind: header entry); "
                         "PATH=DIALECT maps it elsewhere; a PATH ending in / maps a directory")
    ap.add_argument("--comment", action="append", default=[], help="a comment line of the file")
    ap.add_argument("--versions", help="TSV of deprecated/removed versions")
    ap.add_argument("--library", help="library column of --versions to read")
    ap.add_argument("--version-label", default="",
                    help="put before each version (\"cuDNN \" when they are cuDNN's)")
    ap.add_argument("--installed", default="13.0",
                    help="version of the installed headers (removed-by date of names they lack)")
    ap.add_argument("--config", help="coverage families (default: the built-in)")
    ap.add_argument("--axl-coverage", default=os.path.join(ROOT, "build", "bin", "axl-coverage"))
    args = ap.parse_args()
    prefixes = [tuple(p.split("=", 1)) for p in args.prefix]
    renames = [tuple(p.split("=", 1)) for p in args.rename]
    if not prefixes:
        sys.exit("draft-rules: error: give at least one --prefix CUDA=AXL")

    deprecated, removed = {}, {}
    if args.versions:
        with open(args.versions) as f:
            for row in csv.DictReader(f, delimiter="\t"):
                if row["library"] != args.library:
                    continue
                if row["removed"]:
                    removed[row["cuda_name"]] = row["removed"]
                elif row["deprecated"]:
                    deprecated[row["cuda_name"]] = row["deprecated"]

    names = declared(args)
    other_cuda, other_axl = existing_rules(args.family)
    seen = {a: "a rule of another family" for a in other_axl}
    out = ["# " + c if c else "#" for c in args.comment]
    out += ["family: " + args.family] + (["header: " + args.header] if args.header else []) + ["entries:"]
    for h in args.cuda_header:
        cuda, _, axl = h.partition("=")
        out += ["  - cuda: " + cuda, "    axl: " + (axl or args.header), "    kind: header"]
    spaces = [tuple(n.split("=", 1)) for n in args.namespace]
    for cuda, axl in spaces:
        out += ["  - cuda: " + cuda, "    axl: " + axl, "    kind: namespace"]
    names = [(n, k) for n, k in names if not any(n.startswith(c + "::") for c, _ in spaces)]
    for name, kind in names:
        axl = dialect_name(name, prefixes, renames)
        if axl in seen:
            sys.exit("draft-rules: error: %s and %s both map to %s" % (seen[axl], name, axl))
        seen[axl] = name
        out += ["  - cuda: " + name, "    axl: " + axl, "    kind: " + kind]
        if name in deprecated:
            out += ["    status: deprecated", "    since: " + quote(args.version_label + deprecated[name])]
    declared_names = {n for n, _ in names}
    gone = {n: ("removed", v) for n, v in removed.items()}
    # Deprecated in the table and no longer declared: removed since the
    # table's last release, at the latest in the installed one.
    gone.update({n: ("deprecated", v) for n, v in deprecated.items() if n not in removed})
    for name in sorted(gone):
        if name in declared_names or name in other_cuda:
            continue  # still declared (the table is older), or another family's
        how, version = gone[name]
        label = args.version_label or "CUDA "
        if how == "removed":
            since = args.version_label + version
            reason = "not declared by the installed headers (%s%s)" % (label, args.installed)
        else:
            since = args.version_label + args.installed
            reason = ("deprecated in %s%s; not declared by the installed headers (%s%s)"
                      % (label, version, label, args.installed))
        out += ["  - cuda: " + name, "    kind: " + guess_kind(name), "    status: removed",
                "    since: " + quote(since), "    reason: " + quote(reason)]
    print("\n".join(out))


if __name__ == "__main__":
    main()
