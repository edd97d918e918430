"""Prints the findings of an axlify JSON report, one a line, paths relative
to the input root:  FILE:LINE:COL: SEVERITY: MESSAGE [ID]."""
import json
import os
import sys

with open(sys.argv[1]) as f:
    r = json.load(f)
root = r["in_root"]
for f in r["files"]:
    path = os.path.relpath(f["path"], root)
    for d in f["findings"]:
        print("%s:%s:%s: %s: %s [%s]" % (path, d["line"], d["column"], d["severity"],
                                        d["message"], d["id"]))
    if f["failure"]:
        print("%s: failure: %s" % (path, f["failure"]))
for d in r.get("findings", []):
    print("<no file>: %s: %s [%s]" % (d["severity"], d["message"], d["id"]))
s = r["summary"]
print("summary: files %d, changed %d, failures %d, exit code %d" %
      (s["files"], s["changed"], s["failures"], s["exit_code"]))
