#pragma once
// The Ruby host's callbacks for tests whose Ruby calls no Puppet function and reads no variable: a call of
// either is an error, log lines and deprecations are kept in `log_lines`, settings answer Puppet's defaults.

#include "ruby/host.hpp"
#include "runtime/puppet_settings.hpp"

#include <string>
#include <vector>

namespace pp::ruby {

class StubCallbacks : public Callbacks {
public:
    std::vector<std::string> log_lines;
    runtime::Value call_function(std::string_view name, std::vector<runtime::Value>, const Block*) override {
        throw runtime::Error("unexpected call of " + std::string(name));
    }
    runtime::Value call_function_v3(std::string_view name, std::vector<runtime::Value>) override {
        throw runtime::Error("unexpected call of " + std::string(name));
    }
    bool function_exists(std::string_view) override { return false; }
    std::optional<runtime::Value> lookup_variable(std::string_view) override { return std::nullopt; }
    runtime::Value scope_hash() override { return runtime::Hash{}; }
    void log(std::string_view level, std::string_view message) override {
        log_lines.push_back(std::string(level) + ": " + std::string(message));
    }
    void deprecation(std::string_view message, std::string_view) override {
        log_lines.push_back("deprecation: " + std::string(message));
    }
    runtime::Value setting(std::string_view name) override {
        return runtime::puppet_setting_default(name).value_or(runtime::Value());
    }
    std::optional<std::string> module_directory(std::string_view) override { return std::nullopt; }
    std::vector<std::pair<std::string, std::uint32_t>> puppet_stack() override { return {}; }
};

} // namespace pp::ruby
