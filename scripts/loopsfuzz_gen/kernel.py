"""A kernel and its device functions, generated from (seed, index): the
configuration, the thread index and shared memory, the body, the outputs,
and main()'s launch."""

import random

from .collective import Collectives
from .control import Control
from .data import Data
from .model import BLOCK, LANES, CB, CW, CT, Ctx, Env, Scope, Shared, Var, indent
from .values import Values

SHAPES = [(32, 1, 1), (64, 1, 1), (96, 1, 1), (128, 1, 1), (256, 1, 1),
          (40, 1, 1), (100, 1, 1), (17, 1, 1), (7, 1, 1), (1, 1, 1),
          (33, 1, 1), (160, 1, 1), (16, 4, 1), (8, 8, 1), (32, 2, 1),
          (12, 5, 1), (33, 3, 1), (64, 2, 1), (4, 4, 4), (8, 2, 3),
          (2, 3, 5), (32, 1, 2)]


class KernelGen(Values, Data, Control, Collectives):
    def __init__(self, seed, index, drop=frozenset()):
        self.r = random.Random("loopsfuzz:%d:%d" % (seed, index))
        self.seed, self.index, self.drop = seed, index, drop
        self.name = "k%d" % index
        self.sid = 0
        self.uid = 0
        self.nslots = 0
        self.budget = self.r.randint(12, 60)
        self.state = {}  # shared name -> flags of the current phase
        self.helpers = []  # (call prefix) of pure helpers
        self.warp_fns = []  # (call text before args)
        self.kernel_warp_fns = []  # the same, for the kernel only
        self.ref_fns = []  # warp functions of a variable by reference
        self.cg = False  # uses cooperative groups
        self.block_fns = []
        self.structs = []  # (type name, [(member, ty)])
        self.aliases = []  # (type name, ty)
        self.defs = []  # text before the kernel
        self.pure = False  # expressions from provably uniform values only
        self.member = None  # the struct with a member function with barriers

    # ---- small helpers -------------------------------------------------

    def fresh(self, p):
        self.uid += 1
        return "%s%d" % (p, self.uid)

    def chance(self, p):
        return self.r.random() < p

    def pick(self, weighted):
        tot = sum(w for _, w in weighted)
        x = self.r.random() * tot
        for v, w in weighted:
            x -= w
            if x < 0:
                return v
        return weighted[-1][0]

    def thread_env(self, in_fn):
        env = Env()
        tid = "(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z))"
        if in_fn:
            env.inputs = env.out = False
            env.b_atoms = ["blockIdx.x", "blockDim.x", "gridDim.x", "nt"]
        else:
            env.b_atoms = ["bid", "blockIdx.x", "p0", "nt", "blockDim.x", "gridDim.x"]
            if self.template:
                env.b_atoms.append("NT")
        env.tid, env.lane, env.warp, env.nt = "tid", "lane", "warp", "nt"
        env.w_atoms = ["warp", "(tid / 32u)", "(tid >> 5)"]
        env.t_atoms = ["tid", "lane", "threadIdx.x", "(tid * 3u + 1u)"]
        if self.oned and not in_fn and self.chance(0.6):
            env.w_atoms += ["(threadIdx.x / 32u)", "(threadIdx.x >> 5)"]
            env.t_atoms += ["(threadIdx.x % 32u)", "(threadIdx.x & 31u)"]
            env.lane = self.r.choice(["lane", "(threadIdx.x % 32u)", "(threadIdx.x & 31u)"])
            env.tid = self.r.choice(["tid", "threadIdx.x"])
        if self.dims[1] > 1 or self.dims[2] > 1:
            env.t_atoms += ["threadIdx.y", "threadIdx.z"]
        env.pure_w = ["warp", "0u", "5u"] + ([] if in_fn else ["p0", "bid"])
        prologue = ["const unsigned tid = %s;" % tid,
                    "const unsigned nt = blockDim.x * blockDim.y * blockDim.z;",
                    "const unsigned lane = tid % 32u, warp = tid / 32u;",
                    "const unsigned wm = nt - warp * 32u >= 32u ? 0xffffffffu : (1u << (nt - warp * 32u)) - 1u;"]
        return env, prologue

    def gen_helper(self, i):
        name = "%s_h%d" % (self.name, i)
        r = self.r
        ops = []
        for _ in range(r.randint(1, 4)):
            ops.append(r.choice(["r = r * 2654435761u + b;", "r ^= r >> 13;",
                                 "r += a << 3;", "r = (r & 1u) ? r ^ b : r + 7u;",
                                 "for (unsigned j = 0u; j < (b & 3u); ++j) r = r * 3u + j;"]))
        if self.chance(0.3):
            self.defs += ["template <int K> __device__ unsigned %s(unsigned a, unsigned b) {" % name,
                          "  unsigned r = a + K;"] + indent(ops) + ["  return r;", "}",
                          "template <> __device__ unsigned %s<2>(unsigned a, unsigned b) { return a * 5u ^ b; }" % name]
            self.helpers += ["%s<%d>" % (name, r.randint(1, 3))]
        else:
            self.defs += ["__device__ unsigned %s(unsigned a, unsigned b) {" % name,
                          "  unsigned r = a;"] + indent(ops) + ["  return r;", "}"]
            self.helpers.append(name)

    def gen_fn(self, kind, i, template=False, spec=None):
        """A device function with warp operations (kind warp: called with the
        caller's mask m by the lanes that reach it) or barriers (kind block:
        called by the whole block, with a shared array of one slot per
        thread)."""
        name = "%s_%s%d" % (self.name, kind[0], i)
        env, prologue = self.thread_env(True)
        saved_state, self.state = self.state, {}
        scope = Scope(None)
        lines = []
        if kind in ("warp", "ref"):
            # ref: the caller's variable, by reference (a void function)
            params = "unsigned %sx, unsigned w, unsigned m" % ("&" if kind == "ref" else "")
            scope.vars += [Var("x", "u32", CT), Var("w", "u32", CW, ro=True)]
            env.pure_w.append("w")
            ctx = Ctx(level=LANES, M="m", scope=scope, fn="warp", env=env, top="fn", depth=1,
                      void_fn=kind == "ref")
        else:
            params = "unsigned u, unsigned w, unsigned x, unsigned *sc"
            scope.vars += [Var("u", "u32", CB), Var("w", "u32", CW, ro=True), Var("x", "u32", CT)]
            env.pure_w.append("w")
            env.shared = [Shared("sc", "arr1", "tid", "nt")]
            if self.chance(0.6):
                env.shared.append(Shared("fs", "scalar", None, None))
                lines += ["__shared__ unsigned fs;"]
            ctx = Ctx(level=BLOCK, M="wm", scope=scope, fn="block", env=env, top="fn", depth=1)
        if template:
            env.b_atoms = env.b_atoms + ["(unsigned)K"]
            env.pure_w = env.pure_w + ["(unsigned)K"]
        lines += prologue
        if any(s.name == "fs" for s in env.shared):
            lines += ["atomicExch(&fs, 0u);", "__syncthreads();"]
        lines.append("unsigned r = x;")
        scope.vars.append(Var("r", "u32", CT))
        if kind == "ref":
            scope.vars.pop()
            lines.pop()
        self.budget += 8
        body, eff = self.seq(ctx, self.r.randint(2, 5))
        lines += body
        if not eff.dead:
            if kind == "block" and any(self.state.values()):
                lines.append("__syncthreads();")
            if kind != "ref":
                lines.append("return r ^ x;")
        self.state = saved_state
        rt = "void" if kind == "ref" else "unsigned"
        head = "__device__ %s %s(%s) {" % (rt, name, params)
        if template:
            head = "template <int K> " + head
        elif spec is not None:
            head = "template <> __device__ %s %s<%d>(%s) {" % (rt, name, spec, params)
        self.defs += [head] + indent(lines) + ["}"]
        return name

    def generate(self):
        r = self.r
        self.dims = r.choice(SHAPES)
        self.nt = self.dims[0] * self.dims[1] * self.dims[2]
        self.oned = self.dims[1] == 1 and self.dims[2] == 1
        self.grid = (r.randint(1, 3), r.choice([1, 1, 2]), 1)
        self.template = self.chance(0.25)
        self.ttype = r.choice(["unsigned", "unsigned long long"])
        self.allow_return = self.chance(0.5)
        self.exact = self.nt % 32 == 0 and not self.allow_return
        self.dynamic = self.chance(0.4)
        for i in range(r.randint(0, 2)):
            self.gen_helper(i)
        if self.chance(0.5):
            tmpl = self.chance(0.35)
            f = self.gen_fn("warp", 0, template=tmpl)
            if tmpl:
                self.gen_fn("warp", 0, spec=2)
                self.warp_fns += ["%s<%d>" % (f, r.choice([1, 2, 3]))]
                if self.template:
                    self.kernel_warp_fns.append("%s<(int)(NT %% 3u)>" % f)
            else:
                self.warp_fns.append(f)
        if self.chance(0.25):
            self.ref_fns.append(self.gen_fn("ref", 0))
        if self.chance(0.45):
            tmpl = self.chance(0.3)
            f = self.gen_fn("block", 0, template=tmpl)
            if tmpl:
                self.gen_fn("block", 0, spec=1)
                self.block_fns += ["%s<%d>" % (f, r.choice([1, 2]))]
            else:
                self.block_fns.append(f)

        # a struct parameter: its members are the same in every thread
        self.prm = self.chance(0.3)
        if self.prm:
            self.defs.append("struct %s_Prm { unsigned a; unsigned b; };" % self.name)
        env, prologue = self.thread_env(False)
        if self.prm:
            env.b_atoms += ["prm.a", "prm.b"]
        ntc = "NT" if self.template else "%du" % self.nt
        decls = []
        nsh = r.randint(0, 2)
        for i in range(nsh):
            decls.append("__shared__ unsigned s%d[%s];" % (i, ntc))
            env.shared.append(Shared("s%d" % i, "arr1", env.tid, "nt"))
        if self.block_fns and nsh == 0:
            decls.append("__shared__ unsigned s0[%s];" % ntc)
            env.shared.append(Shared("s0", "arr1", env.tid, "nt"))
        if self.dynamic:
            decls.append("AXL_DYNAMIC_SHARED(unsigned, dyn);")
            env.shared.append(Shared("dyn", "arr2", "%s * 2u + 1u" % env.tid, "(2u * nt)"))
        if self.chance(0.5):
            decls.append("__shared__ unsigned sb;")
            env.shared.append(Shared("sb", "scalar", None, None))
        init = []
        for s in env.shared:
            if s.kind == "arr1":
                init.append("%s[%s] = tid * 2654435761u ^ p0;" % (s.name, env.tid))
            elif s.kind == "arr2":
                init += ["dyn[tid * 2u] = tid ^ 0x5bd1e995u;", "dyn[tid * 2u + 1u] = tid + p0;"]
            else:
                init.append("if (tid == 0u) sb = p0 ^ bid;")
        if init:
            init.append("__syncthreads();")
        prologue += ["const unsigned bid = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);",
                     "unsigned *const o = out + ((size_t)bid * nt + tid) * %s_NV;" % self.name]
        scope = Scope(None)
        p1 = Var("p1", "u32", CT)  # a parameter threads change
        p1.slots = [self.slot()]
        scope.vars.append(p1)
        # The lanes of a partial warp that the block does not have take no
        # part, as exited ones: the full mask names them too.
        M = "0xffffffffu" if self.chance(0.6) else "wm"
        # Masks that may name lanes that exited or that the block lacks
        # (which AXL_CPU_LOOPS_CHECK=1 reports).
        self.loose = self.allow_return or (M != "wm" and self.nt % 32 != 0)
        ctx = Ctx(level=BLOCK, M=M, top_mask=True, scope=scope, fn="kernel", env=env, depth=0)
        self.budget = r.randint(10, 60)
        body, eff = self.seq(ctx, r.randint(4, 12))
        tail = []
        if not eff.dead:
            tail = self.dump(ctx, scope.vars)
            shdump = []
            for s in env.shared:
                if s.kind == "arr1":
                    shdump.append("o[%d] = %s[%s];" % (self.slot(), s.name, s.own))
                elif s.kind == "arr2":
                    shdump.append("o[%d] = dyn[tid * 2u] ^ dyn[tid * 2u + 1u];" % self.slot())
                else:
                    shdump += ["__syncthreads();", "o[%d] = sb;" % self.slot()]
            tail += shdump
        nv = max(self.nslots, 1)
        head = []
        if self.template:
            head.append("template <unsigned NT, class T>")
        bounds = "__launch_bounds__(%d) " % self.nt if self.chance(0.15) else ""
        head.append("__global__ void %s%s(unsigned *out, const unsigned *in, unsigned *acc, unsigned p0, unsigned p1%s) {"
                    % (bounds, self.name, ", %s_Prm prm" % self.name if self.prm else ""))
        text = ["// kernel %s: seed %d, statements 1-%d, block %s, grid %s"
                % (self.name, self.seed, self.sid, self.dims, self.grid)]
        text += self.defs
        text.append("constexpr unsigned %s_NV = %du;" % (self.name, nv))
        text += head + indent(decls + prologue + init + body + tail) + ["}"]
        self.nv = nv
        return text

    def slot(self):
        self.nslots += 1
        return self.nslots - 1

    def launch(self):
        """main()'s lines that run this kernel and print its line."""
        gx, gy, gz = self.grid
        bx, by, bz = self.dims
        r = self.r
        p0 = r.randint(0, 0xFFFFFFFF)
        p1 = r.randint(0, 0xFFFFFFFF)
        k = self.name
        if self.template:
            k = "AXL_KERNEL_NAME(%s<%du, %s>)" % (self.name, self.nt, self.ttype)
        smem = "%d * sizeof(unsigned)" % (2 * self.nt) if self.dynamic else "0"
        n = gx * gy * gz * self.nt * self.nv
        prm = ", %s_Prm{%du, %du}" % (self.name, r.randint(0, 0xFFFF), r.randint(0, 0xFFFFFFFF)) if self.prm else ""
        return ["  run(\"%s\", %d, %s, [&] { axlLaunchKernelGGL(%s, dim3(%d, %d, %d), dim3(%d, %d, %d), %s, 0, out, in, acc, %du, %du%s); });"
                % (self.name, n, "true" if self.loose else "false", k, gx, gy, gz,
                   bx, by, bz, smem, p0, p1, prm)], n
