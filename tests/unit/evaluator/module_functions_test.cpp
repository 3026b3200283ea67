// A module's functions exist only with the module on the modulepath (Evaluator::find_native_function), and
// a call to a module's Ruby function that pp does not implement says so after Puppet's "Unknown function"
// (pp's own wording, so no golden from Puppet can show it). Modules are written to a temporary modulepath.
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

class NullLogger final : public evaluator::Logger {
public:
    void scoped(evaluator::LogLevel, std::string_view, std::string_view) override {}
    void located(evaluator::LogLevel, std::string_view, const evaluator::Location&) override {}
};

class ModuleFunctions : public testing::Test {
protected:
    void SetUp() override {
        std::string tmpl = (fs::temp_directory_path() / "pp-modfn-XXXXXX").string();
        ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
        m_dir = tmpl;
    }
    void TearDown() override { fs::remove_all(m_dir); }

    void write(const std::string& rel) {
        fs::path p = m_dir / rel;
        fs::create_directories(p.parent_path());
        std::ofstream(p) << "# a Ruby function\n";
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
        NullLogger logger;
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
    EXPECT_EQ(eval("pick(undef, 'a')"), "error: Unknown function: 'pick'.");
    // the module without the function's file: still unknown
    write("stdlib/lib/puppet/functions/other.rb");
    EXPECT_EQ(eval("pick(undef, 'a')"), "error: Unknown function: 'pick'.");
    write("stdlib/lib/puppet/parser/functions/pick.rb");
    EXPECT_EQ(eval("pick(undef, 'a')"), "a");
    // 4.x and namespaced functions are found under lib/puppet/functions
    EXPECT_EQ(eval("stdlib::start_with('ab', 'a')"), "error: Unknown function: 'stdlib::start_with'.");
    write("stdlib/lib/puppet/functions/stdlib/start_with.rb");
    EXPECT_EQ(eval("stdlib::start_with('ab', 'a')"), "true");
}

TEST_F(ModuleFunctions, CoreFunctionsNeedNoModule) {
    EXPECT_EQ(eval("join([1, 2], '-')"), "1-2");
}

TEST_F(ModuleFunctions, UnimplementedRubyFunctionIsNamed) {
    write("mymod/lib/puppet/functions/mymod/frob.rb");
    write("other/lib/puppet/parser/functions/frobnicate.rb");
    EXPECT_EQ(eval("mymod::frob()"),
              "error: Unknown function: 'mymod::frob'. (a Ruby function of module 'mymod', "
              "lib/puppet/functions/mymod/frob.rb, which pp does not implement)");
    EXPECT_EQ(eval("frobnicate(1)"),
              "error: Unknown function: 'frobnicate'. (a Ruby function of module 'other', "
              "lib/puppet/parser/functions/frobnicate.rb, which pp does not implement)");
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
