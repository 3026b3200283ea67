#pragma once
// Puppet 7's static checks (lib/puppet/pops/validation/checker4_0.rb, configured as in
// validator_factory_4_0.rb) over a parsed file. Every issue of the file is reported, in Puppet's order
// (a pre-order walk of the model), at the `begin` of the node Puppet reports it on.

#include "lexer/diagnostics.hpp"
#include "lexer/source_manager.hpp"
#include "parser/ast.hpp"
#include "parser/parser.hpp"

#include <cstdint>
#include <iterator>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace pp::parser {

/// Runs Puppet's static checks over a parsed file; every problem is reported (not only the first).
/// Does nothing when the file did not parse (`file.program == nullptr`). DUPLICATE_KEY follows
/// `opts.strict` (dropped when Off, a warning, or an error); the module location checks
/// (ILLEGAL_DEFINITION_LOCATION, ILLEGAL_TOP_CONSTRUCT_LOCATION) run only when `opts.module_name` is set.
void validate(const ParsedFile& file, const lexer::SourceManager& sm, lexer::Diagnostics& diags,
              const ParseOptions& opts);

/// Pieces of the validator shared between its translation units (validator.cpp, validator_*.cpp); not an
/// interface for other layers.
namespace detail {

/// Iterates a container backwards. (std::views::reverse does not compile with clang 14 over libstdc++ 12,
/// which the fuzz build uses.) Holds an lvalue by reference and an rvalue (a span) by value.
template <class C>
struct Reversed {
    C c;
    auto begin() const { return std::rbegin(c); }
    auto end() const { return std::rend(c); }
};
template <class C>
Reversed<C> reversed(C&& c) {
    return {std::forward<C>(c)};
}

// ---- validator_model.cpp: Puppet's name patterns (lib/puppet/pops/patterns.rb; \w is ASCII only)

/// CLASSREF_DECL \A[a-z][\w]*(?:::[a-z][\w]*)*\z: names of classes, defines and functions.
bool is_classref_decl(std::string_view s);
/// CLASSREF_EXT_DECL \A[A-Z][\w]*(?:::[A-Z][\w]*)*\z: names of type aliases.
bool is_classref_ext_decl(std::string_view s);
/// CLASSREF_EXT \A((::){0,1}[A-Z][\w]*)+\z: type references.
bool is_classref_ext(std::string_view s);
/// VAR_NAME \A(?:::)?(?:[a-z]\w*::)*[a-z_]\w*\z.
bool is_var_name(std::string_view s);
/// PARAM_NAME \A[a-z_]\w*\z.
bool is_param_name(std::string_view s);
/// NUMERIC_VAR_NAME \A(?:0|(?:[1-9][0-9]*))\z.
bool is_numeric_var_name(std::string_view s);
/// check_Parameter's /^(?:0x)?[0-9]+$/.
bool is_numeric_parameter(std::string_view s);
/// No match for ILLEGAL_HOSTNAME_CHARS /[^-\w.]/.
bool is_hostname(std::string_view s);
/// Checker4_0::RESERVED_TYPE_NAMES (lower-case names only, compared as written).
bool is_reserved_type_name(std::string_view name);
/// Checker4_0::FUTURE_RESERVED_WORDS.
bool is_future_reserved_word(std::string_view name);
/// ASCII lower-casing (Ruby's String#downcase on the names involved).
std::string downcase(std::string_view s);

// ---- validator_model.cpp: the model classes Checker4_0 dispatches on

/// Model::AbstractResource: resources, resource defaults and resource overrides.
bool is_abstract_resource(const Node* n);
/// Model::Definition: classes, defines, functions, nodes, type aliases, type mappings, type definitions.
bool is_definition(const Node* n);
/// Model::UnaryExpression (Not, UnaryMinus, Unfold, Parenthesized, Text, Variable, RenderExpression).
bool is_unary(const Node& n);
/// The operand of a unary expression, null for anything else.
const Node* unary_operand(const Node& n);
/// Checker4_0#resource_without_title?: the block [QualifiedName, LiteralHash] the parser makes of
/// `file { ensure => present }`.
bool resource_without_title(const Node* n);
/// True when `child`, the body of `holder` (a class, define, node, function, lambda or case option), stands
/// where Puppet's model has a BlockExpression that pp's AST left out: Puppet's factory wraps every such body
/// in a block (f_build_body), even a single statement or the block of a resource without title.
bool has_virtual_block(const Node& holder, const Node& child);
/// Checker4_0#pattern_with_replacement?: `[/regexp/, 'replacement']`.
bool pattern_with_replacement(const Node* o);
/// Checker4_0#type_ref?: `Name` or `Name[...]`.
bool type_ref(const Node* o);
/// Appends the children of `n` in the order of the attributes of Puppet's model (ast.pp), which is the
/// order of `_pcore_all_contents` and so of the reported issues. Absent (null) children are skipped.
void children_of(const Node& n, std::vector<const Node*>& out);
/// Checker4_0#idem: evaluating `o` is known to have no effect (null counts as idem).
bool idem(const Node* o);

/// Where Checker4_0#top puts a definition.
enum class Placement : std::uint8_t {
    Ok,
    NotTopLevel,         ///< NOT_TOP_LEVEL: inside an expression other than a class or a block
    NotAbsoluteTopLevel, ///< NOT_ABSOLUTE_TOP_LEVEL: a function, type alias or type definition not at top
};
/// Checker4_0#top for `definition` whose containers are `path` (outermost first, the Program included).
Placement definition_placement(const Node& definition, std::span<const Node* const> path);

/// Where a file of a module may define things (Checker4_0#namespace_for_file).
enum class FileNamespace : std::uint8_t {
    None,          ///< not a module's .pp file: no location checks
    BadModuleFile, ///< outside manifests/, functions/, types/, plans/: nothing may be defined
    Names,         ///< definitions must start with the namespace ("mymod::sub::foo")
};
/// The namespace of the file at `relative_path` (e.g. "manifests/sub/foo.pp") in the module directory
/// `module_name`, lower-cased as Puppet compares it; `names` is set when the result is Names.
FileNamespace file_namespace(std::string_view module_name, std::string_view relative_path,
                             std::string& names);

// ---- validator_syntax.cpp, validator_literals.cpp

/// Checks the static text of a heredoc with `@(END:syntax)` the way Puppet's syntax checkers do (json,
/// base64, pp, epp; picked by the longest `+`-separated suffix of `syntax` that has a checker) and reports
/// ILLEGAL_JSON / ILLEGAL_BASE64 / ILLEGAL_PP / ILLEGAL_EPP at `text_node`.
void check_heredoc_syntax(std::string_view syntax, std::string_view text, const Node& text_node,
                          lexer::FileId file, lexer::Diagnostics& diags, const ParseOptions& opts);

/// Ruby's message for `JSON.parse(text)` (json 2.6, as Puppet::Util::Json.load raises it), or an empty
/// string when the text is valid JSON.
std::string json_parse_error(std::string_view text);

/// The Base64 checker's complaint ("padding is not correct", ...) or an empty string when the text is
/// strict Base64 after removing line breaks, blanks and `?`.
std::string base64_error(std::string_view text);

/// `"%#+x" % Integer(text)` for an integer literal's source text of any size ("+0x8000000000000000").
std::string integer_text_to_signed_hex(std::string_view text);

/// A literal hash key as Puppet's LiteralEvaluator sees it: `identity` compares as Ruby's `eql?` does,
/// `display` is Ruby's `to_s` of the value. False when the key is not a literal (no duplicate check).
bool literal_key(const Node* key, std::string& identity, std::string& display);

} // namespace detail

} // namespace pp::parser
