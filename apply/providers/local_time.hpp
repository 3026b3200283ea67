#pragma once
// Ruby's Time#to_s for a moment in local time, `2026-11-26 21:51:28 +0000`: what Puppet writes in ParsedFile
// headers and shows for a file's ctime and mtime.

#include <ctime>
#include <string>

namespace pp::apply {

inline std::string ruby_time_to_s(std::time_t t) {
    std::tm local{};
    ::localtime_r(&t, &local);
    char text[64];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M:%S %z", &local);
    return text;
}

} // namespace pp::apply
