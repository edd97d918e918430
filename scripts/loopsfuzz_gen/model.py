"""What the generator tracks to keep a program well defined.

Levels: which threads run a statement together. BLOCK: every thread of the
block that has not exited (barriers allowed); WARP: whole warps (the same
condition in every lane); LANES: a known set of lanes of each warp, the
warp-uniform mask M (warp operations with that mask); DIV: any subset (no
barrier, no warp operation).

Classes: whether a value is the same for the block (CB), for the lanes of a
warp (CW) or neither (CT). A variable of class CB is assigned only at BLOCK
level from CB values, one of class CW at BLOCK or WARP level.

Shared memory: per array, the flags of the current phase (since the last
barrier): W (a thread wrote its own slot), R (a thread read another's), and
for a scalar A<op> (atomics of one kind). A slot is written only by its
owner, and not while others may read it; a loop's body is generated again
until the flags at its end are within those at its start.

Effects (Eff): a continue or a device function's return under a condition
that may differ leaves the rest of the enclosing sequences at a lower level;
one under a condition of the lane alone, at the top of the body, narrows the
mask instead.
"""

import re

BLOCK, WARP, LANES, DIV = 0, 1, 2, 3  # who executes a statement together
CB, CW, CT = 0, 1, 2  # a value is the same for the block, the warp, or neither

# A line that declares something (a case label must not jump over it).
DECL = re.compile(r"(const |unsigned|int |float |struct |using |typedef |T |S\d+ |A\d+ )")


def indent(lines, n=1):
    return ["  " * n + l for l in lines]


class Var:
    """A variable (or one element or member of one): how to read and write
    it, its type and its uniformity class."""

    def __init__(self, name, ty, cls, ro=False, length=0, pure=False):
        self.name, self.ty, self.cls, self.ro = name, ty, cls, ro
        self.pure = pure  # const, from uniform values the rewrite can prove so
        self.affine = False  # const, c0 + c * a thread index
        self.length = length  # > 0: an array, indexed at each use
        self.slots = []


class Shared:
    """A shared array (one or two slots per thread) or scalar."""

    def __init__(self, name, kind, own, mod):
        self.name, self.kind, self.own, self.mod = name, kind, own, mod


class Env:
    """What code in a kernel or a device function can name."""

    def __init__(self):
        self.b_atoms, self.w_atoms, self.t_atoms = [], [], []
        self.tid = self.lane = self.warp = "0u"
        self.shared = []
        self.inputs = True  # `in` and `acc` are visible
        self.out = True  # `o` (the thread's output) is visible
        self.pure_w = ["0u"]  # warp-uniform values no statement changes


class Ctx:
    def __init__(self, **kw):
        self.level = BLOCK
        self.M = None  # lanes executing (or exited): warp-uniform C++ text
        self.top_mask = False  # M is the kernel's own mask (not narrowed)
        self.scope = None
        self.loop = None  # innermost loop (for continue)
        self.brk = None  # innermost loop or switch (for break)
        self.fn = "kernel"  # kernel | warp | block
        self.top = None  # "loop" or "fn": the statement is in that body's own sequence
        self.depth = 0
        self.no_decl = False
        self.void_fn = False  # a device function that returns nothing
        self.__dict__.update(kw)

    def but(self, **kw):
        c = Ctx()
        c.__dict__.update(self.__dict__)
        c.__dict__.update(kw)
        return c


class Scope:
    def __init__(self, parent):
        self.parent, self.vars = parent, []

    def visible(self):
        s, out = self, []
        while s:
            out += s.vars
            s = s.parent
        return out


class Loop:
    def __init__(self, body_level, body_M=None):
        self.body_level, self.body_M = body_level, body_M
        self.cont_states, self.break_states = [], []


class Eff:
    """What a statement does to the statements after it."""

    def __init__(self):
        self.cont = None  # highest level at which a continue ran
        self.fret = None  # same for a device function's return
        self.narrow = None  # lanes that left by a continue/return at the top
        self.dead = False  # nothing after it runs
        self.end_level = None  # a sequence's level at its end

    def join(self, o):
        for f in ("cont", "fret"):
            a, b = getattr(self, f), getattr(o, f)
            setattr(self, f, b if a is None else a if b is None else max(a, b))


def degrade(level):
    return WARP if level == WARP else BLOCK if level == BLOCK else DIV


def union(a, b):
    return {k: a.get(k, set()) | b.get(k, set()) for k in set(a) | set(b)}


def subset(a, b):
    return all(v <= b.get(k, set()) for k, v in a.items())



def ctype(ty):
    return {"u32": "unsigned", "u64": "unsigned long long", "i32": "int",
            "f32": "float", "u16": "unsigned short", "T": "T"}[ty]


def pow2_above(n):
    p = 1
    while p < n:
        p *= 2
    return max(p, 2)
