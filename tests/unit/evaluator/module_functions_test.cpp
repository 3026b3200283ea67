// A module's functions exist only with the module on the modulepath (Evaluator::find_native_function); pp's
// native version of a module's function stands in for it only on the module release it was checked against,
// and otherwise, or for a function pp does not implement, the module's Ruby runs (ruby_functions.cpp).
// Modules are written to a temporary modulepath.
#include "eval_support.hpp"
#include "evaluator/compiler.hpp"
#include "evaluator/dispatch.hpp"
#include "lexer/diagnostics.hpp"
#include "loader/environment.hpp"
#include "parser/parser.hpp"
#include "stdlib/stdlib.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace fs = std::filesystem;
using namespace pp;

namespace {

class ModuleFunctions : public testing::Test {
protected:
    void SetUp() override {
        std::string tmpl = (fs::temp_directory_path() / "pp-modfn-XXXXXX").string();
        ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
        m_dir = tmpl;
    }
    void TearDown() override { fs::remove_all(m_dir); }

    void write(const std::string& rel, const std::string& text = "# a Ruby file that defines nothing\n") {
        fs::path p = m_dir / rel;
        fs::create_directories(p.parent_path());
        std::ofstream(p) << text;
    }
    void release(const std::string& module, const std::string& version) {
        write(module + "/metadata.json",
              "{\"name\": \"puppetlabs-" + module + "\", \"version\": \"" + version + "\"}");
    }

    // Evaluates `code` with the temporary modulepath; the value or "error: message".
    std::string eval(const std::string& code) {
        lexer::SourceManager sm;
        auto id = sm.add("t.pp", code);
        lexer::Diagnostics diags;
        auto parsed = parser::parse(sm, id, diags, {});
        if (parsed->program == nullptr || diags.has_errors()) return "parse error";
        evaluator::FunctionRegistry functions;
        stdlib::register_all(functions);
        test::NullLogger logger;
        evaluator::Compiler compiler(sm, functions, logger);
        loader::Environment env(sm, {m_dir.string()}, {});
        compiler.set_environment(&env);
        evaluator::Scope top(nullptr, "Class[main]");
        try {
            return runtime::to_s(compiler.evaluate_program(*parsed->program, id, top));
        } catch (const evaluator::EvalError& e) {
            return std::string("error: ") + e.what();
        }
    }

    fs::path m_dir;
};

TEST_F(ModuleFunctions, StdlibFunctionNeedsTheModuleAndItsFile) {
    release("stdlib", "8.5.0"); // the release pp's native stdlib functions were checked against
    EXPECT_EQ(eval("pick(undef, 'a')"), "error: Unknown function: 'pick'.");
    // the module without the function's file: still unknown
    write("stdlib/lib/puppet/functions/other.rb");
    EXPECT_EQ(eval("pick(undef, 'a')"), "error: Unknown function: 'pick'.");
    write("stdlib/lib/puppet/parser/functions/pick.rb");
    EXPECT_EQ(eval("pick(undef, 'a')"), "a"); // native: the file is not even read
    // 4.x and namespaced functions are found under lib/puppet/functions
    EXPECT_EQ(eval("stdlib::start_with('ab', 'a')"), "error: Unknown function: 'stdlib::start_with'.");
    write("stdlib/lib/puppet/functions/stdlib/start_with.rb");
    EXPECT_EQ(eval("stdlib::start_with('ab', 'a')"), "true");
}

TEST_F(ModuleFunctions, AnotherReleaseRunsTheModulesOwnRuby) {
    release("stdlib", "9.0.0");
    write("stdlib/lib/puppet/parser/functions/pick.rb",
          "Puppet::Parser::Functions.newfunction(:pick, :type => :rvalue) { |args| \"ruby pick "
          "#{args.inspect}\" }\n");
    EXPECT_EQ(eval("pick(undef, 'a')"), "ruby pick [\"\", \"a\"]");
}

TEST_F(ModuleFunctions, CoreFunctionsNeedNoModule) {
    EXPECT_EQ(eval("join([1, 2], '-')"), "1-2");
}

TEST_F(ModuleFunctions, RubyFunctionsPpDoesNotImplementRun) {
    write("mymod/lib/puppet/functions/mymod/frob.rb",
          "Puppet::Functions.create_function(:'mymod::frob') do\n  def frob\n    'frobbed'\n  end\nend\n");
    write("other/lib/puppet/parser/functions/frobnicate.rb");
    EXPECT_EQ(eval("mymod::frob()"), "frobbed");
    // a file that does not define its function is an error of the call, with the file
    std::string error = eval("frobnicate(1)");
    EXPECT_NE(
        error.find("lib/puppet/parser/functions/frobnicate.rb does not define the function 'frobnicate'"),
        std::string::npos)
        << error;
    EXPECT_EQ(eval("nothing_here()"), "error: Unknown function: 'nothing_here'.");
}

TEST(ModuleFunctionRegistry, ModuleIsRecorded) {
    evaluator::FunctionRegistry functions;
    stdlib::register_all(functions);
    ASSERT_NE(functions.find("pick"), nullptr);
    EXPECT_EQ(functions.find("pick")->module, "stdlib");
    ASSERT_NE(functions.find("join"), nullptr);
    EXPECT_EQ(functions.find("join")->module, ""); // Puppet's own join wins over stdlib's 3.x join
}

} // namespace
