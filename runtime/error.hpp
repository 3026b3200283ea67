#pragma once
// The error runtime code raises with Ruby's or Puppet's message (`invalid value for Integer(): "x"`, `too few
// arguments`): a function call reports it as the function's own error (evaluator::FunctionError is one).

#include <stdexcept>

namespace pp::runtime {

class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

} // namespace pp::runtime
