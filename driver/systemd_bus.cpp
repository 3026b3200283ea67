// systemd's signals on the system bus (systemd_bus.hpp), through sd-bus. systemd sends them once a client
// has called Manager.Subscribe: PropertiesChanged on each unit's object when its state changes, and
// UnitFilesChanged on the manager when units are enabled or disabled (D-Bus API:
// org.freedesktop.systemd1(5)).
//
// libsystemd is opened (dlopen) the first time a bus is wanted, not linked: with its own dependencies it is
// seven shared libraries that every other run of pp would load for nothing.
#include "driver/systemd_bus.hpp"

#include <cstdlib>
#include <cstring>
#include <list>
#include <set>

#ifdef PP_HAVE_SYSTEMD
#include <systemd/sd-bus.h>

#include <dlfcn.h>

#include <ctime>
#include <string_view>
#endif

namespace pp::driver {

#ifdef PP_HAVE_SYSTEMD

namespace {

constexpr const char* kSystemd = "org.freedesktop.systemd1";
constexpr const char* kManagerPath = "/org/freedesktop/systemd1";
constexpr const char* kManager = "org.freedesktop.systemd1.Manager";
constexpr const char* kUnitPrefix = "/org/freedesktop/systemd1/unit";

// The sd-bus functions pp calls, looked up in libsystemd.so.0 on first use.
#define PP_SD_BUS_FUNCTIONS(X)                                                                               \
    X(sd_bus_open_system)                                                                                    \
    X(sd_bus_call_method)                                                                                    \
    X(sd_bus_error_free)                                                                                     \
    X(sd_bus_flush_close_unref)                                                                              \
    X(sd_bus_get_events)                                                                                     \
    X(sd_bus_get_fd)                                                                                         \
    X(sd_bus_get_timeout)                                                                                    \
    X(sd_bus_match_signal)                                                                                   \
    X(sd_bus_message_enter_container)                                                                        \
    X(sd_bus_message_exit_container)                                                                         \
    X(sd_bus_message_get_member)                                                                             \
    X(sd_bus_message_read)                                                                                   \
    X(sd_bus_message_read_strv)                                                                              \
    X(sd_bus_message_skip)                                                                                   \
    X(sd_bus_path_encode)                                                                                    \
    X(sd_bus_process)

struct SdBus {
#define PP_SD_POINTER(name) decltype(&::name) name = nullptr;
    PP_SD_BUS_FUNCTIONS(PP_SD_POINTER)
#undef PP_SD_POINTER
    std::string error; ///< why it could not be loaded; empty when it was
};

// Loaded once, kept for the life of the process.
const SdBus& sd() {
    static const SdBus lib = [] {
        SdBus l;
        void* handle = dlopen("libsystemd.so.0", RTLD_NOW | RTLD_LOCAL);
        if (handle == nullptr) {
            const char* why = dlerror();
            l.error = std::string("cannot load libsystemd: ") + (why != nullptr ? why : "unknown error");
            return l;
        }
#define PP_SD_LOOKUP(name)                                                                                   \
    l.name = reinterpret_cast<decltype(l.name)>(dlsym(handle, #name));                                       \
    if (l.name == nullptr && l.error.empty()) l.error = "libsystemd has no " #name;
        PP_SD_BUS_FUNCTIONS(PP_SD_LOOKUP)
#undef PP_SD_LOOKUP
        return l;
    }();
    return lib;
}

// A state a unit passes through on its way to another: the check waits for the one it ends in.
bool transitional(std::string_view state) {
    return state == "activating" || state == "deactivating" || state == "reloading" || state == "refreshing";
}

} // namespace

struct SystemdBus::State {
    OnChange on_change;
    sd_bus* bus = nullptr;
    // each unit watched, with what its signal handler needs (stable addresses: a list)
    struct Unit {
        State* state;
        std::string name;
    };
    std::list<Unit> units;
    std::set<std::string, std::less<>> watched;

    // PropertiesChanged(s interface, a{sv} changed, as invalidated) on a unit: reported when its
    // ActiveState settled, or was invalidated (its new value not sent).
    static int on_properties(sd_bus_message* m, void* userdata, sd_bus_error* /*error*/) {
        auto* unit = static_cast<Unit*>(userdata);
        const char* interface = nullptr;
        if (sd().sd_bus_message_read(m, "s", &interface) < 0 ||
            std::string_view(interface) != "org.freedesktop.systemd1.Unit")
            return 0;
        bool report = false;
        if (sd().sd_bus_message_enter_container(m, 'a', "{sv}") < 0) return 0;
        while (sd().sd_bus_message_enter_container(m, 'e', "sv") > 0) {
            const char* key = nullptr;
            if (sd().sd_bus_message_read(m, "s", &key) < 0) return 0;
            if (std::string_view(key) == "ActiveState") {
                const char* value = nullptr;
                if (sd().sd_bus_message_read(m, "v", "s", &value) < 0) return 0;
                report = !transitional(value);
            } else if (sd().sd_bus_message_skip(m, "v") < 0) {
                return 0;
            }
            if (sd().sd_bus_message_exit_container(m) < 0) return 0;
        }
        if (sd().sd_bus_message_exit_container(m) < 0) return 0;
        char** invalidated = nullptr;
        if (sd().sd_bus_message_read_strv(m, &invalidated) >= 0 && invalidated != nullptr) {
            for (char** s = invalidated; *s != nullptr; ++s) {
                if (std::string_view(*s) == "ActiveState") report = true;
                free(*s); // NOLINT(cppcoreguidelines-no-malloc): sd-bus allocates with malloc
            }
            free(invalidated); // NOLINT(cppcoreguidelines-no-malloc)
        }
        if (report) unit->state->on_change(unit->name);
        return 0;
    }

    // UnitFilesChanged, and the end of a daemon-reload (Reloading(false)): any unit may have changed.
    static int on_manager(sd_bus_message* m, void* userdata, sd_bus_error* /*error*/) {
        auto* state = static_cast<State*>(userdata);
        if (std::string_view(sd().sd_bus_message_get_member(m)) == "Reloading") {
            int active = 0;
            if (sd().sd_bus_message_read(m, "b", &active) < 0 || active != 0) return 0;
        }
        state->on_change("");
        return 0;
    }
};

SystemdBus::SystemdBus(OnChange on_change) : m_state(std::make_unique<State>()) {
    m_state->on_change = std::move(on_change);
}

SystemdBus::~SystemdBus() {
    if (m_state->bus != nullptr) sd().sd_bus_flush_close_unref(m_state->bus);
}

bool SystemdBus::open(std::string& error) {
    if (m_state->bus != nullptr) return true;
    if (!sd().error.empty()) {
        error = sd().error;
        return false;
    }
    sd_bus* bus = nullptr;
    int r = sd().sd_bus_open_system(&bus);
    if (r < 0) {
        error = std::string("cannot connect to the system bus: ") + std::strerror(-r);
        return false;
    }
    sd_bus_error e = SD_BUS_ERROR_NULL;
    r = sd().sd_bus_call_method(bus, kSystemd, kManagerPath, kManager, "Subscribe", &e, nullptr, "");
    if (r < 0) {
        error = std::string("systemd does not answer on the system bus: ") +
                (e.message != nullptr ? e.message : std::strerror(-r));
        sd().sd_bus_error_free(&e);
        sd().sd_bus_flush_close_unref(bus);
        return false;
    }
    for (const char* member : {"UnitFilesChanged", "Reloading"}) {
        r = sd().sd_bus_match_signal(bus, nullptr, nullptr, kManagerPath, kManager, member, State::on_manager,
                                     m_state.get());
        if (r < 0) {
            error = std::string("cannot listen to systemd's signals: ") + std::strerror(-r);
            sd().sd_bus_flush_close_unref(bus);
            return false;
        }
    }
    m_state->bus = bus;
    return true;
}

bool SystemdBus::watch(const std::string& unit) {
    if (m_state->bus == nullptr) return false;
    if (m_state->watched.count(unit) != 0) return true;
    char* path = nullptr;
    if (sd().sd_bus_path_encode(kUnitPrefix, unit.c_str(), &path) < 0) return false;
    m_state->units.push_back({m_state.get(), unit});
    const int r =
        sd().sd_bus_match_signal(m_state->bus, nullptr, nullptr, path, "org.freedesktop.DBus.Properties",
                                 "PropertiesChanged", State::on_properties, &m_state->units.back());
    free(path); // NOLINT(cppcoreguidelines-no-malloc): sd-bus allocates with malloc
    if (r < 0) {
        m_state->units.pop_back();
        return false;
    }
    m_state->watched.insert(unit);
    return true;
}

int SystemdBus::fd() const {
    return m_state->bus != nullptr ? sd().sd_bus_get_fd(m_state->bus) : -1;
}

short SystemdBus::events() const {
    const int e = m_state->bus != nullptr ? sd().sd_bus_get_events(m_state->bus) : 0;
    return static_cast<short>(e < 0 ? 0 : e);
}

int SystemdBus::timeout_ms() const {
    std::uint64_t until = 0;
    if (m_state->bus == nullptr || sd().sd_bus_get_timeout(m_state->bus, &until) < 0 || until == UINT64_MAX)
        return -1;
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);
    const std::uint64_t now_us =
        static_cast<std::uint64_t>(now.tv_sec) * 1000000 + static_cast<std::uint64_t>(now.tv_nsec) / 1000;
    return until <= now_us ? 0 : static_cast<int>((until - now_us + 999) / 1000);
}

void SystemdBus::process() {
    if (m_state->bus == nullptr) return;
    int r = 0;
    while ((r = sd().sd_bus_process(m_state->bus, nullptr)) > 0) {
    }
    if (r < 0) { // the connection is gone: nothing more comes
        sd().sd_bus_flush_close_unref(m_state->bus);
        m_state->bus = nullptr;
    }
}

bool SystemdBus::connected() const {
    return m_state->bus != nullptr;
}

#else // no libsystemd: there is never a bus, and the caller polls

struct SystemdBus::State {
    OnChange on_change;
};

SystemdBus::SystemdBus(OnChange on_change) : m_state(std::make_unique<State>()) {
    m_state->on_change = std::move(on_change);
}
SystemdBus::~SystemdBus() = default;
bool SystemdBus::open(std::string& error) {
    error = "pp was built without libsystemd";
    return false;
}
bool SystemdBus::watch(const std::string& /*unit*/) {
    return false;
}
int SystemdBus::fd() const {
    return -1;
}
short SystemdBus::events() const {
    return 0;
}
int SystemdBus::timeout_ms() const {
    return -1;
}
void SystemdBus::process() {}
bool SystemdBus::connected() const {
    return false;
}

#endif

} // namespace pp::driver
