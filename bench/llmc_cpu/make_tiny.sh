#!/usr/bin/env bash
# make_tiny.sh LLMC_CHECKOUT OUTDIR
# Compiles tiny_gpt2.c against an llm.c checkout's train_gpt2.c (included, never
# copied) and runs it to write the tiny GPT-2 model and reference data to OUTDIR.
# Env: CC (default cc), TINY_GPT2_BIN (keep the binary there; default: a
# temporary file, removed), NO_OMP=1 to build without OpenMP (same results).
set -euo pipefail

if [[ $# -ne 2 ]]; then
    echo "usage: $0 LLMC_CHECKOUT OUTDIR" >&2
    exit 2
fi
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
llmc="$1"
out="$2"

if [[ ! -d "$llmc" ]]; then
    echo "error: llm.c checkout '$llmc' is not a directory" >&2
    exit 1
fi
llmc="$(cd "$llmc" && pwd)"
for f in train_gpt2.c llmc/utils.h llmc/dataloader.h llmc/tokenizer.h llmc/rand.h; do
    if [[ ! -f "$llmc/$f" ]]; then
        echo "error: '$llmc/$f' not found; is '$llmc' an llm.c checkout (karpathy/llm.c)?" >&2
        exit 1
    fi
done
if [[ "$llmc" == *'"'* || "$llmc" == *'\'* ]]; then
    echo "error: checkout path must not contain quotes or backslashes: $llmc" >&2
    exit 1
fi

mkdir -p "$out"
out="$(cd "$out" && pwd)"
if [[ -n "${TINY_GPT2_BIN:-}" ]]; then
    bin="$TINY_GPT2_BIN"
else
    tmp="$(mktemp -d)"
    trap 'rm -rf "$tmp"' EXIT
    bin="$tmp/tiny_gpt2"
fi
cc="${CC:-cc}"

# -ffp-contract=off: no FMA contraction, so the reference does not depend on the
# host's ISA; no -Ofast (it would reassociate the float sums of train_gpt2.c).
flags=(-std=c11 -O2 -ffp-contract=off -Wall -Wno-unused-result -Wno-unused-function -Wno-unknown-pragmas)
if [[ "${NO_OMP:-0}" != 1 ]] && echo 'int main(void){return 0;}' | "$cc" -fopenmp -x c - -o /dev/null 2>/dev/null; then
    flags+=(-fopenmp -DOMP)
fi

"$cc" "${flags[@]}" "-DLLMC_TRAIN_GPT2_C=\"$llmc/train_gpt2.c\"" "$here/tiny_gpt2.c" -lm -o "$bin"
"$bin" "$out"
