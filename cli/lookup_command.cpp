// `pp lookup`: Hiera's answer for keys, as `puppet lookup` prints it (lib/puppet/application/lookup.rb):
// the value as YAML (or JSON, or Ruby's to_s), or with --explain how each layer and hierarchy level was
// searched. A key nothing has a value for exits 1 without output, as Puppet does.
#include "cli/commands.hpp"

#include "driver/compilation.hpp"
#include "loader/hiera.hpp"
#include "runtime/facts.hpp"
#include "runtime/facts_file.hpp"
#include "runtime/json.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/type_parser.hpp"

#include <fmt/format.h>

#include <iostream>
#include <ostream>

namespace pp::cli {

namespace {

namespace hiera = loader::hiera;
using runtime::Value;

// Puppet::Util::Json.dump: compact JSON, what JSON has no form for as its inspect
void append_dump_json(std::string& out, const Value& v) {
    runtime::append_json(out, v, runtime::JsonStyle{false, &runtime::ruby_inspect});
}

std::string node_name(const LookupArgs& args, const runtime::Hash& facts) {
    if (!args.node.empty()) return args.node;
    for (const char* name : {"clientcert", "fqdn"}) {
        const Value* v = facts.find(Value(name));
        if (v != nullptr && v->is_string() && !v->as_string().empty()) return v->as_string();
    }
    return runtime::facts::default_certname();
}

} // namespace

int run_lookup(const LookupArgs& args) {
    if (!args.merge.empty() && args.merge != "first" && args.merge != "unique" && args.merge != "hash" &&
        args.merge != "deep") {
        std::cerr
            << "Error: Could not run: The --merge option only accepts 'first', 'unique', 'hash', or 'deep'\n"
               "Run 'puppet lookup --help' for more details\n";
        return 1;
    }
    if ((args.sort_merged_arrays || args.merge_hash_arrays || !args.knockout_prefix.empty()) &&
        args.merge != "deep") {
        std::cerr << "Error: Could not run: The options --knock-out-prefix, --sort-merged-arrays, and "
                     "--merge-hash-arrays are only available with '--merge deep'\n"
                     "Run 'puppet lookup --help' for more details\n";
        return 1;
    }
    if (args.keys.empty()) {
        std::cerr << "Error: Could not run: No keys were given to lookup.\n";
        return 1;
    }
    const std::string format = !args.render_as.empty() ? args.render_as : args.explain ? "s" : "yaml";
    if (format != "s" && format != "json" && format != "yaml" && format != "pson") {
        std::cerr << fmt::format("Error: Could not run: Unknown rendering format '{}'\n", format);
        return 1;
    }

    // the node's facts and top scope, as `puppet lookup` compiles an empty catalog for them
    runtime::Hash facts;
    if (!args.facts_file.empty()) {
        std::string error;
        auto read = runtime::facts::read_facts_file(args.facts_file, &error);
        if (!read) {
            std::cerr << fmt::format(
                "Error: Could not run: Incorrectly formatted data in {} given via the --facts "
                "flag (only accepts yaml and json files)\n",
                args.facts_file);
            return 1;
        }
        facts = std::move(read->values);
    } else {
        facts = runtime::facts::collect({.legacy = true, .certname = args.node, .noop = false});
    }
    evaluator::NodeInfo node;
    node.certname = node_name(args, facts);
    node.environment = args.env.environment;
    node.facts = Value(std::move(facts));
    // an empty compilation for the node: its top scope, and `new` for convert_to lookup options; what Puppet
    // code would log is not shown
    std::ostream no_logs(nullptr);
    driver::CompileOptions options;
    options.modulepath = effective_modulepath(args.modulepath, args.env);
    options.env = args.env;
    options.node = std::move(node);
    options.out = &no_logs;
    driver::Compilation compilation(std::move(options));
    const parser::ParsedFile* empty = compilation.load_text("<lookup>", "undef");
    compilation.reset(empty != nullptr ? empty->program : nullptr);
    evaluator::Scope& top = compilation.top();
    hiera::Hiera& data = compilation.hiera();
    // Puppet's scope warns about a variable it does not have
    hiera::Variables vars = [&top](std::string_view name) -> std::optional<Value> {
        const Value* v = name.starts_with("::") ? top.lookup_local(name.substr(2)) : top.lookup(name);
        if (v == nullptr) {
            std::cerr << "Warning: Undefined variable '" << name << "'; \n   (file & line not available)\n";
            return std::nullopt;
        }
        return *v;
    };

    hiera::Request request;
    request.names = args.keys;
    request.names_array = args.keys.size() > 1;
    if (args.default_value) request.default_value = Value(*args.default_value);
    if (!args.type.empty()) {
        std::string error;
        request.value_type = runtime::parse_type(args.type, &error);
        if (!request.value_type) {
            std::cerr << fmt::format("Error: Could not run: {}\n", error);
            return 1;
        }
    }
    if (args.merge == "deep") {
        runtime::Hash m{{Value("strategy"), Value("deep")},
                        {Value("sort_merged_arrays"), Value(args.sort_merged_arrays)},
                        {Value("merge_hash_arrays"), Value(args.merge_hash_arrays)}};
        if (!args.knockout_prefix.empty()) m.set(Value("knockout_prefix"), Value(args.knockout_prefix));
        request.merge = Value(std::move(m));
    } else if (!args.merge.empty()) {
        request.merge = Value(runtime::Hash{{Value("strategy"), Value(args.merge)}});
    }

    hiera::Explainer explainer;
    std::optional<Value> result;
    try {
        result = data.lookup(request, vars, args.explain ? &explainer : nullptr);
    } catch (const hiera::TypeAssertionError& e) {
        std::cerr << "Error: Could not run: " << e.what() << "\n";
        return 1;
    } catch (const hiera::LookupError& e) {
        if (!args.explain) return 1;
        explainer.add_text(e.what());
    }
    if (args.explain && format != "s") {
        // the explanation itself rendered (explainer.rb's to_hash)
        if (format == "yaml") {
            std::cout << hiera::to_yaml(explainer.to_hash());
        } else {
            std::string out;
            append_dump_json(out, explainer.to_hash());
            std::cout << out << "\n";
        }
        return 0;
    }
    if (args.explain) {
        std::string text = explainer.text();
        std::cout << text;
        if (text.empty() || text.back() != '\n') std::cout << '\n';
        return 0;
    }
    if (format == "yaml") {
        std::cout << hiera::to_yaml(*result);
    } else if (format == "json" || format == "pson") {
        std::string out;
        append_dump_json(out, *result);
        std::cout << out << "\n";
    } else {
        std::cout << (result->is_string() ? result->as_string() : runtime::ruby_inspect(*result)) << "\n";
    }
    return 0;
}

} // namespace pp::cli
