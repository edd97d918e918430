//===- PtxToCpp.cpp - one asm statement's PTX as C++ ----------------------===//
//
// Operands become 64-bit registers (axl::cpu::ptx::Reg) named __axl_pN,
// read from their C++ expressions before the PTX and written back after it;
// registers the PTX declares (.reg) become locals. Each instruction is one
// C++ statement on them. Instructions are matched by their base name and
// modifiers; a modifier the translation does not know makes the statement
// unsupported rather than guessed.
//
//===----------------------------------------------------------------------===//
#include "loops/PtxToCpp.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <map>
#include <optional>

using llvm::StringRef;

namespace axl::loops {
namespace {

const char *const P = "::axl::cpu::ptx::";

bool isType(StringRef M) {
  return llvm::StringSwitch<bool>(M)
      .Cases({"b8", "b16", "b32", "b64", "u8", "u16", "u32", "u64"}, true)
      .Cases({"s8", "s16", "s32", "s64", "f16", "f16x2", "bf16", "bf16x2"}, true)
      .Cases({"f32", "f64", "pred", "e4m3x2", "e5m2x2", "e4m3", "e5m2"}, true)
      .Default(false);
}
int typeBits(StringRef T) {
  return llvm::StringSwitch<int>(T)
      .Cases({"b8", "u8", "s8", "e4m3", "e5m2"}, 8)
      .Cases({"b16", "u16", "s16", "f16", "bf16", "e4m3x2", "e5m2x2"}, 16)
      .Cases({"b32", "u32", "s32", "f32", "f16x2", "bf16x2"}, 32)
      .Case("pred", 1)
      .Default(64);
}
std::string ty(StringRef T) { return std::string(P) + "Ty::" + T.str(); }

// Modifiers that change nothing on a CPU: flush-to-zero, approximation,
// cache and eviction hints, alignment, the PTX ISA's "aligned" promise.
bool isHint(StringRef M) {
  return M == "ftz" || M == "approx" || M == "full" || M == "aligned" || M == "noftz" ||
         M == "ca" || M == "cg" || M == "cs" || M == "lu" || M == "cv" || M == "wb" ||
         M == "wt" || M == "nc" || M == "weak" || M.starts_with("L1::") ||
         M.starts_with("L2::") || M.starts_with("level::") || M == "unified";
}
bool isScope(StringRef M) { return M == "cta" || M == "gpu" || M == "sys" || M == "cluster"; }
bool isSpace(StringRef M) {
  return M == "global" || M == "shared" || M == "shared::cta" || M == "local" ||
         M == "const" || M == "param";
}
bool isRounding(StringRef M) {
  return M == "rn" || M == "rz" || M == "rm" || M == "rp" || M == "rni" || M == "rzi" ||
         M == "rmi" || M == "rpi" || M == "rna";
}

std::vector<std::string> splitTop(StringRef S, char Sep) {
  std::vector<std::string> Parts;
  int Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I < S.size(); ++I) {
    char C = S[I];
    if (C == '[' || C == '{' || C == '(')
      ++Depth;
    else if (C == ']' || C == '}' || C == ')')
      --Depth;
    else if (C == Sep && Depth == 0) {
      Parts.push_back(S.slice(Start, I).trim().str());
      Start = I + 1;
    }
  }
  if (!S.slice(Start, S.size()).trim().empty() || !Parts.empty())
    Parts.push_back(S.slice(Start, S.size()).trim().str());
  return Parts;
}

struct Translator {
  const AsmStatement &S;
  std::vector<std::string> Var; // operand index -> C++ register
  std::map<std::string, std::string, std::less<>> Regs; // PTX register -> C++
  std::string Why;
  std::string Out;

  explicit Translator(const AsmStatement &S) : S(S) {}

  bool fail(const std::string &W) {
    if (Why.empty())
      Why = W;
    return false;
  }

  // %N and %[name] as $pN, %% as %.
  bool substitute(std::string &Text) {
    std::string R;
    const std::string &T = S.Template;
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I] != '%') {
        R += T[I];
        continue;
      }
      if (I + 1 < T.size() && T[I + 1] == '%') {
        R += '%';
        ++I;
        continue;
      }
      size_t J = I + 1;
      if (J < T.size() && llvm::isDigit(T[J])) {
        unsigned N = 0;
        while (J < T.size() && llvm::isDigit(T[J]))
          N = N * 10 + (T[J++] - '0');
        if (N >= Var.size())
          return fail("operand %" + std::to_string(N) + " does not exist");
        R += "$p" + std::to_string(N);
        I = J - 1;
        continue;
      }
      if (J < T.size() && T[J] == '[') {
        size_t End = T.find(']', J);
        if (End == std::string::npos)
          return fail("unterminated %[name]");
        StringRef Name = StringRef(T).slice(J + 1, End);
        unsigned Index = 0;
        bool Found = false;
        for (const auto *List : {&S.Outputs, &S.Inputs})
          for (const AsmOperand &O : *List) {
            if (!Found && O.Name == Name)
              Found = true;
            else if (!Found)
              ++Index;
          }
        if (!Found)
          return fail("operand %[" + Name.str() + "] does not exist");
        R += "$p" + std::to_string(Index);
        I = End;
        continue;
      }
      R += '%';
    }
    Text = R;
    return true;
  }

  // ---- operands ---------------------------------------------------------

  std::string regName(StringRef Name) {
    std::string C = "__axl_r_";
    for (char Ch : Name)
      C += llvm::isAlnum(Ch) ? Ch : '_';
    return C;
  }

  static std::string laneExpr() {
    return "((unsigned)(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) & 31u)";
  }

  std::string special(StringRef R) {
    auto Dim = [&](StringRef Base, StringRef Var) -> std::string {
      if (R == Base.str() + ".x" || R == Base.str() + ".y" || R == Base.str() + ".z")
        return "((" + std::string(P) + "Reg)(" + Var.str() + "." + R.back() + "))";
      return "";
    };
    for (auto [Base, Name] : {std::pair<StringRef, StringRef>{"%tid", "threadIdx"},
                              {"%ntid", "blockDim"},
                              {"%ctaid", "blockIdx"},
                              {"%nctaid", "gridDim"}})
      if (std::string E = Dim(Base, Name); !E.empty())
        return E;
    const std::string Reg = std::string("((") + P + "Reg)";
    if (R == "%laneid")
      return Reg + laneExpr() + ")";
    if (R == "%warpid")
      return Reg + "((threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) / 32u))";
    if (R == "%nwarpid")
      return Reg + "((blockDim.x * blockDim.y * blockDim.z + 31u) / 32u))";
    if (R == "%smid")
      return Reg + "0)";
    if (R == "%nsmid")
      return Reg + "1)";
    if (R == "%clock")
      return "(" + std::string(P) + "clock64() & 0xffffffffu)";
    if (R == "%clock_hi")
      return "(" + std::string(P) + "clock64() >> 32)";
    if (R == "%clock64")
      return std::string(P) + "clock64()";
    if (R == "%globaltimer")
      return std::string(P) + "globaltimer()";
    if (R == "%globaltimer_lo")
      return "(" + std::string(P) + "globaltimer() & 0xffffffffu)";
    if (R == "%globaltimer_hi")
      return "(" + std::string(P) + "globaltimer() >> 32)";
    int Kind = llvm::StringSwitch<int>(R)
                   .Case("%lanemask_lt", 0)
                   .Case("%lanemask_le", 1)
                   .Case("%lanemask_eq", 2)
                   .Case("%lanemask_gt", 3)
                   .Case("%lanemask_ge", 4)
                   .Default(-1);
    if (Kind >= 0)
      return std::string(P) + "lanemask(" + laneExpr() + ", " + std::to_string(Kind) + ")";
    return "";
  }

  // An immediate: integers (decimal, hex, octal, binary), 0fXXXXXXXX and
  // 0dXXXXXXXXXXXXXXXX float bits, decimal floats (as the type T).
  std::string immediate(StringRef Op, StringRef T) {
    const std::string Reg = std::string("((") + P + "Reg)";
    if ((Op.starts_with("0f") || Op.starts_with("0F")) && Op.size() == 10)
      return Reg + "0x" + Op.substr(2).str() + "ull)";
    if ((Op.starts_with("0d") || Op.starts_with("0D")) && Op.size() == 18)
      return Reg + "0x" + Op.substr(2).str() + "ull)";
    bool Neg = Op.consume_front("-");
    StringRef Digits = Op;
    if (Digits.ends_with("U") || Digits.ends_with("u"))
      Digits = Digits.drop_back();
    unsigned long long V;
    if (!Digits.getAsInteger(0, V))
      return Reg + (Neg ? "-" : "") + std::to_string(V) + "ull)";
    double D;
    if (!Digits.getAsDouble(D)) {
      const StringRef FT = (T.starts_with("f") || T.starts_with("bf")) ? T : StringRef("f32");
      if (FT.ends_with("x2"))
        return "";
      return std::string(P) + "put<" + ty(FT) + ">(" + (Neg ? "-" : "") + Digits.str() + ")";
    }
    return "";
  }

  // An asm operand ($pN) or a register the PTX declares, as its C++ local
  // ("" after a failure); nullopt for anything else.
  std::optional<std::string> named(StringRef Op) {
    if (Op.starts_with("$p")) {
      unsigned N;
      if (Op.drop_front(2).getAsInteger(10, N) || N >= Var.size()) {
        fail("bad operand " + Op.str());
        return std::string();
      }
      return Var[N];
    }
    auto It = Regs.find(Op);
    if (It != Regs.end())
      return It->second;
    return std::nullopt;
  }

  // An operand read as a Reg.
  std::string val(StringRef Op, StringRef T = "") {
    Op = Op.trim();
    if (Op.consume_front("!")) {
      std::string V = val(Op, T);
      return V.empty() ? V : "((" + std::string(P) + "Reg)!(" + V + "))";
    }
    if (Op.starts_with("%")) {
      if (std::string Sp = special(Op); !Sp.empty())
        return Sp;
    }
    if (std::optional<std::string> R = named(Op))
      return *R;
    if (!Op.empty() && (llvm::isDigit(Op[0]) || Op[0] == '-' || Op[0] == '.')) {
      if (std::string I = immediate(Op, T); !I.empty())
        return I;
    }
    fail("operand '" + Op.str() + "' is not a register, operand or immediate it knows");
    return "";
  }

  // An operand written: a register, an asm operand, or _ (discarded).
  std::string dst(StringRef Op) {
    Op = Op.trim();
    if (Op == "_")
      return "__axl_sink";
    if (std::optional<std::string> R = named(Op))
      return *R;
    fail("destination '" + Op.str() + "' is not a register or operand");
    return "";
  }

  // [base], [base+off], [base-off] as a pointer expression.
  std::string address(StringRef Op) {
    Op = Op.trim();
    if (!Op.consume_front("[") || !Op.consume_back("]")) {
      fail("'" + Op.str() + "' is not an address");
      return "";
    }
    StringRef Base = Op, Off;
    size_t Plus = Op.find_last_of("+-");
    if (Plus != StringRef::npos && Plus > 0) {
      Base = Op.slice(0, Plus).trim();
      Off = Op.substr(Plus).trim();
    }
    std::string B = val(Base);
    if (B.empty())
      return "";
    std::string O = "0";
    if (!Off.empty()) {
      StringRef Num = Off.drop_front().trim();
      long long V;
      if (Num.getAsInteger(0, V)) {
        fail("address offset '" + Off.str() + "'");
        return "";
      }
      O = (Off[0] == '-' ? "-" : "") + std::to_string(V) + "ll";
    }
    return std::string(P) + "address(" + B + ", " + O + ")";
  }

  // {a, b, ...} as its elements; a plain operand as itself.
  static std::vector<std::string> elements(StringRef Op) {
    Op = Op.trim();
    if (!Op.consume_front("{") || !Op.consume_back("}"))
      return {Op.str()};
    return splitTop(Op, ',');
  }

  bool emit(const std::string &Stmt) {
    Out += Stmt;
    Out += ' ';
    return true;
  }
  bool assign(StringRef D, const std::string &Value) {
    std::string L = dst(D);
    if (L.empty() || Value.empty())
      return false;
    return emit(L + " = " + Value + ";");
  }

  // ---- instructions -------------------------------------------------------

  bool instruction(StringRef Text);
  bool arithmetic(StringRef Op, llvm::ArrayRef<StringRef> Mods, const std::vector<std::string> &A);
  bool conversion(llvm::ArrayRef<StringRef> Mods, const std::vector<std::string> &A);
  bool memory(StringRef Op, llvm::ArrayRef<StringRef> Mods, const std::vector<std::string> &A);
  bool warp(StringRef Op, llvm::ArrayRef<StringRef> Mods, const std::vector<std::string> &A);

  bool declare(StringRef Text) {
    // .reg.T a, b<4>, c; (statement() joined `.reg .T`)
    Text = Text.drop_front(4).trim();
    if (!Text.consume_front("."))
      return fail("'.reg' without a type");
    const size_t Blank = Text.find_first_of(" \t\n");
    StringRef T = Text.take_front(Blank), Names = Text.drop_front(T.size()).trim();
    if (!isType(T.trim()) && T.trim() != "b128")
      return fail("register type ." + T.str());
    if (T.trim() == "b128")
      return fail("128-bit registers");
    for (const std::string &N : splitTop(Names, ',')) {
      StringRef Name = StringRef(N).trim();
      unsigned Count = 0;
      if (Name.ends_with(">")) {
        size_t Lt = Name.find('<');
        if (Lt == StringRef::npos || Name.slice(Lt + 1, Name.size() - 1).getAsInteger(10, Count))
          return fail("register declaration '" + Name.str() + "'");
        Name = Name.take_front(Lt);
        for (unsigned I = 0; I < Count; ++I) {
          std::string Full = Name.str() + std::to_string(I);
          Regs[Full] = regName(Full);
          emit(std::string(P) + "Reg " + regName(Full) + " = 0;");
        }
        continue;
      }
      Regs[Name.str()] = regName(Name);
      emit(std::string(P) + "Reg " + regName(Name) + " = 0;");
    }
    return true;
  }

  bool body(StringRef Ptx) {
    // Comments out, then statements split at ';', '{' and '}'.
    std::string Clean;
    for (size_t I = 0; I < Ptx.size(); ++I) {
      if (Ptx.substr(I).starts_with("//")) {
        while (I < Ptx.size() && Ptx[I] != '\n')
          ++I;
        Clean += '\n';
        continue;
      }
      if (Ptx.substr(I).starts_with("/*")) {
        size_t End = Ptx.find("*/", I + 2);
        I = End == StringRef::npos ? Ptx.size() : End + 1;
        Clean += ' ';
        continue;
      }
      Clean += Ptx[I];
    }
    std::string Current;
    int Depth = 0;
    for (char C : Clean) {
      if (C == '{' && StringRef(Current).trim().empty()) {
        emit("{");
        ++Depth;
        continue;
      }
      if (C == '}' && StringRef(Current).trim().empty()) {
        emit("}");
        if (--Depth < 0)
          return fail("unbalanced braces");
        continue;
      }
      if (C == ';') {
        if (!statement(Current))
          return false;
        Current.clear();
        continue;
      }
      Current += C;
    }
    if (!StringRef(Current).trim().empty() && !statement(Current))
      return false;
    if (Depth != 0)
      return fail("unbalanced braces");
    return true;
  }

  bool statement(StringRef Raw) {
    // PTX allows blanks before a modifier's dot (`mov .s32`, `.reg .b32`):
    // written without them, an opcode or a declaration is one word.
    std::string Joined;
    for (size_t I = 0; I < Raw.size(); ++I) {
      if (llvm::isSpace(Raw[I])) {
        size_t J = I;
        while (J < Raw.size() && llvm::isSpace(Raw[J]))
          ++J;
        if (J < Raw.size() && Raw[J] == '.' && !Joined.empty() && Joined.back() != ',') {
          I = J - 1;
          continue;
        }
      }
      Joined += Raw[I];
    }
    StringRef Text = StringRef(Joined).trim();
    if (Text.empty())
      return true;
    if (Text.starts_with(".reg"))
      return declare(Text);
    if (Text.starts_with("."))
      return fail("the directive '" + Text.split(' ').first.str() + "'");
    // A label: name: before the instruction.
    {
      size_t Colon = Text.find(':');
      size_t Space = Text.find_first_of(" \t\n");
      if (Colon != StringRef::npos && (Space == StringRef::npos || Colon < Space) &&
          (Colon + 1 >= Text.size() || Text[Colon + 1] != ':'))
        return fail("labels and branches");
    }
    if (Text.consume_front("@")) {
      auto [Guard, Rest] = Text.split(' ');
      bool Negate = Guard.consume_front("!");
      std::string G = val(Guard);
      if (G.empty())
        return false;
      emit(std::string("if (") + (Negate ? "!" : "") + "(" + G + ")) {");
      if (!instruction(Rest.trim()))
        return false;
      return emit("}");
    }
    return instruction(Text);
  }

  bool run(PtxTranslation &Result) {
    // Operands: outputs first, then inputs, as GCC numbers them.
    std::vector<const AsmOperand *> All;
    for (const AsmOperand &O : S.Outputs)
      All.push_back(&O);
    for (const AsmOperand &O : S.Inputs)
      All.push_back(&O);
    for (size_t I = 0; I < All.size(); ++I)
      Var.push_back("__axl_p" + std::to_string(I));
    std::string Head = "do { " + std::string(P) + "Reg __axl_sink = 0; (void)__axl_sink; ";
    std::string Tail;
    for (size_t I = 0; I < All.size(); ++I) {
      StringRef C = All[I]->Constraint;
      const bool IsOutput = I < S.Outputs.size();
      StringRef Letters = C;
      Letters = Letters.ltrim("=+&");
      if (!IsOutput && !Letters.empty() && llvm::isDigit(Letters[0])) {
        unsigned Tied;
        if (Letters.getAsInteger(10, Tied) || Tied >= S.Outputs.size())
          return fail("constraint \"" + C.str() + "\"");
        // An input tied to an output: the same register, holding the input.
        Head += Var[Tied] + " = " + P + "in(" + All[I]->Expr + "); ";
        Var[I] = Var[Tied];
        continue;
      }
      if (Letters.find_first_not_of("rhlfdniNcb") != StringRef::npos || Letters.empty())
        return fail("constraint \"" + C.str() + "\"");
      if (IsOutput && !C.starts_with("=") && !C.starts_with("+"))
        return fail("output constraint \"" + C.str() + "\"");
      const bool Reads = !IsOutput || C.starts_with("+");
      Head += std::string(P) + "Reg " + Var[I] + " = " +
              (Reads ? std::string(P) + "in(" + All[I]->Expr + ")" : "0") + "; ";
      if (IsOutput)
        Tail += std::string(P) + "out(" + All[I]->Expr + ", " + Var[I] + "); ";
    }
    std::string Ptx;
    if (!substitute(Ptx))
      return false;
    if (StringRef(Ptx).trim().empty()) {
      // asm volatile("" ::: "memory"): a compiler barrier.
      Result.Cpp = "::std::atomic_signal_fence(::std::memory_order_seq_cst)";
      return true;
    }
    if (!body(Ptx) || !Why.empty())
      return false;
    Result.Cpp = Head + Out + Tail + "} while (0)";
    return true;
  }
};

bool Translator::instruction(StringRef Text) {
  size_t Space = Text.find_first_of(" \t\n");
  StringRef Opcode = Text.take_front(Space);
  StringRef Rest = Space == StringRef::npos ? "" : Text.substr(Space).trim();
  llvm::SmallVector<StringRef, 8> Parts;
  // Split at dots, keeping "::" modifiers (shared::cta, L2::cache_hint) whole.
  Opcode.split(Parts, '.');
  StringRef Op = Parts.front();
  llvm::ArrayRef<StringRef> Mods = llvm::ArrayRef<StringRef>(Parts).drop_front();
  std::vector<std::string> A = splitTop(Rest, ',');
  const std::string Reg = std::string(P) + "Reg";

  if (Op == "mov") {
    if (A.size() != 2 || Mods.size() != 1)
      return fail("mov with " + std::to_string(A.size()) + " operands");
    const int W = typeBits(Mods[0]);
    std::vector<std::string> D = elements(A[0]), Src = elements(A[1]);
    if (D.size() > 1) { // unpack
      for (size_t I = 0; I < D.size(); ++I) {
        std::string V = val(Src[0]);
        if (V.empty() || !assign(D[I], std::string(P) + "field(" + V + ", " +
                                          std::to_string(W / D.size()) + ", " +
                                          std::to_string(I) + ")"))
          return false;
      }
      return true;
    }
    if (Src.size() > 1) { // pack
      std::string List;
      for (const std::string &E : Src) {
        std::string V = val(E);
        if (V.empty())
          return false;
        List += (List.empty() ? "" : ", ") + V;
      }
      return assign(D[0], std::string(P) + "pack(" + std::to_string(W / Src.size()) + ", {" +
                              List + "})");
    }
    std::string V = val(Src[0], Mods[0]);
    if (V.empty())
      return false;
    return assign(D[0], "(" + V + " & " + P + "mask(" + std::to_string(W) + "))");
  }
  if (Op == "cvt")
    return conversion(Mods, A);
  if (Op == "cvta") {
    // Every state space is the generic one here.
    if (A.size() != 2)
      return fail("cvta operands");
    return assign(A[0], val(A[1]));
  }
  if (Op == "ld" || Op == "st" || Op == "atom" || Op == "red")
    return memory(Op, Mods, A);
  if (Op == "shfl" || Op == "vote" || Op == "bar" || Op == "barrier" || Op == "activemask" ||
      Op == "redux" || Op == "match")
    return warp(Op, Mods, A);
  if (Op == "fence" || Op == "membar") {
    // Proxy fences order the generic and async proxies, which are one here.
    if (!Mods.empty() && Mods[0].starts_with("proxy"))
      return true;
    return emit(std::string(P) + "fence();");
  }
  if (Op == "nanosleep") {
    if (A.size() != 1)
      return fail("nanosleep operands");
    std::string V = val(A[0]);
    return !V.empty() && emit("__nanosleep((unsigned)" + V + ");");
  }
  if (Op == "trap")
    return emit("__trap();");
  if (Op == "brkpt")
    return emit("__brkpt();");
  static const llvm::StringSet<> Arithmetic = {
      "add",  "sub",  "mul", "mad",  "fma",  "div",  "rem",  "min",  "max",  "neg",
      "abs",  "and",  "or",  "xor",  "not",  "shl",  "shr",  "popc", "clz",  "brev",
      "bfe",  "bfi",  "lop3", "prmt", "setp", "selp", "copysign", "rcp", "sqrt", "rsqrt",
      "ex2",  "lg2",  "sin", "cos",  "tanh"};
  if (!Arithmetic.contains(Op))
    return fail("the instruction '" + Opcode.str() + "'");
  return arithmetic(Op, Mods, A);
}

bool Translator::arithmetic(StringRef Op, llvm::ArrayRef<StringRef> Mods,
                            const std::vector<std::string> &A) {
  // Modifiers: the types (one, or two for the mixed forms), what the
  // variant is (lo, hi, wide, xorsign, abs, NaN, sat, the comparison), and
  // hints that change nothing here.
  llvm::SmallVector<StringRef, 2> Types;
  llvm::StringSet<> Flags;
  for (StringRef M : Mods) {
    if (isType(M))
      Types.push_back(M);
    else if (!isHint(M) && !isRounding(M))
      Flags.insert(M);
  }
  if (Types.empty())
    return fail(Op.str() + " without a type");
  const StringRef T = Types.back();
  auto Vals = [&](size_t From, StringRef VT) {
    std::vector<std::string> V;
    for (size_t I = From; I < A.size(); ++I) {
      V.push_back(val(A[I], VT));
      if (V.back().empty())
        return std::vector<std::string>();
    }
    return V;
  };
  auto Known = [&](std::initializer_list<StringRef> Allowed) {
    for (const auto &F : Flags)
      if (!llvm::is_contained(Allowed, F.getKey()))
        return fail(Op.str() + " ." + F.getKey().str());
    return true;
  };
  auto Call = [&](const std::string &Fn, size_t Arity, StringRef CallT) -> bool {
    if (A.size() != Arity + 1)
      return fail(Op.str() + " takes " + std::to_string(Arity) + " sources");
    std::vector<std::string> V = Vals(1, CallT);
    if (V.empty())
      return false;
    std::string E = std::string(P) + Fn + "<" + ty(CallT) + ">(" + llvm::join(V, ", ") + ")";
    if (Flags.contains("sat"))
      E = std::string(P) + "sat<" + ty(CallT) + ">(" + E + ")";
    return assign(A[0], E);
  };
  const bool Float = T.starts_with("f") || T.starts_with("bf");

  if (Op == "add" || Op == "sub") {
    if (!Known({"sat"}) || (Flags.contains("sat") && !Float))
      return fail(Op.str() + ".sat on integers");
    return Call(Op.str(), 2, T);
  }
  if (Op == "mul") {
    if (!Known({"lo", "hi", "wide", "sat"}))
      return false;
    if (Flags.contains("hi"))
      return Call("mulHi", 2, T);
    if (Flags.contains("wide"))
      return Call("mulWide", 2, T);
    return Call("mul", 2, T);
  }
  if (Op == "mad") {
    if (!Known({"lo", "hi", "wide", "sat"}))
      return false;
    if (Float)
      return Call("fma", 3, T);
    if (Flags.contains("hi"))
      return Call("madHi", 3, T);
    if (Flags.contains("wide"))
      return Call("madWide", 3, T);
    return Call("madLo", 3, T);
  }
  if (Op == "fma") {
    if (!Known({"sat"}))
      return false;
    if (Types.size() == 2) { // fma.rn.f32.f16 d, a, b, c
      if (Types[0] != "f32" || A.size() != 4)
        return fail("fma." + Types[0].str() + "." + Types[1].str());
      std::vector<std::string> AB = Vals(1, Types[1]);
      if (AB.empty())
        return false;
      return assign(A[0], std::string(P) + "fmaMixed<" + ty(Types[1]) + ">(" + AB[0] + ", " +
                              AB[1] + ", " + AB[2] + ")");
    }
    return Call("fma", 3, T);
  }
  if (Op == "div")
    return Known({}) && Call("div", 2, T);
  if (Op == "rem")
    return Known({}) && Call("rem", 2, T);
  if (Op == "min" || Op == "max") {
    if (Flags.contains("xorsign")) {
      if (!Known({"xorsign", "abs"}) || !Flags.contains("abs"))
        return fail(Op.str() + ".xorsign without .abs");
      return Call(Op == "max" ? "maxXorsignAbs" : "minXorsignAbs", 2, T);
    }
    if (!Known({"NaN", "relu"}) || Flags.contains("relu"))
      return fail(Op.str() + ".relu");
    if (A.size() != 3)
      return fail(Op.str() + " with three sources");
    std::vector<std::string> V = Vals(1, T);
    if (V.empty())
      return false;
    return assign(A[0], std::string(P) + Op.str() + "<" + ty(T) + ", " +
                            (Flags.contains("NaN") ? "true" : "false") + ">(" + V[0] + ", " +
                            V[1] + ")");
  }
  if (Op == "neg")
    return Known({}) && Call("neg", 1, T);
  if (Op == "abs")
    return Known({}) && Call(Float ? "absF" : "abs", 1, T);
  if (Op == "and" || Op == "or" || Op == "xor")
    return Known({}) && Call(Op.str() + "B", 2, T);
  if (Op == "not")
    return Known({}) && Call("notB", 1, T);
  if (Op == "shl" || Op == "shr")
    return Known({}) && Call(Op.str(), 2, T);
  if (Op == "popc" || Op == "clz" || Op == "brev")
    return Known({}) && Call(Op.str(), 1, T);
  if (Op == "bfe")
    return Known({}) && Call("bfe", 3, T);
  if (Op == "bfi")
    return Known({}) && Call("bfi", 4, T);
  if (Op == "lop3") {
    if (A.size() != 5)
      return fail("lop3 with a boolean operation");
    std::vector<std::string> V = Vals(1, T);
    if (V.empty())
      return false;
    return assign(A[0], std::string(P) + "lop3(" + llvm::join(V, ", ") + ")");
  }
  if (Op == "prmt") {
    StringRef Mode = "plain";
    for (const auto &F : Flags)
      Mode = F.getKey();
    if (!llvm::is_contained({"plain", "f4e", "b4e", "rc8", "ecl", "ecr", "rc16"}, Mode) ||
        A.size() != 4)
      return fail("prmt." + Mode.str());
    std::vector<std::string> V = Vals(1, T);
    if (V.empty())
      return false;
    return assign(A[0], std::string(P) + "prmt<" + P + "Prmt::" + Mode.str() + ">(" +
                            llvm::join(V, ", ") + ")");
  }
  if (Op == "setp") {
    if (Flags.size() != 1 || A.size() != 3)
      return fail("setp with a boolean operation");
    StringRef Cmp = Flags.begin()->getKey();
    if (!llvm::is_contained({"eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs", "equ",
                             "neu", "ltu", "leu", "gtu", "geu", "num", "nan"},
                            Cmp))
      return fail("setp." + Cmp.str());
    std::vector<std::string> V = Vals(1, T);
    if (V.empty())
      return false;
    auto [PD, QD] = StringRef(A[0]).split('|');
    const std::string E = std::string(P) + "setp<" + ty(T) + ", " + P + "Cmp::" + Cmp.str() +
                          ">(" + V[0] + ", " + V[1] + ")";
    if (!assign(PD, E))
      return false;
    if (!QD.empty()) // p|q: q is the complement
      return assign(QD, "(" + dst(PD) + " ^ 1)");
    return true;
  }
  if (Op == "selp") {
    if (A.size() != 4)
      return fail("selp operands");
    std::vector<std::string> V = Vals(1, T);
    if (V.empty())
      return false;
    return assign(A[0], "(" + V[2] + " ? " + V[0] + " : " + V[1] + ")");
  }
  if (Op == "copysign")
    return Known({}) && A.size() == 3 &&
           assign(A[0], std::string(P) + "put<" + ty(T) + ">(std::copysign(" + P + "get<" +
                            ty(T) + ">(" + val(A[2]) + "), " + P + "get<" + ty(T) + ">(" +
                            val(A[1]) + ")))");
  // Special functions, computed exactly in the type's precision.
  const char *Fn = llvm::StringSwitch<const char *>(Op)
                       .Case("rcp", "[](auto x) { return decltype(x)(1) / x; }")
                       .Case("sqrt", "[](auto x) { return std::sqrt(x); }")
                       .Case("rsqrt", "[](auto x) { return decltype(x)(1) / std::sqrt(x); }")
                       .Case("ex2", "[](auto x) { return std::exp2(x); }")
                       .Case("lg2", "[](auto x) { return std::log2(x); }")
                       .Case("sin", "[](auto x) { return std::sin(x); }")
                       .Case("cos", "[](auto x) { return std::cos(x); }")
                       .Case("tanh", "[](auto x) { return std::tanh(x); }")
                       .Default(nullptr);
  if (Fn && Float) {
    if (!Known({"sat"}) || A.size() != 2)
      return false;
    std::string V = val(A[1], T);
    if (V.empty())
      return false;
    std::string E = std::string(P) + "math<" + ty(T) + ">(" + V + ", " + Fn + ")";
    if (Flags.contains("sat"))
      E = std::string(P) + "sat<" + ty(T) + ">(" + E + ")";
    return assign(A[0], E);
  }
  return fail("the instruction '" + Op.str() + "'");
}

bool Translator::conversion(llvm::ArrayRef<StringRef> Mods, const std::vector<std::string> &A) {
  llvm::SmallVector<StringRef, 2> Types;
  StringRef Round = "none";
  bool Sat = false, Relu = false;
  for (StringRef M : Mods) {
    if (isType(M))
      Types.push_back(M);
    else if (isRounding(M))
      Round = M;
    else if (M == "satfinite" || M == "sat")
      Sat = true;
    else if (M == "relu")
      Relu = true;
    else if (!isHint(M))
      return fail("cvt ." + M.str());
  }
  if (Types.size() != 2)
    return fail("cvt without a destination and a source type");
  const StringRef D = Types[0], S = Types[1];
  if (A.size() == 3) { // the packing forms: d = {a, b}
    if (!(D == "e4m3x2" || D == "e5m2x2" || D == "f16x2" || D == "bf16x2") || S != "f32")
      return fail("cvt." + D.str() + "." + S.str() + " with two sources");
    std::string X = val(A[1], S), Y = val(A[2], S);
    if (X.empty() || Y.empty())
      return false;
    return assign(A[0], std::string(P) + "cvtPair<" + ty(D) + ", " + ty(S) + ", " +
                            (Sat ? "true" : "false") + ", " + (Relu ? "true" : "false") + ">(" +
                            X + ", " + Y + ")");
  }
  if (A.size() != 2)
    return fail("cvt operands");
  const bool Fp8 = D.starts_with("e") || S.starts_with("e");
  if (Fp8 && !((D == "f16x2" && (S == "e4m3x2" || S == "e5m2x2")) ||
               ((D == "e4m3x2" || D == "e5m2x2") && S == "f16x2")))
    return fail("cvt." + D.str() + "." + S.str());
  if (Relu || D.ends_with("x2") != S.ends_with("x2"))
    if (!Fp8)
      return fail("cvt." + D.str() + "." + S.str() + (Relu ? ".relu" : ""));
  std::string X = val(A[1], S);
  if (X.empty())
    return false;
  return assign(A[0], std::string(P) + "cvt<" + ty(D) + ", " + ty(S) + ", " + P + "Rnd::" +
                          Round.str() + ", " + (Sat ? "true" : "false") + ">(" + X + ")");
}

bool Translator::memory(StringRef Op, llvm::ArrayRef<StringRef> Mods,
                        const std::vector<std::string> &A) {
  StringRef Order = "plain", Type, AtomOp;
  unsigned Vector = 1;
  bool CacheHint = false;
  for (StringRef M : Mods) {
    if (isType(M))
      Type = M;
    else if (M == "volatile")
      Order = "volatile_";
    else if (M == "relaxed" || M == "acquire" || M == "release" || M == "acq_rel" || M == "sc")
      Order = M == "sc" ? "seq_cst" : M;
    else if (M == "v2" || M == "v4" || M == "v8")
      Vector = M[1] - '0';
    else if (M == "L2::cache_hint")
      CacheHint = true;
    else if (isSpace(M) || isScope(M) || isHint(M) || M == "mmio")
      continue;
    else if ((Op == "atom" || Op == "red") && AtomOp.empty() &&
             llvm::is_contained({"add", "min", "max", "and", "or", "xor", "exch", "cas", "inc",
                                 "dec"},
                                M))
      AtomOp = M;
    else
      return fail(Op.str() + " ." + M.str());
  }
  if (Type.empty())
    return fail(Op.str() + " without a type");
  const int Bits = typeBits(Type);
  if (Bits < 8 || Bits > 64)
    return fail(Op.str() + "." + Type.str());
  const std::string B = std::to_string(Bits);
  const std::string O = std::string(P) + "Order::" + Order.str();
  std::vector<std::string> Ops = A;
  if (CacheHint && !Ops.empty())
    Ops.pop_back(); // the cache policy operand
  if (Op == "ld" || Op == "st") {
    if (Ops.size() != 2)
      return fail(Op.str() + " operands");
    const bool Load = Op == "ld";
    const std::string Addr = address(Load ? Ops[1] : Ops[0]);
    if (Addr.empty())
      return false;
    std::vector<std::string> Values = elements(Load ? Ops[0] : Ops[1]);
    if (Values.size() != Vector)
      return fail(Op.str() + ": " + std::to_string(Values.size()) + " values for .v" +
                  std::to_string(Vector));
    emit("{ void *__axl_addr = " + Addr + ";");
    for (unsigned I = 0; I < Vector; ++I) {
      const std::string At = "(static_cast<char *>(__axl_addr) + " + std::to_string(I * Bits / 8) + ")";
      if (Load) {
        if (!assign(Values[I], std::string(P) + "ld<" + B + ", " + O + ">(" + At + ")"))
          return false;
      } else {
        std::string V = val(Values[I], Type);
        if (V.empty())
          return false;
        emit(std::string(P) + "st<" + B + ", " + O + ">(" + At + ", " + V + ");");
      }
    }
    return emit("}");
  }
  if (AtomOp.empty())
    return fail(Op.str() + " without an operation");
  if (Vector != 1)
    return fail("vector " + Op.str());
  const bool Red = Op == "red";
  const size_t First = Red ? 0 : 1;
  const size_t Sources = AtomOp == "cas" ? 2 : 1;
  if (Ops.size() != First + 1 + Sources)
    return fail(Op.str() + " operands");
  const std::string Addr = address(Ops[First]);
  if (Addr.empty())
    return false;
  std::string Bv = val(Ops[First + 1], Type), Cv = Sources == 2 ? val(Ops[First + 2], Type) : "0";
  if (Bv.empty() || Cv.empty())
    return false;
  const std::string AtomName = AtomOp == "and" || AtomOp == "or" || AtomOp == "xor"
                                   ? AtomOp.str() + "_"
                                   : AtomOp.str();
  const std::string Call = std::string(P) + "atom<" + ty(Type) + ", " + P + "Atom::" + AtomName +
                           ", " + O + ">(" + Addr + ", " + Bv + ", " + Cv + ")";
  if (Red)
    return emit("(void)" + Call + ";");
  return assign(Ops[0], Call);
}

bool Translator::warp(StringRef Op, llvm::ArrayRef<StringRef> Mods,
                      const std::vector<std::string> &A) {
  auto Has = [&](StringRef M) { return llvm::is_contained(Mods, M); };
  const std::string Reg = "((" + std::string(P) + "Reg)";
  if (Op == "bar" || Op == "barrier") {
    if (Has("warp")) { // bar.warp.sync mask
      if (A.size() != 1)
        return fail("bar.warp.sync operands");
      std::string M = val(A[0]);
      return !M.empty() && emit("__syncwarp((unsigned)" + M + ");");
    }
    if (!(Mods.empty() || (Mods[0] == "sync" || (Op == "barrier" && Mods[0] == "sync"))) ||
        Mods.size() > 2 || (Mods.size() == 2 && Mods[1] != "aligned"))
      return fail(Op.str() + "." + llvm::join(Mods, "."));
    if (A.empty() || A.size() > 2)
      return fail(Op.str() + " operands");
    // Barrier 0 of the whole block is __syncthreads; a named barrier or a
    // thread count is one only when the count is the whole block.
    if (A.size() == 2) {
      std::string N = val(A[1]);
      if (N.empty())
        return false;
      emit("if ((unsigned)" + N +
           " != blockDim.x * blockDim.y * blockDim.z) ::axl::cpu::detail::kernelFail(\"" +
           Op.str() + ".sync with a thread count other than the block's is not supported by the CPU backend\");");
    } else if (StringRef(A[0]).trim() != "0") {
      return fail("a named barrier other than 0 without a thread count");
    }
    return emit("__syncthreads();");
  }
  if (Op == "activemask") {
    if (A.size() != 1)
      return fail("activemask operands");
    return assign(A[0], Reg + "__activemask())");
  }
  if (Op == "shfl") {
    if (!Has("sync") || A.size() != 5 || Mods.size() != 3 || Mods[2] != "b32")
      return fail("shfl." + llvm::join(Mods, ".") + " (only shfl.sync.MODE.b32)");
    const StringRef Mode = Mods[1];
    const char *Fn = llvm::StringSwitch<const char *>(Mode)
                         .Case("up", "__shfl_up_sync")
                         .Case("down", "__shfl_down_sync")
                         .Case("bfly", "__shfl_xor_sync")
                         .Case("idx", "__shfl_sync")
                         .Default(nullptr);
    const int ModeIndex = llvm::StringSwitch<int>(Mode).Case("up", 0).Case("down", 1).Case("bfly", 2).Default(3);
    if (!Fn)
      return fail("shfl.sync." + Mode.str());
    std::string Av = val(A[1]), Bv = val(A[2]), Cv = val(A[3]), Mv = val(A[4]);
    if (Av.empty() || Bv.empty() || Cv.empty() || Mv.empty())
      return false;
    auto [D, Pred] = StringRef(A[0]).split('|');
    const bool Delta = Mode == "up" || Mode == "down";
    if (!assign(D, Reg + Fn + "((unsigned)" + Mv + ", (unsigned)" + Av + ", (" +
                       (Delta ? "unsigned" : "int") + ")" + Bv + ", " + P + "shflWidth(" + Cv +
                       ")))"))
      return false;
    if (!Pred.empty())
      return assign(Pred, std::string(P) + "shflInRange(" + std::to_string(ModeIndex) + ", " +
                              laneExpr() + ", " + Bv + ", " + Cv + ")");
    return true;
  }
  if (Op == "vote") {
    if (!Has("sync") || A.size() != 3 || Mods.size() != 3)
      return fail("vote." + llvm::join(Mods, ".") + " (only vote.sync)");
    const char *Fn = llvm::StringSwitch<const char *>(Mods[1])
                         .Case("all", "__all_sync")
                         .Case("any", "__any_sync")
                         .Case("uni", "__uni_sync")
                         .Case("ballot", "__ballot_sync")
                         .Default(nullptr);
    if (!Fn)
      return fail("vote.sync." + Mods[1].str());
    std::string Pv = val(A[1]), Mv = val(A[2]);
    if (Pv.empty() || Mv.empty())
      return false;
    return assign(A[0], Reg + Fn + "((unsigned)" + Mv + ", (int)(" + Pv + " != 0)))");
  }
  if (Op == "redux") {
    if (!Has("sync") || A.size() != 3 || Mods.size() != 3)
      return fail("redux." + llvm::join(Mods, "."));
    const StringRef R = Mods[1], T = Mods[2];
    if (!llvm::is_contained({"add", "min", "max", "and", "or", "xor"}, R) ||
        !(T == "u32" || T == "s32" || T == "b32"))
      return fail("redux.sync." + R.str() + "." + T.str());
    std::string Av = val(A[1]), Mv = val(A[2]);
    if (Av.empty() || Mv.empty())
      return false;
    const std::string Cast = T == "s32" ? "(int)" : "(unsigned)";
    return assign(A[0], Reg + "(unsigned)__reduce_" + R.str() + "_sync((unsigned)" + Mv + ", " +
                            Cast + Av + "))");
  }
  return fail("the instruction '" + Op.str() + "." + llvm::join(Mods, ".") + "'");
}

// The first instruction's name: PTX when it has a type or known base.
bool looksLikePtx(StringRef Template) {
  StringRef T = Template.ltrim(" \t\n{");
  if (T.empty())
    return true;
  if (T.starts_with(".") || T.starts_with("@") || T.starts_with("//"))
    return true;
  StringRef Op = T.take_until([](char C) { return C == ' ' || C == '\t' || C == '\n' || C == ';'; });
  return Op.contains('.') || Op == "trap" || Op == "brkpt" || Op == "exit";
}

} // namespace

PtxTranslation translatePtx(const AsmStatement &S) {
  PtxTranslation Result;
  Result.LooksLikePtx = looksLikePtx(S.Template);
  Translator T(S);
  Result.Ok = T.run(Result);
  if (!Result.Ok)
    Result.Why = T.Why.empty() ? "unsupported" : T.Why;
  return Result;
}

} // namespace axl::loops
