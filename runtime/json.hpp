#pragma once
// JSON <-> Value, as Ruby's JSON library reads and writes Puppet's values: `JSON.generate` and
// `JSON.pretty_generate` (functions, `puppet lookup --render-as json`), and JSON documents read as data
// (facts files, Hiera's json_data, catalogs).

#include "runtime/error.hpp"
#include "runtime/value.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace pp::runtime {

/// How `append_json` writes.
struct JsonStyle {
    /// JSON.pretty_generate: `"key": value`, one element per line, indented by two spaces.
    bool pretty = false;
    /// The text of a value JSON has no form for (a Type, `default`, a SemVer...) and of a non-String key:
    /// Ruby's `to_s` of it by default (Object#to_json); Puppet::Util::Json.dump writes its `inspect`.
    std::string (*other)(const Value&) = nullptr;
};

/// Appends `v` as Ruby's JSON generator writes it (json 2.x defaults: no spaces, `Float#to_s` numbers).
void append_json(std::string& out, const Value& v, const JsonStyle& style = {});

/// A JSON document that could not be read: the parser's message.
class JsonError : public Error {
public:
    using Error::Error;
};

/// A JSON document nested deeper than the reader allows ("data nested too deeply").
class JsonTooDeep : public JsonError {
public:
    JsonTooDeep() : JsonError("data nested too deeply") {}
};

/// JSON text as a Value: objects are Hashes in their key order, integers beyond 64 bits are Floats, `null`
/// is undef. Throws JsonError (JsonTooDeep beyond `max_depth` levels).
Value parse_json(std::string_view text, int max_depth = 512);

/// An already parsed JSON value as a Value (a catalog's parameters), as `parse_json` converts it.
Value value_from_json(const nlohmann::json& j, int max_depth = 512);
Value value_from_json(const nlohmann::ordered_json& j, int max_depth = 512);

} // namespace pp::runtime
