// CPU backend of <axl/rand_kernel.h>: cuRAND's device API for the XORWOW and
// Philox4_32_10 generators (states, axlrand_init, axlrand, axlrand4,
// skipahead, skipahead_sequence, the uniform, normal and log-normal
// distributions). Header-only apart from XORWOW's jump matrices.
//
// The integer streams are bit-exact with cuRAND's, for any seed, subsequence
// and offset; so are the uniform distributions. Normal and log-normal values
// use cuRAND's Box-Muller formulas with the host's logf/sinf/cosf/expf (the
// GPU uses its own logf and the __sincosf intrinsic): they can differ from a
// GPU's in the last bits. MRG32k3a, MTGP32, Sobol and the discrete
// distributions (Poisson) are not provided: code using them does not compile.
#pragma once
#include <axl/cpu/detail/rand_core.h>
#include <axl/cpu/vector_types.h>

#define EXTRA_FLAG_NORMAL 0x00000001
#define EXTRA_FLAG_LOG_NORMAL 0x00000002

struct axlrandStateXORWOW {
  unsigned int d, v[5];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct axlrandStateXORWOW axlrandStateXORWOW_t;
typedef struct axlrandStateXORWOW axlrandState_t;
typedef struct axlrandStateXORWOW axlrandState;

struct axlrandStatePhilox4_32_10 {
  uint4 ctr;    ///< 128-bit counter: x low word, high half = subsequence
  uint4 output; ///< Philox(ctr, key); output[STATE] is the next word
  uint2 key;
  unsigned int STATE;
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct axlrandStatePhilox4_32_10 axlrandStatePhilox4_32_10_t;

namespace axl::cpu::detail::rand {

inline void philoxRefresh(axlrandStatePhilox4_32_10_t *S) {
  const uint32_t Ctr[4] = {S->ctr.x, S->ctr.y, S->ctr.z, S->ctr.w};
  uint32_t Out[4];
  philox4x32_10(Ctr, S->key.x, S->key.y, Out);
  S->output.x = Out[0];
  S->output.y = Out[1];
  S->output.z = Out[2];
  S->output.w = Out[3];
}

template <class F> inline void onCounter(axlrandStatePhilox4_32_10_t *S, F Fn) {
  uint32_t C[4] = {S->ctr.x, S->ctr.y, S->ctr.z, S->ctr.w};
  Fn(C);
  S->ctr.x = C[0];
  S->ctr.y = C[1];
  S->ctr.z = C[2];
  S->ctr.w = C[3];
}

inline unsigned int outputWord(const uint4 &O, unsigned int I) {
  switch (I) {
  case 1:
    return O.y;
  case 2:
    return O.z;
  case 3:
    return O.w;
  default:
    return O.x;
  }
}

} // namespace axl::cpu::detail::rand

// --- XORWOW -----------------------------------------------------------------

inline unsigned int axlrand(axlrandStateXORWOW_t *state) {
  return axl::cpu::detail::rand::xorwowNext(state->v, state->d);
}

/// Skips n values.
inline void skipahead(unsigned long long n, axlrandStateXORWOW_t *state) {
  axl::cpu::detail::rand::xorwowJump(state->v, n, /*Sequence=*/false);
  state->d += 362437u * (unsigned int)n;
}

/// Skips n subsequences of 2^67 values (the Weyl counter moves by a multiple
/// of 2^32: unchanged).
inline void skipahead_sequence(unsigned long long n,
                               axlrandStateXORWOW_t *state) {
  axl::cpu::detail::rand::xorwowJump(state->v, n, /*Sequence=*/true);
}

inline void axlrand_init(unsigned long long seed,
                         unsigned long long subsequence,
                         unsigned long long offset,
                         axlrandStateXORWOW_t *state) {
  axl::cpu::detail::rand::xorwowSeed(seed, state->v, state->d);
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.f;
  state->boxmuller_extra_double = 0.;
}

// --- Philox4_32_10 ----------------------------------------------------------

inline unsigned int axlrand(axlrandStatePhilox4_32_10_t *state) {
  namespace r = axl::cpu::detail::rand;
  const unsigned int Ret = r::outputWord(state->output, state->STATE++);
  if (state->STATE == 4) {
    r::onCounter(state, r::philoxIncrement);
    r::philoxRefresh(state);
    state->STATE = 0;
  }
  return Ret;
}

/// The next four words (starting at the current position, which need not be
/// a multiple of four).
inline uint4 axlrand4(axlrandStatePhilox4_32_10_t *state) {
  namespace r = axl::cpu::detail::rand;
  const uint4 Prev = state->output;
  r::onCounter(state, r::philoxIncrement);
  r::philoxRefresh(state);
  const uint4 &Next = state->output;
  const unsigned int Words[8] = {Prev.x, Prev.y, Prev.z, Prev.w,
                                 Next.x, Next.y, Next.z, Next.w};
  const unsigned int S = state->STATE & 3;
  return make_uint4(Words[S], Words[S + 1], Words[S + 2], Words[S + 3]);
}

/// Skips n values.
inline void skipahead(unsigned long long n,
                      axlrandStatePhilox4_32_10_t *state) {
  namespace r = axl::cpu::detail::rand;
  state->STATE += (unsigned int)(n & 3);
  n /= 4;
  if (state->STATE > 3) {
    n += 1;
    state->STATE -= 4;
  }
  r::onCounter(state, [n](uint32_t *C) { r::philoxAdd(C, n); });
  r::philoxRefresh(state);
}

/// Skips n subsequences of 2^66 values.
inline void skipahead_sequence(unsigned long long n,
                               axlrandStatePhilox4_32_10_t *state) {
  namespace r = axl::cpu::detail::rand;
  r::onCounter(state, [n](uint32_t *C) { r::philoxAddHigh(C, n); });
  r::philoxRefresh(state);
}

inline void axlrand_init(unsigned long long seed,
                         unsigned long long subsequence,
                         unsigned long long offset,
                         axlrandStatePhilox4_32_10_t *state) {
  state->ctr = make_uint4(0, 0, 0, 0);
  state->key.x = (unsigned int)seed;
  state->key.y = (unsigned int)(seed >> 32);
  state->STATE = 0;
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.f;
  state->boxmuller_extra_double = 0.;
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
}

// --- Distributions ----------------------------------------------------------

inline float axlrand_uniform(axlrandStateXORWOW_t *state) {
  return axl::cpu::detail::rand::uniformFloat(axlrand(state));
}
inline float axlrand_uniform(axlrandStatePhilox4_32_10_t *state) {
  return axl::cpu::detail::rand::uniformFloat(axlrand(state));
}
inline float4 axlrand_uniform4(axlrandStatePhilox4_32_10_t *state) {
  namespace r = axl::cpu::detail::rand;
  const uint4 X = axlrand4(state);
  return make_float4(r::uniformFloat(X.x), r::uniformFloat(X.y),
                     r::uniformFloat(X.z), r::uniformFloat(X.w));
}
inline double axlrand_uniform_double(axlrandStateXORWOW_t *state) {
  const unsigned int X = axlrand(state);
  const unsigned int Y = axlrand(state);
  return axl::cpu::detail::rand::uniformDouble53(X, Y);
}
inline double axlrand_uniform_double(axlrandStatePhilox4_32_10_t *state) {
  return axl::cpu::detail::rand::uniformDouble32(axlrand(state));
}
inline double2 axlrand_uniform2_double(axlrandStatePhilox4_32_10_t *state) {
  namespace r = axl::cpu::detail::rand;
  const uint4 X = axlrand4(state);
  return make_double2(r::uniformDouble53(X.x, X.y),
                      r::uniformDouble53(X.z, X.w));
}

namespace axl::cpu::detail::rand {

/// curand_normal / curand_log_normal: one Box-Muller pair per two calls, the
/// second value cached in the state under Flag.
template <class State, class Map>
inline float cachedNormal(State *S, int Flag, Map M) {
  if (S->boxmuller_flag != Flag) {
    const unsigned int X = axlrand(S);
    const unsigned int Y = axlrand(S);
    float First, Second;
    boxMuller(X, Y, First, Second);
    S->boxmuller_extra = M(Second);
    S->boxmuller_flag = Flag;
    return M(First);
  }
  S->boxmuller_flag = 0;
  return S->boxmuller_extra;
}

/// The double variants: XORWOW draws four words one by one, Philox as one
/// axlrand4.
inline uint4 fourWords(axlrandStateXORWOW_t *S) {
  const unsigned int A = axlrand(S), B = axlrand(S), C = axlrand(S),
                     D = axlrand(S);
  return make_uint4(A, B, C, D);
}
inline uint4 fourWords(axlrandStatePhilox4_32_10_t *S) { return axlrand4(S); }

template <class State, class Map>
inline double cachedNormalDouble(State *S, int Flag, Map M) {
  if (S->boxmuller_flag_double != Flag) {
    const uint4 X = fourWords(S);
    double First, Second;
    boxMullerDouble(X.x, X.y, X.z, X.w, First, Second);
    S->boxmuller_extra_double = M(Second);
    S->boxmuller_flag_double = Flag;
    return M(First);
  }
  S->boxmuller_flag_double = 0;
  return S->boxmuller_extra_double;
}

inline float2 normalPair(unsigned int X, unsigned int Y) {
  float2 R;
  boxMuller(X, Y, R.x, R.y);
  return R;
}

} // namespace axl::cpu::detail::rand

inline float axlrand_normal(axlrandStateXORWOW_t *state) {
  return axl::cpu::detail::rand::cachedNormal(state, EXTRA_FLAG_NORMAL,
                                              [](float V) { return V; });
}
inline float axlrand_normal(axlrandStatePhilox4_32_10_t *state) {
  return axl::cpu::detail::rand::cachedNormal(state, EXTRA_FLAG_NORMAL,
                                              [](float V) { return V; });
}
inline double axlrand_normal_double(axlrandStateXORWOW_t *state) {
  return axl::cpu::detail::rand::cachedNormalDouble(state, EXTRA_FLAG_NORMAL,
                                                    [](double V) { return V; });
}
inline double axlrand_normal_double(axlrandStatePhilox4_32_10_t *state) {
  return axl::cpu::detail::rand::cachedNormalDouble(state, EXTRA_FLAG_NORMAL,
                                                    [](double V) { return V; });
}

inline float2 axlrand_normal2(axlrandStateXORWOW_t *state) {
  const unsigned int X = axlrand(state);
  const unsigned int Y = axlrand(state);
  return axl::cpu::detail::rand::normalPair(X, Y);
}
inline float2 axlrand_normal2(axlrandStatePhilox4_32_10_t *state) {
  const unsigned int X = axlrand(state);
  const unsigned int Y = axlrand(state);
  return axl::cpu::detail::rand::normalPair(X, Y);
}
inline float4 axlrand_normal4(axlrandStatePhilox4_32_10_t *state) {
  const uint4 X = axlrand4(state);
  const float2 A = axl::cpu::detail::rand::normalPair(X.x, X.y);
  const float2 B = axl::cpu::detail::rand::normalPair(X.z, X.w);
  return make_float4(A.x, A.y, B.x, B.y);
}
inline double2 axlrand_normal2_double(axlrandStateXORWOW_t *state) {
  const unsigned int X0 = axlrand(state), X1 = axlrand(state),
                     Y0 = axlrand(state), Y1 = axlrand(state);
  double2 R;
  axl::cpu::detail::rand::boxMullerDouble(X0, X1, Y0, Y1, R.x, R.y);
  return R;
}
inline double2 axlrand_normal2_double(axlrandStatePhilox4_32_10_t *state) {
  const uint4 X = axlrand4(state);
  double2 R;
  axl::cpu::detail::rand::boxMullerDouble(X.x, X.y, X.z, X.w, R.x, R.y);
  return R;
}

inline float axlrand_log_normal(axlrandStateXORWOW_t *state, float mean,
                                float stddev) {
  return axl::cpu::detail::rand::cachedNormal(
      state, EXTRA_FLAG_LOG_NORMAL, [=](float V) {
        return axl::cpu::detail::rand::logNormal(V, mean, stddev);
      });
}
inline float axlrand_log_normal(axlrandStatePhilox4_32_10_t *state, float mean,
                                float stddev) {
  return axl::cpu::detail::rand::cachedNormal(
      state, EXTRA_FLAG_LOG_NORMAL, [=](float V) {
        return axl::cpu::detail::rand::logNormal(V, mean, stddev);
      });
}
inline float2 axlrand_log_normal2(axlrandStatePhilox4_32_10_t *state,
                                  float mean, float stddev) {
  namespace r = axl::cpu::detail::rand;
  const float2 V = axlrand_normal2(state);
  return make_float2(r::logNormal(V.x, mean, stddev),
                     r::logNormal(V.y, mean, stddev));
}
inline float4 axlrand_log_normal4(axlrandStatePhilox4_32_10_t *state,
                                  float mean, float stddev) {
  namespace r = axl::cpu::detail::rand;
  const float4 V = axlrand_normal4(state);
  return make_float4(
      r::logNormal(V.x, mean, stddev), r::logNormal(V.y, mean, stddev),
      r::logNormal(V.z, mean, stddev), r::logNormal(V.w, mean, stddev));
}
inline double axlrand_log_normal_double(axlrandStateXORWOW_t *state,
                                        double mean, double stddev) {
  return axl::cpu::detail::rand::cachedNormalDouble(
      state, EXTRA_FLAG_LOG_NORMAL, [=](double V) {
        return axl::cpu::detail::rand::logNormal(V, mean, stddev);
      });
}
inline double axlrand_log_normal_double(axlrandStatePhilox4_32_10_t *state,
                                        double mean, double stddev) {
  return axl::cpu::detail::rand::cachedNormalDouble(
      state, EXTRA_FLAG_LOG_NORMAL, [=](double V) {
        return axl::cpu::detail::rand::logNormal(V, mean, stddev);
      });
}

// The include guards of the CUDA headers <axl/rand_kernel.h> stands for, which code tests
// (rules/include_guards.yaml).
#define AXLRAND_KERNEL_H_ // curand_kernel.h
