// CPU backend of <axl/rand.h>: cuRAND's host API for the XORWOW and
// Philox4_32_10 pseudorandom generators.
//
// Sequences: a generator with seed S and offset O writes, over all its calls,
// the words of the device API's stream axlrand_init(S, 0, O, &state) in order
// (Philox computes any position directly; XORWOW jumps ahead), so results
// are reproducible and do not depend on the number of threads used. cuRAND's
// own host API interleaves many subsequences in an undocumented order: these
// sequences are NOT the numbers cuRAND produces for the same seed, and every
// ordering (AXLRAND_ORDERING_PSEUDO_*) gives this one sequence.
// Distributions follow cuRAND's device formulas (see rand_kernel.h): uniform
// floats X * 2^-32 + 2^-33 (one word each), uniform doubles 53-bit (two
// words), normals by Box-Muller in pairs (two words per float pair, four per
// double pair; n must be even), log-normals exp(mean + stddev * normal).
// MRG32K3A, MTGP32, MT19937 and the quasirandom generators are not provided
// (axlrandCreateGenerator returns AXLRAND_STATUS_TYPE_ERROR), nor are the
// Poisson functions (not declared).
#pragma once
#include <axl/cpu/detail/core.h>
#include <axl/cpu/library_types.h>

#include <cstddef>

#define AXLRAND_VER_MAJOR 10
#define AXLRAND_VER_MINOR 4
#define AXLRAND_VER_PATCH 0
#define AXLRAND_VER_BUILD 35
#define AXLRAND_VERSION                                                        \
  (AXLRAND_VER_MAJOR * 1000 + AXLRAND_VER_MINOR * 100 + AXLRAND_VER_PATCH)

enum axlrandStatus {
  AXLRAND_STATUS_SUCCESS = 0,
  AXLRAND_STATUS_VERSION_MISMATCH = 100,
  AXLRAND_STATUS_NOT_INITIALIZED = 101,
  AXLRAND_STATUS_ALLOCATION_FAILED = 102,
  AXLRAND_STATUS_TYPE_ERROR = 103,
  AXLRAND_STATUS_OUT_OF_RANGE = 104,
  AXLRAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
  AXLRAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
  AXLRAND_STATUS_LAUNCH_FAILURE = 201,
  AXLRAND_STATUS_PREEXISTING_FAILURE = 202,
  AXLRAND_STATUS_INITIALIZATION_FAILED = 203,
  AXLRAND_STATUS_ARCH_MISMATCH = 204,
  AXLRAND_STATUS_INTERNAL_ERROR = 999
};
typedef enum axlrandStatus axlrandStatus_t;

enum axlrandRngType {
  AXLRAND_RNG_TEST = 0,
  AXLRAND_RNG_PSEUDO_DEFAULT = 100,
  AXLRAND_RNG_PSEUDO_XORWOW = 101,
  AXLRAND_RNG_PSEUDO_MRG32K3A = 121,
  AXLRAND_RNG_PSEUDO_MTGP32 = 141,
  AXLRAND_RNG_PSEUDO_MT19937 = 142,
  AXLRAND_RNG_PSEUDO_PHILOX4_32_10 = 161,
  AXLRAND_RNG_QUASI_DEFAULT = 200,
  AXLRAND_RNG_QUASI_SOBOL32 = 201,
  AXLRAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 202,
  AXLRAND_RNG_QUASI_SOBOL64 = 203,
  AXLRAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 204
};
typedef enum axlrandRngType axlrandRngType_t;

enum axlrandOrdering {
  AXLRAND_ORDERING_PSEUDO_BEST = 100,
  AXLRAND_ORDERING_PSEUDO_DEFAULT = 101,
  AXLRAND_ORDERING_PSEUDO_SEEDED = 102,
  AXLRAND_ORDERING_PSEUDO_LEGACY = 103,
  AXLRAND_ORDERING_PSEUDO_DYNAMIC = 104,
  AXLRAND_ORDERING_QUASI_DEFAULT = 201
};
typedef enum axlrandOrdering axlrandOrdering_t;

struct axlrandGenerator_st;
typedef struct axlrandGenerator_st *axlrandGenerator_t;

/// A generator whose work runs on its stream (axlrandSetStream).
axlrandStatus_t axlrandCreateGenerator(axlrandGenerator_t *generator,
                                       axlrandRngType_t rng_type);
/// A generator that runs on the calling thread, before returning.
axlrandStatus_t axlrandCreateGeneratorHost(axlrandGenerator_t *generator,
                                           axlrandRngType_t rng_type);
axlrandStatus_t axlrandDestroyGenerator(axlrandGenerator_t generator);
axlrandStatus_t axlrandGetVersion(int *version);
axlrandStatus_t axlrandGetProperty(libraryPropertyType type, int *value);
axlrandStatus_t axlrandSetStream(axlrandGenerator_t generator,
                                 axlStream_t stream);
axlrandStatus_t
axlrandSetPseudoRandomGeneratorSeed(axlrandGenerator_t generator,
                                    unsigned long long seed);
axlrandStatus_t axlrandSetGeneratorOffset(axlrandGenerator_t generator,
                                          unsigned long long offset);
axlrandStatus_t axlrandSetGeneratorOrdering(axlrandGenerator_t generator,
                                            axlrandOrdering_t order);
axlrandStatus_t axlrandGenerate(axlrandGenerator_t generator,
                                unsigned int *outputPtr, size_t num);
/// 64-bit words come only from the 64-bit quasirandom generators, which the
/// CPU backend lacks: always AXLRAND_STATUS_TYPE_ERROR, as cuRAND answers
/// for a pseudorandom generator.
axlrandStatus_t axlrandGenerateLongLong(axlrandGenerator_t generator,
                                        unsigned long long *outputPtr,
                                        size_t num);
axlrandStatus_t axlrandGenerateUniform(axlrandGenerator_t generator,
                                       float *outputPtr, size_t num);
axlrandStatus_t axlrandGenerateUniformDouble(axlrandGenerator_t generator,
                                             double *outputPtr, size_t num);
axlrandStatus_t axlrandGenerateNormal(axlrandGenerator_t generator,
                                      float *outputPtr, size_t n, float mean,
                                      float stddev);
axlrandStatus_t axlrandGenerateNormalDouble(axlrandGenerator_t generator,
                                            double *outputPtr, size_t n,
                                            double mean, double stddev);
axlrandStatus_t axlrandGenerateLogNormal(axlrandGenerator_t generator,
                                         float *outputPtr, size_t n, float mean,
                                         float stddev);
axlrandStatus_t axlrandGenerateLogNormalDouble(axlrandGenerator_t generator,
                                               double *outputPtr, size_t n,
                                               double mean, double stddev);

// The include guards of the CUDA headers <axl/rand.h> stands for, which code tests
// (rules/include_guards.yaml).
#define AXLRAND_H_ // curand.h
