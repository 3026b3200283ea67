#pragma once
// An ERB template compiled once (scan + parse) and rendered against a Puppet scope, as Puppet's
// TemplateWrapper#result does with ERB.new(text, trim_mode: '-'). See erb/interpreter.cpp for the Ruby
// subset.

#include "erb/ruby_ast.hpp"
#include "erb/ruby_value.hpp"
#include "runtime/value.hpp"

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace pp::erb {

/// What a template sees of Puppet: its instance variables (Scope#to_hash) and the `scope` object. Values
/// cross as Ruby values (from_puppet of the Puppet value), so that a Ruby value a template stores with
/// `scope.setvar` reads back unchanged in the next template, as in Puppet.
class Bindings {
public:
    virtual ~Bindings() = default;
    /// `@name`: the variable Scope#to_hash binds (undef variables are not bound); nullopt when unbound.
    virtual std::optional<RValue> instance_variable(std::string_view name) = 0;
    /// `scope['name']`, `scope.lookupvar('name')` (`::x`, `cls::x` qualified); nil when unknown.
    virtual RValue lookupvar(std::string_view name) = 0;
    /// `scope.setvar('name', value)`: sets a variable of the calling scope.
    virtual void setvar(std::string_view name, const RValue& value) = 0;
    /// `scope.call_function('NAME', [args])`: any function by name; errors propagate.
    virtual runtime::Value call_function(std::string_view name, std::span<const runtime::Value> args) = 0;
    /// `scope.function_NAME([args])`: a module's Puppet 3 function of that name first, as in Puppet (where a
    /// Puppet 4 function of the same name shadows it in the language); else call_function.
    virtual runtime::Value call_function_v3(std::string_view name, std::span<const runtime::Value> args) {
        return call_function(name, args);
    }
    /// `scope.include?(name)` / `has_variable?(name)`.
    virtual bool has_variable(std::string_view name) { return !lookupvar(name).is_nil(); }
};

class Template {
public:
    /// Compiles template text. Throws ErbError (syntax, or code outside the supported subset).
    static std::shared_ptr<const Template> compile(std::string_view text);
    /// Renders it. `file` is what `__FILE__` and `file` give. Throws ErbError (a Ruby error, or an
    /// unsupported construct met at run time); errors from Bindings propagate unchanged.
    [[nodiscard]] std::string render(Bindings& bindings, const std::string& file = {}) const;

private:
    explicit Template(NodePtr root) : m_root(std::move(root)) {}
    NodePtr m_root;
};

} // namespace pp::erb
