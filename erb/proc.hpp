#pragma once
// Blocks as values: a block with the local variables it closes over, or a method name (`&:upcase`).

#include "erb/ruby_ast.hpp"
#include "erb/ruby_value.hpp"

#include <map>
#include <memory>
#include <string>

namespace pp::erb {

/// Local variables of one scope: the template's top level, a method body, or a block (which sees the
/// variables of the scope it is written in).
struct Frame {
    std::map<std::string, RValue, std::less<>> vars;
    std::shared_ptr<Frame> parent; ///< null for the top level and method bodies

    RValue* find(std::string_view name) {
        for (Frame* f = this; f != nullptr; f = f->parent.get()) {
            auto it = f->vars.find(name);
            if (it != f->vars.end()) return &it->second;
        }
        return nullptr;
    }
    /// Assigns where the variable already lives, else here.
    void assign(const std::string& name, RValue v) {
        if (RValue* slot = find(name)) {
            *slot = std::move(v);
        } else {
            vars[name] = std::move(v);
        }
    }
};

struct Proc {
    const Block* block = nullptr;
    std::shared_ptr<Frame> closure;
    std::string symbol; ///< `&:name`: calls the method on its argument
    bool lambda = false;
};

} // namespace pp::erb
