"""Writes the hostile inputs of tests/hostile at test time, each with the port
axlify must produce where there is one: gen.py KIND DIR.

Sources are templates in which <%cuda|axl%> marks a rename: the input gets
the CUDA name, the expected port the dialect name; every other byte is the
same in both. Rule files (yaml-*) have no expected port.
"""
import os
import re
import sys

MARK = re.compile(rb"<%([^|%]*)\|([^%]*)%>")


def render(template, side):
    return MARK.sub(lambda m: m.group(side), template)


def source(directory, name, template):
    """DIR/NAME (the CUDA input) and DIR/NAME.expected (its port)."""
    with open(os.path.join(directory, name), "wb") as f:
        f.write(render(template, 1))
    with open(os.path.join(directory, name + ".expected"), "wb") as f:
        f.write(render(template, 2))


def raw(directory, name, data):
    with open(os.path.join(directory, name), "wb") as f:
        f.write(data)


# Latin-1 (not UTF-8) bytes in comments, strings and a character literal.
LATIN1 = (b"#include <%<cuda_runtime.h>|<axl/runtime.h>%>\n"
          b"// Caf\xe9 cr\xe8me: \xff\xfe not UTF-8; cudaMalloc here is a comment\n"
          b"static const char *Msg = \"\xe9t\xe9 cudaFree \xa9\";\n"
          b"static const char Deg = '\xb0';\n"
          b"void f() {\n"
          b"  void *p; /* \xe0 \xe9 */ <%cudaMalloc|axlMalloc%>(&p, 4);\n"
          b"  <%cudaFree|axlFree%>(p); // \xe7a\n"
          b"}\n")

# A UTF-8 byte order mark and UTF-8 text: the mark stays the first bytes.
BOM = (b"\xef\xbb\xbf__global__ void k(int *p) { p[0] = 1; }\n"
       b"// \xc3\xa9t\xc3\xa9 \xe2\x9c\x93\n"
       b"void f(int *p) {\n"
       b"  <%k<<<1, 1>>>(p)|axlLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, p)%>;\n"
       b"  <%cudaDeviceSynchronize|axlDeviceSynchronize%>();\n"
       b"}\n")

# CRLF line ends (one line ends in a lone CR, one in LF) and no newline at
# the end of the file; no line is added, so the ends are the input's.
CRLF = (b"#include <%<cuda_runtime.h>|<axl/runtime.h>%>\r\n"
        b"#define ALLOC(p) <%cudaMalloc|axlMalloc%>(p, 16) \\\r\n"
        b"  /* continued */\r\n"
        b"void f() {\r\n"
        b"  void *p;\r"
        b"  ALLOC(&p);\n"
        b"  <%cudaStream_t|axlStream_t%> s;\r\n"
        b"  <%cudaStreamCreate|axlStreamCreate%>(&s);\r\n"
        b"  <%cudaFree|axlFree%>(p);\r\n"
        b"}")

# The same, with a kernel launch over two lines: the rewritten launch keeps
# its line break, which ends like the file's lines (CRLF).
CRLF_KERNEL = (b"__global__ void k(int *p) { p[0] = 1; }\r\n"
               b"void f(int *p) {\r\n"
               b"  <%k<<<1,\r\n    1>>>(p)|axlLaunchKernelGGL(k, dim3(1), dim3(\r\n    1), 0, 0, p)%>;\r\n"
               b"}")

# Tabs for indentation, inside a launch and between arguments, and a
# vertical tab and form feed (whitespace to C++). The rewritten launch is
# written in axlify's own spacing.
TABS = (b"#include\t<%<cuda_runtime.h>|<axl/runtime.h>%>\n"
        b"__global__\tvoid\tk(int\t*p)\t{\tp[0]\t=\t1;\t}\n"
        b"void f(int *p) {\n"
        b"\tvoid\t*q;\n"
        b"\t\t<%cudaMalloc|axlMalloc%>\t(&q,\t4);\t// \tcudaFree\n"
        b"\t<%k<<<1,\t1>>>\t(p)|axlLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, p)%>;\n"
        b"\x0b\x0c\t<%cudaFree|axlFree%>(q);\n"
        b"}\n")


def long_line(directory):
    """One line of 1 MiB: 65,536 calls of 16 bytes."""
    calls = b"".join(b"<%%cudaFree|axlFree%%>(p[%d]); " % (i % 8) for i in range(65536))
    source(directory, "long.cu",
           b"#include <%<cuda_runtime.h>|<axl/runtime.h>%>\n"
           b"void f(void **p) { " + calls + b"}\n")


def many_lines(directory):
    """50,000 lines; a call on every tenth (5,000 calls), numbered by line."""
    lines = [b"#include <%<cuda_runtime.h>|<axl/runtime.h>%>\n"]
    for n in range(2, 50001):
        if n % 10 == 0:
            lines.append(b"int line%d(void *p) { return (int)<%%cudaFree|axlFree%%>(p); }\n" % n)
        else:
            lines.append(b"// line %d: cudaFree in a comment is not a call\n" % n)
    source(directory, "many.cu", b"".join(lines))


def nested_macros(directory):
    """A chain of 200 function-like macros down to cudaMalloc, and a call 200
    macro invocations deep in its own argument."""
    t = [b"#include <%<cuda_runtime.h>|<axl/runtime.h>%>\n",
         b"#define F0(x) <%cudaMalloc|axlMalloc%>(x, 16)\n"]
    t += [b"#define F%d(x) F%d(x)\n" % (n, n - 1) for n in range(1, 201)]
    t += [b"#define ID(x) (x)\n",
          b"void f() {\n",
          b"  void *p;\n",
          b"  F200(&p);\n",
          b"  int e = " + b"ID(" * 200 + b"<%cudaFree|axlFree%>(p)" + b")" * 200 + b";\n",
          b"  (void)e;\n",
          b"}\n"]
    source(directory, "nested.cu", b"".join(t))


def binary(directory):
    """Every byte value (NULs too), 16 times over: not C++ at all."""
    raw(directory, "binary.cu", bytes(range(256)) * 16)


HEAD = b"family: hostile\nheader: axl/runtime.h\n"


def yaml_bomb(directory):
    """Billion laughs: nine levels of nine aliases. axlify never expands
    aliases (they are rejected where a value is read), so it costs nothing;
    the bomb sits under an unknown key and in a reason."""
    t = [HEAD, b'lol0: &lol0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]\n']
    for n in range(1, 10):
        t.append(b"lol%d: &lol%d [%s]\n" % (n, n, b", ".join([b"*lol%d" % (n - 1)] * 9)))
    t.append(b"entries:\n"
             b"  - cuda: cudaBomb\n"
             b"    kind: function\n"
             b"    status: unsupported\n"
             b"    reason: *lol9\n")
    raw(directory, "bomb.yaml", b"".join(t))


def yaml_deep(directory):
    """Nesting a million levels deep, in flow style ([[[...) as the entries,
    under an unknown key, and in block style (- - - ...) as an entry."""
    n = 1000000
    raw(directory, "deep-flow.yaml", HEAD + b"entries: " + b"[" * n + b"]" * n + b"\n")
    raw(directory, "deep-unknown.yaml",
        b"unknown: " + b"{a: " * n + b"}" * n + b"\n" + HEAD + b"entries: []\n")
    raw(directory, "deep-block.yaml", HEAD + b"entries:\n  - " + b"- " * n + b"x\n")


def yaml_long(directory):
    """1 MiB scalars: as the CUDA name of an entry, and as a quoted reason.
    A file of 9 MiB (of comments)."""
    mib = 1 << 20
    raw(directory, "huge.yaml", HEAD + (b"#" * 1023 + b"\n") * (9 * 1024))
    raw(directory, "long-name.yaml",
        HEAD + b"entries:\n  - cuda: cuda" + b"X" * mib + b"\n    axl: axlX\n    kind: function\n")
    raw(directory, "long-reason.yaml",
        HEAD + b"entries:\n  - cuda: cudaLongReason\n    kind: function\n"
        b"    status: unsupported\n    reason: \"" + b"why " * (mib // 4) + b"\"\n")


def yaml_flood(directory):
    """100,000 bad entries on one line: every one an error. 30 entries that
    override nothing: every one an error of the whole file."""
    raw(directory, "flood.yaml", HEAD + b"entries: [" + b"1, " * 100000 + b"1]\n")
    raw(directory, "overrides.yaml", HEAD + b"entries:\n" + b"".join(
        b"  - {cuda: cudaNoSuch%d, axl: axlNoSuch%d, kind: function, override: true}\n"
        % (n, n) for n in range(1, 31)))


KINDS = {
    "latin1": lambda d: source(d, "latin1.cu", LATIN1),
    "bom": lambda d: source(d, "bom.cu", BOM),
    "crlf": lambda d: source(d, "crlf.cu", CRLF),
    "crlf-kernel": lambda d: source(d, "crlf_kernel.cu", CRLF_KERNEL),
    "tabs": lambda d: source(d, "tabs.cu", TABS),
    "long-line": long_line,
    "many-lines": many_lines,
    "nested-macros": nested_macros,
    "binary": binary,
    "yaml-bomb": yaml_bomb,
    "yaml-deep": yaml_deep,
    "yaml-long": yaml_long,
    "yaml-flood": yaml_flood,
}

if __name__ == "__main__":
    kind, directory = sys.argv[1], sys.argv[2]
    os.makedirs(directory, exist_ok=True)
    KINDS[kind](directory)
