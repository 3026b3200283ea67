// Lexer: token kinds and values for Puppet's context-sensitive cases (lexer2.rb), source positions, and
// clean errors for bad input. Expected token streams follow lexer2_spec.rb and were checked against
// Puppet's own lexer (Puppet::Pops::Parser::Lexer2#fullscan).
#include "lexer/lexer.hpp"
#include "lexer/source_manager.hpp"

#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

#include <string>
#include <vector>

using namespace pp::lexer;

namespace {

struct Lexed {
    std::vector<Token> tokens;
    Diagnostics diags;
    Arena arena;
    bool ok = false;
};

std::unique_ptr<Lexed> lex(const std::string& src, bool epp = false) {
    auto r = std::make_unique<Lexed>();
    static std::vector<std::string> keep; // token values view the source
    keep.push_back(src);
    Lexer l(keep.back(), 0, r->diags, r->arena);
    r->ok = l.tokenize(r->tokens, epp);
    return r;
}

// "KIND:value KIND ..." for the tokens before EOF; the value is shown for value-carrying kinds.
std::string describe(const std::vector<Token>& tokens) {
    std::string out;
    for (const auto& t : tokens) {
        if (t.kind == tok::Eof) break;
        if (!out.empty()) out += ' ';
        out += token_name(t.kind);
        switch (t.kind) {
        case tok::STRING:
        case tok::DQPRE:
        case tok::DQMID:
        case tok::DQPOST:
        case tok::NAME:
        case tok::WORD:
        case tok::CLASSREF:
        case tok::VARIABLE:
        case tok::NUMBER:
        case tok::REGEX:
        case tok::HEREDOC:
        case tok::RENDER_STRING:
            out += ':';
            out += t.value;
            break;
        default:
            break;
        }
    }
    return out;
}

struct Case {
    const char* src;
    const char* expected;
};

class LexerTokens : public testing::TestWithParam<Case> {};

TEST_P(LexerTokens, Produces) {
    auto r = lex(GetParam().src);
    ASSERT_TRUE(r->ok) << GetParam().src;
    EXPECT_EQ(describe(r->tokens), GetParam().expected) << "source: " << GetParam().src;
}

const Case kCases[] = {
    // numbers
    {"0777 0x1F 1.5 1e5 1.5e-3 0 10",
     "NUMBER:0777 NUMBER:0x1F NUMBER:1.5 NUMBER:1e5 NUMBER:1.5e-3 NUMBER:0 NUMBER:10"},
    {"1.foo", "NUMBER:1 DOT NAME:foo"},
    // names, words, references, keywords
    {"foo ::foo foo::bar foo-bar _x", "NAME:foo NAME:::foo NAME:foo::bar WORD:foo-bar WORD:_x"},
    {"Foo ::Foo Foo::Bar", "CLASSREF:Foo CLASSREF:::Foo CLASSREF:Foo::Bar"},
    {"if unless true false undef default", "IF UNLESS BOOLEAN BOOLEAN UNDEF DEFAULT"},
    {"application site consumes", "NAME:application NAME:site NAME:consumes"},
    {"$x $::x $a::b $0 $", "VARIABLE:x VARIABLE:::x VARIABLE:a::b VARIABLE:0 VARIABLE:"},
    // operators, longest match
    {"<| |> <<| |>> -> ~> <- <~ +> =~ !~ @ @@ += -= == != <= >= << >>",
     "LCOLLECT RCOLLECT LLCOLLECT RRCOLLECT IN_EDGE IN_EDGE_SUB OUT_EDGE OUT_EDGE_SUB PARROW MATCH NOMATCH "
     "AT ATAT "
     "APPENDS DELETES ISEQUAL NOTEQUAL LESSEQUAL GREATEREQUAL LSHIFT RSHIFT"},
    {"~", "TILDE"},
    // [ as list start vs access
    {"$a[1]", "VARIABLE:a LBRACK NUMBER:1 RBRACK"},
    {"$a [1]", "VARIABLE:a LISTSTART NUMBER:1 RBRACK"},
    {"[1]", "LISTSTART NUMBER:1 RBRACK"},
    // ( at the start of a line
    {"foo(1)\n(2)", "NAME:foo LPAREN NUMBER:1 RPAREN WSLPAREN NUMBER:2 RPAREN"},
    {"  (1)", "WSLPAREN NUMBER:1 RPAREN"},
    // { after ?
    {"$x ? { a => 1 }", "VARIABLE:x QMARK SELBRACE NAME:a FARROW NUMBER:1 RBRACE"},
    // regex vs division
    {"$x / 2 / 3", "VARIABLE:x DIV NUMBER:2 DIV NUMBER:3"},
    {"$x =~ /a\\/b/", "VARIABLE:x MATCH REGEX:a/b"},
    {"} /x/", "RBRACE REGEX:x"},
    {"foo(/x/)", "NAME:foo LPAREN REGEX:x RPAREN"},
    {") / 2", "RPAREN DIV NUMBER:2"},
    // comments
    {"a # c\n/* x\n y */ b", "NAME:a NAME:b"},
    // single-quoted strings
    {"'a\\'b\\\\c\\n'", "STRING:a'b\\c\\n"},
    // double-quoted strings, escapes and interpolation
    {"\"a\\tb\\u00e9\\u{1F600}\\$\"", "STRING:a\tbé😀$"},
    {"\"x $foo y\"", "DQPRE:x  VARIABLE:foo DQPOST: y"},
    {"\"$foo-bar\"", "DQPRE: VARIABLE:foo DQPOST:-bar"},
    {"\"${x}\"", "DQPRE: VARIABLE:x DQPOST:"},
    {"\"${x[1]}\"", "DQPRE: VARIABLE:x LBRACK NUMBER:1 RBRACK DQPOST:"},
    {"\"${x.upcase}\"", "DQPRE: VARIABLE:x DOT NAME:upcase DQPOST:"},
    {"\"${x + 1}\"", "DQPRE: NAME:x PLUS NUMBER:1 DQPOST:"},
    {"\"${0}\"", "DQPRE: VARIABLE:0 DQPOST:"},
    {"\"a${\"b${c}\"}d\"", "DQPRE:a DQPRE:b VARIABLE:c DQPOST: DQPOST:d"},
    {"\"100$\"", "STRING:100$"},
    // heredocs
    {"@(END)\nhello\nEND", "HEREDOC: SUBLOCATE STRING:hello\n"},
    {"@(END)\n  hello\n  |-END", "HEREDOC: SUBLOCATE STRING:hello"},
    {"@(\"END\")\nhi $x\nEND", "HEREDOC: SUBLOCATE DQPRE:hi  VARIABLE:x DQPOST:\n"},
    {"@(END:json/t)\na\\tb\n-END", "HEREDOC:json SUBLOCATE STRING:a\tb"},
    {"foo(@(A), @(B))\na\nA\nb\nB\n",
     "NAME:foo LPAREN HEREDOC: SUBLOCATE STRING:a\n COMMA HEREDOC: SUBLOCATE STRING:b\n RPAREN"},
    {"@(END).upcase\nx\nEND", "HEREDOC: SUBLOCATE STRING:x\n DOT NAME:upcase"},
    // keywords as attribute names are lexed as keywords (the grammar accepts them)
    {"unless => 1", "UNLESS FARROW NUMBER:1"},
};

INSTANTIATE_TEST_SUITE_P(Lexer, LexerTokens, testing::ValuesIn(kCases));

TEST(LexerEpp, TextAndTags) {
    auto r = lex("a <%= $x %> b <% $y -%>\nc<%# comment %><%% d", true);
    ASSERT_TRUE(r->ok);
    EXPECT_EQ(describe(r->tokens),
              "EPP_START RENDER_STRING:a  RENDER_EXPR VARIABLE:x EPP_END RENDER_STRING: b  VARIABLE:y "
              "RENDER_STRING:c<% d");
}

TEST(LexerEpp, ParameterHeader) {
    auto r = lex("<%- | String $x | -%>\nhi", true);
    ASSERT_TRUE(r->ok);
    EXPECT_EQ(describe(r->tokens), "EPP_START PIPE CLASSREF:String VARIABLE:x PIPE RENDER_STRING:hi");
}

struct ErrorCase {
    const char* src;
    DiagId id;
    std::uint32_t offset;
};

class LexerErrors : public testing::TestWithParam<ErrorCase> {};

TEST_P(LexerErrors, Reports) {
    auto r = lex(GetParam().src);
    EXPECT_FALSE(r->ok);
    ASSERT_EQ(r->diags.all().size(), 1U);
    const auto& d = r->diags.all()[0];
    EXPECT_EQ(d.id, GetParam().id) << d.message;
    EXPECT_EQ(d.begin, GetParam().offset) << d.message;
}

const ErrorCase kErrors[] = {
    {"$x = 08", DiagId::InvalidOctalNumber, 5},
    {"$x = 0x", DiagId::InvalidHexNumber, 5},
    {"$x = 1.2x", DiagId::InvalidDecimalNumber, 5},
    {"'abc", DiagId::UnclosedQuote, 1},
    {"\"abc", DiagId::UnclosedQuote, 1},
    {"/* abc", DiagId::UnclosedMlComment, 0},
    {"Foo::bar", DiagId::IllegalClassReference, 4},
    {"@(END)\nno end", DiagId::HeredocWithoutEndTaggedLine, 7},
    {"@(END/x)\na\nEND", DiagId::HeredocInvalidEscape, 8},
    {"@(END/tt)\na\nEND", DiagId::HeredocMultipleAtEscapes, 9},
    {"@(END\n", DiagId::HeredocUnclosedParenthesis, 0},
    {"\xEF\xBB\xBFnotice(1)", DiagId::IllegalBom, 0},
    {"notice('\xC3\x28')", DiagId::InvalidUtf8, 8},
};

INSTANTIATE_TEST_SUITE_P(Lexer, LexerErrors, testing::ValuesIn(kErrors));

TEST(LexerWarnings, UnrecognizedEscapeIsAWarning) {
    auto r = lex("\"a\\qb\"");
    ASSERT_TRUE(r->ok);
    ASSERT_EQ(r->diags.all().size(), 1U);
    EXPECT_EQ(r->diags.all()[0].id, DiagId::UnrecognizedEscape);
    EXPECT_EQ(r->diags.all()[0].severity, Severity::Warning);
    EXPECT_EQ(r->tokens[0].value, "a\\qb");
}

TEST(LexerPositions, HeredocInterpolationMapsToTheFile) {
    // `$x` sits on line 3 after a 4-space margin that is stripped from the heredoc text
    std::string src = "$a = @(\"END\")\n    one\n    two ${x}\n    | END\n";
    auto r = lex(src);
    ASSERT_TRUE(r->ok);
    const Token* var = nullptr;
    for (const auto& t : r->tokens) {
        if (t.kind == tok::VARIABLE && t.value == "x") var = &t;
    }
    ASSERT_NE(var, nullptr);
    EXPECT_EQ(src.substr(var->begin, 1), "x");
}

TEST(SourceManager, LinesAndCodePointColumns) {
    SourceManager sm;
    FileId id = sm.add("t.pp", "ab\ncé€x\n\nlast");
    const auto& f = sm.file(id);
    EXPECT_EQ(f.line_col(0).line, 1U);
    EXPECT_EQ(f.line_col(3).line, 2U);
    // 'x' follows two multi-byte characters: byte offset 3+1+2+3 = 9, column 4
    EXPECT_EQ(f.line_col(9).column, 4U);
    EXPECT_EQ(f.line_text(2), "cé€x");
    EXPECT_EQ(f.line_text(3), "");
    EXPECT_EQ(f.line_text(4), "last");
    EXPECT_EQ(f.line_count(), 4U);
}

// share_text() makes another holder's copy of a file's text the file's text (the parse cache's image of a
// large file), and frees the file's own; a text with other bytes is refused and changes nothing.
TEST(SourceManager, ShareTextUsesAnotherHoldersCopyOfTheSameBytes) {
    SourceManager sm;
    const FileId id = sm.add("t.pp", "ab\ncd\n");
    (void)sm.file(id).line_col(4); // (lines indexed before: the same offsets after)
    auto other = std::make_shared<const std::string>("ab\ncd\n");
    auto different = std::make_shared<const std::string>("ab\ncx\n");
    EXPECT_FALSE(sm.share_text(id, *different, different));
    EXPECT_NE(sm.file(id).text().data(), different->data());
    EXPECT_EQ(sm.file(id).text(), "ab\ncd\n");
    EXPECT_TRUE(sm.share_text(id, *other, other));
    EXPECT_EQ(sm.file(id).text().data(), other->data());
    EXPECT_EQ(other.use_count(), 2); // the file holds it
    EXPECT_EQ(sm.file(id).line_col(4).line, 2U);
    EXPECT_EQ(sm.file(id).line_text(2), "cd");
    std::weak_ptr<const std::string> held = other;
    other.reset();
    EXPECT_FALSE(held.expired()); // kept while the file uses it
}

// load() reads a file whole, and says why it could not: a directory is told apart from the rest (`pp parser
// validate` opens every path given as a file, and lists the directories afterwards).
TEST(SourceManager, LoadReadsAFileAndTellsADirectoryFromAMissingFile) {
    const std::string dir = testing::TempDir() + "pp_source_manager_load_" + std::to_string(::getpid());
    std::filesystem::create_directories(dir);
    const std::string file = dir + "/a.pp";
    std::string text(100000, 'x'); // past the first read's buffer
    text += "\nnotice(1)\n";
    std::ofstream(file) << text;
    SourceManager sm;
    FileId id = 0;
    std::string error;
    LoadFailure failure = LoadFailure::None;
    ASSERT_TRUE(sm.load(file, id, error, &failure));
    EXPECT_EQ(sm.file(id).text(), text);
    EXPECT_EQ(failure, LoadFailure::None);
    EXPECT_FALSE(sm.load(dir, id, error, &failure));
    EXPECT_EQ(failure, LoadFailure::Directory);
    EXPECT_EQ(error, "cannot read file");
    failure = LoadFailure::None;
    error.clear();
    EXPECT_FALSE(sm.load(dir + "/missing.pp", id, error, &failure));
    EXPECT_EQ(failure, LoadFailure::Other);
    EXPECT_EQ(error, "cannot read file");
    error.clear();
    EXPECT_FALSE(sm.load(dir, id, error)); // (without asking why)
    EXPECT_EQ(error, "cannot read file");
    std::filesystem::remove_all(dir);
}

TEST(Diagnostics, TextRenderingHasLocationSourceAndCaret) {
    SourceManager sm;
    FileId id = sm.add("site.pp", "notice(1)\n  $x = é 2\n");
    Diagnostics diags;
    diags.report(DiagId::SyntaxError, id, 20, 21, "'2'"); // the `2` after a 2-byte é
    std::string text = render_text(sm, diags.all()[0]);
    EXPECT_EQ(text, "site.pp:2:10: error: Syntax error at '2'\n    $x = é 2\n           ^\n");
    std::string json = render_json(sm, diags.all()[0]);
    EXPECT_EQ(json, "{\"file\":\"site.pp\",\"line\":2,\"column\":10,\"end_line\":2,\"end_column\":11,"
                    "\"severity\":\"error\",\"id\":\"SYNTAX_ERROR\",\"message\":\"Syntax error at '2'\"}");
}

// A 100,000-character line is shown as a window around the column, with "..." where it goes on, and the caret
// stays under the offending text.
TEST(Diagnostics, LongLineShowsAWindowAroundTheColumn) {
    SourceManager sm;
    std::string line = "$x = [" + std::string(50000, '1') + ", oops, " + std::string(49990, '2') + "]";
    FileId id = sm.add("long.pp", line + "\n");
    auto at = static_cast<std::uint32_t>(line.find("oops"));
    Diagnostics diags;
    diags.report(DiagId::SyntaxError, id, at, at + 4, "'oops'");
    std::string text = render_text(sm, diags.all()[0]);
    EXPECT_EQ(text.rfind(fmt::format("long.pp:1:{}: error: Syntax error at 'oops'\n", at + 1), 0), 0u)
        << text;
    EXPECT_LT(text.size(), 400u);
    auto nl = text.find('\n');
    auto nl2 = text.find('\n', nl + 1);
    std::string shown = text.substr(nl + 1, nl2 - nl - 1);
    std::string carets = text.substr(nl2 + 1, text.size() - nl2 - 2);
    EXPECT_EQ(shown.substr(0, 5), "  ...");
    EXPECT_EQ(shown.substr(shown.size() - 3), "...");
    ASSERT_EQ(carets.find('^'), shown.find("oops"));
    EXPECT_EQ(carets.substr(carets.find('^')), "^~~~");
    // a short line is shown whole
    FileId small = sm.add("short.pp", "notice(oops)\n");
    Diagnostics d2;
    d2.report(DiagId::SyntaxError, small, 7, 11, "'oops'");
    EXPECT_EQ(render_text(sm, d2.all()[0]),
              "short.pp:1:8: error: Syntax error at 'oops'\n  notice(oops)\n         ^~~~\n");
}

// An error at the very end of a long line (the column just past its last character).
TEST(Diagnostics, LongLineErrorAtItsEnd) {
    SourceManager sm;
    std::string line(300, 'a');
    FileId id = sm.add("end.pp", line + "\n");
    Diagnostics diags;
    diags.report(DiagId::SyntaxError, id, 300, 300, "end of input");
    std::string text = render_text(sm, diags.all()[0]);
    auto nl = text.find('\n');
    auto nl2 = text.find('\n', nl + 1);
    std::string shown = text.substr(nl + 1, nl2 - nl - 1);
    std::string carets = text.substr(nl2 + 1, text.size() - nl2 - 2);
    EXPECT_EQ(shown, "  ..." + std::string(120, 'a'));
    EXPECT_EQ(carets.find('^'), shown.size());
}

} // namespace
