#include "ncu/text.h"
namespace kc::ncu {
bool IsTextStart(std::string_view) { return false; }
void ParseText(Input&, std::string_view, RecordSink&) {}
}
