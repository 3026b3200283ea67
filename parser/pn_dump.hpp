#pragma once
// `puppet parser dump --format pn|json`: Puppet's PN ("Puppet Extended S-Expression Notation") form of an
// AST, byte-identical to Puppet::Pops::Model::PNTransformer (lib/puppet/pops/model/pn_transformer.rb)
// followed by PN#format (lib/puppet/pops/pn.rb) or JSON of PN#to_data.
//
// The PN tree is built once as a flat pre-order item list (PnTree) and printed by separate printers, so
// the three output forms cannot disagree about structure.

#include "parser/ast.hpp"

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

namespace pp::parser {

/// One item of a PN tree in pre-order. Containers (Call, List, Map) are closed by an End item; a Map holds
/// alternating Key items and values.
struct PnItem {
    enum class Type : std::uint8_t {
        Call,
        List,
        Map,
        End,
        Key,
        String,
        Integer,
        BigInteger,
        Float,
        Bool,
        Nil
    };
    Type type = Type::Nil;
    bool flag = false;     ///< Bool's value
    std::string_view text; ///< Call name, Key, String, BigInteger's decimal digits
    std::int64_t integer = 0;
    double real = 0;
};

/// A PN tree. String items view the AST's arena, so the tree must not outlive the AST it was built from.
class PnTree {
public:
    PnTree() = default;
    // Items view m_owned's strings: moving keeps them in place, copying would not.
    PnTree(const PnTree&) = delete;
    PnTree& operator=(const PnTree&) = delete;
    PnTree(PnTree&&) = default;
    PnTree& operator=(PnTree&&) = default;
    ~PnTree() = default;

    /// PNTransformer.transform(node). A Program dumps only its body.
    static PnTree build(const Node& node);

    /// PN#format(nil, ''): `(resource {:type (qn "file") :bodies [...]})`.
    void format(std::string& out) const;
    /// PN#format(PN::Indent.new('  '), ''): the `--pretty` form.
    void format_pretty(std::string& out) const;
    /// JSON.dump(PN#to_data) as Ruby's json 2.x writes it: compact, non-ASCII left as is, `/` unescaped.
    void to_json(std::string& out) const;

    [[nodiscard]] const std::vector<PnItem>& items() const { return m_items; }

private:
    class Builder;
    std::vector<PnItem> m_items;
    std::deque<std::string> m_owned; ///< text of BigInteger items (stable addresses)
};

/// `puppet parser dump --format pn` for `node`, minus the `--- file` header.
std::string dump_pn(const Node& node);
/// `puppet parser dump --format pn --pretty`.
std::string dump_pn_pretty(const Node& node);
/// `puppet parser dump --format json`.
std::string dump_pn_json(const Node& node);

} // namespace pp::parser
