#pragma once
// What every stage's Run() works with, whatever tool calls it: the inputs, the output, the
// diagnostics and the counters of the --keep-going summary line. The command line (lib/cli)
// fills it; the stages never see how.
#include <cstdint>
#include <string>
#include <vector>

#include "io/diag.h"
#include "io/output.h"

namespace kc {

struct RunContext {
  std::vector<std::string> inputs;  ///< file names; "-" is stdin
  Output& out;
  Diag& diag;
  uint64_t read = 0;      ///< records (or input units) read
  uint64_t written = 0;   ///< records written
  uint64_t rejected = 0;  ///< records rejected with an error
};

}  // namespace kc
