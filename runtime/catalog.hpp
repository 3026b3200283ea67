#pragma once
// The catalog a compilation produces (Puppet::Resource::Catalog): resources in the order they were added,
// containment edges, the classes evaluated and the catalog's tags; serialized as Puppet's catalog JSON
// (catalog_format 2, what `puppet catalog compile --render-as json` prints).

#include "runtime/value.hpp"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace pp::runtime {

/// Puppet's tag rules (Puppet::Util::Tagging): lower case; valid tags match
/// /\A[[:alnum:]_][[:alnum:]_:.-]*\z/.
bool valid_tag(std::string_view tag);
std::string downcase(std::string_view s);
/// `foo::bar` -> `Foo::Bar` (Puppet's resource type and class title form).
std::string capitalize_name(std::string_view name);

/// A resource's tags in the order they were added, each once, in one buffer: each tag is its length (one
/// byte, or 255 and four more bytes) followed by its bytes. A resource has half a dozen short tags; as a
/// vector of strings they took 200 bytes and more for each resource of a large catalog. The buffer is one
/// pointer in the resource (its size and room at its start): as a std::string, 32 bytes of each resource
/// held the first 15 bytes of tags, fewer than most resources have.
class TagList {
public:
    class const_iterator {
    public:
        using value_type = std::string_view;
        using difference_type = std::ptrdiff_t;
        using iterator_category = std::forward_iterator_tag;
        using pointer = void;
        using reference = std::string_view;

        const_iterator() = default;
        [[nodiscard]] std::string_view operator*() const;
        const_iterator& operator++();
        const_iterator operator++(int) {
            const_iterator was = *this;
            ++*this;
            return was;
        }
        bool operator==(const const_iterator&) const = default;

    private:
        friend class TagList;
        explicit const_iterator(const char* at) : m_at(at) {}
        const char* m_at = nullptr;
    };

    TagList() = default;
    TagList(std::initializer_list<std::string_view> tags);
    TagList(const TagList& other);
    TagList(TagList&& other) noexcept : m_block(std::exchange(other.m_block, nullptr)) {}
    TagList& operator=(const TagList& other);
    TagList& operator=(TagList&& other) noexcept {
        std::swap(m_block, other.m_block);
        return *this;
    }
    ~TagList();

    [[nodiscard]] const_iterator begin() const { return const_iterator(bytes().data()); }
    [[nodiscard]] const_iterator end() const { return const_iterator(bytes().data() + bytes().size()); }
    [[nodiscard]] std::size_t size() const { return static_cast<std::size_t>(std::distance(begin(), end())); }
    [[nodiscard]] bool empty() const { return m_block == nullptr || m_block->size == 0; }
    /// Whether `tag` (compared as it is) is one of the tags.
    [[nodiscard]] bool contains(std::string_view tag) const;
    /// Appends `tag` unless it is there.
    void add(std::string_view tag);
    bool operator==(const TagList& other) const { return bytes() == other.bytes(); }

private:
    struct Block {
        std::uint32_t size;
        std::uint32_t room;
        // followed by `room` bytes
        [[nodiscard]] char* data() { return reinterpret_cast<char*>(this + 1); }
    };
    [[nodiscard]] std::string_view bytes() const {
        return m_block == nullptr ? std::string_view() : std::string_view(m_block->data(), m_block->size);
    }
    /// Makes `more` bytes more room at the end and counts them in; returns where they go.
    char* grow(std::size_t more);
    void append(std::string_view bytes);
    Block* m_block = nullptr;
};

/// An immutable string that copies share: a resource's file, the same path for every resource a manifest
/// declares (each resource of a large catalog kept its own copy).
class SharedString {
public:
    SharedString() = default;
    SharedString(std::string text); // NOLINT: implicit by design (it replaced a std::string member)
    SharedString(const char* text) : SharedString(std::string(text)) {} // NOLINT: implicit by design

    [[nodiscard]] const std::string& str() const { return m_text ? *m_text : empty_string(); }
    operator const std::string&() const { return str(); } // NOLINT: implicit by design
    operator std::string_view() const { return str(); }   // NOLINT: implicit by design
    [[nodiscard]] bool empty() const { return str().empty(); }
    friend bool operator==(const SharedString& a, std::string_view b) { return a.str() == b; }

private:
    static const std::string& empty_string();
    std::shared_ptr<const std::string> m_text;
};

/// A resource's `kind` in the catalog ("compilable_type", "defined_type", "class", "unknown"): a string
/// literal, or a string kept for the process (a catalog file's other kinds, through intern()). Nothing else
/// converts to it, so it never points to a string that goes away.
class ResourceKind {
public:
    constexpr ResourceKind() = default;
    template <std::size_t N>
    constexpr ResourceKind(const char (&literal)[N]) : m_text(literal) {} // NOLINT: as a literal
    /// The kind named `text`, kept for the rest of the process unless it is one of the usual ones.
    static ResourceKind intern(std::string_view text);

    [[nodiscard]] constexpr std::string_view text() const { return m_text; }
    constexpr operator std::string_view() const { return m_text; } // NOLINT: implicit by design
    [[nodiscard]] constexpr bool empty() const { return *m_text == '\0'; }
    friend constexpr bool operator==(ResourceKind a, std::string_view b) { return a.text() == b; }

private:
    const char* m_text = ""; ///< (one pointer, where a view took two)
};

/// A name kept for the rest of the process: a resource's parameters' names, its namevar, the attribute its
/// title gives. Assigning any text keeps a copy of it, once for the process: only the names types and
/// defined types declare are assigned. One pointer, where a std::string took 32 bytes (a parameter took 64
/// bytes, now 40: the 10k-resource catalog's parameters 3 MB, now 2).
class KeptName {
public:
    KeptName() = default;
    KeptName(std::string_view text);                                        // NOLINT: implicit by design
    KeptName(const std::string& text) : KeptName(std::string_view(text)) {} // NOLINT: implicit by design
    KeptName(const char* text) : KeptName(std::string_view(text)) {}        // NOLINT: implicit by design

    [[nodiscard]] std::string_view view() const { return m_text != nullptr ? *m_text : std::string_view(); }
    [[nodiscard]] const std::string& str() const;
    operator std::string_view() const { return view(); } // NOLINT: implicit by design
    [[nodiscard]] bool empty() const { return m_text == nullptr; }
    void clear() { m_text = nullptr; }
    friend bool operator==(KeptName a, std::string_view b) { return a.view() == b; }

private:
    const std::string* m_text = nullptr; ///< null: empty
};

/// The namevar values a resource's title gives (Puppet::Resource#parse_title) as (name, value) pairs in
/// order: a view of a CatalogResource's, valid while the resource is.
class TitleParams {
public:
    using value_type = std::pair<std::string_view, std::string_view>;
    class const_iterator {
    public:
        using value_type = TitleParams::value_type;
        using difference_type = std::ptrdiff_t;
        using iterator_category = std::forward_iterator_tag;
        using pointer = void;
        using reference = value_type;

        const_iterator() = default;
        [[nodiscard]] value_type operator*() const { return (*m_of)[m_at]; }
        const_iterator& operator++() {
            ++m_at;
            return *this;
        }
        const_iterator operator++(int) {
            const_iterator was = *this;
            ++*this;
            return was;
        }
        bool operator==(const const_iterator&) const = default;

    private:
        friend class TitleParams;
        const_iterator(const TitleParams* of, std::size_t at) : m_of(of), m_at(at) {}
        const TitleParams* m_of = nullptr;
        std::size_t m_at = 0;
    };

    TitleParams() = default;
    /// The usual case: the title itself, under `key`.
    TitleParams(std::string_view key, std::string_view title) : m_one(key, title), m_size(1) {}
    explicit TitleParams(const std::vector<std::pair<std::string, std::string>>* list)
        : m_list(list), m_size(list->size()) {}

    [[nodiscard]] value_type operator[](std::size_t i) const {
        return m_list != nullptr ? value_type((*m_list)[i].first, (*m_list)[i].second) : m_one;
    }
    [[nodiscard]] const_iterator begin() const { return {this, 0}; }
    [[nodiscard]] const_iterator end() const { return {this, m_size}; }
    [[nodiscard]] std::size_t size() const { return m_size; }
    [[nodiscard]] bool empty() const { return m_size == 0; }

private:
    value_type m_one;
    const std::vector<std::pair<std::string, std::string>>* m_list = nullptr;
    std::size_t m_size = 0;
};

struct CatalogResource {
    std::string type;  ///< "File", "Class", "Foo::Bar", "Node", "Stage"
    std::string title; ///< class titles capitalized ("Foo::Bar"), main's is "main"
    std::vector<std::pair<KeptName, Value>> params; ///< in the order they were set
    TagList tags;
    SharedString file;                ///< empty: none
    ResourceKind kind;                ///< "compilable_type", "defined_type", "unknown" (classes and nodes)
    std::size_t container = SIZE_MAX; ///< the resource containing this one (index in the catalog)
    /// Resource#namevar: the single key attribute of a type with one, else `name`. A parameter with this name
    /// whose value is the title is left out of the JSON ("don't duplicate the title as the namevar").
    KeptName namevar = "name";
    int line = 0; ///< 0: none
    bool exported = false;
    bool exported_set =
        true; ///< false for create_resources' resources: Puppet prints `exported` after `kind`
    bool is_virtual = false;
    /// False when the title was not a string (create_resources' `80`): Puppet's title then differs from its
    /// text, so the namevar is printed even when it is the title.
    bool title_is_text = true;

    [[nodiscard]] std::string ref() const { return type + "[" + title + "]"; }
    [[nodiscard]] const Value* param(std::string_view name) const;
    /// Sets (or replaces, keeping its position) a parameter; an undef value removes it.
    void set_param(std::string_view name, Value value);
    void remove_param(std::string_view name);
    /// Adds a tag and, for `a::b`, its segments (Tagging#tag). Invalid tags are ignored when `if_valid`.
    void tag(std::string_view name, bool if_valid = false);
    /// Adds another resource's tags (its container's): what tag() on each would add, in the same order,
    /// without lowering or splitting them again (tag() left them lower case, each followed by its segments).
    void merge_tags(const TagList& from);
    [[nodiscard]] bool tagged(std::string_view name) const;
    /// The namevar values the title gives (Puppet::Resource#parse_title), serialized ahead of the parameters
    /// as Puppet's to_data_hash does; an explicit parameter of the same name replaces the value in place.
    [[nodiscard]] TitleParams title_params() const {
        if (m_title_list) return TitleParams(m_title_list.get());
        if (!m_title_key.empty()) return {m_title_key.view(), title};
        return {};
    }
    /// Sets them (after the title): a single pair whose value is the title keeps only the name.
    void set_title_params(std::vector<std::pair<std::string, std::string>> params);
    /// The usual case without building the pair: the title itself, under attribute `key`.
    void set_title_key(std::string_view key);

private:
    // Most titles give one value, the title itself, under the type's key attribute: that is kept as the
    // attribute's name alone, a string kept for the process (as a vector of two strings, it took a hundred
    // bytes and more for each resource of a large catalog). Any other result is shared by copies.
    KeptName m_title_key;
    std::shared_ptr<const std::vector<std::pair<std::string, std::string>>> m_title_list;
};

/// A catalog's titles and aliases, each to its resource's index: one open-addressing table over one buffer of
/// keys, looked up without building a string. A large compile looks a key up for every resource it declares.
class ResourceIndex {
public:
    /// The value under `key`, or SIZE_MAX.
    [[nodiscard]] std::size_t find(std::string_view key) const;
    /// Adds `key` -> `value` unless `key` is there; returns the value `key` has afterwards.
    std::size_t emplace(std::string_view key, std::size_t value);

private:
    struct Slot {
        std::uint32_t hash = 0;   ///< the key's hash, its low bits
        std::uint32_t offset = 0; ///< of the key in m_keys
        std::uint32_t length = 0;
        std::uint32_t value = UINT32_MAX; ///< UINT32_MAX: an empty slot
    };
    [[nodiscard]] std::size_t slot_of(std::string_view key, std::uint32_t hash) const;
    void grow();
    std::vector<Slot> m_slots; ///< a power of two of them, at most half full
    std::string m_keys;
    std::size_t m_size = 0;
};

class Catalog {
public:
    /// The resource with this type (any case of its segments) and title, or null.
    [[nodiscard]] CatalogResource* find(std::string_view type, std::string_view title);
    [[nodiscard]] const CatalogResource* find(std::string_view type, std::string_view title) const;
    [[nodiscard]] std::size_t index_of(const CatalogResource& r) const;
    /// Adds a resource (its type and title must be new); returns its index.
    std::size_t add(CatalogResource r);
    /// Adds a resource right after resource `after` in catalog order (Catalog#add_resource_after, for the
    /// resources a type generates while the catalog is applied). Its index is still the next one.
    std::size_t add_after(std::size_t after, CatalogResource r);
    /// The same right before resource `before` (Catalog#add_resource_before, for depth-first types).
    std::size_t add_before(std::size_t before, CatalogResource r);
    /// The resources' indexes in catalog order: 0, 1, 2, ... unless add_after placed some elsewhere.
    [[nodiscard]] std::vector<std::size_t> order() const;
    /// Catalog#alias: makes `title` another name of resource `index`, so `Type[title]` finds it. Returns the
    /// resource that already answers to that name (possibly `index` itself), or `index` once added.
    std::size_t alias(std::size_t index, std::string_view title);
    /// The same for a composite uniqueness key (the values of several key attributes; nullopt for nil).
    std::size_t alias(std::size_t index, const std::vector<std::optional<std::string>>& key);
    /// The resource of this type with this uniqueness key, or null.
    [[nodiscard]] const CatalogResource* find_key(std::string_view type,
                                                  const std::vector<std::optional<std::string>>& key) const;
    /// How `Type[title]` is looked up when no resource has that title or alias (Catalog#resource builds the
    /// title's uniqueness key, e.g. File['/tmp/x/'] finds File['/tmp/x']): returns the key, or nullopt.
    using UniquenessKey = std::vector<std::optional<std::string>>;
    using TitleNormalizer = std::optional<UniquenessKey> (*)(const void* context, std::string_view type,
                                                             std::string_view title);
    void set_title_normalizer(TitleNormalizer fn, const void* context) {
        m_normalizer = fn;
        m_normalizer_context = context;
    }
    [[nodiscard]] CatalogResource& at(std::size_t i) { return m_resources[i]; }
    [[nodiscard]] const CatalogResource& at(std::size_t i) const { return m_resources[i]; }
    [[nodiscard]] std::size_t size() const { return m_resources.size(); }
    [[nodiscard]] const std::deque<CatalogResource>& resources() const { return m_resources; }

    /// A containment edge (the container's resource to the contained one).
    void add_edge(std::size_t source, std::size_t target) { m_edges.emplace_back(source, target); }
    [[nodiscard]] const std::vector<std::pair<std::size_t, std::size_t>>& edges() const { return m_edges; }

    void add_class(std::string_view name);
    [[nodiscard]] const std::vector<std::string>& classes() const { return m_classes; }
    void tag(std::string_view name);
    /// Adds tags as they are (a declared class's or node's resource tags: Tagging#merge_tags_from).
    void merge_tags(const TagList& tags);
    [[nodiscard]] const std::vector<std::string>& tags() const { return m_tags; }
    [[nodiscard]] bool tagged(std::string_view name) const;

    /// Puppet's catalog JSON: resources (virtual ones that are not exported left out), edges between the
    /// resources kept, classes. `name` is the node, `version` the config version.
    [[nodiscard]] std::string to_json(const std::string& name, const std::string& environment,
                                      std::int64_t version) const;
    /// The same JSON handed to `flush` in pieces of about `chunk` bytes (the string it is given is cleared
    /// after the call), so that a large catalog is written out without being held whole in memory.
    void write_json(const std::string& name, const std::string& environment, std::int64_t version,
                    const std::function<void(std::string_view)>& flush, std::size_t chunk = 1U << 18U) const;
    /// Reads a catalog in that format (pp's or real Puppet's): resources in order with their parameters,
    /// tags, file and line, the containment edges, classes and tags. Throws std::runtime_error when the
    /// text is not JSON or not a catalog.
    static Catalog from_json(std::string_view text);

private:
    std::size_t add_next_to(std::size_t neighbour, CatalogResource r, bool after);
    /// The index's key (built in a buffer of the calling thread's, valid until its next call).
    static std::string_view key(std::string_view type, std::string_view title);
    static std::string_view key(std::string_view type, const std::vector<std::optional<std::string>>& values);
    std::deque<CatalogResource> m_resources;
    ResourceIndex m_index; ///< titles and aliases
    TitleNormalizer m_normalizer = nullptr;
    const void* m_normalizer_context = nullptr;
    std::vector<std::pair<std::size_t, std::size_t>> m_edges;
    std::vector<std::size_t> m_order; ///< empty while it is the index order
    std::vector<std::string> m_classes;
    std::vector<std::string> m_tags;
};

} // namespace pp::runtime
