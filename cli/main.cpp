// pp: one binary for Puppet's parser, compiler, applier and REPL (DESIGN.md §6).
#include "cli/commands.hpp"
#include "lexer/stack_guard.hpp"
#include "parser/parse_cache.hpp"
#include "parser/prediction_cache.hpp"
#include "repl/terminal.hpp"
#include "ruby/host.hpp"
#include "runtime/resource_schema.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <string_view>

namespace {
int run(int argc, char** argv);
}

int main(int argc, char** argv) {
    pp::ruby::Host::bind_on_demand(argv);
    // the parser starts from the prediction cache the build trained (loaded by the first parse, if any)
    pp::parser::use_prediction_cache(pp::parser::builtin_prediction_cache());
    // on a large stack: deep but legal nesting never meets the end of the main thread's 8 MB
    return pp::lexer::run_with_stack(
        pp::lexer::kLargeStack,
        [&] {
            try {
                return run(argc, argv);
            } catch (const std::exception& e) {
                std::cerr << "pp: internal error: " << e.what() << "\n";
                return 2;
            }
        },
        [&] {
            // Meanwhile, on this thread, idle until the command ends: the built-in types' schemas, which
            // every compilation reads before its first statement (read once per process from their JSON, half
            // a millisecond the command's own thread no longer spends, or waits for the rest of).
            const std::string_view command = argc > 1 ? argv[1] : "";
            if (command == "compile" || command == "apply") pp::runtime::builtin_type_schemas();
        });
}

namespace {
int run(int argc, char** argv) {
    CLI::App app{"pp: a native Puppet toolchain (parser, compiler, applier, REPL)", "pp"};
    app.require_subcommand(1);
    app.set_version_flag("--version", pp::cli::kVersion);

    // --no-cache: parse every file, neither reading nor writing the parse cache (parser/parse_cache.hpp)
    bool no_cache = false;
    const char* no_cache_help = "Parse every file: neither use nor fill the parse cache in ~/.cache/pp";

    pp::cli::ApplyArgs aargs;
    std::string apply_strict = "warning";
    CLI::App* apply = app.add_subcommand("apply", "Compile a manifest and apply the catalog to this machine");
    apply->add_option("file", aargs.file, "Manifest to evaluate");
    apply->add_option("-e,--execute", aargs.code, "Puppet code to evaluate");
    apply->add_option("--strict", apply_strict, "Strictness of checks")
        ->check(CLI::IsMember({"off", "warning", "error"}));
    apply->add_flag("--strict_variables", aargs.strict_variables,
                    "Make references to unknown variables errors");
    apply->add_option("--facts", aargs.facts_file,
                      "JSON or YAML file with the node's facts (default: this host's)");
    apply->add_option("--certname,--node", aargs.certname,
                      "Node name (default: clientcert, fqdn, host name)");
    apply
        ->add_option(
            "--error-style", aargs.error_style,
            "How errors are printed: pp (with the source line and a caret) or puppet (Puppet's one line)")
        ->check(CLI::IsMember({"pp", "puppet"}));
    apply->add_flag("--trace", aargs.trace,
                    "After an evaluation error, show what was being evaluated: each class, defined type, "
                    "function and template from the outermost in, with where it was entered");
    apply->add_flag("-v,--verbose", aargs.verbose, "Show info messages");
    apply->add_flag("-d,--debug", aargs.debug, "Show debug messages");
    apply->add_option("--modulepath", aargs.modulepath, "Colon-separated module directories");
    apply->add_flag("--graph", aargs.graph, "Write the resource and relationship graphs as .dot files");
    apply->add_option("--graphdir", aargs.graphdir, "Directory for --graph (default: ./graphs)");
    apply->add_flag("--noop", aargs.noop, "Report what would change, change nothing");
    apply->add_flag("--no-cache", no_cache, no_cache_help);
    apply->add_flag("--detailed-exitcodes", aargs.detailed_exitcodes,
                    "Exit 2 when something changed, 4 on failures, 6 for both");
    std::string tags_text, skip_tags_text;
    apply->add_option("--tags", tags_text, "Apply only resources with one of these tags (comma-separated)");
    apply->add_option("--skip_tags", skip_tags_text,
                      "Skip resources with one of these tags (comma-separated)");
    apply->add_flag("--ignoreschedules", aargs.ignore_schedules, "Apply resources whatever their schedule");
    apply->add_option("--vardir", aargs.vardir, "Directory for the state file and reports");
    apply->add_option("--catalog", aargs.catalog, "Apply this catalog JSON instead of compiling a manifest");
    apply->add_option("--provider-root", aargs.provider_root,
                      "Manage accounts and packages under this directory instead of the machine's (tests)");
    apply->add_flag("--watch", aargs.watch,
                    "Stay running: correct each resource the moment it drifts, apply the code again when it "
                    "changes (until SIGTERM or Ctrl-C; SIGHUP compiles again)");
    apply
        ->add_option("--watch-interval", aargs.watch_interval,
                     "With --watch: seconds between checks of what no event tells about (services, modules' "
                     "Ruby types), and before the first retry of a failed resource")
        ->check(CLI::Range(0.05, 86400.0));
    apply
        ->add_option("--watch-poll", aargs.watch_poll,
                     "With --watch: TYPE=SECONDS, another polling interval for the resources of TYPE that no "
                     "event tells about (repeatable)")
        ->check(pp::cli::watch_poll_check);

    pp::cli::ApplyArgs cargs;
    std::string compile_strict = "warning";
    CLI::App* compile = app.add_subcommand("compile", "Compile a manifest into Puppet's catalog JSON");
    compile->add_option("file", cargs.file, "Main manifest: a file or a directory of .pp files");
    compile->add_option("-e,--execute", cargs.code, "Puppet code to compile");
    compile->add_option("-o,--output", cargs.output, "Write the catalog to FILE (default: standard output)");
    compile->add_option("--modulepath", cargs.modulepath, "Colon-separated module directories");
    compile->add_option("--facts", cargs.facts_file,
                        "JSON or YAML file with the node's facts (default: this host's)");
    compile->add_option("--certname,--node", cargs.certname,
                        "Node name (default: clientcert, fqdn, host name)");
    compile->add_option("--strict", compile_strict, "Strictness of checks")
        ->check(CLI::IsMember({"off", "warning", "error"}));
    compile->add_flag("--strict_variables", cargs.strict_variables,
                      "Make references to unknown variables errors");
    compile
        ->add_option(
            "--error-style", cargs.error_style,
            "How errors are printed: pp (with the source line and a caret) or puppet (Puppet's one line)")
        ->check(CLI::IsMember({"pp", "puppet"}));
    compile->add_flag("--trace", cargs.trace,
                      "After an evaluation error, show what was being evaluated: each class, defined type, "
                      "function and template from the outermost in, with where it was entered");
    compile->add_flag("-v,--verbose", cargs.verbose, "Show info messages");
    compile->add_flag("-d,--debug", cargs.debug, "Show debug messages");
    compile->add_flag("--no-cache", no_cache, no_cache_help);
    compile->add_flag("--graph", cargs.graph, "Write the resource and relationship graphs as .dot files");
    compile->add_option("--graphdir", cargs.graphdir, "Directory for --graph (default: ./graphs)");

    // Puppet's environment settings, on apply, compile and lookup
    auto environment_options = [](CLI::App* cmd, pp::cli::EnvironmentArgs& env) {
        cmd->add_option(
            "--environmentpath", env.environmentpath,
            "Directories of environments (colon-separated): the environment's hiera.yaml, data and "
            "modules");
        cmd->add_option("--environment", env.environment, "The environment (default: production)");
        cmd->add_option("--hiera_config,--hiera-config", env.hiera_config,
                        "The global hiera.yaml (default: no global Hiera layer)");
    };
    environment_options(apply, aargs.env);
    environment_options(compile, cargs.env);

    pp::cli::LookupArgs largs;
    std::string lookup_default;
    CLI::App* lookup = app.add_subcommand("lookup", "Look up Hiera data for keys, as `puppet lookup`");
    lookup->add_option("keys", largs.keys, "Keys to look up (the first with a value wins)");
    lookup->add_flag("--explain", largs.explain, "Explain how the value was found (or not)");
    lookup->add_option("--merge", largs.merge, "Merge strategy: first, unique, hash or deep");
    lookup->add_option("--knock-out-prefix", largs.knockout_prefix, "Knockout prefix for --merge deep");
    lookup->add_flag("--sort-merged-arrays", largs.sort_merged_arrays, "Sort merged arrays (--merge deep)");
    lookup->add_flag("--merge-hash-arrays", largs.merge_hash_arrays, "Merge arrays of hashes (--merge deep)");
    CLI::Option* default_opt = lookup->add_option("--default", lookup_default, "Value when no key is found");
    lookup->add_option("--type", largs.type, "Puppet type the value must have");
    lookup->add_option("--render-as", largs.render_as, "Output format: s, json or yaml");
    lookup->add_option("--node,--certname", largs.node, "Node name (default: clientcert, fqdn, host name)");
    lookup->add_option("--facts", largs.facts_file,
                       "JSON or YAML file with the node's facts (default: this host's)");
    lookup->add_option("--modulepath", largs.modulepath, "Colon-separated module directories");
    environment_options(lookup, largs.env);

    pp::cli::FactsArgs fargs;
    pp::cli::ResourceArgs rargs;
    CLI::App* resource = app.add_subcommand(
        "resource", "Show resources of a type on this machine, or set one, as `puppet resource`");
    resource->add_option("type", rargs.type, "Resource type")->required();
    resource->add_option("title", rargs.title, "Resource title");
    resource->add_option("attributes", rargs.attributes, "ATTR=VALUE settings to apply");
    resource->add_flag("-v,--verbose", rargs.verbose, "Show info messages");
    resource->add_flag("-d,--debug", rargs.debug, "Show debug messages");
    resource->add_option(
        "--modulepath", rargs.modulepath,
        "Directories of modules whose Ruby types and providers may be asked for (colon-separated)");
    resource->add_option(
        "--provider-root", rargs.provider_root,
        "Manage accounts and packages under this directory instead of the machine's (tests)");

    pp::cli::DescribeArgs descargs;
    CLI::App* describe =
        app.add_subcommand("describe", "Help about the built-in resource types, as `puppet describe`");
    describe->set_help_flag(); // Puppet's help text instead (run_describe)
    describe->add_option("types", descargs.types, "Resource types");
    describe->add_flag("-s,--short", descargs.short_form, "Only list parameters without detail");
    describe->add_flag("-p,--providers", descargs.providers, "Describe providers in detail for each type");
    describe->add_flag("-l,--list", descargs.list, "List all types");
    describe->add_flag("-m,--meta", descargs.meta, "List all metaparameters");
    describe->add_flag("-h,--help", descargs.help, "Print this help text");

    CLI::App* facts = app.add_subcommand("facts", "Print this host's facts as `puppet facts` does");
    facts->require_subcommand(0, 1);
    CLI::App* facts_show =
        facts->add_subcommand("show", "The facts, or the queried ones (the default action)");
    for (CLI::App* a : {facts, facts_show}) {
        a->add_option("queries", fargs.queries, "Fact names or dotted paths (os.release.major)");
        a->add_flag("--show-legacy", fargs.show_legacy, "Also show the legacy facts");
        a->add_flag("--value-only", fargs.value_only, "Print only the value of a single query");
    }
    CLI::App* facts_find =
        facts->add_subcommand("find", "Puppet's {name, values} document, legacy facts included");
    facts_find->add_option("--certname,--node", fargs.certname, "Node name (default: the fqdn)");
    for (CLI::App* a : {facts, facts_show, facts_find}) {
        a->add_option("--modulepath", fargs.modulepath,
                      "Colon-separated module directories whose custom facts (lib/facter) are added");
        environment_options(a, fargs.env);
    }

    pp::repl::ReplArgs replargs;
    std::string repl_loglevel = "notice";
    std::string repl_strict = "warning";
    CLI::App* repl = app.add_subcommand("repl", "Evaluate Puppet code interactively");
    repl->add_option("file", replargs.file, "Manifest to load first");
    repl->add_option("-e,--execute", replargs.code, "Evaluate this code and exit");
    repl->add_flag("-q,--quiet", replargs.quiet, "No banner");
    repl->add_flag("--test", replargs.test, "Read standard input to its end without line editing (quiet)");
    repl->add_option("-n,--node-name,--certname", replargs.session.certname,
                     "Node name (default: clientcert, fqdn, host name)");
    repl->add_option("-f,--facts", replargs.session.facts_file,
                     "JSON or YAML file with the node's facts (default: this host's)");
    repl->add_option("-l,--log-level", repl_loglevel, "Lowest level of log messages shown")
        ->check(CLI::IsMember({"debug", "info", "notice"}));
    repl->add_option("--color", replargs.color, "Colours: auto (on a terminal), always or never")
        ->check(CLI::IsMember({"auto", "always", "never"}));
    repl->add_flag("--no-history", replargs.no_history, "Do not read or write the history file");
    repl->add_flag("--echo", replargs.echo, "Print each prompt and input line (a transcript)");
    repl->add_option("--modulepath", replargs.session.modulepath, "Colon-separated module directories");
    repl->add_option("--strict", repl_strict, "Strictness of checks")
        ->check(CLI::IsMember({"off", "warning", "error"}));
    repl->add_flag("--strict_variables", replargs.session.strict_variables,
                   "Make references to unknown variables errors");
    repl->add_option("--vardir", replargs.session.vardir, "Directory for :apply's state file and reports");
    repl->add_option("--provider-root", replargs.session.provider_root,
                     "Manage accounts and packages under this directory instead of the machine's (tests)");
    environment_options(repl, replargs.session.env);

    CLI::App* parser_cmd = app.add_subcommand("parser", "Validate or dump Puppet code");
    parser_cmd->require_subcommand(1);

    pp::cli::ValidateArgs vargs;
    std::string strict = "warning";
    CLI::App* validate =
        parser_cmd->add_subcommand("validate", "Check Puppet (.pp) and EPP (.epp) files for errors");
    validate
        ->add_option("paths", vargs.paths,
                     "Files and directories (directories are searched for *.pp and *.epp)")
        ->required();
    validate->add_option("--format", vargs.format, "Diagnostics format")
        ->check(CLI::IsMember({"text", "json"}));
    validate->add_option("--modulepath", vargs.modulepath,
                         "Colon-separated module directories (enables Puppet's file-location checks)");
    validate->add_option("--strict", strict, "Strictness of checks Puppet can demote or promote")
        ->check(CLI::IsMember({"off", "warning", "error"}));
    validate->add_flag("--no-cache", no_cache, no_cache_help);
    validate->add_option("-j,--jobs", vargs.jobs, "Files validated at once (default: one per core)")
        ->check(CLI::Range(1U, 256U));

    pp::cli::DumpArgs dargs;
    CLI::App* dump =
        parser_cmd->add_subcommand("dump", "Print the AST in Puppet's PN notation (or its JSON form)");
    dump->add_option("files", dargs.files, "Files to dump");
    dump->add_option("-e,--execute", dargs.code, "Puppet code to dump");
    dump->add_option("--format", dargs.format, "Output format")->check(CLI::IsMember({"pn", "json"}));
    dump->add_flag("--validate", dargs.validate, "Also run the validator");

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? 0 : 1; // --help and --version succeed; usage errors are failures
    }
    if (no_cache) pp::parser::ParseCache::disable();

    if (*resource) return pp::cli::run_resource(rargs);
    auto split_tags = [](const std::string& text) {
        std::vector<std::string> out;
        std::size_t start = 0;
        while (start <= text.size()) {
            std::size_t comma = text.find(',', start);
            std::string t =
                text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
            if (!t.empty()) out.push_back(t);
            if (comma == std::string::npos) break;
            start = comma + 1;
        }
        return out;
    };
    aargs.tags = split_tags(tags_text);
    aargs.skip_tags = split_tags(skip_tags_text);
    if (*describe) return pp::cli::run_describe(descargs);
    if (*repl) {
        replargs.session.verbose = repl_loglevel == "info";
        replargs.session.debug = repl_loglevel == "debug";
        replargs.session.strict = repl_strict == "off"     ? pp::parser::Strictness::Off
                                  : repl_strict == "error" ? pp::parser::Strictness::Error
                                                           : pp::parser::Strictness::Warning;
        if (replargs.test) replargs.quiet = true;
        return pp::repl::run_repl(replargs);
    }
    if (*apply) {
        if (aargs.file.empty() && aargs.code.empty() && aargs.catalog.empty()) {
            std::cerr << "pp apply: give a FILE, -e CODE or --catalog FILE\n";
            return 1;
        }
        aargs.strict = apply_strict == "off"     ? pp::parser::Strictness::Off
                       : apply_strict == "error" ? pp::parser::Strictness::Error
                                                 : pp::parser::Strictness::Warning;
        return pp::cli::run_apply(aargs);
    }
    if (*compile) {
        if (cargs.file.empty() && cargs.code.empty()) {
            std::cerr << "pp compile: give a FILE or -e CODE\n";
            return 1;
        }
        cargs.strict = compile_strict == "off"     ? pp::parser::Strictness::Off
                       : compile_strict == "error" ? pp::parser::Strictness::Error
                                                   : pp::parser::Strictness::Warning;
        return pp::cli::run_compile(cargs);
    }
    if (*lookup) {
        if (*default_opt) largs.default_value = lookup_default;
        std::transform(largs.render_as.begin(), largs.render_as.end(), largs.render_as.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return pp::cli::run_lookup(largs);
    }
    if (*facts) {
        fargs.find = static_cast<bool>(*facts_find);
        return pp::cli::run_facts(fargs);
    }
    if (*validate) {
        vargs.strict = strict == "off"     ? pp::parser::Strictness::Off
                       : strict == "error" ? pp::parser::Strictness::Error
                                           : pp::parser::Strictness::Warning;
        return pp::cli::run_validate(vargs);
    }
    if (*dump) {
        if (dargs.files.empty() && dargs.code.empty()) {
            std::cerr << "pp parser dump: give a FILE or -e CODE\n";
            return 1;
        }
        return pp::cli::run_dump(dargs);
    }
    return 1;
}
} // namespace
