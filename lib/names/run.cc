// knorm's record loop: the name is normalised once per distinct name (NameCache) and the
// members appended to the record as it was read.
#include "names/run.h"

#include <fstream>
#include <sstream>

#include "io/error.h"
#include "io/record_filter.h"
#include "schema/fields.h"

namespace kc::names {

void Run(const Options& opts, RunContext& ctx) {
  if (opts.print_rules) {
    ctx.out.Write(RuleSet::BuiltinText());
    return;
  }
  RuleSet rules;
  std::string error;
  for (const auto& path : opts.rules_files) {
    std::ifstream f(path, std::ios::binary);
    if (!f) throw SystemError("cannot open rules file " + path);
    std::stringstream text;
    text << f.rdbuf();
    if (!rules.Add(text.str(), path, &error)) throw SystemError(error);
  }
  if (!rules.Add(RuleSet::BuiltinText(), "rules.tsv", &error, RuleSet::kBuiltinFirstLine))
    throw SystemError(error);
  if (!opts.explain.empty()) {
    for (size_t i = 0; i < opts.explain.size(); ++i) {
      if (i) ctx.out.Write("\n");
      ctx.out.Write(Explain(opts.explain[i], rules));
    }
    return;
  }
  const std::string& field = opts.field;
  const std::vector<std::string_view> added = schema::AddedFields("knorm");
  NameCache cache(rules, opts.cache_bytes);
  uint64_t without = 0;
  RunRecordFilter(ctx, added, [&](const Record& rec, Output& out) {
    std::string_view name;
    auto v = rec.obj[field];
    // A blank name is no name: unknown stays unknown (null fields are not written as "").
    if (v.error() != simdjson::SUCCESS || v.get_string().get(name) != simdjson::SUCCESS ||
        name.find_first_not_of(" \t") == std::string_view::npos) {
      if (v.error() == simdjson::SUCCESS && !v.is_null() && !v.is_string()) {
        ctx.diag.Error(rec.at, "field \"" + field + "\" is not a string");
        return false;
      }
      ++without;
      out.Write(rec.raw);
      out.Write("\n");
      return true;
    }
    AppendWithMembers(out, rec, cache.Members(name));
    return true;
  });
  if (without && (opts.verbose || ctx.diag.keep_going())) {
    ctx.diag.Note(std::to_string(without) + " records without \"" + field +
                  "\" (or with a blank one) passed through unchanged");
  }
}

}  // namespace kc::names
