#include "runtime/value.hpp"

#include "runtime/binary.hpp"
#include "runtime/object.hpp"
#include "runtime/semver.hpp"
#include "runtime/uri.hpp"

#include <bit>
#include <functional>

namespace pp::runtime {

namespace {
// Hash mixing (boost::hash_combine's constant).
std::size_t mix(std::size_t seed, std::size_t h) {
    return seed ^ (h + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}
constexpr std::size_t kNotFound = static_cast<std::size_t>(-1);
constexpr std::size_t kIndexThreshold = 12; // below this many entries a linear scan is faster
} // namespace

std::string_view kind_name(ValueKind k) {
    switch (k) {
    case ValueKind::Undef:
        return "Undef";
    case ValueKind::Default:
        return "Default";
    case ValueKind::Boolean:
        return "Boolean";
    case ValueKind::Integer:
        return "Integer";
    case ValueKind::Float:
        return "Float";
    case ValueKind::String:
        return "String";
    case ValueKind::Regexp:
        return "Regexp";
    case ValueKind::Array:
        return "Array";
    case ValueKind::Hash:
        return "Hash";
    case ValueKind::Type:
        return "Type";
    case ValueKind::Sensitive:
        return "Sensitive";
    case ValueKind::Timespan:
        return "Timespan";
    case ValueKind::Timestamp:
        return "Timestamp";
    // Puppet's labels (model_label_provider.rb): a Version is a "Semver", a URI a plain Ruby "Object"
    case ValueKind::SemVer:
        return "Semver";
    case ValueKind::SemVerRange:
        return "SemverRange";
    case ValueKind::Binary:
        return "Binary";
    case ValueKind::URI:
        return "Object";
    case ValueKind::Iterator:
        return "Iterator";
    case ValueKind::Deferred:
        return "Deferred";
    case ValueKind::Object:
        return "Object";
    }
    return "Any";
}

Value::Value(std::string s)
    : m_kind(ValueKind::String), m_heap(std::make_shared<const std::string>(std::move(s))) {}
Value::Value(std::vector<Value> items)
    : m_kind(ValueKind::Array), m_heap(std::make_shared<const std::vector<Value>>(std::move(items))) {}
Value::Value(Hash h) : m_kind(ValueKind::Hash), m_heap(std::make_shared<const Hash>(std::move(h))) {}
Value::Value(std::shared_ptr<const Type> t) : m_kind(ValueKind::Type), m_heap(std::move(t)) {}
Value::Value(std::shared_ptr<const Regexp> r) : m_kind(ValueKind::Regexp), m_heap(std::move(r)) {}

Value Value::sensitive(Value inner) {
    Value v;
    v.m_kind = ValueKind::Sensitive;
    v.m_heap = std::make_shared<const Value>(std::move(inner));
    return v;
}

Value Value::heap(ValueKind kind, std::shared_ptr<const void> object) {
    Value v;
    v.m_kind = kind;
    v.m_heap = std::move(object);
    return v;
}

const std::string& Value::as_string() const {
    return object<std::string>();
}
const std::vector<Value>& Value::as_array() const {
    return object<std::vector<Value>>();
}
const Hash& Value::as_hash() const {
    return object<Hash>();
}
const Type& Value::as_type() const {
    return object<Type>();
}
std::shared_ptr<const Type> Value::type_ptr() const {
    return std::static_pointer_cast<const Type>(m_heap);
}
const Regexp& Value::as_regexp() const {
    return object<Regexp>();
}
const Value& Value::sensitive_inner() const {
    return object<Value>();
}

bool Value::eql(const Value& o) const {
    if (m_kind != o.m_kind) return false;
    switch (m_kind) {
    case ValueKind::Undef:
    case ValueKind::Default:
        return true;
    case ValueKind::Boolean:
        return m_scalar.b == o.m_scalar.b;
    case ValueKind::Integer:
        return m_scalar.i == o.m_scalar.i;
    case ValueKind::Float:
        return m_scalar.f == o.m_scalar.f;
    case ValueKind::String:
        return m_heap == o.m_heap || as_string() == o.as_string();
    case ValueKind::Array: {
        if (m_heap == o.m_heap) return true;
        const auto& a = as_array();
        const auto& b = o.as_array();
        if (a.size() != b.size()) return false;
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!a[i].eql(b[i])) return false;
        }
        return true;
    }
    case ValueKind::Hash: {
        if (m_heap == o.m_heap) return true;
        const Hash& a = as_hash();
        const Hash& b = o.as_hash();
        if (a.size() != b.size()) return false;
        for (const auto& [k, v] : a) {
            const Value* other = b.find(k);
            if (other == nullptr || !v.eql(*other)) return false;
        }
        return true;
    }
    case ValueKind::Type:
        return m_heap == o.m_heap || pp::runtime::eql(as_type(), o.as_type());
    case ValueKind::Regexp:
        return m_heap == o.m_heap || pp::runtime::eql(as_regexp(), o.as_regexp());
    case ValueKind::Sensitive:
        // Sensitive#== (p_sensitive_type.rb): equal when the wrapped values hash alike
        return m_heap == o.m_heap || sensitive_inner().eql(o.sensitive_inner());
    case ValueKind::SemVer:
        return m_heap == o.m_heap || object<SemVer>().eql(o.object<SemVer>());
    case ValueKind::SemVerRange:
        return m_heap == o.m_heap || object<VersionRange>().eql(o.object<VersionRange>());
    case ValueKind::Binary:
        return m_heap == o.m_heap || object<Binary>().bytes() == o.object<Binary>().bytes();
    case ValueKind::URI:
        return m_heap == o.m_heap || object<Uri>().eql(o.object<Uri>());
    case ValueKind::Object:
    case ValueKind::Deferred:
        return m_heap == o.m_heap || object<Object>().eql(o.object<Object>());
    default:
        return m_heap == o.m_heap;
    }
}

std::size_t Value::hash() const {
    auto seed = static_cast<std::size_t>(m_kind);
    switch (m_kind) {
    case ValueKind::Undef:
    case ValueKind::Default:
        return seed;
    case ValueKind::Boolean:
        return mix(seed, m_scalar.b ? 1 : 0);
    case ValueKind::Integer:
        return mix(seed, std::hash<std::int64_t>{}(m_scalar.i));
    case ValueKind::Float:
        return mix(seed, std::hash<double>{}(m_scalar.f));
    case ValueKind::String:
        return mix(seed, std::hash<std::string>{}(as_string()));
    case ValueKind::Array:
        for (const Value& v : as_array())
            seed = mix(seed, v.hash());
        return seed;
    case ValueKind::Hash: {
        // order-independent, as eql() is
        std::size_t acc = 0;
        for (const auto& [k, v] : as_hash())
            acc += mix(k.hash(), v.hash());
        return mix(seed, acc);
    }
    case ValueKind::Type:
        return mix(seed, hash_of(as_type()));
    case ValueKind::Regexp:
        return mix(seed, hash_of(as_regexp()));
    case ValueKind::SemVer:
        return mix(seed, object<SemVer>().hash());
    case ValueKind::SemVerRange:
        return mix(seed, object<VersionRange>().hash());
    case ValueKind::Binary:
        return mix(seed, std::hash<std::string>{}(object<Binary>().bytes()));
    case ValueKind::URI:
        return mix(seed, object<Uri>().hash());
    case ValueKind::Sensitive:
        return mix(seed, sensitive_inner().hash());
    case ValueKind::Object:
    case ValueKind::Deferred:
        return mix(seed, object<Object>().hash());
    default:
        return mix(seed, std::hash<const void*>{}(m_heap.get()));
    }
}

Hash::Hash(std::initializer_list<Entry> entries) {
    for (const auto& e : entries)
        set(e.first, e.second);
}

void Hash::build_index() const {
    std::size_t n = std::bit_ceil(m_entries.size() * 2);
    m_buckets.assign(n, {});
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        m_buckets[m_entries[i].first.hash() & (n - 1)].push_back(static_cast<std::uint32_t>(i));
    }
}

std::size_t Hash::index_of(const Value& key) const {
    if (m_entries.size() < kIndexThreshold) {
        for (std::size_t i = 0; i < m_entries.size(); ++i) {
            if (m_entries[i].first.eql(key)) return i;
        }
        return kNotFound;
    }
    if (m_buckets.size() < m_entries.size()) build_index();
    for (std::uint32_t i : m_buckets[key.hash() & (m_buckets.size() - 1)]) {
        if (m_entries[i].first.eql(key)) return i;
    }
    return kNotFound;
}

void Hash::set(Value key, Value value) {
    std::size_t i = index_of(key);
    if (i != kNotFound) {
        m_entries[i].second = std::move(value);
        return;
    }
    m_entries.emplace_back(std::move(key), std::move(value));
    if (!m_buckets.empty()) {
        if (m_buckets.size() < m_entries.size()) {
            build_index();
        } else {
            m_buckets[m_entries.back().first.hash() & (m_buckets.size() - 1)].push_back(
                static_cast<std::uint32_t>(m_entries.size() - 1));
        }
    }
}

const Value* Hash::find(const Value& key) const {
    std::size_t i = index_of(key);
    return i == kNotFound ? nullptr : &m_entries[i].second;
}

void Hash::erase(const Value& key) {
    std::size_t i = index_of(key);
    if (i == kNotFound) return;
    m_entries.erase(m_entries.begin() + static_cast<std::ptrdiff_t>(i));
    m_buckets.clear(); // positions moved; rebuilt on the next large lookup
}

} // namespace pp::runtime
