// Completeness of REPL input: see input.hpp.
#include "repl/input.hpp"

#include "lexer/source_manager.hpp"
#include "parser/parser.hpp"

#include <string>

namespace pp::repl {

InputStatus input_status(const lexer::Diagnostics& diags) {
    for (const lexer::Diagnostic& d : diags.all()) {
        if (d.severity != lexer::Severity::Error) continue;
        switch (d.id) {
        case lexer::DiagId::UnclosedQuote:               // 'text, "text
        case lexer::DiagId::UnclosedMlComment:           // /* ...
        case lexer::DiagId::HeredocWithoutText:          // @(END) on the last line so far
        case lexer::DiagId::HeredocWithoutEndTaggedLine: // no `| END` line yet
            return InputStatus::Incomplete;
        case lexer::DiagId::SyntaxError:
            // Puppet gives "Syntax error at end of input" no position; any other syntax error has one
            return d.has_location ? InputStatus::Invalid : InputStatus::Incomplete;
        default:
            return InputStatus::Invalid;
        }
    }
    return InputStatus::Complete;
}

InputStatus input_status(std::string_view text) {
    lexer::SourceManager sm;
    lexer::FileId file = sm.add("<repl>", std::string(text));
    lexer::Diagnostics diags;
    parser::ParseOptions options;
    options.validate = false; // the checker's errors are real errors, found when the input is evaluated
    auto parsed = parser::parse(sm, file, diags, options);
    if (parsed->program != nullptr && !diags.has_errors()) return InputStatus::Complete;
    return input_status(diags);
}

} // namespace pp::repl
