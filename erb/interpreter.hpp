#pragma once
// The tree-walking interpreter behind Template::render (internal to erb/).

#include "erb/proc.hpp"
#include "erb/ruby_ast.hpp"
#include "erb/ruby_value.hpp"
#include "erb/template.hpp"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace pp::erb {

// Non-local control flow, caught where Ruby catches it.
struct NextSignal {
    RValue value;
};
struct BreakSignal {
    RValue value;
    const Block* block;
};
struct ReturnSignal {
    RValue value;
};

class Interpreter {
public:
    Interpreter(Bindings& bindings, std::string file) : m_bindings(bindings), m_file(std::move(file)) {}
    std::string run(const Node& root);

    RValue eval(const Node& n, const std::shared_ptr<Frame>& f);
    /// Calls a method on a value (methods.cpp). `blk` may be null.
    RValue call_method(const RValue& self, const std::string& name, std::vector<RValue>& args,
                       const Proc* blk, int line);
    /// Runs a block with arguments (Ruby's block argument rules: one Array argument spreads over several
    /// parameters).
    RValue yield(const Proc& blk, std::vector<RValue> args, int line);
    RValue yield1(const Proc& blk, RValue arg, int line) {
        std::vector<RValue> a;
        a.push_back(std::move(arg));
        return yield(blk, std::move(a), line);
    }

private:
    RValue eval_call(const Node& n, const std::shared_ptr<Frame>& f);
    RValue call_self(const std::string& name, std::vector<RValue>& args, const Proc* blk, int line);
    RValue instance_variable(const std::string& name);
    void assign(const Node& target, RValue value, const std::shared_ptr<Frame>& f);
    void bind_params(const std::vector<BlockParam>& params, std::vector<RValue> args, Frame& frame,
                     bool spread, const std::shared_ptr<Frame>& f, int line);
    bool case_equal(const RValue& pattern, const RValue& v, int line);
    RValue constant(const std::string& name, int line);
    bool is_a(const RValue& v, const std::string& cls);
    RValue kernel_conversion(const std::string& name, std::vector<RValue>& args, int line);
    RValue scope_method(const std::string& name, std::vector<RValue>& args, int line);
    /// `scope.call_function` (v3: `scope.function_NAME`, Bindings::call_function_v3).
    RValue puppet_call(const std::string& name, const RValue& args_array, int line, bool v3 = false);
    std::vector<RValue> eval_args(const Node& n, const std::shared_ptr<Frame>& f, std::shared_ptr<Proc>& blk);
    [[noreturn]] void no_method(const RValue& self, const std::string& name, int line);

    // methods.cpp, by receiver kind
    RValue string_method(const RValue& self, const std::string& name, std::vector<RValue>& args,
                         const Proc* blk, int line);
    RValue array_method(const RValue& self, const std::string& name, std::vector<RValue>& args,
                        const Proc* blk, int line);
    RValue hash_method(const RValue& self, const std::string& name, std::vector<RValue>& args,
                       const Proc* blk, int line);
    RValue number_method(const RValue& self, const std::string& name, std::vector<RValue>& args,
                         const Proc* blk, int line);
    RValue common_method(const RValue& self, const std::string& name, std::vector<RValue>& args,
                         const Proc* blk, int line, bool& found);
    std::vector<RValue> sorted(std::vector<RValue> items, const Proc* blk, int line);
    RValue to_regexp(const RValue& v, int line);

    Bindings& m_bindings;
    std::string m_file;
    std::string m_out;
    std::map<std::string, RValue, std::less<>> m_ivars; ///< bound or assigned so far
    std::map<std::string, const Node*, std::less<>> m_defs;
    RValue m_last_match; ///< `$~`
    int m_depth = 0;
};

/// `x` as Ruby's Integer#to_s / Float / String show it in messages: `"str":String`, `nil:NilClass`.
std::string describe_receiver(const RValue& v);
/// Ruby's "comparison of Integer with nil failed" (rb_cmperr).
std::string comparison_failed(const RValue& a, const RValue& b);

} // namespace pp::erb
