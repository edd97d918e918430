"""For each dialect header of rules/include_guards.yaml: compile, on the CPU
backend, a file that includes it and fails unless every guard macro mapped to
it is defined. Prints one summary line; exits 1 naming what is missing."""
import collections
import re
import subprocess
import sys
import tempfile

rules, axl_config = sys.argv[1], sys.argv[2]
by = collections.OrderedDict()
text = open(rules).read()
for m in re.finditer(r"^  - cuda: (\S+)\n    axl: (\S+)\n(?:    .*\n)*?    header: (\S+)", text, re.M):
    by.setdefault(m.group(3), []).append(m.group(2))
cflags = subprocess.run([axl_config, "--backend", "cpu", "--cflags"], check=True,
                        capture_output=True, text=True).stdout.split()
defined = headers = skipped = skipped_headers = 0
missing = []
for header, macros in by.items():
    src = "#include <%s>\n" % header + "".join(
        "#ifndef %s\n#error \"missing %s\"\n#endif\n" % (m, m) for m in macros)
    with tempfile.NamedTemporaryFile("w", suffix=".cpp") as f:
        f.write(src)
        f.flush()
        r = subprocess.run(["g++", "-std=c++17", "-fsyntax-only", "-x", "c++"] + cflags + [f.name],
                           capture_output=True, text=True)
    if "is not supported by the CPU backend" in r.stderr:
        skipped += len(macros)
        skipped_headers += 1
        continue
    headers += 1
    gone = re.findall(r'missing (\S+)"', r.stderr)
    if r.returncode != 0 and not gone:
        sys.exit("check_guards: <%s> does not compile on the CPU backend:\n%s" % (header, r.stderr))
    missing += ["%s (%s)" % (m, header) for m in sorted(set(gone))]
    defined += len(macros) - len(set(gone))
print("include guards: %d defined on the CPU backend in %d dialect headers, %d missing; "
      "%d in %d headers the CPU backend does not provide" % (defined, headers, len(missing),
                                                             skipped, skipped_headers))
for m in missing:
    print("missing: " + m)
sys.exit(1 if missing else 0)
