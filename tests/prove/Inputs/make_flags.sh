#!/bin/sh
# make_flags.sh DEST CUDA_PATH: a fresh copy of Inputs/flags at DEST, its
# database and response files filled in (@ROOT@ = DEST).
set -e
rm -rf "$1"
cp -r "$(dirname "$0")/flags" "$1"
for f in "$1"/builddir/compile_commands.json.in "$1"/builddir/rsp/*.rsp.in; do
  sed -e "s|@ROOT@|$1|g" -e "s|@NVCC@|$2/bin/nvcc|g" -e "s|@CUDA@|$2|g" "$f" > "${f%.in}"
done
