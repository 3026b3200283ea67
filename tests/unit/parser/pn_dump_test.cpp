// PN dump of hand-built ASTs. Every expected string was produced by real Puppet 7.23:
//   ruby /work/shared/oracle/oracle-dump.rb [--format json|pn-pretty] -e '<the Puppet source in the comment>'
// (EPP cases through Puppet::Pops::Parser::EvaluatingParser::EvaluatingEppParser), and every Float#to_s
// expectation by `ruby -e 'p <value>'` (ruby 3.1).

#include "parser/ast.hpp"
#include "parser/pn_dump.hpp"
#include "runtime/ruby_text.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <initializer_list>
#include <limits>
#include <type_traits>
#include <vector>

namespace pp::parser {
namespace {

class PnDumpTest : public ::testing::Test {
protected:
    Arena m_arena;

    template <class N>
    N* make() {
        return m_arena.make<N>();
    }

    template <class N = Node>
    NodeList<N> list(std::initializer_list<std::type_identity_t<N>*> items) {
        return m_arena.list(std::vector<N*>(items));
    }

    Node* qn(std::string_view v) {
        auto* n = make<QualifiedName>();
        n->value = v;
        return n;
    }
    Node* qr(std::string_view v) {
        auto* n = make<QualifiedReference>();
        n->cased_value = v;
        return n;
    }
    Node* str(std::string_view v) {
        auto* n = make<LiteralString>();
        n->value = v;
        return n;
    }
    LiteralInteger* num(std::int64_t v, int radix = 10, std::string_view text = {}, bool overflow = false) {
        auto* n = make<LiteralInteger>();
        n->value = v;
        n->radix = radix;
        n->text = text;
        n->overflow = overflow;
        return n;
    }
    Node* flt(double v) {
        auto* n = make<LiteralFloat>();
        n->value = v;
        return n;
    }
    Node* var(std::string_view name) {
        auto* n = make<Variable>();
        n->expr = qn(name);
        return n;
    }
    Node* deflt() { return make<LiteralDefault>(); }
    Node* regex(std::string_view pattern) {
        auto* n = make<LiteralRegex>();
        n->pattern = pattern;
        return n;
    }
    template <class B>
    Node* bin(std::string_view op, Node* l, Node* r) {
        auto* n = make<B>();
        n->op = op;
        n->left = l;
        n->right = r;
        return n;
    }
    template <class B>
    Node* bin(Node* l, Node* r) {
        auto* n = make<B>();
        n->left = l;
        n->right = r;
        return n;
    }
    template <class U>
    Node* un(Node* e) {
        auto* n = make<U>();
        n->expr = e;
        return n;
    }
    Node* assign(Node* l, Node* r) { return bin<Assignment>("=", l, r); }
    Node* block(std::initializer_list<Node*> stmts) {
        auto* n = make<Block>();
        n->statements = list(stmts);
        return n;
    }
    Node* access(Node* left, std::initializer_list<Node*> keys) {
        auto* n = make<Access>();
        n->left = left;
        n->keys = list(keys);
        return n;
    }
    Node* call(Node* functor, std::initializer_list<Node*> args, bool rval, Lambda* lambda = nullptr) {
        auto* n = make<CallNamedFunction>();
        n->functor = functor;
        n->arguments = list(args);
        n->rval_required = rval;
        n->lambda = lambda;
        return n;
    }
    Node* method(Node* receiver, std::string_view name, std::initializer_list<Node*> args, bool rval,
                 Lambda* lambda = nullptr) {
        auto* n = make<CallMethod>();
        n->functor = bin<NamedAccess>(receiver, qn(name));
        n->arguments = list(args);
        n->rval_required = rval;
        n->lambda = lambda;
        return n;
    }
    Parameter* param(std::string_view name, Node* type = nullptr, Node* value = nullptr, bool rest = false) {
        auto* p = make<Parameter>();
        p->name = name;
        p->type_expr = type;
        p->value = value;
        p->captures_rest = rest;
        return p;
    }
    Node* attr(std::string_view name, Node* value, std::string_view op = "=>") {
        auto* a = make<AttributeOperation>();
        a->name = name;
        a->op = op;
        a->value = value;
        return a;
    }
    ResourceBody* body(Node* title, std::initializer_list<Node*> ops) {
        auto* b = make<ResourceBody>();
        b->title = title;
        b->operations = list(ops);
        return b;
    }
    Node* resource(Node* type, std::initializer_list<ResourceBody*> bodies,
                   ResourceForm form = ResourceForm::Regular) {
        auto* r = make<Resource>();
        r->type_name = type;
        r->bodies = list<ResourceBody>(bodies);
        r->form = form;
        return r;
    }
    Node* text(Node* e) { return un<Text>(e); }
    Node* concat(std::initializer_list<Node*> segments) {
        auto* c = make<ConcatenatedString>();
        c->segments = list(segments);
        return c;
    }
    Node* program(Node* body) {
        auto* p = make<Program>();
        p->body = body;
        return p;
    }

    static std::string pn(const Node* n) { return dump_pn(*n); }
    static std::string json(const Node* n) { return dump_pn_json(*n); }
};

// file { "/tmp/a": ensure => present, mode => "0644" }
TEST_F(PnDumpTest, Resource) {
    Node* r = resource(qn("file"),
                       {body(str("/tmp/a"), {attr("ensure", qn("present")), attr("mode", str("0644"))})});
    EXPECT_EQ(
        pn(program(r)),
        R"((resource {:type (qn "file") :bodies [{:title "/tmp/a" :ops [(=> "ensure" (qn "present")) (=> "mode" "0644")]}]}))");
}

// @file { "a": } @@file { "b": x => 1, * => $h }
TEST_F(PnDumpTest, VirtualAndExportedResources) {
    auto* splat = make<AttributesOperation>();
    splat->expr = var("h");
    Node* b =
        block({resource(qn("file"), {body(str("a"), {})}, ResourceForm::Virtual),
               resource(qn("file"), {body(str("b"), {attr("x", num(1)), splat})}, ResourceForm::Exported)});
    EXPECT_EQ(
        pn(b),
        R"((block (resource {:type (qn "file") :bodies [{:title "a" :ops []}] :form "virtual"}) (resource {:type (qn "file") :bodies [{:title "b" :ops [(=> "x" 1) (splat-hash (var "h"))]}] :form "exported"})))");
}

// File { mode => 1 } File["a"] { mode +> 1 }
TEST_F(PnDumpTest, ResourceDefaultsAndOverride) {
    auto* d = make<ResourceDefaults>();
    d->type_ref = qr("File");
    d->operations = list({attr("mode", num(1))});
    auto* o = make<ResourceOverride>();
    o->resources = access(qr("File"), {str("a")});
    o->operations = list({attr("mode", num(1), "+>")});
    EXPECT_EQ(
        pn(block({d, o})),
        R"((block (resource-defaults {:type (qr "File") :ops [(=> "mode" 1)]}) (resource-override {:resources (access (qr "File") "a") :ops [(+> "mode" 1)]})))");
}

// class a::b(Integer $x = 1, $y) inherits c { notice($x) }
TEST_F(PnDumpTest, ClassWithParameters) {
    auto* c = make<HostClassDefinition>();
    c->name = "a::b";
    c->has_parent = true;
    c->parent_class = "c";
    c->parameters = list<Parameter>({param("x", qr("Integer"), num(1)), param("y")});
    c->body = call(qn("notice"), {var("x")}, false);
    EXPECT_EQ(
        pn(c),
        R"((class {:name "a::b" :parent "c" :params {:x {:type (qr "Integer") :value 1} :y {}} :body [(invoke {:functor (qn "notice") :args [(var "x")]})]}))");
    EXPECT_EQ(
        json(c),
        R"({"^":["class",{"#":["name","a::b","parent","c","params",{"#":["x",{"#":["type",{"^":["qr","Integer"]},"value",1]},"y",{"#":[]}]},"body",[{"^":["invoke",{"#":["functor",{"^":["qn","notice"]},"args",[{"^":["var","x"]}]]}]}]]}]})");
}

// class x inherits default {}   /   class x() {}
TEST_F(PnDumpTest, ClassWithoutBody) {
    auto* c = make<HostClassDefinition>();
    c->name = "x";
    c->has_parent = true;
    c->parent_class = "default";
    EXPECT_EQ(pn(c), R"((class {:name "x" :parent "default"}))");
    c->has_parent = false;
    c->parent_class = {};
    EXPECT_EQ(pn(c), R"((class {:name "x"}))");
}

// class a::b(Integer $x = 1, $y) inherits c { notice($x) if $a { } }   with --format pn-pretty
TEST_F(PnDumpTest, PrettyFormat) {
    auto* c = make<HostClassDefinition>();
    c->name = "a::b";
    c->has_parent = true;
    c->parent_class = "c";
    c->parameters = list<Parameter>({param("x", qr("Integer"), num(1)), param("y")});
    auto* i = make<If>();
    i->test = var("a");
    c->body = block({call(qn("notice"), {var("x")}, false), i});
    EXPECT_EQ(dump_pn_pretty(*c),
              "(class\n  {\n    :name \"a::b\"\n    :parent \"c\"\n    :params {\n      :x {\n"
              "        :type (qr\n          \"Integer\")\n        :value 1}\n      :y {}}\n"
              "    :body [\n      (invoke\n        {\n          :functor (qn\n            \"notice\")\n"
              "          :args [\n            (var\n              \"x\")]})\n      (if\n        {\n"
              "          :test (var\n            \"a\")})]})");
    auto* empty = make<LiteralList>();
    EXPECT_EQ(dump_pn_pretty(*empty), "(array)");
}

// if $a { 1 } elsif $b { } else { 2; 3 }
TEST_F(PnDumpTest, IfElsifElse) {
    auto* inner = make<If>();
    inner->test = var("b");
    inner->then_expr = make<Nop>();
    inner->else_expr = block({num(2), num(3)});
    auto* outer = make<If>();
    outer->test = var("a");
    outer->then_expr = num(1);
    outer->else_expr = inner;
    EXPECT_EQ(pn(outer), R"((if {:test (var "a") :then [1] :else [(if {:test (var "b") :else [2 3]})]}))");
}

// unless $a {} else {}   /   unless $a { 1 }
TEST_F(PnDumpTest, Unless) {
    auto* u = make<Unless>();
    u->test = var("a");
    EXPECT_EQ(pn(u), R"((unless {:test (var "a")}))");
    u->then_expr = num(1);
    EXPECT_EQ(pn(u), R"((unless {:test (var "a") :then [1]}))");
}

// case $x { 1, 2: { a() } default: {} }
TEST_F(PnDumpTest, Case) {
    auto* o1 = make<CaseOption>();
    o1->values = list({num(1), num(2)});
    o1->then_expr = call(qn("a"), {}, false);
    auto* o2 = make<CaseOption>();
    o2->values = list({deflt()});
    auto* c = make<Case>();
    c->test = var("x");
    c->options = list<CaseOption>({o1, o2});
    EXPECT_EQ(
        pn(c),
        R"((case (var "x") [{:when [1 2] :then [(invoke {:functor (qn "a") :args []})]} {:when [(default)] :then [(nop)]}]))");
}

// $x ? { 1 => a, default => b }
TEST_F(PnDumpTest, Selector) {
    auto* e1 = make<SelectorEntry>();
    e1->matching = num(1);
    e1->value = qn("a");
    auto* e2 = make<SelectorEntry>();
    e2->matching = deflt();
    e2->value = qn("b");
    auto* s = make<Selector>();
    s->left = var("x");
    s->entries = list<SelectorEntry>({e1, e2});
    EXPECT_EQ(pn(s), R"((? (var "x") [(=> 1 (qn "a")) (=> (default) (qn "b"))]))");
}

// "a${b}c$d ${e[1]} ${f.g}"
TEST_F(PnDumpTest, Interpolation) {
    Node* s = concat({str("a"), text(var("b")), str("c"), text(var("d")), str(" "),
                      text(access(var("e"), {num(1)})), str(" "), text(method(var("f"), "g", {}, true))});
    EXPECT_EQ(
        pn(s),
        R"((concat "a" (str (var "b")) "c" (str (var "d")) " " (str (access (var "e") 1)) " " (str (call-method {:functor (. (var "f") (qn "g")) :args []}))))");
}

// $x = @(EOT/n)\n  a\n  EOT\n$y = @("X":json)\nb ${c}\nX\n
TEST_F(PnDumpTest, Heredoc) {
    auto* h1 = make<Heredoc>();
    h1->text = str("  a\n");
    auto* h2 = make<Heredoc>();
    h2->syntax = "json";
    h2->text = concat({str("b "), text(var("c")), str("\n")});
    EXPECT_EQ(
        pn(block({assign(var("x"), h1), assign(var("y"), h2)})),
        R"((block (= (var "x") (heredoc {:text "  a\n"})) (= (var "y") (heredoc {:syntax "json" :text (concat "b " (str (var "c")) "\n")}))))");
}

// $x = -0x10 + -010 + -0 + -1.5 + 0x10 + 010 - -(-5)
TEST_F(PnDumpTest, UnaryMinusFoldsNumericLiterals) {
    Node* e = bin<Arithmetic>("+", un<UnaryMinus>(num(16, 16, "0x10")), un<UnaryMinus>(num(8, 8, "010")));
    e = bin<Arithmetic>("+", e, un<UnaryMinus>(num(0)));
    e = bin<Arithmetic>("+", e, un<UnaryMinus>(flt(1.5)));
    e = bin<Arithmetic>("+", e, num(16, 16, "0x10"));
    e = bin<Arithmetic>("+", e, num(8, 8, "010"));
    e = bin<Arithmetic>("-", e, un<UnaryMinus>(un<Parenthesized>(un<UnaryMinus>(num(5)))));
    EXPECT_EQ(
        pn(assign(var("x"), e)),
        R"((= (var "x") (- (+ (+ (+ (+ (+ -16 -8) 0) -1.5) (int {:radix 16 :value 16})) (int {:radix 8 :value 8})) (- (paren -5)))))");
    // $l = -0.0
    EXPECT_EQ(pn(un<UnaryMinus>(flt(0.0))), "-0.0");
    // -$x is not folded
    EXPECT_EQ(pn(un<UnaryMinus>(var("x"))), R"((- (var "x")))");
}

// $s = 0x7fffffffffffffffffff $r = 077777777777777777777777777 $q = 00012345671234567123456712345671234567
// $p = -0x7fffffffffffffffffff $an = 9223372036854775808 $ao = -9223372036854775808 $al = 0x8000000000000000
// $ab = 99999999999999999999 $ak = -0x8000000000000000 $am = 9223372036854775807 $n = 00 $i = 0x0
TEST_F(PnDumpTest, BigIntegers) {
    auto big = [&](int radix, std::string_view text) { return num(0, radix, text, true); };
    EXPECT_EQ(pn(big(16, "0x7fffffffffffffffffff")), "(int {:radix 16 :value 604462909807314587353087})");
    EXPECT_EQ(pn(big(8, "077777777777777777777777777")), "(int {:radix 8 :value 302231454903657293676543})");
    EXPECT_EQ(pn(big(8, "00012345671234567123456712345671234567")),
              "(int {:radix 8 :value 6622808282859840887113730308471})");
    EXPECT_EQ(pn(un<UnaryMinus>(big(16, "0x7fffffffffffffffffff"))), "-604462909807314587353087");
    EXPECT_EQ(pn(big(10, "9223372036854775808")), "9223372036854775808");
    EXPECT_EQ(pn(un<UnaryMinus>(big(10, "9223372036854775808"))), "-9223372036854775808");
    EXPECT_EQ(pn(big(16, "0x8000000000000000")), "(int {:radix 16 :value 9223372036854775808})");
    EXPECT_EQ(pn(big(10, "99999999999999999999")), "99999999999999999999");
    EXPECT_EQ(json(big(10, "99999999999999999999")), "99999999999999999999");
    EXPECT_EQ(pn(un<UnaryMinus>(big(16, "0x8000000000000000"))), "-9223372036854775808");
    EXPECT_EQ(pn(num(std::numeric_limits<std::int64_t>::max())), "9223372036854775807");
    EXPECT_EQ(pn(num(0, 8, "00")), "(int {:radix 8 :value 0})");
    EXPECT_EQ(pn(num(0, 16, "0x0")), "(int {:radix 16 :value 0})");
    EXPECT_EQ(pn(un<UnaryMinus>(num(0, 16, "0x0"))), "0");
}

TEST_F(PnDumpTest, IntegerTextToDecimal) {
    EXPECT_EQ(runtime::integer_text_to_decimal("0x00Ff"), "255");
    EXPECT_EQ(runtime::integer_text_to_decimal("0777"), "511");
    EXPECT_EQ(runtime::integer_text_to_decimal("0"), "0");
    EXPECT_EQ(runtime::integer_text_to_decimal("-0x10"), "-16");
    EXPECT_EQ(runtime::integer_text_to_decimal("1000000000"), "1000000000");
    EXPECT_EQ(runtime::integer_text_to_decimal("0x10000000000000000000000000000000"),
              "21267647932558653966460912964485513216"); // ruby -e 'p 0x10000000000000000000000000000000'
    EXPECT_EQ(runtime::integer_text_to_decimal("09"), "");
}

// $z=1e16 $w = 1e-5 $v = 0.1 $u = 1.0e15 $m=0.0 $k = 1.5e300 $j = 100.0 $f = 1e-4 $e = 12e15 $d = 0.1e1
// $ag = 1.7976931348623157e308 $ah = 5e-324
TEST_F(PnDumpTest, FloatLiterals) {
    EXPECT_EQ(pn(flt(1e16)), "1.0e+16");
    EXPECT_EQ(pn(flt(1e-5)), "1.0e-05");
    EXPECT_EQ(pn(flt(0.1)), "0.1");
    EXPECT_EQ(pn(flt(1.0e15)), "1.0e+15");
    EXPECT_EQ(pn(flt(0.0)), "0.0");
    EXPECT_EQ(pn(flt(1.5e300)), "1.5e+300");
    EXPECT_EQ(pn(flt(100.0)), "100.0");
    EXPECT_EQ(pn(flt(1e-4)), "0.0001");
    EXPECT_EQ(pn(flt(12e15)), "1.2e+16");
    EXPECT_EQ(pn(flt(0.1e1)), "1.0");
    EXPECT_EQ(pn(flt(1.7976931348623157e308)), "1.7976931348623157e+308");
    EXPECT_EQ(pn(flt(5e-324)), "5.0e-324");
    // JSON writes Float#to_s too: $z=1e16 $w = 1e-5 $m = -0.0 with --format json
    EXPECT_EQ(json(flt(1e16)), "1.0e+16");
    EXPECT_EQ(json(flt(1e-5)), "1.0e-05");
    EXPECT_EQ(json(un<UnaryMinus>(flt(0.0))), "-0.0");
}

// ruby -e 'p 1e16, 1e-5, 123456789012345.0, 1234567890123456.0, 0.1+0.2, 1e15, 9999999999999998.0, ...'
TEST(RubyFloatToS, MatchesRuby) {
    const std::pair<double, const char*> cases[] = {
        {1e16, "1.0e+16"},
        {1e-5, "1.0e-05"},
        {123456789012345.0, "123456789012345.0"},
        {1234567890123456.0, "1.234567890123456e+15"},
        {0.1 + 0.2, "0.30000000000000004"},
        {1e15, "1.0e+15"},
        {9999999999999998.0, "9.999999999999998e+15"},
        {12345678901234567.0, "1.2345678901234568e+16"},
        {5e-324, "5.0e-324"},
        {0.001, "0.001"},
        {123e-7, "1.23e-05"},
        {1.5e300, "1.5e+300"},
        {1e14, "100000000000000.0"},
        {999999999999999.0, "999999999999999.0"},
        {999999999999999.9, "999999999999999.9"},
        {100000000000000.5, "100000000000000.5"},
        {1000000000000000.5, "1000000000000000.5"},
        {1e15 + 1, "1.000000000000001e+15"},
        {123456789012345.67, "123456789012345.67"},
        {0.0001, "0.0001"},
        {0.00012345, "0.00012345"},
        {0.00099, "0.00099"},
        {1.0, "1.0"},
        {0.0, "0.0"},
        {-0.0, "-0.0"},
        {12.5, "12.5"},
        {100.0, "100.0"},
        {3.14, "3.14"},
        {-2.5e-7, "-2.5e-07"},
    };
    for (const auto& [value, expected] : cases)
        EXPECT_EQ(runtime::ruby_float_to_s(value), expected) << expected;
    EXPECT_EQ(runtime::ruby_float_to_s(std::numeric_limits<double>::infinity()), "Infinity");
    EXPECT_EQ(runtime::ruby_float_to_s(-std::numeric_limits<double>::infinity()), "-Infinity");
    EXPECT_EQ(runtime::ruby_float_to_s(std::nan("")), "NaN");
}

// $x.each |$k, Integer[1] $v = 2| { }
TEST_F(PnDumpTest, MethodCallWithLambda) {
    auto* l = make<Lambda>();
    l->parameters = list<Parameter>({param("k"), param("v", access(qr("Integer"), {num(1)}), num(2))});
    EXPECT_EQ(
        pn(method(var("x"), "each", {}, true, l)),
        R"((call-method {:functor (. (var "x") (qn "each")) :args [] :block (lambda {:params {:k {} :v {:type (access (qr "Integer") 1) :value 2}}})}))");
}

// f(a => 1) |$x| { $x }
TEST_F(PnDumpTest, CallWithHashArgumentAndLambda) {
    auto* h = make<LiteralHash>();
    auto* kv = make<KeyedEntry>();
    kv->key = qn("a");
    kv->value = num(1);
    h->entries = list<KeyedEntry>({kv});
    h->unfolded = true;
    auto* l = make<Lambda>();
    l->parameters = list<Parameter>({param("x")});
    l->body = block({var("x")});
    EXPECT_EQ(
        pn(call(qn("f"), {h}, false, l)),
        R"((invoke {:functor (qn "f") :args [(hash (=> (qn "a") 1))] :block (lambda {:params {:x {}} :body [(var "x")]})}))");
    // $x = $y.z
    EXPECT_EQ(pn(assign(var("x"), method(var("y"), "z", {}, true))),
              R"((= (var "x") (call-method {:functor (. (var "y") (qn "z")) :args []})))");
}

// A <| title == "x" and tag != y |> { b => 1 }   /   A <<| |>>
TEST_F(PnDumpTest, Collectors) {
    auto* q = make<VirtualQuery>();
    q->expr =
        bin<And>(bin<Comparison>("==", qn("title"), str("x")), bin<Comparison>("!=", qn("tag"), qn("y")));
    auto* c = make<Collect>();
    c->type_expr = qr("A");
    c->query = q;
    c->operations = list({attr("b", num(1))});
    EXPECT_EQ(
        pn(c),
        R"((collect {:type (qr "A") :query (virtual-query (and (== (qn "title") "x") (!= (qn "tag") (qn "y")))) :ops [(=> "b" 1)]}))");
    auto* e = make<Collect>();
    e->type_expr = qr("A");
    e->query = make<ExportedQuery>();
    EXPECT_EQ(pn(e), R"((collect {:type (qr "A") :query (exported-query)}))");
}

// A <| title == "x" |> { b => 1 }  with --format json
TEST_F(PnDumpTest, CollectorJson) {
    auto* q = make<VirtualQuery>();
    q->expr = bin<Comparison>("==", qn("title"), str("x"));
    auto* c = make<Collect>();
    c->type_expr = qr("A");
    c->query = q;
    c->operations = list({attr("b", num(1))});
    EXPECT_EQ(
        json(c),
        R"({"^":["collect",{"#":["type",{"^":["qr","A"]},"query",{"^":["virtual-query",{"^":["==",{"^":["qn","title"]},"x"]}]},"ops",[{"^":["=>","b",1]}]]}]})");
}

// a -> b ~> c <- d <~ e
TEST_F(PnDumpTest, RelationshipChain) {
    Node* e = bin<Relationship>("->", qn("a"), qn("b"));
    e = bin<Relationship>("~>", e, qn("c"));
    e = bin<Relationship>("<-", e, qn("d"));
    e = bin<Relationship>("<~", e, qn("e"));
    EXPECT_EQ(pn(e), R"((<~ (<- (~> (-> (qn "a") (qn "b")) (qn "c")) (qn "d")) (qn "e")))");
}

// define d($a) { }   /   function f(Integer $x) >> Integer { $x }
TEST_F(PnDumpTest, DefineAndFunction) {
    auto* d = make<ResourceTypeDefinition>();
    d->name = "d";
    d->parameters = list<Parameter>({param("a")});
    EXPECT_EQ(pn(d), R"((define {:name "d" :params {:a {}}}))");
    auto* f = make<FunctionDefinition>();
    f->name = "f";
    f->parameters = list<Parameter>({param("x", qr("Integer"))});
    f->body = var("x");
    f->return_type = qr("Integer");
    EXPECT_EQ(
        pn(f),
        R"((function {:name "f" :params {:x {:type (qr "Integer")}} :body [(var "x")] :returns (qr "Integer")}))");
}

// Puppet 7.23 itself crashes here (PN::Literal(true) in parameters_entry); we print transform_Parameter's
// form.
TEST_F(PnDumpTest, CapturesRestParameter) {
    auto* f = make<FunctionDefinition>();
    f->name = "f";
    f->parameters = list<Parameter>({param("x", qr("Integer"), nullptr, true)});
    EXPECT_EQ(pn(f), R"((function {:name "f" :params {:x {:type (qr "Integer") :splat true}}}))");
}

// node "a.b", /x\.y/, default inherits c { }
TEST_F(PnDumpTest, Node) {
    auto* n = make<NodeDefinition>();
    n->host_matches = list({str("a.b"), regex("x\\.y"), deflt()});
    n->parent = str("c");
    EXPECT_EQ(pn(n), R"((node {:matches ["a.b" (regexp "x\\.y") (default)] :parent "c"}))");
}

// type A = Integer[1]   /   type Integer[1] = A   /   type Foo { }
TEST_F(PnDumpTest, TypeAliasMappingDefinition) {
    auto* a = make<TypeAlias>();
    a->name = "A";
    a->type_expr = access(qr("Integer"), {num(1)});
    EXPECT_EQ(pn(a), R"((type-alias "A" (access (qr "Integer") 1)))");
    auto* m = make<TypeMapping>();
    m->type_expr = access(qr("Integer"), {num(1)});
    m->mapping_expr = qr("A");
    EXPECT_EQ(pn(m), R"((type-mapping (access (qr "Integer") 1) (qr "A")))");
    auto* d = make<TypeDefinition>();
    d->name = "Foo";
    EXPECT_EQ(pn(d), R"((type-definition "Foo" nil (nop)))");
}

// $a = [1, *$b] $c = !$d $e = $f =~ /a\/b/ $g = $h in [] $i = ($j) $x += 1
TEST_F(PnDumpTest, Operators) {
    auto* arr = make<LiteralList>();
    arr->values = list({num(1), un<Unfold>(var("b"))});
    Node* b = block({assign(var("a"), arr), assign(var("c"), un<Not>(var("d"))),
                     assign(var("e"), bin<Match>("=~", var("f"), regex("a/b"))),
                     assign(var("g"), bin<In>(var("h"), make<LiteralList>())),
                     assign(var("i"), un<Parenthesized>(var("j"))), bin<Assignment>("+=", var("x"), num(1))});
    EXPECT_EQ(
        pn(b),
        R"((block (= (var "a") (array 1 (unfold (var "b")))) (= (var "c") (! (var "d"))) (= (var "e") (=~ (var "f") (regexp "a/b"))) (= (var "g") (in (var "h") (array))) (= (var "i") (paren (var "j"))) (+= (var "x") 1)))");
}

// $x = private   /   $x = $0 $y = "${1}"
TEST_F(PnDumpTest, ReservedWordAndNumericVariables) {
    auto* w = make<ReservedWord>();
    w->word = "private";
    EXPECT_EQ(pn(assign(var("x"), w)), R"((= (var "x") (reserved "private")))");
    auto* v0 = make<Variable>();
    v0->expr = num(0, 10, "0");
    EXPECT_EQ(pn(v0), R"((var "0"))");
    EXPECT_EQ(pn(var("1")), R"((var "1"))");
}

// $x = "a\u0001\t\n\r\"\\/é\u2028\u007f\u0080"   (also with --format json, plus \u001f)
TEST_F(PnDumpTest, StringEscapes) {
    Node* s = assign(var("x"), str("a\x01\t\n\r\"\\/\xC3\xA9\xE2\x80\xA8\x7F\xC2\x80"));
    EXPECT_EQ(pn(s), "(= (var \"x\") \"a\\o001\\t\\n\\r\\\"\\\\/\xC3\xA9\xE2\x80\xA8\x7F\xC2\x80\")");
    Node* j = assign(var("x"), str("a\x01\x1f\t\n\r\b\f\"\\/\xC3\xA9\xE2\x80\xA8\x7F\xC2\x80"));
    EXPECT_EQ(json(j), "{\"^\":[\"=\",{\"^\":[\"var\",\"x\"]},\"a\\u0001\\u001f\\t\\n\\r\\b\\f\\\"\\\\/"
                       "\xC3\xA9\xE2\x80\xA8\x7F\xC2\x80\"]}");
}

// '' (an empty program)   /   f()
TEST_F(PnDumpTest, ProgramBody) {
    EXPECT_EQ(pn(program(make<Nop>())), "(nop)");
    EXPECT_EQ(pn(program(nullptr)), "(nop)");
    EXPECT_EQ(pn(program(call(qn("f"), {}, false))), R"((invoke {:functor (qn "f") :args []}))");
    EXPECT_EQ(json(program(make<Nop>())), R"({"^":["nop"]})");
}

// EPP: '<%| $a, Integer $b = 1 |%>a<%= $a %>b'   /   ''   /   'hello'
TEST_F(PnDumpTest, EppTemplate) {
    auto rs = [&](std::string_view v) {
        auto* r = make<RenderString>();
        r->value = v;
        return r;
    };
    auto* epp = make<Epp>();
    epp->parameters_specified = true;
    epp->body = block({rs("a"), un<RenderExpression>(var("a")), rs("b")});
    auto* l = make<Lambda>();
    l->parameters = list<Parameter>({param("a"), param("b", qr("Integer"), num(1))});
    l->body = epp;
    EXPECT_EQ(
        pn(program(l)),
        R"((lambda {:params {:a {} :b {:type (qr "Integer") :value 1}} :body [(epp (render-s "a") (render (var "a")) (render-s "b"))]}))");
    EXPECT_EQ(
        json(program(l)),
        R"({"^":["lambda",{"#":["params",{"#":["a",{"#":[]},"b",{"#":["type",{"^":["qr","Integer"]},"value",1]}]},"body",[{"^":["epp",{"^":["render-s","a"]},{"^":["render",{"^":["var","a"]}]},{"^":["render-s","b"]}]}]]}]})");

    auto* empty = make<Epp>();
    auto* l2 = make<Lambda>();
    l2->body = empty;
    EXPECT_EQ(pn(l2), "(lambda {:body [(epp)]})");

    auto* hello = make<Epp>();
    hello->body = block({rs("hello")});
    l2->body = hello;
    EXPECT_EQ(pn(l2), R"((lambda {:body [(epp (render-s "hello"))]}))");
    hello->body = rs("hello"); // a lone statement not wrapped in a Block dumps the same
    EXPECT_EQ(pn(l2), R"((lambda {:body [(epp (render-s "hello"))]}))");
}

TEST(KindName, PuppetModelNames) {
    EXPECT_EQ(kind_name(NodeKind::Resource), "ResourceExpression");
    EXPECT_EQ(kind_name(NodeKind::Variable), "VariableExpression");
    EXPECT_EQ(kind_name(NodeKind::Arithmetic), "ArithmeticExpression");
    EXPECT_EQ(kind_name(NodeKind::Block), "BlockExpression");
    EXPECT_EQ(kind_name(NodeKind::QualifiedName), "QualifiedName");
    EXPECT_EQ(kind_name(NodeKind::Epp), "EppExpression");
    EXPECT_EQ(kind_name(NodeKind::HostClassDefinition), "HostClassDefinition");
    EXPECT_EQ(kind_name(NodeKind::LiteralRegex), "LiteralRegularExpression");
    EXPECT_EQ(kind_name(NodeKind::RenderString), "RenderStringExpression");
    EXPECT_EQ(form_name(ResourceForm::Regular), "regular");
    EXPECT_EQ(form_name(ResourceForm::Virtual), "virtual");
    EXPECT_EQ(form_name(ResourceForm::Exported), "exported");
}

TEST(RegexpToS, PatternIsVerbatim) {
    // ruby -e 'puts Regexp.new("a/b\\/c\n\\\\").source'  ->  a/b\/c<newline>\\ ; Regexp.new("a/b").source ==
    // "a/b"
    EXPECT_EQ(runtime::regexp_to_s("a/b"), "a/b");
    EXPECT_EQ(runtime::regexp_to_s("x\\.y"), "x\\.y");
    EXPECT_EQ(runtime::regexp_to_s(""), "");
}

} // namespace
} // namespace pp::parser
