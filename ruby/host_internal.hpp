#pragma once
// What the host's own files share: Ruby's headers, the pins that keep Ruby objects alive while C++ holds
// them, protected calls and the conversions of values. Nothing outside ruby/ includes this.

#include "ruby/host.hpp"

// fmt before Ruby's headers: their macros break it when they come first
#include <fmt/format.h>

#include <ruby.h>

// libruby is loaded when Ruby first starts (Host::start() below, dlopen), not with pp: a process that runs no
// Ruby plugin does not pay for loading and relocating it and its libraries (libgmp, libcrypt, libz), 0.44 ms
// of each run, 0.27 ms of it kernel time (perf, 2,000 runs of an empty program with and without it). So
// every libruby function pp calls is declared weak: the link (cli/CMakeLists.txt, --as-needed, -z lazy) then
// leaves libruby out of the libraries pp needs, and each call is bound when first made (lazily, through its
// PLT entry), by which time libruby is loaded (with LD_BIND_NOW set, pp starts again without it:
// Host::bind_on_demand()). A function missing here makes pp need libruby again, which
// tests/cli/ruby_plugins_cli_test.sh reports; pp reads none of libruby's variables (`rb_cArray`...: they
// would be bound when pp starts), but the core classes of `Classes` below, looked up once Ruby runs.
#pragma weak rb_ary_detransient
#pragma weak rb_ary_entry
#pragma weak rb_ary_new
#pragma weak rb_ary_new_capa
#pragma weak rb_ary_new_from_args
#pragma weak rb_ary_push
#pragma weak rb_ary_resize
#pragma weak rb_assoc_new
#pragma weak rb_attr_get
#pragma weak rb_big2str
#pragma weak rb_block_given_p
#pragma weak rb_block_proc
#pragma weak rb_const_get
#pragma weak rb_cstr2inum
#pragma weak rb_debug_rstring_null_ptr
#pragma weak rb_define_class_under
#pragma weak rb_define_module
#pragma weak rb_define_module_function
#pragma weak rb_define_module_under
#pragma weak rb_ensure
#pragma weak rb_errinfo
#pragma weak rb_error_arity
#pragma weak rb_exc_new
#pragma weak rb_exc_raise
#pragma weak rb_float_new
#pragma weak rb_float_value
#pragma weak rb_funcallv
#pragma weak rb_gc_register_address
#pragma weak rb_gc_register_mark_object
#pragma weak rb_gv_get
#pragma weak rb_hash_aset
#pragma weak rb_hash_foreach
#pragma weak rb_hash_lookup
#pragma weak rb_hash_lookup2
#pragma weak rb_hash_new
#pragma weak rb_hash_set_ifnone
#pragma weak rb_id2name
#pragma weak rb_id2sym
#pragma weak rb_integer_pack
#pragma weak rb_intern
#pragma weak rb_intern2
#pragma weak rb_ivar_foreach
#pragma weak rb_ivar_get
#pragma weak rb_ivar_set
#pragma weak rb_ll2inum
#pragma weak rb_obj_alloc
#pragma weak rb_obj_class
#pragma weak rb_obj_classname
#pragma weak rb_obj_freeze
#pragma weak rb_obj_is_kind_of
#pragma weak rb_path2class
#pragma weak rb_protect
#pragma weak rb_set_errinfo
#pragma weak rb_st_free_table
#pragma weak rb_st_init_numtable_with_size
#pragma weak rb_st_insert
#pragma weak rb_st_lookup
#pragma weak rb_str_dup
#pragma weak rb_str_new
#pragma weak rb_str_new_static
#pragma weak rb_sym2id
#pragma weak rb_utf8_str_new
#pragma weak rb_utf8_str_new_static
#pragma weak ruby_executable_node
#pragma weak ruby_options
#pragma weak ruby_script
#pragma weak ruby_setup

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

/// Ruby's core classes pp uses (looked up once Ruby started), and the classes pp's Ruby defines (once the
/// prelude ran).
struct Classes {
    VALUE array = Qnil;       // Array
    VALUE hash = Qnil;        // Hash
    VALUE string = Qnil;      // String
    VALUE regexp = Qnil;      // Regexp
    VALUE kernel = Qnil;      // Kernel
    VALUE system_exit = Qnil; // SystemExit

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
