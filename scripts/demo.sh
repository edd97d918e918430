#!/usr/bin/env bash
# The main job: set up, build axlify and both backends, port the bundled
# examples and build them (originals and ports with nvcc, ports with the host
# compiler through the CPU backend, through CMake), then print per example
# what was ported and what was proven (PTX identity, and the port passing its
# checker on the CPU backend).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
echo
echo "Built: $(ls build/examples/*/*_original build/examples/*/*_port build/examples/*/*_cpu 2>/dev/null | xargs -n1 basename | tr '\n' ' ')"
echo
python3 examples/report.py --build build
