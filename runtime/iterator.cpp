#include "runtime/iterator.hpp"

#include <algorithm>

namespace pp::runtime {

std::string Iterator::to_string() const {
    if (!m_element_type) return "Iterator-Value";
    return "Iterator[" + pp::runtime::to_string(*generalize(m_element_type)) + "]-Value";
}

const Value* Iterator::next() const {
    if (m_position >= m_elements.size()) return nullptr;
    return &m_elements[m_position++];
}

std::vector<Value> Iterator::rest() const {
    std::vector<Value> out;
    while (const Value* e = next())
        out.push_back(*e);
    return out;
}

std::vector<Value> Iterator::to_a() const {
    return enumerable() ? rest() : m_elements;
}

Value iterator_value(TypePtr element_type, std::vector<Value> elements, bool hash_style,
                     Iterator::Source source) {
    return Value::heap(
        ValueKind::Iterator,
        std::make_shared<const Iterator>(std::move(element_type), std::move(elements), hash_style, source));
}

Iterator::Source iterable_source(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Iterator:
        return as_iterator(v).source();
    case ValueKind::Integer:
        return v.as_integer() > 0 ? Iterator::Source::IntegerRange : Iterator::Source::Enumerator;
    case ValueKind::Type: {
        const Type* t = &v.as_type().resolved();
        if (t->kind() == TypeKind::TypeType && t->m_elem) t = &t->m_elem->resolved();
        if (t->kind() == TypeKind::Integer && t->m_imin != Type::UnboundedMin &&
            t->m_imax != Type::UnboundedMax)
            return Iterator::Source::IntegerRange;
        return Iterator::Source::Enumerator;
    }
    default:
        return Iterator::Source::Enumerator;
    }
}

TypePtr iterable_element_type(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Iterator:
        return as_iterator(v).element_type();
    case ValueKind::String:
        return string_type(1, 1);
    case ValueKind::Array: {
        const auto& a = v.as_array();
        if (a.empty()) return unit_type();
        std::vector<TypePtr> ts;
        ts.reserve(a.size());
        for (const Value& e : a)
            ts.push_back(infer_set(e));
        return maybe_variant(ts);
    }
    case ValueKind::Hash: {
        const Hash& h = v.as_hash();
        if (h.empty()) return tuple_type({unit_type(), unit_type()}, 2, 2);
        std::vector<TypePtr> ks;
        std::vector<TypePtr> vs;
        for (const auto& [k, e] : h) {
            ks.push_back(infer_set(k));
            vs.push_back(infer_set(e));
        }
        return tuple_type({maybe_variant(ks), maybe_variant(vs)}, 2, 2);
    }
    case ValueKind::Integer:
        if (v.as_integer() < 0) return nullptr;
        return v.as_integer() == 0 ? unit_type() : integer_type(0, v.as_integer() - 1);
    case ValueKind::Type: {
        const Type* t = &v.as_type().resolved();
        if (t->kind() == TypeKind::TypeType && t->m_elem) t = &t->m_elem->resolved();
        if (t->kind() == TypeKind::Integer && t->m_imin != Type::UnboundedMin &&
            t->m_imax != Type::UnboundedMax)
            return integer_type(t->m_imin, t->m_imax);
        if (t->kind() == TypeKind::Enum) return enum_type(t->m_strings, t->m_case_insensitive);
        return nullptr;
    }
    default:
        return nullptr;
    }
}

} // namespace pp::runtime
