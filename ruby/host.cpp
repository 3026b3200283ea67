// The embedded VM: start-up, protected calls, the C methods of PP::Native that pp's Ruby calls back
// through, loading and calling Ruby functions. docs/ruby-host.md explains the start-up choices.

#include "ruby/host.hpp"

#include "ruby/host_internal.hpp"
#include "runtime/puppet_settings.hpp"
#include "runtime/string_converter.hpp"
#include "runtime/time.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"
#include "runtime/types.hpp"

#include <fmt/format.h>

#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <signal.h>

#include <chrono>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <set>

#if defined(__SANITIZE_ADDRESS__)
#define PP_LSAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PP_LSAN 1
#endif
#endif
#ifdef PP_LSAN
#include <sanitizer/lsan_interface.h>
// Exported by libruby, not declared by its public headers: every heap page, as [start, end).
extern "C" void
rb_objspace_each_objects(int (*callback)(void* start, void* end, std::size_t stride, void* data), void* data);
#pragma weak rb_objspace_each_objects // (as libruby's other functions: host_internal.hpp)
#endif

namespace pp::ruby {

// ruby/prelude/*.rb, compiled in (CMakeLists.txt), in the order they are evaluated
struct PreludeFile {
    const char* name;
    const char* text;
};
extern const PreludeFile kPrelude[];
extern const int kPreludeCount;

namespace {

using detail::Pin;
using detail::utf8;
using Clock = std::chrono::steady_clock;

constexpr int kTagRaise = 6; // Ruby's TAG_RAISE
constexpr int kTagThrow = 7; // TAG_THROW
constexpr int kTagFatal = 8; // TAG_FATAL

// The signals whose handlers pp (or ASan, or the REPL) installed: Ruby's start-up replaces some, and pp
// puts them back so that Ctrl-C, SIGPIPE and crashes behave as they did before Ruby started.
constexpr int kKeptSignals[] = {SIGINT, SIGTERM, SIGHUP,  SIGQUIT, SIGPIPE, SIGSEGV, SIGBUS,
                                SIGILL, SIGFPE,  SIGUSR1, SIGUSR2, SIGALRM, SIGSYS};

} // namespace

struct Host::Impl {
    bool started = false;
    pthread_t thread{};
    stack_t saved_altstack{};
    bool altstack_restored = false;
    pthread_key_t exit_key{};
    detail::Classes classes;
    VALUE pins = Qnil; // registered with the GC: the objects C++ holds now
    // during calls
    std::vector<Callbacks*> callbacks;
    std::vector<const Block*> blocks;
    std::vector<std::exception_ptr> pending; // C++ exceptions crossing Ruby, by index
    int depth = 0;
    Clock::time_point deadline{};
    bool has_deadline = false;
    const std::atomic<bool>* interrupt = nullptr;
    std::set<std::string> library_dirs;
};

namespace {

Host::Impl& impl() {
    static Host::Impl* state = new Host::Impl(); // never destroyed: the VM outlives static destruction
    return *state;
}

// ---- protected calls ----------------------------------------------------------------------------------

struct Funcall {
    VALUE recv;
    ID method;
    VALUE args; // a pinned Array
};

VALUE funcall_thunk(VALUE arg) {
    const auto* f = reinterpret_cast<const Funcall*>(arg);
    return rb_funcallv(f->recv, f->method, static_cast<int>(RARRAY_LEN(f->args)), RARRAY_CONST_PTR(f->args));
}

// "file:line" of the innermost backtrace line outside pp's own Ruby, split.
std::pair<std::string, int> plugin_origin(VALUE backtrace) {
    if (!RB_TYPE_P(backtrace, T_ARRAY)) return {"", 0};
    for (long i = 0; i < RARRAY_LEN(backtrace); ++i) {
        VALUE line = RARRAY_AREF(backtrace, i);
        if (!RB_TYPE_P(line, T_STRING)) continue;
        std::string text = detail::string_of(line);
        if (text.starts_with("<pp>") || text.starts_with("<internal:")) continue;
        std::size_t colon = text.find(':');
        if (colon == std::string::npos) continue;
        std::size_t end = text.find(':', colon + 1);
        std::string number =
            text.substr(colon + 1, end == std::string::npos ? std::string::npos : end - colon - 1);
        int n = std::atoi(number.c_str());
        return {text.substr(0, colon), n};
    }
    return {"", 0};
}

// LeakSanitizer and Ruby's own memory. libruby 3.1.2 leaks by itself: a C program that only starts Ruby,
// runs `require 'yaml'` and collects garbage reports blocks allocated under rb_iseq_original_iseq
// (docs/ruby-host.md). What Ruby allocates while Ruby code runs is therefore not reported (LSan treats it
// as reachable, and still scans it); what pp's C++ allocates is checked at full strength, including while
// it runs inside a call from Ruby (guarded() resumes the check there).
int g_ruby_code_depth = 0;

class PauseLeakCheck {
public:
    PauseLeakCheck() {
        ++g_ruby_code_depth;
#ifdef PP_LSAN
        __lsan_disable();
#endif
    }
    ~PauseLeakCheck() {
#ifdef PP_LSAN
        __lsan_enable();
#endif
        --g_ruby_code_depth;
    }
    PauseLeakCheck(const PauseLeakCheck&) = delete;
    PauseLeakCheck& operator=(const PauseLeakCheck&) = delete;
};

class ResumeLeakCheck {
public:
    ResumeLeakCheck() : m_active(g_ruby_code_depth > 0) {
#ifdef PP_LSAN
        if (m_active) __lsan_enable();
#endif
    }
    ~ResumeLeakCheck() {
#ifdef PP_LSAN
        if (m_active) __lsan_disable();
#endif
    }
    ResumeLeakCheck(const ResumeLeakCheck&) = delete;
    ResumeLeakCheck& operator=(const ResumeLeakCheck&) = delete;

private:
    bool m_active;
};

VALUE protect(const Funcall& f, int& state) {
    PauseLeakCheck pause;
    return rb_protect(funcall_thunk, reinterpret_cast<VALUE>(&f), &state);
}

// A method call whose failure is only a fallback text (the message of an exception...).
std::string safe_string(VALUE recv, const char* method, std::string otherwise) {
    VALUE args = rb_ary_new();
    Pin pin(args);
    Funcall f{recv, rb_intern(method), args};
    int state = 0;
    VALUE result = protect(f, state);
    if (state != 0) {
        rb_set_errinfo(Qnil);
        return otherwise;
    }
    if (!RB_TYPE_P(result, T_STRING)) return otherwise;
    return detail::string_of(result);
}

// Throws the C++ form of the Ruby exception a protected call ended with.
[[noreturn]] void throw_ruby_error(int state) {
    Host::Impl& s = impl();
    VALUE error = rb_errinfo();
    rb_set_errinfo(Qnil);
    if (NIL_P(error)) {
        if (state == kTagThrow)
            throw RubyError("uncaught throw in Ruby code", "UncaughtThrowError", "", 0, {});
        throw RubyError(fmt::format("Ruby code ended abnormally (state {})", state), "", "", 0, {});
    }
    Pin pin(error);
    VALUE pending = rb_attr_get(error, rb_intern("@pp_pending"));
    if (FIXNUM_P(pending)) {
        long index = FIX2LONG(pending);
        if (index >= 0 && static_cast<std::size_t>(index) < s.pending.size() && s.pending[index]) {
            std::exception_ptr e = s.pending[index];
            s.pending[index] = nullptr;
            std::rethrow_exception(e);
        }
    }
    std::string ruby_class = rb_obj_classname(error);
    VALUE backtrace = Qnil;
    {
        VALUE args = rb_ary_new();
        Pin args_pin(args);
        Funcall f{error, rb_intern("backtrace"), args};
        int st = 0;
        backtrace = protect(f, st);
        if (st != 0) {
            rb_set_errinfo(Qnil);
            backtrace = Qnil;
        }
    }
    Pin bt_pin(backtrace);
    auto [file, line] = plugin_origin(backtrace);
    std::vector<std::string> lines;
    if (RB_TYPE_P(backtrace, T_ARRAY)) {
        for (long i = 0; i < RARRAY_LEN(backtrace); ++i) {
            VALUE l = RARRAY_AREF(backtrace, i);
            if (RB_TYPE_P(l, T_STRING)) lines.push_back(detail::string_of(l));
        }
    }
    // (an error of the prelude itself comes before the classes are known)
    if (!NIL_P(s.classes.stop) && RTEST(rb_obj_is_kind_of(error, s.classes.stop))) {
        std::string reason = safe_string(error, "message", "stopped");
        bool interrupted = reason == "interrupted";
        std::string where = file.empty() ? std::string() : fmt::format(" at {}:{}", file, line);
        throw StoppedError(interrupted ? fmt::format("Ruby code was interrupted{}", where)
                                       : fmt::format("Ruby code ran longer than the time limit{}", where),
                           interrupted, file, line);
    }
    if (RTEST(rb_obj_is_kind_of(error, s.classes.system_exit))) {
        VALUE status = rb_attr_get(error, rb_intern("status"));
        throw RubyError(
            fmt::format("Ruby code called exit (status {})", FIXNUM_P(status) ? FIX2LONG(status) : 0),
            ruby_class, file, line, std::move(lines));
    }
    std::string message = safe_string(error, "message", ruby_class);
    if (state == kTagFatal) message = "fatal Ruby error: " + message;
    throw RubyError(std::move(message), std::move(ruby_class), std::move(file), line, std::move(lines));
}

// ---- the C methods of PP::Native ----------------------------------------------------------------------

Callbacks& current() {
    Host::Impl& s = impl();
    if (s.callbacks.empty()) throw runtime::Error("pp's Ruby API was called outside of a compilation");
    return *s.callbacks.back();
}

// Stores a C++ exception so that it can cross Ruby, and returns the Ruby exception carrying it.
VALUE foreign(std::exception_ptr e) {
    Host::Impl& s = impl();
    std::string message = "error in pp";
    try {
        std::rethrow_exception(e);
    } catch (const std::exception& x) {
        message = x.what();
    } catch (...) {
    }
    s.pending.push_back(e);
    VALUE exception = rb_exc_new(s.classes.foreign, message.data(), static_cast<long>(message.size()));
    rb_ivar_set(exception, rb_intern("@pp_pending"), LONG2FIX(static_cast<long>(s.pending.size() - 1)));
    return exception;
}

// Runs `body` (C++), turning any C++ exception into a Ruby exception raised once every C++ object of the
// body is gone: nothing C++ is ever unwound by Ruby's longjmp.
template <typename Body>
VALUE guarded(Body&& body) {
    VALUE result = Qnil;
    VALUE exception = Qnil;
    {
        ResumeLeakCheck resume; // pp's own code: checked
        try {
            result = body();
        } catch (...) {
            exception = foreign(std::current_exception());
        }
    }
    if (!NIL_P(exception)) rb_exc_raise(exception);
    return result;
}

std::string str_arg(VALUE v) {
    if (!RB_TYPE_P(v, T_STRING)) {
        if (RB_TYPE_P(v, T_SYMBOL)) return rb_id2name(SYM2ID(v));
        throw runtime::Error(fmt::format("expected a String, got {}", rb_obj_classname(v)));
    }
    return detail::string_of(v);
}

std::vector<Value> values_of(VALUE array) {
    std::vector<Value> out;
    if (!RB_TYPE_P(array, T_ARRAY)) return out;
    Pin pin(array);
    for (long i = 0; i < RARRAY_LEN(array); ++i)
        out.push_back(detail::from_ruby(RARRAY_AREF(array, i)));
    return out;
}

// A Ruby block given to call_function: a Puppet-side Block that calls it.
struct RubyBlock {
    VALUE proc;
    Block block;
};

VALUE call_with_block(VALUE name, VALUE args, VALUE proc, bool v3) {
    return guarded([&]() -> VALUE {
        std::string fname = str_arg(name);
        std::vector<Value> values = values_of(args);
        Callbacks& cb = current();
        Value result;
        if (v3) {
            result = cb.call_function_v3(fname, std::move(values));
        } else if (NIL_P(proc)) {
            result = cb.call_function(fname, std::move(values), nullptr);
        } else {
            Pin pin(proc);
            Block block;
            VALUE arity = detail::call(proc, "arity", {});
            block.parameter_count = FIXNUM_P(arity) ? static_cast<int>(FIX2LONG(arity)) : -1;
            block.call = [proc](std::span<const Value> block_args) {
                VALUE array = rb_ary_new();
                Pin array_pin(array);
                for (const Value& a : block_args)
                    rb_ary_push(array, detail::to_ruby(a, detail::Api::V4, true));
                VALUE r = detail::call_array(proc, "call", array);
                Pin r_pin(r);
                return detail::from_ruby(r);
            };
            result = cb.call_function(fname, std::move(values), &block);
        }
        return detail::to_ruby(result, detail::Api::V4);
    });
}

VALUE m_call_function(VALUE, VALUE name, VALUE args, VALUE proc) {
    return call_with_block(name, args, proc, false);
}

VALUE m_call_function_v3(VALUE, VALUE name, VALUE args, VALUE) {
    return call_with_block(name, args, Qnil, true);
}

VALUE m_function_exists(VALUE, VALUE name) {
    return guarded([&]() -> VALUE { return current().function_exists(str_arg(name)) ? Qtrue : Qfalse; });
}

VALUE m_lookupvar(VALUE, VALUE name) {
    return guarded([&]() -> VALUE {
        std::optional<Value> v = current().lookup_variable(str_arg(name));
        return v ? detail::to_ruby(*v, detail::Api::V4) : Qnil;
    });
}

VALUE m_variable_exists(VALUE, VALUE name) {
    return guarded([&]() -> VALUE { return current().lookup_variable(str_arg(name)) ? Qtrue : Qfalse; });
}

VALUE m_scope_hash(VALUE) {
    return guarded([&]() -> VALUE { return detail::to_ruby(current().scope_hash(), detail::Api::V4); });
}

VALUE m_log(VALUE, VALUE level, VALUE message) {
    return guarded([&]() -> VALUE {
        current().log(str_arg(level), str_arg(message));
        return Qnil;
    });
}

VALUE m_log_source(VALUE, VALUE level, VALUE source, VALUE message) {
    return guarded([&]() -> VALUE {
        current().log_source(str_arg(level), str_arg(source), str_arg(message));
        return Qnil;
    });
}

VALUE m_scope_log(VALUE, VALUE level, VALUE message) {
    return guarded([&]() -> VALUE {
        current().scope_log(str_arg(level), str_arg(message));
        return Qnil;
    });
}

VALUE m_deprecation(VALUE, VALUE message, VALUE key) {
    return guarded([&]() -> VALUE {
        current().deprecation(str_arg(message), str_arg(key));
        return Qnil;
    });
}

VALUE m_warn_once(VALUE, VALUE level, VALUE key, VALUE message) {
    return guarded([&]() -> VALUE {
        current().warn_once(str_arg(level), str_arg(key), str_arg(message));
        return Qnil;
    });
}

VALUE m_setting(VALUE, VALUE name) {
    return guarded(
        [&]() -> VALUE { return detail::to_ruby(current().setting(str_arg(name)), detail::Api::V4); });
}

VALUE m_rsapi_context(VALUE, VALUE method, VALUE args) {
    VALUE proc = rb_block_given_p() ? rb_block_proc() : Qnil;
    return guarded([&]() -> VALUE {
        Pin pin(proc);
        const std::function<void()> run = [proc] { detail::call(proc, "call", {}); };
        Value result =
            current().resource_api_context(str_arg(method), values_of(args), NIL_P(proc) ? nullptr : &run);
        return detail::to_ruby(result, detail::Api::V4);
    });
}

VALUE m_format_value_for_display(VALUE, VALUE value) {
    return guarded(
        [&]() -> VALUE { return utf8(runtime::format_value_for_display(detail::from_ruby(value))); });
}

VALUE m_setting_known(VALUE, VALUE name) {
    return guarded([&]() -> VALUE { return runtime::is_puppet_setting(str_arg(name)) ? Qtrue : Qfalse; });
}

VALUE m_call_closure(VALUE, VALUE id, VALUE args) {
    return guarded([&]() -> VALUE {
        Host::Impl& s = impl();
        long index = FIXNUM_P(id) ? FIX2LONG(id) : -1;
        if (index < 0 || static_cast<std::size_t>(index) >= s.blocks.size() || s.blocks[index] == nullptr)
            throw runtime::Error("a Puppet lambda was called after the function it was given to returned");
        std::vector<Value> values = values_of(args);
        return detail::to_ruby(s.blocks[index]->call(values), detail::Api::V4);
    });
}

VALUE m_type_instance(VALUE, VALUE text, VALUE value) {
    return guarded([&]() -> VALUE {
        runtime::TypePtr t = runtime::parse_type(str_arg(text));
        if (!t) return Qfalse;
        return runtime::is_instance(*t, detail::from_ruby(value)) ? Qtrue : Qfalse;
    });
}

VALUE m_type_assignable(VALUE, VALUE to, VALUE from) {
    return guarded([&]() -> VALUE {
        runtime::TypePtr a = runtime::parse_type(str_arg(to));
        runtime::TypePtr b = runtime::parse_type(str_arg(from));
        if (!a || !b) return Qfalse;
        return runtime::is_assignable(*a, *b) ? Qtrue : Qfalse;
    });
}

VALUE m_infer(VALUE, VALUE value, VALUE set) {
    return guarded([&]() -> VALUE {
        Value v = detail::from_ruby(value);
        return utf8(runtime::to_string(RTEST(set) ? *runtime::infer_set(v) : *runtime::infer(v)));
    });
}

VALUE m_parse_type(VALUE, VALUE text) {
    return guarded([&]() -> VALUE {
        std::string error;
        runtime::TypePtr t = runtime::parse_type(str_arg(text), &error);
        if (!t) throw runtime::Error(error);
        return utf8(runtime::to_string(*t));
    });
}

VALUE m_describe_mismatch(VALUE, VALUE expected, VALUE actual) {
    return guarded([&]() -> VALUE {
        runtime::TypePtr t = runtime::parse_type(str_arg(expected));
        if (!t) return utf8("");
        return utf8(runtime::describe_mismatch(*t, detail::from_ruby(actual)));
    });
}

VALUE m_module_directory(VALUE, VALUE name) {
    return guarded([&]() -> VALUE {
        auto dir = current().module_directory(str_arg(name));
        return dir ? utf8(*dir) : Qnil;
    });
}

VALUE m_scope_source(VALUE) {
    return guarded([&]() -> VALUE {
        auto [name, kind] = current().scope_source();
        VALUE out = rb_ary_new();
        Pin pin(out);
        rb_ary_push(out, utf8(name));
        rb_ary_push(out, utf8(kind));
        return out;
    });
}

VALUE m_find_resource(VALUE, VALUE type, VALUE title) {
    return guarded([&]() -> VALUE {
        return detail::to_ruby(current().find_resource(str_arg(type), str_arg(title)), detail::Api::V4);
    });
}

VALUE m_catalog_resources(VALUE) {
    return guarded(
        [&]() -> VALUE { return detail::to_ruby(current().catalog_resources(), detail::Api::V4); });
}

VALUE m_scope_resource(VALUE) {
    return guarded([&]() -> VALUE { return utf8(current().scope_resource()); });
}

VALUE m_puppet_stack(VALUE) {
    return guarded([&]() -> VALUE {
        auto frames = current().puppet_stack();
        VALUE out = rb_ary_new();
        Pin pin(out);
        for (const auto& [file, line] : frames) {
            VALUE frame = rb_ary_new();
            rb_ary_push(out, frame);
            rb_ary_push(frame, utf8(file));
            rb_ary_push(frame, LONG2FIX(static_cast<long>(line)));
        }
        return out;
    });
}

VALUE m_time_to_s(VALUE, VALUE kind, VALUE nsecs) {
    return guarded([&]() -> VALUE {
        Value v = detail::from_ruby(nsecs);
        runtime::Nanos n = v.as_integer();
        Value t = str_arg(kind) == "timespan" ? runtime::timespan_value(runtime::Timespan(n))
                                              : runtime::timestamp_value(runtime::Timestamp(n));
        return utf8(runtime::time_to_s(t));
    });
}

// Called by the watchdog thread (while pp's thread runs Ruby code): why the current call must stop, or nil.
VALUE m_stop_reason(VALUE) {
    Host::Impl& s = impl();
    if (s.depth == 0) return Qnil;
    if (s.interrupt != nullptr && s.interrupt->load()) return rb_str_new_cstr("interrupted");
    if (s.has_deadline && Clock::now() > s.deadline) return rb_str_new_cstr("timeout");
    return Qnil;
}

// Called by every thread Ruby code makes, as it ends: Ruby gives such a thread a signal stack from malloc
// and frees it when the thread ends while it is still the thread's registered signal stack, and a
// sanitizer's thread teardown then unmaps the registered stack as if it had mapped it itself (a check
// failure). Unregistered first, the stack is only Ruby's to free.
VALUE m_release_signal_stack(VALUE) {
    stack_t none{};
    none.ss_flags = SS_DISABLE;
    sigaltstack(&none, nullptr);
    return Qnil;
}

// ---- the end of the thread that ran Ruby ---------------------------------------------------------------

#ifdef PP_LSAN
int register_page(void* start, void* end, std::size_t, void*) {
    __lsan_register_root_region(start, static_cast<char*>(end) - static_cast<char*>(start));
    return 0;
}
#endif

// Before the thread that started Ruby ends (or the process, when that was the main thread): the alternate
// signal stack ASan gave the thread is put back (Ruby replaced it; ASan unmaps its own at thread exit), and
// under LeakSanitizer Ruby's heap pages, which LSan does not scan (they are mmap'd), become root regions,
// so that what Ruby objects reference is not reported as leaked.
void finish_thread() {
    Host::Impl& s = impl();
    if (!s.started || s.altstack_restored) return;
    s.altstack_restored = true;
#ifdef PP_LSAN
    rb_objspace_each_objects(register_page, nullptr);
#endif
    sigaltstack(&s.saved_altstack, nullptr);
}

void on_thread_exit(void*) {
    finish_thread();
}

void on_process_exit() {
    Host::Impl& s = impl();
    if (s.started && pthread_equal(s.thread, pthread_self())) finish_thread();
}

// Counts a call into Ruby from C++ for the watchdog (the outermost one sets the deadline).
class CallScope {
public:
    CallScope(Callbacks* callbacks, double time_limit, const std::atomic<bool>* interrupt) : m_s(impl()) {
        if (m_s.depth == 0) {
            m_s.has_deadline = time_limit > 0;
            if (m_s.has_deadline)
                m_s.deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                                  std::chrono::duration<double>(time_limit));
            m_s.interrupt = interrupt;
        }
        ++m_s.depth;
        if (callbacks != nullptr) {
            m_s.callbacks.push_back(callbacks);
            m_pushed = true;
        }
    }
    ~CallScope() {
        --m_s.depth;
        if (m_pushed) m_s.callbacks.pop_back();
        if (m_s.depth == 0) m_s.pending.clear();
    }
    CallScope(const CallScope&) = delete;
    CallScope& operator=(const CallScope&) = delete;

private:
    Host::Impl& m_s;
    bool m_pushed = false;
};

std::string string_at(VALUE array, long i) {
    VALUE v = rb_ary_entry(array, i);
    return RB_TYPE_P(v, T_STRING) ? detail::string_of(v) : std::string();
}

} // namespace

// ---- detail ---------------------------------------------------------------------------------------------

namespace detail {

Pin::Pin(VALUE value) {
    Host::Impl& s = impl();
    m_depth = RARRAY_LEN(s.pins);
    rb_ary_push(s.pins, value);
}

Pin::~Pin() {
    rb_ary_resize(impl().pins, m_depth);
}

const Classes& classes() {
    return impl().classes;
}

VALUE call_array(VALUE recv, const char* method, VALUE args) {
    Funcall f{recv, rb_intern(method), args};
    int state = 0;
    VALUE result = protect(f, state);
    if (state != 0) throw_ruby_error(state);
    return result;
}

VALUE call(VALUE recv, const char* method, std::initializer_list<VALUE> args) {
    VALUE array = rb_ary_new_capa(static_cast<long>(args.size()));
    Pin pin(array);
    for (VALUE a : args)
        rb_ary_push(array, a);
    return call_array(recv, method, array);
}

} // namespace detail

// ---- Host -----------------------------------------------------------------------------------------------

void Callbacks::warn_once(std::string_view level, std::string_view key, std::string_view message) {
    static std::set<std::string, std::less<>> seen;
    if (seen.emplace(key).second) log(level, message);
}

Value Callbacks::resource_api_context(std::string_view method, std::vector<Value>,
                                      const std::function<void()>*) {
    throw runtime::Error(
        fmt::format("The Resource API's context.{} is only there while a provider runs", method));
}

std::string RubyError::origin() const {
    if (m_file.empty()) return {};
    return fmt::format("{}:{}", m_file, m_line);
}

Host& Host::instance() {
    static Host* host = new Host();
    return *host;
}

bool Host::running() {
    return impl().started;
}

namespace {

constexpr const char* kSavedBindNow = "PP_SAVED_LD_BIND_NOW";
// Whether LD_BIND_NOW was in effect as the process started: -1 unknown (bind_on_demand() did not run), 0, 1
int g_env_bound_at_start = -1;

bool libruby_loaded() {
    void* loaded = ::dlopen(PP_LIBRUBY_SONAME, RTLD_NOW | RTLD_NOLOAD);
    if (loaded != nullptr) ::dlclose(loaded);
    return loaded != nullptr;
}

// Whether the dynamic linker bound pp's functions as it started (LD_BIND_NOW, or pp linked with -z now)
// rather than at their first call.
bool bound_at_start() {
    if (g_env_bound_at_start == 1) return true;
    if (g_env_bound_at_start == -1)
        if (const char* now = std::getenv("LD_BIND_NOW"); now != nullptr && *now != '\0') return true;
    for (const ElfW(Dyn)* d = _DYNAMIC; d->d_tag != DT_NULL; ++d) {
        if (d->d_tag == DT_FLAGS && (d->d_un.d_val & DF_BIND_NOW) != 0) return true;
        if (d->d_tag == DT_FLAGS_1 && (d->d_un.d_val & DF_1_NOW) != 0) return true;
    }
    return false;
}

} // namespace

void Host::bind_on_demand(char** argv) {
    g_env_bound_at_start = 0;
    if (const char* saved = std::getenv(kSavedBindNow)) { // (the process started again)
        ::setenv("LD_BIND_NOW", saved, 1);
        ::unsetenv(kSavedBindNow);
        return;
    }
    const char* now = std::getenv("LD_BIND_NOW");
    if (now == nullptr || *now == '\0' || libruby_loaded()) return;
    const std::string value = now;
    ::setenv(kSavedBindNow, value.c_str(), 1);
    ::unsetenv("LD_BIND_NOW");
    ::execv("/proc/self/exe", argv);
    // (it could not start again: Ruby refuses to start, Host::start())
    ::setenv("LD_BIND_NOW", value.c_str(), 1);
    ::unsetenv(kSavedBindNow);
    g_env_bound_at_start = 1;
}

void Host::start() {
    Host::Impl& s = impl();
    if (s.started) {
        if (!pthread_equal(s.thread, pthread_self()))
            throw runtime::Error("Ruby plugins can only run on the thread that started Ruby");
        return;
    }
    sigaltstack(nullptr, &s.saved_altstack);
    struct sigaction saved[std::size(kKeptSignals)];
    for (std::size_t i = 0; i < std::size(kKeptSignals); ++i)
        sigaction(kKeptSignals[i], nullptr, &saved[i]);

#ifdef PP_LSAN
    // libruby 3.1.2 itself leaks 72 bytes (3 blocks) once, while ruby_options loads the core methods written
    // in Ruby (compile.c's binary iseq loader): a ten-line C program that only starts Ruby shows the same
    // report (docs/ruby-host.md). LeakSanitizer ignores what is allocated during the VM's start-up alone;
    // everything pp and the plugins allocate afterwards is checked.
    __lsan_disable();
#endif
    // libruby, loaded for the rest of the process (host_internal.hpp: pp is not linked to need it); its
    // symbols join the global scope, where the calls declared weak are bound at their first use, unless
    // the dynamic linker bound them, to nothing, as pp started
    const bool unbound = bound_at_start() && !libruby_loaded();
    if (unbound || ::dlopen(PP_LIBRUBY_SONAME, RTLD_NOW | RTLD_GLOBAL) == nullptr) {
#ifdef PP_LSAN
        __lsan_enable();
#endif
        const char* why = unbound
                              ? "pp's functions were bound as it started (LD_BIND_NOW, or linked with -z now)"
                              : ::dlerror();
        throw RubyError(fmt::format("Ruby could not start: cannot load {} ({})", PP_LIBRUBY_SONAME,
                                    why != nullptr ? why : "unknown error"),
                        "", "", 0, {});
    }
    int rc = ruby_setup();
    if (rc != 0) {
#ifdef PP_LSAN
        __lsan_enable();
#endif
        throw RubyError(fmt::format("Ruby could not start (ruby_setup: {})", rc), "", "", 0, {});
    }
    // ruby_options gives the VM its prelude, encodings and the core methods written in Ruby; the script it
    // compiles (empty) is not run.
    static char arg0[] = "pp";
    static char arg1[] = "--disable=gems,did_you_mean,error_highlight,rubyopt";
    static char arg2[] = "-e";
    static char arg3[] = "";
    static char* argv[] = {arg0, arg1, arg2, arg3, nullptr};
    void* node = ruby_options(4, argv);
    int status = 0;
#ifdef PP_LSAN
    __lsan_enable();
#endif
    if (!ruby_executable_node(node, &status))
        throw RubyError(fmt::format("Ruby could not start (ruby_options: {})", status), "", "", 0, {});
    for (std::size_t i = 0; i < std::size(kKeptSignals); ++i)
        sigaction(kKeptSignals[i], &saved[i], nullptr);
    ruby_script("pp");
    detail::Classes& c = s.classes;
    auto path = [](const char* name) {
        VALUE k = rb_path2class(name);
        rb_gc_register_mark_object(k);
        return k;
    };
    c.array = path("Array");
    c.hash = path("Hash");
    c.string = path("String");
    c.regexp = path("Regexp");
    c.kernel = path("Kernel");
    c.system_exit = path("SystemExit");

    s.started = true;
    s.thread = pthread_self();
    pthread_key_create(&s.exit_key, on_thread_exit);
    pthread_setspecific(s.exit_key, &s);
    std::atexit(on_process_exit);

    s.pins = rb_ary_new();
    rb_gc_register_address(&s.pins);

    VALUE pp = rb_define_module("PP");
    VALUE native = rb_define_module_under(pp, "Native");
    rb_define_module_function(native, "call_function", RUBY_METHOD_FUNC(m_call_function), 3);
    rb_define_module_function(native, "call_function_v3", RUBY_METHOD_FUNC(m_call_function_v3), 3);
    rb_define_module_function(native, "function_exists", RUBY_METHOD_FUNC(m_function_exists), 1);
    rb_define_module_function(native, "lookupvar", RUBY_METHOD_FUNC(m_lookupvar), 1);
    rb_define_module_function(native, "variable_exists", RUBY_METHOD_FUNC(m_variable_exists), 1);
    rb_define_module_function(native, "scope_hash", RUBY_METHOD_FUNC(m_scope_hash), 0);
    rb_define_module_function(native, "log", RUBY_METHOD_FUNC(m_log), 2);
    rb_define_module_function(native, "scope_log", RUBY_METHOD_FUNC(m_scope_log), 2);
    rb_define_module_function(native, "deprecation", RUBY_METHOD_FUNC(m_deprecation), 2);
    rb_define_module_function(native, "warn_once", RUBY_METHOD_FUNC(m_warn_once), 3);
    rb_define_module_function(native, "setting", RUBY_METHOD_FUNC(m_setting), 1);
    rb_define_module_function(native, "setting_known", RUBY_METHOD_FUNC(m_setting_known), 1);
    rb_define_module_function(native, "rsapi_context", RUBY_METHOD_FUNC(m_rsapi_context), 2);
    rb_define_module_function(native, "log_source", RUBY_METHOD_FUNC(m_log_source), 3);
    rb_define_module_function(native, "format_value_for_display",
                              RUBY_METHOD_FUNC(m_format_value_for_display), 1);
    rb_define_module_function(native, "call_closure", RUBY_METHOD_FUNC(m_call_closure), 2);
    rb_define_module_function(native, "type_instance", RUBY_METHOD_FUNC(m_type_instance), 2);
    rb_define_module_function(native, "type_assignable", RUBY_METHOD_FUNC(m_type_assignable), 2);
    rb_define_module_function(native, "time_to_s", RUBY_METHOD_FUNC(m_time_to_s), 2);
    rb_define_module_function(native, "stop_reason", RUBY_METHOD_FUNC(m_stop_reason), 0);
    rb_define_module_function(native, "release_signal_stack", RUBY_METHOD_FUNC(m_release_signal_stack), 0);
    rb_define_module_function(native, "infer", RUBY_METHOD_FUNC(m_infer), 2);
    rb_define_module_function(native, "parse_type", RUBY_METHOD_FUNC(m_parse_type), 1);
    rb_define_module_function(native, "describe_mismatch", RUBY_METHOD_FUNC(m_describe_mismatch), 2);
    rb_define_module_function(native, "module_directory", RUBY_METHOD_FUNC(m_module_directory), 1);
    rb_define_module_function(native, "puppet_stack", RUBY_METHOD_FUNC(m_puppet_stack), 0);
    rb_define_module_function(native, "scope_source", RUBY_METHOD_FUNC(m_scope_source), 0);
    rb_define_module_function(native, "find_resource", RUBY_METHOD_FUNC(m_find_resource), 2);
    rb_define_module_function(native, "catalog_resources", RUBY_METHOD_FUNC(m_catalog_resources), 0);
    rb_define_module_function(native, "scope_resource", RUBY_METHOD_FUNC(m_scope_resource), 0);
    detail::define_copy_state(native);

    // pp's Ruby: evaluated with its own file name, so that backtraces tell it from plugin code
    for (int i = 0; i < kPreludeCount; ++i)
        detail::call(s.classes.kernel, "eval",
                     {utf8(kPrelude[i].text), Qnil, utf8(kPrelude[i].name), INT2FIX(1)});
    c.pp = pp;
    c.native = native;
    c.types = path("Puppet::Pops::Types");
    c.any_type = path("Puppet::Pops::Types::PAnyType");
    c.sensitive = path("Puppet::Pops::Types::PSensitiveType::Sensitive");
    c.binary = path("Puppet::Pops::Types::PBinaryType::Binary");
    c.timespan = path("Puppet::Pops::Time::Timespan");
    c.timestamp = path("Puppet::Pops::Time::Timestamp");
    c.version = path("SemanticPuppet::Version");
    c.version_range = path("SemanticPuppet::VersionRange");
    c.closure = path("PP::Closure");
    c.stop = path("PP::Stop");
    c.apply = path("PP::Apply");
    c.foreign = rb_define_class_under(pp, "ForeignError", path("Puppet::ParseError"));
    detail::call(pp, "start_watchdog", {});
}

void Host::add_library_dir(const std::string& dir) {
    start();
    Host::Impl& s = impl();
    if (!s.library_dirs.insert(dir).second) return; // each directory is looked at once
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) return;
    VALUE d = utf8(dir);
    Pin pin(d);
    detail::call(rb_const_get(s.classes.pp, rb_intern("MODULE_LIBS")), "push", {d});
    detail::call(rb_gv_get("$LOAD_PATH"), "push", {d});
}

RubyFunction Host::load_function(const std::string& name, const std::string& file, FunctionApi api) {
    start();
    Host::Impl& s = impl();
    CallScope scope(nullptr, m_time_limit, m_interrupt);
    VALUE path = utf8(file);
    Pin pin(path);
    detail::call(s.classes.kernel, "load", {path});
    RubyFunction fn;
    fn.name = name;
    fn.api = api;
    fn.file = file;
    VALUE key = utf8(name);
    Pin key_pin(key);
    if (api == FunctionApi::V3) {
        VALUE table = rb_const_get(s.classes.pp, rb_intern("FUNCTIONS3"));
        VALUE info = rb_hash_lookup(table, key);
        if (NIL_P(info))
            throw runtime::Error(
                fmt::format("{} does not define the function '{}' (newfunction)", file, name));
        VALUE type = rb_hash_lookup(info, ID2SYM(rb_intern("type")));
        VALUE arity = rb_hash_lookup(info, ID2SYM(rb_intern("arity")));
        fn.rvalue = type == ID2SYM(rb_intern("rvalue"));
        fn.arity = FIXNUM_P(arity) ? static_cast<int>(FIX2LONG(arity)) : -1;
        return fn;
    }
    VALUE table = rb_const_get(s.classes.pp, rb_intern("FUNCTIONS"));
    VALUE cls = rb_hash_lookup(table, key);
    if (NIL_P(cls))
        throw runtime::Error(
            fmt::format("{} does not define the function '{}' (create_function)", file, name));
    VALUE spec = detail::call(cls, "pp_spec", {});
    Pin spec_pin(spec);
    VALUE dispatches = rb_ary_entry(spec, 0);
    VALUE local_types = rb_ary_entry(spec, 1);
    for (long i = 0; i < RARRAY_LEN(local_types); ++i)
        fn.local_types.push_back(string_at(local_types, i));
    for (long i = 0; i < RARRAY_LEN(dispatches); ++i) {
        VALUE d = rb_ary_entry(dispatches, i);
        RubyDispatch out;
        out.method = string_at(d, 0);
        VALUE params = rb_ary_entry(d, 1);
        for (long j = 0; j < RARRAY_LEN(params); ++j) {
            VALUE p = rb_ary_entry(params, j);
            RubyDispatch::Param param{string_at(p, 0), string_at(p, 1), RubyDispatch::Kind::Required};
            std::string kind = string_at(p, 2);
            if (kind == "optional") param.kind = RubyDispatch::Kind::Optional;
            if (kind == "repeated") param.kind = RubyDispatch::Kind::Repeated;
            if (kind == "required_repeated") param.kind = RubyDispatch::Kind::RequiredRepeated;
            out.params.push_back(std::move(param));
        }
        std::string block = string_at(d, 2);
        out.block = block == "required"   ? RubyDispatch::BlockUse::Required
                    : block == "optional" ? RubyDispatch::BlockUse::Optional
                                          : RubyDispatch::BlockUse::None;
        out.block_type = string_at(d, 3);
        out.block_name = string_at(d, 4);
        out.return_type = string_at(d, 5);
        out.scope_param = RTEST(rb_ary_entry(d, 6));
        out.mismatch = RTEST(rb_ary_entry(d, 7));
        fn.dispatches.push_back(std::move(out));
    }
    return fn;
}

Value Host::call_function(const RubyFunction& fn, const RubyDispatch* dispatch, std::span<const Value> args,
                          const Block* block, Callbacks& callbacks) {
    start();
    Host::Impl& s = impl();
    CallScope scope(&callbacks, m_time_limit, m_interrupt);
    detail::Api api = fn.api == FunctionApi::V3 ? detail::Api::V3 : detail::Api::V4;
    VALUE array = rb_ary_new_capa(static_cast<long>(args.size()));
    Pin pin(array);
    for (const Value& a : args)
        rb_ary_push(array, detail::to_ruby(a, api));
    VALUE name = utf8(fn.name);
    Pin name_pin(name);
    VALUE result = Qnil;
    if (fn.api == FunctionApi::V3) {
        result = detail::call(s.classes.pp, "invoke3", {name, array});
    } else {
        VALUE closure = Qnil;
        std::size_t slot = s.blocks.size();
        if (block != nullptr) {
            s.blocks.push_back(block);
            closure = detail::call(s.classes.closure, "new",
                                   {LONG2FIX(static_cast<long>(slot)), INT2FIX(block->parameter_count)});
        }
        Pin closure_pin(closure);
        struct BlockSlot {
            Host::Impl& s;
            std::size_t slot;
            bool used;
            ~BlockSlot() {
                if (used) s.blocks.resize(slot);
            }
        } block_slot{s, slot, block != nullptr};
        VALUE method = utf8(dispatch != nullptr ? dispatch->method : std::string());
        Pin method_pin(method);
        result = detail::call(
            s.classes.pp, "invoke",
            {name, method, array, closure, dispatch != nullptr && dispatch->scope_param ? Qtrue : Qfalse});
    }
    Pin result_pin(result);
    return detail::from_ruby(result);
}

std::string Host::render_erb(const std::string& file, const std::string& text, Callbacks& callbacks) {
    start();
    CallScope scope(&callbacks, m_time_limit, m_interrupt);
    VALUE name = utf8(file);
    Pin name_pin(name);
    VALUE source = utf8(text);
    Pin source_pin(source);
    VALUE result = detail::call(impl().classes.pp, "render_template", {name, source});
    Pin result_pin(result);
    if (!RB_TYPE_P(result, T_STRING)) return {};
    return detail::string_of(result);
}

std::vector<std::pair<std::string, Value>> Host::custom_facts(const std::vector<std::string>& dirs,
                                                              const Value& core, Callbacks& callbacks) {
    start();
    CallScope scope(&callbacks, m_time_limit, m_interrupt);
    VALUE list = rb_ary_new();
    Pin list_pin(list);
    for (const std::string& d : dirs)
        rb_ary_push(list, utf8(d));
    VALUE facts = detail::to_ruby(core, detail::Api::V4);
    Pin facts_pin(facts);
    VALUE result = detail::call(impl().classes.pp, "resolve_custom_facts", {list, facts});
    Pin result_pin(result);
    std::vector<std::pair<std::string, Value>> out;
    if (!RB_TYPE_P(result, T_ARRAY)) return out;
    for (long i = 0; i < RARRAY_LEN(result); ++i) {
        VALUE pair = RARRAY_AREF(result, i);
        if (!RB_TYPE_P(pair, T_ARRAY) || RARRAY_LEN(pair) != 2) continue;
        VALUE name = RARRAY_AREF(pair, 0);
        if (!RB_TYPE_P(name, T_STRING)) continue;
        try {
            out.emplace_back(detail::string_of(name), detail::from_ruby(RARRAY_AREF(pair, 1)));
        } catch (const runtime::Error& e) {
            callbacks.log("err", fmt::format("Facter: the custom fact {} has a value that is not data: {}",
                                             detail::string_of(name), e.what()));
        }
    }
    return out;
}

std::string Host::type_schema(const std::string& name, const std::string& file, const Value& facts,
                              Callbacks& callbacks) {
    start();
    CallScope scope(&callbacks, m_time_limit, m_interrupt);
    VALUE rb_name = utf8(name);
    Pin name_pin(rb_name);
    VALUE rb_file = utf8(file);
    Pin file_pin(rb_file);
    VALUE rb_facts = detail::to_ruby(facts, detail::Api::V4);
    Pin facts_pin(rb_facts);
    VALUE result = detail::call(impl().classes.pp, "type_schema", {rb_name, rb_file, rb_facts});
    Pin result_pin(result);
    if (!RB_TYPE_P(result, T_STRING)) throw runtime::Error("the type schema of " + name + " is not a String");
    return detail::string_of(result);
}

Value Host::eval(std::string_view code, Callbacks& callbacks) {
    start();
    CallScope scope(&callbacks, m_time_limit, m_interrupt);
    VALUE text = utf8(code);
    Pin pin(text);
    VALUE result = detail::call(impl().classes.pp, "eval_code", {text});
    Pin result_pin(result);
    return detail::from_ruby(result);
}

Value Host::apply_call(const char* method, std::span<const Value> args, Callbacks& callbacks) {
    start();
    CallScope scope(&callbacks, m_time_limit, m_interrupt);
    VALUE array = rb_ary_new_capa(static_cast<long>(args.size()));
    Pin pin(array);
    for (const Value& a : args)
        rb_ary_push(array, detail::to_ruby(a, detail::Api::V4));
    VALUE result = detail::call_array(impl().classes.apply, method, array);
    Pin result_pin(result);
    return detail::from_ruby(result);
}

void Host::reset_instances() {
    if (!running()) return;
    detail::call(impl().classes.pp, "new_compilation", {});
}

Value round_trip(const Value& v) {
    Host::instance().start();
    VALUE object = detail::to_ruby(v, detail::Api::V4);
    Pin pin(object);
    return detail::from_ruby(object);
}

} // namespace pp::ruby
