// puppetlabs-inifile 5.4.0's IniFile, Section and SettingValue (MOD:inifile/lib/puppet/util/ini_file.rb,
// ini_file/section.rb, setting_value.rb), step for step: the same regexps (Ruby's, through runtime::Regexp),
// the same line bookkeeping and the same way of writing the file back.
#include "apply/providers/ini_file.hpp"

#include "apply/providers/file.hpp"
#include "runtime/regexp.hpp"

#include <fmt/format.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <exception>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace pp::apply::ini {

namespace {

using runtime::Regexp;

// The module builds its regexps per file; they are compiled once per pattern text here.
std::shared_ptr<const Regexp> regexp(const std::string& pattern) {
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const Regexp>, std::less<>> cache;
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(pattern);
    if (it != cache.end()) return it->second;
    std::string error;
    auto re = Regexp::compile(pattern, &error);
    if (!re) throw std::runtime_error(error);
    cache.emplace(pattern, re);
    return re;
}

bool ruby_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

// `%r{^\s*$}` on one line: nothing but whitespace
bool blank_line(std::string_view line) {
    return regexp("^\\s*$")->matches(line);
}

// `str * n` (String#*)
std::string repeat(std::string_view s, long n) {
    if (n < 0) throw std::runtime_error("negative argument");
    std::string out;
    for (long i = 0; i < n; ++i)
        out += s;
    return out;
}

std::string read_lines_text(const std::string& path) {
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw std::runtime_error(file_type::errno_message(errno, "rb_sysopen", path));
    std::string text;
    char buf[65536];
    for (;;) {
        ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0) {
            const int err = errno;
            ::close(fd);
            throw std::runtime_error(file_type::errno_message(err, "io_fread", path));
        }
        if (n == 0) break;
        text.append(buf, static_cast<std::size_t>(n));
    }
    ::close(fd);
    return text;
}

// File.readlines: split after each newline
std::vector<std::string> split_lines(std::string_view text) {
    std::vector<std::string> lines;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t nl = text.find('\n', at);
        std::size_t end = nl == std::string_view::npos ? text.size() : nl + 1;
        lines.emplace_back(text.substr(at, end - at));
        at = end;
    }
    return lines;
}

template <class Pairs>
auto find_key(Pairs& pairs, std::string_view key) {
    return std::find_if(pairs.begin(), pairs.end(), [&](const auto& p) { return p.first == key; });
}

// Ruby's File.basename for Pathname#chop_basename: the last component, or "/" for a path of slashes
std::string basename(std::string_view path) {
    std::size_t end = path.size();
    while (end > 0 && path[end - 1] == '/')
        --end;
    if (end == 0) return path.empty() ? std::string() : std::string("/");
    std::size_t begin = path.rfind('/', end - 1);
    begin = begin == std::string_view::npos ? 0 : begin + 1;
    return std::string(path.substr(begin, end - begin));
}

// Pathname#chop_basename: the path before its last component, and that component; nullopt for "" and "/"
std::optional<std::pair<std::string, std::string>> chop_basename(const std::string& path) {
    std::string base = basename(path);
    if (base.empty() || base == "/") return std::nullopt;
    return std::make_pair(path.substr(0, path.rfind(base)), base);
}

} // namespace

// Pathname#plus(path, '..'): the last component dropped, `.` skipped, a `..` kept and another one added
std::string pathname_parent(const std::string& path) {
    std::string prefix = path;
    bool pending = true; // the '..' still to apply
    for (;;) {
        auto chopped = chop_basename(prefix);
        if (!chopped) break;
        prefix = chopped->first;
        const std::string& base = chopped->second;
        if (base == ".") continue;
        if (base == ".." || !pending) {
            prefix += base;
            break;
        }
        pending = false;
    }
    const bool root = !chop_basename(prefix) && basename(prefix) == "/";
    if (root) pending = false;
    const bool chopable = chop_basename(prefix).has_value() || root;
    if (pending) {
        if (!chopable) return prefix + "..";
        return prefix.empty() || prefix.back() == '/' ? prefix + ".." : prefix + "/..";
    }
    if (chopable) return prefix;
    // File.dirname of what is left
    std::size_t slash = prefix.find_last_of('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : prefix.substr(0, slash);
}

std::string ruby_strip(std::string_view text) {
    std::size_t b = 0;
    while (b < text.size() && ruby_space(text[b]))
        ++b;
    std::size_t e = text.size();
    while (e > b && (ruby_space(text[e - 1]) || text[e - 1] == '\0'))
        --e;
    return std::string(text.substr(b, e - b));
}

long ruby_to_i(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size() && ruby_space(text[i]))
        ++i;
    bool negative = false;
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) negative = text[i++] == '-';
    long n = 0;
    bool digit_before = false;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c >= '0' && c <= '9') {
            n = n * 10 + (c - '0');
            digit_before = true;
        } else if (c == '_' && digit_before && i + 1 < text.size() && text[i + 1] >= '0' &&
                   text[i + 1] <= '9') {
            digit_before = false;
        } else {
            break;
        }
    }
    return negative ? -n : n;
}

void append_puts(std::string& out, std::string_view line) {
    out += line;
    if (line.empty() || line.back() != '\n') out += '\n';
}

// ---- Section ----------------------------------------------------------------------------------------------

bool Section::existing_setting(std::string_view setting) const {
    return find_key(existing, setting) != existing.end();
}

std::optional<std::string> Section::get_value(std::string_view setting) const {
    if (auto it = find_key(existing, setting); it != existing.end()) return it->second;
    if (auto it = find_key(additional, setting); it != additional.end()) return it->second;
    return std::nullopt;
}

// ---- IniFile ----------------------------------------------------------------------------------------------

IniFile::IniFile(std::vector<std::string> lines, IniOptions options)
    : m_options(std::move(options)), m_lines(std::move(lines)) {
    // a separator of only whitespace is matched as one space, any other without its surrounding blanks;
    // either is pasted into the regexps as it is (not escaped), as the module does
    const std::string& sep = m_options.key_val_separator;
    const std::string kvs = regexp("^\\s+$")->matches(sep) ? " " : ruby_strip(sep);
    m_section_pattern = "^\\s*" + Regexp::escape(m_options.section_prefix) + "(.*)" +
                        Regexp::escape(m_options.section_suffix) + "\\s*$";
    m_setting_pattern = "^(\\s*)([^#;\\s]|[^#;\\s].*?[^\\s" + kvs + "])(\\s*" + kvs + "[ \\t]*)(.*)\\s*$";
    m_commented_pattern = "^(\\s*)[#;]+(\\s*)(.*?[^\\s" + kvs + "])(\\s*" + kvs + "[ \\t]*)(.*)\\s*$";
    // compiled in the module's order, so that the first bad one is the one reported
    (void)regexp(m_section_pattern);
    (void)regexp(m_setting_pattern);
    (void)regexp(m_commented_pattern);
    parse();
}

IniFile IniFile::read(const std::string& path, IniOptions options) {
    struct stat st {};
    std::vector<std::string> lines;
    // File.file?(path) ? File.readlines(path) : []
    if (::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode)) lines = split_lines(read_lines_text(path));
    return IniFile(std::move(lines), std::move(options));
}

const std::string* IniFile::line_at(long n) const {
    const long size = static_cast<long>(m_lines.size());
    if (n < 0) n += size;
    if (n < 0 || n >= size) return nullptr;
    return &m_lines[static_cast<std::size_t>(n)];
}

void IniFile::add_section(Section section) {
    std::string name = section.name;
    m_sections.insert_or_assign(name, std::move(section));
    m_section_names.push_back(std::move(name));
}

void IniFile::parse() {
    // the global section always comes first, for whatever precedes the first header
    m_iter = 0;
    add_section(read_section("", 0));
    auto section_re = regexp(m_section_pattern);
    while (m_iter < m_lines.size()) {
        const long line_num = static_cast<long>(m_iter);
        const std::string& line = m_lines[m_iter++];
        if (auto m = section_re->match(line)) {
            std::string name(*m->group(1));
            add_section(read_section(std::move(name), line_num));
        }
    }
}

Section IniFile::read_section(std::string name, long start_line) {
    Section s;
    s.name = std::move(name);
    s.start_line = start_line;
    std::optional<long> end_line = start_line;
    bool empty = true;
    auto section_re = regexp(m_section_pattern);
    auto setting_re = regexp(m_setting_pattern);
    for (;;) {
        // peek
        if (m_iter >= m_lines.size() || section_re->matches(m_lines[m_iter])) {
            // an empty global section counts as new: its end is nil
            if (s.name.empty() && empty) end_line.reset();
            s.end_line = end_line;
            return s;
        }
        const std::string& line = m_lines[m_iter];
        if (auto m = setting_re->match(line)) {
            std::string key(*m->group(2));
            if (auto it = find_key(s.existing, key); it != s.existing.end())
                it->second = std::string(*m->group(4));
            else
                s.existing.emplace_back(std::move(key), std::string(*m->group(4)));
            const long indentation = static_cast<long>(m->group(1)->size());
            s.indentation = s.indentation ? std::min(*s.indentation, indentation) : indentation;
        }
        end_line = static_cast<long>(m_iter);
        empty = false;
        ++m_iter;
    }
}

bool IniFile::has_section(std::string_view name) const {
    return m_sections.find(name) != m_sections.end();
}

const Section* IniFile::section(std::string_view name) const {
    auto it = m_sections.find(name);
    return it == m_sections.end() ? nullptr : &it->second;
}

std::optional<std::string> IniFile::get_value(std::string_view section_name, std::string_view setting) const {
    const Section* s = section(section_name);
    return s == nullptr ? std::nullopt : s->get_value(setting);
}

std::string IniFile::indent_for(const Section& section) const {
    return repeat(m_options.indent_char, m_options.indent_width.value_or(section.indentation.value_or(0)));
}

void IniFile::set_value(const std::string& section_name) {
    if (!has_section(section_name)) {
        Section s;
        s.name = section_name;
        add_section(std::move(s));
    }
    // no setting and no value: nothing else to do (existing_setting?(nil) and the comment search find
    // nothing for a nil name)
}

void IniFile::set_value(const std::string& section_name, const std::string& setting,
                        std::string_view separator, const std::optional<std::string>& value) {
    if (!has_section(section_name)) {
        Section s;
        s.name = section_name;
        add_section(std::move(s));
    }
    Section& section = m_sections.at(section_name);
    if (section.existing_setting(setting)) {
        update_line(section, setting, value);
        find_key(section.existing, setting)->second = value.value_or("");
        return;
    }
    if (auto line_num = find_commented_setting(section, setting)) {
        // after the commented-out version, indented like the section's settings
        std::string line = indent_for(section) + setting + std::string(separator) + value.value_or("");
        const long at = *line_num + 1;
        m_lines.insert(m_lines.begin() + std::min<long>(at, static_cast<long>(m_lines.size())),
                       std::move(line));
        section.existing.emplace_back(setting, value.value_or(""));
        if (section.end_line) *section.end_line += 1;
        auto index = std::find(m_section_names.begin(), m_section_names.end(), section_name);
        shift_section_line_numbers(static_cast<std::size_t>(index - m_section_names.begin()) + 1, 1);
        return;
    }
    if (!setting.empty() || value) {
        if (auto it = find_key(section.additional, setting); it != section.additional.end())
            it->second = value;
        else
            section.additional.emplace_back(setting, value);
    }
}

void IniFile::remove_setting(std::string_view section_name, std::string_view setting) {
    auto it = m_sections.find(section_name);
    if (it == m_sections.end())
        throw std::runtime_error("undefined method `existing_setting?' for nil:NilClass\n\n"
                                 "      return unless section.existing_setting?(setting)\n"
                                 "                           ^^^^^^^^^^^^^^^^^^");
    Section& section = it->second;
    if (!section.existing_setting(setting)) return;
    remove_line(section, setting);
    // Section#remove_existing_setting: one line less, however many were deleted
    section.existing.erase(find_key(section.existing, setting));
    if (section.end_line) *section.end_line -= 1;
    const std::size_t index = static_cast<std::size_t>(
        std::find(m_section_names.begin(), m_section_names.end(), section_name) - m_section_names.begin());
    shift_section_line_numbers(index + 1, -1);
    if (!section.empty()) return;
    // a section with nothing but its header goes away
    if (section.start_line) {
        long at = *section.start_line;
        if (at < 0) at += static_cast<long>(m_lines.size());
        if (at >= 0 && at < static_cast<long>(m_lines.size())) m_lines.erase(m_lines.begin() + at);
    }
    shift_section_line_numbers(index + 1, -1);
    m_section_names.erase(m_section_names.begin() + static_cast<long>(index));
    m_sections.erase(it);
}

void IniFile::update_line(const Section& section, std::string_view setting,
                          const std::optional<std::string>& value) {
    if (!section.start_line || !section.end_line) return;
    auto setting_re = regexp(m_setting_pattern);
    for (long n = *section.start_line; n <= *section.end_line; ++n) {
        const std::string* line = line_at(n);
        if (line == nullptr) continue;
        auto m = setting_re->match(*line);
        if (!m || *m->group(2) != setting) continue;
        std::string updated = std::string(*m->group(1)) + std::string(*m->group(2)) +
                              std::string(*m->group(3)) + value.value_or("");
        long at = n < 0 ? n + static_cast<long>(m_lines.size()) : n;
        m_lines[static_cast<std::size_t>(at)] = std::move(updated);
    }
}

void IniFile::remove_line(const Section& section, std::string_view setting) {
    if (!section.start_line || !section.end_line) return;
    auto setting_re = regexp(m_setting_pattern);
    // deleting while walking the section's range: the line after a deleted one is not looked at, as in the
    // module
    for (long n = *section.start_line; n <= *section.end_line; ++n) {
        const std::string* line = line_at(n);
        if (line == nullptr) continue;
        auto m = setting_re->match(*line);
        if (!m || *m->group(2) != setting) continue;
        long at = n < 0 ? n + static_cast<long>(m_lines.size()) : n;
        m_lines.erase(m_lines.begin() + at);
    }
}

std::optional<long> IniFile::find_commented_setting(const Section& section, std::string_view setting) const {
    if (section.new_section() || !section.start_line) return std::nullopt;
    auto commented_re = regexp(m_commented_pattern);
    for (long n = *section.start_line; n <= *section.end_line; ++n) {
        const std::string* line = line_at(n);
        if (line == nullptr) continue;
        auto m = commented_re->match(*line);
        if (m && *m->group(3) == setting) return n;
    }
    return std::nullopt;
}

void IniFile::shift_section_line_numbers(std::size_t from_index, long delta) {
    for (std::size_t i = from_index; i < m_section_names.size(); ++i) {
        auto it = m_sections.find(m_section_names[i]);
        if (it == m_sections.end()) continue; // a duplicate name whose section was removed
        if (it->second.start_line) *it->second.start_line += delta;
        if (it->second.end_line) *it->second.end_line += delta;
    }
}

// Ruby's NoMethodError for a method called on nil inside the module, with the source line error_highlight
// shows under it
std::runtime_error nil_method(std::string_view method, std::string_view source, std::size_t column) {
    return std::runtime_error(fmt::format("undefined method `{}' for nil:NilClass\n\n{}\n{}{}", method,
                                          source, std::string(column, ' '),
                                          std::string(method.size() + 1, '^')));
}

bool IniFile::global_empty() const {
    const Section* global = section("");
    if (global == nullptr)
        throw nil_method("empty?",
                         "      global_empty = @sections_hash[''].empty? && "
                         "@sections_hash[''].additional_settings.empty?",
                         39);
    return global->empty() && global->additional.empty();
}

void IniFile::render_sections(std::string& out, bool global_empty) const {
    for (std::size_t index = 0; index < m_section_names.size(); ++index) {
        auto found = m_sections.find(m_section_names[index]);
        if (found == m_sections.end())
            throw nil_method("new_section?", "          if section.new_section? && !section.global?", 20);
        const Section& s = found->second;
        // blank lines held back, so that new settings go before a section's trailing blank lines
        std::vector<std::string_view> whitespace;
        auto flush = [&] {
            for (std::string_view l : whitespace)
                append_puts(out, l);
            whitespace.clear();
        };
        if (s.new_section() && !s.global()) {
            if ((index == 1 && !global_empty) || index > 1) append_puts(out, "");
            append_puts(out, m_options.section_prefix + s.name + m_options.section_suffix);
        }
        if (!s.new_section() && s.start_line) {
            for (long n = *s.start_line; n <= *s.end_line; ++n) {
                const std::string* line = line_at(n);
                if (line == nullptr)
                    throw nil_method("match?", "              if line.match?(%r{^\\s*$})", 21);
                if (blank_line(*line)) {
                    whitespace.emplace_back(*line);
                } else {
                    flush();
                    append_puts(out, *line);
                }
            }
        }
        for (const auto& [key, value] : s.additional)
            append_puts(out, indent_for(s) + key + m_options.key_val_separator + value.value_or(""));
        if (!whitespace.empty())
            flush();
        else if (s.new_section() && !s.additional.empty() && index + 1 < m_section_names.size())
            append_puts(out, "");
    }
}

std::string IniFile::render() const {
    std::string out;
    render_sections(out, global_empty());
    return out;
}

void IniFile::save(const std::string& path) const {
    const bool empty_global = global_empty();
    int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) throw std::runtime_error(file_type::errno_message(errno, "rb_sysopen", path));
    // the file is truncated before the sections are written: what a failing section leaves is what was
    // written before it, as the File.open block does
    std::string text;
    std::exception_ptr failure;
    try {
        render_sections(text, empty_global);
    } catch (const std::exception&) {
        failure = std::current_exception();
    }
    std::size_t done = 0;
    int err = 0;
    while (done < text.size()) {
        ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            err = errno;
            break;
        }
        done += static_cast<std::size_t>(n);
    }
    ::close(fd);
    if (failure) std::rethrow_exception(failure);
    if (err != 0) throw std::runtime_error(file_type::errno_message(err, "io_write", path));
}

// ---- SettingValue -----------------------------------------------------------------------------------------

SettingValue::SettingValue(const std::optional<std::string>& value, std::string subsetting_separator,
                           std::string default_quote_char, std::string key_val_separator)
    : m_separator(std::move(subsetting_separator)), m_quote_char(std::move(default_quote_char)),
      m_key_val_separator(std::move(key_val_separator)) {
    if (!value) return;
    const std::string& v = *value;
    std::string quote;
    if (!v.empty() && v.front() == '"' && v.back() == '"')
        quote = "\"";
    else if (!v.empty() && v.front() == '\'' && v.back() == '\'')
        quote = "'";
    std::string unquoted = v;
    if (!quote.empty()) {
        m_quote_char = quote;
        unquoted = v.size() >= 2 ? v.substr(1, v.size() - 2) : std::string();
    }
    // an item may hold an escaped separator: Regexp.new("(?:(?:[^\\#{sep}]|\\.)+)")
    auto items_re = regexp("(?:(?:[^\\" + m_separator + "]|\\.)+)");
    for (const runtime::Match& m : items_re->scan(unquoted))
        m_items.push_back(ruby_strip(m.str()));
}

std::string SettingValue::get_value() const {
    std::string joined;
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        if (i > 0) joined += m_separator;
        joined += m_items[i];
    }
    return m_quote_char + joined + m_quote_char;
}

bool SettingValue::matches(std::string_view item, std::string_view subsetting, bool exact) const {
    if (exact) return item == subsetting;
    const std::string prefix = std::string(subsetting) + m_key_val_separator;
    return item.substr(0, prefix.size()) == prefix;
}

std::optional<std::size_t> SettingValue::find(std::string_view subsetting, bool exact) const {
    for (std::size_t i = 0; i < m_items.size(); ++i)
        if (matches(m_items[i], subsetting, exact)) return i;
    return std::nullopt;
}

std::optional<std::string> SettingValue::get_subsetting_value(std::string_view subsetting, bool exact) const {
    auto index = find(subsetting, exact);
    if (!index) return std::nullopt;
    if (exact) return std::string("true");
    const std::string& item = m_items[*index];
    const std::size_t from = subsetting.size() + m_key_val_separator.size();
    return from <= item.size() ? item.substr(from) : std::string();
}

std::string SettingValue::item_value(std::string_view subsetting,
                                     const std::optional<std::string>& value) const {
    return std::string(subsetting) + m_key_val_separator + value.value_or("");
}

void SettingValue::add_subsetting(std::string_view subsetting, const std::optional<std::string>& value,
                                  bool exact, std::string_view insert_type,
                                  const std::optional<std::string>& insert_value) {
    std::string item = item_value(subsetting, value);
    if (find(subsetting, exact)) {
        // update_subsetting: every matching item
        for (std::string& existing : m_items)
            if (matches(existing, subsetting, exact)) existing = item;
        return;
    }
    auto relative = [&](long offset) {
        std::optional<std::size_t> at;
        if (insert_value) at = find(*insert_value, exact);
        if (at)
            m_items.insert(m_items.begin() + static_cast<long>(*at) + offset, std::move(item));
        else
            m_items.push_back(std::move(item));
    };
    if (insert_type == "start") {
        m_items.insert(m_items.begin(), std::move(item));
    } else if (insert_type == "before") {
        relative(0);
    } else if (insert_type == "after") {
        relative(1);
    } else if (insert_type == "index") {
        const long size = static_cast<long>(m_items.size());
        long at = insert_value ? ruby_to_i(*insert_value) : 0;
        if (at > size) at = size;
        // Array#insert with a negative index counts from the end, after that element
        if (at < 0) {
            if (at + size + 1 < 0)
                throw std::runtime_error(
                    fmt::format("index {} too small for array; minimum: -{}", at, size + 1));
            at += size + 1;
        }
        m_items.insert(m_items.begin() + at, std::move(item));
    } else {
        m_items.push_back(std::move(item));
    }
}

void SettingValue::remove_subsetting(std::string_view subsetting, bool exact) {
    m_items.erase(std::remove_if(m_items.begin(), m_items.end(),
                                 [&](const std::string& item) { return matches(item, subsetting, exact); }),
                  m_items.end());
}

} // namespace pp::apply::ini
