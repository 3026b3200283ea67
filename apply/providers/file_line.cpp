// puppetlabs-stdlib's `file_line` type with its ruby provider (MOD:stdlib/lib/puppet/type/file_line.rb,
// provider/file_line/ruby.rb; stdlib 8.5.0): one line of a file, found by its exact text or by a `match`
// regexp (Ruby's, through runtime::Regexp), added, replaced or removed. ensure is the only property that
// ever changes (`line` is a property only so that it can be Sensitive, and is always in sync), so the change
// lines are `ensure: created` and `ensure: removed`. The file is rewritten in place (File.open(path, 'w'):
// the inode, mode and owner stay), every line ending with a newline, and it must exist: a missing file
// fails the resource except under noop, where it reads as empty.
#include "apply/providers/builtin.hpp"
#include "apply/providers/exec.hpp"
#include "apply/providers/file.hpp"
#include "apply/providers/type_params.hpp"
#include "runtime/regexp.hpp"

#include <fmt/format.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <exception>
#include <map>
#include <memory>

namespace pp::apply {

namespace {

using runtime::Regexp;

// A Puppet::Error raised by the provider: the harness reports it as it is. Other errors (Errno, RegexpError,
// ArgumentError, TypeError) are Ruby exceptions, which ensure's setter wraps in `Could not set ...`.
class PuppetError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The resource's parameters as the type munges them.
struct Params {
    std::string path;
    std::string ensure = "present";
    std::optional<Value> line; ///< the property's should (Sensitive unwrapped)
    std::optional<std::string> match, after;
    bool match_for_absence = false;
    std::string multiple; ///< "true", "false" or "" (nil), compared with `.to_s` as the provider does
    bool replace = true;
    bool replace_all_matches_not_matching_line = false;
    bool append_on_no_match = true;
    std::string encoding = "UTF-8";
};

Params parse_params(const Resource& r) {
    using namespace type_params;
    Params p;
    // Puppet::Type#set_parameters: the properties, then the parameters in the type's order
    if (const Value* v = value(r, "ensure")) p.ensure = symbol(r, "ensure", *v, {"present", "absent"});
    if (const Value* v = value(r, "line")) p.line = *v;
    if (const Value* v = value(r, "match")) p.match = text(*v);
    if (const Value* v = value(r, "match_for_absence"))
        p.match_for_absence = symbol(r, "match_for_absence", *v, {"true", "false"}) == "true";
    if (const Value* v = value(r, "multiple")) p.multiple = symbol(r, "multiple", *v, {"true", "false"});
    if (const Value* v = value(r, "after")) p.after = text(*v);
    if (const Value* v = value(r, "path")) {
        p.path = text(*v);
        if (!absolute_path(p.path))
            throw parameter_failure(r, "path",
                                    fmt::format("File paths must be fully qualified, not '{}'", p.path));
    }
    if (const Value* v = value(r, "replace"))
        p.replace = symbol(r, "replace", *v, {"true", "false"}) == "true";
    if (const Value* v = value(r, "replace_all_matches_not_matching_line"))
        p.replace_all_matches_not_matching_line =
            symbol(r, "replace_all_matches_not_matching_line", *v, {"true", "false"}) == "true";
    if (const Value* v = value(r, "encoding")) p.encoding = text(*v);
    if (const Value* v = value(r, "append_on_no_match"))
        p.append_on_no_match = symbol(r, "append_on_no_match", *v, {"true", "false"}) == "true";

    // the type's validate
    if (p.replace_all_matches_not_matching_line && p.multiple == "false")
        throw validation_failure(r,
                                 "multiple must be true when replace_all_matches_not_matching_line is true");
    if (p.replace_all_matches_not_matching_line && !p.replace)
        throw validation_failure(r,
                                 "replace must be true when replace_all_matches_not_matching_line is true");
    if (!p.line && !(p.ensure == "absent" && p.match_for_absence && p.match))
        throw validation_failure(r, "line is a required attribute");
    if (value(r, "path") == nullptr) throw validation_failure(r, "path is a required attribute");
    return p;
}

bool ascii_only(std::string_view s) {
    return std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

bool utf8_encoding(std::string_view name) {
    std::string lower;
    for (char c : name)
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower == "utf-8" || lower == "cp65001";
}

// Ruby's String#chomp: one trailing "\n", "\r\n" or "\r"
std::string_view chomp(std::string_view s) {
    if (!s.empty() && s.back() == '\n') {
        s.remove_suffix(1);
        if (!s.empty() && s.back() == '\r') s.remove_suffix(1);
    } else if (!s.empty() && s.back() == '\r') {
        s.remove_suffix(1);
    }
    return s;
}

// What File.open(path, 'w') { ... } leaves in the file, and what the block raised after the file was
// truncated (the text written up to then stays).
struct Rewrite {
    std::string content;
    std::exception_ptr failure;
};

// One run of the provider's methods for one resource: the file's lines as read once (the provider's
// memoized @lines) and the regexps built from the parameters.
class FileLine {
public:
    FileLine(const Params& p, std::vector<std::string> lines) : m_p(p), m_lines(std::move(lines)) {}

    // exists?
    bool exists() const {
        std::size_t lines_count = 0;
        for (const std::string& l : m_lines)
            if (is_line(l)) ++lines_count;
        if (!m_p.match) return lines_count > 0;
        const std::size_t match_count = count_matches(match_regex());
        if (m_p.ensure == "present") {
            if (match_count == 0) return lines_count > 0 || !m_p.append_on_no_match; // (the latter lies)
            if (m_p.replace_all_matches_not_matching_line) return false;
            if (lines_count == 0) return !m_p.replace;
            return true;
        }
        if (match_count == 0) return lines_count > 0;
        if (lines_count == 0) return m_p.match_for_absence;
        return true;
    }

    // create: nullopt when it leaves the file alone (replace => false and a match). Throws what Ruby raises
    // before it opens the file; what the File.open block raises is in the result.
    std::optional<Rewrite> create() const {
        if (!m_p.replace && count_matches(m_p.match ? match_regex() : nullptr) > 0) return std::nullopt;
        if (m_p.match) return create_with_match();
        if (m_p.after) return create_with_after();
        Rewrite w;
        for (const std::string& l : m_lines)
            puts(w.content, l);
        puts(w.content, line_text());
        return w;
    }

    Rewrite destroy() const {
        Rewrite w;
        if (m_p.match_for_absence && m_p.match) {
            auto re = match_regex();
            if (count_matches(re) > 1 && m_p.multiple != "true")
                throw PuppetError(fmt::format("More than one line in file '{}' matches pattern '{}'",
                                              m_p.path, *m_p.match));
            for (const std::string& l : m_lines)
                if (!matches(*re, l)) w.content += l;
            return w;
        }
        for (const std::string& l : m_lines)
            if (!is_line(l)) w.content += l;
        return w;
    }

private:
    std::string line_text() const { return m_p.line ? type_params::text(*m_p.line) : std::string(); }

    // `line.chomp == resource[:line]`: only a String can equal a line; in another encoding than UTF-8 only
    // an ASCII one (Ruby's strings of different encodings are equal only when both are ASCII)
    bool is_line(std::string_view l) const {
        if (!m_p.line || !m_p.line->is_string()) return false;
        std::string_view c = chomp(l);
        if (c != m_p.line->as_string()) return false;
        return utf8_encoding(m_p.encoding) || ascii_only(c);
    }

    static std::shared_ptr<const Regexp> compile(const std::string& source) {
        std::string error;
        auto re = Regexp::compile(source, &error);
        if (!re) throw std::runtime_error(error);
        return re;
    }
    std::shared_ptr<const Regexp> match_regex() const { return compile(*m_p.match); }
    std::shared_ptr<const Regexp> after_regex() const { return compile(*m_p.after); }

    // `line.match(regex)`: a UTF-8 file's lines must be valid UTF-8 (runtime::Regexp throws Ruby's
    // ArgumentError text); a file read in a single-byte encoding is matched byte for byte, which an ASCII
    // regexp can do and a non-ASCII one cannot (Encoding::CompatibilityError)
    bool matches(const Regexp& re, std::string_view l) const {
        if (utf8_encoding(m_p.encoding) || ascii_only(l)) return re.matches(l);
        if (!ascii_only(re.source()))
            throw std::runtime_error(fmt::format(
                "incompatible encoding regexp match (UTF-8 regexp with {} string)", m_p.encoding));
        std::string widened; // each byte as the code point of the same number (ISO-8859-1)
        for (char c : l) {
            const auto b = static_cast<unsigned char>(c);
            if (b < 0x80) {
                widened += c;
            } else {
                widened += static_cast<char>(0xC0 | (b >> 6));
                widened += static_cast<char>(0x80 | (b & 0x3F));
            }
        }
        return re.matches(widened);
    }

    // count_matches: `line.match(regex)`, skipping the lines equal to `line` with
    // replace_all_matches_not_matching_line; `line.match(nil)` is Ruby's TypeError
    std::size_t count_matches(const std::shared_ptr<const Regexp>& re) const {
        std::size_t n = 0;
        for (const std::string& l : m_lines) {
            if (!re) throw std::runtime_error("wrong argument type nil (expected Regexp)");
            if (m_p.replace_all_matches_not_matching_line && is_line(l)) continue;
            if (matches(*re, l)) ++n;
        }
        return n;
    }

    Rewrite create_with_match() const {
        auto after = m_p.after ? after_regex() : nullptr;
        auto re = match_regex();
        std::size_t match_count = count_matches(match_regex());
        if (match_count > 1 && m_p.multiple != "true")
            throw PuppetError(
                fmt::format("More than one line in file '{}' matches pattern '{}'", m_p.path, *m_p.match));
        const std::string line = line_text();
        Rewrite w;
        try {
            for (const std::string& l : m_lines) {
                puts(w.content, matches(*re, l) ? std::string_view(line) : std::string_view(l));
                if (match_count != 0 || !after) continue;
                if (matches(*after, l)) {
                    puts(w.content, line);
                    ++match_count; // the line is in now
                }
            }
            if (match_count == 0) puts(w.content, line);
        } catch (const std::exception&) {
            w.failure = std::current_exception();
        }
        return w;
    }

    Rewrite create_with_after() const {
        auto after = after_regex();
        const std::size_t after_count = count_matches(after);
        if (after_count > 1 && m_p.multiple != "true")
            throw PuppetError(fmt::format(
                "{} lines match pattern '{}' in file '{}'. One or no line must match the pattern.",
                after_count, *m_p.after, m_p.path));
        const std::string line = line_text();
        Rewrite w;
        try {
            for (const std::string& l : m_lines) {
                puts(w.content, l);
                if (matches(*after, l)) puts(w.content, line);
            }
            if (after_count == 0) puts(w.content, line);
        } catch (const std::exception&) {
            w.failure = std::current_exception();
        }
        return w;
    }

    // IO#puts
    static void puts(std::string& out, std::string_view s) {
        out += s;
        if (s.empty() || s.back() != '\n') out += '\n';
    }

    const Params& m_p;
    std::vector<std::string> m_lines;
};

// File.readlines(path): the lines with their newlines. A missing file reads as empty under noop (the
// provider rescues ENOENT only then).
std::vector<std::string> read_lines(const std::string& path, bool noop) {
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        const int err = errno;
        if (err == ENOENT && noop) return {};
        throw std::runtime_error(file_type::errno_message(err, "rb_sysopen", path));
    }
    std::string text;
    char buf[65536];
    for (;;) {
        ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0) {
            const int err = errno;
            std::string detail = fmt::format("fd:{} {}", fd, path);
            ::close(fd);
            throw std::runtime_error(file_type::errno_message(err, "io_fillbuf", detail));
        }
        if (n == 0) break;
        text.append(buf, static_cast<std::size_t>(n));
    }
    ::close(fd);
    std::vector<std::string> lines;
    for (std::size_t at = 0; at < text.size();) {
        std::size_t nl = text.find('\n', at);
        std::size_t end = nl == std::string::npos ? text.size() : nl + 1;
        lines.push_back(text.substr(at, end - at));
        at = end;
    }
    return lines;
}

// File.open(path, 'w'): truncated in place (the inode, mode and owner stay), then written; the block's
// failure is raised after what it wrote is in
void rewrite(const std::string& path, const Rewrite& w) {
    int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) throw std::runtime_error(file_type::errno_message(errno, "rb_sysopen", path));
    std::size_t done = 0;
    int err = 0;
    while (done < w.content.size()) {
        ssize_t n = ::write(fd, w.content.data() + done, w.content.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            err = errno;
            break;
        }
        done += static_cast<std::size_t>(n);
    }
    ::close(fd);
    if (w.failure) std::rethrow_exception(w.failure);
    if (err != 0) throw std::runtime_error(file_type::errno_message(err, "io_write", path));
}

// Provider.instances for a provider without one (puppet resource TYPE)
const char* const kNoInstances =
    "To support listing resources of this type the 'ruby' provider needs to implement an 'instances' class "
    "method returning the current set of resources. We recommend porting your module to the simpler Resource "
    "API instead: https://puppet.com/search/docs?keys=resource+api";

class FileLineProvider final : public Provider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "file_line"; }
    [[nodiscard]] std::vector<std::string> properties() const override { return {"ensure", "line"}; }

    [[nodiscard]] State should(const Resource& r) const override {
        const Params& p = params(r);
        State s{{"ensure", Value(p.ensure)}};
        if (p.line) s.emplace("line", *p.line);
        return s;
    }

    std::vector<State> get(Context&, std::span<const Resource* const> resources) override {
        std::vector<State> out;
        for (const Resource* r : resources) {
            const Params& p = params(*r);
            auto lines = read_lines(p.path, r->noop);
            const bool present = FileLine(p, lines).exists();
            m_lines.insert_or_assign(r->catalog, std::move(lines));
            // Type#retrieve: the other properties of an absent resource are absent; line's retrieve is its
            // should
            State s{{"ensure", Value(present ? "present" : "absent")}};
            s.emplace("line", present && p.line ? *p.line : Value("absent"));
            out.push_back(std::move(s));
        }
        return out;
    }

    std::vector<PropertyOutcome> set(Context& ctx, const Resource& r, const State&,
                                     std::span<const PropertyChange> changes) override {
        std::vector<PropertyOutcome> outcomes;
        const Params& p = params(r);
        for (const PropertyChange& c : changes) {
            PropertyOutcome o{c.property, {}};
            if (c.property != "ensure") {
                outcomes.push_back(std::move(o));
                continue;
            }
            const std::string should = c.should.is_string() ? c.should.as_string() : std::string();
            auto cached = m_lines.find(r.catalog);
            FileLine fl(p, cached != m_lines.end() ? cached->second : std::vector<std::string>{});
            try {
                if (should == "absent") {
                    rewrite(p.path, fl.destroy());
                } else if (auto w = fl.create()) {
                    rewrite(p.path, *w);
                }
            } catch (const PuppetError& e) {
                o.error = e.what();
            } catch (const std::exception& e) {
                // Property#set: a Ruby exception from the ensure setter is logged and wrapped
                std::string message = fmt::format("Could not set '{}' on ensure: {}", should, e.what());
                if (std::string where = error_location(r); !where.empty()) message += " " + where;
                ctx.log().err("", message);
                o.error = message;
                o.wrapped = e.what();
            }
            outcomes.push_back(std::move(o));
        }
        m_lines.erase(r.catalog);
        return outcomes;
    }

    [[nodiscard]] std::string change_message(const Resource& r, std::string_view property, const Value& is,
                                             const Value& should) const override {
        if (property == "ensure") {
            // Puppet::Property::Ensure#change_to_s
            if (is.is_undef() || (is.is_string() && is.as_string() == "absent")) return "created";
            if (should.is_string() && should.as_string() == "absent") return "removed";
        }
        return Provider::change_message(r, property, is, should);
    }

    std::vector<std::string> instances(Context&) override { throw ApplyError(kNoInstances); }

    [[nodiscard]] WatchSource watch_source(const Resource& r) const override {
        const Value* path = type_params::value(r, "path");
        if (path == nullptr || !path->is_string()) return {};
        return {WatchSource::Files, {path->as_string()}};
    }

    [[nodiscard]] AutoRelations auto_relations(const Resource& r) const override {
        AutoRelations out;
        // autorequire(:file) { self[:path] }
        if (const Value* path = type_params::value(r, "path"); path != nullptr && path->is_string())
            out.require.push_back(fmt::format("File[{}]", path->as_string()));
        return out;
    }

private:
    // The munged parameters, computed once per resource (by `should`, when the catalog is checked).
    const Params& params(const Resource& r) const {
        auto it = m_params.find(r.catalog);
        if (it == m_params.end()) it = m_params.emplace(r.catalog, parse_params(r)).first;
        return it->second;
    }

    mutable std::map<const runtime::CatalogResource*, Params> m_params;
    std::map<const runtime::CatalogResource*, std::vector<std::string>> m_lines;
};

} // namespace

void register_file_line_provider(ProviderRegistry& registry) {
    registry.add(std::make_unique<FileLineProvider>());
}

} // namespace pp::apply
