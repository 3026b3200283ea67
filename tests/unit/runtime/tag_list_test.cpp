// A resource's tags (runtime::TagList): kept in one buffer, each behind its length (one byte, or five for a
// tag of 255 bytes and more), in the order they were added and each once.
#include "runtime/catalog.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace pp {
namespace {

std::vector<std::string> listed(const runtime::TagList& tags) {
    std::vector<std::string> out;
    for (std::string_view t : tags)
        out.emplace_back(t);
    return out;
}

TEST(TagList, KeepsTheOrderTheTagsCameInAndEachOnce) {
    runtime::TagList tags;
    EXPECT_TRUE(tags.empty());
    EXPECT_EQ(tags.begin(), tags.end());
    for (std::string_view t : {"notify", "n0", "big", "n0", "even", "big", "class"})
        tags.add(t);
    EXPECT_EQ(tags.size(), 5U);
    EXPECT_EQ(listed(tags), (std::vector<std::string>{"notify", "n0", "big", "even", "class"}));
    EXPECT_TRUE(tags.contains("even"));
    EXPECT_FALSE(tags.contains("eve"));
    EXPECT_FALSE(tags.contains("evenx"));
    EXPECT_FALSE(tags.contains("Even")); // compared as given: CatalogResource::tagged lowers the name first
}

TEST(TagList, TagsOfEveryLengthAroundTheLongFormComeBackWhole) {
    // 254 fits the one-byte length, 255 is the first behind a five-byte one; an empty tag has length 0
    runtime::TagList tags;
    std::vector<std::string> expected;
    for (std::size_t length : {0, 1, 200, 254, 255, 256, 70000}) {
        std::string t(length, 'a');
        if (length > 0) t.back() = 'z';
        tags.add(t);
        expected.push_back(t);
    }
    tags.add(std::string(255, 'a')); // not a tag seen before: the 255-byte one ends in z
    expected.emplace_back(255, 'a');
    tags.add(expected[5]); // a long one seen before
    EXPECT_EQ(tags.size(), expected.size());
    EXPECT_EQ(listed(tags), expected);
    for (const std::string& t : expected)
        EXPECT_TRUE(tags.contains(t)) << t.size();
}

TEST(TagList, ResourcesMergeTagsAndCompareThemByName) {
    runtime::CatalogResource container;
    container.tag("class");
    container.tag("Apache::Vhost"); // lowered, and each segment after it
    runtime::CatalogResource r;
    r.tag("file");
    r.tag("vhost");
    r.merge_tags(container.tags);
    EXPECT_EQ(listed(r.tags),
              (std::vector<std::string>{"file", "vhost", "class", "apache::vhost", "apache"}));
    EXPECT_TRUE(r.tagged("APACHE"));
    EXPECT_FALSE(r.tagged("apache::"));
    runtime::TagList same{"file", "vhost", "class", "apache::vhost", "apache"};
    EXPECT_EQ(r.tags, same);
    runtime::TagList other{"file", "vhost", "class", "apache", "apache::vhost"};
    EXPECT_FALSE(r.tags == other); // the order is part of the list
}

} // namespace
} // namespace pp
