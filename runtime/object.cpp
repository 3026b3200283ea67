#include "runtime/object.hpp"

#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"

#include <algorithm>

namespace pp::runtime {

namespace {

// Puppet's TypeAsserter: "SUBJECT has wrong type, DESCRIPTION" when `v` is no instance of `t`.
bool asserted(const Type& t, const Value& v, const std::string& subject, std::string* error) {
    if (is_instance(t, v)) return true;
    if (error != nullptr) *error = subject + " has wrong type, " + describe_mismatch(t, v);
    return false;
}

// The init hash types of PUP:lib/puppet/pops/types/p_object_type.rb (TYPE_OBJECT_I12N, TYPE_ATTRIBUTE,
// TYPE_FUNCTION), with Pcore's member and qualified names.
const Type& object_init_type() {
    static const TypePtr t = [] {
        const std::string name = R"(Pattern[/\A[a-z_]\w*\z/])"; // Pcore::TYPE_MEMBER_NAME
        return parse_type("Struct[{Optional[name] => Pattern[/\\A[A-Z][\\w]*(?:::[A-Z][\\w]*)*\\z/], "
                          "Optional[parent] => Type, Optional[type_parameters] => Hash[" +
                          name + ", NotUndef], " + "Optional[attributes] => Hash[" + name +
                          ", NotUndef], Optional[constants] => Hash[" + name +
                          ", Any], Optional[functions] => Hash[Variant[" + name +
                          ", Enum['[]']], NotUndef], Optional[equality] => Variant[" + name + ", Array[" +
                          name + "]], Optional[equality_include_type] => Boolean, Optional[checks] => Any, " +
                          "Optional[annotations] => Hash[Type, Hash[String, Any]]}]");
    }();
    return *t;
}

const Type& attribute_init_type() {
    static const TypePtr t =
        parse_type("Struct[{type => Type, Optional[final] => Boolean, Optional[override] => "
                   "Boolean, Optional[kind] => Enum[constant, derived, given_or_derived, "
                   "reference], value => Any, Optional[annotations] => Hash[Type, Hash[String, "
                   "Any]]}]");
    return *t;
}

const Type& function_init_type() {
    static const TypePtr t = parse_type("Struct[{type => Type[Callable], Optional[final] => Boolean, "
                                        "Optional[override] => Boolean, Optional[annotations] => Hash[Type, "
                                        "Hash[String, Any]]}]");
    return *t;
}

// Reads `name => Type` or `name => {type => Type, value => V, ...}` entries of an attributes, functions or
// type_parameters hash of the Object type labelled `label` (its name, or "Object"), asserting each as
// PObjectType#_pcore_init_from_hash does.
bool read_members(const Value& hash, const char* what, bool implied_undef, const std::string& label,
                  std::vector<ObjectAttribute>& out, std::string* error) {
    auto fail = [&](const std::string& m) {
        if (error != nullptr) *error = m;
        return false;
    };
    if (!hash.is_hash()) return fail(std::string("Object ") + what + " must be a Hash");
    const bool function = std::string_view(what) == "function";
    for (const auto& [k, v] : hash.as_hash()) {
        if (!k.is_string()) return fail(std::string("Object ") + what + " names must be Strings");
        ObjectAttribute a;
        a.name = k.as_string();
        std::string member = std::string(what) + " " + label + "[" + a.name + "]";
        if (v.is_hash()) {
            if (function &&
                !asserted(function_init_type(), v, "initializer for function '" + a.name + "'", error))
                return false;
            if (std::string_view(what) == "attribute" &&
                !asserted(attribute_init_type(), v, "initializer for " + member, error))
                return false;
            const Value* type = v.as_hash().find(Value("type"));
            if (type == nullptr || !type->is_type())
                return fail("initializer for " + std::string(what) + " '" + a.name + "' has no type");
            a.type = type->type_ptr();
            if (const Value* value = v.as_hash().find(Value("value"))) {
                a.has_value = true;
                a.value = *value;
            }
        } else {
            static const TypePtr callable = parse_type("Type[Callable]");
            if (!asserted(function ? *callable : *type_type(nullptr), v, member, error)) return false;
            a.type = v.type_ptr();
        }
        // an attribute that may be undef defaults to undef
        if (implied_undef && !a.has_value && is_assignable(*a.type, *undef_type())) a.has_value = true;
        out.push_back(std::move(a));
    }
    return true;
}

// A type printed as a member of an expanded Object: aliases and other Objects by name.
std::string member_type(const TypePtr& t) {
    return t ? to_string(*t) : "Any";
}

std::string attribute_hash(const std::vector<ObjectAttribute>& members, bool strip_optional) {
    std::string out = "{";
    for (std::size_t i = 0; i < members.size(); ++i) {
        const ObjectAttribute& a = members[i];
        if (i > 0) out += ", ";
        out += format_value(Value(a.name)) + " => ";
        TypePtr t = a.type;
        if (strip_optional && t && t->kind() == TypeKind::Optional && t->m_elem) t = t->m_elem;
        if (a.has_value)
            out += "{type => " + member_type(t) + ", value => " + format_value(a.value) + "}";
        else
            out += member_type(t);
    }
    return out + "}";
}

} // namespace

TypePtr object_type_from_hash(const Value& init, std::string* error, std::string_view given_name) {
    if (!init.is_hash()) {
        if (error != nullptr) *error = "Object[] requires a Hash argument";
        return nullptr;
    }
    if (!asserted(object_init_type(), init, "object initializer", error)) return nullptr;
    auto spec = std::make_shared<ObjectSpec>();
    auto t = std::make_shared<Type>(TypeKind::Object);
    // the name the loader gives (the alias's) has precedence over the one the hash declares
    if (!given_name.empty()) {
        t->m_name = std::string(given_name);
    } else if (const Value* name = init.as_hash().find(Value("name")); name != nullptr && name->is_string()) {
        t->m_name = name->as_string();
    }
    const std::string label = t->m_name.empty() ? "Object" : t->m_name;
    for (const auto& [k, v] : init.as_hash()) {
        if (!k.is_string()) continue;
        const std::string& key = k.as_string();
        if (key == "parent" && v.is_type()) {
            spec->parent = v.type_ptr();
        } else if (key == "attributes") {
            if (!read_members(v, "attribute", true, label, spec->attributes, error)) return nullptr;
        } else if (key == "type_parameters") {
            if (!read_members(v, "type_parameter", false, label, spec->type_parameters, error))
                return nullptr;
        } else if (key == "functions") {
            std::vector<ObjectAttribute> fs;
            if (!read_members(v, "function", false, label, fs, error)) return nullptr;
            for (ObjectAttribute& f : fs)
                spec->functions.push_back({std::move(f.name), std::move(f.type)});
        }
    }
    t->m_object = std::move(spec);
    return t;
}

TypePtr named_object_type(const Type& object, std::string name) {
    auto t = std::make_shared<Type>(object);
    t->m_name = std::move(name);
    return t;
}

const Type* object_type_of(const Type& t) {
    const Type& r = t.resolved();
    return r.kind() == TypeKind::Object ? &r : nullptr;
}

std::vector<const ObjectAttribute*> all_attributes(const Type& object) {
    std::vector<const ObjectAttribute*> out;
    if (!object.m_object) return out;
    if (object.m_object->parent) {
        if (const Type* parent = object_type_of(*object.m_object->parent)) {
            if (parent != &object) out = all_attributes(*parent);
        }
    }
    for (const ObjectAttribute& a : object.m_object->attributes)
        out.push_back(&a);
    return out;
}

bool object_inherits(const Type& from, const Type& to) {
    if (to.m_name.empty() && !to.m_object) return true; // Object
    const Type* t = &from;
    for (int depth = 0; t != nullptr && depth < 100; ++depth) {
        if (t == &to || (!to.m_name.empty() && t->m_name == to.m_name)) return true;
        t = t->m_object && t->m_object->parent ? object_type_of(*t->m_object->parent) : nullptr;
    }
    return false;
}

TypePtr object_init_hash_type(const Type& object) {
    std::vector<StructMember> members;
    for (const ObjectAttribute* a : all_attributes(object))
        members.push_back({a->name, a->has_value, a->type});
    return struct_type(std::move(members));
}

std::string object_type_expanded(const Type& object) {
    std::vector<std::string> parts;
    if (!object.m_name.empty()) parts.push_back("name => " + format_value(Value(object.m_name)));
    if (object.m_object) {
        const ObjectSpec& s = *object.m_object;
        if (s.parent) parts.push_back("parent => " + member_type(s.parent));
        if (!s.type_parameters.empty())
            parts.push_back("type_parameters => " + attribute_hash(s.type_parameters, true));
        if (!s.attributes.empty()) parts.push_back("attributes => " + attribute_hash(s.attributes, false));
        if (!s.functions.empty()) {
            std::vector<ObjectAttribute> fs;
            for (const ObjectFunction& f : s.functions)
                fs.push_back({f.name, f.type, false, Value()});
            parts.push_back("functions => " + attribute_hash(fs, false));
        }
    }
    std::string out = "Object[{";
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i > 0 ? ", " : "") + parts[i];
    return out + "}]";
}

TypePtr error_type() {
    // lib/puppet/datatypes/error.rb
    static const TypePtr t = parse_type(R"(Object[{
        name => 'Error',
        type_parameters => {
          kind => Optional[Variant[String,Regexp,Type[Enum],Type[Pattern],Type[NotUndef],Type[Undef]]],
          issue_code => Optional[Variant[String,Regexp,Type[Enum],Type[Pattern],Type[NotUndef],Type[Undef]]]
        },
        attributes => {
          msg => String[1],
          kind => { type => Optional[String[1]], value => undef },
          details => { type => Optional[Hash[String[1],Data]], value => undef },
          issue_code => { type => Optional[String[1]], value => undef },
        },
        functions => {
          message => Callable[[], String[1]]
        }
      }])");
    return t;
}

TypePtr deferred_type() {
    // lib/puppet/pops/pcore.rb
    static const TypePtr t = parse_type(R"(Object[{
        name => 'Deferred',
        attributes => {
          name  => { type => Pattern[/\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\z/] },
          arguments => { type => Optional[Array[Any]], value => undef},
        }
      }])");
    return t;
}

const Value* Object::attribute(std::string_view name) const {
    auto attrs = all_attributes(*m_type);
    for (std::size_t i = 0; i < attrs.size() && i < m_values.size(); ++i) {
        if (attrs[i]->name == name) return &m_values[i];
    }
    return nullptr;
}

Hash Object::init_hash() const {
    Hash out;
    auto attrs = all_attributes(*m_type);
    for (std::size_t i = 0; i < attrs.size() && i < m_values.size(); ++i) {
        if (attrs[i]->has_value && m_values[i].eql(attrs[i]->value)) continue;
        out.set(Value(attrs[i]->name), m_values[i]);
    }
    return out;
}

std::string Object::to_string() const {
    return m_type->m_name + "(" + format_value(Value(init_hash())) + ")";
}

bool Object::eql(const Object& o) const {
    if (m_type->m_name != o.m_type->m_name || m_values.size() != o.m_values.size()) return false;
    for (std::size_t i = 0; i < m_values.size(); ++i) {
        if (!m_values[i].eql(o.m_values[i])) return false;
    }
    return true;
}

std::size_t Object::hash() const {
    std::size_t h = std::hash<std::string>{}(m_type->m_name);
    for (const Value& v : m_values)
        h = h * 31 + v.hash();
    return h;
}

Value object_value(TypePtr type, std::vector<Value> values) {
    ValueKind kind = type->m_name == "Deferred" ? ValueKind::Deferred : ValueKind::Object;
    return Value::heap(kind, std::make_shared<const Object>(std::move(type), std::move(values)));
}

Value error_value(std::string msg, Value kind, Value details, Value issue_code) {
    return object_value(error_type(),
                        {Value(std::move(msg)), std::move(kind), std::move(details), std::move(issue_code)});
}

std::optional<Value> object_member(const Value& receiver, std::string_view name) {
    if (!is_object(receiver)) return std::nullopt;
    const Object& o = as_object(receiver);
    if (const Value* v = o.attribute(name)) return *v;
    // the functions of built-in types that pp implements
    if (o.type()->m_name == "Error" && name == "message") return *o.attribute("msg");
    return std::nullopt;
}

} // namespace pp::runtime
