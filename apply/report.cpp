// The run's report files (Puppet::Transaction::Report#raw_summary, last_run_summary.yaml; a JSON report).
#include "apply/transaction.hpp"

#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>

namespace pp::apply {

std::string RunSummary::status() const {
    if (resources_failed_to_generate || failed > 0 || failed_to_restart > 0 || !transaction_completed)
        return "failed";
    if (changed > 0) return "changed";
    return "unchanged";
}

namespace {

bool write_file(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::path tmp = path;
    tmp += ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        out << text;
        if (!out) return false;
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    return !ec;
}

std::string summary_yaml(const RunSummary& s, std::int64_t version, double seconds) {
    // the sections and keys in the order Puppet writes them (sorted keys within each)
    std::string out = "---\n";
    out += fmt::format("version:\n  config: {}\n  puppet: 7.23.0\n", version);
    out += fmt::format(
        "resources:\n  changed: {}\n  corrective_change: 0\n  failed: {}\n  failed_to_restart: {}\n"
        "  out_of_sync: {}\n  restarted: {}\n  scheduled: 0\n  skipped: {}\n  total: {}\n",
        s.changed, s.failed, s.failed_to_restart, s.out_of_sync, s.restarted, s.skipped, s.total);
    out += fmt::format("time:\n  total: {}\n", runtime::ruby_float_to_s(seconds));
    out += fmt::format("changes:\n  total: {}\n", s.changes);
    out += "events:\n";
    if (s.events_audit > 0) out += fmt::format("  audit: {}\n", s.events_audit);
    out += fmt::format("  failure: {}\n", s.events_failure);
    if (s.events_noop > 0) out += fmt::format("  noop: {}\n", s.events_noop);
    out += fmt::format("  success: {}\n", s.events_success);
    out += fmt::format("  total: {}\n", s.events_success + s.events_failure + s.events_noop + s.events_audit);
    return out;
}

std::string json_string(const std::string& s) {
    std::string out;
    runtime::append_json_string(out, s);
    return out;
}

std::string report_json(const RunSummary& s, std::int64_t version, double seconds) {
    std::string out = "{\n";
    out += fmt::format("  \"status\": {},\n", json_string(s.status()));
    out += fmt::format("  \"noop\": {},\n  \"noop_pending\": {},\n  \"transaction_completed\": {},\n",
                       s.noop ? "true" : "false", s.noop_pending ? "true" : "false",
                       s.transaction_completed ? "true" : "false");
    out += fmt::format("  \"configuration_version\": {},\n  \"time\": {},\n", version,
                       runtime::ruby_float_to_s(seconds));
    out += fmt::format(
        "  \"resources\": {{\"changed\": {}, \"corrective_change\": 0, \"failed\": {}, "
        "\"failed_to_restart\": {}, "
        "\"out_of_sync\": {}, \"restarted\": {}, \"scheduled\": 0, \"skipped\": {}, \"total\": {}}},\n",
        s.changed, s.failed, s.failed_to_restart, s.out_of_sync, s.restarted, s.skipped, s.total);
    out += fmt::format("  \"changes\": {{\"total\": {}}},\n", s.changes);
    out += fmt::format(
        "  \"events\": {{\"audit\": {}, \"failure\": {}, \"noop\": {}, \"success\": {}, \"total\": {}}},\n",
        s.events_audit, s.events_failure, s.events_noop, s.events_success,
        s.events_success + s.events_failure + s.events_noop + s.events_audit);
    out += "  \"resource_statuses\": [";
    out.reserve(out.size() + s.resources.size() * 256);
    bool first = true;
    auto flag = [&out](std::string_view key, bool value) {
        out += key;
        out += value ? "true" : "false";
    };
    for (const auto& r : s.resources) {
        out += first ? "\n    {\"resource\": " : ",\n    {\"resource\": ";
        first = false;
        runtime::append_json_string(out, r.ref);
        out += ", \"path\": ";
        runtime::append_json_string(out, r.path);
        flag(", \"changed\": ", r.changed);
        flag(", \"failed\": ", r.failed);
        flag(", \"skipped\": ", r.skipped);
        flag(", \"out_of_sync\": ", r.out_of_sync);
        flag(", \"restarted\": ", r.restarted);
        out += ", \"change_count\": ";
        out += std::to_string(r.change_count);
        out += ", \"events\": [";
        for (std::size_t i = 0; i < r.events.size(); ++i) {
            out += i == 0 ? "{\"name\": " : ", {\"name\": ";
            runtime::append_json_string(out, r.events[i].first);
            out += ", \"status\": ";
            runtime::append_json_string(out, r.events[i].second);
            out += '}';
        }
        out += "]}";
    }
    out += "\n  ]\n}\n";
    return out;
}

} // namespace

bool write_reports(const std::string& dir, const RunSummary& summary, std::int64_t config_version,
                   double seconds) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    bool ok = write_file(std::filesystem::path(dir) / "last_run_summary.yaml",
                         summary_yaml(summary, config_version, seconds));
    ok = write_file(std::filesystem::path(dir) / "last_run_report.json",
                    report_json(summary, config_version, seconds)) &&
         ok;
    return ok;
}

} // namespace pp::apply
