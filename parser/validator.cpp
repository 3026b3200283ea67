// The validator: a port of Puppet 7's Checker4_0 (lib/puppet/pops/validation/checker4_0.rb).
//
// Puppet walks the model in pre-order (`_pcore_all_contents`) keeping the chain of containers in a path
// and calls `check_<Class>` on each element; some checks look at containers (`container`, `top`). This file
// does the same walk with an explicit stack, so no input can overflow the C++ stack, and keeps the path of
// ancestors in `m_path`. The helper "visitors" of Checker4_0 that recurse (rvalue, assign, query, idem, the
// scan of parameter defaults) are loops over explicit work lists for the same reason. Children are visited in
// the order of the attributes of lib/puppet/pops/model/ast.pp, which fixes the order of the reported issues.
//
// Where pp's AST may differ from Puppet's model, the difference is bridged here (and said so where it
// happens): Puppet always wraps the statements of a class, define, node, function, lambda or case option
// body in a BlockExpression, even a single one (Factory#f_build_body), which matters for
// NOT_ABSOLUTE_TOP_LEVEL and IDEM_NOT_ALLOWED_LAST, so a body pp keeps unwrapped is treated as if wrapped;
// and Puppet names every variable with a QualifiedName ("0", "00") where pp may use a LiteralInteger.

#include "parser/validator.hpp"

#include "parser/model_labels.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace pp::parser {

namespace {

using lexer::DiagId;
using namespace detail;

class Checker {
public:
    Checker(const ParsedFile& file, const lexer::SourceManager& sm, lexer::Diagnostics& diags,
            const ParseOptions& opts)
        : m_file(file), m_sm(sm), m_diags(diags), m_opts(opts) {}

    void run();

private:
    template <class... Args>
    void accept(DiagId id, const Node& at, Args&&... args) {
        m_diags.report(id, m_file.file, at.begin, at.end, std::forward<Args>(args)...);
    }

    /// Checker4_0#container: the parent (up = 1), the grandparent (up = 2)... or null above the root.
    [[nodiscard]] const Node* container(std::size_t up = 1) const {
        return up <= m_path.size() ? m_path[m_path.size() - up] : nullptr;
    }

    void compute_file_namespace();

    void check(const Node& o);
    void check_assignment(const Assignment& o);
    void check_attribute_operation(const AttributeOperation& o);
    void check_attributes_operation(const AttributesOperation& o);
    void check_block(const Block& o);
    void check_call_named_function(const CallNamedFunction& o);
    void check_epp(const Epp& o);
    void check_case(const Case& o);
    void check_named_definition(const Node& o, std::string_view name);
    void check_type_alias(const TypeAlias& o);
    void check_type_mapping(const TypeMapping& o);
    void check_literal_integer(const LiteralInteger& o);
    void check_literal_hash(const LiteralHash& o);
    void check_node_definition(const NodeDefinition& o);
    void check_parameter(const Parameter& o);
    void check_resource_body(const ResourceBody& o);
    void check_selector(const Selector& o);
    void check_variable(const Variable& o);

    void top(const Node& definition);
    void assign(const Node& target);
    void rvalue(const Node* o);
    void relation(const Node* o);
    void query(const Node* o);
    void hostname(const NodeDefinition& node);
    void hostname_string(std::string_view name, const Node& at);

    void internal_check_file_namespace(const Node& o, std::string_view name);
    void internal_check_top_construct_in_module(const Program& program);
    void internal_check_return_type(const Node& o, const Node* return_type);
    void internal_check_type_ref(const Node& o, const Node& r);
    void internal_check_no_idem_last(const Node& o, const Node* body);
    void internal_check_capture_last(NodeList<Parameter> parameters);
    void internal_check_no_capture(NodeList<Parameter> parameters, const Node& container);
    void internal_check_reserved_type_name(const Node& o, std::string_view name);
    void internal_check_future_reserved_word(const Node& o, std::string_view name);
    void internal_check_reserved_params(const Node& o, NodeList<Parameter> parameters);
    void internal_check_parameter_name_uniqueness(NodeList<Parameter> parameters);
    void internal_check_illegal_assignment(const Node& value);

    const ParsedFile& m_file;
    const lexer::SourceManager& m_sm;
    lexer::Diagnostics& m_diags;
    const ParseOptions& m_opts;
    std::vector<const Node*> m_operands;                         // scratch list for check_BinaryExpression
    std::vector<const Node*> m_chain;                            // scratch list for rvalue
    std::unordered_map<const Node*, const Node*> m_unary_bottom; // see rvalue
    std::vector<const Node*> m_path; // containers of the node being checked, outermost first
    FileNamespace m_namespace = FileNamespace::None;
    std::string m_namespace_names; // "mymod::sub::foo" when m_namespace is Names
};

void Checker::run() {
    compute_file_namespace();
    const Program& program = *m_file.program;
    // Checker4_0#validate: check(model), the module top-construct check, then every contained element.
    internal_check_top_construct_in_module(program);

    struct Item {
        const Node* node;
        std::size_t depth;
    };
    std::vector<Item> stack{{&program, 0}};
    std::vector<const Node*> children;
    while (!stack.empty()) {
        Item item = stack.back();
        stack.pop_back();
        m_path.resize(item.depth);
        check(*item.node);
        m_path.push_back(item.node);
        children.clear();
        children_of(*item.node, children);
        for (const Node* child : reversed(children))
            stack.push_back({child, item.depth + 1});
    }
}

void Checker::compute_file_namespace() {
    m_namespace = m_opts.module_name.empty()
                      ? FileNamespace::None
                      : file_namespace(m_opts.module_name, m_opts.module_relative_path, m_namespace_names);
}

void Checker::check(const Node& o) {
    switch (o.kind) {
    case NodeKind::Assignment:
        check_assignment(static_cast<const Assignment&>(o));
        break;
    case NodeKind::AttributeOperation:
        check_attribute_operation(static_cast<const AttributeOperation&>(o));
        break;
    case NodeKind::AttributesOperation:
        check_attributes_operation(static_cast<const AttributesOperation&>(o));
        break;
    // check_BinaryExpression
    case NodeKind::Arithmetic:
    case NodeKind::Comparison:
    case NodeKind::Match:
    case NodeKind::In:
    case NodeKind::And:
    case NodeKind::Or:
        m_operands.clear();
        children_of(o, m_operands);
        for (const Node* operand : m_operands)
            rvalue(operand);
        break;
    case NodeKind::Block:
        check_block(static_cast<const Block&>(o));
        break;
    case NodeKind::CallNamedFunction:
        check_call_named_function(static_cast<const CallNamedFunction&>(o));
        break;
    // Checker4_0 has a check_MethodCallExpression, but the model class is CallMethodExpression, so Puppet's
    // visitor never calls it: method calls (and CallFunctionExpression) are not checked.
    case NodeKind::Epp:
        check_epp(static_cast<const Epp&>(o));
        break;
    case NodeKind::Heredoc: {
        const auto& e = static_cast<const Heredoc&>(o);
        // Only static text is checked here; interpolated text is checked by the evaluator.
        if (const auto* text = e.text != nullptr ? e.text->as<LiteralString>() : nullptr)
            detail::check_heredoc_syntax(e.syntax, text->value, *text, m_file.file, m_diags, m_opts);
        break;
    }
    case NodeKind::Case:
        check_case(static_cast<const Case&>(o));
        break;
    case NodeKind::CaseOption:
        for (const Node* v : static_cast<const CaseOption&>(o).values)
            rvalue(v);
        break;
    case NodeKind::Collect: {
        const auto& e = static_cast<const Collect&>(o);
        if (e.type_expr != nullptr && !e.type_expr->is<QualifiedReference>())
            accept(DiagId::IllegalExpression, *e.type_expr, a_an_uc(*e.type_expr), "type name", a_an(o));
        break;
    }
    case NodeKind::NamedAccess: {
        const auto& e = static_cast<const NamedAccess&>(o);
        if (e.right != nullptr && !e.right->is<QualifiedName>()) {
            const Node* c = container();
            accept(DiagId::IllegalExpression, *e.right, a_an_uc(*e.right), "function name",
                   c != nullptr ? a_an(*c) : a_an("Undef Value"));
        }
        break;
    }
    case NodeKind::HostClassDefinition: {
        const auto& e = static_cast<const HostClassDefinition&>(o);
        check_named_definition(o, e.name);
        internal_check_no_capture(e.parameters, o);
        internal_check_parameter_name_uniqueness(e.parameters);
        internal_check_reserved_params(o, e.parameters);
        internal_check_no_idem_last(o, e.body);
        break;
    }
    case NodeKind::ResourceTypeDefinition: {
        const auto& e = static_cast<const ResourceTypeDefinition&>(o);
        check_named_definition(o, e.name);
        internal_check_no_capture(e.parameters, o);
        internal_check_parameter_name_uniqueness(e.parameters);
        internal_check_reserved_params(o, e.parameters);
        internal_check_no_idem_last(o, e.body);
        break;
    }
    case NodeKind::FunctionDefinition: {
        const auto& e = static_cast<const FunctionDefinition&>(o);
        check_named_definition(o, e.name);
        internal_check_return_type(o, e.return_type);
        internal_check_parameter_name_uniqueness(e.parameters);
        break;
    }
    case NodeKind::TypeAlias:
        check_type_alias(static_cast<const TypeAlias&>(o));
        break;
    case NodeKind::TypeMapping:
        check_type_mapping(static_cast<const TypeMapping&>(o));
        break;
    case NodeKind::TypeDefinition: {
        top(o);
        internal_check_reserved_type_name(o, static_cast<const TypeDefinition&>(o).name);
        // Puppet does not check the body yet; every type definition is unsupported.
        accept(DiagId::UnsupportedExpression, o, a_an(o));
        break;
    }
    case NodeKind::If:
        rvalue(static_cast<const If&>(o).test);
        break;
    case NodeKind::Unless:
        rvalue(static_cast<const Unless&>(o).test);
        break;
    case NodeKind::KeyedEntry: {
        const auto& e = static_cast<const KeyedEntry&>(o);
        rvalue(e.key);
        rvalue(e.value);
        break;
    }
    case NodeKind::Lambda: {
        const auto& e = static_cast<const Lambda&>(o);
        internal_check_capture_last(e.parameters);
        internal_check_return_type(o, e.return_type);
        break;
    }
    case NodeKind::LiteralList:
        for (const Node* v : static_cast<const LiteralList&>(o).values)
            rvalue(v);
        break;
    case NodeKind::LiteralInteger:
        check_literal_integer(static_cast<const LiteralInteger&>(o));
        break;
    case NodeKind::LiteralHash:
        check_literal_hash(static_cast<const LiteralHash&>(o));
        break;
    case NodeKind::NodeDefinition:
        check_node_definition(static_cast<const NodeDefinition&>(o));
        break;
    case NodeKind::QualifiedReference: {
        std::string_view name = static_cast<const QualifiedReference&>(o).cased_value;
        if (!is_classref_ext(name)) accept(DiagId::IllegalClassref, o, name);
        break;
    }
    case NodeKind::VirtualQuery:
        query(static_cast<const VirtualQuery&>(o).expr);
        break;
    case NodeKind::ExportedQuery:
        query(static_cast<const ExportedQuery&>(o).expr);
        break;
    case NodeKind::Parameter:
        check_parameter(static_cast<const Parameter&>(o));
        break;
    case NodeKind::Relationship: {
        const auto& e = static_cast<const Relationship&>(o);
        relation(e.left);
        relation(e.right);
        break;
    }
    case NodeKind::Resource: {
        const auto& e = static_cast<const Resource&>(o);
        const auto* type_name = e.type_name != nullptr ? e.type_name->as<QualifiedName>() : nullptr;
        if (e.form != ResourceForm::Regular && type_name != nullptr && type_name->value == "class")
            accept(DiagId::ClassNotVirtualizable, o);
        break;
    }
    case NodeKind::ResourceBody:
        check_resource_body(static_cast<const ResourceBody&>(o));
        break;
    case NodeKind::ResourceDefaults:
        if (static_cast<const ResourceDefaults&>(o).form != ResourceForm::Regular)
            accept(DiagId::NotVirtualizeable, o);
        break;
    case NodeKind::ResourceOverride:
        if (static_cast<const ResourceOverride&>(o).form != ResourceForm::Regular)
            accept(DiagId::NotVirtualizeable, o);
        break;
    // pp's ReservedWord has no `future` flag: the grammar only makes reserved words of `private` and
    // `attr`, which are not future words.
    case NodeKind::ReservedWord:
        accept(DiagId::ReservedWord, o, static_cast<const ReservedWord&>(o).word);
        break;
    case NodeKind::Selector:
        check_selector(static_cast<const Selector&>(o));
        break;
    case NodeKind::SelectorEntry:
        rvalue(static_cast<const SelectorEntry&>(o).matching);
        break;
    // check_UnaryExpression
    case NodeKind::Not:
    case NodeKind::UnaryMinus:
    case NodeKind::Unfold:
    case NodeKind::Parenthesized:
    case NodeKind::Text:
    case NodeKind::RenderExpression:
        rvalue(unary_operand(o));
        break;
    case NodeKind::Variable:
        check_variable(static_cast<const Variable&>(o));
        break;
    // check_AccessExpression would report MISSING_INDEX for `x[]`, an issue issues.rb does not even define;
    // the grammar cannot produce it.
    default:
        break;
    }
}

void Checker::check_assignment(const Assignment& o) {
    if (o.op == "=") {
        if (o.left != nullptr) assign(*o.left);
        rvalue(o.right);
    } else if (o.op == "+=" || o.op == "-=") {
        accept(DiagId::AppendsDeletesNoLongerSupported, o, o.op);
    } else {
        accept(DiagId::UnsupportedOperator, o, o.op);
    }
}

void Checker::check_attribute_operation(const AttributeOperation& o) {
    if (o.op == "+>") {
        const Node* p = container();
        if (p == nullptr || !(p->is<Collect>() || p->is<ResourceOverride>()))
            accept(DiagId::IllegalAttributeAppend, o, o.name, p != nullptr ? a_an(*p) : a_an("Undef Value"));
    }
    rvalue(o.value);
}

void Checker::check_attributes_operation(const AttributesOperation& o) {
    const Node* p = container();
    if (!is_abstract_resource(p) && !(p != nullptr && p->is<Collect>())) {
        // In a resource body the grandparent is the resource, which is fine.
        const Node* parent2 = p == nullptr ? &o : container(2);
        if (!is_abstract_resource(parent2)) {
            const Node& at = parent2 != nullptr ? *parent2 : o;
            accept(DiagId::UnsupportedOperatorInContext, at, "* =>",
                   parent2 != nullptr ? a_an(*parent2) : a_an("Undef Value"));
        }
    }
    rvalue(o.expr);
}

void Checker::check_block(const Block& o) {
    if (resource_without_title(&o)) {
        accept(DiagId::ResourceWithoutTitle, o, static_cast<const QualifiedName*>(o.statements[0])->value);
        return;
    }
    for (std::size_t i = 0; i + 1 < o.statements.size(); ++i) {
        const Node* statement = o.statements[i];
        if (idem(statement)) {
            accept(DiagId::IdemExpressionNotLast, *statement, label(*statement));
            break; // only the first is flagged
        }
    }
}

void Checker::check_call_named_function(const CallNamedFunction& o) {
    const Node* functor = o.functor;
    if (functor == nullptr) return;
    // A call to a type (`Integer(x)`, `Array[Integer](x)`) or a named function.
    if (functor->is<QualifiedReference>() || functor->is<QualifiedName>()) return;
    if (const auto* access = functor->as<Access>();
        access != nullptr && access->left != nullptr && access->left->is<QualifiedReference>())
        return;
    if (functor->is<RenderString>()) {
        // `text <%(...)%>`: usually EPP parameters written after leading text.
        accept(DiagId::IllegalEppParameters, o);
        return;
    }
    accept(DiagId::IllegalExpression, *functor, a_an_uc(*functor), "function name", a_an(o));
}

void Checker::check_epp(const Epp& o) {
    const Node* p = container();
    if (const auto* lambda = p != nullptr ? p->as<Lambda>() : nullptr) {
        internal_check_no_capture(lambda->parameters, o);
        internal_check_parameter_name_uniqueness(lambda->parameters);
    }
}

void Checker::check_case(const Case& o) {
    rvalue(o.test);
    // Every `default` after the first is unreachable.
    bool found_default = false;
    for (const CaseOption* option : o.options) {
        for (const Node* value : option->values) {
            if (value->is<LiteralDefault>()) {
                if (found_default) accept(DiagId::DuplicateDefault, *value, label(o));
                found_default = true;
            }
        }
    }
}

void Checker::check_selector(const Selector& o) {
    rvalue(o.left);
    // Only the second `default` is flagged.
    int defaults = 0;
    for (const SelectorEntry* entry : o.entries) {
        if (entry->matching != nullptr && entry->matching->is<LiteralDefault>() && ++defaults == 2) {
            accept(DiagId::DuplicateDefault, *entry->matching, label(o));
            break;
        }
    }
}

// check_NamedDefinition: classes, defines and functions.
void Checker::check_named_definition(const Node& o, std::string_view name) {
    top(o);
    if (!is_classref_decl(name)) accept(DiagId::IllegalDefinitionName, o, name, a_an(o));
    internal_check_file_namespace(o, name);
    internal_check_reserved_type_name(o, name);
    internal_check_future_reserved_word(o, name);
}

void Checker::check_type_alias(const TypeAlias& o) {
    top(o);
    if (!is_classref_ext_decl(o.name)) accept(DiagId::IllegalDefinitionName, o, o.name, a_an(o));
    internal_check_reserved_type_name(o, o.name);
    if (o.type_expr != nullptr) internal_check_type_ref(o, *o.type_expr);
}

void Checker::check_type_mapping(const TypeMapping& o) {
    top(o);
    enum { NotRuntime, Runtime, RuntimePattern } lhs_type = NotRuntime;
    if (const auto* lhs = o.type_expr != nullptr ? o.type_expr->as<Access>() : nullptr) {
        const auto* left = lhs->left != nullptr ? lhs->left->as<QualifiedReference>() : nullptr;
        if (left != nullptr && left->cased_value == "Runtime") {
            lhs_type = Runtime;
            if (lhs->keys.size() == 2 && pattern_with_replacement(lhs->keys[1])) lhs_type = RuntimePattern;
        }
    }
    if (lhs_type == NotRuntime) {
        // Something other than Runtime[...] on the left: not a type mapping.
        accept(DiagId::UnsupportedExpression, o, a_an(o));
        return;
    }
    const Node* rhs = o.mapping_expr;
    if (pattern_with_replacement(rhs)) {
        if (lhs_type == Runtime) accept(DiagId::IllegalSingleTypeMapping, o, a_an_uc(o));
    } else if (type_ref(rhs)) {
        if (lhs_type == RuntimePattern) accept(DiagId::IllegalRegexpTypeMapping, o, a_an_uc(o));
    } else {
        accept(lhs_type == Runtime ? DiagId::IllegalSingleTypeMapping : DiagId::IllegalRegexpTypeMapping, o,
               a_an_uc(o));
    }
}

void Checker::check_literal_integer(const LiteralInteger& o) {
    // The value is outside Puppet's 64-bit Integer range; Puppet prints it with "%#+x".
    if (!o.overflow) return;
    bool negative = o.text.starts_with('-');
    accept(DiagId::NumericOverflow, o, a_an_uc(o), negative ? "min" : "max",
           detail::integer_text_to_signed_hex(o.text));
}

void Checker::check_literal_hash(const LiteralHash& o) {
    // validator_factory_4_0: DUPLICATE_KEY is ignored when strict is off, else has strict's severity.
    if (m_opts.strict == Strictness::Off) return;
    std::unordered_set<std::string> unique;
    std::string identity;
    std::string display;
    for (const KeyedEntry* entry : o.entries) {
        // Keys that are not literal values cannot be compared statically.
        if (!detail::literal_key(entry->key, identity, display)) continue;
        if (!unique.insert(identity).second) {
            accept(DiagId::DuplicateKey, *entry, display);
            if (m_opts.strict == Strictness::Error) m_diags.set_last_severity(lexer::Severity::Error);
        }
    }
}

void Checker::check_node_definition(const NodeDefinition& o) {
    hostname(o);
    top(o);
    internal_check_no_idem_last(o, o.body);
    if (o.parent != nullptr) accept(DiagId::IllegalNodeInheritance, *o.parent);
}

void Checker::check_parameter(const Parameter& o) {
    if (is_numeric_parameter(o.name)) accept(DiagId::IllegalNumericParameter, o, o.name);
    if (!is_param_name(o.name)) accept(DiagId::IllegalParamName, o, o.name);
    if (o.value != nullptr) internal_check_illegal_assignment(*o.value);
}

void Checker::check_resource_body(const ResourceBody& o) {
    bool seen_unfolding = false;
    for (const Node* op : o.operations) {
        if (!op->is<AttributesOperation>()) continue;
        if (seen_unfolding)
            accept(DiagId::MultipleAttributesUnfold, *op);
        else
            seen_unfolding = true;
    }
}

// check_VariableExpression: $0 or a decimal without leading zero, or a VAR_NAME.
void Checker::check_variable(const Variable& o) {
    const Node* name_expr = o.expr;
    std::string_view name;
    if (const auto* qn = name_expr != nullptr ? name_expr->as<QualifiedName>() : nullptr) {
        name = qn->value;
    } else if (const auto* number = name_expr != nullptr ? name_expr->as<LiteralInteger>() : nullptr) {
        // Puppet's parser names every variable with a QualifiedName ("0", "00"); pp may use an integer for
        // a numeric name, so its source text gets the check Puppet applies to the name.
        name = number->text;
    } else {
        accept(DiagId::IllegalExpression, o, a_an_uc(o), "name", a_an(o));
        return;
    }
    if (!name.empty() && name[0] >= '0' && name[0] <= '9') {
        if (!is_numeric_var_name(name)) accept(DiagId::IllegalNumericVarName, o, name);
    } else if (!is_var_name(name)) {
        accept(DiagId::IllegalVarName, o, name);
    }
}

// Checker4_0#top: may `definition` appear where it is?
void Checker::top(const Node& definition) {
    switch (definition_placement(definition, m_path)) {
    case Placement::Ok:
        break;
    case Placement::NotTopLevel:
        accept(DiagId::NotTopLevel, definition);
        break;
    case Placement::NotAbsoluteTopLevel:
        accept(DiagId::NotAbsoluteTopLevel, definition, a_an_uc(definition));
        break;
    }
}

// Checker4_0#assign: is `target` assignable?
void Checker::assign(const Node& target) {
    std::vector<const Node*> work{&target};
    while (!work.empty()) {
        const Node* o = work.back();
        work.pop_back();
        switch (o->kind) {
        case NodeKind::Variable: {
            const Node* expr = static_cast<const Variable*>(o)->expr;
            std::string name;
            if (const auto* qn = expr != nullptr ? expr->as<QualifiedName>() : nullptr)
                name = qn->value;
            else if (const auto* qr = expr != nullptr ? expr->as<QualifiedReference>() : nullptr)
                name = downcase(qr->cased_value);
            else if (const auto* number = expr != nullptr ? expr->as<LiteralInteger>() : nullptr)
                name = number->text; // see check_variable
            if (is_numeric_var_name(name)) accept(DiagId::IllegalNumericAssignment, *o, name);
            if (name.find("::") != std::string::npos) accept(DiagId::CrossScopeAssignment, *o, name);
            break;
        }
        // ILLEGAL_INDEXED_ASSIGNMENT is always reported in Puppet 7, so assignment via index is never
        // examined further (and ILLEGAL_ASSIGNMENT_VIA_INDEX never happens).
        case NodeKind::Access:
            accept(DiagId::IllegalIndexedAssignment, *o);
            break;
        case NodeKind::LiteralList: {
            for (const Node* value : reversed(static_cast<const LiteralList*>(o)->values))
                work.push_back(value);
            break;
        }
        default:
            accept(DiagId::IllegalAssignment, *o, a_an(*o));
            break;
        }
    }
}

// Checker4_0#rvalue: does `o` produce a value? Collectors and definitions do not.
void Checker::rvalue(const Node* o) {
    // Unary expressions pass the question on to their operand, and each level of `!!!x` asks it again (so
    // Puppet reports a collector under two `!` three times). The operand at the bottom of each chain is
    // remembered, which keeps long chains linear.
    m_chain.clear();
    while (o != nullptr && is_unary(*o)) {
        if (auto it = m_unary_bottom.find(o); it != m_unary_bottom.end()) {
            o = it->second;
            break;
        }
        m_chain.push_back(o);
        o = unary_operand(*o);
    }
    for (const Node* unary : m_chain)
        m_unary_bottom.emplace(unary, o);
    if (o != nullptr && (o->is<Collect>() || is_definition(o))) accept(DiagId::NotRvalue, *o, a_an_uc(*o));
}

// Checker4_0#relation: an operand of -> ~> <- <~; collectors and relationships are fine.
void Checker::relation(const Node* o) {
    if (o == nullptr || o->is<Collect>() || o->is<Relationship>()) return;
    rvalue(o);
}

// Checker4_0#query: what a collector's query may contain.
void Checker::query(const Node* o) {
    std::vector<const Node*> work;
    if (o != nullptr) work.push_back(o);
    while (!work.empty()) {
        const Node* n = work.back();
        work.pop_back();
        switch (n->kind) {
        case NodeKind::Comparison: {
            std::string_view op = static_cast<const Comparison*>(n)->op;
            if (op != "==" && op != "!=") accept(DiagId::IllegalQueryExpression, *n, a_an_uc(*n));
            break;
        }
        case NodeKind::And: {
            const auto* e = static_cast<const And*>(n);
            if (e->right != nullptr) work.push_back(e->right);
            if (e->left != nullptr) work.push_back(e->left);
            break;
        }
        case NodeKind::Or: {
            const auto* e = static_cast<const Or*>(n);
            if (e->right != nullptr) work.push_back(e->right);
            if (e->left != nullptr) work.push_back(e->left);
            break;
        }
        case NodeKind::Parenthesized:
            if (const Node* inner = static_cast<const Parenthesized*>(n)->expr) work.push_back(inner);
            break;
        case NodeKind::Variable:
        case NodeKind::QualifiedName:
        case NodeKind::LiteralInteger:
        case NodeKind::LiteralFloat:
        case NodeKind::LiteralString:
        case NodeKind::RenderString:
        case NodeKind::LiteralBoolean:
            break;
        default:
            accept(DiagId::IllegalQueryExpression, *n, a_an_uc(*n));
            break;
        }
    }
}

// Checker4_0#hostname over a node's host matches.
void Checker::hostname(const NodeDefinition& node) {
    for (const Node* o : node.host_matches) {
        switch (o->kind) {
        // hostname_LiteralValue / _QualifiedName / _QualifiedReference: the value's text.
        case NodeKind::LiteralString:
            hostname_string(static_cast<const LiteralString*>(o)->value, *o);
            break;
        case NodeKind::RenderString:
            hostname_string(static_cast<const RenderString*>(o)->value, *o);
            break;
        case NodeKind::QualifiedName:
            hostname_string(static_cast<const QualifiedName*>(o)->value, *o);
            break;
        case NodeKind::QualifiedReference:
            hostname_string(downcase(static_cast<const QualifiedReference*>(o)->cased_value), *o);
            break;
        case NodeKind::LiteralBoolean:
            break; // "true" / "false"
        case NodeKind::LiteralInteger:
        case NodeKind::LiteralFloat:
        case NodeKind::LiteralDefault:
        case NodeKind::LiteralRegex:
            break; // always ok
        case NodeKind::ConcatenatedString: {
            // Only a string without interpolation is accepted.
            const auto& segments = static_cast<const ConcatenatedString*>(o)->segments;
            auto text =
                std::find_if(segments.begin(), segments.end(), [](const Node* s) { return s->is<Text>(); });
            if (text != segments.end()) {
                const Node* expr = static_cast<const Text*>(*text)->expr;
                accept(DiagId::IllegalHostnameInterpolation, expr != nullptr ? *expr : **text);
            } else if (segments.size() != 1) {
                accept(DiagId::IllegalHostnameInterpolation, *o);
            }
            // A single plain segment: Puppet matches the segment object (not its text) against the
            // pattern, which never matches.
            break;
        }
        default:
            accept(DiagId::IllegalExpression, *o, a_an_uc(*o), "hostname", a_an(node));
            break;
        }
    }
}

// Patterns::ILLEGAL_HOSTNAME_CHARS = /[^-\w.]/.
void Checker::hostname_string(std::string_view name, const Node& at) {
    if (!is_hostname(name)) accept(DiagId::IllegalHostnameChars, at, name);
}

void Checker::internal_check_file_namespace(const Node& o, std::string_view name) {
    if (m_namespace == FileNamespace::None) return;
    // Case-insensitive prefix test, as Puppet does it (so "mymod::foobar" is accepted in foo.pp).
    if (m_namespace == FileNamespace::BadModuleFile || !downcase(name).starts_with(m_namespace_names))
        accept(DiagId::IllegalDefinitionLocation, o, name, m_sm.file(m_file.file).path());
}

void Checker::internal_check_top_construct_in_module(const Program& program) {
    // Files in a module's autoloaded places may only contain definitions (not node definitions).
    if (program.body == nullptr || m_namespace == FileNamespace::None) return;
    const Node* body = program.body;
    if (body->is<Nop>()) return; // empty or comment-only file
    auto valid = [](const Node* s) { return is_definition(s) && !s->is<NodeDefinition>(); };
    if (const auto* block = body->as<Block>()) {
        for (const Node* s : block->statements) {
            if (!valid(s)) accept(DiagId::IllegalTopConstructLocation, *s, label(*s));
        }
    } else if (!valid(body)) {
        accept(DiagId::IllegalTopConstructLocation, *body, label(*body));
    }
}

void Checker::internal_check_return_type(const Node& o, const Node* return_type) {
    if (return_type != nullptr) internal_check_type_ref(o, *return_type);
}

void Checker::internal_check_type_ref(const Node& o, const Node& r) {
    const Node* n = &r;
    if (const auto* access = r.as<Access>()) n = access->left;
    if (const auto* qr = n != nullptr ? n->as<QualifiedReference>() : nullptr)
        internal_check_future_reserved_word(r, downcase(qr->cased_value));
    else
        accept(DiagId::IllegalExpression, r, a_an_uc(r), "a type reference", a_an(o));
}

void Checker::internal_check_no_idem_last(const Node& o, const Node* body) {
    // ends_with_idem over Puppet's body, which is always a block: its last statement. When pp's body is a
    // single statement (or the block of a resource without title) it is that last statement.
    const Node* last = body;
    if (const auto* block = body != nullptr ? body->as<Block>() : nullptr;
        block != nullptr && !resource_without_title(block)) {
        last = block->statements.empty() ? nullptr : block->statements.back();
    }
    if (last == nullptr || !idem(last) || resource_without_title(last)) return;
    accept(DiagId::IdemNotAllowedLast, *last, label(*last), a_an_uc(o));
}

void Checker::internal_check_capture_last(NodeList<Parameter> parameters) {
    for (std::size_t i = 0; i < parameters.size(); ++i) {
        const Parameter& p = *parameters[i];
        if (p.captures_rest && i + 1 != parameters.size()) accept(DiagId::CapturesRestNotLast, p, p.name);
    }
}

void Checker::internal_check_no_capture(NodeList<Parameter> parameters, const Node& container) {
    for (const Parameter* p : parameters) {
        if (p->captures_rest) accept(DiagId::CapturesRestNotSupported, *p, p->name, a_an(container));
    }
}

void Checker::internal_check_reserved_type_name(const Node& o, std::string_view name) {
    if (is_reserved_type_name(name)) accept(DiagId::ReservedTypeName, o, name, a_an(o));
}

void Checker::internal_check_future_reserved_word(const Node& o, std::string_view name) {
    if (is_future_reserved_word(name)) accept(DiagId::FutureReservedWord, o, name);
}

void Checker::internal_check_reserved_params(const Node& o, NodeList<Parameter> parameters) {
    for (const Parameter* p : parameters) {
        if (p->name == "name" || p->name == "title") accept(DiagId::ReservedParameter, *p, p->name, the(o));
    }
}

void Checker::internal_check_parameter_name_uniqueness(NodeList<Parameter> parameters) {
    std::unordered_set<std::string_view> unique;
    for (const Parameter* p : parameters) {
        if (!unique.insert(p->name).second) accept(DiagId::DuplicateParameter, *p, p->name);
    }
}

// An assignment anywhere in a parameter's default value, except inside a lambda (which may assign its
// own local variables).
void Checker::internal_check_illegal_assignment(const Node& value) {
    std::vector<const Node*> work{&value};
    std::vector<const Node*> children;
    while (!work.empty()) {
        const Node* o = work.back();
        work.pop_back();
        if (o->is<Assignment>()) {
            accept(DiagId::IllegalAssignmentContext, *o);
            continue;
        }
        if (o->is<Lambda>()) continue;
        children.clear();
        children_of(*o, children);
        for (const Node* child : reversed(children))
            work.push_back(child);
    }
}

} // namespace

void validate(const ParsedFile& file, const lexer::SourceManager& sm, lexer::Diagnostics& diags,
              const ParseOptions& opts) {
    if (file.program == nullptr) return;
    Checker checker(file, sm, diags, opts);
    checker.run();
}

} // namespace pp::parser
