"""Appends an nvcc entry for SOURCE to BUILD/compile_commands.json:
add_entry.py BUILD SOURCE [FLAG...]."""
import json
import os
import sys

build, source, flags = sys.argv[1], sys.argv[2], sys.argv[3:]
path = os.path.join(build, "compile_commands.json")
with open(path) as f:
    entries = json.load(f)
entries.append({"directory": build,
                "arguments": ["/usr/local/cuda/bin/nvcc", "-std=c++17"] + flags +
                             ["-c", source],
                "file": source})
with open(path, "w") as f:
    json.dump(entries, f, indent=1)
