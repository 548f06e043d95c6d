#include "ncu/record.h"

#include <charconv>

#include "io/json_writer.h"
#include "schema/record_head.h"
#include "schema/schema.h"

namespace kc::ncu {

void KernelRecord::Clear() {
  is_summary = false;
  src_line = 0;
  for (auto* s : {&id, &process_id, &process, &host, &kernel, &kernel_mangled, &device,
                  &device_name, &cc, &context, &stream, &launch_time, &invocations})
    s->clear();
  grid.reset();
  block.reset();
  nvtx.clear();
  rules.clear();
  metrics_.clear();
  units_.clear();
  instances_.clear();
  metric_count_ = 0;
  utf8_ok_ = true;
  ++generation_;
}

uint32_t KernelRecord::Intern(std::string_view name) {
  auto it = slots_.find(name);
  if (it != slots_.end()) return it->second;
  uint32_t slot = static_cast<uint32_t>(gen_.size());
  slots_.emplace(std::string(name), slot);
  gen_.push_back(0);
  return slot;
}

void KernelRecord::Prepare(std::string_view key, std::string_view base_unit, int exp10,
                           PreparedMetric* m) {
  m->key.assign(key);
  m->key_json.clear();
  utf8_ok_ &= AppendJsonString(&m->key_json, key);
  m->key_json += ':';
  m->unit_json.clear();
  if (!base_unit.empty()) {
    m->unit_json = m->key_json;
    AppendJsonString(&m->unit_json, base_unit);
  }
  m->base_unit.assign(base_unit);
  m->exp10 = exp10;
  m->slot = Intern(key);
}

void KernelRecord::AddPrepared(const PreparedMetric& m, const Value& v) {
  if (Seen(m.slot)) return;  // first value wins; details pages repeat some metrics
  if (metric_count_) metrics_ += ',';
  metrics_ += m.key_json;
  if (v.kind == Value::kText) {
    utf8_ok_ &= AppendJsonString(&metrics_, v.text);
  } else {
    AppendValueJson(&metrics_, v);
  }
  if (!m.unit_json.empty()) {
    if (!units_.empty()) units_ += ',';
    units_ += m.unit_json;
  }
  if (!v.instances.empty()) AppendInstances(m.key_json, v.instances, m.exp10);
  ++metric_count_;
}

bool KernelRecord::AddMetric(std::string_view name, const Value& v, std::string_view unit) {
  PreparedMetric m;
  Prepare(name, unit, 0, &m);
  AddPrepared(m, v);
  return true;
}

void KernelRecord::AppendInstances(std::string_view key_json, std::string_view list, int exp10) {
  if (!instances_.empty()) instances_ += ',';
  instances_ += key_json;
  instances_ += '[';
  bool first = true;
  while (!list.empty()) {
    size_t semi = list.find(';');
    std::string_view item = Trim(list.substr(0, semi));
    list = semi == std::string_view::npos ? std::string_view() : list.substr(semi + 1);
    if (!first) instances_ += ',';
    first = false;
    AppendValueJson(&instances_, ParseValue(item, exp10));
  }
  instances_ += ']';
}

bool KernelRecord::AddSummaryMetric(std::string_view name, const Value& min, const Value& max,
                                    const Value& avg, std::string_view unit) {
  if (Seen(Intern(name))) return true;
  if (metric_count_) metrics_ += ',';
  utf8_ok_ &= AppendJsonString(&metrics_, name);
  metrics_ += ":{\"min\":";
  AppendValueJson(&metrics_, min);
  metrics_ += ",\"max\":";
  AppendValueJson(&metrics_, max);
  metrics_ += ",\"avg\":";
  AppendValueJson(&metrics_, avg);
  metrics_ += '}';
  if (!unit.empty()) {
    if (!units_.empty()) units_ += ',';
    AppendJsonString(&units_, name);
    units_ += ':';
    AppendJsonString(&units_, unit);
  }
  ++metric_count_;
  return true;
}

bool KernelRecord::AppendJson(std::string* out, std::string_view run_json) const {
  JsonWriter w(out);
  BeginRecord(w, is_summary ? kTypeNcuKernelSummary : kTypeNcuKernel, src_file, src_line, run_json);
  if (!is_summary) w.Member("id", id);
  w.Member("process_id", process_id);
  w.Member("process", process);
  w.Member("host", host);
  w.Member("kernel", kernel);
  w.Member("kernel_mangled", kernel_mangled);
  w.Member("device", device);
  if (!device_name.empty()) w.Member("device_name", device_name);
  w.Member("cc", cc);
  if (!is_summary) {
    w.Member("context", context);
    w.Member("stream", stream);
  }
  w.Member("grid", grid);
  w.Member("block", block);
  if (is_summary) {
    w.Key("invocations");
    Value inv = ParseValue(invocations);
    if (inv.kind == Value::kNumber) {
      w.Number(inv.number);
    } else {
      w.Null();
    }
    if (!nvtx.empty()) {  // --print-summary per-nvtx
      w.Key("nvtx");
      w.BeginArray();
      for (auto& n : nvtx) w.String(n);
      w.EndArray();
    }
  } else {
    w.Key("nvtx");
    if (nvtx.empty()) {
      w.Null();
    } else {
      w.BeginArray();
      for (auto& n : nvtx) w.String(n);
      w.EndArray();
    }
    if (!launch_time.empty()) w.Member("launch_time", launch_time);
  }
  w.Key("metrics");
  w.RawObject(metrics_);
  w.Key("units");
  w.RawObject(units_);
  if (!instances_.empty()) {
    w.Key("metric_instances");
    w.RawObject(instances_);
  }
  if (!is_summary) {
    w.Key("rules");
    w.BeginArray();
    for (const Rule& r : rules) {
      w.BeginObject();
      w.Member("section", r.section);
      w.Member("name", r.name);
      w.Member("type", r.type);
      w.Member("text", r.text);
      w.Member("speedup_type", r.speedup_type);
      w.Key("speedup");
      if (r.speedup) {
        w.Number(*r.speedup);
      } else {
        w.Null();
      }
      w.EndObject();
    }
    w.EndArray();
  }
  w.EndObject();
  w.Newline();
  return utf8_ok_ && w.replaced() == 0;
}

std::optional<std::array<int64_t, 3>> ParseShape(std::string_view s) {
  s = Trim(s);
  if (!s.empty() && s.front() == '(' && s.back() == ')') s = s.substr(1, s.size() - 2);
  std::array<int64_t, 3> v{1, 1, 1};
  size_t k = 0;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == ',')) ++i;
    if (i >= s.size()) break;
    if (k == 3) return std::nullopt;
    auto r = std::from_chars(s.data() + i, s.data() + s.size(), v[k]);
    if (r.ec != std::errc() || v[k] < 0) return std::nullopt;
    i = r.ptr - s.data();
    ++k;
  }
  if (k != 3) return std::nullopt;  // totals ("256") are not shapes
  return v;
}

}  // namespace kc::ncu
