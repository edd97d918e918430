#!/usr/bin/env bash
# Installs what axl needs on Debian 12 (idempotent; quiet when nothing is
# missing), then configures and builds into ./build.
#   scripts/setup.sh            install + configure + build
#   AXL_SKIP_BUILD=1 scripts/setup.sh   install only
#   AXL_HIP=1 scripts/setup.sh  also Debian's HIP (5.2), for the HIP backend's
#                               compile proofs (tests/hip; docs/hip_backend.md)
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(cmake ninja-build g++ python3 clang-22 libclang-22-dev libclang-cpp22-dev
          llvm-22-dev llvm-22-tools libclang-rt-22-dev libfmt-dev libboost-context-dev
          openmpi-bin libopenmpi-dev libopenblas-dev libfftw3-dev pkg-config libthrust-dev libtbb-dev)
if [ -n "${AXL_HIP:-}" ]; then
  PACKAGES+=(hipcc libamdhip64-dev rocm-device-libs libhiprand-dev librocrand-dev
             libhipsparse-dev librocprim-dev)
fi
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
if [ ! -x "$CUDA_PATH/bin/nvcc" ]; then
  echo "setup: error: the CUDA 13 toolkit is required at $CUDA_PATH (set CUDA_PATH); it is not a Debian package" >&2
  exit 1
fi

[ -n "${AXL_SKIP_BUILD:-}" ] && exit 0
if [ ! -f build/build.ninja ]; then
  mkdir -p build
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DAXL_CUDA_PATH="$CUDA_PATH" \
        -DCMAKE_CUDA_COMPILER="$CUDA_PATH/bin/nvcc" >build/cmake.log 2>&1 || {
    mkdir -p build; cat build/cmake.log >&2 2>/dev/null; exit 1; }
fi
cmake --build build
