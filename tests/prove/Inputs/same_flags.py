"""same_flags.py UNITS PROVE PORT: axlify's reading of each unit
(--print-units --json), the commands axl-prove compiled with (--json), and
the port's report agree: every unit axl-prove compiled ran with exactly the
flags axlify read, and every unit axlify ported parsed without a Clang
error. Prints one line per unit; exits 1 on the first disagreement."""
import json
import os
import sys


def args_of(unit):
    out = []
    for f in unit["flags"]:
        if f["kind"] in ("dir", "file"):
            out += [f["flag"], f["value"]] if f["style"] == " " else \
                [f["flag"] + f["style"] + f["value"]]
        else:
            out.append(f["flag"])
    return out


def main(units_path, prove_path, port_path):
    with open(units_path) as h:
        units = {os.path.normpath(u["source"]): u for u in json.load(h)["units"]}
    with open(prove_path) as h:
        prove = json.load(h)
    with open(port_path) as h:
        port = {os.path.normpath(u["source"]): u for u in json.load(h)["units"]}
    bad = 0
    for row in prove["units"]:
        source = os.path.normpath(os.path.join(prove["root"], row["file"]))
        read = [units[source]["compiler"]] + args_of(units[source])
        if row["command"] != read:
            print("%s: axl-prove compiled with %s, axlify read %s" % (row["file"], row["command"], read))
            bad += 1
        else:
            print("%s: same flags (%d)" % (row["file"], len(read) - 1))
    for source, u in sorted(units.items()):
        if u["ported"] and port.get(source, {}).get("clang_errors", 1) != 0:
            print("%s: axlify ported it with Clang errors (or not at all)" % source)
            bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
