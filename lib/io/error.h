#pragma once
#include <stdexcept>
#include <string>

namespace kc {

/// A usage or system error (cannot open, write failed, bad flag): the tool ends with exit 2.
/// Thrown on the per-run path only, caught once in RunTool().
struct SystemError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The reader of our output went away (`| head`): the tool ends quietly.
struct OutputClosed : std::exception {};

}  // namespace kc
