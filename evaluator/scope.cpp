// Scopes (variables, match data, the persistent anchor) and the function registry.
#include "evaluator/evaluator.hpp"

namespace pp::evaluator {

constexpr std::size_t kIndexedScope = 16; // variables beyond which a scope keeps an index

const Value* Scope::lookup_local(std::string_view name) const {
    const Value* v = find_local(name);
    if (m_resolve_facts && (v == nullptr ? name.find("::") == std::string_view::npos : name == "facts")) {
        resolve_facts();
        v = find_local(name);
    }
    return v;
}

void Scope::set_fact_resolver(std::function<void(Scope&)> resolve, std::size_t room) {
    m_vars.reserve(m_vars.size() + room);
    m_resolve_facts = std::move(resolve);
}

void Scope::resolve_facts() const {
    auto resolve = std::move(m_resolve_facts);
    m_resolve_facts = nullptr;
    // a scope with a fact resolver is the top scope, which is never const itself
    resolve(const_cast<Scope&>(*this));
}

const Value* Scope::find_local(std::string_view name) const {
    if (!m_index.empty()) {
        auto it = m_index.find(name);
        return it == m_index.end() ? nullptr : &m_vars[it->second].second;
    }
    for (const auto& [n, v] : m_vars) {
        if (n == name) return &v;
    }
    return nullptr;
}

const Value* Scope::lookup(std::string_view name) const {
    for (const Scope* s = this; s != nullptr; s = s->m_parent) {
        if (const Value* v = s->lookup_local(name)) return v;
    }
    return nullptr;
}

bool Scope::set(std::string_view name, Value value) {
    if (find_local(name) != nullptr) return false;
    m_vars.emplace_back(name, std::move(value));
    if (!m_index.empty()) {
        m_index.emplace(name, m_vars.size() - 1);
    } else if (m_vars.size() > kIndexedScope) {
        for (std::size_t i = 0; i < m_vars.size(); ++i)
            m_index.emplace(m_vars[i].first, i);
    }
    return true;
}

bool Scope::replace(std::string_view name, Value value) {
    for (Scope* s = this; s != nullptr; s = s->m_parent) {
        for (auto& [n, v] : s->m_vars) {
            if (n != name) continue;
            v = std::move(value);
            return true;
        }
    }
    return false;
}

bool Scope::set_owned(std::string name, Value value) {
    if (find_local(name) != nullptr) return false;
    m_owned_names.push_front(std::move(name));
    return set(m_owned_names.front(), std::move(value));
}

const Value* Scope::match_group(std::size_t n) const {
    for (const Scope* s = this; s != nullptr; s = s->m_parent) {
        if (s->m_has_match) {
            static const Value kUndef;
            return n < s->m_match.size() ? &s->m_match[n] : &kUndef;
        }
    }
    return nullptr;
}

Scope& Scope::anchor() {
    Scope* s = this;
    while (s->is_local() && s->m_parent != nullptr)
        s = s->m_parent;
    return *s;
}

Scope& Scope::top() {
    Scope* s = this;
    while (s->m_parent != nullptr)
        s = s->m_parent;
    return *s;
}

void FunctionRegistry::add(FunctionInfo info) {
    std::string name = info.name;
    m_functions[name] = std::move(info);
}

const FunctionInfo* FunctionRegistry::find(std::string_view name) const {
    auto it = m_functions.find(name);
    return it == m_functions.end() ? nullptr : &it->second;
}

std::size_t Scope::resource() const {
    for (const Scope* s = this; s != nullptr; s = s->m_parent) {
        if (s->m_resource != SIZE_MAX) return s->m_resource;
    }
    return SIZE_MAX;
}

} // namespace pp::evaluator
