//===- Report.cpp - --report FILE: JSON, CSV and HTML -----------------------===//
#include "axlify/Porter.h"

using namespace llvm;

namespace axl {

Error writeReport(const PortOptions &, const PortResult &, StringRef Path) {
  return createStringError(inconvertibleErrorCode(),
                           "%s: error: --report is not implemented yet",
                           Path.str().c_str());
}

} // namespace axl
