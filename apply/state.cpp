#include "apply/state.hpp"

#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <fstream>

namespace pp::apply {

StateFile::StateFile(std::string path) : m_path(std::move(path)) {
    std::error_code ec;
    m_existed = std::filesystem::exists(m_path, ec);
    if (!m_existed) return;
    try {
        YAML::Node root = YAML::LoadFile(m_path);
        if (!root.IsMap()) return;
        for (const auto& kv : root) {
            Entry e;
            const YAML::Node& v = kv.second;
            if (!v.IsMap()) continue;
            if (v["checked"]) e.checked = v["checked"].as<std::int64_t>();
            if (v["synced"]) e.synced = v["synced"].as<std::int64_t>();
            if (const YAML::Node& a = v["audited"]; a && a.IsMap()) {
                for (const auto& p : a)
                    e.audited[p.first.as<std::string>()] = p.second.as<std::string>();
            }
            m_entries[kv.first.as<std::string>()] = std::move(e);
        }
    } catch (const YAML::Exception&) {
        m_entries.clear();
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
    YAML::Emitter out;
    out << YAML::BeginMap;
    for (const auto& [ref, e] : m_entries) {
        if (e.checked && now - *e.checked > ttl_seconds) continue;
        out << YAML::Key << ref << YAML::Value << YAML::BeginMap;
        if (e.checked) out << YAML::Key << "checked" << YAML::Value << *e.checked;
        if (e.synced) out << YAML::Key << "synced" << YAML::Value << *e.synced;
        if (!e.audited.empty()) {
            out << YAML::Key << "audited" << YAML::Value << YAML::BeginMap;
            for (const auto& [k, v] : e.audited)
                out << YAML::Key << k << YAML::Value << YAML::DoubleQuoted << v;
            out << YAML::EndMap;
        }
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(m_path).parent_path(), ec);
    std::string tmp = m_path + ".tmp";
    {
        std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
        f << out.c_str() << "\n";
        if (!f) return false;
    }
    std::filesystem::rename(tmp, m_path, ec);
    return !ec;
}

} // namespace pp::apply
