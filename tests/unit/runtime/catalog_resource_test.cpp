// What a catalog keeps for each of its resources, made small for large catalogs: the tags (TagList: one
// buffer, each tag behind its length, one byte or five for a tag of 255 bytes and more, in the order they
// were added and each once), the file (SharedString), the kind (ResourceKind), the values the title gives
// (the key attribute's name alone in the usual case) and the title index (ResourceIndex: 16-byte slots).
#include "runtime/catalog.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <utility>
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

// The list is one pointer to a block of its own: copies are deep, a moved-from list is empty (or holds the
// target's old tags, for an assignment), and a list grown tag by tag keeps every tag.
TEST(TagList, CopiesAndMovesKeepTheirOwnTags) {
    runtime::TagList a{"file", "class"};
    runtime::TagList copy = a;
    copy.add("more");
    EXPECT_EQ(listed(a), (std::vector<std::string>{"file", "class"}));
    EXPECT_EQ(listed(copy), (std::vector<std::string>{"file", "class", "more"}));
    runtime::TagList moved = std::move(copy);
    EXPECT_EQ(listed(moved), (std::vector<std::string>{"file", "class", "more"}));
    EXPECT_TRUE(copy.empty()); // NOLINT(bugprone-use-after-move): what a moved-from list holds is the test
    copy = moved;              // assigned again after the move
    EXPECT_EQ(copy, moved);
    runtime::TagList empty;
    copy = empty;
    EXPECT_TRUE(copy.empty());
    EXPECT_EQ(copy, runtime::TagList());
    copy.add("again");
    EXPECT_EQ(listed(copy), (std::vector<std::string>{"again"}));
    copy = copy; // NOLINT: assigning a list to itself leaves it as it was
    EXPECT_EQ(listed(copy), (std::vector<std::string>{"again"}));
    runtime::TagList many;
    std::vector<std::string> expected;
    for (int i = 0; i < 500; ++i) {
        expected.push_back("tag" + std::to_string(i));
        many.add(expected.back());
    }
    EXPECT_EQ(listed(many), expected);
    EXPECT_EQ(listed(runtime::TagList(many)), expected);
}

// A resource takes a third of the catalog deque's 512-byte block (it took 232 bytes, two to a block: its
// tags and namevar were 32-byte strings, its kind and the title's key attribute 16-byte views).
TEST(CatalogResource, ThreeFitInABlockOfTheCatalog) {
    EXPECT_LE(sizeof(runtime::CatalogResource), 512U / 3);
    EXPECT_EQ(sizeof(runtime::TagList), sizeof(void*));
    EXPECT_EQ(sizeof(runtime::KeptName), sizeof(void*));
    EXPECT_EQ(sizeof(runtime::ResourceKind), sizeof(void*));
}

// A namevar is kept for the process, once: equal names are one string, whatever they were made from.
TEST(KeptName, EqualNamesAreOneKeptString) {
    runtime::KeptName none;
    EXPECT_TRUE(none.empty());
    EXPECT_EQ(none.view(), "");
    EXPECT_EQ(none.str(), "");
    EXPECT_TRUE(runtime::KeptName("").empty());
    runtime::KeptName usual = "name";
    EXPECT_TRUE(usual == "name");
    runtime::KeptName odd;
    {
        std::string text = "target_file";
        odd = text;
        text.assign(text.size(), 'x');
    }
    EXPECT_EQ(odd.view(), "target_file"); // kept after the string it came from changed
    EXPECT_EQ(runtime::KeptName(std::string_view("target_file")).view().data(), odd.view().data());
    EXPECT_EQ(&runtime::KeptName("name").str(), &usual.str());
    EXPECT_EQ(runtime::KeptName(std::string("na") + "me").view().data(), usual.view().data());
    odd.clear();
    EXPECT_TRUE(odd.empty());
    runtime::CatalogResource r;
    EXPECT_EQ(r.namevar.view(), "name"); // Resource#namevar's default
    // parameters are named by kept names: the same name is one string in every resource
    runtime::CatalogResource other;
    r.set_param("mode", runtime::Value("0644"));
    other.set_param(std::string("owner"), runtime::Value("root"));
    other.set_param(std::string("mo") + "de", runtime::Value("0600"));
    ASSERT_EQ(other.params.size(), 2U);
    EXPECT_EQ(&r.params.front().first.str(), &other.params.back().first.str());
    other.set_param("mode", runtime::Value("0640")); // replaced where it is
    EXPECT_EQ(other.param("mode")->as_string(), "0640");
    EXPECT_EQ(other.params.back().first, "mode");
}

TEST(SharedString, CopiesShareOneText) {
    runtime::SharedString none;
    EXPECT_TRUE(none.empty());
    EXPECT_EQ(none.str(), "");
    runtime::SharedString path(std::string("/etc/puppet/code/site.pp"));
    runtime::SharedString copy = path;
    EXPECT_EQ(&copy.str(), &path.str());
    EXPECT_TRUE(copy == "/etc/puppet/code/site.pp");
    EXPECT_EQ(std::string_view(copy), "/etc/puppet/code/site.pp");
    runtime::SharedString other("/etc/puppet/code/site.pp");
    EXPECT_NE(&other.str(), &path.str()); // the same text made again is another copy
    EXPECT_TRUE(runtime::SharedString(std::string()).empty());
}

TEST(ResourceKind, TheUsualKindsAreLiteralsAndOthersAreKept) {
    runtime::ResourceKind k = "defined_type";
    EXPECT_TRUE(k == "defined_type");
    const std::string usual = "compilable_type";
    const runtime::ResourceKind a = runtime::ResourceKind::intern(usual);
    EXPECT_TRUE(a == "compilable_type");
    EXPECT_NE(a.text().data(), usual.data()); // not a view of the caller's string
    runtime::ResourceKind b;
    {
        std::string odd = "some_other_kind";
        b = runtime::ResourceKind::intern(odd);
        odd.assign(odd.size(), 'x');
    }
    EXPECT_EQ(b.text(), "some_other_kind"); // kept after the string it was made from changed and went
    EXPECT_EQ(runtime::ResourceKind::intern("some_other_kind").text().data(), b.text().data());
    EXPECT_TRUE(runtime::ResourceKind().empty());
}

using Pairs = std::vector<std::pair<std::string, std::string>>;
Pairs pairs_of(const runtime::CatalogResource& r) {
    Pairs out;
    for (const auto [k, v] : r.title_params())
        out.emplace_back(k, v);
    return out;
}

// parse_title's pairs as a resource keeps them: the title itself under one key is the key's name alone (a
// name other than the usual ones kept past the string it came from, the value following the title in copies),
// anything else as given; none at all when there are none.
TEST(CatalogResource, TitleParamsKeepTheKeyAloneWhenTheTitleIsTheValue) {
    runtime::CatalogResource r;
    r.title = "/etc/hosts";
    EXPECT_TRUE(r.title_params().empty());
    {
        std::string key = "target_file";
        r.set_title_params({{key, "/etc/hosts"}});
        key.assign(key.size(), 'x');
    }
    EXPECT_EQ(pairs_of(r), (Pairs{{"target_file", "/etc/hosts"}}));
    runtime::CatalogResource copy = r;
    copy.title = "/etc/other";
    EXPECT_EQ(pairs_of(copy), (Pairs{{"target_file", "/etc/other"}}));
    EXPECT_EQ(pairs_of(r), (Pairs{{"target_file", "/etc/hosts"}}));

    r.set_title_params({{"path", "/etc"}}); // (file's pattern took the slashes off)
    EXPECT_EQ(pairs_of(r), (Pairs{{"path", "/etc"}}));
    r.title = "a:b";
    r.set_title_params({{"name", "a"}, {"port", "b"}});
    EXPECT_EQ(pairs_of(r), (Pairs{{"name", "a"}, {"port", "b"}}));
    EXPECT_EQ(r.title_params().size(), 2U);
    r.set_title_key("name");
    EXPECT_EQ(pairs_of(r), (Pairs{{"name", "a:b"}}));
    r.set_title_params({});
    EXPECT_TRUE(r.title_params().empty());
}

TEST(ResourceIndex, FindsEveryKeyAfterGrowingAndOnlyThose) {
    runtime::ResourceIndex index;
    const std::size_t n = 50000;
    for (std::size_t i = 0; i < n; ++i) {
        const std::string key = "file/tmp/f" + std::to_string(i);
        EXPECT_EQ(index.emplace(key, i), i);
    }
    for (std::size_t i = 0; i < n; i += 7)
        EXPECT_EQ(index.emplace("file/tmp/f" + std::to_string(i), i + 1), i); // a key added once stays
    for (std::size_t i = 0; i < n; ++i)
        ASSERT_EQ(index.find("file/tmp/f" + std::to_string(i)), i) << i;
    EXPECT_EQ(index.find("file/tmp/f" + std::to_string(n)), SIZE_MAX);
    EXPECT_EQ(index.find("file/tmp/f"), SIZE_MAX);
    EXPECT_EQ(index.find(""), SIZE_MAX);
    EXPECT_EQ(runtime::ResourceIndex().find("x"), SIZE_MAX);
}

} // namespace
} // namespace pp
