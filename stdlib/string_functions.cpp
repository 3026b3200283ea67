// The string family of Puppet 7's core functions (lib/puppet/functions/).
#include "evaluator/dispatch.hpp"
#include "stdlib/stdlib.hpp"

namespace pp::stdlib {

void register_string_functions(evaluator::FunctionRegistry& registry) {
    (void)registry; // the family's functions are added here
}

} // namespace pp::stdlib
