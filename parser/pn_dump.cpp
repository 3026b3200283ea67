#include "parser/pn_dump.hpp"

#include "lexer/stack_guard.hpp"
#include "runtime/ruby_text.hpp"

#include <charconv>
#include <cstdio>
#include <limits>
#include <stdexcept>

namespace pp::parser {

// ---------------------------------------------------------------------------------------------------------
// Transformer: a port of PNTransformer (lib/puppet/pops/model/pn_transformer.rb). Each transform_X there
// becomes a case of `transform`; PN::Call/List/Map construction becomes begin/end items written in
// pre-order. `transform(x).as_call(name)` on a List is written as a Call holding the list's elements, and
// `transform(x).with_name(k)` as a Key item followed by the value.
// ---------------------------------------------------------------------------------------------------------

class PnTree::Builder {
public:
    explicit Builder(PnTree& tree) : m_tree(tree), m_items(tree.m_items) {}

    void transform(const Node* n);

private:
    using T = PnItem::Type;

    PnTree& m_tree;
    std::vector<PnItem>& m_items;

    // Items are built in place: a local PnItem in each inlined helper would give transform() one stack slot
    // per call site, which sanitizer builds do not share (a 10 KB frame per tree level).
    PnItem& push(T type, std::string_view text = {}) {
        PnItem& item = m_items.emplace_back();
        item.type = type;
        item.text = text;
        return item;
    }
    void call(std::string_view name) { push(T::Call, name); }
    void list() { push(T::List); }
    void map() { push(T::Map); }
    void end() { push(T::End); }
    void key(std::string_view k) { push(T::Key, k); }
    void str(std::string_view s) { push(T::String, s); }
    void nil() { push(T::Nil); }
    void boolean(bool b) { push(T::Bool).flag = b; }
    void integer(std::int64_t v) { push(T::Integer).integer = v; }
    void big_integer(std::string digits) {
        m_tree.m_owned.push_back(std::move(digits));
        push(T::BigInteger, m_tree.m_owned.back());
    }
    void real(double v) { push(T::Float).real = v; }
    /// A Call with no elements: `(nop)`, `(default)`.
    void atom(std::string_view name) {
        call(name);
        end();
    }

    static bool is_nop(const Node* n) { return n == nullptr || n->kind == NodeKind::Nop; }

    template <class N>
    void elements(NodeList<N> nodes) {
        for (const N* n : nodes)
            transform(n);
    }
    /// transform(array): a PN::List.
    template <class N>
    void list_of(NodeList<N> nodes) {
        list();
        elements(nodes);
        end();
    }
    /// transform(array).as_call(name)
    template <class N>
    void call_of(std::string_view name, NodeList<N> nodes) {
        call(name);
        elements(nodes);
        end();
    }
    void unary(std::string_view name, const Node* operand) {
        call(name);
        transform(operand);
        end();
    }
    void binary(std::string_view op, const Node* left, const Node* right) {
        call(op);
        transform(left);
        transform(right);
        end();
    }

    void integer_value(const LiteralInteger& e, bool negate);
    void block_as_entry(std::string_view name, const Node* expr);
    void if_to_pn(std::string_view name, const Node* test, const Node* then_expr, const Node* else_expr);
    template <class C>
    void call_to_pn(const C& e, std::string_view r, std::string_view nr);
    void variable(const Variable& e);
    void unary_minus(const UnaryMinus& e);
    void parameter(const Parameter& e);
    void resource_ops(std::string_view name, std::string_view target_key, const Node* target,
                      NodeList<> operations, ResourceForm form);
    void query(std::string_view name, const Node* expr);
    /// A Call of one string literal: `(qn "x")`.
    void named(std::string_view name, std::string_view text) {
        call(name);
        str(text);
        end();
    }
    template <class B>
    void binary_op(const B& e) {
        binary(e.op, e.left, e.right);
    }
    template <class N>
    static const N& get(const Node* n) {
        return *static_cast<const N*>(n);
    }
    void parameters_entry(NodeList<Parameter> params);
    void definition_to_pn(std::string_view type_name, std::string_view name, const std::string_view* parent,
                          NodeList<Parameter> params, const Node* body, const Node* return_type);
    void resource_body_map(const ResourceBody& body);
    void form_entry(ResourceForm form) {
        if (form == ResourceForm::Regular) return;
        key("form");
        str(form_name(form));
    }
};

void PnTree::Builder::integer_value(const LiteralInteger& e, bool negate) {
    // Ruby integers are bignums: an overflowing literal still prints its exact value.
    if (e.overflow && !e.text.empty()) {
        std::string digits = runtime::integer_text_to_decimal(e.text);
        if (!digits.empty()) {
            if (negate) digits = digits[0] == '-' ? digits.substr(1) : digits == "0" ? digits : "-" + digits;
            big_integer(std::move(digits));
            return;
        }
    }
    if (!negate) {
        integer(e.value);
    } else if (e.value == std::numeric_limits<std::int64_t>::min()) {
        big_integer("9223372036854775808");
    } else {
        integer(-e.value);
    }
}

// Puppet's block_as_entry: a BlockExpression contributes its statements, anything else (nil included, as
// (nop)) is a one-element list.
void PnTree::Builder::block_as_entry(std::string_view name, const Node* expr) {
    key(name);
    list();
    if (const auto* block = expr ? expr->as<Block>() : nullptr) {
        elements(block->statements);
    } else {
        transform(expr);
    }
    end();
}

void PnTree::Builder::if_to_pn(std::string_view name, const Node* test, const Node* then_expr,
                               const Node* else_expr) {
    call(name);
    map();
    key("test");
    transform(test);
    if (!is_nop(then_expr)) block_as_entry("then", then_expr);
    if (!is_nop(else_expr)) block_as_entry("else", else_expr);
    end();
    end();
}

template <class C>
void PnTree::Builder::call_to_pn(const C& e, std::string_view r, std::string_view nr) {
    call(e.rval_required ? r : nr);
    map();
    key("functor");
    transform(e.functor);
    key("args");
    list_of(e.arguments);
    if (e.lambda) {
        key("block");
        transform(e.lambda);
    }
    end();
    end();
}

void PnTree::Builder::parameters_entry(NodeList<Parameter> params) {
    key("params");
    map();
    for (const Parameter* p : params) {
        key(p->name);
        map();
        if (p->type_expr) {
            key("type");
            transform(p->type_expr);
        }
        // Puppet 7.23 writes `PN::Literal(true)` here, a NoMethodError, so `puppet parser dump` crashes on a
        // captures-rest parameter of a lambda or definition. We print what transform_Parameter prints.
        if (p->captures_rest) {
            key("splat");
            boolean(true);
        }
        if (p->value) {
            key("value");
            transform(p->value);
        }
        end();
    }
    end();
}

void PnTree::Builder::definition_to_pn(std::string_view type_name, std::string_view name,
                                       const std::string_view* parent, NodeList<Parameter> params,
                                       const Node* body, const Node* return_type) {
    call(type_name);
    map();
    key("name");
    str(name);
    if (parent) {
        key("parent");
        str(*parent);
    }
    if (!params.empty()) parameters_entry(params);
    if (body) block_as_entry("body", body);
    if (return_type) {
        key("returns");
        transform(return_type);
    }
    end();
    end();
}

void PnTree::Builder::resource_body_map(const ResourceBody& body) {
    map();
    key("title");
    transform(body.title);
    key("ops");
    list_of(body.operations);
    end();
}

void PnTree::Builder::transform(const Node* n) {
    // the parser bounded the depth, with its own frames; these may be larger (the sanitizers' are)
    if (lexer::stack_nearly_exhausted()) throw std::length_error("the AST is nested too deeply to dump");
    if (n == nullptr) return atom("nop"); // transform_NilClass
    switch (n->kind) {
    case NodeKind::Nop:
        return atom("nop");
    case NodeKind::LiteralString:
        return str(get<LiteralString>(n).value);
    case NodeKind::LiteralInteger: {
        const auto& e = get<LiteralInteger>(n);
        if (e.radix == 10) return integer_value(e, false);
        call("int");
        map();
        key("radix");
        integer(e.radix);
        key("value");
        integer_value(e, false);
        end();
        return end();
    }
    case NodeKind::LiteralFloat:
        return real(get<LiteralFloat>(n).value);
    case NodeKind::LiteralBoolean:
        return boolean(get<LiteralBoolean>(n).value);
    case NodeKind::LiteralUndef:
        return nil();
    case NodeKind::LiteralDefault:
        return atom("default");
    // regexp_to_s of Regexp.new(pattern) is the pattern itself; view it rather than copy it.
    case NodeKind::LiteralRegex:
        return named("regexp", get<LiteralRegex>(n).pattern);
    case NodeKind::LiteralList:
        return call_of("array", get<LiteralList>(n).values);
    case NodeKind::LiteralHash:
        return call_of("hash", get<LiteralHash>(n).entries);
    case NodeKind::KeyedEntry:
        return binary("=>", get<KeyedEntry>(n).key, get<KeyedEntry>(n).value);
    case NodeKind::QualifiedName:
        return named("qn", get<QualifiedName>(n).value);
    case NodeKind::QualifiedReference:
        return named("qr", get<QualifiedReference>(n).cased_value);
    case NodeKind::ReservedWord:
        return named("reserved", get<ReservedWord>(n).word);
    case NodeKind::Variable:
        return variable(get<Variable>(n));
    case NodeKind::Not:
        return unary("!", get<Not>(n).expr);
    case NodeKind::UnaryMinus:
        return unary_minus(get<UnaryMinus>(n));
    case NodeKind::Unfold:
        return unary("unfold", get<Unfold>(n).expr);
    case NodeKind::Parenthesized:
        return unary("paren", get<Parenthesized>(n).expr);
    case NodeKind::Text:
        return unary("str", get<Text>(n).expr);
    case NodeKind::Arithmetic:
        return binary_op(get<Arithmetic>(n));
    case NodeKind::Comparison:
        return binary_op(get<Comparison>(n));
    case NodeKind::Match:
        return binary_op(get<Match>(n));
    case NodeKind::In:
        return binary("in", get<In>(n).left, get<In>(n).right);
    case NodeKind::And:
        return binary("and", get<And>(n).left, get<And>(n).right);
    case NodeKind::Or:
        return binary("or", get<Or>(n).left, get<Or>(n).right);
    case NodeKind::Assignment:
        return binary_op(get<Assignment>(n));
    case NodeKind::Relationship:
        return binary_op(get<Relationship>(n));
    case NodeKind::NamedAccess:
        return binary(".", get<NamedAccess>(n).left, get<NamedAccess>(n).right);
    case NodeKind::Access: {
        const auto& e = get<Access>(n);
        call("access");
        transform(e.left);
        elements(e.keys);
        return end();
    }
    case NodeKind::ConcatenatedString:
        return call_of("concat", get<ConcatenatedString>(n).segments);
    case NodeKind::Heredoc: {
        const auto& e = get<Heredoc>(n);
        call("heredoc");
        map();
        if (!e.syntax.empty()) {
            key("syntax");
            str(e.syntax);
        }
        key("text");
        transform(e.text);
        end();
        return end();
    }
    case NodeKind::Block:
        return call_of("block", get<Block>(n).statements);
    case NodeKind::If: {
        const auto& e = get<If>(n);
        return if_to_pn("if", e.test, e.then_expr, e.else_expr);
    }
    case NodeKind::Unless: {
        const auto& e = get<Unless>(n);
        return if_to_pn("unless", e.test, e.then_expr, e.else_expr);
    }
    case NodeKind::Case: {
        const auto& e = get<Case>(n);
        call("case");
        transform(e.test);
        list_of(e.options);
        return end();
    }
    case NodeKind::CaseOption: {
        const auto& e = get<CaseOption>(n);
        map();
        key("when");
        list_of(e.values);
        block_as_entry("then", e.then_expr);
        return end();
    }
    case NodeKind::Selector: {
        const auto& e = get<Selector>(n);
        call("?");
        transform(e.left);
        list_of(e.entries);
        return end();
    }
    case NodeKind::SelectorEntry:
        return binary("=>", get<SelectorEntry>(n).matching, get<SelectorEntry>(n).value);
    case NodeKind::CallNamedFunction:
        return call_to_pn(get<CallNamedFunction>(n), "call", "invoke");
    case NodeKind::CallMethod:
        return call_to_pn(get<CallMethod>(n), "call-method", "invoke-method");
    case NodeKind::CallFunction:
        return call_to_pn(get<CallFunction>(n), "call-lambda", "invoke-lambda");
    case NodeKind::Lambda: {
        const auto& e = get<Lambda>(n);
        call("lambda");
        map();
        if (!e.parameters.empty()) parameters_entry(e.parameters);
        if (e.return_type) {
            key("returns");
            transform(e.return_type);
        }
        if (e.body) block_as_entry("body", e.body);
        end();
        return end();
    }
    case NodeKind::Parameter:
        return parameter(get<Parameter>(n));
    case NodeKind::Resource: {
        const auto& e = get<Resource>(n);
        call("resource");
        map();
        key("type");
        transform(e.type_name);
        // Each body's (resource_body {...}) call contributes only its map (`body[0]`).
        key("bodies");
        list();
        for (const ResourceBody* body : e.bodies)
            resource_body_map(*body);
        end();
        form_entry(e.form);
        end();
        return end();
    }
    case NodeKind::ResourceBody:
        call("resource_body");
        resource_body_map(get<ResourceBody>(n));
        return end();
    case NodeKind::ResourceDefaults: {
        const auto& e = get<ResourceDefaults>(n);
        return resource_ops("resource-defaults", "type", e.type_ref, e.operations, e.form);
    }
    case NodeKind::ResourceOverride: {
        const auto& e = get<ResourceOverride>(n);
        return resource_ops("resource-override", "resources", e.resources, e.operations, e.form);
    }
    case NodeKind::AttributeOperation: {
        const auto& e = get<AttributeOperation>(n);
        call(e.op);
        str(e.name);
        transform(e.value);
        return end();
    }
    case NodeKind::AttributesOperation:
        return unary("splat-hash", get<AttributesOperation>(n).expr);
    case NodeKind::Collect: {
        const auto& e = get<Collect>(n);
        call("collect");
        map();
        key("type");
        transform(e.type_expr);
        key("query");
        transform(e.query);
        if (!e.operations.empty()) {
            key("ops");
            list_of(e.operations);
        }
        end();
        return end();
    }
    case NodeKind::VirtualQuery:
        return query("virtual-query", get<VirtualQuery>(n).expr);
    case NodeKind::ExportedQuery:
        return query("exported-query", get<ExportedQuery>(n).expr);
    case NodeKind::HostClassDefinition: {
        const auto& e = get<HostClassDefinition>(n);
        bool has_parent = e.has_parent || !e.parent_class.empty();
        return definition_to_pn("class", e.name, has_parent ? &e.parent_class : nullptr, e.parameters, e.body,
                                nullptr);
    }
    case NodeKind::ResourceTypeDefinition: {
        const auto& e = get<ResourceTypeDefinition>(n);
        return definition_to_pn("define", e.name, nullptr, e.parameters, e.body, nullptr);
    }
    case NodeKind::FunctionDefinition: {
        const auto& e = get<FunctionDefinition>(n);
        return definition_to_pn("function", e.name, nullptr, e.parameters, e.body, e.return_type);
    }
    case NodeKind::NodeDefinition: {
        const auto& e = get<NodeDefinition>(n);
        call("node");
        map();
        key("matches");
        list_of(e.host_matches);
        if (e.parent) {
            key("parent");
            transform(e.parent);
        }
        if (e.body) block_as_entry("body", e.body);
        end();
        return end();
    }
    case NodeKind::TypeAlias: {
        const auto& e = get<TypeAlias>(n);
        call("type-alias");
        str(e.name);
        transform(e.type_expr);
        return end();
    }
    case NodeKind::TypeMapping:
        return binary("type-mapping", get<TypeMapping>(n).type_expr, get<TypeMapping>(n).mapping_expr);
    case NodeKind::TypeDefinition: {
        const auto& e = get<TypeDefinition>(n);
        call("type-definition");
        str(e.name);
        if (e.parent.empty()) {
            nil();
        } else {
            str(e.parent);
        }
        transform(e.body);
        return end();
    }
    case NodeKind::Epp: {
        // transform(body).as_call('epp'). Puppet's EPP body is always a BlockExpression (Factory.EPP builds
        // it from the statement list), giving (epp s1 s2 ...); a lone statement counts as a one-statement
        // block.
        const Node* body = get<Epp>(n).body;
        call("epp");
        if (const auto* block = body ? body->as<Block>() : nullptr) {
            elements(block->statements);
        } else if (body) {
            transform(body);
        }
        return end();
    }
    case NodeKind::RenderString:
        return named("render-s", get<RenderString>(n).value);
    case NodeKind::RenderExpression:
        return unary("render", get<RenderExpression>(n).expr);
    case NodeKind::Program:
        return transform(get<Program>(n).body);
    }
    atom("nop");
}

void PnTree::Builder::variable(const Variable& e) {
    // Puppet's lexer makes every variable's name a QualifiedName, `$0` and `${1}` included ("0", "1"); a
    // LiteralInteger name in our AST prints the same way, from its source text.
    const Node* ne = e.expr;
    call("var");
    if (const auto* qn = ne ? ne->as<QualifiedName>() : nullptr) {
        str(qn->value);
    } else if (const auto* li = ne ? ne->as<LiteralInteger>() : nullptr; li && !li->text.empty()) {
        str(li->text);
    } else {
        transform(ne);
    }
    end();
}

void PnTree::Builder::unary_minus(const UnaryMinus& e) {
    // A numeric literal operand folds into the negated number (Ruby's `-v`), printed as a plain literal even
    // when it was written in hex or octal: `-0x10` is `-16`.
    const Node* operand = e.expr;
    if (const auto* li = operand ? operand->as<LiteralInteger>() : nullptr) {
        integer_value(*li, true);
    } else if (const auto* lf = operand ? operand->as<LiteralFloat>() : nullptr) {
        real(-lf->value);
    } else {
        unary("-", operand);
    }
}

void PnTree::Builder::parameter(const Parameter& e) {
    // transform_Parameter; Puppet wraps this map in an Entry named 'param' that only a parent could print.
    map();
    key("name");
    str(e.name);
    if (e.type_expr) {
        key("type");
        transform(e.type_expr);
    }
    if (e.captures_rest) {
        key("splat");
        boolean(true);
    }
    if (e.value) {
        key("value");
        transform(e.value);
    }
    end();
}

void PnTree::Builder::resource_ops(std::string_view name, std::string_view target_key, const Node* target,
                                   NodeList<> operations, ResourceForm form) {
    call(name);
    map();
    key(target_key);
    transform(target);
    key("ops");
    list_of(operations);
    form_entry(form);
    end();
    end();
}

void PnTree::Builder::query(std::string_view name, const Node* expr) {
    call(name);
    if (!is_nop(expr)) transform(expr);
    end();
}

PnTree PnTree::build(const Node& node) {
    PnTree tree;
    tree.m_items.reserve(64);
    Builder(tree).transform(&node);
    return tree;
}

// ---------------------------------------------------------------------------------------------------------
// Printers
// ---------------------------------------------------------------------------------------------------------

namespace {

using T = PnItem::Type;

void append_int(std::string& out, std::int64_t v) {
    char buf[24];
    auto r = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, r.ptr);
}

// pn.rb double_quote: \t \n \r \" \\ escaped, other control characters as \oNNN (octal), everything else
// (DEL and non-ASCII included) verbatim.
void pn_quote(std::string& out, std::string_view s) {
    out += '"';
    std::size_t run = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c != '"' && c != '\\') continue;
        out.append(s.data() + run, i - run);
        run = i + 1;
        switch (c) {
        case '\t':
            out += "\\t";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        default: {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\o%03o", static_cast<unsigned>(c));
            out += buf;
        }
        }
    }
    out.append(s.data() + run, s.size() - run);
    out += '"';
}

/// PN#format for scalars (Literal#format: nil, quoted string, or value.to_s).
void pn_scalar(std::string& out, const PnItem& item) {
    switch (item.type) {
    case T::String:
        pn_quote(out, item.text);
        break;
    case T::Integer:
        append_int(out, item.integer);
        break;
    case T::BigInteger:
        out += item.text;
        break;
    case T::Float:
        runtime::append_ruby_float(out, item.real);
        break;
    case T::Bool:
        out += item.flag ? "true" : "false";
        break;
    case T::Nil:
        out += "nil";
        break;
    default:
        break;
    }
}

void open_pn(std::string& out, const PnItem& item) {
    switch (item.type) {
    case T::Call:
        out += '(';
        out += item.text;
        break;
    case T::List:
        out += '[';
        break;
    case T::Map:
        out += '{';
        break;
    default:
        break;
    }
}

char close_char(T container) {
    switch (container) {
    case T::Call:
        return ')';
    case T::List:
        return ']';
    default:
        return '}';
    }
}

bool is_container(T t) {
    return t == T::Call || t == T::List || t == T::Map;
}

} // namespace

void PnTree::format(std::string& out) const {
    // Elements are separated by one space; a Call's name is followed by a space before its first element.
    std::vector<T> open;
    open.reserve(32);
    bool first = true;      // next element is the first of its container
    bool after_key = false; // next item is a map entry's value
    for (const PnItem& item : m_items) {
        if (item.type == T::End) {
            out += close_char(open.back());
            open.pop_back();
            first = false;
            continue;
        }
        if (after_key) {
            after_key = false;
        } else if (!open.empty() && (open.back() == T::Call || !first)) {
            out += ' ';
        }
        first = false;
        if (item.type == T::Key) {
            out += ':';
            out += item.text;
            out += ' ';
            after_key = true;
        } else if (is_container(item.type)) {
            open_pn(out, item);
            open.push_back(item.type);
            first = true;
        } else {
            pn_scalar(out, item);
        }
    }
}

void PnTree::format_pretty(std::string& out) const {
    // PN::Indent('  '): every element of a container (every key of a map) starts a new line indented one
    // level deeper than the container; a key's value follows it on the same line.
    std::vector<T> open;
    open.reserve(32);
    bool after_key = false;
    for (const PnItem& item : m_items) {
        if (item.type == T::End) {
            out += close_char(open.back());
            open.pop_back();
            continue;
        }
        if (after_key) {
            after_key = false;
        } else if (!open.empty()) {
            out += '\n';
            out.append(2 * open.size(), ' ');
        }
        if (item.type == T::Key) {
            out += ':';
            out += item.text;
            out += ' ';
            after_key = true;
        } else if (is_container(item.type)) {
            open_pn(out, item);
            open.push_back(item.type);
        } else {
            pn_scalar(out, item);
        }
    }
}

void PnTree::to_json(std::string& out) const {
    // to_data: Call -> {"^": [name, e...]}, Map -> {"#": [k, v, ...]}, List -> [e...], Literal -> scalar.
    std::vector<T> open;
    open.reserve(32);
    bool first = true;
    bool after_key = false;
    for (const PnItem& item : m_items) {
        if (item.type == T::End) {
            T t = open.back();
            open.pop_back();
            out += t == T::List ? "]" : "]}";
            first = false;
            continue;
        }
        if (after_key) {
            after_key = false;
        } else if (!open.empty() && (open.back() == T::Call || !first)) {
            out += ',';
        }
        first = false;
        switch (item.type) {
        case T::Call:
            out += "{\"^\":[";
            runtime::append_json_string(out, item.text);
            open.push_back(T::Call);
            first = true;
            break;
        case T::List:
            out += '[';
            open.push_back(T::List);
            first = true;
            break;
        case T::Map:
            out += "{\"#\":[";
            open.push_back(T::Map);
            first = true;
            break;
        case T::Key:
            runtime::append_json_string(out, item.text);
            out += ',';
            after_key = true;
            break;
        case T::String:
            runtime::append_json_string(out, item.text);
            break;
        case T::Integer:
            append_int(out, item.integer);
            break;
        case T::BigInteger:
            out += item.text;
            break;
        // JSON.dump(allow_nan: true) writes Float#to_s, NaN and Infinity included.
        case T::Float:
            runtime::append_ruby_float(out, item.real);
            break;
        case T::Bool:
            out += item.flag ? "true" : "false";
            break;
        case T::Nil:
            out += "null";
            break;
        case T::End:
            break;
        }
    }
}

std::string dump_pn(const Node& node) {
    std::string out;
    PnTree::build(node).format(out);
    return out;
}

std::string dump_pn_pretty(const Node& node) {
    std::string out;
    PnTree::build(node).format_pretty(out);
    return out;
}

std::string dump_pn_json(const Node& node) {
    std::string out;
    PnTree::build(node).to_json(out);
    return out;
}

} // namespace pp::parser
