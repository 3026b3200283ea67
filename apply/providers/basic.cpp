// The types with nothing to manage on the machine: notify (logs its message on every run), and schedule,
// filebucket and stdlib's anchor, which only take part in the graph (anchor passes refresh events on).
#include "apply/providers/builtin.hpp"

namespace pp::apply {

namespace {

// Puppet's notify: `message` (default: the name) is never in sync, so it changes on every run.
class NotifyProvider final : public Provider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "notify"; }
    [[nodiscard]] std::vector<std::string> properties() const override { return {"message"}; }
    // never in sync: a check is a change, which pp apply --watch makes only when the manifest changes
    [[nodiscard]] WatchSource watch_source(const Resource&) const override { return {WatchSource::Never}; }
    [[nodiscard]] State should(const Resource& r) const override {
        const Value* m = r.param("message");
        return State{{"message", m != nullptr ? *m : Value(r.name)}};
    }
    std::vector<State> get(Context&, std::span<const Resource* const> resources) override {
        return std::vector<State>(resources.size(), State{{"message", Value("absent")}});
    }
    [[nodiscard]] bool insync(const Resource&, std::string_view, const Value&, const Value&) const override {
        return false;
    }
    std::vector<PropertyOutcome> set(Context& ctx, const Resource& r, const State&,
                                     std::span<const PropertyChange> changes) override {
        for (const PropertyChange& c : changes) {
            if (c.property != "message") continue;
            std::string text = c.should.is_string() ? c.should.as_string() : display_value(c.should);
            LogLevel level = parse_level(r.str("loglevel", "notice"));
            // withpath: the message's source is the property's path
            ctx.log().log(level, r.flag("withpath", false) ? r.path + "/message" : std::string(), text);
        }
        return {};
    }
};

// A type whose resources only take part in the graph.
class InertProvider final : public PropertylessProvider {
public:
    InertProvider(std::string name, bool refreshable) : m_name(std::move(name)), m_refreshable(refreshable) {}
    [[nodiscard]] std::string_view type_name() const override { return m_name; }
    [[nodiscard]] State should(const Resource&) const override { return {}; }
    [[nodiscard]] bool refreshable() const override { return m_refreshable; }
    [[nodiscard]] WatchSource watch_source(const Resource&) const override { return {WatchSource::Never}; }

private:
    std::string m_name;
    bool m_refreshable;
};

} // namespace

void register_basic_providers(ProviderRegistry& registry) {
    registry.add(std::make_unique<NotifyProvider>());
    registry.add(std::make_unique<InertProvider>("schedule", false));
    registry.add(std::make_unique<InertProvider>("filebucket", false));
    registry.add(std::make_unique<InertProvider>("anchor", true));
}

} // namespace pp::apply
