// kclassify: bottleneck class, signals, stalls and roofline for ncu_kernel records.
#include <string>

#include "classify/config.h"
#include "classify/run.h"
#include "cli/cli.h"
#include "io/json_writer.h"

namespace po = kc::po;

int main(int argc, char** argv) {
  kc::ToolSpec spec;
  spec.name = "kclassify";
  spec.purpose = "Say why each kernel is slow: bottleneck class, facts, signals, stalls and "
                 "roofline of ncu records.";
  spec.reads = "ncu_kernel and ncu_kernel_summary records (from ncu2jsonl, after knorm or not); "
               "other records pass through unchanged.";
  spec.writes =
      "The same records with bound (compute, memory, latency, balanced or unknown), the facts "
      "memory_unit, occupancy_limiter and key_metrics, the signals (problems that cost the "
      "kernel time) with est_speedup_pct where ncu's rules gave one, stall_top, roofline and "
      "the evidence behind them added (docs/signals.md); run again, kclassify replaces its own "
      "fields.";
  spec.notes =
      "bound follows NVIDIA's SOLBottleneck rule: compute or memory throughput at or above "
      "high-pct -> the higher one; both below latency-pct -> latency; one ahead by "
      "balanced-points -> that one; otherwise balanced. Missing metrics give bound \"unknown\" "
      "and name them in evidence. Config file lines are `name = value` with the threshold "
      "names above.";
  spec.add_options = [](po::options_description& o) {
    o.add_options()("config", po::value<std::string>()->value_name("FILE"),
                    "thresholds from FILE: `name = value` lines, names as the flags below")(
        "half-weights", po::value<std::string>()->value_name("ncu|nersc"),
        "FP16 FLOP weights (fma/add/mul): ncu's 4/2/2 (default) or NERSC's 2/1/1")(
        "thresholds-only",
        "decide every signal by the thresholds, also where the record carries ncu's rule "
        "results with estimated speedups (to compare the two)");
  };
  spec.groups = {{"Thresholds", [](po::options_description& o) {
                    const kc::classify::Thresholds d;
                    for (const kc::classify::ThresholdInfo& i : kc::classify::ThresholdTable())
                      o.add_options()(std::string(i.name).c_str(),
                                      po::value<double>()->value_name("X")->default_value(
                                          d.*(i.field), kc::NumberText(d.*(i.field))),
                                      std::string(i.help).c_str());
                  }}};
  spec.examples = {
      {"ncu2jsonl run.ncu-rep | knorm | kclassify > run.jsonl",
       "the usual pipe: convert, name, classify"},
      {"kclassify run.jsonl | jq -r '[.bound, .kernel_base] | @tsv'",
       "the bottleneck of every profiled launch"},
      {"kclassify --config strict.conf run.jsonl", "thresholds from a file"},
  };
  spec.run = [](kc::ToolContext& ctx) {
    // Defaults, then the config file, then the flags given on the command line.
    kc::classify::Options opts;
    kc::classify::Thresholds& t = opts.thresholds;
    if (ctx.vm.count("config"))
      kc::classify::LoadThresholds(ctx.vm["config"].as<std::string>(), &t);
    if (ctx.vm.count("half-weights"))
      kc::classify::SetHalfWeights(ctx.vm["half-weights"].as<std::string>(), &t);
    for (const kc::classify::ThresholdInfo& i : kc::classify::ThresholdTable()) {
      const auto& v = ctx.vm[std::string(i.name)];
      if (!v.empty() && !v.defaulted()) t.*(i.field) = v.as<double>();
    }
    kc::classify::CheckThresholds(t);
    opts.thresholds_only = ctx.vm.count("thresholds-only") > 0;
    kc::classify::Run(opts, ctx);
  };
  return kc::RunTool(spec, argc, argv);
}
