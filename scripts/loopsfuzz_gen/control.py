"""Control flow: sequences and their effects, if, scopes, loops (to a
fixed point of the shared-memory flags), switch, return, continue, break;
the choice of a statement."""

from .model import (BLOCK, WARP, LANES, DIV, CB, CW, CT, DECL, Var, Scope, Loop, Eff,
                    degrade, union, subset, indent)


class Control:
    def seq(self, ctx, n):
        """Up to n statements; each one's effects set the level and mask of
        the ones after it."""
        lines, eff = [], Eff()
        c = ctx
        for _ in range(n):
            if self.budget <= 0 and self.chance(0.7):
                break
            sl, e = self.stmt(c)
            lines += sl
            eff.join(e)
            if e.narrow is not None:
                c = c.but(M="(%s & ~%s)" % (c.M, e.narrow), top_mask=False,
                          level=max(c.level, LANES))
            lv = max(degrade(e.cont) if e.cont is not None else BLOCK,
                     degrade(e.fret) if e.fret is not None else BLOCK)
            if lv > c.level:
                c = c.but(level=lv, M=c.M if lv < DIV else None, top_mask=False)
            if e.dead:
                eff.dead = True
                break
        eff.end_level = c.level
        return lines, eff

    def stmt(self, ctx):
        """One statement, numbered (for --drop) in a comment."""
        self.sid += 1
        sid = self.sid
        self.budget -= 1
        pre = {k: set(v) for k, v in self.state.items()}
        nvars = len(ctx.scope.vars)
        ntypes = len(self.structs), len(self.aliases)
        lines, eff = self.stmt_body(ctx)
        if sid in self.drop:
            # Keep what it may have done to the shared state; forget its
            # variables and types and the lanes it took out of the mask.
            self.state = union(pre, self.state)
            del ctx.scope.vars[nvars:]
            del self.structs[ntypes[0]:], self.aliases[ntypes[1]:]
            eff.narrow = None
            eff.dead = False
            return ["// s%d dropped" % sid], eff
        if ctx.no_decl and any(DECL.match(l) for l in lines):
            # a case label must not jump over a declaration
            del ctx.scope.vars[nvars:]
            lines = ["{"] + indent(lines) + ["}"]
        if lines:
            lines[0] = lines[0] + "  // s%d" % sid
        return lines, eff

    def stmt_body(self, ctx):
        env, fn = ctx.env, ctx.fn
        deep = ctx.depth < 4
        opts = [("assign", 10), ("decl", 0 if ctx.no_decl else 5),
                ("if", 5 if deep else 0), ("loop", 3.5 if deep else 0),
                ("switch", 1.2 if deep else 0), ("scope", 1 if deep and not ctx.no_decl else 0)]
        if ctx.level == BLOCK:
            opts += [("barrier", 3), ("synccount", 1.5)]
            if self.exact and ctx.top_mask and fn == "kernel":
                opts.append(("tile", 0.6))
            if self.block_fns and fn == "kernel":
                opts.append(("blockcall", 2))
            if env.shared and fn != "warp":
                opts.append(("canned", 1.5))
                if fn == "kernel":
                    opts.append(("member", 0.4))
        if ctx.M is not None:
            opts += [("shfl", 4), ("vote", 2.5), ("syncwarp", 0.5),
                     ("wreduce", 1)]
            if env.shared:
                opts.append(("wexchange", 1))
            if (self.warp_fns or self.ref_fns) and fn in ("kernel", "block"):
                opts.append(("warpcall", 2))
            if ctx.level <= WARP:
                opts.append(("activemask", 0.6))
        if env.shared:
            opts += [("shwrite", 2.5), ("shscalar", 1)]
        if env.inputs:
            opts.append(("gatomic", 0.7))
        if fn == "kernel" and self.allow_return:
            opts.append(("return", 0.7))
        if ctx.loop is not None:
            opts.append(("continue", 0.4))
            if ctx.top == "loop" and ctx.M is not None:
                opts.append(("lanecont", 0.6))
        if ctx.brk is not None and ctx.level <= ctx.brk.body_level and (
                ctx.brk.body_level != LANES or ctx.M == ctx.brk.body_M):
            opts.append(("break", 0.5))
        if fn == "warp" and ctx.loop is None:
            # (in a loop, the lanes that returned would still be in the
            # masks of its later iterations)
            opts.append(("fnreturn", 0.5))
            if ctx.top == "fn" and ctx.M is not None:
                opts.append(("laneret", 0.5))
        if fn == "block" and ctx.level == BLOCK:
            opts.append(("fnreturn", 0.3))
        k = self.pick(opts)
        return getattr(self, "s_" + k)(ctx)

    def cond_kind(self, ctx, allow_lane=True):
        opts = [("t", 3)]
        if ctx.level == BLOCK:
            opts.append(("b", 5))
        if ctx.level <= WARP:
            opts.append(("w", 2))
        if allow_lane and ctx.M is not None and ctx.level <= LANES:
            opts.append(("lane", 3))
        return self.pick(opts)

    def body(self, ctx, n=None, top=None):
        """A braced sequence in a new scope; its variables are dumped at its end."""
        scope = Scope(ctx.scope)
        c = ctx.but(scope=scope, depth=ctx.depth + 1, no_decl=False, top=top)
        lines, eff = self.seq(c, n if n is not None else self.r.randint(1, 4))
        if not eff.dead:
            lines += self.dump(c, scope.vars)
        return lines, eff

    def dump(self, ctx, vs):
        if not ctx.env.out:
            return []
        out = []
        for v in vs:
            for i, slot in enumerate(v.slots):
                ref = "%s[%d]" % (v.name, i) if v.length else v.name
                if v.ty == "f32":
                    val = "__float_as_uint(%s)" % ref
                elif v.ty == "ptr":
                    val = "(unsigned)(%s - in)" % ref
                elif v.ty in ("u64", "T"):
                    val = "(unsigned)(%s ^ (%s >> 16))" % (ref, ref)
                else:
                    val = "(unsigned)%s" % ref
                out.append("o[%d] = %s;" % (slot, val))
        return out

    def branch_ctx(self, ctx, kind, mask):
        """The context inside a branch taken under a condition of kind."""
        if kind == "b":
            return ctx
        if kind == "w":
            return ctx.but(level=max(ctx.level, WARP))
        if kind == "lane":
            return ctx.but(level=max(ctx.level, LANES), M="(%s & %s)" % (ctx.M, mask),
                           top_mask=False)
        return ctx.but(level=DIV, M=None, top_mask=False)

    def s_if(self, ctx):
        kind = self.cond_kind(ctx)
        setup, mask = [], None
        if kind == "lane":
            pred, lit = self.lane_pred(ctx)
            mask, setup = self.lane_mask(ctx, pred, lit)
            text = pred.format(l=ctx.env.lane)
        else:
            text, _ = self.cond(ctx, {"b": CB, "w": CW, "t": CT}[kind])
        tctx = self.branch_ctx(ctx, kind, mask).but(top=None)
        exclusive = kind == "b" and ctx.level == BLOCK
        pre = {k: set(v) for k, v in self.state.items()}
        tl, te = self.body(tctx)
        lines = setup + ["if (%s) {" % text] + indent(tl)
        eff = Eff()
        eff.join(te)
        if self.chance(0.45):
            then_state = self.state
            if exclusive:
                self.state = {k: set(v) for k, v in pre.items()}
            ectx = tctx
            if kind == "lane":
                ectx = ctx.but(level=max(ctx.level, LANES), top=None, top_mask=False,
                               M="(%s & ~%s)" % (ctx.M, mask))
            el, ee = self.body(ectx)
            eff.join(ee)
            lines += ["} else {"] + indent(el)
            if exclusive:
                self.state = union(then_state, self.state)
            eff.dead = te.dead and ee.dead
        else:
            # not taken: the flags from before (a barrier in the branch
            # resets them only for the threads that take it)
            self.state = union(pre, self.state)
        lines.append("}")
        return lines, eff

    def s_scope(self, ctx):
        lines = []
        c = ctx.but(top=None)
        if self.chance(0.5):
            # local types in a nested scope
            tn = self.fresh("S")
            lines.append("struct %s { unsigned x; unsigned y; };" % tn)
            cls = self.var_cls(ctx)
            name = self.fresh("v")
            scope = Scope(ctx.scope)
            c = c.but(scope=scope, depth=ctx.depth + 1)
            e1, _ = self.expr(c, cls)
            e2, _ = self.expr(c, cls)
            lines.append("%s %s{%s, %s};" % (tn, name, e1, e2))
            self.new_var(c, name + ".x", "u32", cls)
            self.new_var(c, name + ".y", "u32", cls)
            bl, eff = self.seq(c, self.r.randint(1, 4))
            lines += bl
            if not eff.dead:
                lines += self.dump(c, scope.vars)
            return ["{"] + indent(lines) + ["}"], eff
        bl, eff = self.body(c)
        return ["{"] + indent(bl) + ["}"], eff

    def s_loop(self, ctx):
        r = self.r
        kind = self.cond_kind(ctx)
        form = self.pick([("for", 5), ("while", 2), ("do", 2)])
        cls = {"b": CB, "w": CW, "t": CT, "lane": CT}[kind]
        env = ctx.env
        body_level = {"b": ctx.level, "w": max(ctx.level, WARP),
                      "lane": max(ctx.level, LANES), "t": DIV}[kind]
        if kind in ("b", "w", "t") and self.chance(0.15):
            body_level = DIV  # breaks and continues anywhere
        counter = self.fresh("i")
        if kind == "lane":
            w = r.choice(env.pure_w)
            bound = r.choice(["(({l} & 3u) + 1u)", "({l} % 3u)", "({l} >> 3)",
                              "((({l} ^ %s) & 3u))" % w, "(({l} * 5u + %s) %% 4u)" % w])
            bound = bound.replace("%%", "%")
            bl = bound.format(l=env.lane)
        else:
            if kind == "b" and self.chance(0.5):
                e, _ = self.pure_expr(ctx)
            else:
                e, _ = self.expr(ctx, cls, 1, False)
            bl = r.choice(["((%s) %% 3u + 1u)", "((%s) & 3u)", "((%s) %% 4u)"]) % e
            bound = None
        loop = Loop(body_level)
        bctx = ctx.but(level=body_level, loop=loop, brk=loop, top="loop")
        if body_level == DIV:
            bctx = bctx.but(M=None, top_mask=False)
        # The counter is visible (read only) in the body.
        pre_scope = Scope(ctx.scope)
        bctx = bctx.but(scope=pre_scope)
        # for: up from 0, down to 0 (int), or strided over the block's threads
        # (i = tid; i < nt * n; i += nt: n iterations in every thread)
        variant = "up"
        if form == "for" and kind != "lane":
            variant = self.pick([("up", 6), ("strided", 2.5), ("down", 1.5)])
        cvar = Var(counter, "i32" if variant == "down" else "u32",
                   CT if variant == "strided" else {"b": CB, "w": CW}.get(kind, CT), ro=True)
        pre_scope.vars.append(cvar)
        pre = {k: set(v) for k, v in self.state.items()}
        s0 = pre
        for attempt in range(5):
            if attempt == 4:
                s0 = {s.name: {"W", "R", "Aadd", "Aor", "Amax"} for s in env.shared}
            self.state = {k: set(v) for k, v in s0.items()}
            loop.cont_states, loop.break_states = [], []
            setup = []
            mctx = bctx
            if kind == "lane":
                m, l = self.fresh("lm"), self.fresh("l")
                first = "%s == 0u || " % counter if form == "do" else ""
                setup = ["unsigned %s = 0u;" % m,
                         "for (unsigned %s = 0u; %s < 32u; ++%s) %s |= (unsigned)(%s%s < %s) << %s;"
                         % (l, l, l, m, first, counter, bound.format(l=l), l)]
                mctx = bctx.but(M="(%s & %s)" % (ctx.M, m), top_mask=False)
            body, eff = self.body(mctx, top="loop")
            loop.body_M = mctx.M
            s1 = self.state
            for st in loop.cont_states:
                s1 = union(s1, st)
            if subset(s1, s0):
                break
            if (eff.end_level == BLOCK and not eff.dead
                    and all(subset(st, s0) for st in loop.cont_states)):
                body.append("__syncthreads();")
                break
            s0 = union(s0, s1)
        after = s0
        for st in loop.break_states:
            after = union(after, st)
        self.state = after
        if form == "for":
            lines = ["#pragma unroll"] if self.chance(0.1) else []
            if variant == "strided":
                head = "for (unsigned %s = %s; %s < %s * %s; %s += %s) {" % (
                    counter, env.tid, counter, env.nt, bl, counter, env.nt)
            elif variant == "down":
                head = "for (int %s = (int)%s - 1; %s >= 0; --%s) {" % (counter, bl, counter, counter)
            else:
                head = "for (unsigned %s = 0u; %s < %s; ++%s) {" % (counter, counter, bl, counter)
            lines += [head] + indent(setup + body) + ["}"]
        elif form == "while":
            lines = ["unsigned %s = 0u;" % counter, "while (%s < %s) {" % (counter, bl)]
            lines += indent(setup + ["++%s;" % counter] + body) + ["}"]
            cvar.name = "(%s - 1u)" % counter
        else:
            lines = ["unsigned %s = 0u;" % counter, "do {"]
            lines += indent(setup + ["++%s;" % counter] + body)
            lines += ["} while (%s < %s);" % (counter, bl)]
            cvar.name = "(%s - 1u)" % counter
        eff2 = Eff()
        eff2.fret = eff.fret
        return lines, eff2

    def s_switch(self, ctx):
        r = self.r
        kind = self.cond_kind(ctx, allow_lane=False)
        cls = {"b": CB, "w": CW, "t": CT}[kind]
        e, _ = self.pure_expr(ctx) if kind == "b" and self.chance(0.9) else self.expr(ctx, cls, 1)
        n = r.randint(2, 5)
        uniform = kind == "b" and ctx.level == BLOCK
        level = ctx.level if kind == "b" else WARP if kind == "w" else DIV
        c = ctx.but(level=level, top=None)
        if level == DIV:
            c = c.but(M=None, top_mask=False)
        sw = Loop(level, c.M)  # for break
        c = c.but(brk=sw)
        lines = ["switch ((%s) %% %du) {" % (e, n)]
        pre = {k: set(v) for k, v in self.state.items()}
        ends = []
        eff = Eff()
        prev_end = None
        labels = r.sample(range(n), r.randint(1, n))
        default = self.chance(0.5)
        arms = [("case %du:" % v) for v in sorted(labels)] + (["default:"] if default else [])
        for i, label in enumerate(arms):
            if uniform:
                self.state = {k: set(v) for k, v in pre.items()}
                if prev_end is not None:
                    self.state = union(self.state, prev_end)
            braced = self.chance(0.7)
            if braced:
                bl, be = self.body(c)
                body = ["{"] + indent(bl) + ["}"]
            else:
                bl, be = self.seq(c.but(no_decl=True, depth=ctx.depth + 1), r.randint(0, 3))
                body = bl
            eff.join(be)
            falls = i + 1 < len(arms) and self.chance(0.25) and not be.dead
            lines.append(label)
            lines += indent(body)
            if be.dead:
                prev_end = None
            elif falls:
                lines.append("  // falls through")
                prev_end = self.state
            else:
                lines.append("  break;")
                ends.append(self.state)
                prev_end = None
        lines.append("}")
        after = self.state
        if uniform:
            after = pre if not default else {}
            for st in ends + sw.break_states:
                after = union(after, st)
        else:
            for st in sw.break_states:
                after = union(after, st)
        self.state = after
        out = Eff()
        out.cont, out.fret = eff.cont, eff.fret
        return lines, out

    def s_return(self, ctx):
        kind = self.cond_kind(ctx)
        lines = []
        if kind == "lane":
            pred, lit = self.lane_pred(ctx)
            text = pred.format(l=ctx.env.lane)
        else:
            text, _ = self.cond(ctx, {"b": CB, "w": CW, "t": CT}[kind])
        d = self.dump(ctx, ctx.scope.visible())
        lines += ["if (%s) {" % text] + indent(d + ["return;"]) + ["}"]
        return lines, Eff()

    def s_continue(self, ctx):
        # under a condition at this level, or alone at the end of a sequence
        self.loop_state(ctx.loop.cont_states)
        eff = Eff()
        if self.chance(0.2):
            eff.cont = ctx.level
            eff.dead = True
            return ["continue;"], eff
        kind = self.cond_kind(ctx, allow_lane=False)
        text, _ = self.cond(ctx, {"b": CB, "w": CW, "t": CT}[kind])
        lv = {"b": ctx.level, "w": max(ctx.level, WARP), "t": DIV}[kind]
        eff.cont = lv
        return ["if (%s) continue;" % text], eff

    def loop_state(self, into):
        into.append({k: set(v) for k, v in self.state.items()})

    def s_lanecont(self, ctx):
        pred, lit = self.lane_pred(ctx)
        mask, setup = self.lane_mask(ctx, pred, lit)
        self.loop_state(ctx.loop.cont_states)
        eff = Eff()
        eff.narrow = mask
        return setup + ["if (%s) continue;" % pred.format(l=ctx.env.lane)], eff

    def s_break(self, ctx):
        self.loop_state(ctx.brk.break_states)
        # every thread here leaves, or the loop's threads were diverged anyway
        lv = ctx.brk.body_level
        kind = self.r.choice(["b"] if lv == BLOCK else ["b", "w"] if lv <= LANES else ["b", "w", "t"])
        text, _ = self.cond(ctx, {"b": CB, "w": CW, "t": CT}[kind])
        return ["if (%s) break;" % text], Eff()

    def s_fnreturn(self, ctx):
        eff = Eff()
        e, _ = self.expr(ctx, CT)
        if ctx.fn == "block":
            # the caller's next accesses and the next call's must not race
            # with this call's: close the phase first
            text, _ = self.cond(ctx, CB)
            if any(self.state.values()):
                return ["if (%s) {" % text, "  __syncthreads();", "  return %s;" % e, "}"], eff
            return ["if (%s) return %s;" % (text, e)], eff
        kind = self.cond_kind(ctx, allow_lane=False)
        text, _ = self.cond(ctx, {"b": CB, "w": CW, "t": CT}[kind])
        eff.fret = {"b": ctx.level, "w": max(ctx.level, WARP), "t": DIV}[kind]
        return ["if (%s) %s" % (text, "return;" if ctx.void_fn else "return %s;" % e)], eff

    def s_laneret(self, ctx):
        pred, lit = self.lane_pred(ctx)
        mask, setup = self.lane_mask(ctx, pred, lit)
        e, _ = self.expr(ctx, CT)
        eff = Eff()
        eff.narrow = mask
        ret = "return;" if ctx.void_fn else "return %s;" % e
        return setup + ["if (%s) %s" % (pred.format(l=ctx.env.lane), ret)], eff

    # ---- functions and kernels --------------------------------------------
