// What Puppet iterates (Iterable.on, lib/puppet/pops/types/iterable.rb), shared by the iteration and
// collection functions.
#include "evaluator/dispatch.hpp"
#include "lexer/chars.hpp"
#include "runtime/iterator.hpp"
#include "runtime/types.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

namespace pp::stdlib {

using runtime::Value;
using runtime::ValueKind;

namespace {

const runtime::Type& resolve(const runtime::Type& t) {
    return t.kind() == runtime::TypeKind::TypeAlias ? resolve(t.resolved()) : t;
}

} // namespace

std::vector<Value> iterable_elements(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Array:
        return v.as_array();
    case ValueKind::Iterator:
        return runtime::as_iterator(v).to_a();
    case ValueKind::Hash: {
        std::vector<Value> out;
        for (const auto& [k, e] : v.as_hash())
            out.emplace_back(std::vector<Value>{k, e});
        return out;
    }
    case ValueKind::Integer: {
        std::vector<Value> out;
        for (std::int64_t i = 0; i < v.as_integer(); ++i)
            out.emplace_back(i);
        return out;
    }
    case ValueKind::String: {
        std::vector<Value> out;
        for (std::string_view c : lexer::utf8_chars(v.as_string()))
            out.emplace_back(std::move(c));
        return out;
    }
    case ValueKind::Type: {
        const runtime::Type* t = &resolve(v.as_type());
        if (t->kind() == runtime::TypeKind::TypeType && t->m_elem) t = &resolve(*t->m_elem);
        std::vector<Value> out;
        if (t->kind() == runtime::TypeKind::Integer && t->m_imin != runtime::Type::UnboundedMin &&
            t->m_imax != runtime::Type::UnboundedMax) {
            for (std::int64_t i = t->m_imin; i <= t->m_imax; ++i)
                out.emplace_back(i);
            return out;
        }
        if (t->kind() == runtime::TypeKind::Enum) {
            for (const std::string& s : t->m_strings)
                out.emplace_back(s);
            return out;
        }
        break;
    }
    default:
        break;
    }
    throw evaluator::FunctionError(fmt::format("'{}' expects an Iterable value, got {}", "iterable",
                                               runtime::to_string(*runtime::infer_generalized(v))));
}

} // namespace pp::stdlib
