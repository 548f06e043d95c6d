#include "nsys/sqlite.h"
namespace kc::nsys {
bool IsSqliteMagic(std::string_view head) { return head.starts_with(std::string_view("SQLite format 3\0", 16)); }
void ReadSqlite(const std::string&, const std::string&, const SqliteOptions&, Sink&) {}  // stub: being written
}
