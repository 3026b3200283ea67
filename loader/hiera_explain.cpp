// Printing the explanation tree as `puppet lookup --explain` does (explainer.rb's dump_on methods).
#include "loader/hiera_explain.hpp"

#include "runtime/ruby_text.hpp"

namespace pp::loader::hiera {

using Node = Explainer::Node;

Explainer::Explainer() : m_root(std::make_unique<Node>()) {
    current = m_root.get();
}
Explainer::~Explainer() = default;
Node* Explainer::root() {
    return m_root.get();
}

void Explainer::add_text(std::string text) {
    current->texts.push_back(std::move(text));
}

std::string Explainer::text() const {
    std::string out;
    m_root->dump(out, "", "");
    return out;
}

Node* Node::add(Kind k, std::string label_text, std::string detail_text) {
    auto n = std::make_unique<Node>();
    n->kind = k;
    n->parent = this;
    n->label = std::move(label_text);
    n->detail = std::move(detail_text);
    branches.push_back(std::move(n));
    return branches.back().get();
}

namespace {

const char* event_name(Node::Event e) {
    switch (e) {
    case Node::Event::Found:
        return "found";
    case Node::Event::FoundInOverrides:
        return "found_in_overrides";
    case Node::Event::FoundInDefaults:
        return "found_in_defaults";
    case Node::Event::NotFound:
        return "not_found";
    case Node::Event::Result:
        return "result";
    case Node::Event::LocationNotFound:
        return "location_not_found";
    case Node::Event::ModuleNotFound:
        return "module_not_found";
    case Node::Event::ModuleProviderNotFound:
        return "module_provider_not_found";
    case Node::Event::None:
        break;
    }
    return "";
}

const char* type_name(Node::Kind k) {
    switch (k) {
    case Node::Kind::InvalidKey:
        return "invalid_key";
    case Node::Kind::MergeSource:
        return "merge_source";
    case Node::Kind::Module:
        return "module";
    case Node::Kind::Interpolate:
        return "interpolate";
    case Node::Kind::Merge:
        return "merge";
    case Node::Kind::DataProvider:
        return "data_provider";
    case Node::Kind::Location:
        return "path";
    case Node::Kind::SubLookup:
        return "sub_key";
    case Node::Kind::Segment:
        return "segment";
    case Node::Kind::Scope:
        return "scope";
    default:
        return "root";
    }
}

} // namespace

Value Explainer::to_hash() const {
    if (m_root->branches.size() == 1) return m_root->branches[0]->to_hash();
    runtime::Hash h;
    if (!m_root->branches.empty()) {
        std::vector<Value> b;
        for (const auto& n : m_root->branches)
            b.push_back(n->to_hash());
        h.set(Value("branches"), Value(std::move(b)));
    }
    return Value(std::move(h));
}

Value Node::to_hash() const {
    if (kind == Kind::MergeSource)
        return Value(
            runtime::Hash{{Value("type"), Value("merge_source")}, {Value("merge_source"), Value(label)}});
    if (kind == Kind::Merge && branches.size() == 1) return branches[0]->to_hash();
    runtime::Hash h;
    if (!branches.empty()) {
        std::vector<Value> b;
        for (const auto& n : branches)
            b.push_back(n->to_hash());
        h.set(Value("branches"), Value(std::move(b)));
    }
    std::string k = kind == Kind::Top || kind == Kind::InvalidKey ? label : key;
    const bool keyed = kind == Kind::Top || kind == Kind::InvalidKey || event == Event::Found ||
                       event == Event::FoundInDefaults || event == Event::FoundInOverrides ||
                       event == Event::NotFound;
    if (keyed) h.set(Value("key"), Value(k));
    if (event == Event::Found || event == Event::FoundInDefaults || event == Event::FoundInOverrides ||
        event == Event::Result)
        h.set(Value("value"), value);
    if (event != Event::None) h.set(Value("event"), Value(event_name(event)));
    if (!texts.empty()) h.set(Value("texts"), Value(std::vector<Value>(texts.begin(), texts.end())));
    h.set(Value("type"), Value(type_name(kind)));
    switch (kind) {
    case Kind::Interpolate:
        h.set(Value("expression"), Value(label));
        break;
    case Kind::Merge: {
        h.set(Value("merge"), Value(merge.key()));
        runtime::Hash options = merge.options;
        options.erase(Value("strategy"));
        if (!options.empty()) h.set(Value("options"), Value(options));
        break;
    }
    case Kind::DataProvider:
        h.set(Value("name"), Value(label));
        if (!detail.empty()) h.set(Value("configuration_path"), Value(detail));
        if (!module.empty()) h.set(Value("module"), Value(module));
        break;
    case Kind::Location:
        h.set(Value("original_path"), Value(detail));
        h.set(Value("path"), Value(label));
        break;
    case Kind::Scope:
        h.set(Value("name"), Value(label));
        break;
    default:
        break;
    }
    return Value(std::move(h));
}

void dump_value(std::string& out, const std::string& indent, const Value& value) {
    const std::string inner = indent + "  ";
    if (value.is_hash()) {
        out += '{';
        if (!value.as_hash().empty()) {
            const char* sep = "\n";
            for (const auto& [k, v] : value.as_hash()) {
                out += sep;
                out += inner;
                dump_value(out, inner, k);
                out += " => ";
                dump_value(out, inner, v);
                sep = ",\n";
            }
            out += '\n';
            out += indent;
        }
        out += '}';
    } else if (value.is_array()) {
        out += '[';
        if (!value.as_array().empty()) {
            const char* sep = "\n";
            for (const Value& v : value.as_array()) {
                out += sep;
                out += inner;
                dump_value(out, inner, v);
                sep = ",\n";
            }
            out += '\n';
            out += indent;
        }
        out += ']';
    } else {
        out += runtime::ruby_inspect(value);
    }
}

void Node::dump_texts(std::string& out, const std::string& indent) const {
    for (const std::string& t : texts)
        out += indent + t + "\n";
}

void Node::dump_outcome(std::string& out, const std::string& indent) const {
    switch (event) {
    case Event::NotFound:
        out += indent + "No such key: \"" + key + "\"\n";
        break;
    case Event::Found:
    case Event::FoundInOverrides:
    case Event::FoundInDefaults:
        out += indent + "Found key: \"" + key + "\" value: ";
        dump_value(out, indent, value);
        if (event == Event::FoundInOverrides) out += " in overrides";
        if (event == Event::FoundInDefaults) out += " in defaults";
        out += '\n';
        break;
    default:
        break;
    }
    dump_texts(out, indent);
}

void Node::dump(std::string& out, const std::string& indent, const std::string& first_indent) const {
    const std::string inner = indent + "  ";
    switch (kind) {
    case Kind::Root:
        for (const auto& b : branches)
            b->dump(out, indent, first_indent);
        dump_texts(out, indent);
        return;
    case Kind::Top:
        out += first_indent + "Searching for \"" + label + "\"\n";
        for (const auto& b : branches)
            b->dump(out, inner, inner);
        return;
    case Kind::InvalidKey:
        out += first_indent + "Invalid key \"" + label + "\"\n";
        return;
    case Kind::MergeSource:
        out += first_indent + "Using merge options from \"" + label + "\" hash\n";
        return;
    case Kind::Module:
        if (event == Event::ModuleNotFound) out += indent + "Module \"" + label + "\" not found\n";
        if (event == Event::ModuleProviderNotFound)
            out += indent + "Module data provider for module \"" + label + "\" not found\n";
        return;
    case Kind::Interpolate:
        out += first_indent + "Interpolation on \"" + label + "\"\n";
        for (const auto& b : branches)
            b->dump(out, inner, inner);
        return;
    case Kind::Merge: {
        if (branches.empty()) return;
        // a merge of one branch is not worth reporting
        if (branches.size() == 1) {
            branches[0]->dump(out, indent, first_indent);
            return;
        }
        out += first_indent + "Merge strategy " + merge.key() + "\n";
        runtime::Hash options = merge.options;
        options.erase(Value("strategy"));
        if (!options.empty()) {
            out += inner + "Options: ";
            dump_value(out, inner, Value(options));
            out += '\n';
        }
        for (const auto& b : branches)
            b->dump(out, inner, inner);
        if (event == Event::Result) {
            out += inner + "Merged result: ";
            dump_value(out, inner, value);
            out += '\n';
        }
        return;
    }
    case Kind::DataProvider:
        out += first_indent + label + "\n";
        if (!detail.empty()) out += inner + "Using configuration \"" + detail + "\"\n";
        for (const auto& b : branches)
            b->dump(out, inner, inner);
        dump_outcome(out, inner);
        return;
    case Kind::Location:
        out += indent + "Path \"" + label + "\"\n";
        out += inner + "Original path: \"" + detail + "\"\n";
        for (const auto& b : branches)
            b->dump(out, inner, inner);
        if (event == Event::LocationNotFound) out += inner + "Path not found\n";
        dump_outcome(out, inner);
        return;
    case Kind::SubLookup:
        out += indent + "Sub key: \"" + label + "\"\n";
        for (const auto& b : branches)
            b->dump(out, inner, inner);
        dump_outcome(out, inner);
        return;
    case Kind::Segment:
        dump_outcome(out, indent);
        return;
    case Kind::Scope:
        out += indent + label + "\n";
        for (const auto& b : branches)
            b->dump(out, inner, inner);
        dump_outcome(out, inner);
        return;
    }
}

} // namespace pp::loader::hiera
