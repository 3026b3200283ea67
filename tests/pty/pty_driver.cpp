// pp_pty_driver: runs a .pty script (spawn a program on a pseudo-terminal, send keys, expect output) so that
// the REPL's terminal path (Ctrl-C, Ctrl-D, Tab, history, colours) is tested on a real tty, as repl.md §4
// recommends. The script format is described in tests/pty/README.md.
//
// Synchronisation is only ever by waiting for output (`expect`), never by sleeping: a test that sleeps to
// let the child "catch up" passes on an idle machine and fails under load.
#include <pty.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <poll.h>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utility>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::size_t k_tail_bytes = 2000;

/// A script line that cannot run (bad syntax) or a check that did not hold; `line` is 1-based.
struct Failure {
    int line;
    std::string message;
};

enum class Op {
    Env,
    Unenv,
    Size,
    Spawn,
    Send,
    Expect,
    ExpectRaw,
    ExpectNot,
    ExpectNotRaw,
    WaitExit,
    Timeout,
    SleepMs,
    WaitEditor,
    WaitCooked
};

struct Command {
    int line = 0;
    std::string text; // the line as written, for messages
    Op op = Op::Env;
    std::string name;               // env/unenv: variable name
    std::string value;              // env: value (before $TMP/$PP substitution); send: the bytes
    std::vector<std::string> words; // spawn
    std::string pattern;            // expect*: the regex source
    std::optional<std::regex> regex;
    long number = 0;        // size: columns; wait-exit: status or signal; sleep-ms: milliseconds
    long number2 = 0;       // size: rows
    bool by_signal = false; // wait-exit SIGNAME
    double seconds = 0;     // timeout
};

// ---- Script parsing -------------------------------------------------------------------------------------

std::string trim(std::string_view s) {
    std::size_t b = 0, e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t'))
        ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t'))
        --e;
    return std::string(s.substr(b, e - b));
}

long parse_long(const std::string& s, int line, const char* what) {
    if (s.empty()) throw Failure{line, std::string("missing ") + what};
    char* end = nullptr;
    errno = 0;
    long v = std::strtol(s.c_str(), &end, 10);
    if (*end != '\0' || errno != 0) throw Failure{line, std::string("invalid ") + what + " '" + s + "'"};
    return v;
}

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

bool iequals(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

/// The bytes a key name stands for (`Enter` → "\r"), or nullopt for an unknown name.
std::optional<std::string> key_bytes(std::string_view name) {
    static const std::pair<const char*, const char*> keys[] = {
        {"Enter", "\r"},    {"Tab", "\t"},         {"Esc", "\x1b"},    {"Up", "\x1b[A"},
        {"Down", "\x1b[B"}, {"Right", "\x1b[C"},   {"Left", "\x1b[D"}, {"Home", "\x1b[H"},
        {"End", "\x1b[F"},  {"Backspace", "\x7f"}, {"Del", "\x1b[3~"}, {"Space", " "},
    };
    for (const auto& [key, bytes] : keys)
        if (iequals(name, key)) return std::string(bytes);
    // <C-a> … <C-z>: the control character of that letter, whatever its case.
    if (name.size() == 3 && (name[0] == 'C' || name[0] == 'c') && name[1] == '-' &&
        std::isalpha(static_cast<unsigned char>(name[2])))
        return std::string(1, static_cast<char>(std::tolower(static_cast<unsigned char>(name[2])) & 0x1f));
    return std::nullopt;
}

/// Decodes the text of a `send` line: backslash escapes and <Key> names.
std::string decode_send(std::string_view text, int line) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (c == '\\') {
            if (i + 1 >= text.size())
                throw Failure{line, "send: a lone '\\' at the end of the line (write \\\\ for a backslash)"};
            char e = text[++i];
            switch (e) {
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'e':
                out += '\x1b';
                break;
            case '\\':
                out += '\\';
                break;
            case '<':
                out += '<';
                break;
            case 'x': {
                int hi = i + 1 < text.size() ? hex_digit(text[i + 1]) : -1;
                int lo = i + 2 < text.size() ? hex_digit(text[i + 2]) : -1;
                if (hi < 0 || lo < 0) throw Failure{line, "send: \\x needs two hex digits"};
                out += static_cast<char>(hi * 16 + lo);
                i += 2;
                break;
            }
            default:
                throw Failure{line, std::string("send: unknown escape '\\") + e + "'"};
            }
        } else if (c == '<') {
            // <Name> is a key when Name is a word (letters, digits, '-'); any other '<' is literal.
            std::size_t j = i + 1;
            while (j < text.size() && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '-'))
                ++j;
            if (j > i + 1 && j < text.size() && text[j] == '>' &&
                std::isalpha(static_cast<unsigned char>(text[i + 1]))) {
                std::string_view name = text.substr(i + 1, j - i - 1);
                auto bytes = key_bytes(name);
                if (!bytes)
                    throw Failure{line,
                                  "send: unknown key <" + std::string(name) +
                                      "> (keys: Enter Tab Esc Up Down Left Right Home End Backspace Del "
                                      "Space C-a..C-z; write \\< for a literal '<')"};
                out += *bytes;
                i = j;
            } else {
                out += c;
            }
        } else {
            out += c;
        }
    }
    return out;
}

/// Splits a spawn line into words on blanks; '...' quotes a part of a word literally.
std::vector<std::string> split_words(std::string_view text, int line) {
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (c == '\'') {
            std::size_t close = text.find('\'', i + 1);
            if (close == std::string_view::npos) throw Failure{line, "spawn: unterminated ' quote"};
            word += text.substr(i + 1, close - i - 1);
            in_word = true;
            i = close;
        } else if (c == ' ' || c == '\t') {
            if (in_word) words.push_back(std::move(word));
            word.clear();
            in_word = false;
        } else {
            word += c;
            in_word = true;
        }
    }
    if (in_word) words.push_back(std::move(word));
    return words;
}

std::regex compile_regex(const std::string& pattern, int line) {
    if (pattern.empty()) throw Failure{line, "missing regular expression"};
    try {
        return std::regex(pattern, std::regex::ECMAScript | std::regex::multiline);
    } catch (const std::regex_error& e) {
        throw Failure{line, "invalid regular expression /" + pattern + "/: " + e.what()};
    }
}

std::vector<Command> parse_script(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw Failure{0, "cannot read " + path + ": " + std::strerror(errno)};
    std::vector<Command> commands;
    std::string raw_line;
    int line = 0;
    while (std::getline(in, raw_line)) {
        ++line;
        std::string_view view(raw_line);
        std::size_t start = view.find_first_not_of(" \t");
        if (start == std::string_view::npos || view[start] == '#') continue;
        view.remove_prefix(start);
        std::size_t space = view.find_first_of(" \t");
        std::string word(view.substr(0, space));
        // The argument is everything after the first blank: a send or expect keeps its own spaces.
        std::string arg =
            space == std::string_view::npos ? std::string() : std::string(view.substr(space + 1));
        Command c;
        c.line = line;
        c.text = std::string(view);
        if (word == "env") {
            std::string a = trim(arg);
            std::size_t eq = a.find('=');
            if (eq == std::string::npos || eq == 0) throw Failure{line, "env: expected NAME=VALUE"};
            c.op = Op::Env;
            c.name = a.substr(0, eq);
            c.value = a.substr(eq + 1);
        } else if (word == "unenv") {
            c.op = Op::Unenv;
            c.name = trim(arg);
            if (c.name.empty() || c.name.find_first_of(" \t=") != std::string::npos)
                throw Failure{line, "unenv: expected one NAME"};
        } else if (word == "size") {
            c.op = Op::Size;
            std::istringstream s(arg);
            std::string cols, rows, extra;
            s >> cols >> rows >> extra;
            c.number = parse_long(cols, line, "column count");
            c.number2 = parse_long(rows, line, "row count");
            if (!extra.empty() || c.number < 1 || c.number2 < 1 || c.number > 10000 || c.number2 > 10000)
                throw Failure{line, "size: expected COLS ROWS (positive numbers)"};
        } else if (word == "spawn") {
            c.op = Op::Spawn;
            c.words = split_words(arg, line);
            if (c.words.empty()) throw Failure{line, "spawn: missing program"};
        } else if (word == "send") {
            c.op = Op::Send;
            c.value = decode_send(arg, line);
            if (c.value.empty()) throw Failure{line, "send: nothing to send"};
        } else if (word == "expect" || word == "expect-raw" || word == "expect-not" ||
                   word == "expect-not-raw") {
            c.op = word == "expect"       ? Op::Expect
                   : word == "expect-raw" ? Op::ExpectRaw
                   : word == "expect-not" ? Op::ExpectNot
                                          : Op::ExpectNotRaw;
            c.pattern = arg;
            c.regex = compile_regex(arg, line);
        } else if (word == "wait-exit") {
            c.op = Op::WaitExit;
            std::string a = trim(arg);
            if (a.rfind("SIG", 0) == 0) {
                static const std::pair<const char*, int> signals[] = {
                    {"SIGHUP", SIGHUP},   {"SIGINT", SIGINT},   {"SIGQUIT", SIGQUIT}, {"SIGABRT", SIGABRT},
                    {"SIGKILL", SIGKILL}, {"SIGSEGV", SIGSEGV}, {"SIGPIPE", SIGPIPE}, {"SIGTERM", SIGTERM},
                };
                auto it = std::find_if(std::begin(signals), std::end(signals),
                                       [&](const auto& s) { return a == s.first; });
                if (it == std::end(signals)) throw Failure{line, "wait-exit: unknown signal " + a};
                c.by_signal = true;
                c.number = it->second;
            } else {
                c.number = parse_long(a, line, "exit status");
                if (c.number < 0 || c.number > 255)
                    throw Failure{line, "wait-exit: an exit status is 0..255"};
            }
        } else if (word == "timeout") {
            c.op = Op::Timeout;
            std::string a = trim(arg);
            char* end = nullptr;
            c.seconds = std::strtod(a.c_str(), &end);
            if (a.empty() || *end != '\0' || !(c.seconds > 0) || c.seconds > 600)
                throw Failure{line, "timeout: expected SECONDS (0 < s <= 600)"};
        } else if (word == "wait-editor") {
            c.op = Op::WaitEditor;
            if (!trim(arg).empty()) throw Failure{line, "wait-editor takes no argument"};
        } else if (word == "wait-cooked") {
            c.op = Op::WaitCooked;
            if (!trim(arg).empty()) throw Failure{line, "wait-cooked takes no argument"};
        } else if (word == "sleep-ms") {
            c.op = Op::SleepMs;
            c.number = parse_long(trim(arg), line, "milliseconds");
            if (c.number < 0 || c.number > 10000) throw Failure{line, "sleep-ms: expected 0..10000"};
        } else {
            throw Failure{line, "unknown command '" + word + "'"};
        }
        commands.push_back(std::move(c));
    }
    return commands;
}

// ---- Output normalisation -------------------------------------------------------------------------------

/// Terminal output with escape sequences, \r and BEL removed; `origin[i]` is the raw offset of text[i].
struct Stripped {
    std::string text;
    std::vector<std::size_t> origin;
};

Stripped strip_terminal(const std::string& raw) {
    Stripped out;
    const std::size_t n = raw.size();
    auto byte = [&](std::size_t i) { return static_cast<unsigned char>(raw[i]); };
    std::size_t i = 0;
    while (i < n) {
        unsigned char c = byte(i);
        if (c == 0x1b) {
            if (i + 1 >= n) break; // an incomplete sequence at the end: the rest of it is still to come
            unsigned char k = byte(i + 1);
            if (k == '[') { // CSI: parameters 0x30-0x3F, intermediates 0x20-0x2F, one final byte 0x40-0x7E
                std::size_t j = i + 2;
                while (j < n && byte(j) >= 0x20 && byte(j) <= 0x3f)
                    ++j;
                if (j < n && byte(j) >= 0x40 && byte(j) <= 0x7e) ++j;
                i = j;
            } else if (k == ']' || k == 'P' || k == 'X' || k == '^' || k == '_') {
                // OSC, DCS, SOS, PM, APC: a string ended by BEL or ST (ESC \).
                std::size_t j = i + 2;
                while (j < n && byte(j) != 0x07 && !(byte(j) == 0x1b && j + 1 < n && raw[j + 1] == '\\'))
                    ++j;
                i = j >= n ? n : (byte(j) == 0x07 ? j + 1 : j + 2);
            } else if (k >= 0x20 && k <= 0x7e) {
                // Other escapes: intermediates 0x20-0x2F (ESC ( B selects a charset), then one final byte.
                std::size_t j = i + 1;
                while (j < n && byte(j) >= 0x20 && byte(j) <= 0x2f)
                    ++j;
                i = j < n ? j + 1 : n;
            } else {
                ++i; // ESC before a control character: drop the ESC alone
            }
            continue;
        }
        if (c != '\r' && c != 0x07) {
            out.text += static_cast<char>(c);
            out.origin.push_back(i);
        }
        ++i;
    }
    return out;
}

/// Bytes with control characters spelled out (\e, \r, \xHH); with `break_lines`, a real line break follows
/// each \n.
std::string visible(std::string_view bytes, bool break_lines = true) {
    std::string out;
    for (char ch : bytes) {
        unsigned char c = static_cast<unsigned char>(ch);
        switch (c) {
        case '\n':
            out += break_lines ? "\\n\n" : "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case 0x1b:
            out += "\\e";
            break;
        case '\\':
            out += "\\\\";
            break;
        default:
            if (c < 0x20 || c == 0x7f) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\x%02x", c);
                out += buf;
            } else {
                out += ch;
            }
        }
    }
    return out;
}

std::string indent(const std::string& text) {
    std::string out = "  | ";
    for (std::size_t i = 0; i < text.size(); ++i) {
        out += text[i];
        if (text[i] == '\n' && i + 1 < text.size()) out += "  | ";
    }
    if (out.back() != '\n') out += '\n';
    return out;
}

std::string describe_status(int status) {
    if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status))
        return "was killed by signal " + std::to_string(WTERMSIG(status)) + " (" +
               strsignal(WTERMSIG(status)) + ")";
    return "ended with wait status " + std::to_string(status);
}

// ---- The driver -----------------------------------------------------------------------------------------

class Driver {
public:
    Driver(std::string script, std::optional<std::string> pp, bool verbose)
        : m_script(std::move(script)), m_pp(std::move(pp)), m_verbose(verbose) {}
    ~Driver() {
        kill_child();
        if (!m_tmp.empty()) {
            std::error_code ec;
            std::filesystem::remove_all(m_tmp, ec);
        }
    }
    Driver(const Driver&) = delete;
    Driver& operator=(const Driver&) = delete;

    /// Runs the script; returns the process exit code after printing a report on failure.
    int run() {
        std::vector<Command> commands;
        try {
            commands = parse_script(m_script);
        } catch (const Failure& f) {
            std::cerr << "pp_pty_driver: FAIL " << m_script << (f.line ? ":" + std::to_string(f.line) : "")
                      << ": " << f.message << "\n";
            return 1;
        }
        const Command* current = nullptr;
        try {
            setup_environment();
            for (const Command& c : commands) {
                current = &c;
                if (m_verbose) std::cerr << "pp_pty_driver: " << c.line << ": " << c.text << "\n";
                execute(c);
            }
            current = nullptr;
            if (m_pid > 0) {
                std::string state = reap(0) ? "it " + describe_status(*m_status) : "it is still running";
                throw Failure{m_spawn_line,
                              "the script ended without wait-exit for the child spawned here (" + state +
                                  "); end every spawn with wait-exit"};
            }
        } catch (const Failure& f) {
            report(f, current);
            return 1;
        } catch (const std::exception& e) {
            report(Failure{current ? current->line : 0, e.what()}, current);
            return 1;
        }
        std::cout << "pp_pty_driver: PASS " << m_script << " (" << commands.size() << " commands)\n";
        return 0;
    }

private:
    std::string m_script;
    std::optional<std::string> m_pp;
    bool m_verbose;
    std::filesystem::path m_tmp;
    std::map<std::string, std::string> m_env;
    unsigned short m_cols = 100, m_rows = 30;
    // generous: a state that comes at all comes within it, even under ASan on a loaded 2-core machine
    std::chrono::milliseconds m_timeout{30000};

    int m_master = -1;
    pid_t m_pid = -1;            // the child not yet ended by wait-exit, or -1
    int m_spawn_line = 0;        // where m_pid was spawned
    std::string m_spawn_program; // its argv[0], for messages
    std::optional<int> m_status; // its wait status once reaped
    bool m_eof = false;          // the master reported end of output (EIO)
    std::string m_output;        // everything the current (or last) child wrote
    std::size_t m_consumed = 0;  // offset in m_output after the last successful expect

    void setup_environment() {
        std::string base = std::filesystem::temp_directory_path() / "pp-pty-XXXXXX";
        std::vector<char> buf(base.begin(), base.end());
        buf.push_back('\0');
        if (!mkdtemp(buf.data())) throw std::runtime_error(std::string("mkdtemp: ") + std::strerror(errno));
        m_tmp = buf.data();
        for (const char* sub : {"home", "state", "data", "config"})
            std::filesystem::create_directory(m_tmp / sub);
        for (char** e = environ; *e; ++e) {
            std::string_view kv(*e);
            std::size_t eq = kv.find('=');
            if (eq != std::string_view::npos)
                m_env[std::string(kv.substr(0, eq))] = std::string(kv.substr(eq + 1));
        }
        // The user's own settings must not change what a test sees: a private home and XDG directories (so
        // history and config start empty), no editor init files, a known terminal type and the pty's size.
        m_env["HOME"] = (m_tmp / "home").string();
        m_env["XDG_STATE_HOME"] = (m_tmp / "state").string();
        m_env["XDG_DATA_HOME"] = (m_tmp / "data").string();
        m_env["XDG_CONFIG_HOME"] = (m_tmp / "config").string();
        m_env["EDITRC"] = "/dev/null";
        m_env["INPUTRC"] = "/dev/null";
        m_env["TERM"] = "xterm";
        for (const char* name : {"NO_COLOR", "COLUMNS", "LINES"})
            m_env.erase(name);
    }

    std::string substitute(const std::string& s, int line) const {
        std::string out;
        for (std::size_t i = 0; i < s.size(); ++i) {
            auto is_var = [&](std::string_view name) {
                if (s.compare(i + 1, name.size(), name) != 0) return false;
                std::size_t after = i + 1 + name.size();
                return after >= s.size() ||
                       !(std::isalnum(static_cast<unsigned char>(s[after])) || s[after] == '_');
            };
            if (s[i] == '$' && is_var("PP")) {
                if (!m_pp) throw Failure{line, "the script uses $PP but no --pp PATH was given"};
                out += *m_pp;
                i += 2;
            } else if (s[i] == '$' && is_var("TMP")) {
                out += m_tmp.string();
                i += 3;
            } else {
                out += s[i];
            }
        }
        return out;
    }

    void execute(const Command& c) {
        switch (c.op) {
        case Op::Env:
            m_env[c.name] = substitute(c.value, c.line);
            break;
        case Op::Unenv:
            m_env.erase(c.name);
            break;
        case Op::Size:
            m_cols = static_cast<unsigned short>(c.number);
            m_rows = static_cast<unsigned short>(c.number2);
            if (m_master >= 0) {
                winsize ws{m_rows, m_cols, 0, 0};
                ioctl(m_master, TIOCSWINSZ, &ws); // the child gets SIGWINCH
            }
            break;
        case Op::Spawn:
            spawn(c);
            break;
        case Op::Send:
            send(c);
            break;
        case Op::Expect:
            expect(c, false);
            break;
        case Op::ExpectRaw:
            expect(c, true);
            break;
        case Op::ExpectNot:
            expect_not(c, false);
            break;
        case Op::ExpectNotRaw:
            expect_not(c, true);
            break;
        case Op::WaitExit:
            wait_exit(c);
            break;
        case Op::Timeout:
            m_timeout = std::chrono::milliseconds(static_cast<long>(c.seconds * 1000));
            break;
        case Op::WaitEditor:
            wait_editor(c, false);
            break;
        case Op::WaitCooked:
            wait_editor(c, true);
            break;
        case Op::SleepMs: {
            auto until = Clock::now() + std::chrono::milliseconds(c.number);
            while (Clock::now() < until)
                pump(remaining_ms(until)); // keep reading so that the child never blocks on a full pty
            break;
        }
        }
    }

    // A line editor reads keys one by one: the terminal leaves canonical mode (the pty master reports the
    // terminal's modes). Keys sent while the terminal is still in canonical mode are echoed and edited by
    // the kernel instead, and a mode switch may discard them.
    // wait-editor: until the terminal leaves canonical mode (a line editor reads keys); wait-cooked: until
    // it is back in canonical mode (the editor has returned its line: the program is working on it).
    void wait_editor(const Command& c, bool cooked) {
        const auto until = Clock::now() + m_timeout;
        while (true) {
            termios t{};
            if (m_master >= 0 && tcgetattr(m_master, &t) == 0 && ((t.c_lflag & ICANON) != 0) == cooked)
                return;
            if (Clock::now() >= until || m_eof)
                throw Failure{c.line, cooked
                                          ? "timed out waiting for the terminal to return to canonical mode"
                                          : "timed out waiting for the terminal to leave canonical mode"};
            pump(std::min<long>(10, remaining_ms(until)));
        }
    }

    void spawn(const Command& c) {
        if (m_pid > 0)
            throw Failure{c.line, "spawn while the child spawned at line " + std::to_string(m_spawn_line) +
                                      " has not been ended by wait-exit"};
        std::vector<std::string> args;
        for (const std::string& w : c.words)
            args.push_back(substitute(w, c.line));
        std::vector<std::string> env;
        for (const auto& [k, v] : m_env)
            env.push_back(k + "=" + v);
        // Everything the child needs is built before fork: after it only async-signal-safe calls are made.
        std::vector<char*> argv, envp;
        for (std::string& a : args)
            argv.push_back(a.data());
        argv.push_back(nullptr);
        for (std::string& e : env)
            envp.push_back(e.data());
        envp.push_back(nullptr);
        std::string exec_error = "pp_pty_driver: cannot execute " + args[0] + "\r\n";

        close_master();
        m_output.clear();
        m_consumed = 0;
        m_eof = false;
        m_status.reset();
        winsize ws{m_rows, m_cols, 0, 0};
        int master = -1;
        pid_t pid = forkpty(&master, nullptr, nullptr, &ws);
        if (pid < 0) throw Failure{c.line, std::string("forkpty: ") + std::strerror(errno)};
        if (pid == 0) {
            // A shell that started us in the background may have left SIGINT ignored, and an ignored signal
            // survives exec: the child must get the terminal's ^C as a real terminal's program would.
            sigset_t none;
            sigemptyset(&none);
            sigprocmask(SIG_SETMASK, &none, nullptr);
            for (int sig : {SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD})
                signal(sig, SIG_DFL);
            execvpe(argv[0], argv.data(), envp.data());
            ssize_t ignored = write(2, exec_error.data(), exec_error.size());
            (void)ignored;
            _exit(127);
        }
        m_master = master;
        m_pid = pid;
        m_spawn_line = c.line;
        m_spawn_program = args[0];
        fcntl(m_master, F_SETFL, fcntl(m_master, F_GETFL) | O_NONBLOCK);
        fcntl(m_master, F_SETFD, FD_CLOEXEC);
    }

    void send(const Command& c) {
        if (m_pid <= 0 || m_master < 0) throw Failure{c.line, "send with no child running (spawn one first)"};
        auto deadline = Clock::now() + m_timeout;
        std::size_t done = 0;
        while (done < c.value.size()) {
            // Wait for room while still reading: a child blocked on writing its output never reads input.
            pollfd p{m_master, POLLOUT | POLLIN, 0};
            int r = poll(&p, 1, remaining_ms(deadline));
            if (r < 0 && errno != EINTR) throw Failure{c.line, std::string("poll: ") + std::strerror(errno)};
            if (r == 0 && Clock::now() >= deadline)
                throw Failure{c.line, "timed out writing to the terminal (the child reads no input)"};
            if (r > 0 && (p.revents & POLLIN)) pump(0);
            if (r > 0 && (p.revents & POLLOUT)) {
                ssize_t n = write(m_master, c.value.data() + done, c.value.size() - done);
                if (n > 0)
                    done += static_cast<std::size_t>(n);
                else if (n < 0 && errno != EAGAIN && errno != EINTR)
                    throw Failure{c.line, std::string("cannot send (the child has closed the terminal?): ") +
                                              std::strerror(errno)};
            }
            if (r > 0 && (p.revents & (POLLHUP | POLLERR)) && !(p.revents & POLLOUT)) {
                pump(0);
                throw Failure{c.line, "cannot send: the terminal was closed (" + child_state() + ")"};
            }
        }
    }

    /// The first match of `re` in the unconsumed output, as raw offsets [begin, end).
    std::optional<std::pair<std::size_t, std::size_t>> search(const std::regex& re, bool raw) const {
        std::smatch m;
        if (raw) {
            auto from = m_output.begin() + static_cast<std::ptrdiff_t>(m_consumed);
            auto flags =
                m_consumed > 0 ? std::regex_constants::match_prev_avail : std::regex_constants::match_default;
            if (!std::regex_search(from, m_output.end(), m, re, flags)) return std::nullopt;
            return std::pair(static_cast<std::size_t>(m[0].first - m_output.begin()),
                             static_cast<std::size_t>(m[0].second - m_output.begin()));
        }
        // The whole output is stripped, so that ^ (with match_prev_avail) sees the character before the
        // consumed point; the search starts at the first kept character at or after that point.
        Stripped s = strip_terminal(m_output);
        std::size_t k = static_cast<std::size_t>(
            std::lower_bound(s.origin.begin(), s.origin.end(), m_consumed) - s.origin.begin());
        auto from = s.text.cbegin() + static_cast<std::ptrdiff_t>(k);
        auto flags = k > 0 ? std::regex_constants::match_prev_avail : std::regex_constants::match_default;
        if (!std::regex_search(from, s.text.cend(), m, re, flags)) return std::nullopt;
        auto b = static_cast<std::size_t>(m[0].first - s.text.cbegin());
        auto e = static_cast<std::size_t>(m[0].second - s.text.cbegin());
        std::size_t raw_begin = b < s.origin.size() ? s.origin[b] : m_output.size();
        std::size_t raw_end = e > b ? s.origin[e - 1] + 1 : raw_begin;
        return std::pair(raw_begin, std::max(raw_end, m_consumed));
    }

    void expect(const Command& c, bool raw) {
        if (m_spawn_line == 0) throw Failure{c.line, "expect before any spawn"};
        auto deadline = Clock::now() + m_timeout;
        for (;;) {
            if (auto match = search(*c.regex, raw)) {
                if (m_verbose)
                    std::cerr << "pp_pty_driver:   matched: "
                              << visible(std::string_view(m_output).substr(match->first,
                                                                           match->second - match->first),
                                         false)
                              << "\n";
                m_consumed = match->second;
                return;
            }
            if (m_eof || m_master < 0) {
                reap(500);
                throw Failure{c.line,
                              "the output ended before /" + c.pattern + "/ matched (" + child_state() + ")"};
            }
            if (Clock::now() >= deadline)
                throw Failure{c.line, "timed out after " + seconds_text() + " waiting for /" + c.pattern +
                                          "/" + (raw ? " in the raw output" : "") + " (" + child_state() +
                                          ")"};
            pump(remaining_ms(deadline));
        }
    }

    void expect_not(const Command& c, bool raw) {
        if (m_spawn_line == 0) throw Failure{c.line, "expect-not before any spawn"};
        pump(0); // what has already arrived counts too
        if (auto match = search(*c.regex, raw))
            throw Failure{c.line, "/" + c.pattern + "/ matched the unconsumed output, at: \"" +
                                      visible(std::string_view(m_output).substr(
                                          match->first, match->second - match->first)) +
                                      "\""};
    }

    void wait_exit(const Command& c) {
        if (m_pid <= 0) throw Failure{c.line, "wait-exit with no child running"};
        auto deadline = Clock::now() + m_timeout;
        while (!m_status) {
            if (!reap(0)) {
                if (Clock::now() >= deadline)
                    throw Failure{c.line, "timed out after " + seconds_text() +
                                              " waiting for the child to exit (" + child_state() + ")"};
                pump(std::min(remaining_ms(deadline), 50));
            }
        }
        // Drain what it wrote before exiting; the output ends with EIO once nobody holds the pty open.
        // A grandchild that keeps it open gets 100 ms of silence before the drain stops.
        while (!m_eof && m_master >= 0 && pump(100)) {
        }
        int status = *m_status;
        m_pid = -1;
        close_master();
        bool ok = c.by_signal ? WIFSIGNALED(status) && WTERMSIG(status) == c.number
                              : WIFEXITED(status) && WEXITSTATUS(status) == c.number;
        if (!ok) {
            std::string want = c.by_signal ? "to be killed by signal " + std::to_string(c.number) + " (" +
                                                 strsignal(static_cast<int>(c.number)) + ")"
                                           : "to exit with status " + std::to_string(c.number);
            throw Failure{c.line, "expected the child " + want + ", but it " + describe_status(status)};
        }
    }

    /// Reads whatever the child has written, waiting up to `timeout_ms` for the first bytes. Returns
    /// whether any bytes arrived; sets m_eof at the end of output.
    bool pump(int timeout_ms) {
        if (m_master < 0 || m_eof) {
            // Nothing more can arrive: still let the time pass, so that callers' wait loops do not spin.
            if (timeout_ms > 0) usleep(static_cast<useconds_t>(timeout_ms) * 1000);
            return false;
        }
        pollfd p{m_master, POLLIN, 0};
        int r = poll(&p, 1, std::max(timeout_ms, 0));
        if (r <= 0) return false;
        bool got = false;
        char buf[4096];
        for (;;) {
            ssize_t n = read(m_master, buf, sizeof buf);
            if (n > 0) {
                if (m_verbose)
                    std::cerr << "pp_pty_driver:   received: " << visible(std::string_view(buf, n), false)
                              << "\n";
                m_output.append(buf, static_cast<std::size_t>(n));
                got = true;
                continue;
            }
            if (n < 0 && errno == EINTR) continue;
            if (n < 0 && errno == EAGAIN) break;
            // EIO (or 0) once every process has closed the slave side: the normal end of output.
            m_eof = true;
            break;
        }
        return got;
    }

    /// Collects the child's status if it has ended, waiting up to `wait_ms`.
    bool reap(int wait_ms) {
        if (m_status) return true;
        if (m_pid <= 0) return false;
        auto until = Clock::now() + std::chrono::milliseconds(wait_ms);
        for (;;) {
            int status = 0;
            pid_t r = waitpid(m_pid, &status, WNOHANG);
            if (r == m_pid) {
                m_status = status;
                return true;
            }
            if (Clock::now() >= until) return false;
            usleep(10000);
        }
    }

    void kill_child() {
        if (m_pid > 0 && !m_status) {
            kill(-m_pid, SIGKILL); // forkpty made it a session (and process group) leader
            kill(m_pid, SIGKILL);
            int status = 0;
            if (waitpid(m_pid, &status, 0) == m_pid) m_status = status;
        }
        m_pid = -1;
        close_master();
    }

    void close_master() {
        if (m_master >= 0) close(m_master);
        m_master = -1;
    }

    std::string child_state() {
        if (m_spawn_line == 0) return "no child spawned";
        std::string who =
            "the child '" + m_spawn_program + "' spawned at line " + std::to_string(m_spawn_line);
        if (reap(0)) return who + " " + describe_status(*m_status);
        return who + " is still running";
    }

    std::string seconds_text() const {
        std::ostringstream s;
        s << static_cast<double>(m_timeout.count()) / 1000 << " s";
        return s.str();
    }

    static int remaining_ms(Clock::time_point deadline) {
        auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        return static_cast<int>(std::clamp<long long>(ms, 0, 600000));
    }

    void report(const Failure& f, const Command* c) {
        if (m_pid > 0) pump(0);
        std::cerr << "pp_pty_driver: FAIL " << m_script << ":" << f.line << ": "
                  << (c ? c->text : std::string("(end of script)")) << "\n  " << f.message << "\n";
        if (m_spawn_line == 0) return;
        std::string unconsumed = strip_terminal(m_output.substr(std::min(m_consumed, m_output.size()))).text;
        std::size_t cut = unconsumed.size() > k_tail_bytes ? unconsumed.size() - k_tail_bytes : 0;
        std::cerr << "  unconsumed output, escape sequences and \\r stripped (" << unconsumed.size()
                  << " bytes" << (cut ? ", last " + std::to_string(k_tail_bytes) + " shown" : "") << "):\n"
                  << indent(visible(std::string_view(unconsumed).substr(cut)));
        std::size_t from = m_output.size() > k_tail_bytes ? m_output.size() - k_tail_bytes : 0;
        std::cerr << "  last " << (m_output.size() - from) << " of " << m_output.size()
                  << " bytes received (raw, \\e = ESC; the consumed point is at byte " << m_consumed << "):\n"
                  << indent(visible(std::string_view(m_output).substr(from)));
    }
};

int usage() {
    std::cerr
        << "usage: pp_pty_driver [-v] [--pp PATH] SCRIPT.pty\n"
           "Runs a script of spawn/send/expect commands on a pseudo-terminal (see tests/pty/README.md).\n"
           "  --pp PATH  what $PP stands for in the script\n"
           "  -v         trace the commands and every byte received on stderr\n";
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    std::optional<std::string> pp;
    std::optional<std::string> script;
    bool verbose = false;
    for (int i = 1; i < argc; ++i) {
        std::string_view a = argv[i];
        if (a == "--pp" && i + 1 < argc) {
            pp = argv[++i];
        } else if (a == "-v" || a == "--verbose") {
            verbose = true;
        } else if (a == "-h" || a == "--help") {
            usage();
            return 0;
        } else if (!a.empty() && a[0] != '-' && !script) {
            script = std::string(a);
        } else {
            return usage();
        }
    }
    if (!script) return usage();
    // Writing to a pty whose child is gone reports EIO, but never let a closed stderr pipe kill the driver.
    signal(SIGPIPE, SIG_IGN);
    Driver driver(*script, pp, verbose);
    return driver.run();
}
