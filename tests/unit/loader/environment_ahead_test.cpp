// loader::Environment parses ahead, on a thread of its own, the module files that the files it loaded name;
// a file parsed ahead is, once loaded, what a parse on the spot would have given (diagnostics included), and
// what a file nobody loads reports is never seen. Modules are written to a temporary modulepath.
#include "lexer/diagnostics.hpp"
#include "loader/dir_listings.hpp"
#include "loader/environment.hpp"
#include "parser/parse_cache.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace fs = std::filesystem;
using namespace pp;

namespace {

class EnvironmentAhead : public testing::Test {
protected:
    void SetUp() override {
        std::string tmpl = (fs::temp_directory_path() / "pp-ahead-XXXXXX").string();
        ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
        m_dir = tmpl;
        write("m/manifests/init.pp", "class m(Stdx::Port $p = 1) inherits m::params {\n"
                                     "  include m::a\n"
                                     "  m::d { 'x': }\n"
                                     "  $b = Class['m::b']\n"
                                     "  notice(m::f())\n"
                                     "  if false { include m::broken }\n"
                                     "  $provider = 'other'\n"
                                     "  notice($m::vars::v)\n"
                                     "}\n");
        write("m/manifests/params.pp", "class m::params { }\n");
        write("m/manifests/a.pp", "class m::a { }\n");
        write("m/manifests/d.pp", "define m::d() { }\n");
        write("m/manifests/b.pp", "class m::b inherits m::c {\n  include m::e\n}\n");
        write("m/manifests/c.pp", "class m::c { }\n");
        write("m/manifests/e.pp", "class m::e { }\n");
        write("m/manifests/broken.pp", "class m::broken {\n  $x = [1,\n}\n");
        write("m/functions/f.pp", "function m::f() { 1 }\n");
        write("stdx/types/port.pp", "type Stdx::Port = Integer[1, 65535]\n");
        write("other/manifests/init.pp", "class other { }\n");
        write("m/manifests/vars/v.pp", "class m::vars::v { }\n");
    }
    void TearDown() override {
        fs::remove_all(m_dir);
        fs::remove_all(site_dir());
    }
    // Main manifests live beside the modulepath, not in it (a directory there is a module).
    fs::path site_dir() const { return m_dir.string() + "-site"; }
    std::string write_site(const std::string& name, const std::string& text) {
        fs::create_directories(site_dir());
        std::ofstream(site_dir() / name) << text;
        return (site_dir() / name).string();
    }

    void write(const std::string& rel, const std::string& text) {
        fs::path p = m_dir / rel;
        fs::create_directories(p.parent_path());
        std::ofstream(p) << text;
    }
    std::string path(const std::string& rel) const { return (m_dir / rel).string(); }
    // In `dir`: the regular file `file`, a directory `sub`, and links to each (`to_file`, `to_dir`) and to
    // nothing (`dangling`).
    void entries_of_each_kind(const std::string& dir, const std::string& file) {
        fs::create_directories(m_dir / dir / "sub");
        write(dir + "/" + file, "x");
        fs::create_symlink(m_dir / dir / file, m_dir / dir / "to_file");
        fs::create_symlink(m_dir / dir / "sub", m_dir / dir / "to_dir");
        fs::create_symlink(m_dir / dir / "gone", m_dir / dir / "dangling");
    }

    // The diagnostics of loading `rel` with an environment of its own that has loaded nothing else (so
    // parses nothing ahead of it): what a parse on the spot reports.
    std::vector<std::string> on_the_spot(const std::string& rel) const {
        lexer::SourceManager sm;
        loader::Environment env(sm, {m_dir.string()}, {});
        lexer::Diagnostics diags;
        env.load(path(rel), diags);
        return messages(diags);
    }
    static std::vector<std::string> messages(const lexer::Diagnostics& diags) {
        std::vector<std::string> out;
        for (const auto& d : diags.all())
            out.push_back(d.message + " at " + std::to_string(d.begin));
        return out;
    }

    fs::path m_dir;
};

TEST_F(EnvironmentAhead, ParsesWhatLoadedFilesNameAndNothingFurther) {
    lexer::SourceManager sm;
    loader::Environment env(sm, {m_dir.string()}, {});
    lexer::Diagnostics diags;
    ASSERT_NE(env.load(path("m/manifests/init.pp"), diags), nullptr);
    env.wait_ahead();
    EXPECT_FALSE(diags.has_errors()) << "a file parsed ahead and never loaded reports nothing";
    EXPECT_EQ(env.loaded_ahead(), 0U);
    {
        // included by b.pp, which nothing loaded: not parsed ahead (only what loaded files name is)
        lexer::Diagnostics d;
        ASSERT_NE(env.load(path("m/manifests/e.pp"), d), nullptr);
        EXPECT_EQ(env.loaded_ahead(), 0U);
    }

    {
        // a string of one word is a value, not the class of a module's init.pp, and a variable's name names
        // no file: neither is parsed ahead
        lexer::Diagnostics d;
        ASSERT_NE(env.load(path("other/manifests/init.pp"), d), nullptr);
        ASSERT_NE(env.load(path("m/manifests/vars/v.pp"), d), nullptr);
        EXPECT_EQ(env.loaded_ahead(), 0U);
    }

    // named by init.pp: the parent class, an include, a defined type, a class reference, a function, a type;
    // and the parent of b.pp's class, found when b.pp was lexed
    const char* named[] = {"m/manifests/params.pp", "m/manifests/a.pp", "m/manifests/d.pp",
                           "m/manifests/b.pp",      "m/functions/f.pp", "stdx/types/port.pp",
                           "m/manifests/c.pp"};
    std::size_t expected = 0;
    for (const char* rel : named) {
        lexer::Diagnostics d;
        const parser::ParsedFile* parsed = env.load(path(rel), d);
        ASSERT_NE(parsed, nullptr) << rel;
        EXPECT_EQ(sm.file(parsed->file).path(), path(rel));
        EXPECT_EQ(env.loaded_ahead(), ++expected) << rel << " was not parsed ahead";
        EXPECT_EQ(env.load(path(rel), d), parsed) << "a file is parsed once";
    }

    // the syntax error of a file parsed ahead is reported when, and as, it is loaded
    lexer::Diagnostics broken;
    EXPECT_EQ(env.load(path("m/manifests/broken.pp"), broken), nullptr);
    EXPECT_EQ(env.loaded_ahead(), ++expected);
    EXPECT_TRUE(broken.has_errors());
    EXPECT_EQ(messages(broken), on_the_spot("m/manifests/broken.pp"));
}

// What a file names only in a branch (`if`, `unless`, `case`, a selector) the evaluation may never take: it
// is parsed ahead after what the file names outside any branch, though it comes first in the file. The worker
// adds each file it reads to the source manager, so the files' ids give the order it parsed them in.
TEST_F(EnvironmentAhead, NamesOnlyInABranchAreParsedAfterTheOthers) {
    write("n/manifests/init.pp", "class n {\n"
                                 "  if $facts['x'] { include n::maybe }\n"
                                 "  $y = $facts['y'] ? { 'a' => n::pick(), default => 1 }\n"
                                 "  include n::sure\n"
                                 "  n::d { 'x': }\n"
                                 "  unless $facts['z'] { include n::sure }\n"
                                 "}\n");
    write("n/manifests/maybe.pp", "class n::maybe { }\n");
    write("n/functions/pick.pp", "function n::pick() { 1 }\n");
    write("n/manifests/sure.pp", "class n::sure { }\n");
    write("n/manifests/d.pp", "define n::d() { }\n");
    lexer::SourceManager sm;
    loader::Environment env(sm, {m_dir.string()}, {});
    lexer::Diagnostics diags;
    ASSERT_NE(env.load(path("n/manifests/init.pp"), diags), nullptr);
    env.wait_ahead();
    std::map<std::string, lexer::FileId> ids;
    for (const char* rel :
         {"n/manifests/maybe.pp", "n/functions/pick.pp", "n/manifests/sure.pp", "n/manifests/d.pp"}) {
        const parser::ParsedFile* parsed = env.load(path(rel), diags);
        ASSERT_NE(parsed, nullptr) << rel;
        ids[rel] = parsed->file;
    }
    EXPECT_EQ(env.loaded_ahead(), 4U);
    for (const char* branch : {"n/manifests/maybe.pp", "n/functions/pick.pp"})
        for (const char* outside : {"n/manifests/sure.pp", "n/manifests/d.pp"})
            EXPECT_GT(ids[branch], ids[outside]) << branch << " was parsed before " << outside;
}

// A compilation hands its main manifest over before it sets up: the worker parses it, then what it names,
// and loading them later takes those parses, with what a parse on the spot reports.
TEST_F(EnvironmentAhead, ParseAheadTakesTheMainManifestAndWhatItNames) {
    const std::string site_pp = write_site("site.pp", "include m\n");
    const std::string broken_pp = write_site("broken.pp", "$x = [1,\n");
    lexer::SourceManager sm;
    loader::Environment env(sm, {m_dir.string()}, {});
    env.parse_ahead({site_pp, broken_pp});
    env.wait_ahead();
    // the worker has read what site.pp names before anything was loaded, and the parent of its class
    std::vector<std::string> read;
    for (lexer::FileId id = 0; id < 4; ++id)
        EXPECT_NO_THROW(read.push_back(sm.file(id).path()));
    EXPECT_NE(std::find(read.begin(), read.end(), path("m/manifests/init.pp")), read.end());
    EXPECT_NE(std::find(read.begin(), read.end(), path("m/manifests/params.pp")), read.end());
    // and nothing further: what init.pp names waits until init.pp is loaded
    EXPECT_THROW(static_cast<void>(sm.file(4)), std::out_of_range);
    lexer::Diagnostics diags;
    const parser::ParsedFile* site = env.load(site_pp, diags);
    ASSERT_NE(site, nullptr) << testing::PrintToString(messages(diags));
    EXPECT_FALSE(diags.has_errors());
    EXPECT_EQ(env.loaded_ahead(), 1U);
    EXPECT_EQ(env.load(site_pp, diags), site) << "a file is parsed once";
    // named by site.pp, queued by the worker itself: loaded from its parse
    ASSERT_NE(env.load(path("m/manifests/init.pp"), diags), nullptr);
    EXPECT_EQ(env.loaded_ahead(), 2U);
    // a main manifest's syntax error: reported when, and as, it is loaded
    lexer::Diagnostics broken;
    EXPECT_EQ(env.load(broken_pp, broken), nullptr);
    EXPECT_EQ(env.loaded_ahead(), 3U);
    EXPECT_TRUE(broken.has_errors());
    lexer::Diagnostics spot;
    lexer::SourceManager sm2;
    loader::Environment(sm2, {m_dir.string()}, {}).load(broken_pp, spot);
    EXPECT_EQ(messages(broken), messages(spot));
}

// Loading a main manifest while the worker still has it queued or is parsing it: the same file either way.
TEST_F(EnvironmentAhead, ParseAheadRacesTheLoader) {
    const std::string site_pp = write_site("site.pp", "include m\n");
    for (int i = 0; i < 20; ++i) {
        lexer::SourceManager sm;
        loader::Environment env(sm, {m_dir.string()}, {});
        env.parse_ahead({site_pp});
        lexer::Diagnostics diags;
        const parser::ParsedFile* site = env.load(site_pp, diags);
        ASSERT_NE(site, nullptr);
        EXPECT_EQ(sm.file(site->file).path(), site_pp);
        EXPECT_NE(env.load(path("m/manifests/init.pp"), diags), nullptr);
        EXPECT_FALSE(diags.has_errors());
    }
}

// The worker lexes a file whose class inherits another: the loader, waiting for that file, parses the
// parent's file meanwhile, on its own thread, and loading it later takes that parse. The main manifest is
// large (its parse takes far longer than the loader needs to start waiting), and the loader asks for it
// once the worker has read it, i.e. is lexing or parsing it.
TEST_F(EnvironmentAhead, TheLoaderParsesTheParentClassWhileItWaits) {
    std::string text = "class site inherits m::params { }\n";
    for (int i = 0; i < 40000; ++i)
        text += "notice('" + std::to_string(i) + "')\n";
    const std::string site_pp = write_site("site.pp", text);
    lexer::SourceManager sm;
    loader::Environment env(sm, {m_dir.string()}, {});
    env.parse_ahead({site_pp});
    while (true) {
        try {
            static_cast<void>(sm.file(0));
            break;
        } catch (const std::out_of_range&) {
            std::this_thread::yield();
        }
    }
    lexer::Diagnostics diags;
    ASSERT_NE(env.load(site_pp, diags), nullptr);
    EXPECT_EQ(env.loaded_ahead(), 1U);
    EXPECT_EQ(env.parsed_while_waiting(), 1U);
    const parser::ParsedFile* params = env.load(path("m/manifests/params.pp"), diags);
    ASSERT_NE(params, nullptr);
    EXPECT_EQ(sm.file(params->file).path(), path("m/manifests/params.pp"));
    EXPECT_EQ(env.loaded_ahead(), 2U);
    EXPECT_FALSE(diags.has_errors());
}

TEST_F(EnvironmentAhead, NothingIsParsedAheadPastSettle) {
    lexer::SourceManager sm;
    loader::Environment env(sm, {m_dir.string()}, {});
    lexer::Diagnostics diags;
    ASSERT_NE(env.load(path("m/manifests/init.pp"), diags), nullptr);
    env.settle();
    env.wait_ahead(); // (returns at once: nothing is left queued)
    for (const char* rel : {"m/manifests/a.pp", "m/manifests/d.pp", "m/functions/f.pp"}) {
        lexer::Diagnostics d;
        ASSERT_NE(env.load(path(rel), d), nullptr) << rel;
    }
    EXPECT_LE(env.loaded_ahead(), 3U);
}

TEST_F(EnvironmentAhead, DestroyedWhileParsingAhead) {
    for (int i = 0; i < 20; ++i) {
        lexer::SourceManager sm;
        loader::Environment env(sm, {m_dir.string()}, {});
        lexer::Diagnostics diags;
        ASSERT_NE(env.load(path("m/manifests/init.pp"), diags), nullptr);
    }
}

TEST_F(EnvironmentAhead, NoModulesNoThread) {
    lexer::SourceManager sm;
    loader::Environment env(sm, {(m_dir / "nothing-here").string()}, {});
    lexer::Diagnostics diags;
    ASSERT_NE(env.load(path("m/manifests/init.pp"), diags), nullptr);
    env.wait_ahead();
    lexer::Diagnostics d;
    ASSERT_NE(env.load(path("m/manifests/a.pp"), d), nullptr);
    EXPECT_EQ(env.loaded_ahead(), 0U);
}

// One thread registers files while another reads those it was told about.
TEST(SourceManagerThreads, ReadsWhileAnotherThreadAdds) {
    lexer::SourceManager sm;
    constexpr std::uint32_t kFiles = 20000;
    std::atomic<std::uint32_t> added{0};
    std::thread writer([&] {
        for (std::uint32_t i = 0; i < kFiles; ++i) {
            const lexer::FileId id = sm.add("f" + std::to_string(i), std::string(i % 50, 'x'));
            ASSERT_EQ(id, i);
            added.store(i + 1, std::memory_order_release);
        }
    });
    std::uint32_t checked = 0;
    while (checked < kFiles) {
        const std::uint32_t upto = added.load(std::memory_order_acquire);
        for (; checked < upto; ++checked) {
            const lexer::SourceFile& f = sm.file(checked);
            ASSERT_EQ(f.path(), "f" + std::to_string(checked));
            ASSERT_EQ(f.text().size(), checked % 50);
        }
    }
    writer.join();
    EXPECT_THROW((void)sm.file(kFiles), std::out_of_range);
}

} // namespace

// dir_has lists a directory once a compilation (an environment): what it holds then, a missing directory as
// empty, and a file added later is not seen by the same environment until it forgets its listings.
TEST_F(EnvironmentAhead, DirHasListsADirectoryOnce) {
    lexer::SourceManager sm;
    loader::Environment env(sm, {m_dir.string()}, {});
    EXPECT_TRUE(env.dir_has(path("m/manifests"), "init.pp"));
    EXPECT_TRUE(env.dir_has(path("m/manifests"), "vars")); // (a directory too)
    EXPECT_FALSE(env.dir_has(path("m/manifests"), "init"));
    EXPECT_FALSE(env.dir_has(path("m/nothing"), "init.pp"));
    EXPECT_TRUE(env.is_file(path("m/manifests/init.pp")));
    EXPECT_FALSE(env.is_file(path("m/manifests/vars"))); // (listed, but a directory)
    EXPECT_FALSE(env.is_file(path("m/nothing/init.pp")));
    write("m/manifests/later.pp", "class m::later { }\n");
    EXPECT_FALSE(env.dir_has(path("m/manifests"), "later.pp"));
    loader::Environment next(sm, {m_dir.string()}, {});
    EXPECT_TRUE(next.dir_has(path("m/manifests"), "later.pp"));
    env.forget_listings(); // (the REPL, before each input)
    EXPECT_TRUE(env.dir_has(path("m/manifests"), "later.pp"));

    // find_template likewise: once a compilation, again after forget_listings
    EXPECT_EQ(env.find_template("m/t.erb"), "");
    write("m/templates/t.erb", "x");
    EXPECT_EQ(env.find_template("m/t.erb"), "");
    env.forget_listings();
    EXPECT_EQ(env.find_template("m/t.erb"), path("m/templates/t.erb"));
}

// list_directory: every entry but . and .., each with its kind as the directory gives it, a symbolic link as
// what it points to (a dangling one as neither file nor directory); false for a directory that is not there.
TEST_F(EnvironmentAhead, ListDirectoryGivesEachEntryAndItsKind) {
    entries_of_each_kind("l", "f.rb");
    for (int i = 0; i < 300; ++i) // more entries than one read of the directory returns
        write("l/many/" + std::string(40, 'x') + std::to_string(i) + ".pp", "");
    std::map<std::string, loader::EntryKind> seen;
    EXPECT_TRUE(loader::list_directory(path("l"), [&](std::string_view name, loader::EntryKind kind) {
        EXPECT_TRUE(seen.emplace(std::string(name), kind).second) << name;
    }));
    const std::map<std::string, loader::EntryKind> expected = {
        {"f.rb", loader::EntryKind::File},      {"sub", loader::EntryKind::Directory},
        {"to_file", loader::EntryKind::File},   {"to_dir", loader::EntryKind::Directory},
        {"dangling", loader::EntryKind::Other}, {"many", loader::EntryKind::Directory}};
    EXPECT_EQ(seen, expected);
    std::size_t many = 0;
    EXPECT_TRUE(loader::list_directory(path("l/many"), [&](std::string_view, loader::EntryKind) { ++many; }));
    EXPECT_EQ(many, 300U);
    EXPECT_FALSE(loader::list_directory(path("l/nothing"), [](std::string_view, loader::EntryKind) {}));
    EXPECT_FALSE(loader::list_directory(path("l/f.rb"), [](std::string_view, loader::EntryKind) {}));
}

// DirListings::is_file answers from its directory's listing, without a stat of the file: a regular file or
// a link to one is a file; a directory, a link to one, a dangling link and a name the directory lacks are
// not; what changes afterwards is not seen until forget().
TEST_F(EnvironmentAhead, IsFileAnswersFromTheListing) {
    entries_of_each_kind("k", "f.erb");
    loader::DirListings listings;
    EXPECT_TRUE(listings.is_file(path("k/f.erb")));
    EXPECT_TRUE(listings.is_file(path("k/to_file")));
    EXPECT_FALSE(listings.is_file(path("k/sub")));
    EXPECT_FALSE(listings.is_file(path("k/to_dir")));
    EXPECT_FALSE(listings.is_file(path("k/dangling")));
    EXPECT_FALSE(listings.is_file(path("k/none.erb")));
    EXPECT_FALSE(listings.is_file(path("nowhere/f.erb")));
    EXPECT_FALSE(listings.is_file(path("k/sub/")));
    write("k/new.erb", "x");
    fs::remove(m_dir / "k" / "f.erb");
    EXPECT_FALSE(listings.is_file(path("k/new.erb")));
    EXPECT_TRUE(listings.is_file(path("k/f.erb")));
    listings.forget();
    EXPECT_TRUE(listings.is_file(path("k/new.erb")));
    EXPECT_FALSE(listings.is_file(path("k/f.erb")));
    EXPECT_FALSE(listings.is_file(path("k/to_file")));
}

// A directory that a listing already made of one of its parents lacks (or has as no directory) is not opened:
// what it holds is nothing until forget(), even once it is created. One the parent has, a link to one
// included, is listed when first asked about. each() gives a listing's entries in name order.
TEST_F(EnvironmentAhead, ListingsKnowWhatTheParentsListingLacks) {
    entries_of_each_kind("j", "f.rb");
    loader::DirListings listings;
    std::vector<std::pair<std::string, loader::EntryKind>> seen;
    listings.each(path("j"),
                  [&](std::string_view name, loader::EntryKind kind) { seen.emplace_back(name, kind); });
    const std::vector<std::pair<std::string, loader::EntryKind>> expected = {
        {"dangling", loader::EntryKind::Other},
        {"f.rb", loader::EntryKind::File},
        {"sub", loader::EntryKind::Directory},
        {"to_dir", loader::EntryKind::Directory},
        {"to_file", loader::EntryKind::File}};
    EXPECT_EQ(seen, expected);
    write("j/later/f.rb", "x");
    write("j/later/deeper/g.rb", "x");
    write("j/sub/f.rb", "x");
    EXPECT_FALSE(listings.is_file(path("j/later/f.rb")));        // (j's listing has no `later`)
    EXPECT_FALSE(listings.is_file(path("j/later/deeper/g.rb"))); // (nor, through it, `later/deeper`)
    EXPECT_FALSE(listings.is_file(path("j/f.rb/x")));            // (a file has no entries)
    EXPECT_FALSE(listings.is_file(path("j/dangling/x")));
    EXPECT_TRUE(listings.is_file(path("j/sub/f.rb")));    // listed now
    EXPECT_TRUE(listings.is_file(path("j/to_dir/f.rb"))); // (the same directory, through the link)
    std::size_t later = 0;
    listings.each(path("j/later"), [&](std::string_view, loader::EntryKind) { ++later; });
    EXPECT_EQ(later, 0U);
    listings.forget();
    EXPECT_TRUE(listings.is_file(path("j/later/f.rb")));
    EXPECT_TRUE(listings.is_file(path("j/later/deeper/g.rb")));
    listings.each(path("j/later"), [&](std::string_view, loader::EntryKind) { ++later; });
    EXPECT_EQ(later, 2U); // f.rb, deeper
}

// A large file whose tree the parse cache keeps in an image: once loaded, its source file's text is the
// image's copy (the one the tree points into), whether it was parsed on the spot or ahead, in the run that
// wrote the image or in a later one; and the load is what a parse without the cache gives.
TEST_F(EnvironmentAhead, ALargeFileFromAnImageUsesTheImagesText) {
    std::string big = "class m::big {\n";
    for (int i = 0; big.size() < (std::size_t{300} << 10); ++i)
        big += "  notify { 'n" + std::to_string(i) + "': message => \"m ${title} " + std::to_string(i) +
               "\" }\n";
    big += "}\n";
    write("m/manifests/big.pp", big);
    write("m/manifests/uses.pp", "class m::uses {\n  include m::big\n}\n");
    const std::string cache_dir = m_dir.string() + "-cache";
    auto text_in_image = [&](bool ahead) {
        parser::ParseCache cache(cache_dir);
        parser::ParseOptions opts;
        opts.cache = &cache;
        lexer::SourceManager sm;
        loader::Environment env(sm, {m_dir.string()}, opts);
        lexer::Diagnostics diags;
        if (ahead) {
            EXPECT_NE(env.load(path("m/manifests/uses.pp"), diags), nullptr);
            env.wait_ahead();
        }
        const parser::ParsedFile* parsed = env.load(path("m/manifests/big.pp"), diags);
        EXPECT_FALSE(diags.has_errors());
        if (parsed == nullptr || parsed->image == nullptr) return false;
        EXPECT_EQ(env.loaded_ahead(), ahead ? 1U : 0U);
        const std::string_view text = sm.file(parsed->file).text();
        return text == big && text.data() == parsed->image_text.data();
    };
    EXPECT_TRUE(text_in_image(false)); // the run that writes the image
    EXPECT_TRUE(text_in_image(false)); // a later run, which maps it
    EXPECT_TRUE(text_in_image(true));  // parsed ahead, on the loader's other thread
    fs::remove_all(cache_dir);
}
