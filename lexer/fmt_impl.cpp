// fmt's compiled part, built into pp rather than taken from libfmt.so. Every pp process used to load
// libfmt.so, and with it libstdc++.so, before main(); with both linked into the binary (cli/CMakeLists.txt
// links libstdc++ statically) a process starts about 0.7 ms sooner on the benchmark VM. The definitions are
// fmt's own (format-inl.h, compiled here once); the instantiations are those format.h declares extern and
// the headers' inline code calls.
#include <fmt/format-inl.h>

FMT_BEGIN_NAMESPACE
namespace detail {

template FMT_API auto thousands_sep_impl<char>(locale_ref) -> thousands_sep_result<char>;
template FMT_API auto thousands_sep_impl<wchar_t>(locale_ref) -> thousands_sep_result<wchar_t>;
template FMT_API auto decimal_point_impl(locale_ref) -> char;
template FMT_API auto decimal_point_impl(locale_ref) -> wchar_t;
template FMT_API void buffer<char>::append(const char*, const char*);
template FMT_API void vformat_to(buffer<char>&, string_view, basic_format_args<FMT_BUFFER_CONTEXT(char)>,
                                 locale_ref);
template FMT_API locale_ref::locale_ref(const std::locale& loc);
template FMT_API auto locale_ref::get<std::locale>() const -> std::locale;

} // namespace detail
FMT_END_NAMESPACE
