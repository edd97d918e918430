// CPU backend: the image the backend's NVRTC gives (axlrtcGetCUBIN and
// axlrtcGetPTX) and its driver's module loader reads. Text, so that programs
// that keep PTX as a C string keep it whole:
//
//   axl-rtc-module 1\n
//   <absolute path of the compiled shared object>\n
//   \0
//
// The shared object lives in the NVRTC cache (src/rtc/compile.h): an image
// stays loadable as long as its cache entry does.
#pragma once
#include <cstring>
#include <string>

namespace axl::cpu::rtc {

inline constexpr char ImageMagic[] = "axl-rtc-module 1\n";

inline std::string makeImage(const std::string &SharedObject) {
  return ImageMagic + SharedObject + "\n";
}

/// The shared object an image names; false when Image is not one of ours.
inline bool parseImage(const void *Image, std::string *SharedObject) {
  const char *Text = static_cast<const char *>(Image);
  const size_t Magic = sizeof(ImageMagic) - 1;
  if (!Text || std::strncmp(Text, ImageMagic, Magic) != 0)
    return false;
  const char *Path = Text + Magic, *End = std::strchr(Path, '\n');
  if (!End || End == Path)
    return false;
  SharedObject->assign(Path, End);
  return true;
}

} // namespace axl::cpu::rtc
