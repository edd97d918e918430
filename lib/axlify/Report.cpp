//===- Report.cpp - --report FILE: JSON, CSV and HTML ---------------------===//
//
// One model of the port (files in path order, findings located by line and
// column in the input text) rendered three ways. The HTML page stands alone:
// inline CSS, no scripts, nothing fetched.
//
//===----------------------------------------------------------------------===//
#include "axlify/Report.h"
#include "axlify/Version.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <optional>

using namespace llvm;

namespace axl {
namespace {

/// Start offsets of the lines of a text: offsets to line:column, and back.
class LineTable {
public:
  explicit LineTable(StringRef Text) : Text(Text) {
    Starts.push_back(0);
    for (size_t I = 0; I < Text.size(); ++I)
      if (Text[I] == '\n')
        Starts.push_back(I + 1);
  }
  /// Lines of the text; a final line break does not start a line.
  unsigned lines() const {
    return Starts.size() - (Text.ends_with("\n") ? 1 : 0);
  }
  /// 1-based line of \p Offset.
  unsigned lineOf(unsigned Offset) const {
    return std::upper_bound(Starts.begin(), Starts.end(), Offset) -
           Starts.begin();
  }
  /// 1-based column of \p Offset, in bytes.
  unsigned columnOf(unsigned Offset) const {
    return Offset - Starts[lineOf(Offset) - 1] + 1;
  }
  /// Line \p N (1-based) without its line break.
  StringRef line(unsigned N) const {
    if (N == 0 || N > Starts.size())
      return "";
    size_t End = N < Starts.size() ? Starts[N] - 1 : Text.size();
    StringRef L = Text.slice(Starts[N - 1], End);
    return L.ends_with("\r") ? L.drop_back() : L;
  }

private:
  StringRef Text;
  std::vector<size_t> Starts;
};

struct Located {
  const Finding *F;
  unsigned Line = 0, Column = 0; ///< 0: the file's text is unknown
};

struct FileEntry {
  std::string Path;
  FileReport Report; ///< default for files only named by findings
  std::optional<LineTable> Text;
  std::vector<Located> Findings; ///< by offset, then ID
  bool Outside = false;          ///< not one of the port's files
  unsigned left() const { return Report.Counts.Left; }
  /// Something to port by hand: references left, or the whole file.
  bool needsWork() const { return left() || !Report.Failure.empty(); }
};

/// What the three formats show, computed once.
struct ReportModel {
  const PortOptions &Opts;
  const PortResult &Result;
  std::vector<FileEntry> Files;  ///< by path
  std::vector<Located> Unplaced; ///< findings without a file
  std::map<std::string, unsigned> ById;
  std::map<std::string, PortCounts> ByFamily;
  unsigned Warnings = 0;
  /// Text of files outside the port that findings point into.
  std::vector<std::unique_ptr<MemoryBuffer>> Unported;
};

void locate(FileEntry &E) {
  if (E.Text)
    for (Located &L : E.Findings) {
      L.Line = E.Text->lineOf(L.F->Offset);
      L.Column = E.Text->columnOf(L.F->Offset);
    }
  llvm::stable_sort(E.Findings, [](const Located &A, const Located &B) {
    return std::tie(A.F->Offset, A.F->Id, A.F->Message) <
           std::tie(B.F->Offset, B.F->Id, B.F->Message);
  });
}

ReportModel buildModel(const PortOptions &O, const PortResult &R) {
  ReportModel Rep{O, R, {}, {}, {}, {}, 0, {}};
  std::map<std::string, FileEntry> ByPath;
  for (const auto &[Path, FR] : R.Files)
    ByPath[Path].Report = FR;
  for (const Finding &F : R.Findings) {
    ++Rep.ById[F.Id];
    Rep.Warnings += F.Sev == Severity::Warning;
    (F.File.empty() ? Rep.Unplaced : ByPath[F.File].Findings).push_back({&F});
  }
  for (auto &[Path, E] : ByPath) {
    E.Path = Path;
    E.Outside = !R.Files.count(Path);
    auto Text = R.InputText.find(Path);
    if (Text != R.InputText.end())
      E.Text.emplace(Text->second);
    else if (E.Outside)
      // Outside the port (a header outside --in-root): never written, so the
      // file still holds the text the findings point into.
      if (auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/false))
        E.Text.emplace(Rep.Unported.emplace_back(std::move(*Buf))->getBuffer());
    locate(E);
    for (const auto &[Family, C] : E.Report.ByFamily)
      Rep.ByFamily[Family] += C;
    Rep.Files.push_back(std::move(E));
  }
  return Rep;
}

StringRef severityName(Severity S) {
  switch (S) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  llvm_unreachable("unknown severity");
}

//===-- JSON --------------------------------------------------------------===//

/// Paths and messages may carry bytes that are not UTF-8; JSON must not.
json::Value str(StringRef S) {
  return json::isUTF8(S) ? json::Value(S.str()) : json::Value(json::fixUTF8(S));
}

json::Value lineOrNull(unsigned N) { return N ? json::Value(N) : nullptr; }

json::Object familiesJson(const std::map<std::string, PortCounts> &Families) {
  json::Object O;
  for (const auto &[Family, C] : Families)
    O[Family] = json::Object{{"ported", C.Ported}, {"left", C.Left}};
  return O;
}

json::Value findingJson(const Located &L) {
  return json::Object{
      {"line", lineOrNull(L.Line)},         {"column", lineOrNull(L.Column)},
      {"severity", severityName(L.F->Sev)}, {"id", "axl-" + L.F->Id},
      {"message", str(L.F->Message)},       {"left", L.F->Left},
  };
}

json::Array findingsJson(ArrayRef<Located> Findings) {
  json::Array A;
  for (const Located &L : Findings)
    A.push_back(findingJson(L));
  return A;
}

json::Value fileJson(const FileEntry &E) {
  const FileReport &R = E.Report;
  return json::Object{{"path", str(E.Path)},
                      {"output", str(R.Output)},
                      {"changed", R.Changed},
                      {"copied", R.Copied},
                      {"token_only", R.TokenOnly},
                      {"failure", str(R.Failure)},
                      {"ported", R.Counts.Ported},
                      {"left", E.left()},
                      {"families", familiesJson(R.ByFamily)},
                      {"findings", findingsJson(E.Findings)}};
}

void renderJson(const ReportModel &Rep, raw_ostream &OS) {
  const PortResult &R = Rep.Result;
  json::Object ById;
  for (const auto &[Id, N] : Rep.ById)
    ById["axl-" + Id] = N;
  json::Array Files, Units;
  for (const FileEntry &E : Rep.Files)
    Files.push_back(fileJson(E));
  for (const UnitReport &U : R.Units) {
    json::Object Unit{{"source", str(U.Source)},
                      {"seconds", U.Seconds},
                      {"clang_errors", U.ClangErrors},
                      {"device_pass", U.DevicePass},
                      {"preamble_loaded", U.Parses.PreambleLoaded},
                      {"own_flags", U.Parses.OwnFlags},
                      {"preamble_missed", U.Parses.PreambleMissed}};
    if (!U.PreambleMiss.empty())
      Unit["preamble_miss"] = U.PreambleMiss;
    Units.push_back(std::move(Unit));
  }
  json::Object Summary{
      {"files", R.Files.size()},
      {"changed", R.FilesChanged},
      {"ported", R.Counts.Ported},
      {"renamed", R.Counts.Renamed},
      {"launches", R.Counts.Launches},
      {"left", R.Counts.Left},
      {"warnings", Rep.Warnings},
      {"clang_errors", R.ClangErrors},
      {"clang_error_places", R.ClangErrorPlaces},
      {"clang_errors_outside_root", R.ClangErrorsOutside},
      {"suppressed", R.Suppressed},
      {"failures", R.Failures},
      {"seconds", R.Seconds},
      {"exit_code", exitCodeFor(R)},
      // The Clang runs over the TUs (parses, device sides preprocessed):
      // with a shared preamble, with flags of their own, or missing one
      // although their flags were shared; parses that waited for memory.
      {"clang_runs", R.Parses.ClangRuns},
      {"preambles_built", R.PreamblesBuilt},
      {"preamble_loaded", R.Parses.PreambleLoaded},
      {"own_flags", R.Parses.OwnFlags},
      {"preamble_missed", R.Parses.PreambleMissed},
      {"memory_waits", R.MemoryWaits},
      {"most_parses_at_once", R.MaxParallelParses},
  };
  json::Object Top{{"tool", "axlify"},
                   {"version", AXL_VERSION},
                   {"in_root", str(Rep.Opts.InRoot)},
                   {"summary", std::move(Summary)},
                   {"warnings_by_id", std::move(ById)},
                   {"families", familiesJson(Rep.ByFamily)},
                   {"files", std::move(Files)},
                   {"units", std::move(Units)}};
  if (!Rep.Unplaced.empty())
    Top["findings"] = findingsJson(Rep.Unplaced);
  OS << formatv("{0:2}", json::Value(std::move(Top))) << "\n";
}

//===-- CSV ---------------------------------------------------------------===//

/// RFC 4180: quote a field holding a comma, a quote or a line break.
std::string csvField(StringRef S) {
  if (S.find_first_of(",\"\r\n") == StringRef::npos)
    return S.str();
  std::string Q = "\"";
  for (char C : S)
    Q += C == '"' ? std::string("\"\"") : std::string(1, C);
  return Q + "\"";
}

void csvRow(ArrayRef<std::string> Fields, raw_ostream &OS) {
  ListSeparator Comma(",");
  for (const std::string &F : Fields)
    OS << Comma << csvField(F);
  OS << "\r\n";
}

std::string numberOrEmpty(unsigned N) { return N ? std::to_string(N) : ""; }

void csvFinding(StringRef File, const Located &L, raw_ostream &OS) {
  csvRow({File.str(), numberOrEmpty(L.Line), numberOrEmpty(L.Column),
          severityName(L.F->Sev).str(), "axl-" + L.F->Id,
          L.F->Left ? "true" : "false", L.F->Message},
         OS);
}

/// One row per finding: a plain table for spreadsheets and scripts.
void renderCsv(const ReportModel &Rep, raw_ostream &OS) {
  csvRow({"file", "line", "column", "severity", "id", "left", "message"}, OS);
  for (const Located &L : Rep.Unplaced)
    csvFinding("", L, OS);
  for (const FileEntry &E : Rep.Files)
    for (const Located &L : E.Findings)
      csvFinding(E.Path, L, OS);
}

//===-- HTML --------------------------------------------------------------===//

constexpr StringLiteral Css = R"css(
body { font-family: system-ui, sans-serif; margin: 2em; color: #1b1b1b; }
h1 { margin-bottom: 0.2em; }
.meta { color: #555; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: 0.2em 0.6em; text-align: left; }
td.num { text-align: right; }
tr.has-left td:first-child { border-left: 4px solid #c62828; }
tr.has-warn td:first-child { border-left: 4px solid #f9a825; }
section { margin: 2em 0; }
.failure { color: #c62828; font-weight: bold; }
table.src { font-family: ui-monospace, monospace; font-size: 90%; width: 100%; }
table.src td { border: none; padding: 0 0.6em; white-space: pre-wrap; }
table.src td.ln { color: #888; text-align: right; width: 4em; user-select: none; }
table.src tr.left { background: #fde0e0; }
table.src tr.warn { background: #fff4cc; }
table.src tr.msg td { font-family: system-ui, sans-serif; padding-bottom: 0.3em; }
table.src tr.msg.left td { color: #b71c1c; }
table.src tr.msg.warn td { color: #8a6100; }
table.src tr.gap td { color: #888; background: #f4f4f4; }
.id { font-family: ui-monospace, monospace; color: #555; }
ul.clean { columns: 3; }
)css";

/// Files of up to this many lines are shown whole; larger ones only around
/// their findings.
constexpr unsigned WholeFileLines = 100;
constexpr unsigned ContextLines = 2;

std::string esc(StringRef S) {
  std::string Out;
  raw_string_ostream OS(Out);
  printHTMLEscaped(S, OS);
  return Out;
}

std::string num(unsigned N) {
  return "<td class=\"num\">" + utostr(N) + "</td>";
}

class HtmlWriter {
public:
  HtmlWriter(const ReportModel &Rep, raw_ostream &OS) : Rep(Rep), OS(OS) {}
  void render();

private:
  std::string displayPath(StringRef Path) const;
  void head();
  void summary();
  void table(ArrayRef<StringRef> Columns, ArrayRef<std::string> Rows);
  void countTables();
  void index(ArrayRef<const FileEntry *> Listed);
  void fileSection(const FileEntry &E, unsigned N);
  void sourceLines(const FileEntry &E, unsigned Section);
  void sourceLine(const FileEntry &E, unsigned Section, unsigned N,
                  ArrayRef<Located> OnLine);
  void messages(ArrayRef<Located> Findings, StringRef Class);
  void cleanFiles(ArrayRef<const FileEntry *> Clean);

  const ReportModel &Rep;
  raw_ostream &OS;
};

std::string HtmlWriter::displayPath(StringRef Path) const {
  StringRef Root = Rep.Opts.InRoot;
  if (!Root.empty() && Path.starts_with(Root) && Path.size() > Root.size() &&
      sys::path::is_separator(Path[Root.size()]))
    return Path.substr(Root.size() + 1).str();
  return Path.str();
}

void HtmlWriter::head() {
  OS << R"(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>axlify report</title>
<style>)"
     << Css << "</style>\n</head>\n";
}

void HtmlWriter::table(ArrayRef<StringRef> Columns,
                       ArrayRef<std::string> Rows) {
  OS << "<table>\n";
  if (!Columns.empty()) {
    OS << "<tr>";
    for (StringRef C : Columns)
      OS << "<th>" << C << "</th>";
    OS << "</tr>\n";
  }
  for (const std::string &Row : Rows)
    OS << Row << "\n";
  OS << "</table>\n";
}

void HtmlWriter::summary() {
  const PortResult &R = Rep.Result;
  OS << "<h1>axlify report</h1>\n<p class=\"meta\">axlify " << AXL_VERSION
     << " &middot; input root " << esc(Rep.Opts.InRoot)
     << " &middot; exit code " << exitCodeFor(R) << "</p>\n<h2>Summary</h2>\n";
  auto Row = [](StringRef Name, const Twine &Value) {
    return ("<tr><th>" + Name + "</th><td class=\"num\">" + Value +
            "</td></tr>")
        .str();
  };
  table({}, {Row("Files", Twine(R.Files.size())),
             Row("Changed", Twine(R.FilesChanged)),
             Row("References ported", Twine(R.Counts.Ported)),
             Row("Renamed", Twine(R.Counts.Renamed)),
             Row("Launches rewritten", Twine(R.Counts.Launches)),
             Row("References left", Twine(R.Counts.Left)),
             Row("Warnings", Twine(Rep.Warnings)),
             Row("Clang errors", Twine(R.ClangErrors)),
             Row("Suppressed", Twine(R.Suppressed)),
             Row("Files left untouched", Twine(R.Failures)),
             Row("Time", formatv("{0:f2} s", R.Seconds).str())});
}

void HtmlWriter::countTables() {
  std::vector<std::string> Families, Ids, Units;
  for (const auto &[Family, C] : Rep.ByFamily)
    Families.push_back(
        "<tr" + std::string(C.Left ? " class=\"has-left\"" : "") + "><td>" +
        esc(Family) + "</td>" + num(C.Ported) + num(C.Left) + "</tr>");
  for (const auto &[Id, N] : Rep.ById)
    Ids.push_back("<tr><td class=\"id\">axl-" + esc(Id) + "</td>" + num(N) +
                  "</tr>");
  for (const UnitReport &U : Rep.Result.Units)
    Units.push_back(
        "<tr><td>" + esc(displayPath(U.Source)) + "</td>" +
        formatv("<td class=\"num\">{0:f2} s</td>", U.Seconds).str() +
        num(U.ClangErrors) + "</tr>");
  OS << "<h2>Families</h2>\n";
  table({"Family", "Ported", "Left"}, Families);
  OS << "<h2>Warnings by ID</h2>\n";
  table({"ID", "Count"}, Ids);
  OS << "<h2>Translation units</h2>\n";
  table({"Source", "Time", "Clang errors"}, Units);
}

void HtmlWriter::index(ArrayRef<const FileEntry *> Listed) {
  std::vector<std::string> Rows;
  for (auto [I, E] : enumerate(Listed)) {
    StringRef Class = E->needsWork() ? "has-left" : "has-warn";
    Rows.push_back(formatv("<tr class=\"{0}\"><td><a href=\"#file-{1}\">{2}</a>"
                           "</td>{3}{4}{5}</tr>",
                           Class, I + 1, esc(displayPath(E->Path)),
                           num(E->Report.Counts.Ported), num(E->left()),
                           num(E->Findings.size()))
                       .str());
  }
  OS << "<h2>Files to review</h2>\n";
  table({"File", "Ported", "Left", "Warnings"}, Rows);
}

void HtmlWriter::messages(ArrayRef<Located> Findings, StringRef Class) {
  for (const Located &L : Findings) {
    OS << "<tr class=\"msg " << Class << "\"><td></td><td>";
    if (L.Column)
      OS << L.Line << ":" << L.Column << ": ";
    OS << severityName(L.F->Sev) << ": " << esc(L.F->Message)
       << " <span class=\"id\">[axl-" << esc(L.F->Id) << "]</span></td></tr>\n";
  }
}

/// Which lines of \p E to show (index 1..Last): all of a short file, only
/// those near a finding in a long one.
std::vector<bool> shownLines(const FileEntry &E, unsigned Last) {
  std::vector<bool> Shown(Last + 1, Last <= WholeFileLines);
  for (const Located &L : E.Findings)
    for (unsigned N = L.Line > ContextLines ? L.Line - ContextLines : 1;
         N <= std::min(Last, L.Line + ContextLines); ++N)
      Shown[N] = true;
  return Shown;
}

void HtmlWriter::sourceLine(const FileEntry &E, unsigned Section, unsigned N,
                            ArrayRef<Located> OnLine) {
  bool Left = any_of(OnLine, [](const Located &L) { return L.F->Left; });
  StringRef Class = OnLine.empty() ? "" : Left ? "left" : "warn";
  OS << "<tr id=\"file-" << Section << "-L" << N << "\"";
  if (!Class.empty())
    OS << " class=\"" << Class << "\"";
  OS << "><td class=\"ln\">" << N << "</td><td class=\"code\">"
     << esc(E.Text->line(N)) << "</td></tr>\n";
  messages(OnLine, Class);
}

void HtmlWriter::sourceLines(const FileEntry &E, unsigned Section) {
  unsigned Last = E.Text->lines();
  for (const Located &L : E.Findings)
    Last = std::max(Last, L.Line);
  std::vector<bool> Shown = shownLines(E, Last);
  ArrayRef<Located> Rest = E.Findings; // by offset, hence by line
  for (unsigned N = 1; N <= Last; ++N) {
    if (!Shown[N]) {
      unsigned From = N;
      while (N < Last && !Shown[N + 1])
        ++N;
      OS << formatv("<tr class=\"gap\"><td class=\"ln\">&#8942;</td><td>lines "
                    "{0}&ndash;{1} not shown</td></tr>\n",
                    From, N);
      continue;
    }
    size_t OnLine =
        find_if(Rest, [&](const Located &L) { return L.Line != N; }) -
        Rest.begin();
    sourceLine(E, Section, N, Rest.take_front(OnLine));
    Rest = Rest.drop_front(OnLine);
  }
}

void HtmlWriter::fileSection(const FileEntry &E, unsigned N) {
  const FileReport &R = E.Report;
  OS << "<section id=\"file-" << N << "\" class=\"file"
     << (E.needsWork() ? " has-left" : "") << "\">\n<h3>"
     << esc(displayPath(E.Path)) << "</h3>\n<p class=\"meta\">";
  if (E.Outside)
    OS << "not ported: outside the input root";
  else
    OS << R.Counts.Ported << " ported, " << E.left() << " left"
       << (R.Changed ? "; changed" : "");
  if (!R.Output.empty())
    OS << "; output " << esc(R.Output);
  OS << "</p>\n";
  if (!R.Failure.empty())
    OS << "<p class=\"failure\">Left untouched: " << esc(R.Failure) << "</p>\n";
  if (!E.Findings.empty()) {
    OS << "<table class=\"src\">\n";
    if (E.Text)
      sourceLines(E, N);
    else
      messages(E.Findings, "warn");
    OS << "</table>\n";
  }
  OS << "</section>\n";
}

void HtmlWriter::cleanFiles(ArrayRef<const FileEntry *> Clean) {
  if (Clean.empty())
    return;
  OS << "<h2>Files without findings</h2>\n<ul class=\"clean\">\n";
  for (const FileEntry *E : Clean) {
    const FileReport &R = E->Report;
    StringRef State = !R.Failure.empty() ? "left untouched"
                      : R.Copied         ? "copied"
                      : R.Changed        ? "changed"
                                         : "unchanged";
    OS << "<li>" << esc(displayPath(E->Path)) << " <span class=\"meta\">("
       << State << ")</span></li>\n";
  }
  OS << "</ul>\n";
}

void HtmlWriter::render() {
  // Files to review first: those with references left (or left untouched),
  // then those with warnings; each group in path order.
  std::vector<const FileEntry *> Listed, Clean;
  for (const FileEntry &E : Rep.Files)
    (E.Findings.empty() && E.Report.Failure.empty() ? Clean : Listed)
        .push_back(&E);
  llvm::stable_sort(Listed, [](const FileEntry *A, const FileEntry *B) {
    return A->needsWork() && !B->needsWork();
  });
  head();
  OS << "<body>\n";
  summary();
  countTables();
  if (!Rep.Unplaced.empty()) {
    OS << "<h2>General</h2>\n<table class=\"src\">\n";
    messages(Rep.Unplaced, "warn");
    OS << "</table>\n";
  }
  index(Listed);
  for (auto [I, E] : enumerate(Listed))
    fileSection(*E, I + 1);
  cleanFiles(Clean);
  OS << "</body>\n</html>\n";
}

void renderHtml(const ReportModel &Rep, raw_ostream &OS) {
  HtmlWriter(Rep, OS).render();
}

//===-- Writing -----------------------------------------------------------===//

using Renderer = void (*)(const ReportModel &, raw_ostream &);

std::optional<Renderer> rendererFor(StringRef Ext) {
  std::string E = Ext.lower();
  if (E == ".json")
    return renderJson;
  if (E == ".csv")
    return renderCsv;
  if (E == ".html")
    return renderHtml;
  return std::nullopt;
}

} // namespace

Error checkReportPath(StringRef Path) {
  StringRef Ext = sys::path::extension(Path);
  if (!rendererFor(Ext))
    return createStringError(
        inconvertibleErrorCode(),
        "%s: error: unknown report format '%s' (use .json, .csv or .html)",
        Path.str().c_str(), Ext.str().c_str());
  if (sys::fs::is_directory(Path))
    return createStringError(std::make_error_code(std::errc::is_a_directory),
                             "%s: error: cannot write report: %s", Path.str().c_str(),
                             "Is a directory");
  return Error::success();
}

Error writeReport(const PortOptions &Opts, const PortResult &Result,
                  StringRef Path) {
  if (Error E = checkReportPath(Path))
    return E;
  std::optional<Renderer> Render = rendererFor(sys::path::extension(Path));
  ReportModel Rep = buildModel(Opts, Result);
  // writeToOutput stages a temporary file next to Path and renames it.
  if (Error E = writeToOutput(Path, [&](raw_ostream &OS) {
        (*Render)(Rep, OS);
        return Error::success();
      })) {
    std::error_code EC = errorToErrorCode(std::move(E));
    return createStringError(EC, "%s: error: cannot write report: %s",
                             Path.str().c_str(), EC.message().c_str());
  }
  return Error::success();
}

} // namespace axl
