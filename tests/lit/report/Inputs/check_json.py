"""Checks the JSON report of the Inputs/proj port (see json.test)."""
import json
import sys

with open(sys.argv[1], encoding="utf-8") as f:
    r = json.load(f)

assert r["tool"] == "axlify" and r["version"], r
s = r["summary"]
assert s["files"] == 4 and s["changed"] == 4, s
assert s["left"] == 8 and s["warnings"] == 9, s
assert s["launches"] == 1 and s["clang_errors"] == 0, s
assert s["exit_code"] == 1 and s["seconds"] > 0, s
assert r["warnings_by_id"] == {
    "axl-unknown-library": 7,
    "axl-inline-asm": 1, "axl-deprecated": 1}, r["warnings_by_id"]

# Families: the CUPTI header and names belong to a library without rules
# ("library:CUPTI"), the asm is kernel code.
fam = r["families"]
assert "unknown" not in fam, fam
assert fam["library:CUPTI"] == {"ported": 0, "left": 7}, fam
assert fam["kernel-language"]["left"] == 1, fam
assert sum(f["left"] for f in fam.values()) == s["left"], fam
assert sum(f["ported"] for f in fam.values()) == s["ported"], fam

# Files in path order, each with its findings in offset order.
files = r["files"]
rel = [f["path"].split("/Inputs/proj/")[1] for f in files]
assert rel == ["include/util.cuh", "src/big.cu", "src/flags.cu", "src/main.cu"], rel
assert sum(f["ported"] for f in files) == s["ported"], files
assert sum(f["left"] for f in files) == s["left"], files
for f, name in zip(files, rel):
    assert f["output"].endswith(".out/" + name), f
    assert f["changed"] and not f["copied"] and f["failure"] == "", f
    assert sum(c["left"] for c in f["families"].values()) == f["left"], f

def located(f):
    return [(x["line"], x["column"], x["id"], x["left"]) for x in f["findings"]]

util, big, flags, main = files
assert util["findings"] == [] and util["left"] == 0, util
assert located(big) == [
    (1, 10, "axl-unknown-library", True),
    (106, 14, "axl-unknown-library", True),
    (107, 27, "axl-unknown-library", True)], located(big)
assert located(flags) == [(4, 38, "axl-deprecated", False)], located(flags)
assert located(main) == [
    (1, 10, "axl-unknown-library", True),
    (6, 3, "axl-inline-asm", True),
    (16, 3, "axl-unknown-library", True),
    (17, 3, "axl-unknown-library", True),
    (17, 42, "axl-unknown-library", True)], located(main)
assert main["left"] == 5 and main["families"]["library:CUPTI"]["left"] == 4, main
msg = main["findings"][3]
assert msg["severity"] == "warning", msg
assert msg["message"] == "'cuptiSubscribe' belongs to CUPTI, a library axl has no rules for; left as is", msg

units = r["units"]
assert [u["source"].split("/Inputs/proj/")[1] for u in units] == \
    ["src/big.cu", "src/flags.cu", "src/main.cu"], units
assert all(u["seconds"] > 0 and u["clang_errors"] == 0 for u in units), units
print("json report ok")
