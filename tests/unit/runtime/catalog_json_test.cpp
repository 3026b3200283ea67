// The catalog JSON's strings: the writer tells strings needing no escape eight bytes at a time, so a
// character needing one is put at every position of strings of every length around that width, in the
// title, a tag, a parameter and a reference; each comes out as nlohmann::json writes it (Ruby's escapes) and
// reads back as it was.
#include "runtime/catalog.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace pp {
namespace {

std::string catalog_json(const std::string& text) {
    runtime::Catalog catalog;
    runtime::CatalogResource container;
    container.type = "Class";
    container.title = "main";
    catalog.add(std::move(container));
    runtime::CatalogResource r;
    r.type = "Notify";
    r.title = text;
    r.tags = {text};
    r.set_param("message", runtime::Value(text));
    catalog.add_edge(0, catalog.add(std::move(r)));
    return catalog.to_json("node.example.com", "production", 1);
}

TEST(CatalogJson, EveryStringIsWrittenAsJsonWritesIt) {
    // each needs an escape or is not ASCII, but for DEL and the last plain characters around the others
    const std::vector<std::string> specials = {"\"",   "\\",       "\n",   std::string(1, '\x01'),
                                               "\x1f", "\xc3\xa9", "\x7f", "!",
                                               "#",    "[",        "]",    "\xe2\x82\xac"};
    std::size_t checked = 0;
    for (const std::string& special : specials) {
        for (std::size_t length = 0; length <= 19; ++length) {
            for (std::size_t at = 0; at <= length; ++at) {
                std::string text(length, 'a');
                text.insert(at, special);
                const std::string json = catalog_json(text);
                const std::string expected = nlohmann::json(text).dump();
                const std::string ref = nlohmann::json("Notify[" + text + "]").dump();
                const nlohmann::json doc = nlohmann::json::parse(json);
                const nlohmann::json& resource = doc.at("resources").at(1);
                ASSERT_EQ(resource.at("title"), text) << expected;
                ASSERT_EQ(resource.at("tags").at(0), text) << expected;
                ASSERT_EQ(resource.at("parameters").at("message"), text) << expected;
                ASSERT_NE(json.find("\"title\":" + expected), std::string::npos) << json;
                ASSERT_NE(json.find("\"message\":" + expected), std::string::npos) << json;
                ASSERT_NE(json.find("\"target\":" + ref), std::string::npos) << json;
                ++checked;
            }
        }
    }
    EXPECT_EQ(checked, specials.size() * (20 * 21 / 2)); // lengths 0 to 19, each position
}

} // namespace
} // namespace pp
