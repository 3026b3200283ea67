// Golden Hiera cases: tests/golden/hiera/<case>/ (an environment tree, an optional global hiera.yaml, the
// lookups to make and an optional manifest.pp) with `expected` recorded from real Puppet by
// tests/golden/hiera/record-hiera.sh. pp runs each lookup (with and without --explain) as `pp lookup` and
// compiles manifest.pp with `pp compile`, and must print what Puppet printed, section by section.
//
// A case's KNOWN-DIFFERENCES lists the headers of sections pp prints differently on purpose, each followed
// by a comment giving the reason; such a section is not compared, and one that matches again is reported so
// that the entry goes.
//
// Normalisation (as the recorder documents it): the case's absolute directory is written <CASE>; of a
// compile, only the log lines (Notice: Scope(...), Warning:, Error:) and the exit status are compared.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

const fs::path kDir = fs::path(PP_SOURCE_DIR) / "tests/golden/hiera";

std::string read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string quote(const std::string& s) {
    std::string out = "'";
    for (char c : s) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + "'";
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
    for (std::size_t pos = s.find(from); pos != std::string::npos; pos = s.find(from, pos + to.size()))
        s.replace(pos, from.size(), to);
    return s;
}

struct Run {
    std::string out;
    std::string err;
    int status = 0;
};

// Runs a shell command line with its output in temporary files.
Run run(const std::string& command) {
    const fs::path tmp = fs::temp_directory_path() / ("pp-hiera-golden-" + std::to_string(::getpid()));
    fs::create_directories(tmp);
    const std::string out = (tmp / "stdout").string();
    const std::string err = (tmp / "stderr").string();
    int rc = std::system((command + " >" + quote(out) + " 2>" + quote(err)).c_str());
    Run r;
    r.out = read(out);
    r.err = read(err);
    r.status = WIFEXITED(rc) ? WEXITSTATUS(rc) : 128;
    fs::remove_all(tmp);
    return r;
}

std::vector<std::string> split_words(const std::string& line) {
    std::vector<std::string> words;
    std::istringstream in(line);
    std::string w;
    while (in >> w)
        words.push_back(w);
    return words;
}

// What pp prints for the case, in the layout of `expected`.
std::string actual_for(const fs::path& dir) {
    const std::string d = dir.string();
    const std::string common = std::string(quote(PP_BINARY)) + " lookup --environmentpath " +
                               quote(d + "/environments") + " --hiera_config " + quote(d + "/hiera.yaml") +
                               " --facts " + quote((kDir / "facts.json").string()) + " --node pp.example.com";
    std::string out;
    if (fs::exists(dir / "lookups")) {
        std::istringstream lines(read(dir / "lookups"));
        std::string line;
        while (std::getline(lines, line)) {
            if (line.empty() || line[0] == '#') continue;
            for (const std::string explain : {"", "--explain"}) {
                std::string cmd = common + (explain.empty() ? "" : " " + explain);
                for (const std::string& w : split_words(line))
                    cmd += " " + quote(w);
                Run r = run(cmd);
                out += "=== lookup " + (explain.empty() ? "" : explain + " ") + line + "\n";
                out += "--- stdout\n" + replace_all(r.out, d, "<CASE>");
                out += "--- stderr\n" + replace_all(r.err, d, "<CASE>");
                out += "--- exit " + std::to_string(r.status) + "\n";
            }
        }
    }
    if (fs::exists(dir / "manifest.pp")) {
        Run r = run(std::string(quote(PP_BINARY)) + " compile --environmentpath " +
                    quote(d + "/environments") + " --hiera_config " + quote(d + "/hiera.yaml") + " --facts " +
                    quote((kDir / "facts.json").string()) + " --node pp.example.com " +
                    quote(d + "/manifest.pp"));
        out += "=== apply manifest.pp\n--- log\n";
        std::istringstream lines(r.err);
        std::string line;
        while (std::getline(lines, line)) {
            if (line.starts_with("Notice: Scope(") || line.starts_with("Warning: ") ||
                line.starts_with("Error: "))
                out += replace_all(line, d, "<CASE>") + "\n";
        }
        out += "--- exit " + std::to_string(r.status) + "\n";
    }
    return out;
}

// The sections (`=== ...` and what follows) of a result.
std::vector<std::string> sections(const std::string& text) {
    std::vector<std::string> out;
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t next = text.find("\n=== ", pos);
        std::size_t end = next == std::string::npos ? text.size() : next + 1;
        out.push_back(text.substr(pos, end - pos));
        pos = end;
    }
    return out;
}

std::vector<std::string> case_names() {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(kDir))
        if (e.is_directory() && fs::exists(e.path() / "expected"))
            out.push_back(e.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
}

class HieraGolden : public testing::TestWithParam<std::string> {};

TEST_P(HieraGolden, MatchesPuppet) {
    const fs::path dir = kDir / GetParam();
    const std::vector<std::string> want = sections(read(dir / "expected"));
    const std::vector<std::string> got = sections(actual_for(dir));
    ASSERT_EQ(want.size(), got.size()) << "number of sections";
    std::vector<std::string> known;
    if (fs::exists(dir / "KNOWN-DIFFERENCES")) {
        std::istringstream lines(read(dir / "KNOWN-DIFFERENCES"));
        std::string line;
        while (std::getline(lines, line))
            if (line.starts_with("=== ")) known.push_back(line + "\n");
    }
    for (std::size_t i = 0; i < want.size(); ++i) {
        const bool is_known = std::any_of(known.begin(), known.end(),
                                          [&](const std::string& k) { return want[i].starts_with(k); });
        if (is_known)
            EXPECT_NE(want[i], got[i]) << "listed in KNOWN-DIFFERENCES but matches now: remove the entry";
        else
            EXPECT_EQ(want[i], got[i]);
    }
}

INSTANTIATE_TEST_SUITE_P(Cases, HieraGolden, testing::ValuesIn(case_names()),
                         [](const testing::TestParamInfo<std::string>& info) { return info.param; });

} // namespace
