// `pp repl`'s terminal: plain line reading, or libedit with history and completion (terminal.hpp).
#include "repl/terminal.hpp"

#include "evaluator/control_flow.hpp"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <iostream>
#include <poll.h>
#include <stdexcept>
#include <type_traits>
#include <unistd.h>

#ifdef PP_HAVE_LIBEDIT
#include <dlfcn.h>
#include <editline/readline.h>
#endif

namespace pp::repl {

namespace {

volatile std::sig_atomic_t g_sigint = 0;
// The self-pipe Ctrl-C writes to, so that the line editor's wait for a key wakes up whenever the signal
// comes: even between two keys, when the editor is not blocked in read() and no EINTR would reach it.
int g_wake[2] = {-1, -1};
// Where keys are read: the terminal opened a second time, non-blocking. A Ctrl-C makes the kernel discard the
// terminal's pending input, also between the poll that saw it and the read that would take it: a blocking
// read there would wait for the next key with the Ctrl-C already handled. The terminal's own descriptor is
// shared with the shell that started pp and stays as it is. STDIN_FILENO (blocking) if it cannot be opened.
int g_input = STDIN_FILENO;

void open_input() {
    if (g_input != STDIN_FILENO) return;
    char name[256];
    if (ttyname_r(STDIN_FILENO, name, sizeof name) != 0) return;
    int fd = open(name, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd >= 0) g_input = fd;
}

// Ctrl-C: the line editor gives up its line, and a running evaluation stops at its next expression.
void on_sigint(int /*signal*/) {
    g_sigint = 1;
    evaluator::g_interrupt_requested.store(true);
    if (g_wake[1] >= 0) {
        int saved = errno;
        char byte = 1;
        (void)!write(g_wake[1], &byte, 1);
        errno = saved;
    }
}

void install_sigint_handler() {
    struct sigaction sa {};
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0; // no SA_RESTART: the read in readline() is interrupted
    sigaction(SIGINT, &sa, nullptr);
}

bool term_is_dumb() {
    const char* term = std::getenv("TERM");
    return term != nullptr && std::string_view(term) == "dumb";
}

bool color_wanted(const std::string& mode) {
    if (mode == "always") return true;
    if (mode == "never") return false;
    return std::getenv("NO_COLOR") == nullptr && !term_is_dumb() && isatty(STDOUT_FILENO) != 0;
}

// Empties the self-pipe (it is non-blocking).
void drain_wake() {
    if (g_wake[0] < 0) return;
    char drain[16];
    while (read(g_wake[0], drain, sizeof drain) > 0) {
    }
}

// Forgets a Ctrl-C that came before the prompt (during an evaluation, which it interrupted).
void clear_sigint() {
    g_sigint = 0;
    drain_wake();
}

enum class Wait { Ready, Interrupted, Failed };

// Waits until the terminal has input or a Ctrl-C came, on the terminal and the self-pipe together: blocked
// in read() alone, a Ctrl-C that comes just before the read starts would be lost until the next key.
Wait wait_for_terminal() {
    while (true) {
        if (g_sigint != 0) return Wait::Interrupted;
        pollfd fds[2] = {{g_input, POLLIN, 0}, {g_wake[0], POLLIN, 0}};
        int r = poll(fds, g_wake[0] >= 0 ? 2 : 1, -1);
        if (r < 0) {
            if (errno == EINTR) continue;
            return Wait::Failed;
        }
        if ((fds[1].revents & POLLIN) != 0) {
            drain_wake();
            continue; // g_sigint is set: the next round says so
        }
        if ((fds[0].revents & (POLLIN | POLLHUP | POLLERR)) != 0) return Wait::Ready;
    }
}

enum class LineRead { Line, Interrupted, End };

// One line from a terminal without a line editor.
LineRead read_terminal_line(std::string& line) {
    static std::string pending; // what the terminal gave past the last line
    while (true) {
        if (auto nl = pending.find('\n'); nl != std::string::npos) {
            line = pending.substr(0, nl);
            pending.erase(0, nl + 1);
            return LineRead::Line;
        }
        Wait w = wait_for_terminal();
        if (w == Wait::Interrupted) {
            pending.clear(); // Ctrl-C drops the pending input
            return LineRead::Interrupted;
        }
        if (w == Wait::Failed) return LineRead::End;
        char bytes[4096];
        ssize_t n = read(g_input, bytes, sizeof bytes);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue; // EAGAIN: a Ctrl-C discarded it
        if (n <= 0) { // end of input: a last line without its newline is still a line
            if (pending.empty()) return LineRead::End;
            line = std::move(pending);
            pending.clear();
            return LineRead::Line;
        }
        pending.append(bytes, static_cast<std::size_t>(n));
    }
}

// Without a line editor: from a pipe (prompts only with --echo) or a dumb terminal (prompts, no editing).
int plain_loop(Session& session, const ReplArgs& args, bool on_terminal) {
    bool failed = false;
    std::string line;
    while (true) {
        // reset before reading, never after: a Ctrl-C that comes once the line is read interrupts its
        // evaluation
        evaluator::g_interrupt_requested.store(false);
        const std::string prompt = session.prompt();
        if (on_terminal) {
            clear_sigint(); // before the prompt: a Ctrl-C once it shows cancels the input
            std::cout << prompt << std::flush;
            LineRead got = read_terminal_line(line);
            if (got == LineRead::Interrupted) {
                session.cancel();
                std::cout << "\n";
                continue;
            }
            if (got == LineRead::End) {
                session.end_of_input();
                break;
            }
        } else if (!std::getline(std::cin, line)) {
            if (session.end_of_input() == Fed::Failed) failed = true;
            break;
        }
        if (args.echo && !on_terminal) std::cout << prompt << line << "\n"; // a transcript
        Fed fed = session.feed(line);
        std::cout.flush();
        if (fed == Fed::Failed) failed = true;
        if (fed == Fed::Quit) break;
    }
    return failed && !on_terminal ? 1 : 0;
}

#ifdef PP_HAVE_LIBEDIT

// libedit, opened when the REPL starts rather than linked: loading it and the three libraries it needs took
// every pp process 0.2 ms, and only `pp repl` on a terminal uses it. The header declares what is looked up.
struct Editline {
    decltype(&::readline) readline = nullptr;
    decltype(&::using_history) using_history = nullptr;
    decltype(&::stifle_history) stifle_history = nullptr;
    decltype(&::read_history) read_history = nullptr;
    decltype(&::write_history) write_history = nullptr;
    decltype(&::add_history) add_history = nullptr;
    decltype(&::rl_insert_text) rl_insert_text = nullptr;
    decltype(&::rl_completion_matches) rl_completion_matches = nullptr;
    decltype(&::rl_line_buffer) rl_line_buffer = nullptr;
    decltype(&::rl_attempted_completion_over) rl_attempted_completion_over = nullptr;
    decltype(&::rl_getc_function) rl_getc_function = nullptr;
    decltype(&::rl_readline_name) rl_readline_name = nullptr;
    decltype(&::rl_basic_word_break_characters) rl_basic_word_break_characters = nullptr;
    decltype(&::rl_completer_word_break_characters) rl_completer_word_break_characters = nullptr;
    decltype(&::rl_attempted_completion_function) rl_attempted_completion_function = nullptr;
    decltype(&::rl_completion_append_character) rl_completion_append_character = nullptr;

    /// Null when libedit cannot be opened (the REPL then reads plain lines, as on a dumb terminal).
    static const Editline* open() {
        static const Editline* loaded = []() -> const Editline* {
            void* lib = ::dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
            if (lib == nullptr) return nullptr;
            static Editline e;
            bool all = true;
            auto find = [&](auto& member, const char* name) {
                member = reinterpret_cast<std::remove_reference_t<decltype(member)>>(::dlsym(lib, name));
                all = all && member != nullptr;
            };
            find(e.readline, "readline");
            find(e.using_history, "using_history");
            find(e.stifle_history, "stifle_history");
            find(e.read_history, "read_history");
            find(e.write_history, "write_history");
            find(e.add_history, "add_history");
            find(e.rl_insert_text, "rl_insert_text");
            find(e.rl_completion_matches, "rl_completion_matches");
            find(e.rl_line_buffer, "rl_line_buffer");
            find(e.rl_attempted_completion_over, "rl_attempted_completion_over");
            find(e.rl_getc_function, "rl_getc_function");
            find(e.rl_readline_name, "rl_readline_name");
            find(e.rl_basic_word_break_characters, "rl_basic_word_break_characters");
            find(e.rl_completer_word_break_characters, "rl_completer_word_break_characters");
            find(e.rl_attempted_completion_function, "rl_attempted_completion_function");
            find(e.rl_completion_append_character, "rl_completion_append_character");
            return all ? &e : nullptr;
        }();
        return loaded;
    }
};
const Editline* g_edit = nullptr;

// ${PP_REPL_HISTORY}, else ${XDG_STATE_HOME:-~/.local/state}/pp/repl_history; empty: no history.
std::string history_path() {
    if (const char* p = std::getenv("PP_REPL_HISTORY")) return p;
    std::string dir;
    if (const char* xdg = std::getenv("XDG_STATE_HOME"); xdg != nullptr && *xdg != '\0') {
        dir = xdg;
    } else {
        const char* home = std::getenv("HOME");
        if (home == nullptr || *home == '\0') return {};
        dir = std::string(home) + "/.local/state";
    }
    return dir + "/pp/repl_history";
}

void print_banner() {
    std::cout << "pp " << cli::kVersion << " repl: the Puppet 7 language\n"
              << "Type :help for the commands, Ctrl-D or :quit to leave.\n";
}

Session* g_session = nullptr;
std::vector<std::string> g_matches;

char* next_match(const char* /*text*/, int state) {
    static std::size_t index = 0;
    if (state == 0) index = 0;
    if (index >= g_matches.size()) return nullptr;
    return strdup(g_matches[index++].c_str());
}

char** complete(const char* text, int start, int /*end*/) {
    std::string_view before(*g_edit->rl_line_buffer, static_cast<std::size_t>(start));
    // a pasted TAB in indentation is a TAB, not a completion (reference/repl.md §3.7)
    if (*text == '\0' && before.find_first_not_of(" \t") == std::string_view::npos) {
        g_edit->rl_insert_text("\t");
        *g_edit->rl_attempted_completion_over = 1;
        return nullptr;
    }
    g_matches = g_session->completions(before, text);
    *g_edit->rl_attempted_completion_over = 1; // never file names
    if (g_matches.empty()) return nullptr;
    return g_edit->rl_completion_matches(text, next_match);
}

// The editor's key reader (rl_getc_function): one character, decoded from UTF-8, or -1 (which ends the line
// without a result) when Ctrl-C came or input ended. It waits on the terminal and on the self-pipe together,
// so a Ctrl-C that arrives while the editor is busy redrawing is not lost until the next key.
int read_key(FILE* /*in*/) {
    unsigned char bytes[4];
    std::size_t have = 0;
    std::size_t need = 1;
    while (have < need) {
        if (wait_for_terminal() != Wait::Ready) return -1;
        ssize_t n = read(g_input, bytes + have, 1);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue; // EAGAIN: a Ctrl-C discarded it
        if (n <= 0) return -1;
        if (have == 0) {
            unsigned char b = bytes[0];
            need = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 1;
        } else if ((bytes[have] & 0xC0) != 0x80) {
            return bytes[have]; // a broken sequence: the byte that broke it, as it is
        }
        ++have;
    }
    if (need == 1) return bytes[0];
    int cp = bytes[0] & (0x7F >> need);
    for (std::size_t i = 1; i < need; ++i)
        cp = (cp << 6) | (bytes[i] & 0x3F);
    return cp;
}

int editor_loop(Session& session, const ReplArgs& args) {
    g_session = &session;
    const Editline& edit = *g_edit;
    if (g_wake[0] < 0 && pipe2(g_wake, O_CLOEXEC | O_NONBLOCK) != 0) g_wake[0] = g_wake[1] = -1;
    *edit.rl_getc_function = read_key; // before the first readline(), which installs it
    *edit.rl_readline_name = "pp";
    static char breaks[] = " \t\n\"'`@><=;|&{}()[],+-*/!%~";
    *edit.rl_basic_word_break_characters = breaks;
    *edit.rl_completer_word_break_characters = breaks;
    *edit.rl_attempted_completion_function = complete;
    *edit.rl_completion_append_character = '\0'; // `upcase` + `(`: no space after a completed word
    std::string history = args.no_history ? std::string() : history_path();
    edit.using_history();
    edit.stifle_history(1000);
    if (!history.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(std::filesystem::path(history).parent_path(), ec);
        edit.read_history(history.c_str());
    }
    open_input();
    install_sigint_handler();
    if (!args.quiet) print_banner();
    while (true) {
        clear_sigint();
        evaluator::g_interrupt_requested.store(false);
        std::string prompt = session.prompt();
        char* raw = edit.readline(prompt.c_str());
        if (raw == nullptr) {
            if (g_sigint != 0) { // Ctrl-C: drop the line and any pending input
                session.cancel();
                std::cout << "\n";
                continue;
            }
            std::cout << "\n"; // Ctrl-D
            session.end_of_input();
            break;
        }
        std::string line(raw);
        std::free(raw);
        std::string entry = session.buffer() + line;
        Fed fed = session.feed(line);
        std::cout.flush();
        if (fed != Fed::Nothing && fed != Fed::Incomplete && !history.empty()) {
            edit.add_history(entry.c_str());
            edit.write_history(history.c_str());
        }
        if (fed == Fed::Quit) break;
    }
    g_session = nullptr;
    return 0;
}

#endif

} // namespace

int run_repl(const ReplArgs& args) {
    Options options = args.session;
    options.color = color_wanted(args.color);
    std::unique_ptr<Session> session;
    try {
        session = std::make_unique<Session>(options);
    } catch (const std::runtime_error& e) {
        std::cerr << "pp repl: error: " << e.what() << "\n";
        return 1;
    }
    bool failed = false;
    if (!args.file.empty() && session->feed(":load " + args.file) == Fed::Failed) failed = true;
    if (!args.code.empty()) {
        std::size_t start = 0;
        while (start <= args.code.size()) {
            std::size_t nl = args.code.find('\n', start);
            std::string line =
                args.code.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
            Fed fed = session->feed(line);
            if (fed == Fed::Failed) failed = true;
            if (fed == Fed::Quit || nl == std::string::npos) break;
            start = nl + 1;
        }
        if (session->end_of_input() == Fed::Failed) failed = true;
        return failed ? 1 : 0;
    }
    const bool on_terminal = !args.test && isatty(STDIN_FILENO) != 0;
    if (!on_terminal) return plain_loop(*session, args, false) != 0 || failed ? 1 : 0;
#ifdef PP_HAVE_LIBEDIT
    if (!term_is_dumb() && (g_edit = Editline::open()) != nullptr) return editor_loop(*session, args);
#endif
    // a dumb terminal (an editor's comint): prompts, but no banner, line editing, colours or history
    if (g_wake[0] < 0 && pipe2(g_wake, O_CLOEXEC | O_NONBLOCK) != 0) g_wake[0] = g_wake[1] = -1;
    open_input();
    install_sigint_handler();
    return plain_loop(*session, args, true);
}

} // namespace pp::repl
