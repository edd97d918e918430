//===- BackendTable.h - A backend's names for the dialect's -----*- C++ -*-===//
//
// The CUDA backend needs no table: every rule names CUDA's spelling. Another
// vendor's backend maps the dialect's names to its own from a table beside
// the rules (rules/hip/*.yaml, one file per rule family): the vendor's name,
// the vendor version that introduced it, or that the backend implements the
// name itself (emulated). A dialect name without an entry is not available
// on that backend, and its generated headers make a use of it a compile
// error that names the API and the backend.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_BACKENDTABLE_H
#define AXLIFY_BACKENDTABLE_H

#include "axlify/RuleSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace axl {

/// One file of a backend table: the names of one rule family.
struct BackendFamily {
  std::string Family;                ///< The rule family (its `family:`).
  std::string Library;               ///< The vendor library, if not its runtime.
  std::vector<std::string> Includes; ///< Vendor headers that declare the names.
  /// False when the vendor library is not installed where the table was
  /// drafted: its names come from the vendor's published tables alone.
  bool Verified = true;
  /// The release the names were checked against (a library's own, such as
  /// hipSPARSE 5.3.3 beside HIP 5.2.3); default HipBaseline. A name dated
  /// later is generated behind a HIP_VERSION test.
  std::string VerifiedAgainst;
  std::string Path;
};

enum class BackendStatus {
  Mapped,   ///< The vendor declares `Name` (since `Since`).
  Emulated, ///< The backend's own headers implement the dialect name.
};

struct BackendEntry {
  std::string Axl;   ///< Dialect name.
  std::string Name;  ///< The vendor's name (Mapped).
  std::string Since; ///< Vendor version that introduced Name ("1.5.0"); may be empty.
  std::string Note;  ///< Emulated: how.
  BackendStatus Status = BackendStatus::Mapped;
  const Rule *R = nullptr;
  const BackendFamily *Family = nullptr;
  std::string Origin; ///< "file:line:col".
};

/// A version "major.minor[.patch]" as HIP_VERSION spells it
/// (major * 10000000 + minor * 100000 + patch); 0 when empty or malformed.
unsigned long hipVersionNumber(llvm::StringRef Version);

/// The HIP version the tables are verified against (Debian 12's HIP 5.2.3):
/// a name introduced later is generated behind a HIP_VERSION test.
constexpr const char *HipBaseline = "5.2.3";

/// Whether \p E names what the release its table was checked against has.
bool inVerifiedRelease(const BackendEntry &E);

class BackendTable {
public:
  /// Dialect name -> entry; null when not available on the backend.
  const BackendEntry *lookup(llvm::StringRef Axl) const;
  const std::vector<std::unique_ptr<BackendEntry>> &entries() const { return Entries; }
  const std::vector<std::unique_ptr<BackendFamily>> &families() const { return Families; }
  /// The table file of a rule family; null when the family has none.
  const BackendFamily *family(llvm::StringRef Name) const;

  /// Reads one table file, checking it against \p Rules.
  llvm::Error addFile(llvm::StringRef Path, const RuleSet &Rules);

private:
  std::vector<std::unique_ptr<BackendEntry>> Entries;
  std::vector<std::unique_ptr<BackendFamily>> Families;
  llvm::StringMap<BackendEntry *> ByAxl;
  llvm::StringMap<std::vector<const Rule *>> RulesByAxl; ///< Built by the first addFile.
};

/// Loads every *.yaml of \p Dir (sorted) against \p Rules. Errors are
/// located (file:line:col): an unknown key, an entry whose `axl` is no
/// dialect name of the file's family, a duplicate, a malformed version, a
/// mapped entry without a name.
llvm::Expected<std::unique_ptr<BackendTable>> loadBackendTable(llvm::StringRef Dir,
                                                               const RuleSet &Rules);

} // namespace axl

#endif
