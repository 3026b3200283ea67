// Ruby's Array and Hash methods used by templates (Enumerable included).
#include "erb/erb_error.hpp"
#include "erb/interpreter.hpp"
#include "erb/method_helpers.hpp"

#include <algorithm>
#include <functional>

namespace pp::erb {

using namespace detail;

namespace {

void flatten_into(std::vector<RValue>& out, const std::vector<RValue>& items, std::int64_t depth, int line,
                  int level = 0) {
    if (level > 100) ruby_error("ArgumentError", "tried to flatten recursive array", line);
    for (const auto& e : items) {
        if (e.kind() == RKind::Array && depth != 0) {
            flatten_into(out, e.arr(), depth - 1, line, level + 1);
        } else {
            out.push_back(e);
        }
    }
}

std::vector<RValue> uniq_of(const std::vector<RValue>& items) {
    std::vector<RValue> out;
    for (const auto& e : items) {
        bool seen = std::any_of(out.begin(), out.end(), [&](const RValue& o) { return eql(o, e); });
        if (!seen) out.push_back(e);
    }
    return out;
}

RValue pair(const RValue& k, const RValue& v) {
    return RValue::array({k, v});
}

} // namespace

RValue Interpreter::array_method(const RValue& self, const std::string& name, std::vector<RValue>& args,
                                 const Proc* blk, int line) {
    std::vector<RValue>& a = self.arr();
    auto need_block = [&] {
        if (!blk) unsupported("Array#" + name + " without a block", line);
    };
    if (name == "each") {
        need_block();
        for (std::size_t i = 0; i < a.size(); ++i) {
            RValue e = a[i];
            yield1(*blk, e, line);
        }
        return self;
    }
    if (name == "each_with_index" || name == "each_with_object") {
        need_block();
        RValue memo = name == "each_with_object" ? (arity(args, 1, 1, line), args[0]) : RValue();
        for (std::size_t i = 0; i < a.size(); ++i) {
            RValue e = a[i];
            yield(*blk, {e, name == "each_with_index" ? RValue::integer(static_cast<std::int64_t>(i)) : memo},
                  line);
        }
        return name == "each_with_object" ? memo : self;
    }
    if (name == "reverse_each") {
        need_block();
        std::vector<RValue> copy = a;
        for (auto it = copy.rbegin(); it != copy.rend(); ++it)
            yield1(*blk, *it, line);
        return self;
    }
    if (name == "map" || name == "collect" || name == "flat_map" || name == "collect_concat" ||
        name == "map!" || name == "collect!") {
        need_block();
        std::vector<RValue> out;
        std::vector<RValue> copy = a;
        for (const auto& e : copy) {
            RValue r = yield1(*blk, e, line);
            if ((name == "flat_map" || name == "collect_concat") && r.kind() == RKind::Array) {
                for (const auto& x : r.arr())
                    out.push_back(x);
            } else {
                out.push_back(r);
            }
        }
        if (name.back() == '!') {
            a = out;
            return self;
        }
        return RValue::array(std::move(out));
    }
    if (name == "each_slice" || name == "each_cons") {
        arity(args, 1, 1, line);
        std::int64_t n = int_arg(args[0], line);
        if (n <= 0) ruby_error("ArgumentError", "invalid slice size", line);
        std::vector<RValue> groups;
        std::size_t step = name == "each_slice" ? static_cast<std::size_t>(n) : 1;
        for (std::size_t i = 0; i < a.size(); i += step) {
            if (name == "each_cons" && i + static_cast<std::size_t>(n) > a.size()) break;
            std::vector<RValue> g(
                a.begin() + static_cast<std::ptrdiff_t>(i),
                a.begin() + static_cast<std::ptrdiff_t>(std::min(a.size(), i + static_cast<std::size_t>(n))));
            groups.push_back(RValue::array(std::move(g)));
        }
        if (!blk) return RValue::array(std::move(groups));
        for (const auto& g : groups)
            yield1(*blk, g, line);
        return name == "each_slice" ? RValue::nil() : self;
    }
    if (name == "select" || name == "filter" || name == "reject" || name == "select!" || name == "reject!" ||
        name == "delete_if" || name == "keep_if" || name == "filter_map" || name == "partition") {
        need_block();
        std::vector<RValue> in;
        std::vector<RValue> out;
        bool keep_true = name == "select" || name == "filter" || name == "select!" || name == "keep_if" ||
                         name == "partition" || name == "filter_map";
        std::vector<RValue> copy = a;
        for (const auto& e : copy) {
            RValue r = yield1(*blk, e, line);
            if (name == "filter_map") {
                if (r.truthy()) out.push_back(r);
                continue;
            }
            if (r.truthy() == keep_true)
                out.push_back(e);
            else
                in.push_back(e);
        }
        if (name == "partition") return RValue::array({RValue::array(out), RValue::array(in)});
        if (name == "select!" || name == "reject!" || name == "delete_if" || name == "keep_if") {
            bool changed = out.size() != a.size();
            a = out;
            return changed || name == "delete_if" || name == "keep_if" ? self : RValue::nil();
        }
        return RValue::array(std::move(out));
    }
    if (name == "find" || name == "detect" || name == "find_index" || name == "index") {
        if (name == "index" && !args.empty()) {
            for (std::size_t i = 0; i < a.size(); ++i) {
                if (equals(a[i], args[0])) return RValue::integer(static_cast<std::int64_t>(i));
            }
            return RValue::nil();
        }
        need_block();
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (yield1(*blk, a[i], line).truthy())
                return name == "find" || name == "detect" ? a[i]
                                                          : RValue::integer(static_cast<std::int64_t>(i));
        }
        return RValue::nil();
    }
    if (name == "any?" || name == "all?" || name == "none?" || name == "count" || name == "one?") {
        if (name == "count" && !blk) {
            if (args.empty()) return RValue::integer(static_cast<std::int64_t>(a.size()));
            return RValue::integer(
                std::count_if(a.begin(), a.end(), [&](const RValue& e) { return equals(e, args[0]); }));
        }
        std::int64_t hits = 0;
        for (const auto& e : std::vector<RValue>(a)) {
            bool t = blk ? yield1(*blk, e, line).truthy()
                         : (args.empty() ? e.truthy() : case_equal(args[0], e, line));
            if (t) ++hits;
            if (name == "any?" && t) return RValue::boolean(true);
            if (name == "all?" && !t) return RValue::boolean(false);
            if (name == "none?" && t) return RValue::boolean(false);
        }
        if (name == "count") return RValue::integer(hits);
        if (name == "one?") return RValue::boolean(hits == 1);
        return RValue::boolean(name != "any?");
    }
    if (name == "include?" || name == "member?") {
        arity(args, 1, 1, line);
        return RValue::boolean(
            std::any_of(a.begin(), a.end(), [&](const RValue& e) { return equals(e, args[0]); }));
    }
    if (name == "join") {
        arity(args, 0, 1, line);
        std::string sep = args.empty() || args[0].is_nil() ? "" : str_arg(args[0], line);
        std::string out;
        std::function<void(const std::vector<RValue>&, bool&, int)> rec =
            [&](const std::vector<RValue>& items, bool& first, int depth) {
                if (depth > 100) ruby_error("ArgumentError", "recursive array join", line);
                for (const auto& e : items) {
                    if (e.kind() == RKind::Array) {
                        rec(e.arr(), first, depth + 1);
                        continue;
                    }
                    if (!first) out += sep;
                    first = false;
                    out += to_s(e);
                }
            };
        bool first = true;
        rec(a, first, 0);
        return RValue::string(out);
    }
    if (name == "sort" || name == "sort!") {
        arity(args, 0, 0, line);
        std::vector<RValue> r = sorted(a, blk, line);
        if (name == "sort!") {
            a = r;
            return self;
        }
        return RValue::array(std::move(r));
    }
    if (name == "sort_by" || name == "min_by" || name == "max_by" || name == "sort_by!") {
        need_block();
        std::vector<std::pair<RValue, RValue>> keyed;
        for (const auto& e : std::vector<RValue>(a))
            keyed.emplace_back(yield1(*blk, e, line), e);
        if (name == "min_by" || name == "max_by") {
            if (keyed.empty()) return RValue::nil();
            std::size_t best = 0;
            for (std::size_t i = 1; i < keyed.size(); ++i) {
                auto c = compare(keyed[i].first, keyed[best].first);
                if (!c)
                    ruby_error("ArgumentError", comparison_failed(keyed[i].first, keyed[best].first), line);
                if (name == "min_by" ? *c < 0 : *c > 0) best = i;
            }
            return keyed[best].second;
        }
        std::stable_sort(keyed.begin(), keyed.end(), [&](const auto& x, const auto& y) {
            auto c = compare(x.first, y.first);
            if (!c) ruby_error("ArgumentError", comparison_failed(x.first, y.first), line);
            return *c < 0;
        });
        std::vector<RValue> out;
        for (auto& [k, e] : keyed)
            out.push_back(e);
        if (name == "sort_by!") {
            a = out;
            return self;
        }
        return RValue::array(std::move(out));
    }
    if (name == "min" || name == "max") {
        arity(args, 0, 0, line);
        if (a.empty()) return RValue::nil();
        std::vector<RValue> s = sorted(a, blk, line);
        return name == "min" ? s.front() : s.back();
    }
    if (name == "sum") {
        arity(args, 0, 1, line);
        RValue acc = args.empty() ? RValue::integer(0) : args[0];
        for (const auto& e : std::vector<RValue>(a)) {
            std::vector<RValue> x{blk ? yield1(*blk, e, line) : e};
            acc = call_method(acc, "+", x, nullptr, line);
        }
        return acc;
    }
    if (name == "inject" || name == "reduce") {
        std::size_t i = 0;
        RValue acc;
        std::string op;
        if (!args.empty() && args.back().kind() == RKind::Symbol && !blk) {
            op = args.back().str();
            args.pop_back();
        }
        if (!args.empty()) {
            acc = args[0];
        } else if (!a.empty()) {
            acc = a[0];
            i = 1;
        }
        for (; i < a.size(); ++i) {
            if (!op.empty()) {
                std::vector<RValue> x{a[i]};
                acc = call_method(acc, op, x, nullptr, line);
            } else {
                need_block();
                acc = yield(*blk, {acc, a[i]}, line);
            }
        }
        return acc;
    }
    if (name == "group_by") {
        need_block();
        RHash h;
        for (const auto& e : std::vector<RValue>(a)) {
            RValue k = yield1(*blk, e, line);
            RValue* slot = h.find(k);
            if (!slot) {
                h.set(k, RValue::array());
                slot = h.find(k);
            }
            slot->arr().push_back(e);
        }
        return RValue::hash(std::move(h));
    }
    if (name == "uniq" || name == "uniq!") {
        std::vector<RValue> out;
        if (blk) {
            std::vector<RValue> keys;
            for (const auto& e : a) {
                RValue k = yield1(*blk, e, line);
                if (std::none_of(keys.begin(), keys.end(), [&](const RValue& o) { return eql(o, k); })) {
                    keys.push_back(k);
                    out.push_back(e);
                }
            }
        } else {
            out = uniq_of(a);
        }
        if (name == "uniq!") {
            bool changed = out.size() != a.size();
            a = out;
            return changed ? self : RValue::nil();
        }
        return RValue::array(std::move(out));
    }
    if (name == "flatten" || name == "flatten!") {
        arity(args, 0, 1, line);
        std::vector<RValue> out;
        flatten_into(out, a, args.empty() || args[0].is_nil() ? -1 : int_arg(args[0], line), line);
        if (name == "flatten!") {
            a = out;
            return self;
        }
        return RValue::array(std::move(out));
    }
    if (name == "compact" || name == "compact!") {
        std::vector<RValue> out;
        for (const auto& e : a) {
            if (!e.is_nil()) out.push_back(e);
        }
        if (name == "compact!") {
            bool changed = out.size() != a.size();
            a = out;
            return changed ? self : RValue::nil();
        }
        return RValue::array(std::move(out));
    }
    if (name == "reverse") return RValue::array(std::vector<RValue>(a.rbegin(), a.rend()));
    if (name == "length" || name == "size") return RValue::integer(static_cast<std::int64_t>(a.size()));
    if (name == "empty?") return RValue::boolean(a.empty());
    if (name == "first" || name == "last") {
        arity(args, 0, 1, line);
        if (args.empty()) {
            if (a.empty()) return RValue::nil();
            return name == "first" ? a.front() : a.back();
        }
        std::int64_t n = int_arg(args[0], line);
        if (n < 0) ruby_error("ArgumentError", "negative array size", line);
        std::size_t k = std::min(a.size(), static_cast<std::size_t>(n));
        return name == "first"
                   ? RValue::array(std::vector<RValue>(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(k)))
                   : RValue::array(std::vector<RValue>(a.end() - static_cast<std::ptrdiff_t>(k), a.end()));
    }
    if (name == "take" || name == "drop") {
        arity(args, 1, 1, line);
        std::int64_t n = int_arg(args[0], line);
        if (n < 0) ruby_error("ArgumentError", "attempt to take negative size", line);
        std::size_t k = std::min(a.size(), static_cast<std::size_t>(n));
        return name == "take"
                   ? RValue::array(std::vector<RValue>(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(k)))
                   : RValue::array(std::vector<RValue>(a.begin() + static_cast<std::ptrdiff_t>(k), a.end()));
    }
    if (name == "<<" || name == "push" || name == "append") {
        if (name == "<<") arity(args, 1, 1, line);
        for (const auto& e : args)
            a.push_back(e);
        return self;
    }
    if (name == "unshift" || name == "prepend") {
        a.insert(a.begin(), args.begin(), args.end());
        return self;
    }
    if (name == "pop" || name == "shift") {
        if (a.empty()) return RValue::nil();
        RValue r = name == "pop" ? a.back() : a.front();
        if (name == "pop")
            a.pop_back();
        else
            a.erase(a.begin());
        return r;
    }
    if (name == "concat") {
        for (const auto& x : args) {
            if (x.kind() != RKind::Array)
                ruby_error("TypeError",
                           "no implicit conversion of " + std::string(class_name(x.kind())) + " into Array",
                           line);
            std::vector<RValue> items = x.arr();
            a.insert(a.end(), items.begin(), items.end());
        }
        return self;
    }
    if (name == "delete") {
        arity(args, 1, 1, line);
        RValue found;
        std::vector<RValue> out;
        for (const auto& e : a) {
            if (equals(e, args[0]))
                found = e;
            else
                out.push_back(e);
        }
        a = out;
        return found;
    }
    if (name == "+" || name == "-" || name == "&" || name == "|") {
        arity(args, 1, 1, line);
        if (args[0].kind() != RKind::Array) {
            ruby_error("TypeError",
                       "no implicit conversion of " +
                           (args[0].is_nil() ? std::string("nil") : std::string(class_name(args[0].kind()))) +
                           " into Array",
                       line);
        }
        const auto& b = args[0].arr();
        auto in_b = [&](const RValue& e) {
            return std::any_of(b.begin(), b.end(), [&](const RValue& o) { return eql(o, e); });
        };
        std::vector<RValue> out;
        if (name == "+") {
            out = a;
            out.insert(out.end(), b.begin(), b.end());
        } else if (name == "-") {
            for (const auto& e : a) {
                if (!in_b(e)) out.push_back(e);
            }
        } else if (name == "&") {
            for (const auto& e : uniq_of(a)) {
                if (in_b(e)) out.push_back(e);
            }
        } else {
            std::vector<RValue> all = a;
            all.insert(all.end(), b.begin(), b.end());
            out = uniq_of(all);
        }
        return RValue::array(std::move(out));
    }
    if (name == "*") {
        arity(args, 1, 1, line);
        if (args[0].kind() == RKind::String) {
            std::vector<RValue> j{args[0]};
            return array_method(self, "join", j, nullptr, line);
        }
        std::int64_t n = int_arg(args[0], line);
        std::vector<RValue> out;
        for (std::int64_t i = 0; i < n; ++i)
            out.insert(out.end(), a.begin(), a.end());
        return RValue::array(std::move(out));
    }
    if (name == "[]" || name == "slice" || name == "at" || name == "dig" || name == "fetch") {
        arity(args, 1, name == "dig" ? 100 : 2, line);
        if (args[0].kind() == RKind::Range) {
            std::int64_t b = args[0].as_integer();
            std::int64_t e = args[0].range_to();
            std::int64_t len = static_cast<std::int64_t>(a.size());
            if (b < 0) b += len;
            if (e < 0) e += len;
            if (!args[0].range_exclusive()) ++e;
            if (b < 0 || b > len) return RValue::nil();
            e = std::min(e, len);
            return RValue::array(e <= b ? std::vector<RValue>{}
                                        : std::vector<RValue>(a.begin() + b, a.begin() + e));
        }
        std::int64_t i = int_arg(args[0], line);
        std::int64_t len = static_cast<std::int64_t>(a.size());
        if (args.size() == 2 && name != "dig" && name != "fetch") {
            std::int64_t n = int_arg(args[1], line);
            if (i < 0) i += len;
            if (i < 0 || i > len || n < 0) return RValue::nil();
            std::int64_t e = std::min(len, i + n);
            return RValue::array(std::vector<RValue>(a.begin() + i, a.begin() + e));
        }
        std::int64_t j = i < 0 ? i + len : i;
        bool inside = j >= 0 && j < len;
        if (name == "fetch" && !inside) {
            if (args.size() == 2) return args[1];
            if (blk) return yield1(*blk, args[0], line);
            ruby_error("IndexError",
                       "index " + std::to_string(i) + " outside of array bounds: " + std::to_string(-len) +
                           "..." + std::to_string(len),
                       line);
        }
        RValue v = inside ? a[static_cast<std::size_t>(j)] : RValue::nil();
        if (name == "dig" && args.size() > 1 && !v.is_nil()) {
            std::vector<RValue> rest(args.begin() + 1, args.end());
            return call_method(v, "dig", rest, nullptr, line);
        }
        return v;
    }
    if (name == "[]=") {
        arity(args, 2, 2, line);
        std::int64_t i = int_arg(args[0], line);
        if (i < 0) i += static_cast<std::int64_t>(a.size());
        if (i < 0) ruby_error("IndexError", "index out of array", line);
        if (static_cast<std::size_t>(i) >= a.size()) a.resize(static_cast<std::size_t>(i) + 1);
        a[static_cast<std::size_t>(i)] = args[1];
        return args[1];
    }
    if (name == "zip") {
        std::vector<RValue> out;
        for (std::size_t i = 0; i < a.size(); ++i) {
            std::vector<RValue> row{a[i]};
            for (const auto& o : args) {
                if (o.kind() != RKind::Array)
                    unsupported("zip with a " + std::string(class_name(o.kind())), line);
                row.push_back(i < o.arr().size() ? o.arr()[i] : RValue::nil());
            }
            out.push_back(RValue::array(std::move(row)));
        }
        if (blk) {
            for (const auto& r : out)
                yield1(*blk, r, line);
            return RValue::nil();
        }
        return RValue::array(std::move(out));
    }
    if (name == "to_a" || name == "entries" || name == "to_ary") return self;
    if (name == "to_h") {
        RHash h;
        for (const auto& e : a) {
            RValue p = blk ? yield1(*blk, e, line) : e;
            if (p.kind() != RKind::Array || p.arr().size() != 2) {
                ruby_error("TypeError",
                           "wrong element type " + std::string(class_name(p.kind())) + " (expected array)",
                           line);
            }
            h.set(p.arr()[0], p.arr()[1]);
        }
        return RValue::hash(std::move(h));
    }
    if (name == "<=>") {
        arity(args, 1, 1, line);
        auto c = compare(self, args[0]);
        return c ? RValue::integer(*c) : RValue::nil();
    }
    if (name == "tally") {
        RHash h;
        for (const auto& e : a) {
            RValue* slot = h.find(e);
            if (slot)
                *slot = RValue::integer(slot->as_integer() + 1);
            else
                h.set(e, RValue::integer(1));
        }
        return RValue::hash(std::move(h));
    }
    if (name == "insert") {
        if (args.empty()) arity(args, 1, 1, line);
        std::int64_t i = int_arg(args[0], line);
        if (i < 0) i += static_cast<std::int64_t>(a.size()) + 1;
        if (i < 0) ruby_error("IndexError", "index out of array", line);
        if (static_cast<std::size_t>(i) > a.size()) a.resize(static_cast<std::size_t>(i));
        a.insert(a.begin() + i, args.begin() + 1, args.end());
        return self;
    }
    if (name == "clear") {
        a.clear();
        return self;
    }
    bool found = false;
    RValue r = common_method(self, name, args, blk, line, found);
    if (found) return r;
    unsupported("the method Array#" + name, line);
}

RValue Interpreter::hash_method(const RValue& self, const std::string& name, std::vector<RValue>& args,
                                const Proc* blk, int line) {
    RHash& h = self.hsh();
    auto pairs = [&] {
        std::vector<RValue> out;
        out.reserve(h.entries.size());
        for (const auto& [k, v] : h.entries)
            out.push_back(pair(k, v));
        return RValue::array(std::move(out));
    };
    auto need_block = [&] {
        if (!blk) unsupported("Hash#" + name + " without a block", line);
    };
    if (name == "each" || name == "each_pair") {
        need_block();
        auto copy = h.entries;
        for (const auto& [k, v] : copy)
            yield1(*blk, pair(k, v), line);
        return self;
    }
    if (name == "each_key" || name == "each_value") {
        need_block();
        auto copy = h.entries;
        for (const auto& [k, v] : copy)
            yield1(*blk, name == "each_key" ? k : v, line);
        return self;
    }
    if (name == "select" || name == "filter" || name == "reject" || name == "delete_if" ||
        name == "keep_if" || name == "select!" || name == "reject!" || name == "filter!") {
        need_block();
        bool keep_true = name != "reject" && name != "delete_if" && name != "reject!";
        RHash out;
        auto copy = h.entries;
        for (const auto& [k, v] : copy) {
            // these yield the key and the value as two arguments (a one-parameter block gets the key)
            if (yield(*blk, {k, v}, line).truthy() == keep_true) out.set(k, v);
        }
        if (name == "select" || name == "filter" || name == "reject") return RValue::hash(std::move(out));
        bool changed = out.entries.size() != h.entries.size();
        h = out;
        return changed || name == "delete_if" || name == "keep_if" ? self : RValue::nil();
    }
    if (name == "keys" || name == "values") {
        std::vector<RValue> out;
        for (const auto& [k, v] : h.entries)
            out.push_back(name == "keys" ? k : v);
        return RValue::array(std::move(out));
    }
    if (name == "[]") {
        arity(args, 1, 1, line);
        RValue* v = h.find(args[0]);
        return v ? *v : RValue::nil();
    }
    if (name == "[]=" || name == "store") {
        arity(args, 2, 2, line);
        h.set(args[0], args[1]);
        return args[1];
    }
    if (name == "fetch") {
        arity(args, 1, 2, line);
        RValue* v = h.find(args[0]);
        if (v) return *v;
        if (args.size() == 2) return args[1];
        if (blk) return yield1(*blk, args[0], line);
        ruby_error("KeyError", "key not found: " + inspect(args[0]), line);
    }
    if (name == "dig") {
        if (args.empty()) arity(args, 1, 1, line);
        RValue* v = h.find(args[0]);
        if (!v || v->is_nil() || args.size() == 1) return v ? *v : RValue::nil();
        std::vector<RValue> rest(args.begin() + 1, args.end());
        return call_method(*v, "dig", rest, nullptr, line);
    }
    if (name == "key?" || name == "has_key?" || name == "include?" || name == "member?") {
        arity(args, 1, 1, line);
        return RValue::boolean(h.find(args[0]) != nullptr);
    }
    if (name == "value?" || name == "has_value?") {
        arity(args, 1, 1, line);
        return RValue::boolean(std::any_of(h.entries.begin(), h.entries.end(),
                                           [&](const auto& e) { return equals(e.second, args[0]); }));
    }
    if (name == "key") {
        arity(args, 1, 1, line);
        for (const auto& [k, v] : h.entries) {
            if (equals(v, args[0])) return k;
        }
        return RValue::nil();
    }
    if (name == "empty?") return RValue::boolean(h.entries.empty());
    if (name == "length" || name == "size")
        return RValue::integer(static_cast<std::int64_t>(h.entries.size()));
    if (name == "count" && args.empty() && !blk)
        return RValue::integer(static_cast<std::int64_t>(h.entries.size()));
    if (name == "to_h" && !blk) return self;
    if (name == "to_a") return pairs();
    if (name == "merge" || name == "update" || name == "merge!") {
        RHash out = name == "merge" ? h : RHash{};
        RHash& target = name == "merge" ? out : h;
        for (const auto& o : args) {
            if (o.kind() != RKind::Hash) {
                ruby_error("TypeError",
                           "no implicit conversion of " +
                               (o.is_nil() ? std::string("nil") : std::string(class_name(o.kind()))) +
                               " into Hash",
                           line);
            }
            for (const auto& [k, v] : o.hsh().entries) {
                RValue* cur = target.find(k);
                if (cur && blk)
                    target.set(k, yield(*blk, {k, *cur, v}, line));
                else
                    target.set(k, v);
            }
        }
        return name == "merge" ? RValue::hash(std::move(out)) : self;
    }
    if (name == "delete") {
        arity(args, 1, 1, line);
        RValue* v = h.find(args[0]);
        RValue r = v ? *v : RValue::nil();
        h.erase(args[0]);
        return r;
    }
    if (name == "invert") {
        RHash out;
        for (const auto& [k, v] : h.entries)
            out.set(v, k);
        return RValue::hash(std::move(out));
    }
    if (name == "transform_values" || name == "transform_keys") {
        need_block();
        RHash out;
        for (const auto& [k, v] : std::vector(h.entries)) {
            if (name == "transform_values")
                out.set(k, yield1(*blk, v, line));
            else
                out.set(yield1(*blk, k, line), v);
        }
        return RValue::hash(std::move(out));
    }
    if (name == "values_at") {
        std::vector<RValue> out;
        for (const auto& k : args) {
            RValue* v = h.find(k);
            out.push_back(v ? *v : RValue::nil());
        }
        return RValue::array(std::move(out));
    }
    if (name == "compact") {
        RHash out;
        for (const auto& [k, v] : h.entries) {
            if (!v.is_nil()) out.set(k, v);
        }
        return RValue::hash(std::move(out));
    }
    if (name == "sort" || name == "min_by" || name == "max_by" || name == "sort_by" || name == "map" ||
        name == "collect" || name == "flat_map" || name == "each_with_index" || name == "each_with_object" ||
        name == "find" || name == "detect" || name == "any?" || name == "all?" || name == "none?" ||
        name == "count" || name == "inject" || name == "reduce" || name == "group_by" ||
        name == "partition" || name == "filter_map" || name == "sum" || name == "first" || name == "min" ||
        name == "max" || name == "find_index" || name == "to_h" || name == "uniq" || name == "zip" ||
        name == "one?" || name == "each_slice" || name == "sort_by" || name == "entries" ||
        name == "reverse_each" || name == "take" || name == "drop") {
        RValue arr = pairs();
        RValue r = array_method(arr, name, args, blk, line);
        if (name == "each_with_index" || name == "reverse_each") return self;
        return r;
    }
    if (name == "==") {
        arity(args, 1, 1, line);
        return RValue::boolean(equals(self, args[0]));
    }
    if (name == "clear") {
        h.entries.clear();
        return self;
    }
    bool found = false;
    RValue r = common_method(self, name, args, blk, line, found);
    if (found) return r;
    unsupported("the method Hash#" + name, line);
}

} // namespace pp::erb
