# Fails when clang-format would change any of pp's own C++ files.
file(GLOB_RECURSE files RELATIVE "${ROOT}"
  "${ROOT}/lexer/*.cpp" "${ROOT}/lexer/*.hpp" "${ROOT}/parser/*.cpp" "${ROOT}/parser/*.hpp"
  "${ROOT}/cli/*.cpp" "${ROOT}/cli/*.hpp" "${ROOT}/grammar/*.hpp" "${ROOT}/tests/*.cpp"
  "${ROOT}/runtime/*.cpp" "${ROOT}/runtime/*.hpp" "${ROOT}/loader/*.cpp" "${ROOT}/loader/*.hpp"
  "${ROOT}/evaluator/*.cpp" "${ROOT}/evaluator/*.hpp" "${ROOT}/stdlib/*.cpp" "${ROOT}/stdlib/*.hpp"
  "${ROOT}/erb/*.cpp" "${ROOT}/erb/*.hpp" "${ROOT}/apply/*.cpp" "${ROOT}/apply/*.hpp"
  "${ROOT}/repl/*.cpp" "${ROOT}/repl/*.hpp" "${ROOT}/driver/*.cpp" "${ROOT}/driver/*.hpp"
  "${ROOT}/ruby/*.cpp" "${ROOT}/ruby/*.hpp" "${ROOT}/grammar/*.cpp" "${ROOT}/bench/*.cpp")
list(FILTER files EXCLUDE REGEX "^grammar/generated/") # (ANTLR's output)
set(bad "")
foreach(f IN LISTS files)
  execute_process(COMMAND "${CLANG_FORMAT}" --dry-run --Werror "${ROOT}/${f}" RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
  if(NOT rc EQUAL 0)
    list(APPEND bad "${f}")
  endif()
endforeach()
if(bad)
  string(REPLACE ";" "\n  " bad "${bad}")
  message(FATAL_ERROR "clang-format would change:\n  ${bad}\nrun: clang-format -i <files>")
endif()
