#pragma once
// Binary Nsight Compute reports (.ncu-rep, .nsight-cuprof-report): imported by running the
// installed ncu, whose CSV output is read as a stream.
#include <functional>
#include <string>
#include <string_view>

#include "io/input.h"

namespace kc::ncu {

/// True when `head` (the first bytes of a file) is a binary ncu report.
bool IsReportMagic(std::string_view head);

/// Runs `ncu --import PATH --csv --page raw --print-units base` (with `--rename-kernels 0` where
/// that ncu has the option, so that names are printed in full) and calls `read` with its
/// standard output (named after the report). Throws SystemError when ncu cannot be started or
/// fails; the message relays ncu's own error output.
void ImportReport(const std::string& ncu, const std::string& path,
                  const std::function<void(Input&)>& read);

}  // namespace kc::ncu
