#include "apply/state.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

namespace pp::apply {

StateFile::StateFile(std::string path) : m_path(std::move(path)) {
    std::error_code ec;
    m_existed = std::filesystem::exists(m_path, ec);
    if (!m_existed) return;
    // JSON, which is also YAML: yaml-cpp took a tenth of a thousand-resource run to read it back
    std::ifstream in(m_path, std::ios::binary);
    nlohmann::json root = nlohmann::json::parse(in, nullptr, false);
    if (!root.is_object()) return;
    for (auto it = root.begin(); it != root.end(); ++it) {
        const nlohmann::json& v = it.value();
        if (!v.is_object()) continue;
        Entry e;
        if (auto c = v.find("checked"); c != v.end() && c->is_number_integer())
            e.checked = c->get<std::int64_t>();
        if (auto c = v.find("synced"); c != v.end() && c->is_number_integer())
            e.synced = c->get<std::int64_t>();
        if (auto a = v.find("audited"); a != v.end() && a->is_object())
            for (auto p = a->begin(); p != a->end(); ++p)
                if (p.value().is_string()) e.audited[p.key()] = p.value().get<std::string>();
        m_entries[it.key()] = std::move(e);
    }
}

std::optional<std::int64_t> StateFile::checked(const std::string& ref) const {
    auto it = m_entries.find(ref);
    return it == m_entries.end() ? std::nullopt : it->second.checked;
}

void StateFile::set_checked(const std::string& ref, std::int64_t when) {
    m_entries[ref].checked = when;
}
void StateFile::set_synced(const std::string& ref, std::int64_t when) {
    m_entries[ref].synced = when;
}

std::optional<std::string> StateFile::audited(const std::string& ref, const std::string& property) const {
    auto it = m_entries.find(ref);
    if (it == m_entries.end()) return std::nullopt;
    auto a = it->second.audited.find(property);
    if (a == it->second.audited.end()) return std::nullopt;
    return a->second;
}

void StateFile::set_audited(const std::string& ref, const std::string& property, std::string value) {
    m_entries[ref].audited[property] = std::move(value);
}

bool StateFile::save(std::int64_t now, std::int64_t ttl_seconds) {
    nlohmann::json root = nlohmann::json::object();
    for (const auto& [ref, e] : m_entries) {
        if (e.checked && now - *e.checked > ttl_seconds) continue;
        nlohmann::json entry = nlohmann::json::object();
        if (e.checked) entry["checked"] = *e.checked;
        if (e.synced) entry["synced"] = *e.synced;
        if (!e.audited.empty()) entry["audited"] = e.audited;
        root[ref] = std::move(entry);
    }
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(m_path).parent_path(), ec);
    std::string tmp = m_path + ".tmp";
    {
        std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
        f << root.dump(1) << "\n";
        if (!f) return false;
    }
    std::filesystem::rename(tmp, m_path, ec);
    if (!ec) m_existed = true; // the next save of a run that goes on (pp apply --watch) creates nothing
    return !ec;
}

} // namespace pp::apply
