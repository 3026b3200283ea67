// Values across the boundary, as Puppet passes them to Ruby functions and takes their results back
// (Puppet::Pops::Evaluator::Runtime3Converter and Runtime3FunctionArgumentConverter for the 3.x API).

#include "ruby/host_internal.hpp"
#include "runtime/binary.hpp"
#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/semver.hpp"
#include "runtime/time.hpp"
#include "runtime/type_parser.hpp"
#include "runtime/types.hpp"
#include "runtime/uri.hpp"

#include <fmt/format.h>

#include <cstdint>

namespace pp::ruby::detail {

namespace {

constexpr int kMaxDepth = 1000; // a structure nested deeper (or a cyclic one) is not a Puppet value

VALUE sym(const char* name) {
    return ID2SYM(rb_intern(name));
}

// Nanoseconds as a Ruby Integer (they may need more than 64 bits).
VALUE nanos_to_ruby(runtime::Nanos n) {
    if (n >= INT64_MIN && n <= INT64_MAX) return LL2NUM(static_cast<long long>(n));
    std::string text = runtime::nanos_to_string(n);
    return rb_cstr2inum(text.c_str(), 10);
}

std::string class_name(VALUE object) {
    return rb_obj_classname(object);
}

std::int64_t integer_of(VALUE object) {
    if (FIXNUM_P(object)) return FIX2LONG(object);
    std::int64_t out = 0;
    int sign =
        rb_integer_pack(object, &out, 1, sizeof out, 0,
                        INTEGER_PACK_LSWORD_FIRST | INTEGER_PACK_NATIVE_BYTE_ORDER | INTEGER_PACK_2COMP);
    if (sign == 2 || sign == -2) {
        VALUE hex = rb_big2str(object, 16);
        std::string digits = string_of(hex);
        bool negative = !digits.empty() && digits[0] == '-';
        if (negative) digits.erase(0, 1);
        throw runtime::Error(
            fmt::format("Use of a Ruby Integer outside of Puppet Integer {} range, got '{}0x{}'",
                        negative ? "min" : "max", negative ? "-" : "", digits));
    }
    return out;
}

VALUE ivar(VALUE object, const char* name) {
    return rb_ivar_get(object, rb_intern(name));
}

} // namespace

VALUE to_ruby(const Value& value, Api api, bool inner) {
    using runtime::ValueKind;
    const Classes& c = classes();
    bool v3 = api == Api::V3;
    switch (value.kind()) {
    case ValueKind::Undef:
        return v3 && !inner ? rb_utf8_str_new("", 0) : Qnil;
    case ValueKind::Default:
        return sym("default");
    case ValueKind::Boolean:
        return value.as_boolean() ? Qtrue : Qfalse;
    case ValueKind::Integer:
        return LL2NUM(static_cast<long long>(value.as_integer()));
    case ValueKind::Float:
        return DBL2NUM(value.as_float());
    case ValueKind::String:
        return utf8(value.as_string());
    case ValueKind::Regexp:
        if (v3) return utf8(value.as_regexp().inspect());
        return call(classes().regexp, "new", {utf8(value.as_regexp().source())});
    case ValueKind::Array: {
        const auto& items = value.as_array();
        VALUE array = rb_ary_new_capa(static_cast<long>(items.size()));
        Pin pin(array);
        for (const Value& item : items)
            rb_ary_push(array, to_ruby(item, api, true));
        return array;
    }
    case ValueKind::Hash: {
        VALUE hash = rb_hash_new();
        Pin pin(hash);
        for (const auto& [k, v] : value.as_hash()) {
            VALUE key = to_ruby(k, api, true);
            Pin key_pin(key);
            rb_hash_aset(hash, key, to_ruby(v, api, true));
        }
        return hash;
    }
    case ValueKind::Type:
        return call(c.types, "pp_type", {utf8(runtime::to_string(value.as_type()))});
    case ValueKind::Sensitive: {
        VALUE inner_value = to_ruby(value.sensitive_inner(), api, true);
        Pin pin(inner_value);
        return call(c.sensitive, "new", {inner_value});
    }
    case ValueKind::Timespan:
    case ValueKind::Timestamp:
        if (v3) return utf8(runtime::time_to_s(value));
        return call(value.kind() == ValueKind::Timespan ? c.timespan : c.timestamp, "new",
                    {nanos_to_ruby(runtime::time_data(value).nsecs())});
    case ValueKind::SemVer:
        if (v3) return utf8(runtime::as_semver(value).to_string());
        return call(c.version, "new", {utf8(runtime::as_semver(value).to_string())});
    case ValueKind::SemVerRange:
        if (v3) return utf8(runtime::as_version_range(value).to_string());
        return call(c.version_range, "new", {utf8(runtime::as_version_range(value).to_string())});
    case ValueKind::Binary: {
        const runtime::Binary& b = runtime::as_binary(value);
        if (v3) return utf8(b.to_string());
        VALUE bytes = rb_str_new(b.bytes().data(), static_cast<long>(b.bytes().size()));
        Pin pin(bytes);
        return call(c.binary, "new", {bytes});
    }
    case ValueKind::URI:
        return utf8(runtime::to_s(value));
    case ValueKind::Iterator:
        throw runtime::Error("Use of an Iterator is not supported here");
    case ValueKind::Deferred:
    case ValueKind::Object:
        throw runtime::Error(
            fmt::format("pp cannot pass the value '{}' to Ruby code: its Object type has no Ruby "
                        "class in pp",
                        runtime::to_s(value)));
    }
    return Qnil;
}

Value from_ruby(VALUE object, int depth) {
    if (depth > kMaxDepth)
        throw runtime::Error("The value a Ruby plugin returned is nested too deeply (or contains itself)");
    const Classes& c = classes();
    switch (rb_type(object)) {
    case T_NIL:
        return {};
    case T_TRUE:
        return true;
    case T_FALSE:
        return false;
    case T_FIXNUM:
    case T_BIGNUM:
        return integer_of(object);
    case T_FLOAT:
        return rb_float_value(object);
    case T_STRING:
        return string_of(object);
    case T_SYMBOL: {
        std::string name = rb_id2name(SYM2ID(object));
        if (name == "undef") return {};
        if (name == "default") return Value::default_value();
        return name;
    }
    case T_ARRAY: {
        Pin pin(object);
        long n = RARRAY_LEN(object);
        std::vector<Value> items;
        items.reserve(static_cast<std::size_t>(n));
        for (long i = 0; i < n && i < RARRAY_LEN(object); ++i)
            items.push_back(from_ruby(RARRAY_AREF(object, i), depth + 1));
        return items;
    }
    case T_HASH: {
        VALUE pairs = call(object, "to_a", {});
        Pin pin(pairs);
        runtime::Hash hash;
        hash.reserve(static_cast<std::size_t>(RARRAY_LEN(pairs)));
        for (long i = 0; i < RARRAY_LEN(pairs); ++i) {
            VALUE pair = RARRAY_AREF(pairs, i);
            hash.set(from_ruby(RARRAY_AREF(pair, 0), depth + 1), from_ruby(RARRAY_AREF(pair, 1), depth + 1));
        }
        return hash;
    }
    case T_REGEXP: {
        std::string source = string_of(call(object, "source", {}));
        std::string error;
        auto re = runtime::Regexp::compile(source, &error);
        if (!re) throw runtime::Error(error);
        return Value(re);
    }
    default:
        break;
    }
    if (RTEST(rb_obj_is_kind_of(object, c.any_type))) {
        std::string text = string_of(ivar(object, "@pp_text"));
        std::string error;
        runtime::TypePtr t = runtime::parse_type(text, &error);
        if (!t)
            throw runtime::Error(
                fmt::format("The type '{}' a Ruby plugin returned is not valid: {}", text, error));
        return Value(t);
    }
    if (RTEST(rb_obj_is_kind_of(object, c.sensitive)))
        return Value::sensitive(from_ruby(ivar(object, "@value"), depth + 1));
    if (RTEST(rb_obj_is_kind_of(object, c.binary)))
        return runtime::binary_value(string_of(ivar(object, "@binary_buffer")));
    if (RTEST(rb_obj_is_kind_of(object, c.timespan)) || RTEST(rb_obj_is_kind_of(object, c.timestamp))) {
        VALUE nsecs = ivar(object, "@nsecs");
        runtime::Nanos n = integer_of(nsecs);
        if (RTEST(rb_obj_is_kind_of(object, c.timespan)))
            return runtime::timespan_value(runtime::Timespan(n));
        return runtime::timestamp_value(runtime::Timestamp(n));
    }
    if (RTEST(rb_obj_is_kind_of(object, c.version)))
        return runtime::semver_value(runtime::SemVer::parse(string_of(call(object, "to_s", {}))));
    if (RTEST(rb_obj_is_kind_of(object, c.version_range)))
        return runtime::version_range_value(
            runtime::VersionRange::parse(string_of(call(object, "to_s", {}))));
    throw runtime::Error(fmt::format("A Ruby plugin returned an instance of {}, which is not a Puppet value",
                                     class_name(object)));
}

} // namespace pp::ruby::detail
