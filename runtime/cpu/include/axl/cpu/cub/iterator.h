// CPU backend of CUB's iterators: CountingInputIterator,
// ConstantInputIterator, TransformInputIterator, ArgIndexInputIterator,
// CacheModifiedInputIterator (a plain pointer here: there are no cache
// levels to choose), DiscardOutputIterator. All are random-access iterators
// usable by the block and device primitives and by the standard library.
#pragma once
#include <axl/cpu/cub/util.h>

#include <cstddef>
#include <iterator>

namespace axlcub {

enum CacheLoadModifier {
  LOAD_DEFAULT, LOAD_CA, LOAD_CG, LOAD_CS, LOAD_CV, LOAD_LDG, LOAD_VOLATILE
};
enum CacheStoreModifier {
  STORE_DEFAULT, STORE_WB, STORE_CG, STORE_CS, STORE_WT, STORE_VOLATILE
};

namespace detail {
/// The arithmetic and comparisons of a random-access iterator whose state is
/// one member `Pos` (an offset or an underlying iterator); Derived supplies
/// operator* and operator[].
template <class Derived, class Offset> struct RandomAccess {
  using difference_type = Offset;
  using iterator_category = std::random_access_iterator_tag;
  Derived &self() { return static_cast<Derived &>(*this); }
  const Derived &self() const { return static_cast<const Derived &>(*this); }
  Derived &operator++() { ++self().Pos; return self(); }
  Derived operator++(int) { Derived R = self(); ++self().Pos; return R; }
  Derived &operator--() { --self().Pos; return self(); }
  Derived operator--(int) { Derived R = self(); --self().Pos; return R; }
  Derived &operator+=(Offset N) { self().Pos += N; return self(); }
  Derived &operator-=(Offset N) { self().Pos -= N; return self(); }
  Derived operator+(Offset N) const { Derived R = self(); R.Pos += N; return R; }
  friend Derived operator+(Offset N, const Derived &I) { return I + N; }
  Derived operator-(Offset N) const { Derived R = self(); R.Pos -= N; return R; }
  Offset operator-(const Derived &B) const { return Offset(self().Pos - B.Pos); }
  bool operator==(const Derived &B) const { return self().Pos == B.Pos; }
  bool operator!=(const Derived &B) const { return self().Pos != B.Pos; }
  bool operator<(const Derived &B) const { return self().Pos < B.Pos; }
  bool operator>(const Derived &B) const { return self().Pos > B.Pos; }
  bool operator<=(const Derived &B) const { return self().Pos <= B.Pos; }
  bool operator>=(const Derived &B) const { return self().Pos >= B.Pos; }
};
} // namespace detail

template <class ValueType, class OffsetT = std::ptrdiff_t>
struct CountingInputIterator
    : detail::RandomAccess<CountingInputIterator<ValueType, OffsetT>, OffsetT> {
  using self_type = CountingInputIterator;
  using value_type = ValueType;
  using reference = ValueType;
  using pointer = void;
  ValueType Pos;
  CountingInputIterator(const ValueType &Val = ValueType()) : Pos(Val) {}
  ValueType operator*() const { return Pos; }
  template <class D> ValueType operator[](D N) const { return ValueType(Pos + N); }
  template <class D> self_type operator+(D N) const { return self_type(ValueType(Pos + N)); }
  template <class D> self_type operator-(D N) const { return self_type(ValueType(Pos - N)); }
  OffsetT operator-(const self_type &B) const { return OffsetT(Pos - B.Pos); }
};

template <class ValueType, class OffsetT = std::ptrdiff_t>
struct ConstantInputIterator
    : detail::RandomAccess<ConstantInputIterator<ValueType, OffsetT>, OffsetT> {
  using self_type = ConstantInputIterator;
  using value_type = ValueType;
  using reference = ValueType;
  using pointer = void;
  ValueType Val;
  OffsetT Pos;
  ConstantInputIterator(const ValueType &V = ValueType(), OffsetT Offset = 0)
      : Val(V), Pos(Offset) {}
  ValueType operator*() const { return Val; }
  template <class D> ValueType operator[](D) const { return Val; }
};

template <class ValueType, class ConversionOp, class InputIteratorT,
          class OffsetT = std::ptrdiff_t>
struct TransformInputIterator
    : detail::RandomAccess<
          TransformInputIterator<ValueType, ConversionOp, InputIteratorT, OffsetT>,
          OffsetT> {
  using self_type = TransformInputIterator;
  using value_type = ValueType;
  using reference = ValueType;
  using pointer = void;
  ConversionOp Op;
  InputIteratorT Pos;
  TransformInputIterator(InputIteratorT Input, ConversionOp Conversion)
      : Op(Conversion), Pos(Input) {}
  ValueType operator*() const { return Op(*Pos); }
  template <class D> ValueType operator[](D N) const { return Op(Pos[N]); }
};

/// Pairs each value with its offset from the start (ArgMin/ArgMax inputs).
template <class InputIteratorT, class OffsetT = std::ptrdiff_t,
          class OutputValueT =
              typename std::iterator_traits<InputIteratorT>::value_type>
struct ArgIndexInputIterator
    : detail::RandomAccess<ArgIndexInputIterator<InputIteratorT, OffsetT, OutputValueT>,
                           OffsetT> {
  using self_type = ArgIndexInputIterator;
  using value_type = KeyValuePair<OffsetT, OutputValueT>;
  using reference = value_type;
  using pointer = void;
  InputIteratorT Base;
  OffsetT Pos;
  ArgIndexInputIterator(InputIteratorT Input, OffsetT Offset = 0)
      : Base(Input), Pos(Offset) {}
  value_type operator*() const { return value_type(Pos, OutputValueT(Base[Pos])); }
  template <class D> value_type operator[](D N) const {
    return value_type(OffsetT(Pos + N), OutputValueT(Base[Pos + N]));
  }
  void normalize() { Base += Pos; Pos = 0; }
};

template <CacheLoadModifier MODIFIER, class ValueType, class OffsetT = std::ptrdiff_t>
struct CacheModifiedInputIterator
    : detail::RandomAccess<CacheModifiedInputIterator<MODIFIER, ValueType, OffsetT>,
                           OffsetT> {
  using self_type = CacheModifiedInputIterator;
  using value_type = ValueType;
  using reference = const ValueType &;
  using pointer = const ValueType *;
  const ValueType *Pos;
  template <class Q> CacheModifiedInputIterator(Q *Ptr) : Pos(Ptr) {}
  const ValueType &operator*() const { return *Pos; }
  template <class D> const ValueType &operator[](D N) const { return Pos[N]; }
};

/// Swallows what is written through it.
template <class OffsetT = std::ptrdiff_t>
struct DiscardOutputIterator
    : detail::RandomAccess<DiscardOutputIterator<OffsetT>, OffsetT> {
  struct Sink {
    template <class T> Sink &operator=(const T &) { return *this; }
  };
  using self_type = DiscardOutputIterator;
  using value_type = void;
  using reference = Sink;
  using pointer = void;
  OffsetT Pos;
  DiscardOutputIterator(OffsetT Offset = 0) : Pos(Offset) {}
  Sink operator*() const { return Sink(); }
  template <class D> Sink operator[](D) const { return Sink(); }
};

} // namespace axlcub
