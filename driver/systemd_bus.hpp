#pragma once
// What systemd says on the system bus about units (`pp apply --watch`, docs/watch.md): a unit whose state
// settled (active, inactive, failed...) and the unit files enabled or disabled. sd-bus (libsystemd) when pp
// was built with it; without it, or without a bus, nothing is watched and the caller polls.

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace pp::driver {

class SystemdBus {
public:
    /// What the bus reported: a unit's name (its state settled), or an empty name (unit files were enabled
    /// or disabled: every unit's state may have changed).
    using OnChange = std::function<void(const std::string& unit)>;

    explicit SystemdBus(OnChange on_change);
    ~SystemdBus();
    SystemdBus(const SystemdBus&) = delete;
    SystemdBus& operator=(const SystemdBus&) = delete;

    /// Connects to the system bus ($DBUS_SYSTEM_BUS_ADDRESS, else systemd's socket) and asks systemd for its
    /// signals, once: false (and why in `error`) when there is no bus or no systemd on it.
    bool open(std::string& error);
    /// Reports changes of `unit` (e.g. "ssh.service") from now on; false when the bus refused.
    bool watch(const std::string& unit);
    /// The descriptor and events to poll() for, and the longest wait (milliseconds, -1: none) before
    /// process() must run anyway.
    [[nodiscard]] int fd() const;
    [[nodiscard]] short events() const;
    [[nodiscard]] int timeout_ms() const;
    /// Reads what arrived and calls on_change for it.
    void process();
    /// Whether the connection is up (false once it was lost: nothing more will be reported).
    [[nodiscard]] bool connected() const;

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace pp::driver
