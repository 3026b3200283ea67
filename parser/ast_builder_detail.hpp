#pragma once
// Shared by ast_builder.cpp and ast_builder_expressions.cpp; not part of the parser's interface.

#include <antlr4-runtime.h>

#include <typeinfo>

namespace pp::parser::detail {

// Exact-type test for the generated labelled-alternative contexts. They and this code are linked into one
// binary, so each type has exactly one type_info object and comparing addresses is exact (and, unlike
// dynamic_cast, never falls back to comparing type names).
template <class T>
T* as(antlr4::tree::ParseTree* t) {
    return &typeid(*t) == &typeid(T) ? static_cast<T*>(t) : nullptr;
}

} // namespace pp::parser::detail
