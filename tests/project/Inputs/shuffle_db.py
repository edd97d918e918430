"""Reorders a compile_commands.json: shuffle_db.py IN OUT (reverse|shuffle).

'shuffle' repeats the first entry (an exact duplicate, as build systems
sometimes write) and shuffles with a fixed seed, so the test is
deterministic; neither may change axlify's output.
"""
import json
import random
import sys

src, dst, mode = sys.argv[1:4]
with open(src) as f:
    entries = json.load(f)
if mode == "reverse":
    entries.reverse()
else:
    entries.append(dict(entries[0]))
    before = list(entries)
    random.Random(20240611).shuffle(entries)
    assert entries != before, "the shuffle kept the order"
with open(dst, "w") as f:
    json.dump(entries, f, indent=1)
print("%d entries, %s" % (len(entries), mode))
