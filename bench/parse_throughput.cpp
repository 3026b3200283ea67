// pp's parse throughput, stage by stage, against the ANTLR runtime's own ceiling on this machine: over a
// list of .pp files (the module corpus by default), the best of R passes of
//   lex          pp's lexer alone;
//   antlr tree   the lexer and the generated ANTLR parser, a top-level statement at a time, no AST: the
//                most a parse through the ANTLR 4.9 runtime can go (parser::parse_tree_only);
//   pp parse     lexer, parser and AST (parser::parse without validation);
//   pp validate  the same and the validator (what `pp parser validate` does per file, cache aside);
// each in tokens/s and MB/s, with pp's parse as a share of the ceiling. One thread; the first pass warms
// ANTLR's prediction caches as any run's first files do. A benchmark, not a test.
//
// usage: pp_parse_throughput [--runs R] [FILE_LIST]   (FILE_LIST: one path per line)
#include "lexer/lexer.hpp"
#include "parser/parser.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

using namespace pp;

namespace {

double best_of(int runs, const std::function<void()>& pass) {
    double best = 1e9;
    for (int i = 0; i < runs; ++i) {
        auto start = std::chrono::steady_clock::now();
        pass();
        best =
            std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    return best;
}

} // namespace

int main(int argc, char** argv) {
    int runs = 5;
    std::string list = "../shared/corpus/corpus-files.txt";
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--runs" && i + 1 < argc)
            runs = std::atoi(argv[++i]);
        else
            list = a;
    }
    std::ifstream in(list);
    if (!in) {
        std::fprintf(stderr, "cannot read the file list %s\n", list.c_str());
        return 1;
    }
    lexer::SourceManager sm;
    std::vector<lexer::FileId> files;
    std::size_t bytes = 0;
    for (std::string path; std::getline(in, path);) {
        if (path.size() < 3 || path.substr(path.size() - 3) != ".pp") continue;
        lexer::FileId id = 0;
        std::string error;
        if (!sm.load(path, id, error)) continue;
        files.push_back(id);
        bytes += sm.file(id).text().size();
    }
    std::size_t tokens = 0;
    std::size_t tree_tokens = 0;
    const double lex = best_of(runs, [&] {
        tokens = 0;
        for (lexer::FileId id : files) {
            lexer::Diagnostics diags;
            lexer::Arena arena;
            std::vector<lexer::Token> out;
            lexer::Lexer(sm.file(id).text(), id, diags, arena).tokenize(out);
            tokens += out.size();
        }
    });
    const double tree = best_of(runs, [&] {
        tree_tokens = 0;
        for (lexer::FileId id : files)
            tree_tokens += parser::parse_tree_only(sm, id);
    });
    auto parse_pass = [&](bool validate) {
        return best_of(runs, [&] {
            for (lexer::FileId id : files) {
                lexer::Diagnostics diags;
                parser::ParseOptions opts;
                opts.validate = validate;
                parser::parse(sm, id, diags, opts);
            }
        });
    };
    const double parse = parse_pass(false);
    const double validate = parse_pass(true);
    std::printf("%zu files, %.2f MB, %zu tokens; best of %d passes, one thread\n", files.size(), bytes / 1e6,
                tokens, runs);
    auto row = [&](const char* name, double s) {
        std::printf("  %-12s %7.1f ms  %6.2f M tokens/s  %6.1f MB/s\n", name, s * 1e3, tokens / s / 1e6,
                    bytes / s / 1e6);
    };
    row("lex", lex);
    row("antlr tree", tree);
    row("pp parse", parse);
    row("pp validate", validate);
    std::printf("  pp's parse runs at %.0f%% of the ANTLR ceiling (%zu of %zu tokens in files the statement "
                "parse takes)\n",
                100 * tree / parse, tree_tokens, tokens);
    return 0;
}
