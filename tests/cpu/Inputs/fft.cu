// cuFFT against a naive DFT in double: a 2D C2C forward and inverse round
// trip with a work area the program sets, R2C and C2R batched 1D
// transforms through cufftPlanMany with strides and batch distances (the
// gaps between elements must stay as they were), a 3D Z2Z both ways, an
// in-place 2D R2C and C2R in the padded layout, a C2C through
// cufftXtMakePlanMany and cufftXtExec, transforms on a stream between the
// kernels that fill and scale their data, and the result codes of bad
// sizes, types, directions and plans. Prints one line per check; exits 1
// on a failure.
#include <cufft.h>
#include <cufftXt.h>

#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <vector>

typedef std::complex<double> Cd;

static int Failures = 0;

#define CUDA_OK(X)                                                             \
  do {                                                                         \
    cudaError_t E = (X);                                                       \
    if (E != cudaSuccess) {                                                    \
      std::printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(E));   \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

#define FFT_OK(X)                                                              \
  do {                                                                         \
    cufftResult R = (X);                                                       \
    if (R != CUFFT_SUCCESS) {                                                  \
      std::printf("%s:%d: cufft result %d\n", __FILE__, __LINE__, (int)R);     \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

// The DFT of a row-major array of sizes n[0..rank-1], in double.
static std::vector<Cd> naiveDft(int rank, const int *n,
                                const std::vector<Cd> &in, int sign) {
  int total = 1;
  for (int d = 0; d < rank; ++d)
    total *= n[d];
  std::vector<Cd> out(total);
  const double pi = std::acos(-1.0);
  for (int k = 0; k < total; ++k) {
    Cd sum = 0;
    for (int j = 0; j < total; ++j) {
      double phase = 0;
      for (int d = rank - 1, kr = k, jr = j; d >= 0; --d) {
        phase += double(kr % n[d]) * double(jr % n[d]) / n[d];
        kr /= n[d];
        jr /= n[d];
      }
      sum += in[j] * std::polar(1.0, sign * 2 * pi * phase);
    }
    out[k] = sum;
  }
  return out;
}

// Max |got - want| over max |want|.
static double relError(const std::vector<Cd> &got, const std::vector<Cd> &want) {
  double err = 0, norm = 0;
  for (size_t i = 0; i < want.size(); ++i) {
    err = std::fmax(err, std::abs(got[i] - want[i]));
    norm = std::fmax(norm, std::abs(want[i]));
  }
  return err / norm;
}

static void report(const char *what, double err, double bound) {
  const bool ok = err < bound;
  std::printf("%s: max rel error %.1e (bound %.0e) %s\n", what, err, bound,
              ok ? "ok" : "FAILED");
  Failures += !ok;
}

static void expect(const char *what, bool ok) {
  std::printf("%s: %s\n", what, ok ? "ok" : "FAILED");
  Failures += !ok;
}

static double signal(int i, int salt) {
  return std::sin(0.37 * i + salt) + 0.25 * std::cos(1.3 * i * i + salt);
}

// 2D C2C 12x10: forward against the DFT, inverse scaled by 1/N back to the
// input. The plan does not allocate its work area: the program gives one
// of the size cufftMakePlan2d reports.
static void c2c2d() {
  const int n[2] = {12, 10}, total = 120;
  std::vector<Cd> x(total);
  std::vector<cufftComplex> h(total);
  for (int i = 0; i < total; ++i) {
    x[i] = Cd(signal(i, 1), signal(i, 2));
    h[i] = make_cuComplex((float)x[i].real(), (float)x[i].imag());
  }
  cufftComplex *d, *f;
  CUDA_OK(cudaMalloc(&d, total * sizeof(cufftComplex)));
  CUDA_OK(cudaMalloc(&f, total * sizeof(cufftComplex)));
  CUDA_OK(cudaMemcpy(d, h.data(), total * sizeof(cufftComplex), cudaMemcpyHostToDevice));
  cufftHandle plan;
  size_t workSize = 0;
  FFT_OK(cufftCreate(&plan));
  FFT_OK(cufftSetAutoAllocation(plan, 0));
  FFT_OK(cufftMakePlan2d(plan, n[0], n[1], CUFFT_C2C, &workSize));
  void *work;
  CUDA_OK(cudaMalloc(&work, workSize ? workSize : 1));
  FFT_OK(cufftSetWorkArea(plan, work));
  size_t reported = 1;
  FFT_OK(cufftGetSize(plan, &reported));
  expect("c2c 2d work size reported", reported == workSize);

  FFT_OK(cufftExecC2C(plan, d, f, CUFFT_FORWARD));
  std::vector<cufftComplex> hf(total);
  CUDA_OK(cudaMemcpy(hf.data(), f, total * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  std::vector<Cd> got(total);
  for (int i = 0; i < total; ++i)
    got[i] = Cd(hf[i].x, hf[i].y);
  report("c2c 2d 12x10 forward", relError(got, naiveDft(2, n, x, -1)), 1e-5);

  // In place, the other way.
  FFT_OK(cufftExecC2C(plan, f, f, CUFFT_INVERSE));
  CUDA_OK(cudaMemcpy(hf.data(), f, total * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  for (int i = 0; i < total; ++i)
    got[i] = Cd(hf[i].x, hf[i].y) / double(total);
  report("c2c 2d 12x10 inverse in place / N", relError(got, x), 1e-5);
  FFT_OK(cufftDestroy(plan));
  CUDA_OK(cudaFree(work));
  CUDA_OK(cudaFree(d));
  CUDA_OK(cudaFree(f));
}

// R2C then C2R, 1D, n = 16, 3 batches, through the advanced layout: real
// input every 2nd float 37 apart, spectra 11 apart, the C2R's real output
// every 3rd float 50 apart. Every float outside the data keeps its value.
static void r2cBatched() {
  const int n = 16, batch = 3, half = n / 2 + 1;
  const int istride = 2, idist = 37, cdist = 11, ostride = 3, odist = 50;
  const int realIn = idist * (batch - 1) + (n - 1) * istride + 1;
  const int cplx = cdist * (batch - 1) + half;
  const int realOut = odist * (batch - 1) + (n - 1) * ostride + 1;
  const float sentinel = -777.f;
  std::vector<float> hin(realIn, sentinel);
  std::vector<std::vector<Cd>> x(batch, std::vector<Cd>(n));
  for (int b = 0; b < batch; ++b)
    for (int j = 0; j < n; ++j) {
      hin[b * idist + j * istride] = (float)signal(j, b);
      x[b][j] = hin[b * idist + j * istride];
    }
  std::vector<cufftComplex> hc(cplx, make_cuComplex(sentinel, sentinel));
  std::vector<float> hout(realOut, sentinel);
  float *din, *dout;
  cufftComplex *dc;
  CUDA_OK(cudaMalloc(&din, realIn * sizeof(float)));
  CUDA_OK(cudaMalloc(&dout, realOut * sizeof(float)));
  CUDA_OK(cudaMalloc(&dc, cplx * sizeof(cufftComplex)));
  CUDA_OK(cudaMemcpy(din, hin.data(), realIn * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_OK(cudaMemcpy(dc, hc.data(), cplx * sizeof(cufftComplex), cudaMemcpyHostToDevice));
  CUDA_OK(cudaMemcpy(dout, hout.data(), realOut * sizeof(float), cudaMemcpyHostToDevice));

  int dims[1] = {n}, realEmbed[1] = {n * istride}, cplxEmbed[1] = {half};
  cufftHandle r2c, c2r;
  FFT_OK(cufftPlanMany(&r2c, 1, dims, realEmbed, istride, idist, cplxEmbed, 1,
                       cdist, CUFFT_R2C, batch));
  FFT_OK(cufftPlanMany(&c2r, 1, dims, cplxEmbed, 1, cdist, realEmbed, ostride,
                       odist, CUFFT_C2R, batch));
  FFT_OK(cufftExecR2C(r2c, din, dc));
  CUDA_OK(cudaMemcpy(hc.data(), dc, cplx * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  double err = 0;
  bool gaps = true;
  for (int b = 0; b < batch; ++b) {
    std::vector<Cd> got(half), want = naiveDft(1, &n, x[b], -1);
    want.resize(half);
    for (int k = 0; k < half; ++k)
      got[k] = Cd(hc[b * cdist + k].x, hc[b * cdist + k].y);
    err = std::fmax(err, relError(got, want));
    for (int k = half; k < cdist && b * cdist + k < cplx; ++k)
      gaps = gaps && hc[b * cdist + k].x == sentinel && hc[b * cdist + k].y == sentinel;
  }
  report("r2c 1d n=16 batch=3 strided", err, 1e-5);

  FFT_OK(cufftExecC2R(c2r, dc, dout));
  CUDA_OK(cudaMemcpy(hout.data(), dout, realOut * sizeof(float), cudaMemcpyDeviceToHost));
  err = 0;
  for (int b = 0; b < batch; ++b) {
    std::vector<Cd> got(n), want(n);
    for (int j = 0; j < n; ++j) {
      got[j] = hout[b * odist + j * ostride];
      want[j] = double(n) * x[b][j];
    }
    err = std::fmax(err, relError(got, want));
  }
  report("c2r 1d n=16 batch=3 strided, = N x", err, 1e-5);
  for (int i = 0; i < realOut; ++i) {
    const int b = i / odist, j = i % odist;
    const bool data = b < batch && j % ostride == 0 && j / ostride < n;
    gaps = gaps && (data || hout[i] == sentinel);
  }
  expect("r2c/c2r strided: gaps untouched", gaps);
  FFT_OK(cufftDestroy(r2c));
  FFT_OK(cufftDestroy(c2r));
  CUDA_OK(cudaFree(din));
  CUDA_OK(cudaFree(dout));
  CUDA_OK(cudaFree(dc));
}

// 3D Z2Z 4x6x5, forward and inverse, each against the DFT of its sign.
static void z2z3d() {
  const int n[3] = {4, 6, 5}, total = 120;
  std::vector<Cd> x(total);
  std::vector<cufftDoubleComplex> h(total);
  for (int i = 0; i < total; ++i) {
    x[i] = Cd(signal(i, 3), signal(i, 4));
    h[i] = make_cuDoubleComplex(x[i].real(), x[i].imag());
  }
  cufftDoubleComplex *d, *f;
  CUDA_OK(cudaMalloc(&d, total * sizeof(cufftDoubleComplex)));
  CUDA_OK(cudaMalloc(&f, total * sizeof(cufftDoubleComplex)));
  CUDA_OK(cudaMemcpy(d, h.data(), total * sizeof(cufftDoubleComplex), cudaMemcpyHostToDevice));
  cufftHandle plan;
  FFT_OK(cufftPlan3d(&plan, n[0], n[1], n[2], CUFFT_Z2Z));
  const char *names[2] = {"z2z 3d 4x6x5 forward", "z2z 3d 4x6x5 inverse"};
  const int signs[2] = {CUFFT_FORWARD, CUFFT_INVERSE};
  for (int s = 0; s < 2; ++s) {
    FFT_OK(cufftExecZ2Z(plan, d, f, signs[s]));
    CUDA_OK(cudaMemcpy(h.data(), f, total * sizeof(cufftDoubleComplex), cudaMemcpyDeviceToHost));
    std::vector<Cd> got(total);
    for (int i = 0; i < total; ++i)
      got[i] = Cd(h[i].x, h[i].y);
    report(names[s], relError(got, naiveDft(3, n, x, signs[s])), 1e-12);
  }
  FFT_OK(cufftDestroy(plan));
  CUDA_OK(cudaFree(d));
  CUDA_OK(cudaFree(f));
}

// In-place 2D R2C 6x8 in cuFFT's padded layout: real rows of 2*(8/2+1) =
// 10 floats, becoming rows of 5 complex values; then C2R back in place.
static void r2cInPlace() {
  const int n[2] = {6, 8}, half = n[1] / 2 + 1, padded = 2 * half;
  const int total = n[0] * n[1];
  std::vector<float> h(n[0] * padded, 0.f);
  std::vector<Cd> x(total);
  for (int r = 0; r < n[0]; ++r)
    for (int c = 0; c < n[1]; ++c) {
      h[r * padded + c] = (float)signal(r * n[1] + c, 5);
      x[r * n[1] + c] = h[r * padded + c];
    }
  cufftReal *d;
  CUDA_OK(cudaMalloc(&d, h.size() * sizeof(float)));
  CUDA_OK(cudaMemcpy(d, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice));
  cufftHandle r2c, c2r;
  FFT_OK(cufftPlan2d(&r2c, n[0], n[1], CUFFT_R2C));
  FFT_OK(cufftPlan2d(&c2r, n[0], n[1], CUFFT_C2R));
  FFT_OK(cufftExecR2C(r2c, d, (cufftComplex *)d));
  std::vector<cufftComplex> hc(n[0] * half);
  CUDA_OK(cudaMemcpy(hc.data(), d, hc.size() * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  const std::vector<Cd> full = naiveDft(2, n, x, -1);
  std::vector<Cd> got, want;
  for (int r = 0; r < n[0]; ++r)
    for (int c = 0; c < half; ++c) {
      got.push_back(Cd(hc[r * half + c].x, hc[r * half + c].y));
      want.push_back(full[r * n[1] + c]);
    }
  report("r2c 2d 6x8 in place, padded rows", relError(got, want), 1e-5);

  FFT_OK(cufftExecC2R(c2r, (cufftComplex *)d, d));
  CUDA_OK(cudaMemcpy(h.data(), d, h.size() * sizeof(float), cudaMemcpyDeviceToHost));
  got.clear();
  want.clear();
  for (int r = 0; r < n[0]; ++r)
    for (int c = 0; c < n[1]; ++c) {
      got.push_back(h[r * padded + c]);
      want.push_back(double(total) * x[r * n[1] + c]);
    }
  report("c2r 2d 6x8 in place, padded rows, = N x", relError(got, want), 1e-5);
  FFT_OK(cufftDestroy(r2c));
  FFT_OK(cufftDestroy(c2r));
  CUDA_OK(cudaFree(d));
}

// 1D C2C n = 9, 2 batches, through cufftXtMakePlanMany and cufftXtExec.
static void xt() {
  long long n = 9, batch = 2;
  const int total = 18, ni = 9;
  std::vector<cufftComplex> h(total);
  std::vector<Cd> x(total);
  for (int i = 0; i < total; ++i) {
    x[i] = Cd(signal(i, 6), signal(i, 7));
    h[i] = make_cuComplex((float)x[i].real(), (float)x[i].imag());
  }
  cufftComplex *d;
  CUDA_OK(cudaMalloc(&d, total * sizeof(cufftComplex)));
  CUDA_OK(cudaMemcpy(d, h.data(), total * sizeof(cufftComplex), cudaMemcpyHostToDevice));
  cufftHandle plan;
  size_t work;
  FFT_OK(cufftCreate(&plan));
  FFT_OK(cufftXtMakePlanMany(plan, 1, &n, NULL, 1, 0, CUDA_C_32F, NULL, 1, 0,
                             CUDA_C_32F, batch, &work, CUDA_C_32F));
  FFT_OK(cufftXtExec(plan, d, d, CUFFT_INVERSE));
  CUDA_OK(cudaMemcpy(h.data(), d, total * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  double err = 0;
  for (int b = 0; b < 2; ++b) {
    std::vector<Cd> in(x.begin() + b * 9, x.begin() + b * 9 + 9), got(9);
    for (int k = 0; k < 9; ++k)
      got[k] = Cd(h[b * 9 + k].x, h[b * 9 + k].y);
    err = std::fmax(err, relError(got, naiveDft(1, &ni, in, +1)));
  }
  report("xt c2c 1d n=9 batch=2 inverse in place", err, 1e-5);
  FFT_OK(cufftDestroy(plan));
  CUDA_OK(cudaFree(d));
}

__global__ void fillSignal(cufftComplex *x, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = make_cuComplex(sinf(0.01f * i), cosf(0.003f * i));
}

__global__ void scale(cufftComplex *x, int n, float s) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = make_cuComplex(x[i].x * s, x[i].y * s);
}

// On a non-blocking stream: a kernel fills 8 signals of 4096, the plan
// transforms them forward, a kernel scales by 1/4096, the plan transforms
// back, and the result is copied out, all queued before one synchronise.
static void onStream() {
  const int n = 4096, batch = 8, total = n * batch;
  cudaStream_t stream;
  CUDA_OK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  cufftComplex *d, *f;
  CUDA_OK(cudaMalloc(&d, total * sizeof(cufftComplex)));
  CUDA_OK(cudaMalloc(&f, total * sizeof(cufftComplex)));
  cufftHandle plan;
  FFT_OK(cufftPlan1d(&plan, n, CUFFT_C2C, batch));
  FFT_OK(cufftSetStream(plan, stream));
  std::vector<cufftComplex> h(total);
  fillSignal<<<total / 256, 256, 0, stream>>>(d, total);
  FFT_OK(cufftExecC2C(plan, d, f, CUFFT_FORWARD));
  scale<<<total / 256, 256, 0, stream>>>(f, total, 1.0f / n);
  FFT_OK(cufftExecC2C(plan, f, f, CUFFT_INVERSE));
  CUDA_OK(cudaMemcpyAsync(h.data(), f, total * sizeof(cufftComplex),
                          cudaMemcpyDeviceToHost, stream));
  CUDA_OK(cudaStreamSynchronize(stream));
  std::vector<Cd> got(total), want(total);
  for (int i = 0; i < total; ++i) {
    got[i] = Cd(h[i].x, h[i].y);
    // The kernel's arguments, rounded to float as it rounds them.
    want[i] = Cd(std::sin(double(0.01f * i)), std::cos(double(0.003f * i)));
  }
  report("stream: fill, forward, scale, inverse, copy", relError(got, want), 1e-5);
  FFT_OK(cufftDestroy(plan));
  CUDA_OK(cudaStreamDestroy(stream));
  CUDA_OK(cudaFree(d));
  CUDA_OK(cudaFree(f));
}

// Each result is printed (the test checks the values); the program checks
// that each call failed.
static void refused(const char *what, cufftResult r) {
  std::printf("%s: result %d\n", what, (int)r);
  Failures += r == CUFFT_SUCCESS;
}

static void errors() {
  cufftHandle plan;
  int zero[1] = {0}, eight[2] = {8, 8};
  refused("plan1d size 0", cufftPlan1d(&plan, 0, CUFFT_C2C, 1));
  refused("plan1d batch 0", cufftPlan1d(&plan, 8, CUFFT_C2C, 0));
  refused("plan2d size -4", cufftPlan2d(&plan, 8, -4, CUFFT_R2C));
  refused("plan1d type 7", cufftPlan1d(&plan, 8, (cufftType)7, 1));
  refused("planMany rank 4", cufftPlanMany(&plan, 4, eight, NULL, 1, 0, NULL, 1, 0, CUFFT_C2C, 1));
  refused("planMany n[0] 0", cufftPlanMany(&plan, 1, zero, NULL, 1, 0, NULL, 1, 0, CUFFT_C2C, 1));
  refused("exec on no plan", cufftExecC2C(123456, NULL, NULL, CUFFT_FORWARD));
  refused("destroy no plan", cufftDestroy(123456));
  refused("set stream on no plan", cufftSetStream(123456, 0));

  cufftComplex *d;
  CUDA_OK(cudaMalloc(&d, 64 * sizeof(cufftComplex)));
  FFT_OK(cufftPlan2d(&plan, 8, 8, CUFFT_C2C));
  refused("make a made plan", cufftMakePlan1d(plan, 8, CUFFT_C2C, 1, NULL));
  refused("c2c direction 0", cufftExecC2C(plan, d, d, 0));
  refused("c2c null output", cufftExecC2C(plan, d, NULL, CUFFT_FORWARD));
  refused("r2c on a c2c plan", cufftExecR2C(plan, (cufftReal *)d, d));
  refused("z2z on a c2c plan", cufftExecZ2Z(plan, (cufftDoubleComplex *)d,
                                            (cufftDoubleComplex *)d, CUFFT_FORWARD));
  FFT_OK(cufftDestroy(plan));
  refused("exec a destroyed plan", cufftExecC2C(plan, d, d, CUFFT_FORWARD));

  cufftHandle empty;
  FFT_OK(cufftCreate(&empty));
  refused("exec a plan never made", cufftExecC2C(empty, d, d, CUFFT_FORWARD));
  long long n = 8;
  size_t work;
  refused("xt half precision", cufftXtMakePlanMany(empty, 1, &n, NULL, 1, 0, CUDA_C_16F, NULL, 1, 0,
                                                   CUDA_C_16F, 1, &work, CUDA_C_16F));
  refused("xt mixed types", cufftXtMakePlanMany(empty, 1, &n, NULL, 1, 0, CUDA_C_32F, NULL, 1, 0,
                                                CUDA_C_64F, 1, &work, CUDA_C_32F));
  FFT_OK(cufftDestroy(empty));
  CUDA_OK(cudaFree(d));

  int version = 0, major = -1;
  FFT_OK(cufftGetVersion(&version));
  FFT_OK(cufftGetProperty(MAJOR_VERSION, &major));
  expect("version and major version agree", version / 1000 == major && major >= 10);
  size_t estimate;
  FFT_OK(cufftEstimate1d(1024, CUFFT_C2C, 4, &estimate));
  refused("estimate size 0", cufftEstimate1d(0, CUFFT_C2C, 4, &estimate));
}

int main() {
  c2c2d();
  r2cBatched();
  z2z3d();
  r2cInPlace();
  xt();
  onStream();
  errors();
  std::printf("%s\n", Failures ? "FAILED" : "all passed");
  return Failures != 0;
}
