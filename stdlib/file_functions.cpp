// Functions that reach outside the manifest: file, find_file, binary_file, find_template, module_directory
// (module files and absolute paths, lib/puppet/functions/*.rb and lib/puppet/parser/functions/file.rb),
// generate (runs a command, lib/puppet/parser/functions/generate.rb), scanf (Ruby's scanf library,
// lib/puppet/functions/scanf.rb) and tag (tags the calling class or define, lib/puppet/parser/functions/
// tag.rb); also the functions of Puppet's that Puppet code cannot get to run (Hiera's backends, annotate).
// The error texts are Puppet's, and Ruby's where Puppet lets Ruby's through.
#include "evaluator/compiler.hpp"
#include "evaluator/dispatch.hpp"
#include "loader/environment.hpp"
#include "runtime/binary.hpp"
#include "runtime/catalog.hpp"
#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <sstream>

extern char** environ; // NOLINT: POSIX

namespace pp::stdlib {

using evaluator::Args;
using evaluator::BlockUse;
using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::rep;
using evaluator::req;

namespace {

// A Ruby regexp (Regexp.new(source, options)); Ruby's RegexpError text when it does not compile.
std::shared_ptr<const runtime::Regexp> ruby_regexp(const std::string& source, unsigned options = 0) {
    std::string error;
    auto re = runtime::Regexp::compile(source, &error, options);
    if (re == nullptr) throw FunctionError(error);
    return re;
}

// ---- module files (Puppet::Parser::Files) ----------------------------------------------------------------

bool exists(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0; // Puppet::FileSystem.exist?: File.exist?, directories included
}

// Files.find_in_module: an absolute path as it is; else `<module>/<file>` under the module's `subdir`
// (Module#file, #template) when that exists. Unlike loader::Environment::find_template (what template() and
// epp() use), a directory counts as found, as in Puppet: `find_file('mod/')` is the module's files/ itself.
std::optional<std::string> find_in_module(CallContext& ctx, const std::string& reference,
                                          const char* subdir) {
    if (reference.starts_with('/')) return reference;
    // split_file_path: `path.split('/', 2)`, so `mod` alone names no file
    auto slash = reference.find('/');
    if (reference.empty() || slash == std::string::npos) return std::nullopt;
    loader::Environment* env = ctx.evaluator.environment();
    auto dir = env != nullptr ? env->module_dir(std::string_view(reference).substr(0, slash)) : std::nullopt;
    if (!dir) return std::nullopt;
    // File.join(subpath, file): one separator between them, none added before a file starting with one
    std::string file = reference.substr(slash + 1);
    std::string path = *dir + "/" + subdir;
    path += file.starts_with('/') ? file : "/" + file;
    if (!exists(path)) return std::nullopt;
    return path;
}

// The first of the references that names an existing file (find_file, find_template, file).
std::optional<std::string> first_found(CallContext& ctx, std::span<const Value> refs, const char* subdir) {
    for (const Value& r : refs) {
        auto found = find_in_module(ctx, r.as_string(), subdir);
        if (found && exists(*found)) return found;
    }
    return std::nullopt;
}

// The file's bytes; Ruby's SystemCallError text when it cannot be read (`Permission denied @ rb_sysopen -
// /path`; for a directory Ruby also names its descriptor, `@ io_fillbuf - fd:5 /path`, which pp leaves out).
std::string read_bytes(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
        throw FunctionError(fmt::format("{} @ io_fillbuf - {}", std::strerror(EISDIR), path));
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in) throw FunctionError(fmt::format("{} @ rb_sysopen - {}", std::strerror(errno), path));
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// Puppet::Util.absolute_path? for a value that is not a String: Puppet warns and answers false.
void warn_not_a_path(CallContext& ctx, const Value& v) {
    ctx.evaluator.logger().located(
        evaluator::LogLevel::Warning,
        fmt::format("Cannot check if {} is an absolute path because it is a '{}' and not a String'",
                    ruby3x::to_s(v), ruby3x::class_name(v)),
        evaluator::Location{});
}

// The 3.x file(): the content of the first reference that exists, read as UTF-8 text (a BOM is dropped:
// read_preserve_line_endings reads with "bom|utf-8").
Value file_function(CallContext& ctx, std::vector<Value>& vals) {
    for (const Value& v : vals) {
        if (!v.is_string()) {
            // Files.find_file asks absolute_path? twice, then calls String#split on the value
            warn_not_a_path(ctx, v);
            warn_not_a_path(ctx, v);
            throw FunctionError(
                fmt::format("undefined method `split' for {}:{}\n\n      path.split(File::SEPARATOR, "
                            "2)\n          ^^^^^^",
                            ruby3x::inspect(v), ruby3x::class_name(v)));
        }
        auto found = find_in_module(ctx, v.as_string(), "files");
        if (!found || !exists(*found)) continue;
        std::string text = read_bytes(*found);
        if (text.starts_with("\xEF\xBB\xBF")) text.erase(0, 3);
        return Value(std::move(text));
    }
    std::string values; // vals.join(", ")
    for (std::size_t i = 0; i < vals.size(); ++i)
        values += (i > 0 ? ", " : "") + ruby3x::to_s(vals[i]);
    throw FunctionError("Could not find any files from " + values);
}

// The Array[String] dispatch of find_file, find_template and module_directory: its method takes one array,
// so Ruby rejects more (the scope parameter counts).
std::span<const Value> one_array(Args args) {
    if (args.size() != 1)
        throw FunctionError(fmt::format("wrong number of arguments (given {}, expected 2)", args.size() + 1));
    return args[0].as_array();
}

Value found_or_undef(const std::optional<std::string>& path) {
    return path ? Value(*path) : Value();
}

Value module_directory(CallContext& ctx, std::span<const Value> names) {
    loader::Environment* env = ctx.evaluator.environment();
    if (env == nullptr) return {};
    for (const Value& n : names) {
        if (auto dir = env->module_dir(n.as_string())) return Value(*dir);
    }
    return {};
}

// ---- generate (Puppet::Util::Execution.execute with its defaults) -----------------------------------------

void flatten_into(const Value& v, std::vector<Value>& out) {
    if (!v.is_array()) {
        out.push_back(v);
        return;
    }
    for (const Value& e : v.as_array())
        flatten_into(e, out);
}

// File.dirname
std::string dirname(const std::string& path) {
    std::size_t end = path.size();
    while (end > 1 && path[end - 1] == '/')
        --end;
    std::size_t slash = path.rfind('/', end - 1);
    if (slash == std::string::npos) return ".";
    while (slash > 0 && path[slash - 1] == '/')
        --slash;
    return slash == 0 ? "/" : path.substr(0, slash);
}

// Ruby's String#strip: ASCII whitespace and NUL at both ends.
std::string strip(std::string_view s) {
    constexpr std::string_view ws(" \t\n\v\f\r\0", 7);
    auto b = s.find_first_not_of(ws);
    if (b == std::string_view::npos) return {};
    return std::string(s.substr(b, s.find_last_not_of(ws) - b + 1));
}

struct Executed {
    std::string output;
    std::optional<int> status; ///< Process::Status#exitstatus: none when a signal ended the child
};

// What the forked child reports through its close-on-exec status pipe before it execs.
struct ChildFailure {
    int stage; ///< 1: chdir, 2: exec
    int error;
};

// Execution.execute(command) as generate calls it: fork, a new session, stdin from /dev/null, stdout and
// stderr into one pipe (combine), LANG and LC_ALL set to C with the other locale variables and HOME, USER
// and LOGNAME removed, then exec without a shell. The child first changes to `dir` (generate's Dir.chdir,
// done by Puppet in its own process: its failure is Ruby's error, not an execution failure). As Puppet's
// child does, an exec that fails prints "Error: Could not execute posix command: ..." and exits 1.
Executed execute(const std::vector<std::string>& argv, const std::string& dir) {
    static constexpr std::string_view kDropped[] = {"LANG",       "LC_ALL",   "LC_MESSAGES", "LANGUAGE",
                                                    "LC_COLLATE", "LC_CTYPE", "LC_MONETARY", "LC_NUMERIC",
                                                    "LC_TIME",    "HOME",     "USER",        "LOGNAME"};
    std::vector<std::string> env_strings;
    for (char** e = environ; e != nullptr && *e != nullptr; ++e) {
        std::string_view entry(*e);
        std::string_view name = entry.substr(0, entry.find('='));
        bool dropped = false;
        for (std::string_view d : kDropped)
            dropped = dropped || name == d;
        if (!dropped) env_strings.emplace_back(entry);
    }
    env_strings.emplace_back("LANG=C");
    env_strings.emplace_back("LC_ALL=C");
    std::vector<char*> envp;
    for (std::string& s : env_strings)
        envp.push_back(s.data());
    envp.push_back(nullptr);

    // Kernel.exec with one string runs it as `sh -c` when it has shell metacharacters; the only one
    // generate's check lets through is a newline (the check looks at one line)
    std::string program = argv[0];
    std::vector<std::string> args = argv;
    if (args.size() == 1 && args[0].find('\n') != std::string::npos) {
        program = "/bin/sh";
        args = {"sh", "-c", argv[0]};
    }
    std::vector<char*> cargv;
    for (std::string& a : args)
        cargv.push_back(a.data());
    cargv.push_back(nullptr);
    // Ruby runs a file the kernel cannot execute (ENOEXEC: a script without `#!`) with /bin/sh
    std::vector<std::string> sh_args{"sh", program};
    sh_args.insert(sh_args.end(), args.begin() + 1, args.end());
    std::vector<char*> sh_argv;
    for (std::string& a : sh_args)
        sh_argv.push_back(a.data());
    sh_argv.push_back(nullptr);

    int out[2];
    int status_pipe[2];
    if (::pipe2(out, O_CLOEXEC) != 0) throw FunctionError(fmt::format("{} - pipe", std::strerror(errno)));
    if (::pipe2(status_pipe, O_CLOEXEC) != 0) {
        int err = errno;
        ::close(out[0]);
        ::close(out[1]);
        throw FunctionError(fmt::format("{} - pipe", std::strerror(err)));
    }
    int devnull = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    pid_t pid = ::fork();
    if (pid < 0) {
        int err = errno;
        for (int fd : {out[0], out[1], status_pipe[0], status_pipe[1], devnull})
            if (fd >= 0) ::close(fd);
        throw FunctionError(fmt::format("{} - fork", std::strerror(err)));
    }
    if (pid == 0) {
        // only async-signal-safe calls from here on
        ::setsid();
        if (devnull >= 0) ::dup2(devnull, 0);
        ::dup2(out[1], 1);
        ::dup2(out[1], 2);
        ChildFailure failure{1, 0};
        if (::chdir(dir.c_str()) != 0) {
            failure.error = errno;
            [[maybe_unused]] auto n = ::write(status_pipe[1], &failure, sizeof failure);
            ::_exit(127);
        }
        ::execve(program.c_str(), cargv.data(), envp.data());
        if (errno == ENOEXEC) ::execve("/bin/sh", sh_argv.data(), envp.data());
        failure = {2, errno};
        [[maybe_unused]] auto n = ::write(status_pipe[1], &failure, sizeof failure);
        ::_exit(1);
    }
    for (int fd : {out[1], status_pipe[1], devnull})
        if (fd >= 0) ::close(fd);

    // Puppet's loop: read while the child runs, then what is left once it has exited (a background process
    // that keeps the pipe open does not hold generate up)
    Executed result;
    char buf[65536];
    int wstatus = 0;
    bool open = true;
    for (;;) {
        pid_t w = ::waitpid(pid, &wstatus, WNOHANG);
        if (w == pid || (w < 0 && errno != EINTR)) break;
        if (!open) {
            ::usleep(5000);
            continue;
        }
        pollfd p{out[0], POLLIN, 0};
        if (::poll(&p, 1, 100) <= 0) continue;
        ssize_t n = ::read(out[0], buf, sizeof buf);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (n <= 0) {
            open = false;
            continue;
        }
        result.output.append(buf, static_cast<std::size_t>(n));
    }
    if (open) {
        ::fcntl(out[0], F_SETFL, ::fcntl(out[0], F_GETFL) | O_NONBLOCK);
        for (;;) {
            ssize_t n = ::read(out[0], buf, sizeof buf);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            result.output.append(buf, static_cast<std::size_t>(n));
        }
    }
    ::close(out[0]);
    ChildFailure failure{0, 0};
    ssize_t got = ::read(status_pipe[0], &failure, sizeof failure);
    ::close(status_pipe[0]);
    if (got == static_cast<ssize_t>(sizeof failure) && failure.stage == 1)
        throw FunctionError(fmt::format("{} @ dir_chdir - {}", std::strerror(failure.error), dir));
    if (got == static_cast<ssize_t>(sizeof failure) && failure.stage == 2) {
        result.output += fmt::format("Error: Could not execute posix command: {} - {}\n",
                                     std::strerror(failure.error), program);
    }
    if (WIFEXITED(wstatus)) result.status = WEXITSTATUS(wstatus);
    return result;
}

Value generate(CallContext& ctx, std::vector<Value>& args) {
    // Puppet's checks are Ruby regexps with line anchors: one line that fits is enough
    static const auto absolute = ruby_regexp("^/"); // Puppet::Util::AbsolutePathPosix
    static const auto valid = ruby_regexp(R"(^[-\/\w.+]+$)");
    const Value& command = args[0];
    if (!command.is_string()) warn_not_a_path(ctx, command);
    if (!command.is_string() || !absolute->matches(command.as_string()))
        throw FunctionError("Generators must be fully qualified");
    const std::string& path = command.as_string();
    if (!valid->matches(path))
        throw FunctionError("Generators can only contain alphanumerics, file separators, and dashes");
    if (path.find("..") != std::string::npos)
        throw FunctionError("Can not use generators with '..' in them.");

    std::vector<Value> flat;
    for (const Value& a : args)
        flatten_into(a, flat);
    std::vector<std::string> argv;
    std::string command_str;
    for (const Value& a : flat) { // command.flatten.map(&:to_s), joined by spaces for the messages
        if (!argv.empty()) command_str += ' ';
        argv.push_back(ruby3x::to_s(a));
        command_str += argv.back();
    }
    ctx.evaluator.logger().located(evaluator::LogLevel::Debug, fmt::format("Executing: '{}'", command_str),
                                   evaluator::Location{});
    Executed run = execute(argv, dirname(path));
    if (run.status && *run.status == 0) return Value(std::move(run.output));
    throw FunctionError(fmt::format("Failed to execute generator {}: Execution of '{}' returned {}: {}", path,
                                    command_str, run.status ? std::to_string(*run.status) : std::string(),
                                    strip(run.output)));
}

// ---- scanf (the scanf library's String#scanf, Scanf::FormatString and Scanf::FormatSpecifier) ------------
//
// A port that keeps the library's own regular expressions, run on pp's Ruby-compatible engine: each
// specifier of the format becomes an anchored regexp, tried on what the previous ones left.

enum class Conversion : std::uint8_t { Float, Decimal, Hex, Octal, Integer, Plain, None };

struct Specifier {
    std::string spec; ///< the specifier's text, with the blanks before it
    std::shared_ptr<const runtime::Regexp> re;
    Conversion conversion = Conversion::None;
    bool skip = false;        ///< `%*d`: matched, not kept
    bool count_space = false; ///< %c and %[...]: leading blanks are data
};

std::int64_t checked(std::optional<std::int64_t> v, std::string_view text) {
    // Ruby would give a Bignum, which a Puppet Integer cannot hold
    if (!v)
        throw FunctionError(
            fmt::format("scanf(): the value '{}' is outside the range of a Puppet Integer", text));
    return *v;
}

// String#to_i(base) / #hex / #oct on the text the specifier's regexp allows: a sign, for hex an optional 0x,
// then digits (no underscores can occur).
std::int64_t parse_digits(std::string_view text, int base) {
    std::string_view s = text;
    bool negative = false;
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
        negative = s[0] == '-';
        s.remove_prefix(1);
    }
    if (base == 16 && s.size() > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) s.remove_prefix(2);
    // the magnitude of INT64_MIN for a negative number, of INT64_MAX otherwise
    const std::uint64_t limit = static_cast<std::uint64_t>(INT64_MAX) + (negative ? 1 : 0);
    std::uint64_t value = 0;
    for (char c : s) {
        int d = c >= '0' && c <= '9'   ? c - '0'
                : c >= 'a' && c <= 'f' ? c - 'a' + 10
                : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                       : 99;
        if (d >= base) break;
        const auto b = static_cast<std::uint64_t>(base);
        if (value > (limit - static_cast<std::uint64_t>(d)) / b) return checked(std::nullopt, text);
        value = value * b + static_cast<std::uint64_t>(d);
    }
    if (!negative) return static_cast<std::int64_t>(value);
    return value == limit ? INT64_MIN : -static_cast<std::int64_t>(value);
}

// Ruby's String#to_f: the longest leading decimal number (digits with single underscores between them, an
// optional fraction with at least one digit, an optional exponent with at least one digit), else 0.0.
double ruby_to_f(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size() && (s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r')))
        ++i;
    std::string clean;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) clean += s[i++];
    auto digits = [&](std::string& into) {
        std::size_t n = 0;
        while (i < s.size()) {
            if (s[i] >= '0' && s[i] <= '9') {
                into += s[i++];
                ++n;
            } else if (s[i] == '_' && n > 0 && i + 1 < s.size() && s[i + 1] >= '0' && s[i + 1] <= '9') {
                ++i;
            } else {
                break;
            }
        }
        return n;
    };
    std::size_t mantissa = digits(clean);
    if (i + 1 < s.size() && s[i] == '.' && s[i + 1] >= '0' && s[i + 1] <= '9') {
        clean += s[i++];
        mantissa += digits(clean);
    }
    if (mantissa == 0) return 0.0;
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        std::size_t save = i;
        std::string exp = "e";
        ++i;
        if (i < s.size() && (s[i] == '+' || s[i] == '-')) exp += s[i++];
        if (digits(exp) > 0)
            clean += exp;
        else
            i = save;
    }
    return std::strtod(clean.c_str(), nullptr);
}

// FormatSpecifier#extract_float: hexadecimal floats by hand, `1.e+5` as `1e+5`, else String#to_f.
double extract_float(const std::string& s) {
    static const auto hex_float =
        ruby_regexp(R"(\A(?<sign>[-+]?)0[xX](?<frac>\.\h+|\h+(?:\.\h*)?)[pP](?<exp>[-+]?\d+))");
    static const auto bare_point = ruby_regexp(R"(\A([-+]?\d+)\.([eE][-+]\d+))");
    if (auto m = hex_float->match(s)) {
        std::string frac(*m->named("frac"));
        auto dot = frac.find('.');
        std::string f1 = frac.substr(0, dot);
        std::string f2 = dot == std::string::npos ? std::string() : frac.substr(dot + 1);
        auto hex = [](const std::string& digits) { // String#hex of \h+ (or of nothing: 0)
            double v = 0;
            for (char c : digits)
                v = v * 16 + (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
            return v;
        };
        double f = hex(f1);
        if (!f2.empty()) {
            double g = hex(f2);
            f += g / std::pow(16.0, static_cast<double>(f2.size()));
        }
        std::string exp(*m->named("exp"));
        long e = std::strtol(exp.c_str(), nullptr, 10);
        if (e > INT_MAX) e = INT_MAX;
        if (e < INT_MIN) e = INT_MIN;
        return (*m->named("sign") == "-" ? -1 : 1) * std::ldexp(f, static_cast<int>(e));
    }
    if (auto m = bare_point->match(s))
        return ruby_to_f(std::string(*m->group(1)) + std::string(*m->group(2)));
    return ruby_to_f(s);
}

// FormatSpecifier#initialize: the first `when` whose regexp finds the specifier gives the conversion's
// regexp and handler.
Specifier make_specifier(const std::string& spec) {
    static const std::string h = "[A-Fa-f0-9]";
    static const std::string float_re =
        R"([-+]?(?:0[xX](?:\.\h+|\h+(?:\.\h*)?)[pP][-+]?\d+|\d+(?![\d.])|\d*\.\d*(?:[eE][-+]?\d+)?))";
    struct When {
        const char* pattern;
        std::string (*build)(const runtime::Match& m, Conversion& c);
    };
    static const When whens[] = {
        {R"(%\*?(\[\[:[a-z]+:\]\]))",
         [](const runtime::Match& m, Conversion& c) {
             c = Conversion::Plain;
             return "(" + std::string(*m.group(1)) + "+)";
         }},
        {R"(%\*?(\d+)(\[\[:[a-z]+:\]\]))",
         [](const runtime::Match& m, Conversion& c) {
             c = Conversion::Plain;
             return fmt::format("({}{{1,{}}})", *m.group(2), *m.group(1));
         }},
        {R"(%\*?\[([^\]]*)\])",
         [](const runtime::Match& m, Conversion& c) {
             c = Conversion::Plain;
             std::string yes(*m.group(1));
             static const auto negated = ruby_regexp(R"(^\^)");
             std::string no = negated->matches(yes) ? yes.substr(1) : "^" + yes;
             return fmt::format(R"(([{}]+)(?=[{}]|\z))", yes, no);
         }},
        {R"(%\*?(\d+)\[([^\]]*)\])",
         [](const runtime::Match& m, Conversion& c) {
             c = Conversion::Plain;
             return fmt::format("([{}]{{1,{}}})", *m.group(2), *m.group(1));
         }},
        {R"(%\*?i)",
         [](const runtime::Match&, Conversion& c) {
             c = Conversion::Integer;
             return "([-+]?(?:(?:0[0-7]+)|(?:0[Xx]" + h + "+)|(?:[1-9]\\d*)))";
         }},
        {R"(%\*?(\d+)i)",
         [](const runtime::Match& m, Conversion& c) {
             c = Conversion::Integer;
             long long n = std::strtoll(std::string(*m.group(1)).c_str(), nullptr, 10);
             std::string s = "(";
             if (n > 1) s += fmt::format(R"([1-9]\d{{1,{}}}|)", n - 1);
             if (n > 1) s += fmt::format("0[0-7]{{1,{}}}|", n - 1);
             if (n > 2) s += fmt::format("[-+]0[0-7]{{1,{}}}|", n - 2);
             if (n > 2) s += fmt::format(R"([-+][1-9]\d{{1,{}}}|)", n - 2);
             if (n > 2) s += fmt::format("0[Xx]{}{{1,{}}}|", h, n - 2);
             if (n > 3) s += fmt::format("[-+]0[Xx]{}{{1,{}}}|", h, n - 3);
             return s + R"(\d))";
         }},
        {R"(%\*?[du])",
         [](const runtime::Match&, Conversion& c) {
             c = Conversion::Decimal;
             return std::string(R"(([-+]?\d+))");
         }},
        {R"(%\*?(\d+)[du])",
         [](const runtime::Match& m, Conversion& c) {
             c = Conversion::Decimal;
             long long n = std::strtoll(std::string(*m.group(1)).c_str(), nullptr, 10);
             std::string s = "(";
             if (n > 1) s += fmt::format(R"([-+]\d{{1,{}}}|)", n - 1);
             return s + fmt::format(R"(\d{{1,{}}}))", *m.group(1));
         }},
        {R"(%\*?[Xx])",
         [](const runtime::Match&, Conversion& c) {
             c = Conversion::Hex;
             return "([-+]?(?:0[Xx])?" + h + "+)";
         }},
        {R"(%\*?(\d+)[Xx])",
         [](const runtime::Match& m, Conversion& c) {
             c = Conversion::Hex;
             long long n = std::strtoll(std::string(*m.group(1)).c_str(), nullptr, 10);
             std::string s = "(";
             if (n > 3) s += fmt::format("[-+]0[Xx]{}{{1,{}}}|", h, n - 3);
             if (n > 2) s += fmt::format("0[Xx]{}{{1,{}}}|", h, n - 2);
             if (n > 1) s += fmt::format("[-+]{}{{1,{}}}|", h, n - 1);
             return s + fmt::format("{}{{1,{}}})", h, n);
         }},
        {R"(%\*?o)",
         [](const runtime::Match&, Conversion& c) {
             c = Conversion::Octal;
             return std::string("([-+]?[0-7]+)");
         }},
        {R"(%\*?(\d+)o)",
         [](const runtime::Match& m, Conversion& c) {
             c = Conversion::Octal;
             long long n = std::strtoll(std::string(*m.group(1)).c_str(), nullptr, 10);
             return fmt::format("([-+][0-7]{{1,{}}}|[0-7]{{1,{}}})", n - 1, *m.group(1));
         }},
        {R"(%\*?[aefgAEFG])",
         [](const runtime::Match&, Conversion& c) {
             c = Conversion::Float;
             return "(" + float_re + ")";
         }},
        {R"(%\*?(\d+)[aefgAEFG])",
         [](const runtime::Match& m, Conversion& c) {
             c = Conversion::Float;
             return fmt::format(R"((?={})(\S{{1,{}}}))", float_re, *m.group(1));
         }},
        {R"(%\*?(\d+)s)",
         [](const runtime::Match& m, Conversion& c) {
             c = Conversion::Plain;
             return fmt::format(R"((\S{{1,{}}}))", *m.group(1));
         }},
        {R"(%\*?s)",
         [](const runtime::Match&, Conversion& c) {
             c = Conversion::Plain;
             return std::string(R"((\S+))");
         }},
        {R"(\s%\*?c)",
         [](const runtime::Match&, Conversion& c) {
             c = Conversion::Plain;
             return std::string(R"(\s*(.))");
         }},
        {R"(%\*?c)",
         [](const runtime::Match&, Conversion& c) {
             c = Conversion::Plain;
             return std::string("(.)");
         }},
        {R"(%\*?(\d+)c)",
         [](const runtime::Match& m, Conversion& c) {
             c = Conversion::Plain;
             return fmt::format("(.{{1,{}}})", *m.group(1));
         }},
        {R"(%%)",
         [](const runtime::Match&, Conversion& c) {
             c = Conversion::None;
             return std::string(R"((\s*%))");
         }},
    };
    static const std::vector<std::shared_ptr<const runtime::Regexp>> compiled = [] {
        std::vector<std::shared_ptr<const runtime::Regexp>> out;
        for (const When& w : whens)
            out.push_back(ruby_regexp(w.pattern));
        return out;
    }();
    static const auto skip_re = ruby_regexp(R"(^\s*%\*)");
    static const auto count_space_re = ruby_regexp(R"((?:\A|\S)%\*?\d*c|%\d*\[)");

    Specifier s;
    s.spec = spec;
    std::string re_string;
    bool matched = false;
    for (std::size_t i = 0; i < compiled.size() && !matched; ++i) {
        if (auto m = compiled[i]->match(spec)) {
            re_string = whens[i].build(*m, s.conversion);
            matched = true;
        }
    }
    if (!matched) {
        s.conversion = Conversion::None;
        re_string = "(" + runtime::Regexp::escape(spec) + ")";
    }
    s.re = ruby_regexp(R"(\A)" + re_string, runtime::RegexpMultiline);
    s.skip = skip_re->matches(spec);
    s.count_space = count_space_re->matches(spec);
    return s;
}

// The value a specifier's match converts to; undef for literal text and `%*` specifiers (compacted away).
Value convert(const Specifier& s, const std::string& text) {
    if (s.skip) return {};
    switch (s.conversion) {
    case Conversion::Float:
        return Value(extract_float(text));
    case Conversion::Decimal:
        return Value(parse_digits(text, 10));
    case Conversion::Hex:
        return Value(parse_digits(text, 16));
    case Conversion::Octal:
        return Value(parse_digits(text, 8));
    case Conversion::Integer:
        return Value(checked(runtime::ruby_integer(text), text));
    case Conversion::Plain:
        return Value(text);
    case Conversion::None:
        break;
    }
    return {};
}

// String#scanf without a block: FormatString#match, compacted.
std::vector<Value> scan_format(const std::string& data, const std::string& format) {
    static const auto non_blank = ruby_regexp(R"(\S)");
    static const auto spec_re =
        ruby_regexp(R"((?:\s*%(?:%|\*?\d*(?:\[\[:\w+:\]\]|\[[^\]]*\]|[diuXxofFeEgGscaA])))|[^%\s]+)",
                    runtime::RegexpIgnoreCase);
    static const auto leading_blanks = ruby_regexp(R"(\A\s+)");
    std::vector<Value> result;
    if (!non_blank->matches(format)) return result;
    std::vector<Specifier> specs;
    for (const runtime::Match& m : spec_re->scan(format))
        specs.push_back(make_specifier(std::string(m.str())));
    std::string left = data;
    for (const Specifier& spec : specs) {
        std::string s = left;
        if (!spec.count_space) s = leading_blanks->sub(s, std::string_view());
        auto m = spec.re->match(s);
        if (!m) break;
        Value v = convert(spec, std::string(*m->group(1)));
        if (!v.is_undef()) result.push_back(std::move(v));
        left = std::string(m->post_match());
        if (left.empty()) break;
    }
    return result;
}

Value scanf(CallContext& ctx, Args args) {
    std::vector<Value> result;
    try {
        result = scan_format(args[0].as_string(), args[1].as_string());
    } catch (const runtime::RegexpError& e) {
        throw FunctionError(e.what());
    }
    Value array(std::move(result));
    if (ctx.block == nullptr) return array;
    std::vector<Value> block_args{array};
    return ctx.evaluator.call_lambda(*ctx.block, *ctx.block_scope, block_args);
}

// ---- tag --------------------------------------------------------------------------------------------------

// Resource#tag on the calling scope's resource (Tagging#tag): each value, flattened, downcased; an invalid
// one fails after the ones before it were added. Resources declared later in that class or define inherit
// the tags from it.
Value tag(CallContext& ctx, std::vector<Value>& vals) {
    std::vector<Value> flat;
    for (const Value& v : vals)
        flatten_into(v, flat);
    std::size_t r = ctx.scope.resource();
    if (r == SIZE_MAX) return {}; // no catalog: evaluation outside a compilation
    runtime::CatalogResource& res = ctx.evaluator.compiler().catalog().at(r);
    for (const Value& v : flat) {
        if (v.is_undef()) continue; // Array#compact
        std::string name = runtime::downcase(ruby3x::to_s(v));
        if (res.tagged(name)) continue;
        if (!runtime::valid_tag(name)) throw FunctionError(fmt::format("Invalid tag '{}'", name));
        res.tag(name);
    }
    return {};
}

// ---- functions Puppet code cannot get to run ----------------------------------------------------------
//
// Hiera's backends (yaml_data.rb, json_data.rb, hocon_data.rb, eyaml_lookup_key.rb) take a
// Puppet::LookupContext, which only Hiera makes, and annotate (annotate.rb) takes an Annotation type, a Pcore
// type pp does not have: from Puppet code each call fails on its arguments, as it does in Puppet. pp's Hiera
// reads YAML and JSON data itself (loader/hiera.cpp); it has no HOCON or eyaml backend, and eyaml_lookup_key
// fails to load as in a Puppet without hiera-eyaml.

[[noreturn]] Value not_for_puppet_code(CallContext& ctx, Args) {
    throw FunctionError(fmt::format("{}(): pp does not implement this function for Puppet code", ctx.name));
}

void register_unreachable_functions(evaluator::FunctionRegistry& registry) {
    for (const char* name : {"yaml_data", "json_data", "hocon_data"}) {
        Dispatch missing_path{{req("Hash", "options"), req("Puppet::LookupContext", "context")},
                              BlockUse::None,
                              [](CallContext&, Args) -> Value {
                                  throw FunctionError(
                                      "one of 'path', 'paths' 'glob', 'globs' or 'mapped_paths' "
                                      "must be declared in hiera.yaml when using this data_hash "
                                      "function");
                              }};
        missing_path.mismatch_handler = true;
        add_function(registry, name,
                     "A Hiera 5 data_hash backend: Hiera calls it with the level's options and its lookup "
                     "context.",
                     {Dispatch{{req("Struct[{'path' => String[1]}]", "options"),
                                req("Puppet::LookupContext", "context")},
                               BlockUse::None,
                               not_for_puppet_code},
                      std::move(missing_path)});
    }
    // Puppet loads it only when the hiera-eyaml library is there (Puppet.features.hiera_eyaml?)
    add_function(
        registry, "eyaml_lookup_key",
        "The Hiera 5 lookup_key backend for hiera-eyaml files (needs the hiera-eyaml library, which pp "
        "does not have).",
        {Dispatch{{rep("Any", "args")}, BlockUse::Optional, [](CallContext&, Args) -> Value {
                      throw FunctionError("Function Load Error for function 'eyaml_lookup_key': Lookup "
                                          "using eyaml lookup_key function is only supported when the "
                                          "hiera_eyaml library is present");
                  }}});
    Dispatch annotate{
        {req("Type[Annotation]", "type"), req("Any", "value")}, BlockUse::Optional, not_for_puppet_code};
    annotate.block_type = "Callable[0, 0]";
    add_function(registry, "annotate",
                 "Adds, clears or reads the Pcore annotations of a value (an Annotation type's instances).",
                 {std::move(annotate),
                  Dispatch{{req("Type[Annotation]", "type"), req("Any", "value"),
                            req("Variant[Enum['clear'], Hash[Pcore::MemberName, Any]]", "annotation_hash")},
                           BlockUse::None,
                           not_for_puppet_code},
                  Dispatch{{req("Type[Pcore]", "type"), req("Any", "value"),
                            req("Hash[Type[Annotation], Hash[Pcore::MemberName, Any]]", "annotations")},
                           BlockUse::None,
                           not_for_puppet_code}});
}

} // namespace

void register_file_functions(evaluator::FunctionRegistry& registry) {
    ruby3x::add_function(
        registry, "", "file",
        "Returns the content of the first file found: `<MODULE>/<FILE>` in a module's files/ "
        "directory, or an absolute path; fails when none exists.",
        file_function, -2);
    add_function(
        registry, "find_file",
        "Returns the path of the first file found (`<MODULE>/<FILE>` in a module's files/ directory, or "
        "an absolute path), or undef when none exists.",
        {Dispatch{
             {rep("String", "paths")},
             BlockUse::None,
             [](CallContext& ctx, Args args) { return found_or_undef(first_found(ctx, args, "files")); }},
         Dispatch{{rep("Array[String]", "paths_array")}, BlockUse::None, [](CallContext& ctx, Args args) {
                      return found_or_undef(first_found(ctx, one_array(args), "files"));
                  }}});
    add_function(registry, "binary_file",
                 "Returns the content of a file (`<MODULE>/<FILE>` in a module's files/ directory, or an "
                 "absolute path) as a Binary.",
                 {Dispatch{{req("String", "path")}, BlockUse::None, [](CallContext& ctx, Args args) {
                               const std::string& ref = args[0].as_string();
                               auto path = find_in_module(ctx, ref, "files");
                               if (!path || !exists(*path))
                                   throw FunctionError(
                                       fmt::format("binary_file(): The given file '{}' does not exist", ref));
                               return runtime::binary_value(read_bytes(*path));
                           }}});
    add_function(
        registry, "find_template",
        "Returns the path of the first template found (`<MODULE>/<FILE>` in a module's templates/ "
        "directory, or an absolute path), or undef when none exists.",
        {Dispatch{
             {rep("String", "paths")},
             BlockUse::None,
             [](CallContext& ctx, Args args) { return found_or_undef(first_found(ctx, args, "templates")); }},
         Dispatch{{rep("Array[String]", "paths_array")}, BlockUse::None, [](CallContext& ctx, Args args) {
                      return found_or_undef(first_found(ctx, one_array(args), "templates"));
                  }}});
    add_function(registry, "module_directory",
                 "Returns the directory of the first of the named modules found on the modulepath, or undef.",
                 {Dispatch{{rep("String", "names")},
                           BlockUse::None,
                           [](CallContext& ctx, Args args) { return module_directory(ctx, args); }},
                  Dispatch{{rep("Array[String]", "names")}, BlockUse::None, [](CallContext& ctx, Args args) {
                               return module_directory(ctx, one_array(args));
                           }}});
    ruby3x::add_function(
        registry, "", "generate",
        "Runs a command (a fully qualified path, then its arguments) in the command's directory, "
        "without a shell, and returns its output; fails when it exits with a non-zero status.",
        generate, -2);
    add_function(
        registry, "scanf",
        "Scans a string with a format (Ruby's String#scanf: %d %i %u %x %o %f %e %g %a %s %c %[...], "
        "widths, %* to skip) and returns the converted values, or the block's result on them.",
        {Dispatch{{req("String", "data"), req("String", "format")}, BlockUse::Optional, scanf}});
    ruby3x::add_function(
        registry, "", "tag",
        "Adds the tags to the calling class or defined type; what it declares afterwards gets "
        "them too.",
        tag, -2);
    register_unreachable_functions(registry);
}

} // namespace pp::stdlib
