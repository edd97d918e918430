// fp8_mlp_train's checkpoint files, plain C++17 and POSIX (no CUDA or NCCL
// header, so axlify has nothing to port here).
//
// A checkpoint holds the training state after `step` steps -- the FP32
// weights, the AdamW moments m and v, and the global loss of every step so
// far -- which is all there is: the data and the initial weights come from
// fixed seeds and the scales from the current step (no history), so a run
// resumed from it continues exactly where the saved one stood.
//
// DIR/ckpt-STEP.axlckpt: a 64-byte header (host byte order) -- magic
// "axlckpt", format version, the model's dimensions, step, the rank count of
// the job that saved it, payload size and an FNV-1a 64 hash of header and
// payload -- then the payload: params, m, v (kNumParams floats each) and
// `step` losses. A file is written to DIR/.ckpt-STEP.tmp.PID, fsynced,
// renamed and the directory fsynced, so DIR never holds half a checkpoint
// under a checkpoint's name; a reader still checks everything and skips a
// file that fails (truncated, bit rot, another model) with a warning.
// One job writes a directory at a time.
#pragma once

#include "reference.h"

#include <string>
#include <vector>

namespace checkpoint {

constexpr size_t kStateFloats = 3 * fp8_mlp_train_ref::kNumParams;

// What save() writes: the state after `step` steps, saved by `ranks` ranks.
struct View {
  int step;
  int ranks;
  const float *state;  // kStateFloats: params, m, v
  const float *losses; // `step` floats: the global loss of each step
};

// DIR/ckpt-STEP.axlckpt.
std::string path_of(const std::string &dir, int step);

// Creates DIR if it is missing (one level, like mkdir); "" or an error.
std::string make_dir(const std::string &dir);

// The steps of DIR's checkpoint files, newest first (by name: the files are
// not opened). Sets *error when DIR cannot be read.
std::vector<int> list(const std::string &dir, std::string *error);

// Writes `v` atomically to path_of(dir, v.step), then removes all but the
// newest `keep` checkpoints of DIR up to v.step, and those of later steps
// (files a --resume skipped as unusable). Returns "" or an error (the
// temporary file removed).
std::string save(const std::string &dir, const View &v, int keep);

// A checkpoint read back and verified.
struct Loaded {
  std::string path;
  int step = 0;
  int ranks = 0;
  std::vector<float> state;  // kStateFloats
  std::vector<float> losses; // step floats
};

// The newest checkpoint of DIR that verifies; each one skipped on the way
// gets a warning on stderr. False when none does (or DIR is unreadable:
// also a warning).
bool load_newest(const std::string &dir, Loaded &out);

// Removes DIR/.ckpt-*.tmp.* files, left by a writer that was killed mid-way
// (one job writes a directory at a time); returns how many.
int remove_temporaries(const std::string &dir);

} // namespace checkpoint
