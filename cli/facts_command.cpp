// `pp facts`: this machine's facts as Puppet prints them. `pp facts [show] [QUERY...]` is `puppet facts
// show` (the structured facts, or the queried ones; lib/puppet/face/facts.rb), `pp facts find` is `puppet
// facts find`, the `{"name", "values", "timestamp", "expiration"}` document that `--facts FILE` reads
// back, with the legacy facts and the ones Puppet adds (clientcert, clientversion, clientnoop).
#include "cli/commands.hpp"

#include "runtime/facts.hpp"
#include "runtime/facts_file.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <ctime>
#include <iostream>

namespace pp::cli {

namespace {

using runtime::Hash;
using runtime::Value;

// Facter's user query: a fact name (legacy names too), else a dotted path into the structured facts
// (array elements by index). Undef when nothing is there.
Value lookup(const Hash& facts, const std::string& query) {
    if (const Value* v = facts.find(Value(query))) return *v;
    Value current(facts);
    std::size_t start = 0;
    while (start <= query.size()) {
        std::size_t dot = query.find('.', start);
        std::string part = query.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (current.is_hash()) {
            const Value* v = current.as_hash().find(Value(part));
            if (v == nullptr) return {};
            current = *v;
        } else if (current.is_array() && !part.empty() &&
                   std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            std::size_t i = std::stoul(part);
            if (i >= current.as_array().size()) return {};
            current = current.as_array()[i];
        } else {
            return {};
        }
        if (dot == std::string::npos) break;
        start = dot + 1;
    }
    return current;
}

// What Puppet's console prints for a single value (--value-only): collections as pretty JSON, the rest
// as Ruby's to_s.
std::string plain(const Value& v) {
    if (v.is_array() || v.is_hash()) return runtime::facts::to_pretty_json(v);
    if (v.is_string()) return v.as_string();
    if (v.is_undef()) return "";
    if (v.is_float()) return runtime::ruby_float_to_s(v.as_float());
    return runtime::facts::to_pretty_json(v);
}

// Ruby's Time#iso8601(9) in local time: 2026-11-21T18:37:59.789444928+00:00
std::string iso8601(const struct timespec& ts) {
    struct tm local {};
    localtime_r(&ts.tv_sec, &local);
    long offset = local.tm_gmtoff;
    char sign = offset < 0 ? '-' : '+';
    offset = offset < 0 ? -offset : offset;
    return fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:09}{}{:02}:{:02}", local.tm_year + 1900,
                       local.tm_mon + 1, local.tm_mday, local.tm_hour, local.tm_min, local.tm_sec, ts.tv_nsec,
                       sign, offset / 3600, (offset % 3600) / 60);
}

} // namespace

int run_facts(const FactsArgs& args) {
    namespace facts = runtime::facts;
    if (args.find) {
        std::string certname = args.certname.empty() ? facts::default_certname() : args.certname;
        Hash values = facts::collect({.legacy = true, .certname = certname, .noop = false});
        driver::add_custom_facts(values, driver::effective_modulepath(args.modulepath, args.env));
        struct timespec now {};
        clock_gettime(CLOCK_REALTIME, &now);
        struct timespec expires = now;
        expires.tv_sec += 1800; // Puppet's facts expire after runinterval
        Hash doc{{Value("name"), Value(certname)},
                 {Value("values"), Value(std::move(values))},
                 {Value("timestamp"), Value(iso8601(now))},
                 {Value("expiration"), Value(iso8601(expires))}};
        std::cout << facts::to_pretty_json(Value(std::move(doc))) << "\n";
        return 0;
    }
    bool legacy = args.show_legacy || !args.queries.empty();
    // custom facts see the legacy facts (their confines use osfamily...) even where they are not shown
    Hash all = facts::collect({.legacy = true, .certname = std::nullopt, .noop = false});
    Hash legacy_names;
    if (!legacy) {
        Hash structured = facts::collect({.legacy = false, .certname = std::nullopt, .noop = false});
        for (const auto& [k, v] : all)
            if (!structured.contains(k)) legacy_names.set(k, Value(true));
    }
    driver::add_custom_facts(all, driver::effective_modulepath(args.modulepath, args.env));
    for (const auto& [k, v] : legacy_names)
        all.erase(k);
    if (args.queries.empty()) {
        std::cout << facts::to_pretty_json(Value(std::move(all))) << "\n";
        return 0;
    }
    if (args.value_only && args.queries.size() == 1) {
        std::cout << plain(lookup(all, args.queries.front())) << "\n";
        return 0;
    }
    if (args.value_only)
        std::cerr
            << "Warning: Incorrect use of --value-only argument; it can only be used when querying for a "
               "single fact!\n";
    // one entry per query, sorted, a missing fact as ""
    std::vector<std::string> queries = args.queries;
    std::sort(queries.begin(), queries.end());
    queries.erase(std::unique(queries.begin(), queries.end()), queries.end());
    Hash out;
    for (const auto& q : queries) {
        Value v = lookup(all, q);
        out.set(Value(q), v.is_undef() ? Value("") : v);
    }
    std::cout << facts::to_pretty_json(Value(std::move(out))) << "\n";
    return 0;
}

} // namespace pp::cli
