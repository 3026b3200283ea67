#include "tests/golden/harness/golden_harness.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace pp::golden {

namespace fs = std::filesystem;

namespace {

// Every Ratchet alive, so that the end of an accept run writes each of them.
std::mutex g_registry_mutex;
std::set<Ratchet*>& registry() {
    static std::set<Ratchet*> ratchets;
    return ratchets;
}

class AcceptEnvironment final : public testing::Environment {
public:
    void TearDown() override {
        if (!accepting()) return;
        std::lock_guard lock(g_registry_mutex);
        for (const Ratchet* r : registry())
            r->write();
    }
};
const auto* const g_accept = testing::AddGlobalTestEnvironment(new AcceptEnvironment);

} // namespace

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::vector<std::string> discover(const fs::path& dir, std::string_view extension) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        if (e.path().extension() == extension) out.push_back(e.path().stem().string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::string test_name(std::string_view name) {
    std::string s(name);
    for (char& c : s) {
        if (std::isalnum(static_cast<unsigned char>(c)) == 0) c = '_';
    }
    return s;
}

bool accepting() {
    const char* v = std::getenv("PP_ACCEPT");
    return v != nullptr && *v != '\0';
}

Ratchet::Ratchet(fs::path passing, std::string about)
    : m_path(std::move(passing)), m_about(std::move(about)) {
    std::ifstream in(m_path);
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line[0] != '#') m_listed.insert(line);
    }
    std::lock_guard lock(g_registry_mutex);
    registry().insert(this);
}

Ratchet::~Ratchet() {
    std::lock_guard lock(g_registry_mutex);
    registry().erase(this);
}

bool Ratchet::listed(const std::string& name) const {
    return m_listed.count(name) != 0; // never changes after construction
}

void Ratchet::record(const std::string& name, bool passed) {
    std::lock_guard lock(m_mutex);
    m_ran[name] = passed;
}

std::set<std::string> Ratchet::accepted() const {
    std::lock_guard lock(m_mutex);
    std::set<std::string> out = m_listed;
    for (const auto& [name, passed] : m_ran) {
        if (passed)
            out.insert(name);
        else
            out.erase(name);
    }
    return out;
}

void Ratchet::write() const {
    {
        std::lock_guard lock(m_mutex);
        if (m_ran.empty()) return; // no case of this suite ran: its list stays as it is
    }
    std::set<std::string> names = accepted();
    std::ofstream out(m_path, std::ios::trunc);
    out << "# " << m_about << ". PP_ACCEPT=1 updates the cases that ran (tests/golden/harness/).\n";
    for (const auto& n : names)
        out << n << "\n";
}

void Ratchet::skip(const std::string& difference) {
    GTEST_SKIP() << difference;
}

} // namespace pp::golden
