#pragma once
// Run metadata (`run` object of every record) from a manifest file and --tag flags.
#include <string>
#include <utility>
#include <vector>

namespace kc {

/// Builds the `run` object once per tool run; records embed its pre-rendered JSON.
class RunMeta {
 public:
  /// Reads the top-level keys of a JSON object file. Throws SystemError (cannot open, not a
  /// JSON object).
  void LoadManifest(const std::string& path);
  /// Adds `key=value` (value as a JSON string); a later tag replaces an earlier key.
  /// Throws SystemError when there is no '=' or the key is empty.
  void AddTag(const std::string& key_value);
  bool empty() const { return fields_.empty(); }
  /// The `run` object as JSON text, keys in manifest order then tag order.
  std::string Json() const;

 private:
  void Set(std::string key, std::string json);
  std::vector<std::pair<std::string, std::string>> fields_;  // key, JSON value
};

}  // namespace kc
