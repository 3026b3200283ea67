// A stand-in for systemd on a test's own D-Bus daemon (tests/cli/watch_systemd_cli_test.sh): it owns
// org.freedesktop.systemd1, answers Manager.Subscribe, and sends the signals systemd sends, as the lines on
// its standard input say:
//   unit NAME STATE   PropertiesChanged on NAME's unit object, ActiveState = STATE
//   other NAME        PropertiesChanged on NAME's unit object for the Service interface (not a state)
//   files             Manager.UnitFilesChanged
// It prints "ready" once it owns the name, and "subscribed" at each Subscribe. It ends at the end of its
// input.
//
// usage: pp_fake_systemd BUS_ADDRESS
#include <systemd/sd-bus.h>

#include <poll.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>

namespace {

int subscribe(sd_bus_message* m, void* /*userdata*/, sd_bus_error* /*error*/) {
    std::cout << "subscribed" << std::endl;
    return sd_bus_reply_method_return(m, "");
}

const sd_bus_vtable kManager[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_METHOD("Subscribe", "", "", subscribe, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_SIGNAL("UnitFilesChanged", "", 0),
    SD_BUS_VTABLE_END,
};

int fail(const char* what, int r) {
    std::cerr << "pp_fake_systemd: " << what << ": " << std::strerror(-r) << "\n";
    return 1;
}

// PropertiesChanged(interface, {key: value}, []) on the unit's object.
int properties_changed(sd_bus* bus, const std::string& unit, const char* interface, const char* key,
                       const std::string& value) {
    char* path = nullptr;
    int r = sd_bus_path_encode("/org/freedesktop/systemd1/unit", unit.c_str(), &path);
    if (r < 0) return r;
    sd_bus_message* m = nullptr;
    r = sd_bus_message_new_signal(bus, &m, path, "org.freedesktop.DBus.Properties", "PropertiesChanged");
    std::free(path);
    if (r >= 0) r = sd_bus_message_append(m, "s", interface);
    if (r >= 0) r = sd_bus_message_open_container(m, 'a', "{sv}");
    if (r >= 0) r = sd_bus_message_append(m, "{sv}", key, "s", value.c_str());
    if (r >= 0) r = sd_bus_message_close_container(m);
    if (r >= 0) r = sd_bus_message_append(m, "as", 0);
    if (r >= 0) r = sd_bus_send(bus, m, nullptr);
    sd_bus_message_unref(m);
    return r;
}

int command(sd_bus* bus, const std::string& line) {
    std::istringstream in(line);
    std::string word, name, state;
    in >> word >> name >> state;
    if (word == "unit")
        return properties_changed(bus, name, "org.freedesktop.systemd1.Unit", "ActiveState", state);
    if (word == "other")
        return properties_changed(bus, name, "org.freedesktop.systemd1.Service", "StatusText", "busy");
    if (word == "files")
        return sd_bus_emit_signal(bus, "/org/freedesktop/systemd1", "org.freedesktop.systemd1.Manager",
                                  "UnitFilesChanged", "");
    std::cerr << "pp_fake_systemd: unknown command: " << line << "\n";
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: pp_fake_systemd BUS_ADDRESS\n";
        return 64;
    }
    sd_bus* bus = nullptr;
    int r = sd_bus_new(&bus);
    if (r < 0) return fail("sd_bus_new", r);
    if ((r = sd_bus_set_address(bus, argv[1])) < 0) return fail("sd_bus_set_address", r);
    if ((r = sd_bus_set_bus_client(bus, 1)) < 0) return fail("sd_bus_set_bus_client", r);
    if ((r = sd_bus_start(bus)) < 0) return fail("sd_bus_start", r);
    if ((r = sd_bus_add_object_vtable(bus, nullptr, "/org/freedesktop/systemd1",
                                      "org.freedesktop.systemd1.Manager", kManager, nullptr)) < 0)
        return fail("sd_bus_add_object_vtable", r);
    if ((r = sd_bus_request_name(bus, "org.freedesktop.systemd1", 0)) < 0)
        return fail("sd_bus_request_name", r);
    std::cout << "ready" << std::endl;
    std::string pending;
    while (true) {
        while ((r = sd_bus_process(bus, nullptr)) > 0) {
        }
        if (r < 0) return fail("sd_bus_process", r);
        pollfd fds[2] = {{sd_bus_get_fd(bus), static_cast<short>(sd_bus_get_events(bus)), 0},
                         {STDIN_FILENO, POLLIN, 0}};
        if (::poll(fds, 2, -1) < 0) continue;
        if ((fds[1].revents & (POLLIN | POLLHUP)) != 0) {
            char buffer[512];
            const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (n <= 0) break;
            pending.append(buffer, static_cast<std::size_t>(n));
            std::size_t nl = 0;
            while ((nl = pending.find('\n')) != std::string::npos) {
                const std::string line = pending.substr(0, nl);
                pending.erase(0, nl + 1);
                if ((r = command(bus, line)) < 0) return fail("sending a signal", r);
                sd_bus_flush(bus);
            }
        }
    }
    sd_bus_flush_close_unref(bus);
    return 0;
}
