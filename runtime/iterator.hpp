#pragma once
// Puppet's Iterator values (PUP:lib/puppet/pops/types/iterable.rb): what `reverse_each` and `step` return
// without a block. Puppet's iterators are lazy Ruby enumerators; every Iterable Puppet can produce is finite,
// so pp keeps the elements an iterator would produce, in order, together with the element type Puppet
// reports for it (`type($it)` is `Iterator[T]`, printing it shows `Iterator[T']-Value` with T generalized).

#include "runtime/types.hpp"
#include "runtime/value.hpp"

#include <string>
#include <vector>

namespace pp::runtime {

class Iterator {
public:
    /// `hash_style`: a HashIterator, whose [key, value] elements a two-parameter block gets as key and value.
    Iterator(TypePtr element_type, std::vector<Value> elements, bool hash_style = false)
        : m_element_type(std::move(element_type)), m_elements(std::move(elements)), m_hash_style(hash_style) {
    }

    /// The element type (null when Puppet has none: the iterator prints as `Iterator-Value`).
    [[nodiscard]] const TypePtr& element_type() const { return m_element_type; }
    [[nodiscard]] const std::vector<Value>& elements() const { return m_elements; }
    [[nodiscard]] bool hash_style() const { return m_hash_style; }
    /// Iterator#to_s: `Iterator[Integer]-Value`.
    [[nodiscard]] std::string to_string() const;

private:
    TypePtr m_element_type;
    std::vector<Value> m_elements;
    bool m_hash_style;
};

/// An Iterator value (ValueKind::Iterator).
Value iterator_value(TypePtr element_type, std::vector<Value> elements, bool hash_style = false);
inline const Iterator& as_iterator(const Value& v) {
    return v.object<Iterator>();
}

/// The element type of `Iterable.on(v, nil, true)`: the Variant of a non-empty Array's element types, a
/// Tuple of key and value Variants for a Hash, `String[1, 1]` for a String, `Integer[0, n-1]` for an
/// Integer n, a finite Integer range or Enum type itself, an Iterator's own; Unit when there are no
/// elements; null for what is not Iterable.
TypePtr iterable_element_type(const Value& v);

} // namespace pp::runtime
