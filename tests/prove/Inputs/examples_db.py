#!/usr/bin/env python3
"""examples_db.py SRC_ROOT NAME...: reads `ninja -t compdb` of the build on
stdin and writes the compile database of the examples SRC_ROOT/examples/NAME:
their compile commands only, not the build's custom commands (the ports)."""
import json
import os
import sys

root, names = os.path.abspath(sys.argv[1]), sys.argv[2:]
dirs = [os.path.join(root, "examples", n) + os.sep for n in names]
db = [e for e in json.load(sys.stdin)
      if any(e["file"].startswith(d) for d in dirs) and "&&" not in e.get("command", "")]
json.dump(db, sys.stdout, indent=1)
