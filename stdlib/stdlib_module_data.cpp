// stdlib's functions on values (puppetlabs-stdlib 8.5.0, lib/puppet/parser/functions/*.rb unless noted):
// pick, pick_default, any2array, any2bool, str2bool, bool2str, bool2num, num2bool, has_key, member, prefix,
// suffix, concat, delete, delete_at, delete_undef_values, join_keys_to_values, values_at, count, dig44, zip,
// union, intersection, difference, deep_merge, dirname, basename, shell_join, and the 4.x merge and fact
// (lib/puppet/functions/). Messages are stdlib's own; the Ruby semantics they rely on (to_s, inspect, ==)
// come from ruby3x.
#include "evaluator/dispatch.hpp"
#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/types.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace pp::stdlib {

using evaluator::BlockUse;
using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::rep;
using evaluator::req;
using runtime::Hash;
using runtime::ValueKind;
using Args3 = std::vector<Value>;

namespace {

constexpr const char* kStdlib = "stdlib";

void add3(evaluator::FunctionRegistry& r, std::string name, std::string doc, ruby3x::Body body,
          std::optional<int> arity = std::nullopt) {
    ruby3x::add_function(r, kStdlib, std::move(name), std::move(doc), std::move(body), arity);
}

bool is_empty_string(const Value& v) {
    return v.is_string() && v.as_string().empty();
}

// Array#-, Array#&, Array#| use hash and eql? (1 and 1.0 differ)
bool eql_member(const std::vector<Value>& a, const Value& v) {
    return std::any_of(a.begin(), a.end(), [&](const Value& e) { return e.eql(v); });
}

Value str2bool(const Value& v) {
    if (v.is_boolean()) return v;
    if (!v.is_string()) throw FunctionError("str2bool(): Requires string to work with");
    static const auto yes = runtime::Regexp::compile("(?i)^(1|t|y|true|yes)$", nullptr);
    static const auto no = runtime::Regexp::compile("(?i)^(0|f|n|false|no)$", nullptr);
    static const auto undef = runtime::Regexp::compile("^(undef|undefined)$", nullptr);
    const std::string& s = v.as_string();
    if (s.empty()) return Value(false);
    if (yes->matches(s)) return Value(true);
    if (no->matches(s) || undef->matches(s)) return Value(false);
    throw FunctionError("str2bool(): Unknown type of boolean given");
}

Value num2bool(const Value& v) {
    double number = 0;
    if (v.is_number()) {
        number = v.as_number();
    } else if (v.is_string()) {
        auto f = runtime::ruby_float(v.as_string());
        if (!f) {
            throw FunctionError(fmt::format("num2bool(): '{}' does not look like a number: invalid value for "
                                            "Float(): {}",
                                            v.as_string(), ruby3x::inspect(v)));
        }
        number = *f;
    } else {
        // number.to_s.to_i: the leading integer of the text, 0 when there is none
        std::string s = ruby3x::to_s(v);
        return Value(std::strtoll(s.c_str(), nullptr, 10) > 0);
    }
    return Value(static_cast<std::int64_t>(number) > 0);
}

// prefix/suffix: each element (or key) as its to_s, with the affix
Value affix(const char* fn, Args3& a, bool before) {
    if (a.empty()) throw FunctionError(fmt::format("{}(): Wrong number of arguments given (0 for 1)", fn));
    const Value& e = a[0];
    if (!e.is_array() && !e.is_hash()) {
        throw FunctionError(fmt::format("{}(): expected first argument to be an Array or a Hash, got {}", fn,
                                        ruby3x::inspect(e)));
    }
    std::optional<std::string> fix;
    if (a.size() > 1 && a[1].truthy()) {
        if (!a[1].is_string()) {
            throw FunctionError(fmt::format("{}(): expected second argument to be a String, got {}", fn,
                                            ruby3x::inspect(a[1])));
        }
        fix = a[1].as_string();
    }
    auto apply = [&](const Value& v) {
        std::string s = ruby3x::to_s(v);
        if (!fix) return s;
        return before ? *fix + s : s + *fix;
    };
    if (e.is_array()) {
        std::vector<Value> out;
        for (const Value& v : e.as_array())
            out.emplace_back(apply(v));
        return Value(std::move(out));
    }
    Hash out;
    for (const auto& [k, v] : e.as_hash())
        out.set(Value(apply(k)), v);
    return Value(std::move(out));
}

Value deep_merge(const Value& a, const Value& b) {
    Hash out = a.as_hash();
    for (const auto& [k, v] : b.as_hash()) {
        const Value* old = out.find(k);
        out.set(k, old != nullptr && old->is_hash() && v.is_hash() ? deep_merge(*old, v) : v);
    }
    return Value(std::move(out));
}

// File.dirname / File.basename on POSIX paths
std::string dirname(const std::string& p) {
    std::string s = p;
    while (s.size() > 1 && s.back() == '/')
        s.pop_back();
    std::size_t slash = s.rfind('/');
    if (slash == std::string::npos) return ".";
    while (slash > 0 && s[slash - 1] == '/')
        --slash;
    return slash == 0 ? "/" : s.substr(0, slash);
}

std::string basename(const std::string& p, const std::optional<std::string>& suffix) {
    std::string s = p;
    while (s.size() > 1 && s.back() == '/')
        s.pop_back();
    if (s == "/") return s;
    if (std::size_t slash = s.rfind('/'); slash != std::string::npos) s = s.substr(slash + 1);
    if (suffix) {
        if (*suffix == ".*") {
            std::size_t dot = s.rfind('.');
            if (dot != std::string::npos && dot > 0) s.erase(dot);
        } else if (!suffix->empty() && s.size() > suffix->size() &&
                   s.compare(s.size() - suffix->size(), suffix->size(), *suffix) == 0) {
            s.erase(s.size() - suffix->size());
        }
    }
    return s;
}

void register_pick(evaluator::FunctionRegistry& r) {
    add3(r, "pick", "The first argument that is neither undef nor an empty string; fails when there is none.",
         [](CallContext&, Args3& a) -> Value {
             for (const Value& v : a) {
                 if (v.is_undef() || is_empty_string(v)) continue;
                 if (ruby3x::to_s(v).empty()) break;
                 return v;
             }
             throw FunctionError("pick(): must receive at least one non empty value");
         });
    add3(r, "pick_default",
         "The first argument that is neither undef nor an empty string, else the last argument.",
         [](CallContext&, Args3& a) -> Value {
             if (a.empty()) throw FunctionError("Must receive at least one argument.");
             for (std::size_t i = 0; i + 1 < a.size(); ++i) {
                 if (!a[i].is_undef() && !is_empty_string(a[i])) return a[i];
             }
             return a.back();
         });
    add3(r, "any2array",
         "The argument as an array: an array as it is, a hash's keys and values, [] for nothing.",
         [](CallContext&, Args3& a) -> Value {
             if (a.size() != 1) return Value(a);
             if (a[0].is_array()) return a[0];
             if (is_empty_string(a[0])) return Value(std::vector<Value>{});
             if (a[0].is_hash()) {
                 std::vector<Value> out;
                 for (const auto& [k, v] : a[0].as_hash()) {
                     out.push_back(k);
                     out.push_back(v);
                 }
                 return Value(std::move(out));
             }
             return Value(a);
         });
    add3(r, "any2bool",
         "A boolean from a boolean, number, or string ('1', 'yes', 'true'...); true otherwise.",
         [](CallContext&, Args3& a) -> Value {
             if (a.empty()) throw FunctionError("any2bool(): Wrong number of arguments given (0 for 1)");
             const Value& v = a[0];
             if (v.is_boolean()) return v;
             if (v.is_undef()) return Value(false);
             if (v.is_number()) return num2bool(v);
             if (v.is_string()) {
                 if (runtime::ruby_float(v.as_string())) return num2bool(v);
                 return str2bool(v);
             }
             return Value(true);
         });
    add3(r, "str2bool", "A boolean from a string ('1', 't', 'y', 'true', 'yes' and their opposites).",
         [](CallContext&, Args3& a) -> Value {
             if (a.empty()) throw FunctionError("str2bool(): Wrong number of arguments given (0 for 1)");
             return str2bool(a[0]);
         });
    add3(r, "num2bool", "True for a number (or numeric string) greater than zero.",
         [](CallContext&, Args3& a) -> Value {
             if (a.size() != 1) {
                 throw FunctionError(
                     fmt::format("num2bool(): Wrong number of arguments given ({} for 1)", a.size()));
             }
             return num2bool(a[0]);
         });
    add3(r, "bool2num", "1 for a true value (as str2bool reads it), 0 otherwise.",
         [](CallContext&, Args3& a) -> Value {
             if (a.empty()) throw FunctionError("bool2num(): Wrong number of arguments given (0 for 1)");
             return Value(std::int64_t{str2bool(a[0]).as_boolean() ? 1 : 0});
         });
    add3(r, "bool2str", "A boolean as a string: 'true'/'false' or the two strings given.",
         [](CallContext&, Args3& a) -> Value {
             if (a.size() != 1 && a.size() != 3) {
                 throw FunctionError(
                     fmt::format("bool2str(): Wrong number of arguments given ({} for 3)", a.size()));
             }
             Value t = a.size() > 1 && a[1].truthy() ? a[1] : Value("true");
             Value f = a.size() > 2 && a[2].truthy() ? a[2] : Value("false");
             if (!a[0].is_boolean()) throw FunctionError("bool2str(): Requires a boolean to work with");
             if (!t.is_string() || !f.is_string())
                 throw FunctionError("bool2str(): Requires strings to convert to");
             return a[0].as_boolean() ? t : f;
         });
}

void register_collections(evaluator::FunctionRegistry& r) {
    add3(r, "has_key", "Whether a hash has a key (deprecated: use `in`).",
         [](CallContext&, Args3& a) -> Value {
             if (a.size() != 2) {
                 throw FunctionError(
                     fmt::format("has_key(): wrong number of arguments ({}; must be 2)", a.size()));
             }
             if (!a[0].is_hash()) {
                 throw FunctionError(fmt::format(
                     "has_key(): expects the first argument to be a hash, got {} which is of type {}",
                     ruby3x::inspect(a[0]), ruby3x::class_name(a[0])));
             }
             return Value(a[0].as_hash().contains(a[1]));
         });
    add3(r, "member", "Whether an array contains an item (or every item of an array).",
         [](CallContext&, Args3& a) -> Value {
             if (a.size() < 2) {
                 throw FunctionError(
                     fmt::format("member(): Wrong number of arguments given ({} for 2)", a.size()));
             }
             if (!a[0].is_array()) throw FunctionError("member(): Requires array to work with");
             if (!a[1].is_string() && !a[1].is_integer() && !a[1].is_array())
                 throw FunctionError("member(): Item to search for must be a string, fixnum, or array");
             std::vector<Value> items = a[1].is_array() ? a[1].as_array() : std::vector<Value>{a[1]};
             if (items.empty())
                 throw FunctionError("member(): You must provide item to search for within array given");
             return Value(std::all_of(items.begin(), items.end(),
                                      [&](const Value& i) { return eql_member(a[0].as_array(), i); }));
         });
    add3(r, "prefix", "Each element of an array (or key of a hash) as a string with a prefix.",
         [](CallContext&, Args3& a) { return affix("prefix", a, true); });
    add3(r, "suffix", "Each element of an array (or key of a hash) as a string with a suffix.",
         [](CallContext&, Args3& a) { return affix("suffix", a, false); });
    add3(r, "concat", "An array with the elements of the arrays (or the values) given appended.",
         [](CallContext&, Args3& a) -> Value {
             if (a.size() < 2) {
                 throw FunctionError(
                     fmt::format("concat(): Wrong number of arguments given ({} for < 2)", a.size()));
             }
             if (!a[0].is_array()) throw FunctionError("concat(): Requires array to work with");
             std::vector<Value> out = a[0].as_array();
             for (std::size_t i = 1; i < a.size(); ++i) {
                 if (a[i].is_array()) {
                     out.insert(out.end(), a[i].as_array().begin(), a[i].as_array().end());
                 } else {
                     out.push_back(a[i]);
                 }
             }
             return Value(std::move(out));
         });
    add3(r, "delete", "An array, hash or string without the given element(s), key(s) or substring(s).",
         [](CallContext&, Args3& a) -> Value {
             if (a.size() != 2) {
                 throw FunctionError(
                     fmt::format("delete(): Wrong number of arguments given {} for 2", a.size()));
             }
             // Array(x): nil is [], a hash its pairs
             std::vector<Value> items;
             if (a[1].is_array()) {
                 items = a[1].as_array();
             } else if (a[1].is_hash()) {
                 for (const auto& [k, v] : a[1].as_hash())
                     items.emplace_back(std::vector<Value>{k, v});
             } else if (!a[1].is_undef()) {
                 items.push_back(a[1]);
             }
             Value c = a[0];
             if (!c.is_array() && !c.is_hash() && !c.is_string()) {
                 if (items.empty()) return c;
                 throw FunctionError(
                     fmt::format("delete(): First argument must be an Array, String, or Hash. "
                                 "Given an argument of class {}.",
                                 ruby3x::class_name(c)));
             }
             for (const Value& item : items) {
                 if (c.is_array()) {
                     std::vector<Value> out;
                     for (const Value& e : c.as_array()) {
                         if (!ruby3x::equal(e, item)) out.push_back(e);
                     }
                     c = Value(std::move(out));
                 } else if (c.is_hash()) {
                     Hash h = c.as_hash();
                     h.erase(item);
                     c = Value(std::move(h));
                 } else {
                     if (!item.is_string()) {
                         throw FunctionError(fmt::format("no implicit conversion of {} into String",
                                                         ruby3x::class_name(item)));
                     }
                     const std::string& needle = item.as_string();
                     std::string s = c.as_string();
                     if (!needle.empty()) {
                         std::string out;
                         for (std::size_t p = 0; p < s.size();) {
                             if (s.compare(p, needle.size(), needle) == 0) {
                                 p += needle.size();
                             } else {
                                 out += s[p++];
                             }
                         }
                         s = std::move(out);
                     }
                     c = Value(std::move(s));
                 }
             }
             return c;
         });
    add3(r, "delete_at", "An array without the element at an index.", [](CallContext&, Args3& a) -> Value {
        if (a.size() < 2) {
            throw FunctionError(
                fmt::format("delete_at(): Wrong number of arguments given ({} for 2)", a.size()));
        }
        if (!a[0].is_array()) throw FunctionError("delete_at(): Requires array to work with");
        static const auto digits = runtime::Regexp::compile(R"(^\d+$)", nullptr);
        if (a[1].is_string() && !digits->matches(a[1].as_string()))
            throw FunctionError("delete_at(): You must provide non-negative numeric index");
        // index.to_i
        std::int64_t index = a[1].is_integer() ? a[1].as_integer()
                             : a[1].is_float() ? static_cast<std::int64_t>(a[1].as_float())
                                               : std::strtoll(ruby3x::to_s(a[1]).c_str(), nullptr, 10);
        std::vector<Value> out = a[0].as_array();
        if (index > static_cast<std::int64_t>(out.size()) - 1)
            throw FunctionError("delete_at(): Given index exceeds size of array given");
        if (index < 0) index += static_cast<std::int64_t>(out.size());
        if (index >= 0) out.erase(out.begin() + index);
        return Value(std::move(out));
    });
    add3(r, "delete_undef_values", "An array or hash without its undef values.",
         [](CallContext&, Args3& a) -> Value {
             if (a.empty()) throw FunctionError("delete_undef_values(): Wrong number of arguments given (0)");
             if (!a[0].is_array() && !a[0].is_hash()) {
                 throw FunctionError(
                     fmt::format("delete_undef_values(): expected an array or hash, got {} type  {} ",
                                 ruby3x::to_s(a[0]), ruby3x::class_name(a[0])));
             }
             if (a[0].is_hash()) {
                 Hash out;
                 for (const auto& [k, v] : a[0].as_hash()) {
                     if (!v.is_undef()) out.set(k, v);
                 }
                 return Value(std::move(out));
             }
             std::vector<Value> out;
             for (const Value& v : a[0].as_array()) {
                 if (!v.is_undef()) out.push_back(v);
             }
             return Value(std::move(out));
         });
    add3(r, "join_keys_to_values",
         "Each key of a hash joined to its value (or each of its values) by a separator.",
         [](CallContext&, Args3& a) -> Value {
             if (a.size() != 2) {
                 throw FunctionError(fmt::format(
                     "join_keys_to_values(): Takes exactly two arguments, but {} given.", a.size()));
             }
             if (!a[0].is_hash()) {
                 throw FunctionError(fmt::format(
                     "join_keys_to_values(): The first argument must be a hash, but a {} was given.",
                     ruby3x::class_name(a[0])));
             }
             if (!a[1].is_string()) {
                 throw FunctionError(fmt::format(
                     "join_keys_to_values(): The second argument must be a string, but a {} was given.",
                     ruby3x::class_name(a[1])));
             }
             const std::string& sep = a[1].as_string();
             std::vector<Value> out;
             for (const auto& [k, v] : a[0].as_hash()) {
                 std::string key = ruby3x::to_s(k);
                 if (v.is_array()) {
                     for (const Value& e : v.as_array())
                         out.emplace_back(key + sep + ruby3x::to_s(e));
                 } else if (ruby3x::to_s(v) == "undef") {
                     out.emplace_back(key);
                 } else {
                     out.emplace_back(key + sep + ruby3x::to_s(v));
                 }
             }
             return Value(std::move(out));
         });
    add3(
        r, "values_at", "The elements of an array at indexes or index ranges ('1-3', '1...3').",
        [](CallContext&, Args3& a) -> Value {
            if (a.size() < 2) {
                throw FunctionError(
                    fmt::format("values_at(): Wrong number of arguments given ({} for 2)", a.size()));
            }
            if (!a[0].is_array()) throw FunctionError("values_at(): Requires array to work with");
            const auto& array = a[0].as_array();
            std::vector<Value> indices;
            std::function<void(const Value&)> flat = [&](const Value& v) {
                if (v.is_array()) {
                    for (const Value& e : v.as_array())
                        flat(e);
                } else {
                    indices.push_back(v);
                }
            };
            flat(a[1]);
            if (indices.empty())
                throw FunctionError("values_at(): You must provide at least one positive index to collect");
            static const auto range = runtime::Regexp::compile(R"(^(\d+)(\.\.\.?|\-)(\d+)$)", nullptr);
            static const auto digits = runtime::Regexp::compile(R"(^\d+$)", nullptr);
            auto last = static_cast<std::int64_t>(array.size()) - 1;
            std::vector<std::int64_t> list;
            for (const Value& i : indices) {
                std::string s = ruby3x::to_s(i);
                if (auto m = range->match(s)) {
                    std::int64_t start = std::stoll(std::string(*m->group(1)));
                    std::int64_t stop = std::stoll(std::string(*m->group(3)));
                    if (start > stop) {
                        throw FunctionError(
                            "values_at(): Stop index in given indices range is smaller than the start index");
                    }
                    if (stop > last)
                        throw FunctionError(
                            "values_at(): Stop index in given indices range exceeds array size");
                    if (*m->group(2) == "...") --stop;
                    for (std::int64_t k = start; k <= stop; ++k)
                        list.push_back(k);
                } else {
                    if (!digits->matches(s))
                        throw FunctionError("values_at(): Unknown format of given index");
                    std::int64_t k = std::stoll(s);
                    if (k > last) throw FunctionError("values_at(): Given index exceeds array size");
                    list.push_back(k);
                }
            }
            std::vector<Value> out;
            for (std::int64_t k : list) {
                if (!array[static_cast<std::size_t>(k)].is_undef())
                    out.push_back(array[static_cast<std::size_t>(k)]);
            }
            return Value(std::move(out));
        });
    add3(
        r, "count", "How many elements equal an item, or are neither undef nor empty strings.",
        [](CallContext&, Args3& a) -> Value {
            if (a.size() > 2) {
                throw FunctionError(
                    fmt::format("count(): Wrong number of arguments given {} for 1 or 2.", a.size()));
            }
            std::vector<Value> elements;
            if (a[0].is_array()) {
                elements = a[0].as_array();
            } else if (a[0].is_hash()) {
                for (const auto& [k, v] : a[0].as_hash())
                    elements.emplace_back(std::vector<Value>{k, v});
            } else {
                throw FunctionError(fmt::format("undefined method `count' for {}:{}", ruby3x::inspect(a[0]),
                                                ruby3x::class_name(a[0])));
            }
            std::int64_t n = 0;
            // `if item`: '' (an undef argument) is truthy in Ruby
            if (a.size() == 2 && !(a[1].is_boolean() && !a[1].as_boolean())) {
                for (const Value& e : elements)
                    n += ruby3x::equal(e, a[1]) ? 1 : 0;
            } else {
                for (const Value& e : elements)
                    n += !e.is_undef() && !is_empty_string(e) ? 1 : 0;
            }
            return Value(n);
        },
        -2);
    add3(
        r, "dig44", "The value at a path of keys and indexes in nested hashes and arrays, or a default.",
        [](CallContext&, Args3& a) -> Value {
            if (a.size() < 2) {
                throw FunctionError(
                    fmt::format("dig44(): Wrong number of arguments given ({} for at least 2)", a.size()));
            }
            if (!a[0].is_hash() && !a[0].is_array()) {
                throw FunctionError(
                    fmt::format("dig44(): first argument must be a hash or an array, given {}",
                                ruby3x::class_name(a[0])));
            }
            if (!a[1].is_array()) {
                throw FunctionError(fmt::format("dig44(): second argument must be an array, given {}",
                                                ruby3x::class_name(a[1])));
            }
            Value dflt = a.size() > 2 ? a[2] : Value();
            Value cur = a[0];
            for (const Value& key : a[1].as_array()) {
                const Value* next = nullptr;
                if (cur.is_hash()) {
                    next = cur.as_hash().find(key);
                } else if (cur.is_array()) {
                    std::optional<std::int64_t> i;
                    if (key.is_integer())
                        i = key.as_integer();
                    else if (key.is_float())
                        i = static_cast<std::int64_t>(key.as_float());
                    else if (key.is_string())
                        i = runtime::ruby_integer(key.as_string());
                    if (!i) return dflt;
                    auto n = static_cast<std::int64_t>(cur.as_array().size());
                    std::int64_t k = *i < 0 ? *i + n : *i;
                    if (k >= 0 && k < n) next = &cur.as_array()[static_cast<std::size_t>(k)];
                } else {
                    return dflt;
                }
                if (next == nullptr || next->is_undef()) return dflt;
                cur = *next;
            }
            return cur.is_undef() ? dflt : cur;
        },
        -2);
    add3(r, "zip", "Pairs of the elements of two arrays at the same index (flattened when asked).",
         [](CallContext&, Args3& a) -> Value {
             if (a.size() < 2)
                 throw FunctionError(
                     fmt::format("zip(): Wrong number of arguments given ({} for 2)", a.size()));
             if (!a[0].is_array() || !a[1].is_array())
                 throw FunctionError("zip(): Requires array to work with");
             bool flatten = a.size() > 2 && a[2].truthy() && str2bool(a[2]).as_boolean();
             std::vector<Value> out;
             const auto& x = a[0].as_array();
             const auto& y = a[1].as_array();
             for (std::size_t i = 0; i < x.size(); ++i) {
                 Value second = i < y.size() ? y[i] : Value();
                 if (flatten) {
                     out.push_back(x[i]);
                     out.push_back(second);
                 } else {
                     out.emplace_back(std::vector<Value>{x[i], second});
                 }
             }
             if (flatten) {
                 // Array#flatten flattens the elements' own arrays too
                 std::vector<Value> flat;
                 std::function<void(const Value&)> add = [&](const Value& v) {
                     if (v.is_array()) {
                         for (const Value& e : v.as_array())
                             add(e);
                     } else {
                         flat.push_back(v);
                     }
                 };
                 for (const Value& v : out)
                     add(v);
                 out = std::move(flat);
             }
             return Value(std::move(out));
         });
    add3(r, "union", "The elements of all the arrays, without duplicates.",
         [](CallContext&, Args3& a) -> Value {
             if (a.size() < 2)
                 throw FunctionError(
                     fmt::format("union(): Wrong number of arguments given ({} for < 2)", a.size()));
             std::vector<Value> out;
             for (const Value& v : a) {
                 if (!v.is_array()) throw FunctionError("union(): Every parameter must be an array");
             }
             for (const Value& v : a) {
                 for (const Value& e : v.as_array()) {
                     if (!eql_member(out, e)) out.push_back(e);
                 }
             }
             return Value(std::move(out));
         });
    add3(r, "intersection", "The elements two arrays have in common.", [](CallContext&, Args3& a) -> Value {
        if (a.size() != 2) {
            throw FunctionError(
                fmt::format("intersection(): Wrong number of arguments given ({} for 2)", a.size()));
        }
        if (!a[0].is_array() || !a[1].is_array()) {
            throw FunctionError(fmt::format("intersection(): Requires 2 arrays, got {} and {}",
                                            ruby3x::class_name(a[0]), ruby3x::class_name(a[1])));
        }
        std::vector<Value> out;
        for (const Value& e : a[0].as_array()) {
            if (eql_member(a[1].as_array(), e) && !eql_member(out, e)) out.push_back(e);
        }
        return Value(std::move(out));
    });
    add3(r, "difference", "The elements of the first array that are not in the second.",
         [](CallContext&, Args3& a) -> Value {
             if (a.size() != 2) {
                 throw FunctionError(
                     fmt::format("difference(): Wrong number of arguments given ({} for 2)", a.size()));
             }
             if (!a[0].is_array() || !a[1].is_array()) throw FunctionError("difference(): Requires 2 arrays");
             std::vector<Value> out;
             for (const Value& e : a[0].as_array()) {
                 if (!eql_member(a[1].as_array(), e)) out.push_back(e);
             }
             return Value(std::move(out));
         });
    add3(r, "deep_merge", "Hashes merged recursively; later values win, nested hashes are merged.",
         [](CallContext&, Args3& a) -> Value {
             if (a.size() < 2) {
                 throw FunctionError(fmt::format(
                     "deep_merge(): wrong number of arguments ({}; must be at least 2)", a.size()));
             }
             Value result = Value(Hash{});
             for (const Value& v : a) {
                 if (is_empty_string(v)) continue;
                 if (!v.is_hash()) {
                     throw FunctionError(
                         fmt::format("deep_merge: unexpected argument type {}, only expects hash arguments",
                                     ruby3x::class_name(v)));
                 }
                 result = deep_merge(result, v);
             }
             return result;
         });
}

void register_paths(evaluator::FunctionRegistry& r) {
    add3(r, "dirname", "The directory part of a path.", [](CallContext&, Args3& a) -> Value {
        if (a.empty()) throw FunctionError("dirname(): No arguments given");
        if (a.size() > 1)
            throw FunctionError(fmt::format("dirname(): Too many arguments given ({})", a.size()));
        if (!a[0].is_string()) throw FunctionError("dirname(): Requires string as argument");
        if (a[0].as_string().empty())
            throw FunctionError("dirname(): Requires a non-empty string as argument");
        return Value(dirname(a[0].as_string()));
    });
    add3(r, "basename", "The last part of a path, optionally without an extension.",
         [](CallContext&, Args3& a) -> Value {
             if (a.empty()) throw FunctionError("basename(): No arguments given");
             if (a.size() > 2)
                 throw FunctionError(fmt::format("basename(): Too many arguments given ({})", a.size()));
             if (!a[0].is_string()) throw FunctionError("basename(): Requires string as first argument");
             std::optional<std::string> suffix;
             if (a.size() == 2) {
                 if (!a[1].is_string()) throw FunctionError("basename(): Requires string as second argument");
                 suffix = a[1].as_string();
             }
             return Value(basename(a[0].as_string(), suffix));
         });
    add3(r, "shell_join", "An array's elements as shell words joined by spaces, each escaped.",
         [](CallContext&, Args3& a) -> Value {
             if (a.size() != 1) {
                 throw FunctionError(
                     fmt::format("shell_join(): Wrong number of arguments given ({} for 1)", a.size()));
             }
             if (!a[0].is_array()) {
                 throw FunctionError(
                     fmt::format("First argument is not an Array: {}", ruby3x::inspect(a[0])));
             }
             std::string out;
             for (const Value& v : a[0].as_array()) {
                 if (!out.empty()) out += ' ';
                 out += ruby3x::shell_escape(ruby3x::to_s(v));
             }
             return Value(std::move(out));
         });
}

// merge's block forms: the block's hash results merged into an accumulator
Value merge_with_block(CallContext& ctx, std::span<const Value> args, bool three) {
    Hash acc;
    for (const Value& iterable : args) {
        bool hash_style = iterable.is_hash();
        std::vector<Value> elements = iterable_elements(iterable);
        for (std::size_t i = 0; i < elements.size(); ++i) {
            std::vector<Value> call{Value(acc)};
            if (three && hash_style) {
                call.push_back(elements[i].as_array()[0]);
                call.push_back(elements[i].as_array()[1]);
            } else if (three) {
                call.emplace_back(static_cast<std::int64_t>(i));
                call.push_back(elements[i]);
            } else {
                call.push_back(elements[i]);
            }
            Value r = ctx.evaluator.call_lambda(*ctx.block, *ctx.block_scope, call);
            if (r.is_hash()) {
                for (const auto& [k, v] : r.as_hash())
                    acc.set(k, v);
            }
        }
    }
    return Value(std::move(acc));
}

// fact('os.family'): $facts walked along the dotted path ("quoted.parts" keep their dots)
Value fact(CallContext& ctx, const std::string& name) {
    const Value* facts = ctx.scope.top().lookup_local("facts");
    Value cur = facts != nullptr ? *facts : Value();
    static const auto part = runtime::Regexp::compile(R"(([^."]+)|(?:")([^"]+)(?:"))", nullptr);
    std::vector<std::string> path;
    for (std::size_t pos = 0; pos <= name.size();) {
        auto m = part->match(name, pos);
        if (!m) break;
        path.emplace_back(m->matched(1) ? *m->group(1) : *m->group(2));
        std::size_t end = m->end(0);
        pos = end > m->begin(0) ? end : end + 1;
    }
    std::vector<std::string> walked;
    auto dotted = [&] {
        std::string s;
        for (const std::string& w : walked) {
            if (!s.empty()) s += '.';
            s += w.find('.') != std::string::npos ? "\"" + w + "\"" : w;
        }
        return s;
    };
    for (const std::string& k : path) {
        if (cur.is_undef()) return {};
        if (cur.is_array()) {
            auto i = runtime::ruby_integer(k);
            if (!i) {
                ctx.evaluator.logger().located(
                    evaluator::LogLevel::Warning,
                    fmt::format("fact request for {} returning nil: '{}' is an array; cannot index to '{}'",
                                name, dotted(), k),
                    evaluator::Location{});
                cur = Value();
            } else {
                auto n = static_cast<std::int64_t>(cur.as_array().size());
                std::int64_t idx = *i < 0 ? *i + n : *i;
                cur = idx >= 0 && idx < n ? cur.as_array()[static_cast<std::size_t>(idx)] : Value();
            }
        } else if (cur.is_hash()) {
            const Value* v = cur.as_hash().find(Value(k));
            cur = v != nullptr ? *v : Value();
        } else {
            ctx.evaluator.logger().located(
                evaluator::LogLevel::Warning,
                fmt::format(
                    "fact request for {} returning nil: '{}' is not a collection; cannot walk to '{}'", name,
                    dotted(), k),
                evaluator::Location{});
            cur = Value();
        }
        walked.push_back(k);
    }
    return cur;
}

} // namespace

void register_stdlib_module_data_functions(evaluator::FunctionRegistry& registry) {
    register_pick(registry);
    register_collections(registry);
    register_paths(registry);
    add_module_function(
        registry, kStdlib, "merge",
        "Hashes merged left to right (undef and '' are skipped); with a block, the hashes the block returns "
        "for each element of an iterable.",
        {Dispatch{{rep("Variant[Hash[Scalar,Any], Undef, String[0,0]]", "args")},
                  BlockUse::None,
                  [](CallContext&, std::span<const Value> args) -> Value {
                      Hash acc;
                      for (const Value& h : args) {
                          if (!h.is_hash()) continue;
                          for (const auto& [k, v] : h.as_hash())
                              acc.set(k, v);
                      }
                      return Value(std::move(acc));
                  }},
         Dispatch{
             {rep("Iterable", "args")},
             BlockUse::Required,
             [](CallContext& ctx, std::span<const Value> args) { return merge_with_block(ctx, args, true); },
             "Callable[3,3]"},
         Dispatch{
             {rep("Iterable", "args")},
             BlockUse::Required,
             [](CallContext& ctx, std::span<const Value> args) { return merge_with_block(ctx, args, false); },
             "Callable[2,2]"}});
    add_module_function(
        registry, kStdlib, "fact",
        "A fact by its dotted path in $facts ('os.family', 'mountpoints.\"/\".size'); undef when "
        "absent.",
        {Dispatch{
            {req("String", "fact_name")}, BlockUse::None, [](CallContext& ctx, std::span<const Value> args) {
                return fact(ctx, args[0].as_string());
            }}});
}

} // namespace pp::stdlib
