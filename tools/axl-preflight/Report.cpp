//===- Report.cpp - every rank's figures, judged and reported -------------===//
#include "Report.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>

#include <unistd.h>

namespace axl::preflight {
namespace {

const char *statusName(Status S) {
  switch (S) {
  case Status::Ok:
    return "ok";
  case Status::Slow:
    return "slow";
  default:
    return "faulty";
  }
}

double median(std::vector<double> V) {
  std::sort(V.begin(), V.end());
  const size_t N = V.size();
  return N % 2 ? V[N / 2] : (V[N / 2 - 1] + V[N / 2]) / 2;
}

/// Rank R's figures Field against its peers', round by round (Ratio).
Ratio ratioToPeers(const std::vector<RoundFigures> &Rounds, size_t R,
                   std::vector<double> RoundFigures::*Field, double Threshold) {
  const std::vector<double> &Mine = Rounds[R].*Field;
  std::vector<double> Ratios;
  for (size_t Round = 0; Round < Mine.size(); ++Round) {
    std::vector<double> Peers;
    for (size_t I = 0; I < Rounds.size(); ++I)
      if (I != R && Round < (Rounds[I].*Field).size())
        Peers.push_back((Rounds[I].*Field)[Round]);
    if (Peers.empty())
      continue;
    const double M = median(Peers);
    if (M > 0)
      Ratios.push_back(Mine[Round] / M);
  }
  if (Ratios.empty())
    return {NAN, false};
  const double Value = median(Ratios);
  return {Value, Value < Threshold};
}

/// Three significant digits or so, never an exponent: 3210, 45.6, 0.123.
std::string figure(double V) {
  char Buf[32];
  std::snprintf(Buf, sizeof Buf,
                V >= 100  ? "%.0f"
                : V >= 10 ? "%.1f"
                : V >= 1  ? "%.2f"
                          : "%.3f",
                V);
  return Buf;
}

std::string ratioNote(const Ratio &R) {
  char Buf[48];
  std::snprintf(Buf, sizeof Buf, " (%.2fx median)", R.Value);
  return R.Slow ? Buf : "";
}

std::string plural(long N, const char *One, const char *Many) {
  return std::to_string(N) + " " + (N == 1 ? One : Many);
}

std::string jsonString(const std::string &S) {
  std::string Out = "\"";
  for (unsigned char C : S) {
    if (C == '"' || C == '\\') {
      Out += '\\';
      Out += char(C);
    } else if (C < 0x20) {
      char Buf[8];
      std::snprintf(Buf, sizeof Buf, "\\u%04x", C);
      Out += Buf;
    } else {
      Out += char(C);
    }
  }
  return Out + "\"";
}

/// A JSON number; NaN (no peers to compare with) is null.
std::string jsonNumber(double V) {
  if (!std::isfinite(V))
    return "null";
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "%.6g", V);
  return Buf;
}

} // namespace

std::vector<Verdict> judge(const std::vector<Figures> &All,
                           const std::vector<RoundFigures> &Rounds,
                           double SlowThreshold) {
  std::vector<Verdict> Out(All.size());
  for (size_t R = 0; R < All.size(); ++R) {
    Verdict &V = Out[R];
    V.Gemm = ratioToPeers(Rounds, R, &RoundFigures::Gemm, SlowThreshold);
    V.Mem = ratioToPeers(Rounds, R, &RoundFigures::Mem, SlowThreshold);
    V.AllReduce =
        ratioToPeers(Rounds, R, &RoundFigures::AllReduce, SlowThreshold);
    if (All[R].ConversionMismatches > 0 || All[R].GemmMismatches > 0)
      V.State = Status::Faulty;
    else if (V.Gemm.Slow || V.Mem.Slow || V.AllReduce.Slow)
      V.State = Status::Slow;
  }
  return Out;
}

std::string formatTable(const RunInfo &Info, const std::vector<Figures> &All,
                        const std::vector<Verdict> &Verdicts) {
  const int N = int(All.size());
  std::string Out = "axl-preflight: " + plural(N, "rank", "ranks") + ", " +
                    Info.Backend + " backend, " + Info.Device + "\n";
  // GPUs reach TFLOP/s, CPUs GFLOP/s: one unit for the whole table.
  double MaxFlops = 0;
  for (const Figures &F : All)
    MaxFlops = std::max(MaxFlops, F.GemmFlops);
  const bool Tera = MaxFlops >= 1e12;
  const int RankWidth = int(std::to_string(N - 1).size());
  std::vector<int> ByState[3];
  for (int R = 0; R < N; ++R) {
    const Figures &F = All[size_t(R)];
    const Verdict &V = Verdicts[size_t(R)];
    ByState[int(V.State)].push_back(R);
    const long Conv = long(F.ConversionMismatches),
               Gemm = long(F.GemmMismatches);
    char Head[96];
    std::snprintf(Head, sizeof Head, "rank %*d  %-6s  kat %ld/%ld", RankWidth,
                  R, statusName(V.State), Conv + Gemm, long(F.KatChecks));
    std::string Row = Head;
    if (Conv || Gemm) {
      std::string Why;
      if (Conv)
        Why =
            "conversions: " + plural(Conv, "result differs", "results differ");
      if (Gemm)
        Why += std::string(Why.empty() ? "" : ", ") +
               "gemm: " + plural(Gemm, "element differs", "elements differ");
      Row += " (" + Why + ")";
    }
    Row += "  gemm " + figure(F.GemmFlops / (Tera ? 1e12 : 1e9)) +
           (Tera ? " TFLOP/s" : " GFLOP/s") + ratioNote(V.Gemm);
    Row += "  mem " + figure(F.MemBytesPerS / 1e9) + " GB/s" + ratioNote(V.Mem);
    if (N > 1)
      Row += "  allreduce " + figure(F.AllReduceBusBytesPerS / 1e9) + " GB/s" +
             ratioNote(V.AllReduce);
    Out += Row + "\n";
  }
  const size_t Ok = ByState[int(Status::Ok)].size();
  Out += std::string("axl-preflight: ") +
         (Ok == All.size() ? "PASSED" : "FAILED") + ": " + std::to_string(Ok) +
         " of " + plural(N, "rank", "ranks") + " ok";
  for (Status S : {Status::Slow, Status::Faulty}) {
    const std::vector<int> &Ranks = ByState[int(S)];
    if (Ranks.empty())
      continue;
    Out += std::string("; ") + statusName(S) + ": rank" +
           (Ranks.size() > 1 ? "s" : "");
    for (int R : Ranks)
      Out += " " + std::to_string(R);
  }
  return Out + "\n";
}

std::string formatJson(const RunInfo &Info, const std::vector<Figures> &All,
                       const std::vector<Verdict> &Verdicts) {
  const Options &O = Info.Opts;
  bool AllOk = true;
  for (const Verdict &V : Verdicts)
    AllOk = AllOk && V.State == Status::Ok;
  std::string Out = "{\n";
  Out += "  \"backend\": " + jsonString(Info.Backend) + ",\n";
  Out += "  \"device\": " + jsonString(Info.Device) + ",\n";
  Out += "  \"ranks\": " + std::to_string(All.size()) + ",\n";
  Out += "  \"passed\": " + std::string(AllOk ? "true" : "false") + ",\n";
  Out += "  \"options\": {\"gemm_size\": " + std::to_string(O.GemmSize) +
         ", \"mem_bytes\": " + std::to_string(O.MemBytes) +
         ", \"allreduce_bytes\": " + std::to_string(O.AllReduceBytes) +
         ", \"repeats\": " + std::to_string(O.Repeats) +
         ", \"slow_threshold\": " + jsonNumber(O.SlowThreshold) + "},\n";
  Out += "  \"results\": [\n";
  for (size_t R = 0; R < All.size(); ++R) {
    const Figures &F = All[R];
    const Verdict &V = Verdicts[R];
    const bool Alone = All.size() == 1;
    Out += "    {\"rank\": " + std::to_string(R) + ", \"status\": \"" +
           statusName(V.State) + "\"" +
           ", \"kat_checks\": " + jsonNumber(F.KatChecks) +
           ", \"kat_conversion_mismatches\": " +
           jsonNumber(F.ConversionMismatches) +
           ", \"kat_gemm_mismatches\": " + jsonNumber(F.GemmMismatches) +
           ", \"gemm_flops\": " + jsonNumber(F.GemmFlops) +
           ", \"gemm_ratio\": " + jsonNumber(V.Gemm.Value) +
           ", \"mem_bytes_per_s\": " + jsonNumber(F.MemBytesPerS) +
           ", \"mem_ratio\": " + jsonNumber(V.Mem.Value) +
           ", \"allreduce_busbw_bytes_per_s\": " +
           (Alone ? "null" : jsonNumber(F.AllReduceBusBytesPerS)) +
           ", \"allreduce_ratio\": " + jsonNumber(V.AllReduce.Value) + "}" +
           (R + 1 < All.size() ? ",\n" : "\n");
  }
  return Out + "  ]\n}\n";
}

std::string writeFileAtomically(const std::string &Path,
                                const std::string &Content) {
  const std::string Tmp = Path + ".tmp." + std::to_string(getpid());
  FILE *F = std::fopen(Tmp.c_str(), "wb");
  bool Ok =
      F && std::fwrite(Content.data(), 1, Content.size(), F) == Content.size();
  Ok = F && std::fclose(F) == 0 && Ok;
  Ok = Ok && std::rename(Tmp.c_str(), Path.c_str()) == 0;
  if (Ok)
    return "";
  const std::string Why = std::strerror(errno);
  std::remove(Tmp.c_str());
  return "cannot write " + Path + ": " + Why;
}

} // namespace axl::preflight
