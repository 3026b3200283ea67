# Writes OUT: the generated parser SRC with its ATN built when the first parser is created instead of when
# the program starts (grammar/CMakeLists.txt). ANTLR's template defines a static Initializer object, whose
# constructor deserializes the grammar's ATN (2 to 3.5 million instructions, 0.35 MB of memory) in every pp
# process, including the many that parse nothing (a warm parse cache, `pp --version`, `pp resource`). Here
# the object becomes a function-local static of the parser's constructor: built once, on first use, safely
# when several threads create their first parser at once.
file(READ "${SRC}" text)
set(object "PuppetParser::Initializer PuppetParser::_init;")
set(constructor "PuppetParser::PuppetParser(TokenStream *input) : FastParser(input) {\n")
foreach(expected IN ITEMS "${object}" "${constructor}")
  string(FIND "${text}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${SRC} no longer has `${expected}`: grammar/lazy_init.cmake needs updating")
  endif()
endforeach()
string(REPLACE "${object}" "" text "${text}")
string(REPLACE "${constructor}" "${constructor}  static const Initializer built_once; // grammar/lazy_init.cmake\n"
       text "${text}")
file(WRITE "${OUT}.tmp" "${text}")
file(RENAME "${OUT}.tmp" "${OUT}")
