// CPU backend of <axl/tx.hpp>: NVTX3's C++ wrappers (namespace nvtx3, here
// axltx3, version 1 inlined) over the CPU backend's NVTX C API, which
// behaves as NVTX does with no tool attached. The objects hold what they are
// given (colours, categories, payloads, messages, the event attributes they
// build), so code that reads them back sees its values; domains and
// registered strings have null handles and ranges the id 0, as the C API
// returns without a tool.
#pragma once
#include <axl/cpu/tx.h>

#include <cstdint>
#include <string>
#include <type_traits>

#define AXLTX3_CPP_DEFINITIONS_V1_0
#define AXLTX3_CPP_INLINED_VERSION_MAJOR 1
#define AXLTX3_CPP_INLINED_VERSION_MINOR 0

namespace axltx3 {
inline namespace v1 {

class domain {
public:
  struct global {};
  /// The domain named by D::name; the global domain for domain::global.
  template <typename D = global> static domain const &get() noexcept {
    static domain const D_{domainName<D>(0)};
    return D_;
  }
  operator axltxDomainHandle_t() const noexcept { return Handle; }

private:
  template <typename D> static axltxDomainHandle_t domainName(...) { return nullptr; }
  template <typename D, typename = decltype(D::name)>
  static axltxDomainHandle_t domainName(int) {
    return axltxDomainCreateA(D::name);
  }
  explicit domain(axltxDomainHandle_t H) noexcept : Handle(H) {}
  axltxDomainHandle_t Handle;
};

struct rgb {
  using component_type = uint8_t;
  constexpr rgb(component_type red_, component_type green_, component_type blue_) noexcept
      : red{red_}, green{green_}, blue{blue_} {}
  component_type red{}, green{}, blue{};
};

struct argb final : rgb {
  constexpr argb(component_type alpha_, component_type red_, component_type green_,
                 component_type blue_) noexcept
      : rgb{red_, green_, blue_}, alpha{alpha_} {}
  component_type alpha{};
};

class color {
public:
  using value_type = uint32_t;
  constexpr explicit color(value_type hex_code) noexcept : Value{hex_code} {}
  constexpr color(argb C) noexcept
      : Value{uint32_t(C.alpha) << 24 | uint32_t(C.red) << 16 | uint32_t(C.green) << 8 |
              C.blue} {}
  constexpr color(rgb C) noexcept : color{argb{0xFF, C.red, C.green, C.blue}} {}
  constexpr value_type get_value() const noexcept { return Value; }
  constexpr axltxColorType_t get_type() const noexcept { return AXLTX_COLOR_ARGB; }

private:
  value_type Value;
};

class category {
public:
  using id_type = uint32_t;
  constexpr explicit category(id_type id) noexcept : Id{id} {}
  constexpr id_type get_id() const noexcept { return Id; }

private:
  id_type Id;
};

template <typename D = domain::global> class named_category_in final : public category {
public:
  /// The category C::id named C::name, registered once.
  template <typename C> static named_category_in const &get() noexcept {
    static named_category_in const Cat{C::id, C::name};
    return Cat;
  }
  named_category_in(id_type id, char const *name) noexcept : category{id} {
    axltxDomainNameCategoryA(domain::get<D>(), id, name);
  }
  named_category_in(id_type id, wchar_t const *name) noexcept : category{id} {
    axltxDomainNameCategoryW(domain::get<D>(), id, name);
  }
};
using named_category = named_category_in<domain::global>;

template <typename D = domain::global> class registered_string_in {
public:
  template <typename M> static registered_string_in const &get() noexcept {
    static registered_string_in const S{M::message};
    return S;
  }
  explicit registered_string_in(char const *msg) noexcept
      : Handle{axltxDomainRegisterStringA(domain::get<D>(), msg)} {}
  explicit registered_string_in(std::string const &msg) noexcept
      : registered_string_in{msg.c_str()} {}
  explicit registered_string_in(wchar_t const *msg) noexcept
      : Handle{axltxDomainRegisterStringW(domain::get<D>(), msg)} {}
  explicit registered_string_in(std::wstring const &msg) noexcept
      : registered_string_in{msg.c_str()} {}
  axltxStringHandle_t get_handle() const noexcept { return Handle; }

private:
  axltxStringHandle_t Handle{};
};
using registered_string = registered_string_in<domain::global>;

class message {
public:
  using value_type = axltxMessageValue_t;
  message(char const *msg) noexcept : Type{AXLTX_MESSAGE_TYPE_ASCII} { Value.ascii = msg; }
  message(std::string const &msg) noexcept : message{msg.c_str()} {}
  message(std::string &&) = delete; // the message would outlive the string
  message(wchar_t const *msg) noexcept : Type{AXLTX_MESSAGE_TYPE_UNICODE} {
    Value.unicode = msg;
  }
  message(std::wstring const &msg) noexcept : message{msg.c_str()} {}
  message(std::wstring &&) = delete;
  template <typename D>
  message(registered_string_in<D> const &msg) noexcept : message{msg.get_handle()} {}
  message(axltxMessageType_t const &type, value_type const &value) noexcept
      : Type{type}, Value(value) {}
  message(axltxStringHandle_t handle) noexcept : Type{AXLTX_MESSAGE_TYPE_REGISTERED} {
    Value.registered = handle;
  }
  value_type get_value() const noexcept { return Value; }
  axltxMessageType_t get_type() const noexcept { return Type; }

private:
  axltxMessageType_t Type{};
  value_type Value{};
};

class payload {
public:
  using value_type = axltxEventAttributes_v2::payload_t;
  explicit payload(int64_t value) noexcept : Type{AXLTX_PAYLOAD_TYPE_INT64} {
    Value.llValue = value;
  }
  explicit payload(int32_t value) noexcept : Type{AXLTX_PAYLOAD_TYPE_INT32} {
    Value.iValue = value;
  }
  explicit payload(uint64_t value) noexcept : Type{AXLTX_PAYLOAD_TYPE_UNSIGNED_INT64} {
    Value.ullValue = value;
  }
  explicit payload(uint32_t value) noexcept : Type{AXLTX_PAYLOAD_TYPE_UNSIGNED_INT32} {
    Value.uiValue = value;
  }
  explicit payload(float value) noexcept : Type{AXLTX_PAYLOAD_TYPE_FLOAT} {
    Value.fValue = value;
  }
  explicit payload(double value) noexcept : Type{AXLTX_PAYLOAD_TYPE_DOUBLE} {
    Value.dValue = value;
  }
  payload(axltxPayloadType_t const &type, value_type const &value) noexcept
      : Type{type}, Value(value) {}
  value_type get_value() const noexcept { return Value; }
  axltxPayloadType_t get_type() const noexcept { return Type; }

private:
  axltxPayloadType_t Type{AXLTX_PAYLOAD_UNKNOWN};
  value_type Value{};
};

/// The attributes of an event, from any of a category, color, payload and
/// message in any order (the first of each kind wins, as in NVTX3).
class event_attributes {
public:
  using value_type = axltxEventAttributes_t;
  event_attributes() noexcept {
    Attributes.version = 2;
    Attributes.size = AXLTX_EVENT_ATTRIB_STRUCT_SIZE;
  }
  template <typename... Args>
  explicit event_attributes(Args const &...args) noexcept : event_attributes{} {
    (set(args), ...);
  }
  value_type const *get() const noexcept { return &Attributes; }

private:
  void set(category const &C) noexcept {
    if (!Category)
      Attributes.category = C.get_id(), Category = true;
  }
  void set(color const &C) noexcept {
    if (!Attributes.colorType)
      Attributes.colorType = C.get_type(), Attributes.color = C.get_value();
  }
  void set(payload const &P) noexcept {
    if (!Attributes.payloadType)
      Attributes.payloadType = P.get_type(), Attributes.payload = P.get_value();
  }
  void set(message const &M) noexcept {
    if (!Attributes.messageType)
      Attributes.messageType = M.get_type(), Attributes.message = M.get_value();
  }
  value_type Attributes{};
  bool Category = false;
};

template <typename D = domain::global> class scoped_range_in {
public:
  explicit scoped_range_in(event_attributes const &attr) noexcept {
    axltxDomainRangePushEx(domain::get<D>(), attr.get());
  }
  template <typename... Args>
  explicit scoped_range_in(Args const &...args) noexcept
      : scoped_range_in{event_attributes{args...}} {}
  scoped_range_in() noexcept : scoped_range_in{event_attributes{}} {}
  scoped_range_in(scoped_range_in const &) = delete;
  scoped_range_in &operator=(scoped_range_in const &) = delete;
  ~scoped_range_in() noexcept { axltxDomainRangePop(domain::get<D>()); }
};
using scoped_range = scoped_range_in<domain::global>;

template <typename D = domain::global> class optional_scoped_range_in {
public:
  optional_scoped_range_in() = default;
  optional_scoped_range_in(optional_scoped_range_in const &) = delete;
  optional_scoped_range_in &operator=(optional_scoped_range_in const &) = delete;
  void begin(event_attributes const &attr) noexcept {
    if (!Active)
      axltxDomainRangePushEx(domain::get<D>(), attr.get()), Active = true;
  }
  void end() noexcept {
    if (Active)
      axltxDomainRangePop(domain::get<D>()), Active = false;
  }
  ~optional_scoped_range_in() noexcept { end(); }

private:
  bool Active = false;
};
using optional_scoped_range = optional_scoped_range_in<domain::global>;

struct range_handle {
  using value_type = axltxRangeId_t;
  constexpr explicit range_handle(value_type id) noexcept : Id{id} {}
  constexpr range_handle() noexcept = default;
  constexpr range_handle(std::nullptr_t) noexcept {}
  constexpr explicit operator bool() const noexcept { return Id != 0; }
  constexpr value_type get_value() const noexcept { return Id; }

private:
  value_type Id{};
};
inline constexpr bool operator==(range_handle A, range_handle B) noexcept {
  return A.get_value() == B.get_value();
}
inline constexpr bool operator!=(range_handle A, range_handle B) noexcept { return !(A == B); }

template <typename D = domain::global>
inline range_handle start_range_in(event_attributes const &attr) noexcept {
  return range_handle{axltxDomainRangeStartEx(domain::get<D>(), attr.get())};
}
template <typename D = domain::global, typename... Args>
inline range_handle start_range_in(Args const &...args) noexcept {
  return start_range_in<D>(event_attributes{args...});
}
inline range_handle start_range(event_attributes const &attr) noexcept {
  return start_range_in<domain::global>(attr);
}
template <typename... Args> inline range_handle start_range(Args const &...args) noexcept {
  return start_range_in<domain::global>(args...);
}
template <typename D = domain::global> inline void end_range_in(range_handle r) noexcept {
  axltxDomainRangeEnd(domain::get<D>(), r.get_value());
}
inline void end_range(range_handle r) noexcept { end_range_in<domain::global>(r); }

template <typename D = domain::global> class unique_range_in {
public:
  explicit unique_range_in(event_attributes const &attr) noexcept
      : Handle{start_range_in<D>(attr)} {}
  template <typename... Args>
  explicit unique_range_in(Args const &...args) noexcept
      : unique_range_in{event_attributes{args...}} {}
  unique_range_in() noexcept : unique_range_in{event_attributes{}} {}
  unique_range_in(unique_range_in &&Other) noexcept : Handle{Other.Handle}, Owns{Other.Owns} {
    Other.Owns = false;
  }
  unique_range_in &operator=(unique_range_in &&Other) noexcept {
    if (this != &Other) {
      release();
      Handle = Other.Handle, Owns = Other.Owns, Other.Owns = false;
    }
    return *this;
  }
  unique_range_in(unique_range_in const &) = delete;
  unique_range_in &operator=(unique_range_in const &) = delete;
  ~unique_range_in() noexcept { release(); }

private:
  void release() noexcept {
    if (Owns)
      end_range_in<D>(Handle), Owns = false;
  }
  range_handle Handle;
  bool Owns = true;
};
using unique_range = unique_range_in<domain::global>;

template <typename D = domain::global> inline void mark_in(event_attributes const &attr) noexcept {
  axltxDomainMarkEx(domain::get<D>(), attr.get());
}
template <typename D = domain::global, typename... Args>
inline void mark_in(Args const &...args) noexcept {
  mark_in<D>(event_attributes{args...});
}
inline void mark(event_attributes const &attr) noexcept { mark_in<domain::global>(attr); }
template <typename... Args> inline void mark(Args const &...args) noexcept {
  mark_in<domain::global>(args...);
}

} // namespace v1
} // namespace axltx3

/// A range over the enclosing function, named after it, in domain D.
#define AXLTX3_V1_FUNC_RANGE_IN(D)                                                \
  ::axltx3::v1::scoped_range_in<D> const axltx3_range__ { __func__ }
#define AXLTX3_V1_FUNC_RANGE_IF_IN(D, C)                                          \
  ::axltx3::v1::optional_scoped_range_in<D> optional_axltx3_range__;             \
  if (C)                                                                         \
  optional_axltx3_range__.begin(::axltx3::v1::event_attributes{__func__})
#define AXLTX3_V1_FUNC_RANGE() AXLTX3_V1_FUNC_RANGE_IN(::axltx3::v1::domain::global)
#define AXLTX3_V1_FUNC_RANGE_IF(C) AXLTX3_V1_FUNC_RANGE_IF_IN(::axltx3::v1::domain::global, C)
#define AXLTX3_FUNC_RANGE AXLTX3_V1_FUNC_RANGE
#define AXLTX3_FUNC_RANGE_IF AXLTX3_V1_FUNC_RANGE_IF
#define AXLTX3_FUNC_RANGE_IN AXLTX3_V1_FUNC_RANGE_IN
#define AXLTX3_FUNC_RANGE_IF_IN AXLTX3_V1_FUNC_RANGE_IF_IN
