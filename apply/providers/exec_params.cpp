// The exec type's parameters as Puppet 7.23 validates and munges them when it turns the catalog into RAL
// resources (type/exec.rb, parameter/path.rb, parameter/value_collection.rb), and the type's autorequires.
#include "apply/providers/exec.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <pwd.h>
#include <unistd.h>

#include <cmath>
#include <cstdlib>

namespace pp::apply {

namespace {

std::string exec_ref(const Resource& r) {
    return r.ref.empty() ? fmt::format("Exec[{}]", r.title) : r.ref;
}

std::string with_space(const std::string& location) {
    return location.empty() ? location : " " + location;
}

// Type#[]=: `Parameter <name> failed on Exec[x]: <message> (file: F, line: L)`
[[noreturn]] void fail_parameter(const Resource& r, std::string_view name, std::string_view message) {
    throw ValidationError(fmt::format("Parameter {} failed on {}: {}{}", name, exec_ref(r), message,
                                      with_space(error_location(r))));
}

// Parameter#munge wraps what a munge block raises (but not a Puppet::Error)
[[noreturn]] void munge_failure(const Resource& r, std::string_view name, const Value& value,
                                std::string_view message) {
    fail_parameter(r, name,
                   fmt::format("Munging failed for value {} in class {}: {}", runtime::ruby_inspect(value),
                               name, message));
}

// The class Ruby would name for a value that is neither String nor Array
std::string ruby_class(const Value& v) {
    switch (v.kind()) {
    case runtime::ValueKind::Integer:
        return "Integer";
    case runtime::ValueKind::Float:
        return "Float";
    case runtime::ValueKind::Boolean:
        return v.as_boolean() ? "TrueClass" : "FalseClass";
    case runtime::ValueKind::Hash:
        return "Hash";
    case runtime::ValueKind::Undef:
        return "NilClass";
    case runtime::ValueKind::Default:
        return "Symbol";
    default:
        return std::string(runtime::kind_name(v.kind()));
    }
}

// ValueCollection#validate for `newvalues(...)`: true/false and their strings, or the names given
std::string symbol_value(const Resource& r, std::string_view name, const Value& v,
                         std::initializer_list<std::string_view> allowed) {
    std::string s;
    if (v.is_boolean())
        s = v.as_boolean() ? "true" : "false";
    else if (v.is_string())
        s = v.as_string();
    for (std::string_view a : allowed)
        if (!s.empty() && s == a) return s;
    std::string list;
    for (std::string_view a : allowed) {
        if (!list.empty()) list += ", ";
        list += a;
    }
    fail_parameter(r, name,
                   fmt::format("Invalid value {}. Valid values are {}.", runtime::ruby_inspect(v), list));
}

// Ruby's `=~ /\w+=/`
bool has_assignment(const std::string& s) {
    for (std::size_t i = 1; i < s.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(s[i - 1]);
        if (s[i] == '=' && (std::isalnum(c) || c == '_')) return true;
    }
    return false;
}

// %r!^/!: a line that starts with a slash
bool absolute_path(const Value& v) {
    if (!v.is_string()) return false;
    const std::string& s = v.as_string();
    return (!s.empty() && s.front() == '/') || s.find("\n/") != std::string::npos;
}

bool is_root() {
    return ::geteuid() == 0;
}

std::string current_username() {
    const passwd* pw = ::getpwuid(::getuid());
    return pw == nullptr ? std::string() : std::string(pw->pw_name);
}

// Ruby's /^(\/\S+)/ and /^"([^"]+)"/ scanned over every line of a command
void scan_paths(const std::string& s, bool quoted, std::vector<std::string>& out) {
    for (std::size_t at = 0; at < s.size();) {
        if (!quoted && s[at] == '/') {
            std::size_t end = at + 1;
            while (end < s.size() && !std::isspace(static_cast<unsigned char>(s[end])))
                ++end;
            if (end > at + 1) out.push_back(s.substr(at, end - at));
        } else if (quoted && s[at] == '"') {
            std::size_t close = s.find('"', at + 1);
            if (close != std::string::npos && close > at + 1) out.push_back(s.substr(at + 1, close - at - 1));
            if (close != std::string::npos) {
                // scanning resumes after the match
                std::size_t nl = s.find('\n', close);
                if (nl == std::string::npos) break;
                at = nl + 1;
                continue;
            }
        }
        std::size_t nl = s.find('\n', at);
        if (nl == std::string::npos) break;
        at = nl + 1;
    }
}

// The leading command of one check (an Array's first element)
std::string first_command(const Value& v) {
    if (v.is_array()) return v.as_array().empty() ? std::string() : runtime::ruby_to_s(v.as_array().front());
    return runtime::ruby_to_s(v);
}

} // namespace

ExecParams parse_exec_params(const Resource& r) {
    ExecParams p;
    // Sensitive command, unless or onlyif marks all three (Exec#set_sensitive_parameters)
    auto get = [&](std::string_view name) -> const Value* {
        const Value* v = r.param(name);
        if (v == nullptr || v->is_undef()) return nullptr;
        if (v->kind() == runtime::ValueKind::Sensitive) {
            if (name == "command" || name == "unless" || name == "onlyif") p.sensitive = true;
            return &v->sensitive_inner();
        }
        return v;
    };

    // Type#set_parameters: the namevar, provider, the returns property, then the parameters in the order
    // type/exec.rb declares them
    if (const Value* c = get("command"))
        p.command = *c;
    else
        p.command = Value(r.name.empty() ? r.title : r.name);
    if (!p.command.is_string() && !p.command.is_array())
        fail_parameter(r, "command",
                       fmt::format("Command must be a String or Array<String>, got value of class {}",
                                   ruby_class(p.command)));

    if (const Value* v = get("provider")) {
        const std::string name = v->is_array() && !v->as_array().empty()
                                     ? runtime::ruby_to_s(v->as_array().front())
                                     : runtime::ruby_to_s(*v);
        if (name == "shell")
            p.shell = true;
        else if (name != "posix")
            fail_parameter(r, "provider", fmt::format("Invalid exec provider '{}'", name));
    }

    if (const Value* v = get("returns")) {
        p.returns.clear();
        if (v->is_array()) {
            for (const Value& e : v->as_array())
                p.returns.push_back(runtime::ruby_to_s(e));
        } else {
            p.returns.push_back(runtime::ruby_to_s(*v));
        }
    }

    if (const Value* v = get("path")) {
        // value=: flattened, each split at ':'
        std::vector<std::string> parts;
        std::vector<std::string> flat;
        auto flatten = [&](auto& self, const Value& x) -> void {
            if (x.is_array()) {
                for (const Value& e : x.as_array())
                    self(self, e);
            } else {
                flat.push_back(runtime::ruby_to_s(x));
            }
        };
        flatten(flatten, *v);
        for (const std::string& s : flat) {
            std::vector<std::string> pieces;
            std::size_t start = 0;
            while (true) {
                std::size_t colon = s.find(':', start);
                pieces.push_back(
                    s.substr(start, colon == std::string::npos ? std::string::npos : colon - start));
                if (colon == std::string::npos) break;
                start = colon + 1;
            }
            while (!pieces.empty() && pieces.back().empty())
                pieces.pop_back();
            parts.insert(parts.end(), pieces.begin(), pieces.end());
        }
        p.path = std::move(parts);
    }

    if (const Value* v = get("user")) {
        p.user = runtime::ruby_to_s(*v);
        if (!is_root() && current_username() != *p.user)
            fail_parameter(r, "user", "Only root can execute commands as other users");
    }
    if (const Value* v = get("group")) p.group = runtime::ruby_to_s(*v);

    if (const Value* v = get("cwd")) {
        if (v->is_array()) fail_parameter(r, "cwd", "cwd only accepts a single path, not an array of paths");
        if (!absolute_path(*v)) fail_parameter(r, "cwd", "cwd must be a fully qualified path");
        p.cwd = v->as_string();
    }

    if (const Value* v = get("logoutput")) {
        const std::string s = symbol_value(r, "logoutput", *v, {"true", "false", "on_failure"});
        p.logoutput = s == "true" ? LogOutput::True : s == "false" ? LogOutput::False : LogOutput::OnFailure;
    }

    auto validate_commands = [&](std::string_view name, const Value& cmds) {
        if (p.shell) return; // the shell provider's validatecmd accepts anything
        std::vector<Value> list = cmds.is_array() ? cmds.as_array() : std::vector<Value>{cmds};
        for (const Value& c : list) {
            std::string message = validatecmd(c, p.path.has_value());
            if (!message.empty()) fail_parameter(r, name, message);
        }
    };
    if (const Value* v = get("refresh")) {
        if (!p.shell) {
            std::string message = validatecmd(*v, p.path.has_value());
            if (!message.empty()) fail_parameter(r, "refresh", message);
        }
        p.refresh = *v;
    }

    if (const Value* v = get("environment")) {
        std::vector<Value> list = v->is_array() ? v->as_array() : std::vector<Value>{*v};
        for (const Value& e : list) {
            if (!e.is_string() || !has_assignment(e.as_string()))
                fail_parameter(r, "environment",
                               fmt::format("Invalid environment setting '{}'", runtime::ruby_to_s(e)));
            p.environment.push_back(e.as_string());
        }
    }

    if (const Value* v = get("umask")) {
        // /^0?[0-7]{1,4}$/, then to_i(8); a Puppet::Error, so not wrapped as a munging failure
        bool ok = v->is_string();
        if (ok) {
            std::string_view s = v->as_string();
            std::string_view digits = !s.empty() && s.front() == '0' && s.size() > 1 ? s.substr(1) : s;
            ok = !digits.empty() && digits.size() <= 4 &&
                 digits.find_first_not_of("01234567") == std::string_view::npos;
        }
        if (!ok)
            fail_parameter(r, "umask",
                           fmt::format("The umask specification is invalid: {}", runtime::ruby_inspect(*v)));
        p.umask = static_cast<unsigned>(std::strtoul(v->as_string().c_str(), nullptr, 8));
    }

    if (const Value* v = get("timeout")) {
        Value t = *v;
        if (t.is_array()) t = t.as_array().empty() ? Value() : t.as_array().front();
        double seconds = 0;
        if (t.is_number()) {
            seconds = t.as_number();
        } else if (t.is_string()) {
            auto f = runtime::ruby_float(t.as_string());
            if (!f) munge_failure(r, "timeout", t, "The timeout must be a number.");
            seconds = *f;
        } else {
            munge_failure(r, "timeout", t,
                          fmt::format("can't convert {} into Float", runtime::ruby_inspect(t)));
        }
        p.timeout = std::max(seconds, 0.0);
    }

    if (const Value* v = get("tries")) {
        double tries = 0;
        if (v->is_string()) {
            const std::string& s = v->as_string();
            if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos)
                munge_failure(r, "tries", *v, "Tries must be an integer");
            auto n = runtime::ruby_integer(s);
            if (!n)
                munge_failure(r, "tries", *v,
                              fmt::format("invalid value for Integer(): {}", runtime::ruby_inspect(*v)));
            tries = static_cast<double>(*n);
        } else if (v->is_number()) {
            tries = v->as_number();
        } else {
            munge_failure(
                r, "tries", *v,
                fmt::format("undefined method `<' for {}:{}", runtime::ruby_to_s(*v), ruby_class(*v)));
        }
        if (tries < 1) munge_failure(r, "tries", *v, "Tries must be an integer >= 1");
        p.tries = static_cast<std::int64_t>(std::floor(tries));
    }

    if (const Value* v = get("try_sleep")) {
        Value munged = *v;
        if (v->is_string()) {
            const std::string& s = v->as_string();
            if (s.empty() || s.find_first_not_of("-0123456789.") != std::string::npos)
                munge_failure(r, "try_sleep", *v, "try_sleep must be a number");
            auto f = runtime::ruby_float(s);
            if (!f)
                munge_failure(r, "try_sleep", *v,
                              fmt::format("invalid value for Float(): {}", runtime::ruby_inspect(*v)));
            munged = Value(*f);
        } else if (!v->is_number()) {
            munge_failure(
                r, "try_sleep", *v,
                fmt::format("undefined method `<' for {}:{}", runtime::ruby_to_s(*v), ruby_class(*v)));
        }
        if (munged.as_number() < 0)
            munge_failure(r, "try_sleep", *v, "try_sleep cannot be a negative number");
        p.try_sleep = munged.as_number();
        p.try_sleep_text = runtime::ruby_to_s(munged);
    }

    if (const Value* v = get("refreshonly"))
        p.refreshonly = symbol_value(r, "refreshonly", *v, {"true", "false"}) == "true";

    if (const Value* v = get("creates")) {
        std::vector<Value> list = v->is_array() ? v->as_array() : std::vector<Value>{*v};
        std::vector<std::string> paths;
        for (const Value& e : list) {
            if (!absolute_path(e)) fail_parameter(r, "creates", "creates must be a fully qualified path");
            paths.push_back(e.as_string());
        }
        p.creates = std::move(paths);
    }

    if (const Value* v = get("unless")) {
        validate_commands("unless", *v);
        p.unless_cmds = v->is_array() ? v->as_array() : std::vector<Value>{*v};
    }
    if (const Value* v = get("onlyif")) {
        validate_commands("onlyif", *v);
        p.onlyif_cmds = v->is_array() ? v->as_array() : std::vector<Value>{*v};
    }

    // Exec#validate
    if (!p.shell) {
        std::string message = validatecmd(p.command, p.path.has_value());
        if (!message.empty())
            throw ValidationError(fmt::format("Validation of {} failed: {}{}", exec_ref(r), message,
                                              with_space(error_location(r))));
    }
    return p;
}

Provider::AutoRelations exec_auto_relations(const Resource& r) {
    Provider::AutoRelations out;
    auto get = [&](std::string_view name) -> const Value* {
        const Value* v = r.param(name);
        if (v == nullptr || v->is_undef()) return nullptr;
        return v->kind() == runtime::ValueKind::Sensitive ? &v->sensitive_inner() : v;
    };
    std::vector<std::string> files;
    if (const Value* cwd = get("cwd"); cwd != nullptr && cwd->is_string()) files.push_back(cwd->as_string());
    std::string command;
    if (const Value* c = get("command"))
        command = first_command(*c);
    else
        command = r.name.empty() ? r.title : r.name;
    scan_paths(command, false, files);
    scan_paths(command, true, files);
    for (std::string_view check : {"onlyif", "unless"}) {
        const Value* v = get(check);
        if (v == nullptr) continue;
        std::vector<Value> list = v->is_array() ? v->as_array() : std::vector<Value>{*v};
        for (const Value& line : list)
            scan_paths(first_command(line), false, files);
    }
    for (const std::string& f : files)
        out.require.push_back(fmt::format("File[{}]", f));
    if (const Value* u = get("user")) {
        std::string user = runtime::ruby_to_s(*u);
        if (!user.empty() && user.find_first_not_of("0123456789") != std::string::npos)
            out.require.push_back(fmt::format("User[{}]", user));
    }
    return out;
}

} // namespace pp::apply
