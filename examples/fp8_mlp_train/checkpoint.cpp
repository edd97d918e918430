// fp8_mlp_train's checkpoint files; see checkpoint.h.
#include "checkpoint.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace checkpoint {
namespace {

namespace ref = fp8_mlp_train_ref;

constexpr char kMagic[8] = "axlckpt";
constexpr uint32_t kVersion = 1;
constexpr const char *kPrefix = "ckpt-";
constexpr const char *kSuffix = ".axlckpt";
constexpr const char *kTempPrefix = ".ckpt-";

struct Header {
  char magic[8];
  uint32_t version;
  uint32_t header_bytes;
  int32_t dims[5]; // kIn, kHidden, kOut, kBatch, kSteps
  int32_t step;
  int32_t ranks;
  uint32_t zero; // padding, written as 0
  uint64_t payload_bytes;
  uint64_t hash; // FNV-1a 64 of the header (this field 0), then the payload
};
static_assert(sizeof(Header) == 64, "the header is 64 bytes, no padding");

constexpr int32_t kDims[5] = {ref::kIn, ref::kHidden, ref::kOut, ref::kBatch,
                              ref::kSteps};

uint64_t fnv1a(const void *data, size_t n, uint64_t h) {
  const auto *p = static_cast<const unsigned char *>(data);
  for (size_t i = 0; i < n; ++i)
    h = (h ^ p[i]) * 1099511628211ull;
  return h;
}
constexpr uint64_t kFnvBasis = 1469598103934665603ull;

uint64_t payload_bytes(int step) {
  return (uint64_t(kStateFloats) + uint64_t(step)) * sizeof(float);
}

uint64_t hash_of(Header h, const float *state, const float *losses, int step) {
  h.hash = 0;
  uint64_t x = fnv1a(&h, sizeof h, kFnvBasis);
  x = fnv1a(state, kStateFloats * sizeof(float), x);
  return fnv1a(losses, size_t(step) * sizeof(float), x);
}

std::string errno_text(const std::string &what) {
  return what + ": " + std::strerror(errno);
}

bool write_all(int fd, const void *data, size_t n) {
  const auto *p = static_cast<const char *>(data);
  while (n > 0) {
    const ssize_t w = ::write(fd, p, n);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return false;
    p += w;
    n -= size_t(w);
  }
  return true;
}

// Makes a rename or an unlink in DIR durable.
bool sync_dir(const std::string &dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0)
    return false;
  const bool ok = ::fsync(fd) == 0;
  return ::close(fd) == 0 && ok;
}

// The step of "ckpt-STEP.axlckpt" (decimal digits only), or -1.
int step_of(const char *name) {
  const size_t prefix = std::strlen(kPrefix), suffix = std::strlen(kSuffix);
  const size_t n = std::strlen(name);
  if (n <= prefix + suffix || std::strncmp(name, kPrefix, prefix) != 0 ||
      std::strcmp(name + n - suffix, kSuffix) != 0 || n - prefix - suffix > 9)
    return -1;
  int step = 0;
  for (size_t i = prefix; i < n - suffix; ++i) {
    if (name[i] < '0' || name[i] > '9')
      return -1;
    step = step * 10 + (name[i] - '0');
  }
  return step;
}

// Calls f(name) for each entry of DIR but . and ..; false when DIR cannot be
// read (errno set).
bool for_each_entry(const std::string &dir,
                    const std::function<void(const char *)> &f) {
  DIR *d = ::opendir(dir.c_str());
  if (!d)
    return false;
  while (const dirent *e = ::readdir(d))
    if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
      f(e->d_name);
  ::closedir(d);
  return true;
}

// Reads and verifies one file: "" and `out` filled, or why it is unusable.
std::string read_verified(const std::string &path, int named_step,
                          Loaded &out) {
  FILE *f = std::fopen(path.c_str(), "rb");
  if (!f)
    return errno_text("cannot open it");
  Header h;
  const size_t got = std::fread(&h, 1, sizeof h, f);
  std::string why;
  if (got != sizeof h)
    why = "truncated: " + std::to_string(got) + " bytes, less than a header";
  else if (std::memcmp(h.magic, kMagic, sizeof kMagic) != 0)
    why = "not a checkpoint (no axlckpt magic)";
  else if (h.version != kVersion)
    why = "format version " + std::to_string(h.version) + ", expected " +
          std::to_string(kVersion);
  else if (std::memcmp(h.dims, kDims, sizeof kDims) != 0)
    why = "written for another model (" + std::to_string(h.dims[0]) + "-" +
          std::to_string(h.dims[1]) + "-" + std::to_string(h.dims[2]) +
          ", batch " + std::to_string(h.dims[3]) + ", " +
          std::to_string(h.dims[4]) + " steps)";
  else if (h.step != named_step)
    why = "holds step " + std::to_string(h.step) +
          ", not the step its name "
          "says";
  else if (h.step < 1 || h.step > ref::kSteps || h.ranks < 1 ||
           h.ranks > ref::kMaxRanks || h.header_bytes != sizeof h ||
           h.zero != 0 || h.payload_bytes != payload_bytes(h.step))
    why = "inconsistent header";
  if (why.empty()) {
    out.state.resize(kStateFloats);
    out.losses.resize(size_t(h.step));
    const size_t state_got =
        std::fread(out.state.data(), sizeof(float), kStateFloats, f);
    const size_t losses_got =
        std::fread(out.losses.data(), sizeof(float), out.losses.size(), f);
    char extra;
    if (state_got + losses_got != kStateFloats + out.losses.size())
      why = "truncated: " +
            std::to_string(sizeof h + (state_got + losses_got) * 4) + " of " +
            std::to_string(sizeof h + h.payload_bytes) + " bytes";
    else if (std::fread(&extra, 1, 1, f) != 0)
      why = "longer than its header says";
    else if (hash_of(h, out.state.data(), out.losses.data(), h.step) != h.hash)
      why = "checksum mismatch (corrupt)";
  }
  std::fclose(f);
  if (why.empty()) {
    out.path = path;
    out.step = h.step;
    out.ranks = h.ranks;
  }
  return why;
}

} // namespace

std::string path_of(const std::string &dir, int step) {
  return dir + "/" + kPrefix + std::to_string(step) + kSuffix;
}

std::string make_dir(const std::string &dir) {
  if (::mkdir(dir.c_str(), 0777) == 0 || errno == EEXIST) {
    struct stat st;
    if (::stat(dir.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
      return "";
    return dir + " is not a directory";
  }
  return errno_text("cannot create " + dir);
}

std::vector<int> list(const std::string &dir, std::string *error) {
  std::vector<int> steps;
  if (!for_each_entry(dir, [&](const char *name) {
        const int step = step_of(name);
        if (step >= 0)
          steps.push_back(step);
      }))
    *error = errno_text("cannot read " + dir);
  std::sort(steps.rbegin(), steps.rend());
  return steps;
}

std::string save(const std::string &dir, const View &v, int keep) {
  Header h{};
  std::memcpy(h.magic, kMagic, sizeof kMagic);
  h.version = kVersion;
  h.header_bytes = sizeof h;
  std::memcpy(h.dims, kDims, sizeof kDims);
  h.step = v.step;
  h.ranks = v.ranks;
  h.payload_bytes = payload_bytes(v.step);
  h.hash = hash_of(h, v.state, v.losses, v.step);

  const std::string path = path_of(dir, v.step);
  const std::string tmp = dir + "/" + kTempPrefix + std::to_string(v.step) +
                          ".tmp." + std::to_string(::getpid());
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0)
    return errno_text("cannot create " + tmp);
  std::string error;
  if (!write_all(fd, &h, sizeof h) ||
      !write_all(fd, v.state, kStateFloats * sizeof(float)) ||
      !write_all(fd, v.losses, size_t(v.step) * sizeof(float)))
    error = errno_text("cannot write " + tmp);
  else if (::fsync(fd) != 0)
    error = errno_text("cannot fsync " + tmp);
  if (::close(fd) != 0 && error.empty())
    error = errno_text("cannot close " + tmp);
  if (error.empty() && ::rename(tmp.c_str(), path.c_str()) != 0)
    error = errno_text("cannot rename " + tmp + " to " + path);
  if (!error.empty()) {
    ::unlink(tmp.c_str());
    return error;
  }
  if (!sync_dir(dir))
    return errno_text("cannot fsync " + dir + " after writing " + path);

  // Newest first: the files of later steps were skipped as unusable by
  // the --resume that led here (a fresh run starts in a directory without
  // checkpoints), so they go too.
  int kept = 0;
  for (int step : list(dir, &error)) {
    if (step <= v.step && kept < keep) {
      ++kept;
    } else if (::unlink(path_of(dir, step).c_str()) != 0) {
      error = errno_text("cannot remove " + path_of(dir, step));
      break;
    }
  }
  return error;
}

bool load_newest(const std::string &dir, Loaded &out) {
  std::string error;
  const std::vector<int> steps = list(dir, &error);
  if (!error.empty())
    std::fprintf(stderr, "fp8_mlp_train: warning: %s\n", error.c_str());
  for (int step : steps) {
    const std::string path = path_of(dir, step);
    const std::string why = read_verified(path, step, out);
    if (why.empty())
      return true;
    std::fprintf(stderr, "fp8_mlp_train: warning: skipping %s: %s\n",
                 path.c_str(), why.c_str());
  }
  return false;
}

int remove_temporaries(const std::string &dir) {
  std::vector<std::string> names;
  const size_t n = std::strlen(kTempPrefix);
  for_each_entry(dir, [&](const char *name) {
    if (std::strncmp(name, kTempPrefix, n) == 0 && std::strstr(name, ".tmp."))
      names.push_back(name);
  });
  int removed = 0;
  for (const std::string &name : names)
    removed += ::unlink((dir + "/" + name).c_str()) == 0;
  return removed;
}

} // namespace checkpoint
