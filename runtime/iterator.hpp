#pragma once
// Puppet's Iterator values (PUP:lib/puppet/pops/types/iterable.rb): what `reverse_each` and `step` return
// without a block. Puppet's iterators are lazy Ruby enumerators; every Iterable Puppet can produce is finite,
// so pp keeps the elements an iterator would produce, in order, together with the element type Puppet
// reports for it (`type($it)` is `Iterator[T]`, printing it shows `Iterator[T']-Value` with T generalized).
//
// An iterator is used up by a pass that reads it with Ruby's `Enumerator#next` (each, map, filter, step...):
// a stored iterator gives nothing the second time. pp models the enumerator's external position as a
// cursor in the one Iterator object every copy of the value shares (values are immutable; the cursor is the
// only state, and it stands for the identity of the Ruby object that all holders of the value see too).

#include "runtime/types.hpp"
#include "runtime/value.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace pp::runtime {

class Iterator {
public:
    /// What the Ruby iterator wraps, which decides what a pass over it uses up:
    /// - Enumerator: an `Iterator` over a Ruby Enumerator (an Array's, a String's, a Hash's, an Enum type's,
    ///   their `reverse_each`). It hands map, reduce, any?, all?, to_a... to the enumerator, which starts
    ///   over each time; only `#next` moves the shared position.
    /// - IntegerRange: an `IntegerRangeIterator` (an Integer, an Integer range type, their reverse_each or
    ///   step). It includes Enumerable, so every pass goes through `#next`, but its reverse_each and step
    ///   start a new iterator over the whole range.
    /// - Step: a `StepIterator` (`step(n)`, n > 1, of anything else): every pass goes through `#next`.
    enum class Source : std::uint8_t { Enumerator, IntegerRange, Step };

    /// `hash_style`: a HashIterator, whose [key, value] elements a two-parameter block gets as key and value.
    Iterator(TypePtr element_type, std::vector<Value> elements, bool hash_style = false,
             Source source = Source::Enumerator)
        : m_element_type(std::move(element_type)), m_elements(std::move(elements)), m_hash_style(hash_style),
          m_source(source) {}

    /// The element type (null when Puppet has none: the iterator prints as `Iterator-Value`).
    [[nodiscard]] const TypePtr& element_type() const { return m_element_type; }
    /// Every element a fresh pass gives, whatever `next` has used up.
    [[nodiscard]] const std::vector<Value>& elements() const { return m_elements; }
    [[nodiscard]] bool hash_style() const { return m_hash_style; }
    [[nodiscard]] Source source() const { return m_source; }
    /// Ruby's Enumerable is included (IntegerRangeIterator, StepIterator): every pass, even any? or to_a,
    /// goes through `#next` (and `break` from a block stops it, as Iterable#each rescues StopIteration).
    [[nodiscard]] bool enumerable() const { return m_source != Source::Enumerator; }

    /// Enumerator#next: the next element, or null at the end (StopIteration). The element lives as long as
    /// the iterator.
    const Value* next() const;
    /// `#next` until the end: what is left, now used up.
    std::vector<Value> rest() const;
    /// Iterator#to_a: every element of an Enumerator one, what is left of an Enumerable one (used up).
    std::vector<Value> to_a() const;

    /// How a function's pass reads the iterator: with `#next` (each, map, filter: `loop { yield(enum.next)
    /// }`), or through the enumerator (any?, all?, reduce, each_with_index), which starts over unless the
    /// iterator is an Enumerable one.
    enum class Pass : std::uint8_t { Next, Enumerator };
    /// Calls `fn(element, index)` for each element `pass` reads, until fn returns false (or throws: an
    /// element `#next` gave stays used up).
    template <class F>
    void each(Pass pass, F&& fn) const {
        std::size_t i = 0;
        if (pass == Pass::Next || enumerable()) {
            while (const Value* e = next())
                if (!fn(*e, i++)) return;
            return;
        }
        for (const Value& e : m_elements)
            if (!fn(e, i++)) return;
    }

    /// Iterator#to_s: `Iterator[Integer]-Value`.
    [[nodiscard]] std::string to_string() const;

private:
    TypePtr m_element_type;
    std::vector<Value> m_elements;
    bool m_hash_style;
    Source m_source;
    /// The enumerator's external position, shared by every copy of the value (see the header comment).
    mutable std::size_t m_position = 0;
};

/// An Iterator value (ValueKind::Iterator).
Value iterator_value(TypePtr element_type, std::vector<Value> elements, bool hash_style = false,
                     Iterator::Source source = Iterator::Source::Enumerator);
inline const Iterator& as_iterator(const Value& v) {
    return v.object<Iterator>();
}

/// The element type of `Iterable.on(v, nil, true)`: the Variant of a non-empty Array's element types, a
/// Tuple of key and value Variants for a Hash, `String[1, 1]` for a String, `Integer[0, n-1]` for an
/// Integer n, a finite Integer range or Enum type itself, an Iterator's own; Unit when there are no
/// elements; null for what is not Iterable.
TypePtr iterable_element_type(const Value& v);

/// What `Iterable.on(v)` makes of an Iterable that is not an Iterator: an IntegerRangeIterator for an
/// Integer above 0 and a finite Integer range type, an Enumerator-backed one for the rest.
Iterator::Source iterable_source(const Value& v);

} // namespace pp::runtime
