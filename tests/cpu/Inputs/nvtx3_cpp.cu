// NVTX3's C++ wrappers as annotated training code uses them: a named domain,
// named categories, registered strings, colours, payloads, scoped, optional
// and unique ranges, start/end ranges, marks and the function-range macros.
// With no tool attached every annotation does nothing; what the objects hold
// is read back.
#include <nvtx3/nvtx3.hpp>
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>

struct train_domain {
  static constexpr char const *name{"train"};
};
struct fwd_category {
  static constexpr uint32_t id{7};
  static constexpr char const *name{"forward"};
};
struct step_message {
  static constexpr char const *message{"step"};
};
using train_range = nvtx3::scoped_range_in<train_domain>;

__global__ void scale(float *x, float s) { x[threadIdx.x] *= s; }

static int annotated(float *d) {
  NVTX3_FUNC_RANGE();
  NVTX3_FUNC_RANGE_IF_IN(train_domain, d != nullptr);
  scale<<<1, 32>>>(d, 2.0f);
  return cudaDeviceSynchronize() == cudaSuccess;
}

int main() {
  float *d;
  cudaMalloc(&d, 32 * sizeof(float));
  cudaMemset(d, 0, 32 * sizeof(float));
  auto const &cat = nvtx3::named_category_in<train_domain>::get<fwd_category>();
  auto const &msg = nvtx3::registered_string_in<train_domain>::get<step_message>();
  nvtx3::color red{nvtx3::rgb{255, 0, 0}};
  nvtx3::event_attributes attr{cat, red, nvtx3::payload{42}, nvtx3::message{msg},
                               nvtx3::color{0xFF00FF00u}};
  int ok = annotated(d);
  {
    train_range r{attr};
    nvtx3::scoped_range plain{"plain"};
    nvtx3::mark("mark", nvtx3::payload{1.5});
  }
  nvtx3::unique_range_in<train_domain> u{"unique"};
  nvtx3::unique_range_in<train_domain> moved{std::move(u)};
  nvtx3::range_handle h = nvtx3::start_range_in<train_domain>("span");
  nvtx3::end_range_in<train_domain>(h);
  nvtx3::domain const &dom = nvtx3::domain::get<train_domain>();
  std::printf("nvtx3: version %d.%d, category %u, color %08x, payload %d (type %d), message type %d, "
              "range %d, handle %s, kernel %d\n",
              NVTX3_CPP_INLINED_VERSION_MAJOR, NVTX3_CPP_INLINED_VERSION_MINOR, attr.get()->category,
              attr.get()->color, attr.get()->payload.iValue, attr.get()->payloadType, attr.get()->messageType,
              (int)h.get_value(), static_cast<nvtxDomainHandle_t>(dom) ? "set" : "null", ok);
  return 0;
}
