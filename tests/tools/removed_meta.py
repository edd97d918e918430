#!/usr/bin/env python3
"""Checks the rules against the CUDA toolkit's own list of removed runtime
entry points (generated_cudart_removed_meta.h): each one that the installed
headers no longer declare must be a removed rule with a CUDA version; each one
still declared changed its call form (a signature change in the rules) or only
its ABI (listed below, reviewed by hand). Reads the rules through the
generated API tables (docs/api), which a test keeps up to date."""
import glob
import os
import re
import sys

# Declared under the same name with the same call form; only the binary
# interface behind it changed (struct layouts, versioned symbols), so calls
# compile and port unchanged.
ABI_ONLY = {
    "cudaEventElapsedTime", "cudaGetDeviceProperties", "cudaGraphInstantiate",
    "cudaOccupancyMaxActiveBlocksPerMultiprocessor", "cudaStreamDestroy",
    "cudaStreamSetFlags", "cudaSignalExternalSemaphoresAsync",
    "cudaWaitExternalSemaphoresAsync",
}


def main():
    cuda, docs = sys.argv[1], sys.argv[2]
    inc = os.path.join(cuda, "include")
    meta = open(os.path.join(inc, "generated_cudart_removed_meta.h")).read()
    # Per-thread-default-stream symbols (_ptsz) are the same API.
    names = sorted(set(re.sub(r"_ptsz$", "", n) for n in
                       re.findall(r"typedef struct (cuda\w+?)_v\d+_params_st", meta)))
    declared_text = "".join(open(os.path.join(inc, h)).read()
                            for h in ("cuda_runtime_api.h", "cuda_profiler_api.h"))
    rows = {}
    for md in glob.glob(os.path.join(docs, "*.md")):
        for line in open(md):
            m = re.match(r"\| `(\w+)` \| [^|]* \| (\w+) \| (\w+) \| [^|]* \| (.*) \|$", line)
            if m:
                rows[m.group(1)] = (m.group(3), m.group(4))
    failures = 0
    for n in names:
        declared = re.search(r"CUDARTAPI\s+" + n + r"\s*\(", declared_text) is not None
        status, notes = rows.get(n, (None, ""))
        if status is None:
            print(f"error: {n}: in generated_cudart_removed_meta.h but has no rule")
            failures += 1
        elif not declared and not (status == "removed" and notes.startswith("CUDA ")):
            print(f"error: {n}: no longer declared, but its rule is '{status}' ({notes})")
            failures += 1
        elif declared and "changed in CUDA" not in notes and n not in ABI_ONLY:
            print(f"error: {n}: still declared with a new ABI; give its rule a "
                  f"signature change or list it as ABI-only here")
            failures += 1
        else:
            kind = "removed" if not declared else (
                "signature change" if "changed in CUDA" in notes else "ABI only")
            print(f"ok: {n}: {kind}")
    print(f"{len(names)} removed entry points checked, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
