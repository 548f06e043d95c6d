// Fuzz target: ncu2jsonl's whole text path (dialect detection, CSV pages, text output) on
// arbitrary bytes, with --keep-going so every error path runs.

#include "fuzz_input.h"
#include "io/input.h"
#include "io/output.h"
#include "ncu/run.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  int fd = kc::fuzz::MemFile(data, size);
  if (fd < 0) return 0;
  {
    kc::Output out("/dev/null");
    kc::Diag diag("ncu2jsonl");
    diag.set_keep_going(true);
    kc::RunContext ctx{{}, out, diag};
    kc::ncu::Converter conv(ctx, {});
    kc::Input in("<fuzz>", fd);
    conv.ConvertText(in);
    out.Flush();
  }
  close(fd);
  return 0;
}
