"""Checks the JSON report of unported.test: the files the port does not write."""
import json
import sys

r = json.load(open(sys.argv[1], encoding="utf-8"))
assert r["summary"]["failures"] == 1 and r["summary"]["clang_errors"] == 2, r["summary"]
header, here, uses = r["files"]

def located(f):
    return sorted({(x["line"], x["column"], x["id"], x["left"]) for x in f["findings"]})

assert header["path"].endswith("/ext/broken.cuh") and header["output"] == "", header
assert located(header) == [(3, 14, "axl-clang-error", False)], header
assert here["path"].endswith("/src/broken_here.cu"), here
assert here["failure"] == "Clang errors (--strict)" and here["output"] == "", here
assert not here["changed"] and located(here) == [(4, 45, "axl-clang-error", False)], here
assert uses["failure"] == "" and uses["changed"] and uses["findings"] == [], uses
print("ok")
