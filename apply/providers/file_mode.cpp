// Puppet::Util::SymbolicFileMode (PUP:lib/puppet/util/symbolic_file_mode.rb), the mode arithmetic of the file
// type: validation, normalisation and chmod's symbolic clauses applied to a current mode.
#include "apply/providers/file.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

namespace pp::apply::file_mode {

namespace {

bool all_of(std::string_view s, std::string_view chars) {
    return std::all_of(s.begin(), s.end(), [&](char c) { return chars.find(c) != std::string_view::npos; });
}

// /^0?[0-7]{1,4}$/
bool short_octal(std::string_view s) {
    if (s.size() == 5 && s.front() == '0') s.remove_prefix(1);
    return !s.empty() && s.size() <= 4 && all_of(s, "01234567");
}

// one clause of /^([ugoa]*[-=+][-=+rstwxXugo]*)(,...)*$/
bool valid_clause(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size() && std::string_view("ugoa").find(s[i]) != std::string_view::npos)
        ++i;
    if (i == s.size() || std::string_view("-=+").find(s[i]) == std::string_view::npos) return false;
    return all_of(s.substr(i), "-=+rstwxXugo");
}

// Ruby's String#inspect for the plain ASCII a mode is made of.
std::string inspect(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n'))
        s.remove_suffix(1);
    return s;
}

// modification.split(/\s*,\s*/): Ruby drops trailing empty fields
std::vector<std::string_view> split_clauses(std::string_view s) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= s.size(); ++i) {
        if (i == s.size() || s[i] == ',') {
            parts.push_back(trim(s.substr(start, i - start)));
            start = i + 1;
        }
    }
    while (!parts.empty() && parts.back().empty())
        parts.pop_back();
    return parts;
}

struct ClauseError {
    std::string message;
};

} // namespace

bool numeric(std::string_view mode) {
    return !mode.empty() && all_of(mode, "0123456789");
}

std::string octal(unsigned mode) {
    return fmt::format("{:o}", mode);
}

std::string dirmask(std::string_view mode) {
    if (!numeric(mode)) return std::string(mode);
    unsigned value = static_cast<unsigned>(std::stoul(std::string(mode), nullptr, 8));
    if ((value & 0400) != 0) value |= 0100;
    if ((value & 040) != 0) value |= 010;
    if ((value & 04) != 0) value |= 01;
    return octal(value);
}

std::string normalize(std::string_view mode) {
    if (short_octal(mode)) return octal(static_cast<unsigned>(std::stoul(std::string(mode), nullptr, 8)));
    return std::string(mode);
}

bool valid(std::string_view mode) {
    std::string value = normalize(mode);
    if (short_octal(value)) return true;
    std::string_view rest = value;
    while (true) {
        std::size_t comma = rest.find(',');
        if (!valid_clause(rest.substr(0, comma))) return false;
        if (comma == std::string_view::npos) return true;
        rest.remove_prefix(comma + 1);
    }
}

std::string display(std::string_view mode) {
    if (short_octal(mode) && mode.size() < 4) return std::string(4 - mode.size(), '0') + std::string(mode);
    return std::string(mode);
}

unsigned to_int(std::string_view mode, unsigned current, bool is_directory) {
    if (mode.empty()) throw ModeError("An empty mode string is illegal");
    if (all_of(mode, "01234567")) return static_cast<unsigned>(std::stoul(std::string(mode), nullptr, 8));
    if (numeric(mode)) throw ModeError("Numeric modes must be in octal, not decimal!");

    // indexes: s(pecial), u, g, o
    const std::array<unsigned, 4> original = {(current & 07000) >> 9, (current & 0700) >> 6,
                                              (current & 070) >> 3, current & 07};
    const bool any_x = (current & 0111) != 0;
    std::array<unsigned, 4> final_mode = original;
    auto who_index = [](char w) { return w == 'u' ? 1 : w == 'g' ? 2 : 3; };

    for (std::string_view part : split_clauses(mode)) {
        try {
            std::size_t op_at = part.find_first_of("-+=");
            std::string_view to = part.substr(0, std::min(op_at, part.size()));
            if (op_at == std::string_view::npos || !all_of(to, "ugoa")) throw ClauseError{"Missing action"};
            std::string_view dsl = part.substr(op_at);
            std::string who_list;
            for (char w : to.empty() ? std::string_view("a") : to) {
                for (char x : w == 'a' ? std::string_view("ugo") : std::string_view(&w, 1))
                    if (who_list.find(x) == std::string::npos) who_list += x;
            }
            // a snapshot before this clause, so that `a-g` is atomic
            const std::array<unsigned, 4> snapshot = final_mode;
            for (char who : who_list) {
                unsigned value = snapshot[who_index(who)];
                char action = '!';
                auto apply = [&](unsigned m, unsigned v) {
                    if (action == '!') throw ClauseError{"Missing operation (-, =, or +)"};
                    return action == '-' ? (m & ~v) : (m | v);
                };
                for (char op : dsl) {
                    switch (op) {
                    case '-':
                    case '+':
                    case '=':
                        action = op;
                        if (op == '=') value = 0;
                        break;
                    case 'u':
                    case 'g':
                    case 'o':
                        value = apply(value, snapshot[who_index(op)]);
                        break;
                    case 'r':
                        value = apply(value, 4);
                        break;
                    case 'w':
                        value = apply(value, 2);
                        break;
                    case 'x':
                        value = apply(value, 1);
                        break;
                    case 'X':
                        if (action != '+') throw ClauseError{"X only works with the '+' operator"};
                        if (is_directory || any_x) value = apply(value, 1);
                        break;
                    case 's': {
                        unsigned bit = who == 'u' ? 4 : who == 'g' ? 2 : 1;
                        final_mode[0] = apply(final_mode[0], bit);
                        break;
                    }
                    case 't':
                        final_mode[0] = apply(final_mode[0], 1);
                        break;
                    default:
                        throw ClauseError{"Unknown operation"};
                    }
                }
                final_mode[who_index(who)] = value;
            }
        } catch (const ClauseError& e) {
            std::string rest = inspect(part) != inspect(mode) ? fmt::format(" at {}", inspect(part)) : "";
            throw ModeError(fmt::format("{}{} in symbolic mode {}", e.message, rest, inspect(mode)));
        }
    }
    return final_mode[0] << 9 | final_mode[1] << 6 | final_mode[2] << 3 | final_mode[3];
}

} // namespace pp::apply::file_mode
