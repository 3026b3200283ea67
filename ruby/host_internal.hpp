#pragma once
// What the host's own files share: Ruby's headers, the pins that keep Ruby objects alive while C++ holds
// them, protected calls and the conversions of values. Nothing outside ruby/ includes this.

#include "ruby/host.hpp"

// fmt before Ruby's headers: their macros break it when they come first
#include <fmt/format.h>

#include <ruby.h>

#include <cstddef>
#include <initializer_list>

namespace pp::ruby::detail {

/// Keeps `value` reachable from Ruby's GC for the life of the pin (pins nest; they are released in the
/// reverse order, as C++ scopes end). A VALUE held only by C++ may live in a frame ASan moved to the heap,
/// where Ruby's conservative scan of the machine stack does not look.
class Pin {
public:
    explicit Pin(VALUE value);
    ~Pin();
    Pin(const Pin&) = delete;
    Pin& operator=(const Pin&) = delete;

private:
    long m_depth;
};

/// `recv.method(*args)` under rb_protect: a Ruby exception becomes RubyError or StoppedError, a C++
/// exception a callback threw inside is thrown again.
VALUE call(VALUE recv, const char* method, std::initializer_list<VALUE> args);
/// The same with the arguments in a Ruby Array (pinned by the caller).
VALUE call_array(VALUE recv, const char* method, VALUE args);

/// Defines PP::Native.copy_state (state_copy.cpp).
void define_copy_state(VALUE native);

/// The classes pp's Ruby defines (looked up once the prelude ran).
struct Classes {
    VALUE pp = Qnil;            // PP
    VALUE native = Qnil;        // PP::Native
    VALUE types = Qnil;         // Puppet::Pops::Types
    VALUE any_type = Qnil;      // Puppet::Pops::Types::PAnyType
    VALUE sensitive = Qnil;     // Puppet::Pops::Types::PSensitiveType::Sensitive
    VALUE binary = Qnil;        // Puppet::Pops::Types::PBinaryType::Binary
    VALUE timespan = Qnil;      // Puppet::Pops::Time::Timespan
    VALUE timestamp = Qnil;     // Puppet::Pops::Time::Timestamp
    VALUE version = Qnil;       // SemanticPuppet::Version
    VALUE version_range = Qnil; // SemanticPuppet::VersionRange
    VALUE closure = Qnil;       // PP::Closure
    VALUE stop = Qnil;          // PP::Stop
    VALUE apply = Qnil;         // PP::Apply
    VALUE foreign = Qnil;       // PP::ForeignError
};
const Classes& classes();

/// How a value is passed: to a 4.x function (as is), or to a 3.x one (Runtime3FunctionArgumentConverter:
/// undef is '' at the top and nil inside, rich values are strings).
enum class Api : std::uint8_t { V4, V3 };

/// A Puppet value as the Ruby object Puppet passes. Throws runtime::Error for a value Puppet does not pass
/// to functions (an Iterator).
VALUE to_ruby(const Value& value, Api api, bool inner = false);
/// A Ruby object as a Puppet value. Throws runtime::Error for an object that is not a Puppet value.
Value from_ruby(VALUE object, int depth = 0);

/// A Ruby String as bytes.
inline std::string string_of(VALUE str) {
    return {RSTRING_PTR(str), static_cast<std::size_t>(RSTRING_LEN(str))};
}
/// A new UTF-8 Ruby String.
inline VALUE utf8(std::string_view text) {
    return rb_utf8_str_new(text.data(), static_cast<long>(text.size()));
}

} // namespace pp::ruby::detail
