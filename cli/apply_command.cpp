// `pp apply`: for now evaluates code without resources, printing what Puppet's logging functions print.
#include "cli/commands.hpp"

#include "evaluator/control_flow.hpp"
#include "evaluator/evaluator.hpp"
#include "evaluator/node_scope.hpp"
#include "lexer/diagnostics.hpp"
#include "parser/parser.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <unistd.h>

namespace pp::cli {

namespace {

// Puppet's console log destination: `Level: Scope(Class[main]): message`.
class ConsoleLogger final : public evaluator::Logger {
public:
    ConsoleLogger(const lexer::SourceManager& sm, bool verbose, bool debug)
        : m_sm(sm), m_verbose(verbose), m_debug(debug) {}

    void scoped(evaluator::LogLevel level, std::string_view scope, std::string_view message) override {
        if (!shown(level)) return;
        puts(stream(level), fmt::format("{}: Scope({}): {}", evaluator::level_label(level), scope, message));
    }
    void located(evaluator::LogLevel level, std::string_view message,
                 const evaluator::Location& where) override {
        if (!shown(level)) return;
        std::string loc;
        if (where.valid) {
            const auto& f = m_sm.file(where.file);
            auto lc = f.line_col(where.begin);
            loc = fmt::format(" (file: {}, line: {}, column: {})", f.path(), lc.line, lc.column);
        }
        puts(stream(level), fmt::format("{}: {}{}", evaluator::level_label(level), message, loc));
    }

private:
    // Ruby's puts, which Puppet's console uses: no newline added after one that is already there
    static void puts(std::ostream& out, const std::string& line) {
        out << line;
        if (line.empty() || line.back() != '\n') out << '\n';
    }
    [[nodiscard]] bool shown(evaluator::LogLevel l) const {
        if (l == evaluator::LogLevel::Debug) return m_debug;
        if (l == evaluator::LogLevel::Info) return m_verbose || m_debug;
        return true;
    }
    static std::ostream& stream(evaluator::LogLevel l) {
        return l >= evaluator::LogLevel::Warning ? std::cerr : std::cout; // Puppet's console streams
    }
    const lexer::SourceManager& m_sm;
    bool m_verbose;
    bool m_debug;
};

// Puppet's default certname: this host's name, in lower case.
std::string host_name() {
    char buf[256] = {};
    if (gethostname(buf, sizeof buf - 1) != 0) return "localhost";
    std::string name(buf);
    for (char& c : name)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return name;
}

} // namespace

int run_apply(const ApplyArgs& args) {
    lexer::SourceManager sm;
    lexer::FileId id = 0;
    if (!args.code.empty() || args.file.empty()) {
        id = sm.add("<command-line>", args.code);
    } else {
        std::string error;
        if (!sm.load(args.file, id, error)) {
            std::cerr << "pp: error: " << args.file << ": " << error << "\n";
            return 1;
        }
    }
    lexer::RenderOptions render;
    render.color = use_color();
    lexer::Diagnostics diags;
    parser::ParseOptions opts;
    opts.strict = args.strict;
    auto parsed = parser::parse(sm, id, diags, opts);
    for (const auto& d : diags.all())
        std::cerr << lexer::render_text(sm, d, render);
    if (parsed->program == nullptr || diags.has_errors()) return 1;

    evaluator::FunctionRegistry functions;
    stdlib::register_all(functions);
    ConsoleLogger logger(sm, args.verbose, args.debug);
    evaluator::EvalOptions eopts;
    eopts.strict = args.strict;
    eopts.strict_variables = args.strict_variables;
    evaluator::Evaluator ev(sm, functions, logger, eopts);
    evaluator::Scope top(nullptr, "Class[main]");
    evaluator::NodeInfo node;
    node.certname = args.certname.empty() ? host_name() : args.certname;
    node.facts = runtime::Value(runtime::Hash{});
    if (!args.facts_file.empty()) {
        std::ifstream in(args.facts_file, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        std::string error;
        auto facts = in ? evaluator::parse_facts_json(text.str(), &error) : std::nullopt;
        if (!in) error = "cannot read the file";
        if (!facts) {
            std::cerr << "pp: error: --facts " << args.facts_file << ": " << error << "\n";
            return 1;
        }
        node.facts = *facts;
    }
    evaluator::populate_top_scope(top, node, eopts);
    auto report = [&](const std::string& message, const evaluator::Location& where, bool bare) {
        lexer::Diagnostics out;
        auto diag = bare ? lexer::DiagId::EvaluationErrorBare : lexer::DiagId::EvaluationError;
        if (where.valid)
            out.report(diag, where.file, where.begin, where.end, message);
        else
            out.report_in_file(diag, id, message);
        std::cerr << lexer::render_text(sm, out.all()[0], render);
    };
    try {
        ev.evaluate_program(*parsed->program, id, top);
    } catch (const evaluator::EvalError& e) {
        report(e.what(), e.where(), e.bare());
        return 1;
    }
    return 0;
}

} // namespace pp::cli
