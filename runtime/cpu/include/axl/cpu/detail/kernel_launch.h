// CPU backend: launching kernels. axlLaunchKernelGGL's plumbing (the
// kernel resolved as CUDA resolves k<<<...>>>(args), overloads included), and
// the kernel signatures that let the runtime launch a kernel it is given only
// by address (axlLaunchKernel with a `const void *`, axlLaunchKernelExC,
// graph kernel nodes). Not a dialect header.
//
// A kernel's address says nothing about its parameters, so the runtime keeps
// a registry from address to signature, filled wherever the backend sees the
// kernel typed: before main for every function named at an
// axlLaunchKernelGGL anywhere in the program (whether or not it runs), and
// at run time by launches through function pointers, the typed (template)
// forms of the launch API, axlFuncGetAttributes/axlFuncSetAttribute/the
// occupancy calls, and axlCpuRegisterKernel. A kernel met only as
// `(void *)k` before any of these cannot be launched: the runtime says so
// and returns axlErrorInvalidDeviceFunction.
#pragma once
#include <axl/cpu/detail/exec.h>

#include <functional>
#include <memory>
#include <tuple>
#include <type_traits>
#include <utility>

namespace axl::cpu::detail {

/// What the runtime needs to launch a kernel known by address: its
/// parameters' sizes and alignments (for the `extra` argument buffer) and how
/// to copy them from CUDA's `void **args`, one pointer per parameter.
struct KernelSignature {
  const void *Address = nullptr;
  const char *Name = nullptr; // for messages
  unsigned NumParams = 0;
  const size_t *Sizes = nullptr;
  const size_t *Aligns = nullptr;
  /// Copies the parameters that Args point at into a new closure, points
  /// Launch's closure fields at it and returns its owner.
  std::shared_ptr<void> (*Bind)(const void *Address, void *const *Args,
                                GridLaunch &Launch) = nullptr;
};

/// A launch of a kernel known by address, as the runtime enqueues it: while
/// the stream captures, the graph's kernel node keeps a copy of the
/// parameters that Args point at (axlGraphKernelNodeGetParams and the
/// updates then work on captured kernel nodes too).
struct KernelLaunchInfo {
  const void *Address;
  dim3 Grid, Block;
  size_t DynamicShared;
  void *const *Args;
};
/// Enqueues Run (the grid) on Stream; the error is recorded and returned.
axlError_t enqueueKernel(axlStream_t Stream, std::function<void()> Run,
                         const KernelLaunchInfo &Info);

/// Adds a signature (the first one seen for an address stays).
void registerKernel(const KernelSignature &Signature);
/// The signature of the kernel at Address, or null when it was never seen
/// typed. Entries live as long as the process.
const KernelSignature *findKernel(const void *Address);

/// The signature of a kernel with parameters P: its call goes through the
/// function pointer (the address is all a by-address launch has).
template <class... P> struct TypedKernel {
  using Fn = void (*)(P...);
  using Tuple = std::tuple<std::decay_t<P>...>;
  struct Call {
    Fn F;
    template <class... A> void operator()(A &...Args) const { F(Args...); }
  };
  using Closure = KernelClosure<Call, Tuple>;
  static constexpr size_t Sizes[sizeof...(P) + 1] = {sizeof(std::decay_t<P>)...,
                                                     0};
  static constexpr size_t Aligns[sizeof...(P) + 1] = {
      alignof(std::decay_t<P>)..., 0};

  template <size_t... I>
  static Tuple copyParams(void *const *Args, std::index_sequence<I...>) {
    return Tuple(*static_cast<const std::tuple_element_t<I, Tuple> *>(Args[I])...);
  }
  static std::shared_ptr<void> bind(const void *Address, void *const *Args,
                                    GridLaunch &Launch) {
    auto Owned = std::make_shared<Closure>(
        Closure{Call{reinterpret_cast<Fn>(const_cast<void *>(Address))},
                copyParams(Args, std::index_sequence_for<P...>{})});
    Launch.Closure = Owned.get();
    Launch.RunLoop = &runThreadsLoop<Closure>;
    Launch.RunOne = &runOneThread<Closure>;
    Launch.NeedsFibers = &LaunchSite<Closure>::NeedsFibers;
    return Owned;
  }
  static KernelSignature signature(const void *Address, const char *Name) {
    return {Address, Name, sizeof...(P), Sizes, Aligns, &bind};
  }
};

/// TypedKernel of a kernel's function (or function pointer) type.
template <class F> struct KernelOf;
template <class... P> struct KernelOf<void(P...)> {
  using Type = TypedKernel<P...>;
};
template <class... P>
struct KernelOf<void(P...) noexcept> : KernelOf<void(P...)> {};
template <class F> struct KernelOf<F *> : KernelOf<F> {};
template <class F> struct KernelOf<F *const> : KernelOf<F> {};
template <class F> struct KernelOf<F &> : KernelOf<F> {};

/// Registers the kernel of type F at Address the first time this type meets
/// this address (a launch site runs this on every launch: one load).
template <class F> void noteKernel(const void *Address, const char *Name) {
  static std::atomic<const void *> Last{nullptr};
  if (Last.load(std::memory_order_relaxed) == Address || !Address)
    return;
  registerKernel(KernelOf<F>::Type::signature(Address, Name));
  Last.store(Address, std::memory_order_relaxed);
}

/// The template argument that __PRETTY_FUNCTION__ of a member of
/// StaticKernel<K> names (`[with auto Kernel = k]` with GCC, `[Kernel = &k]`
/// with Clang); Fallback where it names none.
const char *templateArgumentName(const char *Pretty, const char *Fallback);

/// A kernel named at a launch site, registered before main (a static
/// member's initialisation), so that a launch by address finds it even when
/// the launch site has not run yet; named as the program spells it (for
/// messages, until a launch site names it).
template <auto Kernel> struct StaticKernel {
  static const char *name() {
    return templateArgumentName(__PRETTY_FUNCTION__, "kernel launched by address");
  }
  static inline const bool Registered = [] {
    registerKernel(KernelOf<decltype(Kernel)>::Type::signature(
        reinterpret_cast<const void *>(Kernel), name()));
    return true;
  }();
};
template <auto Kernel> auto staticKernel() {
  (void)StaticKernel<Kernel>::Registered;
  return Kernel;
}

// Resolving axlLaunchKernelGGL's kernel from the launch's arguments. The
// macro builds a Resolver of four generic lambdas; the first valid one for
// the arguments' types wins (Rank):
//  3: the kernel is one function, a constant: registered at startup too;
//  2: the kernel is one function or a function pointer: its own type;
//  1: an overload set (or a template) with an exact match for the arguments'
//     decayed types: that overload, as CUDA's resolution picks it;
//  0: otherwise the call itself resolves it (the parameters are stored as
//     the arguments' types and converted at the call), address unknown.
template <class... A> struct ArgTypes {
  using Exact = void (*)(std::decay_t<A>...);
  /// A constant expression only for a function (not for a variable).
  template <class F> static constexpr std::decay_t<F> constant(F &&Kernel) {
    return Kernel;
  }
};
template <unsigned N> struct Rank : Rank<N - 1> {};
template <> struct Rank<0> {};
struct UnresolvedKernel {};
template <class Probe, class F>
auto kernelPointer(Probe, F &&Kernel) -> std::decay_t<F> {
  return Kernel;
}
template <class Probe>
auto exactOverload(Probe, typename Probe::Exact Kernel) {
  return Kernel;
}
template <class... L> struct Resolver : L... {
  using L::operator()...;
};
template <class... L> Resolver(L...) -> Resolver<L...>;

template <class Tuple, size_t... I>
void paramAddresses(Tuple &Params, void **Out, std::index_sequence<I...>) {
  ((Out[I] = static_cast<void *>(&std::get<I>(Params))), ...);
}

/// axlLaunchKernelGGL: `Resolve` finds the kernel (above), `Body` calls it by
/// name (so that it is inlined into the thread loop and overloads resolve).
template <class Resolve, class Call, class... A>
void launchKernelGGL(const char *Name, Resolve Resolver, Call Body, dim3 Grid,
                     dim3 Block, size_t DynamicShared, axlStream_t Stream,
                     A &&...Args) {
  auto Kernel = Resolver(ArgTypes<A...>{}, Rank<3>{});
  using K = decltype(Kernel);
  if constexpr (std::is_same<K, UnresolvedKernel>::value) {
    using Tuple = std::tuple<std::decay_t<A>...>;
    axlError_t Error = checkLaunch(nullptr, Grid, Block, DynamicShared);
    if (Error != axlSuccess) {
      setLastError(Error);
      return;
    }
    launchClosure(Name, Grid, Block, DynamicShared, Stream,
                  KernelClosure<Call, Tuple>{
                      Body, Tuple(std::forward<A>(Args)...)});
  } else {
    using Tuple = typename KernelOf<K>::Type::Tuple;
    static_assert(std::tuple_size<Tuple>::value == sizeof...(A),
                  "axlLaunchKernelGGL: the number of arguments differs from "
                  "the kernel's number of parameters");
    const void *Address = reinterpret_cast<const void *>(Kernel);
    noteKernel<K>(Address, Name);
    axlError_t Error = checkLaunch(Address, Grid, Block, DynamicShared);
    if (Error != axlSuccess) {
      setLastError(Error);
      return;
    }
    using Closure = KernelClosure<Call, Tuple>;
    auto Owned = std::make_shared<Closure>(
        Closure{Body, convertArguments<Tuple>(std::index_sequence_for<A...>{},
                                              std::forward<A>(Args)...)});
    GridLaunch Launch = gridLaunchOf(Name, Grid, Block, DynamicShared, Owned.get());
    void *Params[sizeof...(A) + 1];
    paramAddresses(Owned->Params, Params, std::index_sequence_for<A...>{});
    Error = enqueueKernel(Stream, [Owned, Launch] { runGrid(Launch); },
                          {Address, Grid, Block, DynamicShared, Params});
    if (Error != axlSuccess)
      setLastError(Error);
  }
}

} // namespace axl::cpu::detail

/// Makes the kernel launchable by its address alone (axlLaunchKernel with
/// `(void *)k`, graph kernel nodes) where nothing else in the program shows
/// it to the backend typed. A CPU backend helper, not CUDA API.
template <class F> inline void axlCpuRegisterKernel(F *Kernel) {
  static_assert(std::is_function<F>::value,
                "axlCpuRegisterKernel takes a kernel (a function)");
  ::axl::cpu::detail::noteKernel<F>(reinterpret_cast<const void *>(Kernel),
                                    "kernel launched by address");
}
