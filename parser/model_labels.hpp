#pragma once
// Human names of model objects as Puppet's messages print them: a port of
// lib/puppet/pops/model/model_label_provider.rb (the label of each model class, "Resource Statement",
// "'+' expression") and lib/puppet/pops/label_provider.rb (articles a/an/the, plural_s, combine_strings).
//
// Labels of runtime values (Integer, String, types) are the evaluator's business; only the text helpers
// here (`article`, `a_an` on a string) are shared with it.

#include "parser/ast.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace pp::parser {

/// The label of a model node without article: "Resource Statement", "'+' expression", "Variable".
/// Model classes Puppet gives no label of their own (AttributesOperation, CallFunctionExpression, Program)
/// are labelled "Object", as Puppet's visitor falls back to `label_Object`.
std::string label(const Node& node);

/// "a" or "an" for a label: "an" when its first letter (after one leading `'` or `"`) is a vowel or `y`.
std::string_view article(std::string_view text);

/// "a Resource Statement", "an 'if' statement".
std::string a_an(std::string_view text);
std::string a_an(const Node& node);
/// "A Resource Statement", "An 'if' statement".
std::string a_an_uc(std::string_view text);
std::string a_an_uc(const Node& node);
/// "the Host Class Definition".
std::string the(const Node& node);
/// "The Host Class Definition".
std::string the_uc(const Node& node);

/// `text` followed by "s" unless `count` is 1.
std::string plural_s(long long count, std::string_view text = {});

/// "a", "a or b", "a, b, or c" (the conjunction is configurable).
std::string combine_strings(const std::vector<std::string>& strings, std::string_view conjunction = "or");

} // namespace pp::parser
