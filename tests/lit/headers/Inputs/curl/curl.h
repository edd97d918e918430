// Stand-in for libcurl's header: a library whose name starts with "cu" but
// has nothing to do with CUDA.
#pragma once
inline int curl_version_number() { return 0x080400; }
