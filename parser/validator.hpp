#pragma once
// Puppet 7's static checks (lib/puppet/pops/validation/checker4_0.rb, configured as in
// validator_factory_4_0.rb) over a parsed file. Every issue of the file is reported, in Puppet's order
// (a pre-order walk of the model), at the `begin` of the node Puppet reports it on.

#include "lexer/diagnostics.hpp"
#include "lexer/source_manager.hpp"
#include "parser/ast.hpp"
#include "parser/parser.hpp"

#include <string>
#include <string_view>

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
