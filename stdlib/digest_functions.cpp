// The digest family: md5, sha1, sha256, digest (PUP:lib/puppet/parser/functions/*.rb, hex digests from
// OpenSSL's libcrypto) and fqdn_rand, whose randomness is a digest of the node's fqdn fed to Ruby's
// Mersenne Twister (Puppet::Util.deterministic_rand_int: `Random.new(seed).rand(max)`).
//
// These are Puppet 3.x functions: their arguments arrive converted (undef as ''), arity errors read
// "md5(): Wrong number of arguments given (2 for 1)" and type errors are Ruby's own.
#include "evaluator/dispatch.hpp"
#include "runtime/digest.hpp"
#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <array>
#include <cstdint>
#include <vector>

namespace pp::stdlib {

using evaluator::CallContext;
using evaluator::FunctionError;
using runtime::Value;
using runtime::ValueKind;

namespace {

// Ruby's name for the class of a value in "no implicit conversion of X into String"
std::string implicit_name(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Boolean:
        return v.as_boolean() ? "true" : "false";
    case ValueKind::Default:
        return "Symbol";
    case ValueKind::Sensitive:
        return "Puppet::Pops::Types::PSensitiveType::Sensitive";
    case ValueKind::Type: {
        std::string name = runtime::to_string(v.as_type());
        return "Puppet::Pops::Types::P" + name.substr(0, name.find('[')) + "Type";
    }
    default:
        return std::string(runtime::kind_name(v.kind()));
    }
}

// A 3.x function's String argument: undef is '', the version, binary and time values their text, a regexp
// its /source/ (Runtime3FunctionArgumentConverter); anything else is refused as Ruby refuses it.
std::string string_arg(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Undef:
        return "";
    case ValueKind::String:
        return v.as_string();
    case ValueKind::Regexp:
        return v.as_regexp().inspect();
    case ValueKind::SemVer:
    case ValueKind::SemVerRange:
    case ValueKind::Binary:
    case ValueKind::Timespan:
    case ValueKind::Timestamp:
        return runtime::to_s(v);
    default:
        throw FunctionError(fmt::format("no implicit conversion of {} into String", implicit_name(v)));
    }
}

void arity(std::string_view fn, std::span<const Value> args, std::size_t min, bool exact) {
    if (exact ? args.size() == min : args.size() >= min) return;
    throw FunctionError(fmt::format("{}(): Wrong number of arguments given ({} for {}{})", fn, args.size(),
                                    exact ? "" : "minimum ", min));
}

evaluator::NativeFunction digest_function(const char* name, const char* algorithm) {
    return [name, algorithm](CallContext&, std::span<const Value> args) -> Value {
        arity(name, args, 1, true);
        return Value(runtime::hex_digest(algorithm, string_arg(args[0])));
    };
}

// ---- Ruby's Random ---------------------------------------------------------------------------------------

// MT19937 as Ruby's random.c (mt19937.c) runs it.
class MersenneTwister {
public:
    static constexpr int N = 624;

    void init_genrand(std::uint32_t s) {
        m_state[0] = s;
        for (int i = 1; i < N; ++i) {
            std::uint32_t prev = m_state[static_cast<std::size_t>(i - 1)];
            m_state[static_cast<std::size_t>(i)] =
                1812433253U * (prev ^ (prev >> 30)) + static_cast<std::uint32_t>(i);
        }
        m_next = N;
    }

    void init_by_array(const std::vector<std::uint32_t>& key) {
        init_genrand(19650218U);
        std::size_t i = 1;
        std::size_t j = 0;
        const std::size_t n = N;
        for (std::size_t k = std::max(n, key.size()); k > 0; --k) {
            std::uint32_t prev = m_state[i - 1];
            m_state[i] =
                (m_state[i] ^ ((prev ^ (prev >> 30)) * 1664525U)) + key[j] + static_cast<std::uint32_t>(j);
            ++i;
            ++j;
            if (i >= n) {
                m_state[0] = m_state[n - 1];
                i = 1;
            }
            if (j >= key.size()) j = 0;
        }
        for (std::size_t k = n - 1; k > 0; --k) {
            std::uint32_t prev = m_state[i - 1];
            m_state[i] = (m_state[i] ^ ((prev ^ (prev >> 30)) * 1566083941U)) - static_cast<std::uint32_t>(i);
            ++i;
            if (i >= n) {
                m_state[0] = m_state[n - 1];
                i = 1;
            }
        }
        m_state[0] = 0x80000000U;
    }

    std::uint32_t genrand_int32() {
        if (m_next >= N) {
            for (std::size_t k = 0; k < N; ++k) {
                std::uint32_t y = (m_state[k] & 0x80000000U) | (m_state[(k + 1) % N] & 0x7FFFFFFFU);
                m_state[k] = m_state[(k + 397) % N] ^ (y >> 1) ^ ((y & 1U) != 0 ? 0x9908B0DFU : 0U);
            }
            m_next = 0;
        }
        std::uint32_t y = m_state[static_cast<std::size_t>(m_next++)];
        y ^= y >> 11;
        y ^= (y << 7) & 0x9D2C5680U;
        y ^= (y << 15) & 0xEFC60000U;
        y ^= y >> 18;
        return y;
    }

    /// random.c limited_rand: a uniform integer in [0, limit], drawing 32 bits at a time (high word first)
    /// under a mask and retrying when above the limit.
    std::uint64_t limited(std::uint64_t limit) {
        if (limit == 0) return 0;
        std::uint64_t mask = limit;
        for (int shift = 1; shift <= 32; shift *= 2)
            mask |= mask >> shift;
        while (true) {
            std::uint64_t val = 0;
            bool retry = false;
            for (int i = 1; i >= 0; --i) {
                if (((mask >> (i * 32)) & 0xFFFFFFFFU) == 0) continue;
                val |= static_cast<std::uint64_t>(genrand_int32()) << (i * 32);
                val &= mask;
                if (limit < val) {
                    retry = true;
                    break;
                }
            }
            if (!retry) return val;
        }
    }

private:
    std::array<std::uint32_t, N> m_state{};
    int m_next = N + 1;
};

/// `Random.new(seed)` for a non-negative seed given as 32-bit words, least significant first: a one-word
/// seed goes through init_genrand, a longer one through init_by_array, after random.c drops a top word of
/// 1 (its "leading-zero-guard").
MersenneTwister ruby_random(std::vector<std::uint32_t> words) {
    while (words.size() > 1 && words.back() == 0)
        words.pop_back();
    if (words.empty()) words.push_back(0);
    if (words.size() > 1 && words.back() == 1) words.pop_back();
    MersenneTwister mt;
    if (words.size() <= 1)
        mt.init_genrand(words[0]);
    else
        mt.init_by_array(words);
    return mt;
}

// The words of a hexadecimal number (String#hex of a digest)
std::vector<std::uint32_t> hex_words(std::string_view hex) {
    std::vector<std::uint32_t> words;
    for (std::size_t end = hex.size(); end > 0;) {
        std::size_t begin = end >= 8 ? end - 8 : 0;
        words.push_back(
            static_cast<std::uint32_t>(std::stoul(std::string(hex.substr(begin, end - begin)), nullptr, 16)));
        end = begin;
    }
    return words;
}

// Ruby's String#to_i: optional sign and digits (underscores between them) after leading whitespace; 0 when
// there are none
std::int64_t string_to_i(const std::string& s) {
    std::size_t i = 0;
    while (i < s.size() && (s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r')))
        ++i;
    bool negative = false;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) negative = s[i++] == '-';
    std::int64_t n = 0;
    for (; i < s.size(); ++i) {
        if (s[i] == '_' && i + 1 < s.size() && s[i + 1] >= '0' && s[i + 1] <= '9' && i > 0 && s[i - 1] != '_')
            continue;
        if (s[i] < '0' || s[i] > '9') break;
        n = n * 10 + (s[i] - '0');
    }
    return negative ? -n : n;
}

std::int64_t to_i(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Integer:
        return v.as_integer();
    case ValueKind::Float:
        return static_cast<std::int64_t>(v.as_float());
    case ValueKind::Undef: // converted to ''
        return 0;
    case ValueKind::String:
        return string_to_i(v.as_string());
    case ValueKind::Regexp: // converted to its "/source/" text
        return 0;
    case ValueKind::Boolean:
        throw FunctionError(fmt::format("undefined method `to_i' for {0}:{1}Class\nDid you mean?  to_s",
                                        v.as_boolean() ? "true" : "false",
                                        v.as_boolean() ? "True" : "False"));
    case ValueKind::Array:
    case ValueKind::Hash:
        throw FunctionError(fmt::format("undefined method `to_i' for {}:{}\nDid you mean?  to_s\n"
                                        "               to_a\n               to_h",
                                        runtime::ruby_inspect(v), runtime::kind_name(v.kind())));
    default:
        throw FunctionError(fmt::format("undefined method `to_i' for {}", runtime::ruby_inspect(v)));
    }
}

// Array#join(':') over [fqdn, max, seed]: nested arrays are joined too, nil is empty
void join_part(std::string& out, const Value& v, bool top) {
    if (v.is_array()) {
        bool first = true;
        for (const Value& e : v.as_array()) {
            if (!first) out += ':';
            first = false;
            join_part(out, e, false);
        }
        return;
    }
    if (v.is_undef()) return;
    if (top && v.is_regexp()) {
        out += v.as_regexp().inspect();
        return;
    }
    out += runtime::ruby_to_s(v);
}

Value fqdn_rand(CallContext& ctx, std::span<const Value> args) {
    arity("fqdn_rand", args, 1, false);
    std::int64_t max = to_i(args[0]);
    // only false is false: a converted undef is ''
    bool downcase = args.size() > 2 && !(args[2].is_boolean() && !args[2].as_boolean());
    const Value* facts = ctx.scope.lookup("facts");
    if (facts == nullptr || !facts->is_hash()) throw FunctionError("undefined method `dig' for nil:NilClass");
    std::string fqdn;
    if (const Value* net = facts->as_hash().find(Value("networking")); net != nullptr && net->is_hash()) {
        if (const Value* f = net->as_hash().find(Value("fqdn")); f != nullptr && f->is_string())
            fqdn = f->as_string();
    }
    if (downcase)
        for (char& c : fqdn)
            if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    std::string text = fqdn + ":" + std::to_string(max) + ":";
    if (args.size() > 1) join_part(text, args[1], true);
    // Random#rand(max) refuses 0 and negative limits
    if (max <= 0) throw FunctionError(fmt::format("invalid argument - {}", max));
    MersenneTwister mt = ruby_random(hex_words(runtime::hex_digest("md5", text)));
    return Value(static_cast<std::int64_t>(mt.limited(static_cast<std::uint64_t>(max) - 1)));
}

} // namespace

void register_digest_functions(evaluator::FunctionRegistry& registry) {
    registry.add({"md5", "Callable[String]", "Returns the MD5 hash of the string, in hexadecimal.",
                  digest_function("md5", "md5")});
    registry.add({"sha1", "Callable[String]", "Returns the SHA1 hash of the string, in hexadecimal.",
                  digest_function("sha1", "sha1")});
    registry.add({"sha256", "Callable[String]", "Returns the SHA256 hash of the string, in hexadecimal.",
                  digest_function("sha256", "sha256")});
    registry.add({"digest", "Callable[String]",
                  "Returns the hash of the string with Puppet's digest_algorithm setting (sha256), in "
                  "hexadecimal.",
                  digest_function("digest", "sha256")});
    registry.add(
        {"fqdn_rand", "Callable[Variant[Integer, String], Any, Any, 1, 3]",
         "fqdn_rand(MAX, [SEED], [DOWNCASE]): a random Integer in [0, MAX) that stays the same for a "
         "node, from its `networking.fqdn` fact and the optional seed (the fact downcased when "
         "DOWNCASE is true); computed as Puppet does, so the numbers are Puppet's.",
         fqdn_rand});
}

} // namespace pp::stdlib
