// schema_doc: prints docs/records.md as lib/schema/fields.cc gives it (build/bin/schema_doc >
// docs/records.md; tests/cli/records_doc.bats checks the file is current).
#include <iostream>

#include "schema/fields.h"

int main() {
  std::cout << kc::schema::RecordsMarkdown();
  return 0;
}
