// The catalog model and Puppet's catalog JSON (resource/catalog.rb #to_data_hash, resource.rb
// #to_data_hash, relationship_graph edges as {source, target}).
#include "runtime/catalog.hpp"

#include "lexer/chars.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/types.hpp"

#include <nlohmann/json.hpp>
#define XXH_INLINE_ALL // (header only)
#include <xxhash.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iterator>
#include <mutex>
#include <new>
#include <set>
#include <stdexcept>

namespace pp::runtime {

namespace {

bool tag_char(unsigned char c, bool first) {
    // [[:alnum:]] of the C locale, without a call per character
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80)
        return true;
    return !first && (c == ':' || c == '.' || c == '-');
}

// (a string is made only for a tag not there yet: tags are added many times per resource)
void add_unique(std::vector<std::string>& tags, std::string_view t) {
    if (std::find(tags.begin(), tags.end(), t) == tags.end()) tags.emplace_back(t);
}
void add_unique(TagList& tags, std::string_view t) {
    tags.add(t);
}

// Tagging#tag: the tag, and for a qualified one each of its segments
template <class Tags>
void add_tag(Tags& tags, std::string_view name) {
    std::string lowered;
    std::string_view t = name;
    if (std::any_of(name.begin(), name.end(), [](char c) { return c >= 'A' && c <= 'Z'; })) {
        lowered = downcase(name);
        t = lowered;
    }
    add_unique(tags, t);
    if (t.find("::") == std::string_view::npos) return;
    std::size_t start = 0;
    while (start <= t.size()) {
        std::size_t sep = t.find("::", start);
        std::string_view part =
            t.substr(start, sep == std::string_view::npos ? std::string_view::npos : sep - start);
        if (!part.empty()) add_unique(tags, part);
        if (sep == std::string_view::npos) break;
        start = sep + 2;
    }
}

// A resource reference as the catalog prints it: `File[/tmp/x]`, `Class[Foo]`
std::string reference_text(const Type& t) {
    if (t.m_kind == TypeKind::Class)
        return t.m_value ? "Class[" + capitalize_name(*t.m_value) + "]" : "Class";
    if (!t.m_value) return t.m_name;
    return t.m_name + "[" + *t.m_value + "]";
}

// The catalog JSON written straight into a string, without building the document first (a 13k-resource
// catalog is written in a fraction of the time): one line, strings escaped as Ruby's JSON generator escapes
// them, the same text nlohmann::json::dump() prints for the same document.
//
// The text goes into a string used as a plain buffer: its size is the room, `m_len` what is written (a
// string's own appends, three of them per string, were half the writing).
class JsonWriter {
public:
    JsonWriter() = default;
    JsonWriter(const JsonWriter&) = delete;
    JsonWriter& operator=(const JsonWriter&) = delete;

    /// What was written since the last clear().
    [[nodiscard]] std::string_view text() const { return {m_out.data(), m_len}; }
    void clear() { m_len = 0; }
    /// Room for `bytes` more from the start (a chunk's worth, so that writing one never grows).
    void reserve(std::size_t bytes) {
        if (m_out.size() < m_len + bytes) m_out.resize(m_len + bytes);
    }
    std::string take() {
        m_out.resize(m_len);
        m_len = 0;
        return std::move(m_out);
    }

    // Needs neither an escape nor a UTF-8 check (most strings): one pass tells, eight bytes at a time (a byte
    // at a time was half the writing of a large catalog's strings).
    static bool plain(std::string_view s) {
        constexpr std::uint64_t ones = 0x0101010101010101ULL;
        constexpr std::uint64_t highs = 0x8080808080808080ULL;
        // whether a byte of `w` is zero, and whether one is below `n` (n <= 0x80): exact, whatever the others
        auto has_zero = [](std::uint64_t w) { return ((w - ones) & ~w & highs) != 0; };
        auto has_below = [](std::uint64_t w, std::uint64_t n) { return ((w - ones * n) & ~w & highs) != 0; };
        auto needs_escape = [&](std::uint64_t w) {
            return (w & highs) != 0 || has_below(w, 0x20) || has_zero(w ^ (ones * '"')) ||
                   has_zero(w ^ (ones * '\\'));
        };
        std::uint64_t w = ones * 'a'; // a short string padded with a plain byte
        if (s.size() < 8) {
            if (!s.empty()) std::memcpy(&w, s.data(), s.size()); // (no null pointer given to memcpy)
            return !needs_escape(w);
        }
        for (std::size_t i = 0; i + 8 < s.size(); i += 8) {
            std::memcpy(&w, s.data() + i, 8);
            if (needs_escape(w)) return false;
        }
        std::memcpy(&w, s.data() + s.size() - 8, 8); // the last eight (again, some of them)
        return !needs_escape(w);
    }
    void string(std::string_view s) {
        if (plain(s)) {
            char* p = room(s.size() + 2);
            p[0] = '"';
            if (!s.empty()) std::memcpy(p + 1, s.data(), s.size());
            p[s.size() + 1] = '"';
            m_len += s.size() + 2;
            return;
        }
        if (lexer::find_invalid_utf8(s) != std::string_view::npos) {
            raw(nlohmann::json(std::string(s)).dump()); // throws nlohmann's invalid UTF-8 error
            return;
        }
        // the escapes of Ruby's JSON generator, which Puppet uses (in a string of their own: the buffer's
        // room stays)
        m_escaped.clear();
        runtime::append_json_string(m_escaped, s);
        raw(m_escaped);
    }
    void key(std::string_view k) {
        string(k);
        raw(':');
    }
    /// A resource's reference (`Type[title]`), without building the string when neither part needs escaping.
    void ref(const CatalogResource& r) {
        if (!plain(r.type) || !plain(r.title)) {
            string(r.ref());
            return;
        }
        char* p = room(r.type.size() + r.title.size() + 4);
        *p++ = '"';
        std::memcpy(p, r.type.data(), r.type.size());
        p += r.type.size();
        *p++ = '[';
        std::memcpy(p, r.title.data(), r.title.size());
        p += r.title.size();
        *p++ = ']';
        *p = '"';
        m_len += r.type.size() + r.title.size() + 4;
    }
    void raw(std::string_view text) {
        if (text.empty()) return;
        std::memcpy(room(text.size()), text.data(), text.size());
        m_len += text.size();
    }
    void raw(char c) {
        *room(1) = c;
        ++m_len;
    }
    template <class List>
    void strings(const List& list) {
        raw('[');
        bool first = true;
        for (std::string_view s : list) {
            if (!first) raw(',');
            first = false;
            string(s);
        }
        raw(']');
    }

    // Resource.value_to_json_data as the catalog needs it
    void value(const Value& v) {
        switch (v.kind()) {
        case ValueKind::Undef:
            raw("null");
            return;
        case ValueKind::Boolean:
            raw(v.as_boolean() ? "true" : "false");
            return;
        case ValueKind::Integer:
            raw(std::to_string(v.as_integer()));
            return;
        case ValueKind::Float:
            raw(nlohmann::json(v.as_float()).dump());
            return;
        case ValueKind::String:
            string(v.as_string());
            return;
        case ValueKind::Array: {
            raw("[");
            bool first = true;
            for (const Value& e : v.as_array()) {
                if (!first) raw(",");
                first = false;
                value(e);
            }
            raw("]");
            return;
        }
        case ValueKind::Hash: {
            // a JSON object keeps the last of equal keys where the first was written (ordered_json)
            std::vector<std::pair<std::string, const Value*>> entries;
            for (const auto& [k, e] : v.as_hash()) {
                std::string name = k.is_string() ? k.as_string() : json_text(k);
                auto it = std::find_if(entries.begin(), entries.end(),
                                       [&](const auto& x) { return x.first == name; });
                if (it != entries.end())
                    it->second = &e;
                else
                    entries.emplace_back(std::move(name), &e);
            }
            raw("{");
            for (std::size_t i = 0; i < entries.size(); ++i) {
                if (i > 0) raw(",");
                key(entries[i].first);
                value(*entries[i].second);
            }
            raw("}");
            return;
        }
        case ValueKind::Type: {
            const Type& t = v.as_type();
            string(t.m_kind == TypeKind::Resource || t.m_kind == TypeKind::Class ? reference_text(t)
                                                                                 : to_string(t));
            return;
        }
        case ValueKind::Sensitive:
            value(v.sensitive_inner());
            return;
        case ValueKind::Default:
            string("default");
            return;
        default:
            string(kind_name(v.kind()));
            return;
        }
    }

    static std::string json_text(const Value& v) {
        JsonWriter w;
        w.value(v);
        return w.take();
    }

private:
    // where the next `bytes` go (m_len is moved on by the caller)
    char* room(std::size_t bytes) {
        if (m_out.size() - m_len < bytes) grow(bytes);
        return m_out.data() + m_len;
    }
    [[gnu::noinline]] void grow(std::size_t bytes) {
        m_out.resize(std::max(m_out.size() * 2, m_len + bytes + 256));
    }

    std::string m_out;
    std::size_t m_len = 0;
    std::string m_escaped;
};

} // namespace

bool valid_tag(std::string_view tag) {
    if (tag.empty() || !tag_char(static_cast<unsigned char>(tag[0]), true)) return false;
    return std::all_of(tag.begin() + 1, tag.end(),
                       [](char c) { return tag_char(static_cast<unsigned char>(c), false); });
}

std::string downcase(std::string_view s) {
    // ASCII only, as std::tolower is in the C locale pp runs in, without a call per character
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

std::string capitalize_name(std::string_view name) {
    std::string out = downcase(name);
    if (out.rfind("::", 0) == 0) out.erase(0, 2);
    bool start = true;
    for (char& c : out) {
        if (start && c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
        start = c == ':';
    }
    return out;
}

const Value* CatalogResource::param(std::string_view name) const {
    for (const auto& [n, v] : params) {
        if (n == name) return &v;
    }
    return nullptr;
}

void CatalogResource::set_param(std::string_view name, Value value) {
    if (value.is_undef()) {
        remove_param(name);
        return;
    }
    for (auto& [n, v] : params) {
        if (n == name) {
            v = std::move(value);
            return;
        }
    }
    params.emplace_back(name, std::move(value));
}

void CatalogResource::remove_param(std::string_view name) {
    params.erase(std::remove_if(params.begin(), params.end(), [&](const auto& p) { return p.first == name; }),
                 params.end());
}

void CatalogResource::tag(std::string_view name, bool if_valid) {
    if (!valid_tag(name)) {
        if (if_valid) return;
    }
    add_tag(tags, name);
}

void CatalogResource::merge_tags(const TagList& from) {
    for (std::string_view t : from)
        tags.add(t);
}

bool CatalogResource::tagged(std::string_view name) const {
    return tags.contains(downcase(name));
}

namespace {
constexpr unsigned char kLongTag = 255; // a length byte saying four bytes of length follow
} // namespace

TagList::TagList(std::initializer_list<std::string_view> tags) {
    for (std::string_view t : tags)
        add(t);
}

std::string_view TagList::const_iterator::operator*() const {
    const auto n = static_cast<unsigned char>(*m_at);
    if (n != kLongTag) return {m_at + 1, n};
    std::uint32_t len = 0;
    std::memcpy(&len, m_at + 1, sizeof len);
    return {m_at + 1 + sizeof len, len};
}

TagList::const_iterator& TagList::const_iterator::operator++() {
    const auto n = static_cast<unsigned char>(*m_at);
    if (n != kLongTag) {
        m_at += 1 + n;
    } else {
        std::uint32_t len = 0;
        std::memcpy(&len, m_at + 1, sizeof len);
        m_at += 1 + sizeof len + len;
    }
    return *this;
}

TagList::TagList(const TagList& other) {
    append(other.bytes());
}

TagList& TagList::operator=(const TagList& other) {
    if (this != &other) {
        if (m_block != nullptr) m_block->size = 0;
        append(other.bytes());
    }
    return *this;
}

TagList::~TagList() {
    std::free(m_block);
}

bool TagList::contains(std::string_view tag) const {
    return std::find(begin(), end(), tag) != end();
}

char* TagList::grow(std::size_t more) {
    const std::size_t size = m_block == nullptr ? 0 : m_block->size;
    if (more > UINT32_MAX - sizeof(Block) - size) throw std::length_error("too many tags");
    if (m_block == nullptr || size + more > m_block->room) {
        // room for a few more tags (a resource has half a dozen of 3 to 10 bytes, most of them added one by
        // one), the block a size malloc has a class of (16 bytes apart)
        std::size_t room = std::max({size + more, 2 * size, std::size_t{40}});
        room = ((sizeof(Block) + room + 15) & ~std::size_t{15}) - sizeof(Block);
        auto* grown = static_cast<Block*>(std::realloc(m_block, sizeof(Block) + room));
        if (grown == nullptr) throw std::bad_alloc();
        if (m_block == nullptr) grown->size = 0;
        grown->room = static_cast<std::uint32_t>(room);
        m_block = grown;
    }
    m_block->size = static_cast<std::uint32_t>(size + more);
    return m_block->data() + size;
}

void TagList::append(std::string_view more) {
    if (!more.empty()) std::memcpy(grow(more.size()), more.data(), more.size());
}

void TagList::add(std::string_view tag) {
    if (contains(tag)) return;
    if (tag.size() < kLongTag) {
        char* at = grow(1 + tag.size());
        *at = static_cast<char>(tag.size());
        std::memcpy(at + 1, tag.data(), tag.size());
    } else {
        const auto len = static_cast<std::uint32_t>(tag.size());
        char* at = grow(1 + sizeof len + tag.size());
        *at = static_cast<char>(kLongTag);
        std::memcpy(at + 1, &len, sizeof len);
        std::memcpy(at + 1 + sizeof len, tag.data(), tag.size());
    }
}

// three resources to a block of the catalog's deque (512 bytes): at 232 bytes, two
static_assert(sizeof(CatalogResource) <= 512 / 3);

SharedString::SharedString(std::string text)
    : m_text(text.empty() ? nullptr : std::make_shared<const std::string>(std::move(text))) {}

const std::string& SharedString::empty_string() {
    static const std::string empty;
    return empty;
}

namespace {

// `text`, kept for the rest of the process (the few names and kinds catalogs use, each once). Every
// parameter of every resource is named through it: a name is looked up first among those this thread kept
// last (a direct-mapped table by the name's hash), and only a name not there takes the lock.
const std::string& kept(std::string_view text) {
    constexpr unsigned bits = 8;
    thread_local std::array<const std::string*, std::size_t{1} << bits> recent{};
    const std::string*& slot = recent[XXH3_64bits(text.data(), text.size()) >> (64U - bits)];
    if (slot != nullptr && *slot == text) return *slot;
    static std::mutex lock;
    static std::set<std::string, std::less<>> strings;
    std::lock_guard<std::mutex> hold(lock);
    slot = &*strings.emplace(text).first;
    return *slot;
}

} // namespace

KeptName::KeptName(std::string_view text) : m_text(text.empty() ? nullptr : &kept(text)) {}

const std::string& KeptName::str() const {
    static const std::string empty;
    return m_text != nullptr ? *m_text : empty;
}

ResourceKind ResourceKind::intern(std::string_view text) {
    for (ResourceKind usual : {ResourceKind("compilable_type"), ResourceKind("defined_type"),
                               ResourceKind("class"), ResourceKind("unknown"), ResourceKind("")})
        if (usual == text) return usual;
    ResourceKind k;
    k.m_text = kept(text).c_str();
    return k;
}

void CatalogResource::set_title_params(std::vector<std::pair<std::string, std::string>> params) {
    if (params.size() == 1 && params.front().second == title && !params.front().first.empty()) {
        set_title_key(params.front().first);
        return;
    }
    m_title_key = {};
    m_title_list.reset();
    if (!params.empty())
        m_title_list =
            std::make_shared<const std::vector<std::pair<std::string, std::string>>>(std::move(params));
}

void CatalogResource::set_title_key(std::string_view key) {
    m_title_list.reset();
    m_title_key = key;
}

namespace {

// Appends `type` in lower case (the index's keys ignore the case of a type's segments).
void append_downcased(std::string& out, std::string_view type) {
    for (char c : type)
        out += c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

} // namespace

std::size_t ResourceIndex::slot_of(std::string_view key, std::uint32_t hash) const {
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        const Slot& s = m_slots[i];
        if (s.value == UINT32_MAX ||
            (s.hash == hash && std::string_view(m_keys).substr(s.offset, s.length) == key))
            return i;
    }
}

std::size_t ResourceIndex::find(std::string_view key) const {
    if (m_size == 0) return SIZE_MAX;
    const Slot& s = m_slots[slot_of(key, static_cast<std::uint32_t>(std::hash<std::string_view>{}(key)))];
    return s.value == UINT32_MAX ? SIZE_MAX : s.value;
}

std::size_t ResourceIndex::emplace(std::string_view key, std::size_t value) {
    if (value >= UINT32_MAX || key.size() >= UINT32_MAX - m_keys.size())
        throw std::length_error("catalog too large");
    if ((m_size + 1) * 2 > m_slots.size()) grow();
    const auto hash = static_cast<std::uint32_t>(std::hash<std::string_view>{}(key));
    Slot& s = m_slots[slot_of(key, hash)];
    if (s.value != UINT32_MAX) return s.value;
    s.hash = hash;
    s.offset = static_cast<std::uint32_t>(m_keys.size());
    s.length = static_cast<std::uint32_t>(key.size());
    s.value = static_cast<std::uint32_t>(value);
    m_keys += key;
    ++m_size;
    return value;
}

void ResourceIndex::grow() {
    std::vector<Slot> old = std::move(m_slots);
    m_slots.assign(old.empty() ? 64 : old.size() * 2, Slot{});
    const std::size_t mask = m_slots.size() - 1;
    for (const Slot& s : old) {
        if (s.value == UINT32_MAX) continue;
        std::size_t i = s.hash & mask;
        while (m_slots[i].value != UINT32_MAX)
            i = (i + 1) & mask;
        m_slots[i] = s;
    }
}

std::string_view Catalog::key(std::string_view type, std::string_view title) {
    thread_local std::string k;
    k.clear();
    append_downcased(k, type);
    k += '\0';
    k += title;
    return k;
}

CatalogResource* Catalog::find(std::string_view type, std::string_view title) {
    const Catalog& self = *this;
    return const_cast<CatalogResource*>(self.find(type, title));
}

const CatalogResource* Catalog::find(std::string_view type, std::string_view title) const {
    std::size_t i = m_index.find(key(type, title));
    if (i == SIZE_MAX && m_normalizer != nullptr) {
        if (auto k = m_normalizer(m_normalizer_context, type, title)) return find_key(type, *k);
    }
    return i == SIZE_MAX ? nullptr : &m_resources[i];
}

const CatalogResource* Catalog::find_key(std::string_view type,
                                         const std::vector<std::optional<std::string>>& values) const {
    std::size_t i = m_index.find(key(type, values));
    return i == SIZE_MAX ? nullptr : &m_resources[i];
}

std::string_view Catalog::key(std::string_view type, const std::vector<std::optional<std::string>>& values) {
    if (values.size() == 1 && values.front()) return key(type, *values.front());
    // a key of its own shape, apart from titles: [Type, v1, nil, ...]
    thread_local std::string k;
    k.clear();
    append_downcased(k, type);
    k += '\1';
    for (const auto& v : values) {
        if (v) {
            k += 's';
            k += *v;
        } else {
            k += 'n';
        }
        k += '\0';
    }
    return k;
}

std::size_t Catalog::alias(std::size_t index, std::string_view title) {
    return m_index.emplace(key(m_resources[index].type, title), index);
}

std::size_t Catalog::alias(std::size_t index, const std::vector<std::optional<std::string>>& values) {
    return m_index.emplace(key(m_resources[index].type, values), index);
}

std::size_t Catalog::index_of(const CatalogResource& r) const {
    return m_index.find(key(r.type, r.title));
}

std::size_t Catalog::add(CatalogResource r) {
    m_index.emplace(key(r.type, r.title), m_resources.size());
    m_resources.push_back(std::move(r));
    if (!m_order.empty()) m_order.push_back(m_resources.size() - 1);
    return m_resources.size() - 1;
}

std::size_t Catalog::add_next_to(std::size_t neighbour, CatalogResource r, bool after) {
    if (m_order.empty()) m_order = order();
    const std::size_t index = add(std::move(r)); // appended to m_order
    m_order.pop_back();
    auto at = std::find(m_order.begin(), m_order.end(), neighbour);
    if (after && at != m_order.end()) ++at;
    m_order.insert(at, index);
    return index;
}

std::size_t Catalog::add_after(std::size_t after, CatalogResource r) {
    return add_next_to(after, std::move(r), true);
}

std::size_t Catalog::add_before(std::size_t before, CatalogResource r) {
    return add_next_to(before, std::move(r), false);
}

std::vector<std::size_t> Catalog::order() const {
    if (!m_order.empty()) return m_order;
    std::vector<std::size_t> identity(m_resources.size());
    for (std::size_t i = 0; i < identity.size(); ++i)
        identity[i] = i;
    return identity;
}

void Catalog::add_class(std::string_view name) {
    std::string n(name);
    if (std::find(m_classes.begin(), m_classes.end(), n) == m_classes.end()) m_classes.push_back(n);
    tag(name);
}

void Catalog::tag(std::string_view name) {
    add_tag(m_tags, name);
}

void Catalog::merge_tags(const TagList& tags) {
    for (std::string_view t : tags)
        add_unique(m_tags, t);
}

bool Catalog::tagged(std::string_view name) const {
    std::string t = downcase(name);
    return std::find(m_tags.begin(), m_tags.end(), t) != m_tags.end();
}

std::string Catalog::to_json(const std::string& name, const std::string& environment,
                             std::int64_t version) const {
    std::string out;
    out.reserve(512 + m_resources.size() * 400);
    write_json(
        name, environment, version, [&](std::string_view piece) { out.append(piece); }, std::string::npos);
    return out;
}

void Catalog::write_json(const std::string& name, const std::string& environment, std::int64_t version,
                         const std::function<void(std::string_view)>& flush, std::size_t chunk) const {
    JsonWriter w;
    w.reserve(chunk == std::string::npos ? 0 : chunk + 4096);
    auto hand_over = [&](bool last) {
        if (last || (chunk != std::string::npos && w.text().size() >= chunk)) {
            flush(w.text());
            w.clear();
        }
    };
    // as Catalog#to_resource builds them: the classes' tags, then the compiling catalog's others
    std::vector<std::string> tags;
    for (const std::string& c : m_classes)
        add_tag(tags, c);
    for (const std::string& t : m_tags)
        add_unique(tags, t);
    w.raw("{");
    w.raw(R"("tags":)");
    w.strings(tags);
    w.raw(",");
    w.raw(R"("name":)");
    w.string(name);
    w.raw(",");
    w.raw(R"("version":)");
    w.raw(std::to_string(version));
    w.raw(R"(,"code_id":null,"catalog_uuid":null,"catalog_format":2,)");
    w.raw(R"("environment":)");
    w.string(environment);
    w.raw(",");
    w.raw(R"("resources":)");
    w.raw("[");
    // virtual resources, exported ones included (pp has no storeconfigs), are not in the catalog
    auto kept = [&](std::size_t i) { return !m_resources[i].is_virtual; };
    bool first = true;
    // (reused from one resource to the next)
    std::vector<std::pair<std::string_view, const Value*>> params;
    std::vector<Value> from_title; // values only the title gives
    std::vector<std::string> sensitive;
    for (std::size_t i = 0; i < m_resources.size(); ++i) {
        if (!kept(i)) continue;
        const CatalogResource& r = m_resources[i];
        if (!first) w.raw(",");
        first = false;
        w.raw("{");
        w.raw(R"("type":)");
        w.string(r.type);
        w.raw(",");
        w.raw(R"("title":)");
        w.string(r.title);
        w.raw(",");
        w.raw(R"("tags":)");
        w.strings(r.tags);
        if (!r.file.empty()) {
            w.raw(",");
            w.raw(R"("file":)");
            w.string(r.file);
        }
        if (r.line > 0) {
            w.raw(",\"line\":");
            char digits[16];
            auto [end, ec] = std::to_chars(std::begin(digits), std::end(digits), r.line);
            w.raw(std::string_view(digits, static_cast<std::size_t>(end - digits)));
        }
        if (r.exported_set) w.raw(r.exported ? R"(,"exported":true)" : R"(,"exported":false)");
        if (!r.kind.empty()) {
            w.raw(",");
            w.raw(R"("kind":)");
            w.string(r.kind);
        }
        if (!r.exported_set) w.raw(r.exported ? R"(,"exported":true)" : R"(,"exported":false)");
        // Resource#to_data_hash: parse_title.merge(parameters), minus the namevar when it is the title
        params.clear();
        from_title.clear();
        const TitleParams title_params = r.title_params();
        from_title.reserve(title_params.size()); // (params points into it)
        for (const auto [n, t] : title_params) {
            const Value* v = r.param(n);
            if (v == nullptr) v = &from_title.emplace_back(t);
            params.emplace_back(n, v);
        }
        for (const auto& [n, v] : r.params) {
            const std::string_view name = n; // (clang 14 cannot capture a structured binding)
            bool in_title = std::any_of(title_params.begin(), title_params.end(),
                                        [&](const auto& tp) { return tp.first == name; });
            if (!in_title) params.emplace_back(n, &v);
        }
        sensitive.clear();
        bool any = false;
        for (const auto& [n, v] : params) {
            if (n == r.namevar && r.title_is_text && v->is_string() && v->as_string() == r.title) continue;
            w.raw(any ? "," : R"(,"parameters":{)");
            any = true;
            w.key(n);
            w.value(*v);
            if (v->kind() == ValueKind::Sensitive) sensitive.emplace_back(n);
        }
        if (any) w.raw("}");
        if (!sensitive.empty()) {
            w.raw(",");
            w.raw(R"("sensitive_parameters":)");
            w.strings(sensitive);
        }
        w.raw("}");
        hand_over(false);
    }
    w.raw("],");
    // SimpleGraph#edges: grouped by target, targets in the order they were added
    std::vector<std::pair<std::size_t, std::size_t>> ordered = m_edges;
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const auto& a, const auto& b) { return a.second < b.second; });
    w.raw(R"("edges":)");
    w.raw("[");
    first = true;
    for (const auto& [s, t] : ordered) {
        if (!kept(s) || !kept(t)) continue;
        if (!first) w.raw(",");
        first = false;
        w.raw("{");
        w.raw(R"("source":)");
        w.ref(m_resources[s]);
        w.raw(",");
        w.raw(R"("target":)");
        w.ref(m_resources[t]);
        w.raw("}");
        hand_over(false);
    }
    w.raw("],");
    w.raw(R"("classes":)");
    w.strings(m_classes);
    w.raw("}");
    hand_over(true);
}

} // namespace pp::runtime
