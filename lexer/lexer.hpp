#pragma once
// The hand-written Puppet lexer: a faithful port of Puppet 7's lexer2.rb and its support modules
// (slurp_support, interpolation_support, heredoc_support, epp_support). Puppet's lexing is
// context-sensitive (regex vs division, `[` vs list start, `(` at line start, `{` after `?`), and string
// interpolation and heredocs re-enter the lexer, so it is written by hand rather than in ANTLR.
//
// Like Puppet, lexing stops at the first lexical error; the error is reported to the Diagnostics.

#include "lexer/arena.hpp"
#include "lexer/diagnostics.hpp"
#include "lexer/token.hpp"

#include <cstdint>
#include <string_view>
#include <vector>

namespace pp::lexer {

class Lexer {
public:
    Lexer(std::string_view text, FileId file, Diagnostics& diags, Arena& arena);

    /// Lexes Puppet code (or, with `epp`, an EPP template). Appends tokens and a final Eof token to `out`.
    /// Returns false when a lexical error was reported.
    bool tokenize(std::vector<Token>& out, bool epp = false);

private:
    struct LexError {};
    // Maps offsets of a heredoc body (margin stripped) back to the enclosing text (Puppet's SubLocator).
    struct SubMap {
        const Lexer* parent = nullptr;
        std::uint32_t leading_offset = 0;
        bool has_margin = false;
        std::vector<std::uint32_t> line_starts;        // local line start offsets
        std::vector<std::uint32_t> accumulated_margin; // [0]=0, [n]=sum of margins of lines 1..n
    };

    Lexer(std::string_view text, const Lexer& parent, SubMap map);

    // main loop pieces
    void scan_all();
    void lex_token(); // lexes one token at m_pos (strings and heredocs emit several; trivia none)
    void skip_ws();
    bool at_ws(std::size_t pos, std::size_t* len = nullptr) const;
    void emit(int kind, std::uint32_t begin, std::uint32_t len, std::string_view value = {});
    void emit_at(int kind, std::uint32_t begin, std::uint32_t end, std::string_view value);
    [[nodiscard]] bool regexp_acceptable() const;

    // token families
    void lex_number();
    void lex_name();
    void lex_classref();
    void lex_colon();
    void lex_variable();
    void lex_slash();
    void lex_lbrack();
    void lex_lparen();

    // strings (lexer_strings.cpp)
    void lex_sq_string();
    void interpolate_dq();
    void interpolate_tail_dq();
    void interpolate_uq();
    void interpolate_tail_uq();
    void enqueue_until(int brace_count);
    bool scan_interp_variable(std::string_view& name);
    std::string_view slurp_dq(char& terminator, bool& brace);
    std::string_view slurp_uq(char& terminator, bool& brace);
    std::string_view process_escapes(std::string_view raw, std::string_view escapes, bool warn_invalid,
                                     std::uint32_t warn_pos);
    [[noreturn]] void unclosed_quote(std::string_view after);
    void heredoc();

    // EPP (lexer_epp.cpp)
    void interpolate_epp(bool skip_leading);
    void lex_percent();

    // errors
    [[noreturn]] void error_at(std::uint32_t pos, DiagId id);
    template <class... Args>
    [[noreturn]] void error_at(std::uint32_t pos, DiagId id, Args&&... args) {
        m_diags.report(id, m_file, to_global(pos), to_global(pos), std::forward<Args>(args)...);
        throw LexError{};
    }
    template <class... Args>
    void warning_at(std::uint32_t pos, DiagId id, Args&&... args) {
        m_diags.report(id, m_file, to_global(pos), to_global(pos), std::forward<Args>(args)...);
    }
    [[nodiscard]] std::string followed_by() const;
    [[nodiscard]] std::uint32_t to_global(std::uint32_t local) const;
    bool check_encoding();

    std::string_view m_text;
    FileId m_file;
    Diagnostics& m_diags;
    Arena& m_arena;
    std::vector<Token>* m_out = nullptr;
    const SubMap* m_map = nullptr;
    SubMap m_own_map;

    std::uint32_t m_pos = 0;
    int m_brace_count = 0;
    int m_after = tok::Invalid; // kind of the last token emitted (Puppet's lexing_context[:after])
    std::uint32_t m_line_lexical_start = 0;
    std::uint32_t m_newline_jump = 0; // 0 = none; where the next line starts after heredoc bodies
    bool m_has_newline_jump = false;
    std::string_view m_last_matched = "\""; // StringScanner#matched, for "Unclosed quote after ..."

    // heredoc sub-lexers: escapes in force and the slurp pattern
    enum class UqMode : std::uint8_t { All, NoEscapeInterp, EscapeInterp };
    std::string_view m_escapes;
    UqMode m_uq_mode = UqMode::All;

    // EPP state
    enum class EppMode : std::uint8_t { None, Text, Epp, Expr };
    EppMode m_epp_mode = EppMode::None;
    bool m_epp_open = false;
};

} // namespace pp::lexer
