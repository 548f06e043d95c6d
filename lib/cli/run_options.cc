#include "cli/run_options.h"

#include <vector>

#include "schema/run_meta.h"

namespace kc {

namespace po = boost::program_options;

void AddRunOptions(po::options_description& o) {
  o.add_options()("manifest", po::value<std::string>()->value_name("FILE"),
                  "run manifest (a JSON object) copied into `run` on every record")(
      "tag", po::value<std::vector<std::string>>()->value_name("KEY=VALUE")->composing(),
      "add KEY=VALUE to `run` (repeatable; replaces a manifest key of the same name)");
}

std::string RunJsonFromOptions(const po::variables_map& vm) {
  RunMeta run;
  if (vm.count("manifest")) run.LoadManifest(vm["manifest"].as<std::string>());
  if (vm.count("tag"))
    for (const auto& t : vm["tag"].as<std::vector<std::string>>()) run.AddTag(t);
  return run.empty() ? std::string() : run.Json();
}

}  // namespace kc
