"""Expressions: values of a uniformity class, conditions, masks of the
lanes a condition of the lane holds for, and assignments by type."""

from .model import CB, CW, CT

NIN = 64  # words of the read-only input


class Values:
    def const(self):
        return "%du" % self.r.choice(
            [0, 1, 2, 3, 4, 5, 7, 8, 13, 16, 31, 32, 33, 100, 255, 256, 1023,
             65535, 0x9E3779B9, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 12345])

    # ---- expressions ----------------------------------------------------

    def read(self, ctx, v, cls, shared):
        ty = v.ty
        if ty == "ptr":
            idx, ic = self.expr(ctx, cls, 2, shared)
            return "%s[(%s) %% 32u]" % (v.name, idx), max(v.cls, ic)
        if ty == "fn":
            a, ac = self.expr(ctx, cls, 2, shared)
            return "%s(%s)" % (v.name, a), max(v.cls, ac)
        if v.length:
            idx, ic = self.expr(ctx, cls, 2, shared)
            if ic > cls:
                idx, ic = "0u", CB
            name = "%s[(%s) & %du]" % (v.name, idx, v.length - 1)
            c = max(v.cls, ic)
        else:
            name, c = v.name, v.cls
        if ty in ("u64",):
            return "(unsigned)(%s ^ (%s >> 33))" % (name, name), c
        if ty == "T":
            return "(unsigned)(%s ^ (%s >> 7))" % (name, name), c
        if ty in ("i32", "f32", "u16"):
            return "(unsigned)%s" % name, c
        return name, c

    def shared_read(self, ctx, cls, s):
        """A read of another thread's slot (or the scalar), or None."""
        fl = self.state.setdefault(s.name, set())
        if s.kind == "scalar":
            if not fl <= {"R"}:
                return None
            fl.add("R")
            return s.name, CB
        if "W" in fl:
            return None
        idx, ic = self.expr(ctx, cls, 2, False)
        fl.add("R")
        return "%s[(%s) %% %s]" % (s.name, idx, s.mod), ic

    def pure_atom(self, ctx):
        vs = [v for v in ctx.scope.visible() if v.pure and v.ty not in ("ptr", "fn")]
        k = self.pick([("const", 3), ("b", 4), ("var", 3 if vs else 0)])
        if k == "const":
            return self.const(), CB
        if k == "b":
            return self.r.choice(ctx.env.b_atoms), CB
        return self.read(ctx, self.r.choice(vs), CB, False)

    def atom(self, ctx, cls, shared=True):
        env, r = ctx.env, self.r
        if self.pure:
            return self.pure_atom(ctx)
        opts = [("const", 3), ("b", 3)]
        if cls >= CW:
            opts.append(("w", 1.5))
        if cls >= CT:
            opts.append(("t", 4))
        vs = [v for v in ctx.scope.visible() if v.cls <= cls]
        if vs:
            opts.append(("var", 8))
        if env.inputs:
            opts.append(("in", 1))
        if shared and env.shared:
            opts.append(("sh", 2))
        k = self.pick(opts)
        if k == "const":
            return self.const(), CB
        if k == "b":
            return r.choice(env.b_atoms), CB
        if k == "w":
            return r.choice(env.w_atoms), CW
        if k == "t":
            return r.choice(env.t_atoms), CT
        if k == "var":
            return self.read(ctx, r.choice(vs), cls, shared)
        if k == "in":
            idx, ic = self.expr(ctx, cls, 2, shared)
            return "in[(%s) %% %du]" % (idx, NIN), ic
        s = r.choice(env.shared)
        if s.kind != "scalar" and cls >= CT and self.chance(0.4):
            return "%s[%s]" % (s.name, s.own), CT  # the thread's own slot
        got = self.shared_read(ctx, cls, s)
        return got if got else (self.const(), CB)

    def expr(self, ctx, cls, depth=0, shared=True):
        r = self.r
        if depth >= 3 or self.chance(0.3 + 0.2 * depth):
            return self.atom(ctx, cls, shared)
        k = r.random()
        a, ca = self.expr(ctx, cls, depth + 1, shared)
        if k < 0.75:
            b, cb = self.expr(ctx, cls, depth + 1, shared)
            c = max(ca, cb)
        if k < 0.40:
            return "(%s %s %s)" % (a, r.choice("+-*^&|"), b), c
        if k < 0.48:
            if self.chance(0.5):
                return "(%s %s %du)" % (a, r.choice(["<<", ">>"]), r.randint(0, 31)), ca
            return "(%s %s (%s & 31u))" % (a, r.choice(["<<", ">>"]), b), c
        if k < 0.54:
            return "(%s %s (%s | 1u))" % (a, r.choice("/%"), b), c
        if k < 0.62:
            return "(unsigned)(%s %s %s)" % (a, r.choice(["<", "<=", "==", "!=", ">"]), b), c
        if k < 0.68:
            s, cs = self.expr(ctx, cls, depth + 1, shared)
            return "((%s & 1u) ? %s : %s)" % (s, a, b), max(c, cs)
        if k < 0.75:
            if self.helpers and self.chance(0.6):
                return "%s(%s, %s)" % (r.choice(self.helpers), a, b), c
            return "%s(%s, %s)" % (r.choice(["min", "max", "__umulhi"]), a, b), c
        if k < 0.82:
            return r.choice(["(~%s)", "(0u - %s)", "(unsigned)__popc(%s)",
                             "__brev(%s)", "(unsigned)__clz((int)(%s))",
                             "(unsigned)__ffs((int)(%s))"]) % a, ca
        if k < 0.88:
            return r.choice(["(unsigned)(unsigned short)(%s)",
                             "(unsigned)(signed char)(%s)",
                             "(unsigned)(int)(%s)"]) % a, ca
        return "(%s * %s + %s)" % (a, self.const(), self.const()), ca

    def pure_expr(self, ctx, depth=1):
        """A value the rewrite can prove the same for the block (constants,
        the block's index and shape, parameters, const variables of them)."""
        self.pure = True
        try:
            return self.expr(ctx, CB, depth, False)
        finally:
            self.pure = False

    def cond(self, ctx, cls, shared=True):
        if cls == CT and self.chance(0.25):
            return self.bound_check(ctx), CT
        if cls == CB and self.chance(0.5):
            e, c = self.pure_expr(ctx)
        else:
            e, c = self.expr(ctx, cls, 1, shared)
        form = self.r.choice(["(%s & 1u)", "%s %% 3u == 0u", "(%s & 6u) != 0u",
                              "%s < 0x80000000u", "(%s >> 4 & 3u) != 1u"])
        return form % e, c

    def lane_pred(self, ctx):
        """A condition on the lane alone (and warp-uniform values no
        statement changes): (C++ with {l} for the lane, mask of the lanes
        it holds for or None, setup lines)."""
        r = self.r
        k = r.randint(0, 6)
        if k == 0:
            n = r.randint(1, 31)
            return "{l} < %du" % n, (1 << n) - 1
        if k == 1:
            n = r.randint(1, 31)
            return "{l} >= %du" % n, 0xFFFFFFFF & ~((1 << n) - 1)
        if k == 2:
            m = r.choice([1, 2, 3, 4, 7, 8, 15, 16, 24])
            v = r.randint(0, 31) & m
            return "({l} & %du) == %du" % (m, v), sum(1 << l for l in range(32) if l & m == v)
        if k == 3:
            m = r.randint(2, 6)
            j = r.randint(1, m - 1)
            return "{l} %% %du < %du" % (m, j), sum(1 << l for l in range(32) if l % m < j)
        if k == 4:
            m = r.randint(1, 0xFFFFFFFE)
            return "(0x%08xu >> {l} & 1u) != 0u" % m, m
        w = r.choice(ctx.env.pure_w)
        if k == 5:
            return "(({l} ^ %s) & 7u) < %du" % (w, r.randint(1, 7)), None
        return "({l} * %du + %s) %% 5u < 3u" % (r.choice([1, 3, 7, 11]), w), None

    def lane_mask(self, ctx, pred, lit):
        """The lanes pred holds for: a literal, or a variable set by a loop."""
        if lit is not None:
            return "0x%08xu" % lit, []
        m, l = self.fresh("lm"), self.fresh("l")
        return m, ["unsigned %s = 0u;" % m,
                   "for (unsigned %s = 0u; %s < 32u; ++%s) %s |= (unsigned)(%s) << %s;"
                   % (l, l, l, m, pred.format(l=l), l)]

    # ---- statements ------------------------------------------------------

    def affine(self, ctx):
        """c0 + c * (a thread index), with uniform parts: a value the rewrite
        can recompute in each loop (and, of threadIdx.x, search as a row)."""
        r = self.r
        x = r.choice(["threadIdx.x", "threadIdx.x", ctx.env.tid, "threadIdx.y"])
        c = r.choice([1, 1, 2, 3, 4, 16, 0x10000000])
        u, _ = self.pure_expr(ctx, 2) if self.chance(0.6) else (self.const(), CB)
        return "(%s * %du + %s)" % (x, c, u)

    def bound_check(self, ctx):
        """`i < n` with i affine and n uniform (the rewrite searches the edge
        of each row of threads)."""
        r = self.r
        vs = [v for v in ctx.scope.visible() if getattr(v, "affine", False)]
        n, _ = self.pure_expr(ctx, 2)
        if vs and self.chance(0.7):
            v = r.choice(vs)
            if v.ty == "i32":
                a = "%s %s (int)((%s) %% 300u)" % (v.name, r.choice(["<", "<=", ">=", ">"]), n)
                if self.chance(0.3):
                    a += " && %s >= %d" % (v.name, r.randint(-3, 20))
                return a
            a = v.name
        else:
            a = self.affine(ctx)
        return "%s %s (%s) %% 300u" % (a, r.choice(["<", "<=", ">=", ">"]), n)

    def assign_text(self, ctx, v, e, shared=True):
        """`v op= e`; an element of an array target is indexed by an
        expression that reads shared memory only where `shared`: where e is
        a call with barriers, C++17 reads the index after the call
        ([expr.ass]: the right operand is sequenced before the left), but
        g++ 12 reads it before (`v[s[0]] = f()` with f writing s[0]), so the
        original on fibers and its loops would differ by the compiler."""
        r = self.r
        name = v.name
        if v.length:
            idx, ic = self.expr(ctx, v.cls, 2, shared)
            name = "%s[(%s) & %du]" % (v.name, idx, v.length - 1)
        ty = v.ty
        if ty == "u32" or ty == "u16":
            cast = "(unsigned short)" if ty == "u16" else ""
            op = r.choice(["=", "+=", "^=", "-=", "|=", "mul"])
            if op == "mul":
                return "%s = %s(%s * 2654435761u + %s);" % (name, cast, name, e)
            return "%s %s %s(%s);" % (name, op, cast, e)
        if ty == "u64":
            return r.choice(["%s = %s * 6364136223846793005ull + %s;" % (name, name, e),
                             "%s ^= (unsigned long long)(%s) << 17;" % (name, e),
                             "%s += %s;" % (name, e)])
        if ty == "ptr":
            return "%s = in + (%s) %% 32u;" % (name, e)
        if ty == "T":
            return r.choice(["%s = %s * 2654435761u + %s;" % (name, name, e),
                             "%s ^= (T)(%s) << 3;" % (name, e),
                             "%s += %s;" % (name, e)])
        if ty == "i32":
            return r.choice(["%s = (int)((unsigned)%s * 3u + %s);" % (name, name, e),
                             "%s = (int)(%s);" % (name, e),
                             "%s = (int)((unsigned)%s - ((%s) & 255u));" % (name, name, e),
                             "%s = %s / 3 - (int)((%s) & 7u);" % (name, name, e)])
        return r.choice(["%s = (float)((%s) & 4095u) * 0.25f;" % (name, e),
                         "%s += (float)((%s) & 255u);" % (name, e),
                         "%s = fmaxf(%s, (float)((%s) & 65535u));" % (name, name, e)])
