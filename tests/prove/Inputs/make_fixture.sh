#!/bin/sh
# make_fixture.sh DEST CUDA_PATH: a fresh copy of Inputs/fixture at DEST with
# its compile databases and response file filled in (@ROOT@ = DEST).
set -e
rm -rf "$1"
cp -r "$(dirname "$0")/fixture" "$1"
for f in "$1"/builddir/*.json.in "$1"/builddir/CMakeFiles/fixture.dir/includes_CUDA.rsp.in; do
  sed -e "s|@ROOT@|$1|g" -e "s|@NVCC@|$2/bin/nvcc|g" -e "s|@CUDA@|$2|g" "$f" > "${f%.in}"
done
