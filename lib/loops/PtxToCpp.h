//===- PtxToCpp.h - one asm statement's PTX as C++ ----------------*- C++ -*-===//
//
// The translation behind InlinePtx.h: an asm statement's template, operands
// and constraints in, the C++ statement that does what its PTX does on the
// CPU backend out (calls into <axl/cpu/ptx.h> and the kernel language's
// intrinsics), or the reason there is none.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>
#include <vector>

namespace axl::loops {

struct AsmOperand {
  std::string Name;       // [name], or empty
  std::string Constraint; // "=r", "+l", "h", "n", "0", ...
  std::string Expr;       // the C++ expression, as written
};

struct AsmStatement {
  std::string Template; // the PTX, C escapes resolved, "%%" still doubled
  std::vector<AsmOperand> Outputs, Inputs;
};

struct PtxTranslation {
  bool Ok = false;
  std::string Cpp;      // one line of C++ (no line breaks) when Ok
  std::string Why;      // when not Ok: what has no CPU equivalent
  bool LooksLikePtx = true; // false when the first instruction is not PTX
};

PtxTranslation translatePtx(const AsmStatement &S);

} // namespace axl::loops
