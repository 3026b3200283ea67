#include "driver/compilation.hpp"

#include "apply/transaction.hpp"
#include "parser/parse_cache.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <ostream>

namespace pp::driver {

namespace {

// ` (file: F, line: L, column: C)`, as Puppet's console locates a message
std::string where(const lexer::SourceManager& sm, lexer::FileId file, std::uint32_t offset) {
    const auto& f = sm.file(file);
    auto lc = f.line_col(offset);
    return fmt::format(" (file: {}, line: {}, column: {})", f.path(), lc.line, lc.column);
}

} // namespace

Compilation::Compilation(CompileOptions options)
    : m_options(std::move(options)),
      m_logger(m_sm, *m_options.out, *m_options.err, m_options.verbose, m_options.debug) {
    parser::ParseOptions parse;
    parse.strict = m_options.strict;
    parse.cache = m_options.parse_cache;
    m_env = std::make_unique<loader::Environment>(m_sm, m_options.modulepath, parse);
    if (std::error_code ec;
        !m_options.parse_ahead.empty() && std::filesystem::exists(m_options.parse_ahead, ec))
        m_env->parse_ahead(loader::Environment::manifest_files(m_options.parse_ahead));
    if (m_options.node) {
        m_node = *m_options.node;
    } else {
        std::string error;
        auto node = load_node(m_options.facts_file, m_options.certname, m_options.env.environment, error);
        if (!node) throw SetupError("--facts " + error);
        m_node = std::move(*node);
        // this host's facts: the modules' custom facts join them when the compile first reads a fact
        if (m_options.facts_file.empty())
            m_node.late_facts = late_custom_facts(m_options.modulepath, &m_logger);
    }
    stdlib::register_all(m_functions);
    if (m_options.adjust_functions) m_options.adjust_functions(m_functions);
    m_eval_options.strict = m_options.strict;
    m_eval_options.strict_variables = m_options.strict_variables;
    m_eval_options.node_name = m_node.certname;
    m_eval_options.environment = m_options.env.environment;
    m_eval_options.types = apply::ProviderRegistry::with_builtins().type_schemas(); // pp's Resource API types
}

Compilation::~Compilation() = default;

void Compilation::set_node(evaluator::NodeInfo node) {
    m_node = std::move(node);
    m_eval_options.node_name = m_node.certname;
}

bool Compilation::load(const std::string& code, const std::string& manifest) {
    lexer::Diagnostics diags;
    if (!code.empty() || manifest.empty()) {
        const parser::ParsedFile* parsed = m_env->load_text("<command-line>", code, diags, true);
        if (parsed != nullptr) m_programs.emplace_back(parsed->program, parsed->file);
    } else {
        std::error_code ec;
        if (!std::filesystem::exists(manifest, ec)) {
            *m_options.err << "pp: error: " << manifest << ": no such file or directory\n";
            return false;
        }
        for (const std::string& f : loader::Environment::manifest_files(manifest)) {
            const parser::ParsedFile* parsed = m_env->load(f, diags);
            if (parsed != nullptr) m_programs.emplace_back(parsed->program, parsed->file);
        }
    }
    return !report(diags);
}

const parser::ParsedFile* Compilation::load_text(const std::string& name, std::string text) {
    lexer::Diagnostics diags;
    const parser::ParsedFile* parsed = m_env->load_text(name, std::move(text), diags);
    return report(diags) ? nullptr : parsed;
}

void Compilation::reset(const parser::Node* at) {
    m_hiera.reset();
    m_compiler.reset();
    m_top = std::make_unique<evaluator::Scope>(nullptr, "Class[main]");
    m_compiler = std::make_unique<evaluator::Compiler>(m_sm, m_functions, m_logger, m_eval_options);
    m_compiler->set_environment(m_env.get());
    evaluator::populate_top_scope(*m_top, m_node, m_eval_options);
    loader::hiera::Settings settings;
    settings.global_config = m_options.env.hiera_config;
    settings.environment_dir = environment_dir(m_options.env);
    settings.module_dir = [env = m_env.get()](std::string_view m) { return env->module_dir(m); };
    settings.warn = [logger = &m_logger](const std::string& msg) {
        logger->located(evaluator::LogLevel::Warning, msg, evaluator::Location{});
    };
    // convert_to lookup options call `new` (from the top scope)
    if (at != nullptr) {
        settings.convert = [ev = &m_compiler->evaluator(), top = m_top.get(),
                            at](const std::vector<runtime::Value>& a) {
            return ev->call_function("new", a, nullptr, *top, *at);
        };
        settings.to_s = [](const runtime::Value& v) { return runtime::to_s(v); };
    }
    m_hiera = std::make_unique<loader::hiera::Hiera>(std::move(settings));
    m_compiler->evaluator().set_hiera(m_hiera.get());
}

bool Compilation::compile() {
    reset(m_programs.empty() ? nullptr : m_programs.front().first);
    bool ok = true;
    try {
        m_compiler->compile_files(m_programs, *m_top);
    } catch (const evaluator::EvalError& e) {
        report(e, m_programs.empty() ? 0 : m_programs.front().second);
        ok = false;
    }
    // no parse ahead beside the flush
    m_env->settle();
    if (m_options.parse_cache != nullptr) m_options.parse_cache->flush(); // what was parsed, kept now
    if (m_options.parse_cache != nullptr && m_options.debug) {
        const auto stats = m_options.parse_cache->stats();
        m_logger.located(
            evaluator::LogLevel::Debug,
            fmt::format("Parse cache {}: {} files read from it, {} parsed, {} stored, {} damaged",
                        m_options.parse_cache->dir(), stats.hits, stats.misses, stats.stores, stats.rejected),
            evaluator::Location{});
    }
    return ok;
}

void Compilation::report(const evaluator::EvalError& e, lexer::FileId fallback) const {
    report_error(e, fallback);
    if (m_options.trace) report_trace(e);
}

void Compilation::report_trace(const evaluator::EvalError& e) const {
    std::ostream& out = *m_options.err;
    auto place = [&](const evaluator::Location& at) {
        const auto& f = m_sm.file(at.file);
        auto lc = f.line_col(at.begin);
        return fmt::format("{}:{}:{}", f.path(), lc.line, lc.column);
    };
    const auto& frames = e.trace();
    if (frames.empty()) {
        out << "Trace: the error is not inside a class, defined type, function or template\n";
        return;
    }
    out << "Trace, from the outermost in:\n";
    constexpr std::size_t kShown = 20; // at each end of a long trace (deep recursion)
    for (std::size_t i = 0; i < frames.size(); ++i) {
        if (frames.size() > 2 * kShown && i == kShown) {
            out << fmt::format("  ... {} more ...\n", frames.size() - 2 * kShown);
            i = frames.size() - kShown;
        }
        const evaluator::TraceFrame& f = frames[i];
        bool call = f.what.starts_with("function ") || f.what.starts_with("template ");
        std::string verb = f.what.starts_with("template ") ? "rendering" : call ? "calling" : "evaluating";
        out << fmt::format("  while {} {}", verb, f.what);
        if (f.at.valid) out << fmt::format(" ({} at {})", call ? "called" : "declared", place(f.at));
        out << "\n";
    }
    if (e.trace_at().valid) out << fmt::format("  at {}\n", place(e.trace_at()));
    if (!e.ruby_origin().empty()) out << fmt::format("  raised by Ruby code at {}\n", e.ruby_origin());
}

void Compilation::report_error(const evaluator::EvalError& e, lexer::FileId fallback) const {
    std::ostream& out = *m_options.err;
    const std::string& node = m_node.certname;
    if (dynamic_cast<const evaluator::PreformattedError*>(&e) != nullptr) {
        out << "Error: " << e.what() << "\n";
        return;
    }
    const evaluator::Location& at = e.where();
    if (at.valid && e.line_only()) { // Puppet::ParseError with a file and a line, no column
        const auto& f = m_sm.file(at.file);
        out << fmt::format("Error: {}{} (file: {}, line: {}) on node {}\n",
                           e.bare() ? "" : "Evaluation Error: ", e.what(), f.path(),
                           f.line_col(at.begin).line, node);
        return;
    }
    if (!at.valid && e.bare()) {
        out << fmt::format("Error: {} on node {}\n", e.what(), node);
        return;
    }
    if (m_options.errors == ErrorStyle::Puppet) {
        // a bare error (Puppet::ParseError) is located by file and line only
        std::string loc;
        if (at.valid && e.bare()) {
            const auto& f = m_sm.file(at.file);
            loc = fmt::format(" (file: {}, line: {})", f.path(), f.line_col(at.begin).line);
        } else if (at.valid) {
            loc = where(m_sm, at.file, at.begin);
        }
        out << fmt::format("Error: {}{}{} on node {}\n", e.bare() ? "" : "Evaluation Error: ", e.what(), loc,
                           node);
        return;
    }
    lexer::Diagnostics diags;
    auto diag = e.bare() ? lexer::DiagId::EvaluationErrorBare : lexer::DiagId::EvaluationError;
    if (at.valid)
        diags.report(diag, at.file, at.begin, at.end, e.what());
    else
        diags.report_in_file(diag, fallback, e.what());
    lexer::RenderOptions render;
    render.color = m_options.color;
    out << lexer::render_text(m_sm, diags.all()[0], render);
    if (!e.ruby_origin().empty()) out << fmt::format("note: raised by Ruby code at {}\n", e.ruby_origin());
}

bool Compilation::report(const lexer::Diagnostics& diags) const {
    std::ostream& out = *m_options.err;
    if (m_options.errors == ErrorStyle::Pp) {
        lexer::RenderOptions render;
        render.color = m_options.color;
        for (const auto& d : diags.all())
            out << lexer::render_text(m_sm, d, render);
        return diags.has_errors();
    }
    // puppet apply's form: warnings located; one error is "Could not parse", several are listed then counted
    auto loc = [&](const lexer::Diagnostic& d) {
        return d.has_location ? where(m_sm, d.file, d.begin)
                              : fmt::format(" (file: {})", m_sm.file(d.file).path());
    };
    std::vector<const lexer::Diagnostic*> errors;
    for (const auto& d : diags.all()) {
        if (d.severity == lexer::Severity::Error)
            errors.push_back(&d);
        else
            out << fmt::format("Warning: {}{}\n", d.message,
                               d.has_location ? where(m_sm, d.file, d.begin) : "");
    }
    if (errors.size() == 1) {
        out << fmt::format("Error: Could not parse for environment {}: {}{} on node {}\n",
                           m_options.env.environment, errors[0]->message, loc(*errors[0]), m_node.certname);
    } else if (!errors.empty()) {
        for (const auto* d : errors)
            out << fmt::format("Error: {}{}\n", d->message, loc(*d));
        out << fmt::format("Error: Language validation logged {} errors. Giving up\n", errors.size());
    }
    return !errors.empty();
}

} // namespace pp::driver
