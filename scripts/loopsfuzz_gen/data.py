"""Variables (scalars, arrays, structs, aliases, pointers, lambdas) and
the statements that write them or shared and global memory."""

from .model import BLOCK, WARP, CB, CW, CT, Var, Eff, ctype

NACC = 8  # words of global atomics: 0-3 add, 4-5 xor, 6 max, 7 or
ACC_OPS = ["atomicAdd", "atomicAdd", "atomicAdd", "atomicAdd", "atomicXor",
           "atomicXor", "atomicMax", "atomicOr"]


class Data:
    def assignable(self, ctx):
        ok = {BLOCK: CB, WARP: CW}.get(ctx.level, CT)
        return [v for v in ctx.scope.visible() if not v.ro and v.cls >= ok and v.ty != "fn"]

    def s_assign(self, ctx):
        vs = self.assignable(ctx)
        if not vs:
            return self.s_decl(ctx) if not ctx.no_decl else ([], Eff())
        v = self.r.choice(vs)
        if v.cls == CT and v.ty == "u32" and not v.length and self.chance(0.15):
            # thread-affine values only: recomputed in each loop
            return ["%s = %s;" % (v.name, self.affine(ctx))], Eff()
        e, _ = self.expr(ctx, v.cls)
        return [self.assign_text(ctx, v, e)], Eff()

    def var_cls(self, ctx):
        if ctx.level == BLOCK:
            return self.r.choice([CB, CB, CW, CT, CT, CT])
        if ctx.level == WARP:
            return self.r.choice([CW, CT, CT])
        return CT

    def new_var(self, ctx, name, ty, cls, ro=False, length=0):
        v = Var(name, ty, cls, ro, length)
        if ctx.env.out:
            v.slots = list(range(self.nslots, self.nslots + max(1, length)))
            self.nslots += max(1, length)
        ctx.scope.vars.append(v)
        return v

    def s_decl(self, ctx):
        r = self.r
        cls = self.var_cls(ctx)
        name = self.fresh("v")
        k = self.pick([("scalar", 6), ("array", 1.5), ("struct", 1.5), ("alias", 1)])
        if k == "array":
            es = [self.expr(ctx, cls)[0] for _ in range(4)]
            self.new_var(ctx, name, "u32", cls, length=4)
            return ["unsigned %s[4] = {%s};" % (name, ", ".join(es))], Eff()
        if k == "struct":
            lines = []
            if self.structs and self.chance(0.5):
                tn, members = r.choice(self.structs)
            else:
                tn = self.fresh("S")
                members = [("a", "u32"), ("b", r.choice(["u64", "u32", "i32"])),
                           ("c", "u32")]
                init = self.chance(0.3)
                body = " ".join("%s %s%s;" % (ctype(t), m, " = 1" if init and m == "c" else "")
                                for m, t in members)
                lines.append("struct %s { %s };" % (tn, body))
                if ctx.depth == 0:
                    self.structs.append((tn, members))
            es = [self.expr(ctx, cls)[0] for _ in members]
            lines.append("%s %s = {%s};" % (tn, name, ", ".join(
                "(%s)(%s)" % (ctype(t), e) for (_, t), e in zip(members, es))))
            for m, t in members:
                self.new_var(ctx, "%s.%s" % (name, m), t, cls)
            return lines, Eff()
        if k == "alias":
            lines = []
            if self.aliases and self.chance(0.5):
                an, ty = r.choice(self.aliases)
            else:
                an, ty = self.fresh("A"), r.choice(["u32", "u64", "i32"])
                lines.append(r.choice(["using %s = %s;" % (an, ctype(ty)),
                                       "typedef %s %s;" % (ctype(ty), an)]))
                if ctx.depth == 0:
                    self.aliases.append((an, ty))
            e, _ = self.expr(ctx, cls)
            lines.append("%s %s = (%s)(%s);" % (an, name, an, e))
            self.new_var(ctx, name, ty, cls)
            return lines, Eff()
        if k == "scalar" and self.chance(0.15):
            return self.decl_affine(ctx)
        if k == "scalar" and ctx.env.inputs and self.chance(0.08):
            e, c = self.expr(ctx, cls)
            self.new_var(ctx, name, "ptr", max(c, cls))
            return ["const unsigned *%s = in + (%s) %% 32u;" % (name, e)], Eff()
        if k == "scalar" and self.chance(0.06):
            # a lambda (copied across barriers like any value)
            vs = [v for v in ctx.scope.visible() if v.cls <= cls and v.ty == "u32" and not v.length]
            cap = self.r.choice(vs) if vs else None
            self.new_var(ctx, name, "fn", max(cls, cap.cls if cap else CB), ro=True).slots = []
            body = "a * %du + %s" % (self.r.choice([3, 5, 7]), cap.name if cap else "1u")
            return ["const auto %s = [=](unsigned a) { return %s; };" % (name, body)], Eff()
        ty = self.pick([("u32", 6), ("u64", 1.5), ("i32", 1.5), ("f32", 1),
                        ("u16", 0.5)] + ([("T", 2)] if self.template and ctx.fn == "kernel" else []))
        pure = cls == CB and ty in ("u32", "u64", "i32") and self.chance(0.3)
        ro = pure or self.chance(0.2)
        n = 1 if ctx.no_decl or not self.chance(0.2) else self.r.randint(2, 3)
        decls = []
        for i in range(n):
            name = name if i == 0 else self.fresh("v")
            e, _ = self.pure_expr(ctx) if pure else self.expr(ctx, cls)
            init = {"f32": "(float)((%s) & 4095u)" % e, "i32": "(int)(%s)" % e,
                    "u16": "(unsigned short)(%s)" % e}.get(ty, e)
            decls.append("%s = %s" % (name, init))
            # a later declarator may read an earlier one
            self.new_var(ctx, name, ty, cls, ro=ro).pure = pure
        return ["%s%s %s;" % ("const " if ro else "", ctype(ty), ", ".join(decls))], Eff()

    def decl_affine(self, ctx):
        """A const variable of the thread's index: unsigned, or int in a
        range that does not overflow (or that wraps in unsigned first)."""
        r = self.r
        name = self.fresh("v")
        if self.chance(0.5):
            e = "(int)(blockIdx.x * blockDim.x + threadIdx.x) - %d" % r.randint(0, 40)
            if self.chance(0.3):
                e = "(int)(blockIdx.x * %du + threadIdx.x * %du)" % (r.choice([16, 0x10000000]), r.choice([1, 0x10000000]))
            self.new_var(ctx, name, "i32", CT, ro=True).affine = True
            return ["const int %s = %s;" % (name, e)], Eff()
        self.new_var(ctx, name, "u32", CT, ro=True).affine = True
        return ["const unsigned %s = %s;" % (name, self.affine(ctx))], Eff()

    def t_target(self, ctx):
        vs = [v for v in self.assignable(ctx) if v.cls == CT and v.ty in ("u32", "u64", "T", "i32")
              and not (v.ty == "i32" and v.length)]
        if vs:
            return self.r.choice(vs)
        return None

    def s_shwrite(self, ctx):
        arrs = [s for s in ctx.env.shared if s.kind != "scalar"
                and "R" not in self.state.get(s.name, set())]
        if not arrs:
            return self.s_assign(ctx)
        s = self.r.choice(arrs)
        self.state.setdefault(s.name, set()).add("W")
        e, _ = self.expr(ctx, CT)
        return ["%s[%s] %s %s;" % (s.name, s.own, self.r.choice(["=", "+=", "^="]), e)], Eff()

    def s_shscalar(self, ctx):
        sc = [s for s in ctx.env.shared if s.kind == "scalar"]
        if not sc:
            return self.s_shwrite(ctx)
        s = self.r.choice(sc)
        fl = self.state.setdefault(s.name, set())
        op = self.r.choice(["add", "or", "max", "write"])
        e, _ = self.expr(ctx, CT)
        if op == "write":
            if not fl <= {"W"}:
                return [], Eff()
            fl.add("W")
            return ["if (%s == 0u) %s = %s;" % (ctx.env.tid, s.name, e)], Eff()
        if not fl <= {"A" + op}:
            return [], Eff()
        fl.add("A" + op)
        fn = {"add": "atomicAdd", "or": "atomicOr", "max": "atomicMax"}[op]
        return ["%s(&%s, %s);" % (fn, s.name, e)], Eff()

    def s_gatomic(self, ctx):
        i = self.r.randrange(NACC)
        e, _ = self.expr(ctx, CT)
        return ["%s(&acc[%d], %s);" % (ACC_OPS[i], i, e)], Eff()
