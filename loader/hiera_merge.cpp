// Hiera's merge strategies (PUP:lib/puppet/pops/merge_strategy.rb) and the deep_merge gem's
// DeepMerge.deep_merge! that the deep strategy calls, with its options knockout_prefix,
// sort_merged_arrays and merge_hash_arrays.
#include "loader/hiera.hpp"

#include "runtime/ruby_text.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace pp::loader::hiera {

using runtime::Hash;

namespace {

// Ruby's `a | b` on arrays: elements of both, first occurrence kept, compared with eql?.
std::vector<Value> array_union(const std::vector<Value>& a, const std::vector<Value>& b) {
    std::vector<Value> out;
    out.reserve(a.size() + b.size());
    auto add = [&](const Value& v) {
        if (std::none_of(out.begin(), out.end(), [&](const Value& o) { return o.eql(v); })) out.push_back(v);
    };
    for (const Value& v : a)
        add(v);
    for (const Value& v : b)
        add(v);
    return out;
}

void flatten_into(const Value& v, std::vector<Value>& out) {
    if (!v.is_array()) {
        out.push_back(v);
        return;
    }
    for (const Value& e : v.as_array())
        flatten_into(e, out);
}

std::string ruby_class(const Value& v) {
    return runtime::ruby_class_name(v);
}

// Ruby's `<=>` for sort!: numbers with numbers, strings with strings; anything else fails as Ruby does.
bool ruby_less(const Value& a, const Value& b) {
    if (a.is_number() && b.is_number()) return a.as_number() < b.as_number();
    if (a.is_string() && b.is_string()) return a.as_string() < b.as_string();
    throw LookupError(fmt::format("comparison of {} with {} failed", ruby_class(a), ruby_class(b)));
}

struct DeepOptions {
    std::optional<std::string> knockout_prefix;
    bool sort_merged_arrays = false;
    bool merge_hash_arrays = false;
};

bool starts_with(const Value& v, const std::string& prefix) {
    return v.is_string() && v.as_string().starts_with(prefix);
}

// DeepMerge.overwrite_unmergeables: the source replaces the destination; with a knockout prefix, a knocked
// out string empties it and knocked out array elements are dropped.
Value overwrite(const Value& source, const DeepOptions& o) {
    if (!o.knockout_prefix) return source;
    const std::string& ko = *o.knockout_prefix;
    if (source.is_string()) return starts_with(source, ko) ? Value("") : source;
    if (source.is_array()) {
        std::vector<Value> kept;
        for (const Value& e : source.as_array())
            if (!starts_with(e, ko)) kept.push_back(e);
        return Value(std::move(kept));
    }
    return source;
}

Value deep_merge(const Value& source, const Value& dest, const DeepOptions& o);

// DeepMerge on two hashes (the destination is a hash): each source entry merges into the destination's
// entry of that key, or into a copy of itself when the destination has none (or a false/undef one).
Value deep_merge_hashes(const Hash& source, Hash dest, const DeepOptions& o) {
    for (const auto& [k, sv] : source) {
        const Value* dv = dest.find(k);
        if (dv != nullptr && dv->truthy())
            dest.set(k, deep_merge(sv, *dv, o));
        else
            dest.set(k, deep_merge(sv, sv, o));
    }
    return Value(std::move(dest));
}

Value deep_merge(const Value& source, const Value& dest_in, const DeepOptions& o) {
    if (source.is_undef()) return dest_in;
    if (!dest_in.truthy()) return source;
    if (source.is_hash()) {
        if (dest_in.is_hash()) return deep_merge_hashes(source.as_hash(), dest_in.as_hash(), o);
        // the destination is replaced by the source, which the remaining entries then merge into: the
        // gem's loop goes on with the source as its destination
        return deep_merge_hashes(source.as_hash(), source.as_hash(), o);
    }
    if (source.is_array()) {
        std::vector<Value> src = source.as_array();
        Value dest = dest_in;
        if (o.knockout_prefix) {
            auto it = std::find_if(src.begin(), src.end(), [&](const Value& v) {
                return v.is_string() && v.as_string() == *o.knockout_prefix;
            });
            if (it != src.end()) {
                // clear_or_nil: what can be cleared is emptied, the rest becomes nil
                if (dest.is_array())
                    dest = Value(std::vector<Value>{});
                else if (dest.is_hash())
                    dest = Value(Hash{});
                else if (dest.is_string())
                    dest = Value("");
                else
                    dest = Value();
                std::erase_if(src, [&](const Value& v) {
                    return v.is_string() && v.as_string() == *o.knockout_prefix;
                });
            }
        }
        if (!dest.is_array()) return overwrite(Value(src), o);
        std::vector<Value> d = dest.as_array();
        if (o.knockout_prefix) {
            const std::string& ko = *o.knockout_prefix;
            std::vector<Value> kept;
            for (const Value& item : src) {
                if (starts_with(item, ko)) {
                    Value stripped(item.as_string().substr(ko.size()));
                    std::erase_if(d, [&](const Value& v) { return v.eql(stripped) || v.eql(item); });
                } else {
                    kept.push_back(item);
                }
            }
            src = std::move(kept);
        }
        auto all_hashes = [](const std::vector<Value>& v) {
            return std::all_of(v.begin(), v.end(), [](const Value& e) { return e.is_hash(); });
        };
        std::vector<Value> out;
        if (o.merge_hash_arrays && all_hashes(src) && all_hashes(d)) {
            for (std::size_t i = 0; i < d.size(); ++i)
                out.push_back(deep_merge(i < src.size() ? src[i] : Value(Hash{}), d[i], o));
            for (std::size_t i = d.size(); i < src.size(); ++i)
                out.push_back(src[i]);
        } else {
            out = array_union(d, src);
        }
        if (o.sort_merged_arrays) std::stable_sort(out.begin(), out.end(), ruby_less);
        return Value(std::move(out));
    }
    return overwrite(source, o);
}

const runtime::TypePtr& hash_value_type() {
    static const runtime::TypePtr t = runtime::parse_type("Hash[String,Data]");
    return t;
}
const runtime::TypePtr& unique_value_type() {
    static const runtime::TypePtr t = runtime::parse_type("Variant[Scalar,Array[Data]]");
    return t;
}

void assert_merge_type(const char* which, const runtime::TypePtr& t, const Value& v) {
    assert_type(*t, v, fmt::format("The {} element of the merge", which));
}

} // namespace

void assert_type(const runtime::Type& t, const Value& v, const std::string& subject) {
    if (runtime::is_instance(t, v)) return;
    std::vector<std::string> problems = runtime::describe_mismatches(t, v);
    std::string msg = subject + " has wrong type, ";
    for (std::size_t i = 0; i < problems.size(); ++i)
        msg += (i == 0 ? "" : "\n ") + problems[i];
    throw TypeAssertionError(msg);
}

Merge Merge::from_value(const Value& v) {
    if (v.is_undef()) return {};
    Merge m;
    Value name = v;
    if (v.is_hash()) {
        const Value* s = v.as_hash().find(Value("strategy"));
        if (s == nullptr)
            throw LookupError(
                "The hash given as 'merge' must contain the name of a strategy in string form for "
                "the key 'strategy'");
        name = *s;
        if (v.as_hash().size() > 1) m.options = v.as_hash();
    }
    std::string n = name.is_string() ? name.as_string() : std::string();
    if (n == "first")
        m.kind = Kind::First;
    else if (n == "default")
        m.kind = Kind::Default;
    else if (n == "unique")
        m.kind = Kind::Unique;
    else if (n == "hash")
        m.kind = Kind::Hash;
    else if (n == "deep")
        m.kind = Kind::Deep;
    else
        throw LookupError(
            fmt::format("Unknown merge strategy: '{}'", name.is_string() ? n : runtime::ruby_inspect(name)));
    return m;
}

std::string Merge::key() const {
    switch (kind) {
    case Kind::Default:
        return "default";
    case Kind::First:
        return "first";
    case Kind::Unique:
        return "unique";
    case Kind::Hash:
        return "hash";
    case Kind::Deep:
        return "deep";
    }
    return "first";
}

Value Merge::convert(const Value& v) const {
    if (kind != Kind::Unique) return v;
    std::vector<Value> out;
    flatten_into(v, out);
    return Value(std::move(out));
}

Value Merge::single(const Value& v) const {
    if (kind != Kind::Unique || !v.is_array()) return v;
    return Value(array_union(v.as_array(), {}));
}

Value Merge::merge(const Value& higher, const Value& lower) const {
    switch (kind) {
    case Kind::Default:
    case Kind::First:
        return higher;
    case Kind::Unique: {
        assert_merge_type("first", unique_value_type(), higher);
        assert_merge_type("second", unique_value_type(), lower);
        const Value a = convert(higher);
        const Value b = convert(lower);
        return Value(array_union(a.as_array(), b.as_array()));
    }
    case Kind::Hash: {
        assert_merge_type("first", hash_value_type(), higher);
        assert_merge_type("second", hash_value_type(), lower);
        Hash out = lower.as_hash();
        for (const auto& [k, v] : higher.as_hash())
            out.set(k, v);
        return Value(std::move(out));
    }
    case Kind::Deep: {
        DeepOptions o;
        for (const auto& [k, v] : options) {
            if (!k.is_string()) continue;
            const std::string& name = k.as_string();
            if (name == "knockout_prefix" && v.is_string()) {
                if (v.as_string().empty())
                    throw LookupError("knockout_prefix cannot be an empty string in deep_merge!");
                o.knockout_prefix = v.as_string();
            } else if (name == "sort_merged_arrays") {
                o.sort_merged_arrays = v.truthy();
            } else if (name == "merge_hash_arrays") {
                o.merge_hash_arrays = v.truthy();
            }
        }
        return deep_merge(higher, lower, o);
    }
    }
    return higher;
}

} // namespace pp::loader::hiera
