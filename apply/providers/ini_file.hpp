#pragma once
// puppetlabs-inifile's Puppet::Util::IniFile and Puppet::Util::IniFile::Section (MOD:inifile/lib/puppet/util/
// ini_file.rb, ini_file/section.rb; inifile 5.4.0): an ini file as a list of lines cut into sections, where
// a change touches only the lines it must and everything else (comments, blank lines, indentation, the
// order of sections) is written back as it was. The module's quirks are kept on purpose, because a
// second `puppet apply` must find what the first one wrote: duplicate section names share the last
// section's lines, removing a setting deletes every line of it but moves the section's end by one, a
// section left with only its header is removed, new settings go after the last non-blank line of their
// section (or after a commented-out version of themselves), and `save` ends every line with a newline.
// The ini_setting and ini_subsetting providers (ini_setting.cpp) use it.

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pp::apply::ini {

/// Puppet::Util::IniFile::Section. Line numbers index IniFile's lines; `nil` in Ruby is nullopt here.
struct Section {
    std::string name; ///< empty for the global section (the lines before the first header)
    std::optional<long> start_line, end_line;
    /// The settings found in the file, by name, in file order (Ruby's ordered Hash).
    std::vector<std::pair<std::string, std::string>> existing;
    /// Settings added to the end of the section (a value may be nil).
    std::vector<std::pair<std::string, std::optional<std::string>>> additional;
    /// The smallest indentation of the section's settings, nil without settings.
    std::optional<long> indentation;

    [[nodiscard]] bool global() const { return name.empty(); }
    /// A section that is not in the file yet: its end_line is nil.
    [[nodiscard]] bool new_section() const { return !end_line.has_value(); }
    /// The global section when it is new, another one when only its header is left.
    [[nodiscard]] bool empty() const { return global() ? new_section() : start_line == end_line; }
    [[nodiscard]] bool existing_setting(std::string_view setting) const;
    /// `@existing_settings[name] || @additional_settings[name]`.
    [[nodiscard]] std::optional<std::string> get_value(std::string_view setting) const;
};

/// The constructor's arguments after the file path (the ini_setting parameters of the same names).
struct IniOptions {
    std::string key_val_separator = " = ";
    std::string section_prefix = "[";
    std::string section_suffix = "]";
    std::string indent_char = " ";
    std::optional<long> indent_width; ///< `indent_width.to_i`, nil when not given
};

/// Errors are thrown as std::runtime_error carrying Ruby's message: an invalid regexp built from the
/// separator, a line that is not valid UTF-8 (`invalid byte sequence in UTF-8`), a file that cannot be
/// read or written (`Permission denied @ rb_sysopen - /x`), and the module's own NoMethodErrors.
class IniFile {
public:
    /// Parses `lines` (File.readlines: each with its newline, the last one maybe without).
    IniFile(std::vector<std::string> lines, IniOptions options);

    /// IniFile.new(path, ...): the file's lines when it is a regular file (links followed), else none.
    static IniFile read(const std::string& path, IniOptions options);

    [[nodiscard]] const std::vector<std::string>& section_names() const { return m_section_names; }
    [[nodiscard]] bool has_section(std::string_view name) const;
    /// The setting's value, or nullopt when the section or the setting is not there.
    [[nodiscard]] std::optional<std::string> get_value(std::string_view section,
                                                       std::string_view setting) const;
    [[nodiscard]] const Section* section(std::string_view name) const;

    /// set_value(section): the section exists afterwards (a new one is written at the end).
    void set_value(const std::string& section);
    /// set_value(section, setting, separator, value): updates every line of the setting in place, or puts it
    /// after a commented-out version of it (`# setting = x`), or adds it to the end of the section.
    /// `separator` is used only for a line placed after a comment; save() writes added settings with the
    /// file's key_val_separator. A nil setting is the empty string.
    void set_value(const std::string& section, const std::string& setting, std::string_view separator,
                   const std::optional<std::string>& value);
    /// remove_setting: deletes the setting's lines, and the section's header when nothing else is left.
    /// Throws (Ruby's NoMethodError text) when the section does not exist.
    void remove_setting(std::string_view section, std::string_view setting);

    /// What save() writes.
    [[nodiscard]] std::string render() const;
    /// save: File.open(path, 'w') (truncated in place, so the inode, mode and owner are kept; a new file
    /// gets 0666 less the umask) and render().
    void save(const std::string& path) const;

    [[nodiscard]] const std::vector<std::string>& lines() const { return m_lines; }

private:
    void parse();
    Section read_section(std::string name, long start_line);
    void add_section(Section section);
    void update_line(const Section& section, std::string_view setting,
                     const std::optional<std::string>& value);
    void remove_line(const Section& section, std::string_view setting);
    /// find_commented_setting: the line of `# setting = ...` in the section, or nullopt.
    [[nodiscard]] std::optional<long> find_commented_setting(const Section& section,
                                                             std::string_view setting) const;
    void shift_section_line_numbers(std::size_t from_index, long delta);
    [[nodiscard]] std::string indent_for(const Section& section) const;
    /// lines[n] as Ruby indexes an Array (negative from the end), or nullptr past either end.
    [[nodiscard]] const std::string* line_at(long n) const;
    /// save's `global_empty`: the global section is new and has nothing to add.
    [[nodiscard]] bool global_empty() const;
    /// save's loop over the sections, appending to `out` (which keeps what was written when it throws).
    void render_sections(std::string& out, bool global_empty) const;

    IniOptions m_options;
    std::string m_section_pattern, m_setting_pattern, m_commented_pattern;
    std::vector<std::string> m_lines;
    std::vector<std::string> m_section_names; ///< may repeat a name, as the module's Array does
    std::map<std::string, Section, std::less<>> m_sections;
    std::size_t m_iter = 0; ///< ExternalIterator's position while parsing (the next line to read)
};

/// puppetlabs-inifile's Puppet::Util::SettingValue (util/setting_value.rb): one setting's value as a list of
/// subsettings (`-Xmx1g -Xms512m`), for ini_subsetting.
class SettingValue {
public:
    SettingValue(const std::optional<std::string>& value, std::string subsetting_separator,
                 std::string default_quote_char, std::string key_val_separator);

    /// The items joined by the separator, in the quote characters.
    [[nodiscard]] std::string get_value() const;
    /// The subsetting's value (its item without `name` and separator), "true" for an exact match (when
    /// `exact` is set), or nullopt when no item matches.
    [[nodiscard]] std::optional<std::string> get_subsetting_value(std::string_view subsetting,
                                                                  bool exact) const;
    /// add_subsetting: replaces every matching item, or inserts a new one where `insert_type` says (start,
    /// end, before, after, index) relative to `insert_value`.
    void add_subsetting(std::string_view subsetting, const std::optional<std::string>& value, bool exact,
                        std::string_view insert_type, const std::optional<std::string>& insert_value);
    void remove_subsetting(std::string_view subsetting, bool exact);

    [[nodiscard]] const std::vector<std::string>& items() const { return m_items; }

private:
    [[nodiscard]] std::optional<std::size_t> find(std::string_view subsetting, bool exact) const;
    [[nodiscard]] bool matches(std::string_view item, std::string_view subsetting, bool exact) const;
    [[nodiscard]] std::string item_value(std::string_view subsetting,
                                         const std::optional<std::string>& value) const;

    std::string m_separator, m_quote_char, m_key_val_separator;
    std::vector<std::string> m_items;
};

/// Ruby's String#strip (leading whitespace, trailing whitespace and NULs).
std::string ruby_strip(std::string_view text);
/// Ruby's String#to_i: an optional sign and the leading decimal digits (`"4x"` is 4, `"x"` is 0).
long ruby_to_i(std::string_view text);
/// Pathname.new(path).parent.to_s (ini_setting's autorequire): `path + '..'` worked out on the text, as
/// Ruby's Pathname#plus does (`/a/b/` -> `/a`, `/a/./b` -> `/a`, `/a/../b` -> `/a/..`, `/` -> `/`).
std::string pathname_parent(const std::string& path);
/// `fh.puts(line)` for each line: the line, then a newline unless it ends with one.
void append_puts(std::string& out, std::string_view line);

} // namespace pp::apply::ini
