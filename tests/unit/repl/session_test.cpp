// The REPL's core without a terminal: what feed() does with each line, prompts, commands, the live
// compilation across inputs, completion.
#include "repl/session.hpp"

#include <gtest/gtest.h>

#include <iostream>
#include <sstream>

namespace {

using pp::repl::Fed;
using pp::repl::Session;

pp::repl::Options options() {
    pp::repl::Options o;
    o.facts_file = std::string(PP_SOURCE_DIR) + "/tests/golden/repl/files/facts.yaml";
    o.certname = "unit.example.com";
    o.modulepath = std::string(PP_SOURCE_DIR) + "/tests/golden/repl/files/modules";
    return o;
}

// What a feed prints on standard output.
std::string output_of(Session& s, const std::string& line, Fed* fed = nullptr) {
    std::ostringstream captured;
    std::streambuf* saved = std::cout.rdbuf(captured.rdbuf());
    Fed f = s.feed(line);
    std::cout.rdbuf(saved);
    if (fed != nullptr) *fed = f;
    return captured.str();
}

// What a feed prints on standard error (the errors).
std::string errors_of(Session& s, const std::string& line) {
    std::ostringstream captured;
    std::streambuf* saved = std::cerr.rdbuf(captured.rdbuf());
    s.feed(line);
    std::cerr.rdbuf(saved);
    return captured.str();
}

TEST(ReplSession, PromptsCountCompletedInputs) {
    Session s(options());
    EXPECT_EQ(s.prompt(), "1:>> ");
    EXPECT_EQ(s.feed(""), Fed::Nothing);
    EXPECT_EQ(s.prompt(), "1:>> ");
    EXPECT_EQ(s.feed("$x = ["), Fed::Incomplete);
    EXPECT_EQ(s.prompt(), "1:.. ");
    EXPECT_TRUE(s.pending());
    EXPECT_EQ(s.feed(""), Fed::Incomplete); // an empty line inside an input keeps it going
    EXPECT_EQ(s.feed("1]"), Fed::Done);
    EXPECT_EQ(s.prompt(), "2:>> ");
    EXPECT_FALSE(s.pending());
}

TEST(ReplSession, ValuesPrintAsPuppetCode) {
    Session s(options());
    EXPECT_EQ(output_of(s, "[1, 'a', undef]"), " => [1, 'a', undef]\n");
    EXPECT_EQ(output_of(s, "$h = {'k' => true}"), " => {'k' => true}\n");
    EXPECT_EQ(output_of(s, "class nothing_printed { }"), "");
    EXPECT_EQ(output_of(s, "include nothing_printed"), "");
    EXPECT_EQ(output_of(s, "notify { 'n': message => 'm' }"), "notify { 'n':\n  message => 'm',\n}\n");
}

TEST(ReplSession, CancelDropsThePendingInput) {
    Session s(options());
    EXPECT_EQ(s.feed("notice(["), Fed::Incomplete);
    s.cancel();
    EXPECT_FALSE(s.pending());
    EXPECT_EQ(s.prompt(), "1:>> ");
    EXPECT_EQ(s.end_of_input(), Fed::Nothing);
}

TEST(ReplSession, IncompleteInputAtTheEndFails) {
    Session s(options());
    EXPECT_EQ(s.feed("$x = {"), Fed::Incomplete);
    EXPECT_EQ(s.end_of_input(), Fed::Failed);
    EXPECT_FALSE(s.pending());
}

TEST(ReplSession, ErrorsFailAndTheSessionGoesOn) {
    Session s(options());
    EXPECT_EQ(s.feed("1 +* 2"), Fed::Failed);
    EXPECT_EQ(s.feed("$a = 1"), Fed::Done);
    EXPECT_EQ(s.feed("$a = 2"), Fed::Failed); // the variable is kept: Puppet's variables are immutable
    EXPECT_EQ(output_of(s, "$a"), " => 1\n");
    EXPECT_EQ(s.feed("else { }"), Fed::Failed); // a syntax error before the end is not "incomplete"
}

TEST(ReplSession, CommandsOnlyAtThePrimaryPrompt) {
    Session s(options());
    EXPECT_EQ(s.feed(":quit"), Fed::Quit);
    EXPECT_EQ(s.feed("exit"), Fed::Quit);
    EXPECT_EQ(s.feed(":nosuch"), Fed::Failed);
    EXPECT_EQ(s.feed("$list = ["), Fed::Incomplete);
    EXPECT_EQ(s.feed("'vars',"), Fed::Incomplete); // inside an input, a command word is code
    EXPECT_EQ(s.feed("]"), Fed::Done);
    EXPECT_EQ(output_of(s, "$exit = 'a variable'"), " => 'a variable'\n");
}

TEST(ReplSession, DefinesAndCollectorsResolveAfterEachInput) {
    Session s(options());
    EXPECT_EQ(s.feed("define d() { notify { \"in ${title}\": } }"), Fed::Done);
    EXPECT_EQ(s.feed("Notify <| title == 'later' |> { message => 'collected' }"), Fed::Done);
    EXPECT_EQ(s.feed("d { 'one': }"), Fed::Done);
    EXPECT_EQ(output_of(s, ":resources"), "D['one']\nNotify['in one']\n");
    EXPECT_EQ(output_of(s, "notify { 'later': }"), "notify { 'later':\n  message => 'collected',\n}\n");
    EXPECT_EQ(s.feed(":reset"), Fed::Done);
    EXPECT_EQ(output_of(s, ":resources"), "");
}

TEST(ReplSession, CatalogIsFinishedWithoutChangingTheLiveOne) {
    Session s(options());
    EXPECT_EQ(s.feed("notify { 'a': }"), Fed::Done);
    EXPECT_EQ(s.feed("notify { 'b': }"), Fed::Done);
    EXPECT_EQ(s.feed("Notify['a'] -> Notify['b']"), Fed::Done);
    std::string first = output_of(s, ":catalog");
    EXPECT_NE(first.find("before => ['Notify[b]']"), std::string::npos) << first;
    EXPECT_EQ(output_of(s, ":catalog"), first); // finishing twice adds the edge once
    EXPECT_EQ(s.feed("Notify['a'] -> Notify['missing']"), Fed::Done);
    Fed fed = Fed::Nothing;
    output_of(s, ":catalog", &fed);
    EXPECT_EQ(fed, Fed::Failed); // the missing target is an error when the catalog is finished
}

TEST(ReplSession, Completion) {
    Session s(options());
    EXPECT_EQ(s.feed("$my_variable = 1"), Fed::Done);
    EXPECT_EQ(s.completions("", "$my_v"), std::vector<std::string>{"$my_variable"});
    EXPECT_EQ(s.completions("", ":hel"), std::vector<std::string>{":help"});
    EXPECT_TRUE(s.completions("notice(1) ", ":hel").empty()); // commands only start a line
    EXPECT_EQ(s.completions("", "upca"), std::vector<std::string>{"upcase"});
    EXPECT_EQ(s.completions("", "Intege"), std::vector<std::string>{"Integer"});
    EXPECT_EQ(s.completions("file { '/x': ", "ens"), std::vector<std::string>{"ensure"});
    // classes and defined types of the modulepath, before they are loaded
    EXPECT_EQ(s.completions("include ", "gree"), (std::vector<std::string>{"greet", "greet::world"}));
    // a defined type's and a class's parameters
    EXPECT_EQ(s.completions("greet::world { 'w': ", "ti"), std::vector<std::string>{"times"});
    EXPECT_EQ(s.completions("class { 'greet': ", "w"), std::vector<std::string>{"who"});
    EXPECT_EQ(output_of(s, "include greet"), "");
    EXPECT_EQ(output_of(s, ":classes"), "greet\n");
    auto attrs = s.completions("file { '/x': ensure => file, ", "");
    EXPECT_NE(std::find(attrs.begin(), attrs.end(), "mode"), attrs.end());
    EXPECT_NE(std::find(attrs.begin(), attrs.end(), "require"), attrs.end()); // metaparameters too
}

TEST(ReplSession, TraceShowsWhatWasBeingEvaluated) {
    Session s(options());
    EXPECT_EQ(output_of(s, "function f() { 1 + 'a' }"), "");
    EXPECT_EQ(errors_of(s, "f()").find("Trace"), std::string::npos);
    EXPECT_EQ(output_of(s, ":trace"), "Trace of evaluation errors: on\n");
    std::string traced = errors_of(s, "f()");
    EXPECT_NE(traced.find("Trace, from the outermost in:\n  while calling function 'f' (called at "),
              std::string::npos)
        << traced;
    EXPECT_EQ(output_of(s, ":trace off"), "Trace of evaluation errors: off\n");
    EXPECT_EQ(errors_of(s, "f()").find("Trace"), std::string::npos);
    Fed fed = Fed::Done;
    output_of(s, ":trace sideways", &fed);
    EXPECT_EQ(fed, Fed::Failed);
}

} // namespace
