// Fuzz target: the CSV reader and the line reader on arbitrary bytes (any encoding, any breaks).
#include "fuzz_input.h"
#include "io/csv.h"
#include "io/input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  int fd = kc::fuzz::MemFile(data, size);
  if (fd < 0) return 0;
  {
    kc::Input in("<fuzz>", fd);
    kc::CsvReader reader(in);
    kc::CsvRow row;
    std::string_view line;
    // Alternate the two readers the way the ncu dispatcher does.
    for (int i = 0; i < 100000; ++i) {
      if (i % 3 == 0) {
        if (!in.ReadLine(&line)) break;
      } else if (!reader.Next(&row)) {
        break;
      }
    }
  }
  close(fd);
  return 0;
}
