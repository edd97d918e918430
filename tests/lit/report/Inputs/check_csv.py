"""Checks the CSV report of the Inputs/proj port (see csv.test): one row per
finding, RFC 4180 quoting (the input root's name holds a comma and quotes)."""
import csv
import sys

with open(sys.argv[1], newline="", encoding="utf-8") as f:
    rows = list(csv.reader(f, strict=True))

assert rows[0] == ["file", "line", "column", "severity", "id", "left", "message"], rows[0]
root = sys.argv[2] + "/"
got = []
for r in rows[1:]:
    assert len(r) == 7, r
    assert r[0].startswith(root), (r[0], root)
    got.append((r[0][len(root):], int(r[1]), int(r[2]), r[3], r[4], r[5]))
assert got == [
    ("src/big.cu", 1, 10, "warning", "axl-unknown-library", "true"),
    ("src/big.cu", 106, 14, "warning", "axl-unknown-library", "true"),
    ("src/big.cu", 107, 27, "warning", "axl-unknown-library", "true"),
    ("src/main.cu", 1, 10, "warning", "axl-unknown-library", "true"),
    ("src/main.cu", 6, 3, "warning", "axl-inline-asm", "true"),
    ("src/main.cu", 16, 3, "warning", "axl-unknown-library", "true"),
    ("src/main.cu", 17, 3, "warning", "axl-unknown-library", "true"),
    ("src/main.cu", 17, 42, "warning", "axl-unknown-library", "true"),
], got
assert rows[5][6] == "inline PTX is left as is for the CUDA backend; axl-loops lowers it to C++ for the CPU backend (what it cannot lower traps if it runs)", rows[5]
print("csv report ok")
