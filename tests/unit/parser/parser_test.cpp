// The parse driver: the lexer's token numbering agrees with the generated grammar, deep nesting gives a
// clean error instead of a stack overflow, and statement-level transforms.
#include "lexer/token.hpp"
#include "parser/parser.hpp"
#include "parser/pn_dump.hpp"

#include <PuppetParser.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

using namespace pp;

namespace {

std::string dump(const std::string& src, lexer::Diagnostics& diags) {
    lexer::SourceManager sm;
    auto id = sm.add("t.pp", src);
    auto parsed = parser::parse(sm, id, diags);
    return parsed->program != nullptr ? parser::dump_pn(*parsed->program) : std::string();
}

bool has(const lexer::Diagnostics& diags, lexer::DiagId id) {
    for (const auto& d : diags.all()) {
        if (d.id == id) return true;
    }
    return false;
}

TEST(Vocabulary, LexerAndGrammarNumberTokensAlike) {
    antlr4::CommonTokenStream none(nullptr);
    grammar::PuppetParser probe(&none);
    const antlr4::dfa::Vocabulary& v = probe.getVocabulary();
    for (int k = 1; k < lexer::tok::Count; ++k) {
        EXPECT_EQ(v.getSymbolicName(static_cast<std::size_t>(k)), std::string(lexer::token_name(k))) << k;
    }
    EXPECT_EQ(v.getMaxTokenType(), static_cast<std::size_t>(lexer::tok::Count - 1));
}

TEST(Nesting, HundredThousandBracketsIsACleanError) {
    std::string src = "$x = " + std::string(100000, '[') + std::string(100000, ']');
    lexer::Diagnostics diags;
    std::string pn = dump(src, diags);
    EXPECT_TRUE(pn.empty());
    EXPECT_TRUE(has(diags, lexer::DiagId::NestedTooDeeply));
}

TEST(Nesting, DeepParenthesesAndPrefixOperatorsAreCleanErrors) {
    for (std::string src : {std::string(50000, '(') + "1" + std::string(50000, ')'),
                            std::string(60000, '-') + "1", "$x = " + std::string(60000, '!') + "true"}) {
        lexer::Diagnostics diags;
        dump(src, diags);
        EXPECT_TRUE(has(diags, lexer::DiagId::NestedTooDeeply)) << src.substr(0, 10);
    }
}

TEST(Nesting, LongChainsWithinTheLimitParse) {
    // a loop in the parser, but a left-deep tree of depth ~900
    std::string src = "$x = 1";
    for (int i = 0; i < 900; ++i)
        src += " + 1";
    lexer::Diagnostics diags;
    std::string pn = dump(src, diags);
    EXPECT_FALSE(pn.empty());
    EXPECT_FALSE(diags.has_errors());
}

TEST(Nesting, ChainsDeeperThanTheLimitAreCleanErrors) {
    std::string chain = "$x = 1";
    for (int i = 0; i < 5000; ++i)
        chain += " + 1";
    std::string elsifs = "if $a { 1 }";
    for (int i = 0; i < 5000; ++i)
        elsifs += " elsif $a { 1 }";
    for (const std::string& src : {chain, elsifs}) {
        lexer::Diagnostics diags;
        EXPECT_TRUE(dump(src, diags).empty());
        EXPECT_TRUE(has(diags, lexer::DiagId::NestedTooDeeply)) << src.substr(0, 20);
    }
}

TEST(Statements, CallsWithoutParentheses) {
    lexer::Diagnostics diags;
    EXPECT_EQ(dump("include a, b\nnotice 1", diags),
              "(block (invoke {:functor (qn \"include\") :args [(qn \"a\") (qn \"b\")]}) "
              "(invoke {:functor (qn \"notice\") :args [1]}))");
    EXPECT_FALSE(diags.has_errors());
}

TEST(Statements, CommaListWithoutStatementFunctionIsAnError) {
    lexer::Diagnostics diags;
    dump("foo a, b", diags);
    ASSERT_TRUE(diags.has_errors());
    EXPECT_EQ(
        diags.all()[0].message,
        "attempt to pass argument list to the function 'foo' which cannot be called without parentheses");
}

TEST(Statements, TrailingSemicolonIsASyntaxErrorAsInPuppet7) {
    lexer::Diagnostics diags;
    dump("notice(1);", diags);
    ASSERT_TRUE(diags.has_errors());
    EXPECT_EQ(diags.all()[0].message, "Syntax error at end of input");
    EXPECT_FALSE(diags.all()[0].has_location);
}

// What a parse gives: the AST's PN, the diagnostics, and whether it went a statement at a time.
struct Outcome {
    std::string pn;
    std::string diags;
    bool by_statement = false;
};

Outcome parse_as(const std::string& name, const std::string& src, bool by_statement) {
    lexer::SourceManager sm;
    auto id = sm.add(name, src);
    lexer::Diagnostics diags;
    parser::ParseOptions opts;
    opts.by_statement = by_statement;
    auto parsed = parser::parse(sm, id, diags, opts);
    Outcome out;
    out.pn = parsed->program != nullptr ? parser::dump_pn(*parsed->program) : std::string();
    for (const auto& d : diags.all())
        out.diags += std::to_string(static_cast<int>(d.severity)) + " " + std::to_string(d.begin) + "-" +
                     std::to_string(d.end) + " " + d.message + "\n";
    out.by_statement = parsed->by_statement;
    return out;
}

// A program parsed a statement at a time (each statement's parse tree freed as soon as it is built) gives
// the AST and the diagnostics of the whole program's parse, on every parse case of the repository; a
// program the statement parse cannot take (a syntax error, a `;` out of place, a juxtaposed `[`) is parsed
// whole, with the whole parse's errors.
TEST(ByStatement, SameAstAndDiagnosticsAsTheWholeProgram) {
    namespace fs = std::filesystem;
    std::size_t files = 0, streamed = 0;
    for (const auto& entry : fs::directory_iterator(fs::path(PP_SOURCE_DIR) / "tests/golden/parse")) {
        if (entry.path().extension() != ".pp") continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        const Outcome whole = parse_as(entry.path().filename().string(), text.str(), false);
        const Outcome parts = parse_as(entry.path().filename().string(), text.str(), true);
        EXPECT_EQ(parts.pn, whole.pn) << entry.path();
        EXPECT_EQ(parts.diags, whole.diags) << entry.path();
        EXPECT_FALSE(whole.by_statement);
        ++files;
        if (parts.by_statement) ++streamed;
    }
    EXPECT_GT(files, 200U);
    EXPECT_GT(streamed, files / 2); // the ok-* cases, at least
}

TEST(ByStatement, WhatTheStatementParseCannotTakeIsParsedWhole) {
    for (const char* src : {"notice(1);", ";notice(1)", "notice(1);;notice(2)", "$a = 1\n[1]", "case 1 {}[2]",
                            "$a = 1 {", "notice(1) )", "include a, b\nnotice 1", ""}) {
        const Outcome whole = parse_as("t.pp", src, false);
        const Outcome parts = parse_as("t.pp", src, true);
        EXPECT_EQ(parts.pn, whole.pn) << src;
        EXPECT_EQ(parts.diags, whole.diags) << src;
    }
    EXPECT_TRUE(parse_as("t.pp", "include a, b\nnotice 1; notice 2", true).by_statement);
    EXPECT_TRUE(parse_as("t.pp", "", true).by_statement);
    EXPECT_FALSE(parse_as("t.pp", "notice(1);", true).by_statement);
    EXPECT_FALSE(parse_as("t.pp", "case 1 {}[2]", true).by_statement); // a juxtaposed `[`
}

// A class or define is parsed a piece at a time too (its head, each statement of its body, its closing
// brace), and so are `if`, `unless` and `case` (each test, each block), nested ones likewise: the whole
// parse's AST and diagnostics, whatever the head holds and however the blocks' statements are separated;
// what it cannot take goes to the whole parse, with its errors.
TEST(ByStatement, BlockStatementsArePartedLikeThePrograms) {
    const char* taken[] = {
        "class a { }",
        "class a::b($x, Integer $y = 1,) inherits a { notice($x) }\ndefine a::d { }",
        "class a inherits default { include b, c\n  notice 1; notice 2 }",
        "class a { class b($p = [1, 2]) { define c { file { '/x': } } }\n $v = 1 }\nclass d inherits a::b { "
        "}",
        "define d(String $n) { notice $n\n  if $n { notice(1) } else { class e { } } }\nnotice(d)",
        "class a { }\ninclude a\n$x = 1\nclass b { } class c { }\nFile { mode => '0644' }",
        "class a { notice(1) }; class b { }; node default { include a }",
        "class a { } [1]", // (an array, juxtaposed)
        "if $a { notice(1) }\nelsif $b == { 'k' => 1 } { }\nelsif $c { notice 2; notice(3) } else { $x = 1 }",
        "class p { if $a { if $b { $x = 1 } } else { case $y { 'a', /b/: { notice(1) } default: { } } } }",
        "unless $a { } else { notice(1)\n notice(2) }\nunless $b { include c }",
        "case $x { 1: { case $y { default: { $z = [1] } } } 'two', 3: { } }\n(1 + 2)\n[1, 2]",
        "if $a { } 'after'\nif $b { } 1",
        "define d { if $t { } else { } }\n!$x",
    };
    auto check = [](const char* src, bool by_statement) {
        const Outcome whole = parse_as("t.pp", src, false);
        const Outcome parts = parse_as("t.pp", src, true);
        EXPECT_EQ(parts.by_statement, by_statement) << src;
        EXPECT_EQ(parts.pn, whole.pn) << src;
        EXPECT_EQ(parts.diags, whole.diags) << src;
    };
    for (const char* src : taken)
        check(src, true);
    const char* whole_only[] = {
        "class a { notice(1); }",     // a `;` before the closing brace
        "class a { ; notice(1) }",    // and at the start of a body
        "class a { notice(1) ",       // no closing brace
        "class a { } -> class b { }", // a definition a larger expression goes on from
        "class a { }[1]",             // a juxtaposed `[`
        "class a inherits { }",       // no parent after `inherits`
        "class a($x) notice(1)",      // no body
        "class a { notice(1) ) }",    // a syntax error in the body
        "class a { class 'b' { } }",  // a quoted name (the builder's error)
        "define a { $x = 1 {",        // juxtaposed `{`
        "if $a { } -> notice(1)",     // an `if` a larger expression goes on from
        "if $a { } -1",               // (a binary minus)
        "unless $a { } elsif $b { }", // `elsif` after `unless`
        "case $x { }",                // no option
        "case $x { 1 { } }",          // no `:`
        "if $a { notice(1); }",       // a `;` before the closing brace
        "if $a { notice(1) } else",   // no else block
    };
    for (const char* src : whole_only)
        check(src, false);
}

// Near the AST's depth limit (MaxNestingDepth), a statement inside blocks parsed a piece at a time is as deep
// as in the whole statement's build: the limit falls where it falls there.
TEST(ByStatement, BlocksCountTowardsTheDepthLimitAsInTheWholeParse) {
    for (int n = 990; n <= 1002; ++n) {
        const std::string nested = "class a { if $x { unless $y { $z = " + std::string(n, '(') + "1" +
                                   std::string(n, ')') + " } } }";
        std::string elsifs = "case $c { 1: { if $a { 1 }";
        for (int i = 0; i < n; ++i)
            elsifs += " elsif $a { 1 }";
        elsifs += " } }";
        for (const std::string& src : {nested, elsifs}) {
            const Outcome whole = parse_as("t.pp", src, false);
            const Outcome parts = parse_as("t.pp", src, true);
            EXPECT_EQ(parts.pn, whole.pn) << n;
            EXPECT_EQ(parts.diags, whole.diags) << n;
        }
    }
}

// The statement parse of a file of tens of thousands of tokens (ANTLR's tokens made a few thousand at a
// time and dropped behind the statements parsed): the whole parse's AST, with a statement longer than such a
// batch among the others; and when a syntax error near the end sends the file to the whole parse after the
// first tokens were dropped, the whole parse's error, where it is.
TEST(ByStatement, LargeFilesGiveTheWholeParsesAstAndErrors) {
    std::string src;
    for (int i = 0; i < 3000; ++i)
        src += "notice($x[" + std::to_string(i) + "], 'a')\n";
    src += "$long = [";
    for (int i = 0; i < 6000; ++i)
        src += std::to_string(i) + ", ";
    src += "]\n";
    for (int i = 0; i < 3000; ++i)
        src += "$y" + std::to_string(i) + " = { 'k' => " + std::to_string(i) + " }\n";
    const Outcome whole = parse_as("big.pp", src, false);
    const Outcome parts = parse_as("big.pp", src, true);
    EXPECT_TRUE(parts.by_statement);
    EXPECT_TRUE(parts.diags.empty()) << parts.diags;
    EXPECT_EQ(parts.pn, whole.pn);
    EXPECT_NE(parts.pn.find(" 5998 5999)"), std::string::npos); // (the long statement is in it)

    const std::string broken = src + "notice(1) )\n";
    const Outcome whole_error = parse_as("big.pp", broken, false);
    const Outcome parts_error = parse_as("big.pp", broken, true);
    EXPECT_FALSE(parts_error.by_statement);
    EXPECT_EQ(parts_error.diags, whole_error.diags);
    const std::string at = std::to_string(broken.size() - 2);
    EXPECT_NE(parts_error.diags.find(" " + at + "-"), std::string::npos) << parts_error.diags;
}

} // namespace
