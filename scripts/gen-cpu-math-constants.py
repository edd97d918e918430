#!/usr/bin/env python3
"""Writes the CPU backend's <axl/math_constants.h> from the toolkit's
math_constants.h and rules/math_constants.yaml.

Every constant is evaluated by the C++ compiler over the toolkit's own
header and written as an exact hexadecimal literal (or as the bit pattern
the toolkit uses for infinities, NaNs, zeros and denormals), so the values
are CUDA's bit for bit and the CPU backend needs no toolkit to build.
tests/cpu/math_constants.test checks the result against the toolkit.

  scripts/gen-cpu-math-constants.py [--cuda-path /usr/local/cuda] > \
      runtime/cpu/include/axl/cpu/math_constants.h
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def rule_pairs():
    """(cuda, axl) names of the family's macros, in rule order."""
    pairs, cuda = [], None
    with open(os.path.join(ROOT, "rules", "math_constants.yaml")) as f:
        for line in f:
            m = re.match(r"\s*- cuda: (\S+)", line)
            if m:
                cuda = m.group(1)
                continue
            m = re.match(r"\s*axl: (\S+)", line)
            if m and cuda and not cuda.endswith(".h"):
                pairs.append((cuda, m.group(1)))
                cuda = None
    return pairs


def toolkit_defines(cuda_path):
    text = open(os.path.join(cuda_path, "include", "math_constants.h")).read()
    return dict(re.findall(r"^#define\s+(CUDART_\w+)\s+(.+?)\s*$", text, re.M))


PROBE = r"""
#include <cstdio>
#include <cstring>
static float __int_as_float(unsigned v) { float f; std::memcpy(&f, &v, 4); return f; }
static double __longlong_as_double(unsigned long long v) { double d; std::memcpy(&d, &v, 8); return d; }
#include <math_constants.h>
int main() {
%s
}
"""


def evaluate(pairs, defines, cuda_path):
    """The toolkit's value of each float or double constant as a hex literal."""
    lines = []
    for cuda, _ in pairs:
        value = defines[cuda]
        if value.endswith("U") or "<<" in value or "__" in value:
            continue
        cast = "(double)" if cuda.endswith("_F") else ""
        lines.append('  std::printf("%s %%a\\n", %s%s);' % (cuda, cast, cuda))
    with tempfile.TemporaryDirectory() as d:
        src, exe = os.path.join(d, "probe.cpp"), os.path.join(d, "probe")
        open(src, "w").write(PROBE % "\n".join(lines))
        subprocess.check_call(["c++", "-std=c++17", "-I", os.path.join(cuda_path, "include"),
                               src, "-o", exe])
        out = subprocess.check_output([exe], text=True)
    return dict(line.split(" ", 1) for line in out.splitlines())


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    args = ap.parse_args()
    pairs = rule_pairs()
    defines = toolkit_defines(args.cuda_path)
    missing = [c for c, _ in pairs if c not in defines]
    if missing:
        sys.exit("gen-cpu-math-constants: not in the toolkit's header: " + ", ".join(missing))
    names = dict(pairs)
    hexes = evaluate(pairs, defines, args.cuda_path)
    out = ["// CPU backend of <axl/math_constants.h>: CUDA's math_constants.h under",
           "// dialect names, with the toolkit's values bit for bit (exact hexadecimal",
           "// literals; infinities, NaNs, signed zeros and denormals by bit pattern,",
           "// as CUDA spells them). Written by scripts/gen-cpu-math-constants.py;",
           "// tests/cpu/math_constants.test compares every value with the toolkit's.",
           "#pragma once",
           "#define __AXL_MATH_CONSTANTS_H__",
           "#include <axl/cpu/math.h> // __int_as_float, __longlong_as_double", ""]
    for cuda, axl in pairs:
        value = defines[cuda]
        if cuda in hexes:
            value = hexes[cuda].strip() + ("F" if cuda.endswith("_F") else "")
            if value.startswith("-"):
                value = "(" + value + ")"
        else:
            value = re.sub(r"CUDART_\w+", lambda m: names[m.group(0)], value)
        out.append("#define %s %s" % (axl, value))
    print("\n".join(out))


if __name__ == "__main__":
    main()
