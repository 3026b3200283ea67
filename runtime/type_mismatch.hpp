#pragma once
// Puppet's type mismatch messages (PUP:lib/puppet/pops/types/type_mismatch_describer.rb): the text after
// the subject, e.g. `expects a String value, got Integer`, `entry 'a' expects an Integer value, got String`,
// `expects a value for key 'b'`, `unrecognized key 'c'`, `index 1 expects ...`,
// `expects size to be at least 2, got 1`.

#include "runtime/types.hpp"

#include <string>
#include <vector>

namespace pp::runtime {

/// Every mismatch of `actual` against `expected`, one message per problem (Puppet reports each on its own
/// line, each prefixed with the subject). Empty when `actual` is an instance of `expected`.
std::vector<std::string> describe_mismatches(const Type& expected, const Value& actual);

/// describe_mismatches joined with "\n" (callers prefix each line with their subject, e.g.
/// `'split' parameter 'str' `).
std::string describe_mismatch(const Type& expected, const Value& actual);

/// Puppet's label for a value in messages (ModelLabelProvider): "Undef Value", "Integer",
/// "Integer[1]-Type"...
std::string value_label(const Value& v);

/// The Ruby class Puppet's messages name for a value: NilClass, TrueClass, Integer, String, Symbol
/// (default), Puppet::Pops::Types::PIntegerType...
std::string ruby_class_name(const Value& v);

/// "a" or "an" followed by `word`, as Puppet's describer picks the article (vowel → "an").
std::string with_article(const std::string& word);

} // namespace pp::runtime
