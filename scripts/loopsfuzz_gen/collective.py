"""Barriers and warp operations: __syncthreads and its votes, shuffles,
votes, reductions, __syncwarp exchanges, __activemask, calls of device
functions that synchronise, and the shapes real kernels use."""

from .model import BLOCK, WARP, CB, CW, CT, Eff, indent, pow2_above


class Collectives:
    def s_barrier(self, ctx):
        self.state = {}
        if ctx.fn == "kernel" and self.chance(0.12):
            # cooperative groups' block barrier: a call made on fibers
            self.cg = True
            return ["cg::this_thread_block().sync();"], Eff()
        return ["__syncthreads();"], Eff()

    def s_tile(self, ctx):
        """A cooperative-groups tile's shuffle or reduction (calls made on
        fibers), where every lane of every warp is here."""
        r = self.r
        tgt = self.t_target(ctx)
        if tgt is None or tgt.ty == "i32":
            return self.s_barrier(ctx)
        self.cg = True
        w = r.choice([4, 8, 16, 32])
        t = self.fresh("tile")
        e, _ = self.expr(ctx, CT)
        if self.chance(0.5):
            op = "%s.shfl_xor((unsigned)(%s), %du)" % (t, e, r.randint(1, w - 1))
        else:
            op = "cg::reduce(%s, (unsigned)(%s), cg::%s<unsigned>())" % (
                t, e, r.choice(["plus", "bit_xor", "greater"]))
        return ["{", "  const cg::thread_block_tile<%d> %s = cg::tiled_partition<%d>(cg::this_thread_block());"
                % (w, t, w), "  " + self.assign_text(ctx, tgt, op, False), "}"], Eff()

    def s_synccount(self, ctx):
        r = self.r
        p, _ = self.cond(ctx, CT)
        fn = r.choice(["__syncthreads_count", "__syncthreads_and", "__syncthreads_or"])
        self.state = {}
        vs = [v for v in self.assignable(ctx) if v.ty in ("u32", "u64", "T") and not v.length]
        if vs and self.chance(0.5):
            v = r.choice(vs)
            return ["%s += (unsigned)%s(%s);" % (v.name, fn, p)], Eff()
        name = self.fresh("v")
        self.new_var(ctx, name, "u32", CB if ctx.level == BLOCK else CT)
        return ["unsigned %s = (unsigned)%s(%s);" % (name, fn, p)], Eff()

    def s_shfl(self, ctx):
        r = self.r
        kind = r.choice(["idx", "up", "down", "xor"])
        width = r.choice([32, 32, 32, 16, 8, 4, 2])
        lane = ctx.env.lane
        fn = {"idx": "__shfl_sync", "up": "__shfl_up_sync", "down": "__shfl_down_sync",
              "xor": "__shfl_xor_sync"}[kind]
        tgt = self.t_target(ctx)
        wtxt = "" if width == 32 and self.chance(0.7) else ", %d" % width
        if kind == "idx":
            if self.chance(0.5):
                arg = str(r.randint(0, 63))
            else:
                e, _ = self.expr(ctx, CT, 2)
                arg = "(int)((%s) & 63u)" % e
        elif kind == "xor":
            arg = str(r.randint(1, width - 1) if width > 1 else 0)
        else:
            arg = str(r.randint(1, width - 1)) if self.chance(0.8) else str(r.randint(0, 40))
        direct = (self.exact and ctx.top_mask and tgt is not None and not tgt.length
                  and tgt.ty in ("u32", "u64", "T"))
        if direct and self.chance(0.6):
            if self.chance(0.3):
                # the reduction idiom
                offs = [o for o in (16, 8, 4, 2, 1) if o < width]
                o = self.fresh("o")
                return ["for (int %s = %d; %s > 0; %s /= 2) %s += %s(%s, %s, %s%s);"
                        % (o, offs[0] if offs else 0, o, o, tgt.name, "__shfl_xor_sync" if kind in ("xor", "idx") else fn,
                           ctx.M, tgt.name, o, wtxt)], Eff()
            return ["%s %s= %s(%s, %s, %s%s);" % (tgt.name, r.choice("+^|"), fn, ctx.M,
                                                  tgt.name, arg, wtxt)], Eff()
        a, v, s, x = self.fresh("a"), self.fresh("sv"), self.fresh("sr"), self.fresh("src")
        ty = r.choice(["unsigned", "unsigned", "unsigned long long", "int", "float", "double"])
        e, _ = self.expr(ctx, CT)
        val = {"float": "(float)((%s) & 65535u)" % e, "int": "(int)(%s)" % e,
               "double": "(double)((%s) & 65535u) * 0.5" % e}.get(ty, e)
        seg = "(%s & ~%du)" % (lane, width - 1)
        src = {"idx": "%s + ((unsigned)(%s) & %du)" % (seg, arg, width - 1),
               "up": "((%s & %du) >= %su ? %s - %su : %s)" % (lane, width - 1, arg, lane, arg, lane),
               "down": "((%s & %du) + %su < %du ? %s + %su : %s)" % (lane, width - 1, arg, width, lane, arg, lane),
               "xor": "(%s ^ %su)" % (lane, arg)}[kind]
        mask = ctx.M if self.chance(0.3) else a
        lines = ["const unsigned %s = __ballot_sync(%s, 1);" % (a, ctx.M),
                 "const %s %s = %s;" % (ty, v, val),
                 "const %s %s = %s(%s, %s, %s%s);" % (ty, s, fn, mask, v, arg, wtxt),
                 "const unsigned %s = %s;" % (x, src)]
        res = "((%s >> %s & 1u) ? %s : %s)" % (a, x, s, v)
        if ty == "double":
            res = "(unsigned)(%s * 2.0)" % res
        elif ty != "unsigned long long":
            res = "(unsigned)" + res
        if tgt is not None:
            lines.append(self.assign_text(ctx, tgt, res, False))
        else:
            lines.append("atomicAdd(&acc[0], (unsigned)%s);" % res if ctx.env.inputs
                         else "(void)%s;" % res)
        if self.chance(0.3):
            return ["{"] + indent(lines) + ["}"], Eff()
        return lines, Eff()

    def s_vote(self, ctx):
        r = self.r
        p, _ = self.cond(ctx, CT)
        k = r.choice(["ballot", "any", "all", "ballotw", "match"])
        pre = []
        if k == "match":
            # the lanes with the same value (a call made on fibers)
            pre, live = self.live(ctx)
            e, _ = self.expr(ctx, CT, 1)
            call = "__match_any_sync(%s, (unsigned)((%s) & 3u))" % (live, e)
            tgt = self.t_target(ctx)
            if tgt is None:
                return pre + ["(void)%s;" % call], Eff()
            return pre + [self.assign_text(ctx, tgt, call, False)], Eff()
        if k == "all":
            if self.exact and ctx.top_mask:
                call = "(unsigned)__all_sync(%s, %s)" % (ctx.M, p)
            else:
                pre, live = self.live(ctx)
                call = "(unsigned)__all_sync(%s, %s)" % (live, p)
        elif k == "any":
            call = "(unsigned)__any_sync(%s, %s)" % (ctx.M, p)
        else:
            call = "__ballot_sync(%s, %s)" % (ctx.M, p)
        # Among the lanes here the result is the same: a warp value at the
        # warp's level.
        cls = CW if ctx.level <= WARP else CT
        if self.chance(0.5):
            name = self.fresh("v")
            self.new_var(ctx, name, "u32", cls)
            return pre + ["unsigned %s = %s;" % (name, call)], Eff()
        vs = [v for v in self.assignable(ctx) if v.cls >= cls and v.ty in ("u32", "u64", "T")]
        if not vs:
            return pre + ["(void)%s;" % call], Eff()
        v = r.choice(vs)
        return pre + [self.assign_text(ctx, v, call, False)], Eff()

    def live(self, ctx):
        """The live lanes of the mask (a vote: exited lanes count 0)."""
        a = self.fresh("live")
        return ["const unsigned %s = __ballot_sync(%s, 1);" % (a, ctx.M)], a

    def s_wreduce(self, ctx):
        tgt = self.t_target(ctx)
        if tgt is None or tgt.ty == "i32":
            return self.s_vote(ctx)
        e, _ = self.expr(ctx, CT)
        pre = []
        if self.exact and ctx.top_mask:
            m = ctx.M
        else:
            pre, m = self.live(ctx)
        fn = self.r.choice(["__reduce_add_sync", "__reduce_min_sync", "__reduce_max_sync",
                            "__reduce_or_sync", "__reduce_xor_sync", "__reduce_and_sync"])
        return pre + [self.assign_text(ctx, tgt, "%s(%s, (unsigned)(%s))" % (fn, m, e), False)], Eff()

    def s_syncwarp(self, ctx):
        return ["__syncwarp(%s);" % ctx.M], Eff()

    def s_wexchange(self, ctx):
        """Lanes swap values through shared memory around __syncwarp: the
        array must be untouched in this phase, and stays locked (written
        and read) until the next barrier."""
        arrs = [s for s in ctx.env.shared if s.kind == "arr1" and not self.state.get(s.name)]
        tgt = self.t_target(ctx)
        if not arrs or tgt is None:
            return self.s_syncwarp(ctx)
        s = self.r.choice(arrs)
        self.state[s.name] = {"W", "R"}
        e, _ = self.expr(ctx, CT)
        j = self.fresh("j")
        own = s.own
        return ["%s[%s] = %s;" % (s.name, own, e), "__syncwarp(%s);" % ctx.M,
                "const unsigned %s = %s ^ %du;" % (j, own, self.r.randint(1, 31)),
                self.assign_text(ctx, tgt, "%s[%s < %s ? %s : %s]" % (s.name, j, ctx.env.nt, j, own))], Eff()

    def s_activemask(self, ctx):
        vs = [v for v in self.assignable(ctx) if v.cls >= CW and v.ty in ("u32",) and not v.length]
        if vs and self.chance(0.6):
            return ["%s ^= __activemask();" % self.r.choice(vs).name], Eff()
        name = self.fresh("v")
        self.new_var(ctx, name, "u32", CW)
        return ["unsigned %s = __activemask();" % name], Eff()

    def s_warpcall(self, ctx):
        if self.ref_fns and self.chance(0.4):
            vs = [v for v in self.assignable(ctx) if v.cls == CT and v.ty == "u32" and not v.length]
            if vs:
                w, _ = self.expr(ctx, CW)
                return ["%s(%s, %s, %s);" % (self.r.choice(self.ref_fns), self.r.choice(vs).name,
                                             w, ctx.M)], Eff()
        if not self.warp_fns and not self.kernel_warp_fns:
            return self.s_syncwarp(ctx)
        f = self.r.choice(self.warp_fns + (self.kernel_warp_fns if ctx.fn == "kernel" else []))
        x, _ = self.expr(ctx, CT)
        w, _ = self.expr(ctx, CW)
        call = "%s(%s, %s, %s)" % (f, x, w, ctx.M)
        tgt = self.t_target(ctx)
        if tgt is None:
            name = self.fresh("v")
            self.new_var(ctx, name, "u32", CT)
            return ["unsigned %s = %s;" % (name, call)], Eff()
        return [self.assign_text(ctx, tgt, call, False)], Eff()

    def s_blockcall(self, ctx):
        f = self.r.choice(self.block_fns)
        arrs = [s for s in ctx.env.shared if s.kind == "arr1"]
        s = self.r.choice(arrs)
        lines = []
        if self.state.get(s.name):
            lines.append("__syncthreads();")
            self.state = {}
        # no shared reads in the arguments: the callee writes s before its
        # first barrier
        u, _ = self.expr(ctx, CB, 0, False)
        w, _ = self.expr(ctx, CW, 0, False)
        x, _ = self.expr(ctx, CT, 0, False)
        # the callee's own accesses to s end with a barrier
        self.state[s.name] = set()
        call = "%s(%s, %s, %s, %s)" % (f, u, w, x, s.name)
        tgt = self.t_target(ctx)
        if tgt is None:
            name = self.fresh("v")
            self.new_var(ctx, name, "u32", CT)
            lines.append("unsigned %s = %s;" % (name, call))
        else:
            lines.append(self.assign_text(ctx, tgt, call, False))
        return lines, Eff()

    def s_member(self, ctx):
        """A member function with barriers (runs on fibers for the call):
        the sum of every thread's slot, the same for the block."""
        arrs = [s for s in ctx.env.shared if s.kind == "arr1"
                and "R" not in self.state.get(s.name, set())]
        if not arrs or ctx.fn != "kernel":
            return self.s_barrier(ctx)
        s = self.r.choice(arrs)
        self.state.setdefault(s.name, set()).add("W")  # e must not read s
        e, _ = self.expr(ctx, CT)
        self.state = {}
        if not self.member:
            self.member = "%s_Red" % self.name
            self.defs += [
                "struct %s {" % self.member,
                "  unsigned *s;",
                "  __device__ unsigned sum(unsigned v) const {",
                "    const unsigned t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);",
                "    const unsigned n = blockDim.x * blockDim.y * blockDim.z;",
                "    s[t] = v;",
                "    __syncthreads();",
                "    unsigned r = 0;",
                "    for (unsigned i = 0; i < n; ++i)",
                "      r += s[i] * (i + 1u);",
                "    __syncthreads();",
                "    return r;",
                "  }",
                "};"]
        name = self.fresh("v")
        self.new_var(ctx, name, "u32", CB)
        return ["unsigned %s = %s{%s}.sum(%s);" % (name, self.member, s.name, e)], Eff()

    def s_canned(self, ctx):
        """Shapes real kernels use: a block tree reduction, a scan, a
        broadcast; each starts with the thread's own write and ends with a
        barrier."""
        env, r = ctx.env, self.r
        arrs = [s for s in env.shared if s.kind == "arr1"
                and "R" not in self.state.get(s.name, set())]
        if not arrs:
            return self.s_barrier(ctx)
        s = r.choice(arrs)
        tgt = self.t_target(ctx)
        self.state.setdefault(s.name, set()).add("W")  # e must not read s
        e, _ = self.expr(ctx, CT)
        t, nt = env.tid, env.nt
        k = r.choice(["reduce", "scan", "bcast"])
        name = self.fresh("v")
        off = self.fresh("off")
        lines = ["%s[%s] = %s;" % (s.name, t, e), "__syncthreads();"]
        if k == "reduce":
            lines += ["for (unsigned %s = %s; %s > 0u; %s >>= 1) {" % (off, pow2_above(self.nt) // 2, off, off),
                      "  if (%s < %s && %s + %s < %s)" % (t, off, t, off, nt),
                      "    %s[%s] += %s[%s + %s];" % (s.name, t, s.name, t, off),
                      "  __syncthreads();", "}",
                      "unsigned %s = %s[0];" % (name, s.name), "__syncthreads();"]
            cls = CB
        elif k == "scan":
            lines += ["for (unsigned %s = 1u; %s < %s; %s *= 2u) {" % (off, off, nt, off),
                      "  const unsigned add = %s >= %s ? %s[%s - %s] : 0u;" % (t, off, s.name, t, off),
                      "  __syncthreads();",
                      "  %s[%s] += add;" % (s.name, t),
                      "  __syncthreads();", "}",
                      "unsigned %s = %s[%s];" % (name, s.name, t)]
            cls = CT
        else:
            src = r.randrange(self.nt)
            lines += ["unsigned %s = %s[%du];" % (name, s.name, src), "__syncthreads();"]
            cls = CB
        self.state = {}
        self.new_var(ctx, name, "u32", cls)
        if tgt is not None and self.chance(0.5):
            lines.append(self.assign_text(ctx, tgt, name, False))
        return lines, Eff()
