#pragma once
// Where the ncu parsers deliver records: the converter writes them as JSON lines.
#include "io/diag.h"
#include "ncu/record.h"

namespace kc::ncu {

/// Receives finished records and reports through the shared diagnostics.
class RecordSink {
 public:
  virtual ~RecordSink() = default;
  /// Takes one complete record (the parser reuses it afterwards).
  virtual void Emit(const KernelRecord& rec) = 0;
  /// Diagnostics of the current run; parsers report bad data here.
  virtual Diag& diag() = 0;
  /// Counts one rejected record (after an error was reported).
  virtual void Reject() = 0;
};

}  // namespace kc::ncu
