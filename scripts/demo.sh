#!/usr/bin/env bash
# The main job: set up, build axlify and the CUDA backend, port the bundled
# examples and build them with nvcc (originals and ports, through CMake), then
# print per example what was ported and what was proven (PTX identity).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
echo
echo "Built: $(ls build/examples/*/*_original build/examples/*/*_port 2>/dev/null | xargs -n1 basename | tr '\n' ' ')"
echo
python3 examples/report.py --build build
