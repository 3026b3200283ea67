#include "runtime/type_docs.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace pp::runtime {

// Generated at build time from runtime/data/builtin_type_docs.json (runtime/CMakeLists.txt).
extern const char* const kBuiltinTypeDocsJson;
extern const std::size_t kBuiltinTypeDocsJsonSize;

namespace {

// Ruby's String#strip/#rstrip whitespace (NUL included on the right).
bool is_ruby_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' || c == '\0';
}

std::string_view rstrip(std::string_view s) {
    while (!s.empty() && is_ruby_space(s.back()))
        s.remove_suffix(1);
    return s;
}

std::string_view strip(std::string_view s) {
    s = rstrip(s);
    while (!s.empty() && is_ruby_space(s.front()))
        s.remove_prefix(1);
    return s;
}

// A regexp's \S: anything but ASCII whitespace.
bool is_regexp_nonspace(char c) {
    return !(c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r');
}

// Puppet::Util::Docs#doc: the scrubbed desc, then each dochook's note as a "* " item.
std::string docs_doc(const std::optional<std::string>& desc, const std::vector<std::string>& notes) {
    std::string extra;
    for (const std::string& n : notes) {
        if (!extra.empty()) extra += '\n';
        extra += "* " + n;
    }
    if (!desc) return extra;
    std::string out = scrub_doc(*desc);
    if (!extra.empty()) out += "\n\n" + extra;
    return out;
}

std::optional<std::string> optional_string(const nlohmann::json& j, const char* key) {
    auto it = j.find(key);
    if (it == j.end() || it->is_null()) return std::nullopt;
    return it->get<std::string>();
}

AttributeDoc attribute_from_json(const nlohmann::json& j) {
    AttributeDoc a;
    a.name = j.at("name").get<std::string>();
    a.kind = j.at("kind").get<std::string>();
    a.desc = optional_string(j, "doc");
    a.values = j.value("values", std::string());
    auto f = j.find("required_features");
    if (f != j.end() && !f->is_null()) a.required_features = f->get<std::vector<std::string>>();
    return a;
}

TypeDocs type_docs_from_json(std::string_view text) {
    nlohmann::json j = nlohmann::json::parse(text);
    TypeDocs docs;
    for (const auto& m : j.at("metaparameters"))
        docs.metaparameters.push_back(attribute_from_json(m));
    for (const auto& t : j.at("types")) {
        TypeDoc type;
        type.name = t.at("name").get<std::string>();
        type.desc = optional_string(t, "doc");
        type.notes = t.at("notes").get<std::vector<std::string>>();
        type.key_attributes = t.at("key_attributes").get<std::vector<std::string>>();
        for (const auto& a : t.at("attributes"))
            type.attributes.push_back(attribute_from_json(a));
        for (const auto& p : t.at("providers"))
            type.providers.push_back(ProviderDoc{p.at("name").get<std::string>(), optional_string(p, "doc"),
                                                 p.at("notes").get<std::vector<std::string>>()});
        docs.types.push_back(std::move(type));
    }
    return docs;
}

} // namespace

std::string scrub_doc(std::string_view text) {
    // One-liners are easy (they may be buffered with extra newlines).
    std::string_view stripped = strip(text);
    if (stripped.find('\n') == std::string_view::npos) return std::string(stripped);

    // The least common indent: the smallest (as Ruby compares strings) run of blanks before a non-blank
    // on any line but the first; /^[ \t]*(?=\S)/.
    std::string_view rest = text.substr(text.find('\n') + 1);
    std::optional<std::string_view> indent;
    for (std::size_t start = 0; start <= rest.size();) {
        std::size_t end = start;
        while (end < rest.size() && (rest[end] == ' ' || rest[end] == '\t'))
            ++end;
        if (end < rest.size() && is_regexp_nonspace(rest[end])) {
            std::string_view run = rest.substr(start, end - start);
            if (!indent || run < *indent) indent = run;
        }
        std::size_t nl = rest.find('\n', start);
        if (nl == std::string_view::npos) break;
        start = nl + 1;
    }

    // gsub(/^#{indent}/, ''): the indent goes from the start of every line that has it.
    std::string unindented;
    if (indent && !indent->empty()) {
        unindented.reserve(text.size());
        for (std::size_t i = 0; i < text.size();) {
            bool line_start = i == 0 || text[i - 1] == '\n';
            if (line_start && text.substr(i, indent->size()) == *indent) {
                i += indent->size();
                continue;
            }
            unindented += text[i++];
        }
    } else {
        unindented = text;
    }

    // Trailing whitespace off every line, then off the whole.
    std::string out;
    out.reserve(unindented.size());
    std::string_view all(unindented);
    for (std::size_t start = 0;;) {
        std::size_t nl = all.find('\n', start);
        out += rstrip(all.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start));
        if (nl == std::string_view::npos) break;
        out += '\n';
        start = nl + 1;
    }
    out.resize(rstrip(out).size());
    return out;
}

std::string AttributeDoc::doc() const {
    std::string out = scrub_doc(desc.value_or(""));
    // ValueCollection#doc is a String even when empty, and Puppet appends it all the same.
    out += "\n\n" + values;
    if (required_features) {
        out += "\n\nRequires features ";
        for (std::size_t i = 0; i < required_features->size(); ++i)
            out += (i == 0 ? "" : " ") + (*required_features)[i];
        out += ".";
    }
    return out;
}

std::string ProviderDoc::doc() const {
    return docs_doc(desc, notes);
}

std::string TypeDoc::doc() const {
    return docs_doc(desc, notes);
}

const TypeDoc* TypeDocs::find(std::string_view name) const {
    auto it = std::find_if(types.begin(), types.end(), [&](const TypeDoc& t) { return t.name == name; });
    return it == types.end() ? nullptr : &*it;
}

const AttributeDoc* TypeDocs::metaparameter(std::string_view name) const {
    auto it = std::find_if(metaparameters.begin(), metaparameters.end(),
                           [&](const AttributeDoc& m) { return m.name == name; });
    return it == metaparameters.end() ? nullptr : &*it;
}

std::string_view builtin_type_docs_json() {
    return {kBuiltinTypeDocsJson, kBuiltinTypeDocsJsonSize};
}

const TypeDocs& builtin_type_docs() {
    static const TypeDocs docs = type_docs_from_json(builtin_type_docs_json());
    return docs;
}

} // namespace pp::runtime
