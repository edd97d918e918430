# A file in a subdirectory that --copy-all copies.
set(FIXTURE_CUDA_FLAGS --expt-relaxed-constexpr)
