"""Interrupts `axlify --in-place` and checks that no file is torn.

interrupt.py AXLIFY ORIG WORK [FLAG...]

ORIG is a project (src/*.cu, include/*.cuh); FLAG... are added to every
command of the compilation databases written here. First the reference port
of ORIG is made with --out-dir (it must succeed). Then, for each scenario, a
fresh copy of ORIG is ported in place and sent SIGINT: after a fixed delay,
or as soon as the first staged temporary file, the first backup, or the
first replaced file shows up (the run is then writing). Afterwards every
file of the copy must be byte-identical to the original or to the reference
port, no temporary file (*.axlify-*.tmp) may remain, and every backup
(*.orig) that exists must be byte-identical to the original.

The first interrupted run of a trigger that got as far as writing (backups
or replaced files exist) is then run again to the end: the result is the reference port, and
the backups still hold the originals.

Prints one line per run and a summary line; exits 1 if an invariant fails.
"""
import filecmp
import json
import os
import shutil
import signal
import subprocess
import sys
import time

axlify, orig, work = sys.argv[1], os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3])
extra = sys.argv[4:]
DELAYS = [0.2, 0.5, 1.0, 1.5]
# (trigger, times): a signal while a file is created (staged, or backed up)
# is the narrow case, so those run more than once.
TRIGGERS = [("temp", 2), ("backup", 3), ("rename", 1)]


def files_under(root):
    out = []
    for d, _, names in os.walk(root):
        for n in names:
            out.append(os.path.relpath(os.path.join(d, n), root))
    return sorted(out)


def write_db(root, build):
    os.makedirs(build, exist_ok=True)
    entries = []
    for rel in files_under(root):
        if rel.endswith(".cu"):
            entries.append({
                "directory": build,
                "arguments": ["nvcc", "-I" + os.path.join(root, "include"), "-std=c++17",
                              "-arch=sm_90", "--expt-relaxed-constexpr"] + extra +
                             ["-o", rel + ".o", "-c", os.path.join(root, rel)],
                "file": os.path.join(root, rel)})
    with open(os.path.join(build, "compile_commands.json"), "w") as f:
        json.dump(entries, f, indent=1)


def default_sigint():
    signal.signal(signal.SIGINT, signal.SIG_DFL)


sources = files_under(orig)
os.makedirs(work, exist_ok=True)

# The reference port.
write_db(orig, os.path.join(work, "build-ref"))
ref = os.path.join(work, "ref")
with open(os.path.join(work, "err-ref"), "w") as err:
    rc = subprocess.call([axlify, "-p", os.path.join(work, "build-ref"), "--in-root", orig,
                          "--out-dir", ref, "-j2"], stdout=subprocess.DEVNULL, stderr=err)
if rc != 0:
    print("reference port failed: exit code %d" % rc)
    sys.exit(1)
if files_under(ref) != sources:
    print("reference port: unexpected tree")
    sys.exit(1)
if any(filecmp.cmp(os.path.join(orig, f), os.path.join(ref, f), shallow=False) for f in sources):
    print("reference port: a file is unchanged; every file must change")
    sys.exit(1)
print("reference: %d files" % len(sources))


def wait_for(copy, trigger, proc, inodes):
    """Returns when the trigger shows up in copy (or the run ended)."""
    dirs = sorted({os.path.join(copy, os.path.dirname(f)) for f in sources})
    while proc.poll() is None:
        time.sleep(0.0001)  # a look every ~0.2 ms; the writes take a few ms
        for d in dirs:
            try:
                names = os.listdir(d)
            except FileNotFoundError:
                continue
            if trigger == "temp" and any(".axlify-" in n and n.endswith(".tmp") for n in names):
                return
            if trigger == "backup" and any(n.endswith(".orig") for n in names):
                return
        if trigger == "rename":
            for f, ino in inodes.items():
                try:
                    if os.stat(os.path.join(copy, f)).st_ino != ino:
                        return
                except FileNotFoundError:
                    pass


totals = {"runs": 0, "interrupted": 0, "old": 0, "new": 0, "torn": 0, "temps": 0,
          "bad backups": 0, "unexpected": 0, "resumed": 0, "resume failures": 0}


def check_backups(copy):
    bad = 0
    for f in sources:
        b = os.path.join(copy, f + ".orig")
        if not os.path.exists(b) or not filecmp.cmp(b, os.path.join(orig, f), shallow=False):
            bad += 1
            print("  missing or bad backup after the resumed run: %s.orig" % f)
    return bad
scenarios = [("%.1fs" % d, d, False) for d in DELAYS]
for t, times in TRIGGERS:
    scenarios += [("at first %s #%d" % (t, k + 1), t, k == 0) for k in range(times)]
for name, when, resume in scenarios:
    tag = name.replace(" ", "-").replace("#", "")
    copy = os.path.join(work, "run-" + tag)
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(orig, copy)
    build = os.path.join(work, "build-" + tag)
    write_db(copy, build)
    inodes = {f: os.stat(os.path.join(copy, f)).st_ino for f in sources}
    with open(os.path.join(work, "err-" + tag), "w") as err:
        proc = subprocess.Popen([axlify, "-p", build, "--in-root", copy, "--in-place", "-j2"],
                                stdout=subprocess.DEVNULL, stderr=err,
                                preexec_fn=default_sigint)
        if isinstance(when, float):
            time.sleep(when)
        else:
            wait_for(copy, when, proc, inodes)
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
        rc = proc.wait(timeout=300)
    interrupted = rc == -signal.SIGINT
    old = new = torn = 0
    for f in sources:
        p = os.path.join(copy, f)
        if filecmp.cmp(p, os.path.join(orig, f), shallow=False):
            old += 1
        elif filecmp.cmp(p, os.path.join(ref, f), shallow=False):
            new += 1
        else:
            torn += 1
            print("  torn: %s" % f)
    temps = bad = unexpected = backups = 0
    for f in files_under(copy):
        if f in sources:
            continue
        if ".axlify-" in f and f.endswith(".tmp"):
            temps += 1
            print("  temporary left: %s" % f)
        elif f.endswith(".orig") and f[:-5] in sources:
            backups += 1
            if not filecmp.cmp(os.path.join(copy, f), os.path.join(orig, f[:-5]), shallow=False):
                bad += 1
                print("  bad backup: %s" % f)
        else:
            unexpected += 1
            print("  unexpected file: %s" % f)
    print("run %s: %s, old %d, new %d, torn %d, backups %d" % (
        name, "interrupted" if interrupted else "finished (exit code %d)" % rc,
        old, new, torn, backups))
    for k, v in (("runs", 1), ("interrupted", interrupted), ("old", old), ("new", new),
                 ("torn", torn), ("temps", temps), ("bad backups", bad),
                 ("unexpected", unexpected)):
        totals[k] += v
    # A finished run ported every file; an interrupted one left each file old
    # or new (checked above).
    if not interrupted and (rc != 0 or new != len(sources)):
        print("  a run that was not interrupted must port every file")
        totals["torn"] += 1
    if resume and interrupted and (new or backups):
        # Run again to the end: the files still old are ported, those already
        # new are left alone, and no backup is overwritten with a port.
        with open(os.path.join(work, "err-resumed-" + tag), "w") as err:
            rc = subprocess.call([axlify, "-p", build, "--in-root", copy, "--in-place", "-j2"],
                                 stdout=subprocess.DEVNULL, stderr=err)
        differ = [f for f in sources
                  if not filecmp.cmp(os.path.join(copy, f), os.path.join(ref, f), shallow=False)]
        for f in differ:
            print("  not the reference port after the resumed run: %s" % f)
        failed = bool(differ) + check_backups(copy) + (rc != 0)
        print("resumed run %s: exit code %d, %d files differ from the reference" % (
            name, rc, len(differ)))
        totals["resumed"] += 1
        totals["resume failures"] += failed

print("interrupted runs: %d of %d, files old: %d, new: %d, torn: %d, temporaries left: %d, "
      "bad backups: %d, unexpected files: %d; resumed runs: %d, failed: %d" % (
          totals["interrupted"], totals["runs"], totals["old"], totals["new"], totals["torn"],
          totals["temps"], totals["bad backups"], totals["unexpected"], totals["resumed"],
          totals["resume failures"]))
sys.exit(1 if totals["torn"] or totals["temps"] or totals["bad backups"] or totals["unexpected"]
         or totals["resume failures"] else 0)
