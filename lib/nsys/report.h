#pragma once
// .nsys-rep / .qdrep reports: exported to SQLite with the installed nsys into a temporary
// directory, then read as an SQLite export.
#include <functional>
#include <string>
#include <string_view>

namespace kc::nsys {

/// True when `head` (the first bytes of a file) is an nsys report (.nsys-rep or .qdrep).
bool IsReportMagic(std::string_view head);

/// Runs `nsys export --type sqlite` on `path` into a temporary directory, calls `read` with the
/// SQLite file, and removes the directory. Throws SystemError when nsys is missing or fails
/// (the message relays nsys's own error output).
void ExportReport(const std::string& nsys, const std::string& path,
                  const std::function<void(const std::string& sqlite_path)>& read);

}  // namespace kc::nsys
