//===- fuzz_rules.cpp - libFuzzer target: the rule-file loader -----------===//
//
// Input: the bytes of one rule file. Loading must never crash, hang or leak;
// bad input is an llvm::Error located in the file ("fuzz.yaml:LINE:COL: ...").
//
//===----------------------------------------------------------------------===//
#include "axlify/RuleSet.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace llvm;

/// Reports a broken invariant and aborts, which libFuzzer records as a crash.
[[noreturn]] static void fail(const Twine &What, StringRef Detail = "") {
  errs() << "fuzz_rules: " << What << "\n" << Detail << "\n";
  abort();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Buffer(reinterpret_cast<const char *>(Data), Size);
  axl::RuleSet Rules;
  Error Err = Rules.addBuffer(Buffer, "fuzz.yaml", /*FromUser=*/true);
  if (!Err)
    Err = Rules.finalize();
  if (Err) {
    std::string Msg = toString(std::move(Err));
    // Every diagnostic names the file (and, where there is one, the place).
    if (!StringRef(Msg).starts_with("fuzz.yaml:"))
      fail("error without a location", Msg);
    return 0;
  }
  for (const auto &R : Rules.rules()) {
    if (R->Cuda.empty())
      fail("a loaded rule has an empty CUDA name", R->Origin);
    if (!StringRef(R->Origin).starts_with("fuzz.yaml:"))
      fail("a loaded rule has no origin", R->Cuda);
    // finalize() leaves exactly the rules in effect, each found by its name.
    const axl::Rule *Found = R->Kind == axl::RuleKind::Header
                                 ? Rules.lookupHeader(R->Cuda)
                                 : Rules.lookup(R->Cuda);
    if (Found != R.get())
      fail("a loaded rule is not what its name looks up", R->Cuda);
    if (!R->Replacement.empty() && !Rules.lookup(R->Replacement))
      fail("a replacement names no rule", R->Replacement);
  }
  return 0;
}
