// The page is built from the figures ComputeCensus collects over the cells (the roofline points,
// the bound mix per model) and from the top groups of --by. Every chart is an <svg> with plain shapes and <title> tooltips; axes of the roofline are
// logarithmic (decades), bars are scaled to the largest value. Colours come from a fixed palette
// indexed by the sorted family names, so the page is byte-for-byte reproducible.
#include "agg/html.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "agg/render.h"
#include "io/json_writer.h"

namespace kc::agg {
namespace {

constexpr const char* kPalette[] = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
                                    "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};

std::string Num(double v, int decimals = 1) {
  double s = std::pow(10.0, decimals);
  std::string out;
  AppendNumber(&out, std::round(v * s) / s);
  return out;
}

std::string Pct(double share) { return Num(100 * share) + " %"; }

void Roofline(const HtmlFigures& fig, std::string* out) {
  const std::vector<RooflinePoint>& pts = fig.roofline;
  std::map<std::string, int> families;
  for (const RooflinePoint& p : pts) families.emplace(p.family, 0);
  int i = 0;
  for (auto& [f, idx] : families) idx = i++ % 10;
  *out += "<h2>Roofline: kernels by family</h2>\n";
  if (pts.empty()) {
    *out +=
        "<p>No kernel has roofline figures (ncu's SpeedOfLight_RooflineChart section with "
        "kclassify).</p>\n";
    return;
  }
  double lx0 = 1e9, lx1 = -1e9, ly0 = 1e9, ly1 = -1e9;
  for (const RooflinePoint& p : pts) {
    lx0 = std::min(lx0, std::floor(std::log10(p.ai)));
    lx1 = std::max(lx1, std::ceil(std::log10(p.ai)));
    ly0 = std::min(ly0, std::floor(std::log10(p.flops)));
    ly1 = std::max(ly1, std::ceil(std::log10(p.flops)));
  }
  if (lx1 <= lx0) lx1 = lx0 + 1;
  if (ly1 <= ly0) ly1 = ly0 + 1;
  const double w = 640, h = 400, m = 60;
  auto X = [&](double ai) { return m + (std::log10(ai) - lx0) / (lx1 - lx0) * (w - 2 * m); };
  auto Y = [&](double f) { return h - m - (std::log10(f) - ly0) / (ly1 - ly0) * (h - 2 * m); };
  *out +=
      "<svg class=\"roofline\" width=\"640\" height=\"400\" viewBox=\"0 0 640 400\" "
      "xmlns=\"http://www.w3.org/2000/svg\">\n";
  *out += "<rect x=\"60\" y=\"60\" width=\"520\" height=\"280\" fill=\"none\" stroke=\"#888\"/>\n";
  for (double d = lx0; d <= lx1; ++d)
    *out += "<text x=\"" + Num(X(std::pow(10, d))) +
            "\" y=\"360\" font-size=\"11\" text-anchor=\"middle\">1e" + Num(d, 0) + "</text>\n";
  for (double d = ly0; d <= ly1; ++d)
    *out += "<text x=\"55\" y=\"" + Num(Y(std::pow(10, d))) +
            "\" font-size=\"11\" text-anchor=\"end\">1e" + Num(d, 0) + "</text>\n";
  *out +=
      "<text x=\"320\" y=\"390\" font-size=\"12\" text-anchor=\"middle\">arithmetic intensity "
      "(FLOP/byte, DRAM)</text>\n<text x=\"14\" y=\"200\" font-size=\"12\" "
      "transform=\"rotate(-90 14 200)\" text-anchor=\"middle\">FLOP/s</text>\n";
  for (const RooflinePoint& p : pts) {
    *out += "<circle cx=\"" + Num(X(p.ai)) + "\" cy=\"" + Num(Y(p.flops)) + "\" r=\"4\" fill=\"" +
            kPalette[families[p.family]] + "\"><title>" + HtmlEscape(p.model) + ": " +
            HtmlEscape(p.label) + " (" + p.family + ")</title></circle>\n";
  }
  int row = 0;
  for (const auto& [f, idx] : families) {
    std::string y = Num(70 + 14 * row++);
    *out += "<rect x=\"590\" y=\"" + Num(62 + 14 * (row - 1)) +
            "\" width=\"8\" height=\"8\" fill=\"" + kPalette[idx] + "\"/><text x=\"602\" y=\"" + y +
            "\" font-size=\"10\">" + HtmlEscape(f) + "</text>\n";
  }
  *out += "</svg>\n";
}

// Horizontal bars: one row per (label, value), scaled to the largest value.
void Bars(std::string_view cls, const std::vector<std::pair<std::string, double>>& rows,
          double total, std::string* out) {
  double max = 0;
  for (auto& [l, v] : rows) max = std::max(max, v);
  const double h = 22 * rows.size() + 10;
  *out += "<svg class=\"" + std::string(cls) + "\" width=\"760\" height=\"" + Num(h, 0) +
          "\" xmlns=\"http://www.w3.org/2000/svg\">\n";
  for (size_t i = 0; i < rows.size(); ++i) {
    const auto& [label, v] = rows[i];
    double bw = max > 0 ? 400 * v / max : 0;
    std::string y = Num(5 + 22 * i);
    *out += "<rect x=\"330\" y=\"" + y + "\" width=\"" + Num(bw) +
            "\" height=\"16\" fill=\"#4e79a7\"><title>" + HtmlEscape(label) +
            "</title></rect><text x=\"325\" y=\"" + Num(17 + 22 * i) +
            "\" font-size=\"11\" text-anchor=\"end\">" + HtmlEscape(label.substr(0, 48)) +
            "</text><text x=\"" + Num(335 + bw) + "\" y=\"" + Num(17 + 22 * i) +
            "\" font-size=\"11\">" + (total > 0 ? Pct(v / total) : Num(v)) + "</text>\n";
  }
  *out += "</svg>\n";
}

// The best groups of --by, with their kernel_base where the grouping gives one.
void TopKernels(const GroupOptions& o, const std::vector<Group>& best, double total,
                std::string* out) {
  std::vector<std::pair<std::string, double>> rows;
  for (const Group& g : best) {
    if (rows.size() == kHtmlTopGroups) break;
    rows.emplace_back(GroupLabel(o, g), g.total_ns);
  }
  *out += "<h2>Top kernels by GPU time across models</h2>\n";
  Bars("top-kernels", rows, total, out);
}

void BoundMix(const HtmlFigures& fig, std::string* out) {
  const auto& mix = fig.bound_mix;
  static constexpr const char* kColours[] = {"#e15759", "#4e79a7", "#f28e2b", "#59a14f", "#bab0ac"};
  *out += "<h2>Bound mix per model (share of classified time)</h2>\n";
  if (mix.empty()) {
    *out += "<p>No classified kernels (run kclassify on ncu records).</p>\n";
    return;
  }
  *out += "<svg class=\"bound-mix\" width=\"760\" height=\"" + Num(22 * mix.size() + 40, 0) +
          "\" xmlns=\"http://www.w3.org/2000/svg\">\n";
  size_t row = 0;
  for (const auto& [model, m] : mix) {
    double sum = 0;
    for (double v : m) sum += v;
    double x = 200;
    std::string y = Num(5 + 22 * row);
    *out += "<text x=\"195\" y=\"" + Num(17 + 22 * row) +
            "\" font-size=\"11\" text-anchor=\"end\">" + HtmlEscape(model) + "</text>\n";
    for (size_t b = 0; b < kBounds.size(); ++b) {
      double bw = sum > 0 ? 500 * m[b] / sum : 0;
      if (bw <= 0) continue;
      *out += "<rect x=\"" + Num(x) + "\" y=\"" + y + "\" width=\"" + Num(bw) +
              "\" height=\"16\" fill=\"" + kColours[b] + "\"><title>" + std::string(kBounds[b]) +
              " " + Pct(m[b] / sum) + "</title></rect>\n";
      x += bw;
    }
    ++row;
  }
  for (size_t b = 0; b < kBounds.size(); ++b)
    *out += "<rect x=\"" + Num(200 + 100 * b) + "\" y=\"" + Num(22 * row + 12) +
            "\" width=\"8\" height=\"8\" fill=\"" + kColours[b] + "\"/><text x=\"" +
            Num(212 + 100 * b) + "\" y=\"" + Num(22 * row + 20) + "\" font-size=\"10\">" +
            std::string(kBounds[b]) + "</text>\n";
  *out += "</svg>\n";
}

void SignalTable(const std::vector<Signal>& signals, std::string* out) {
  *out +=
      "<h2>Design signals</h2>\n<table class=\"signals\">\n<tr><th>signal</th><th>condition</th>"
      "<th>share of GPU time</th><th>kernels contributing most</th></tr>\n";
  for (const Signal& s : signals) {
    *out += "<tr><td>" + HtmlEscape(s.name) + "</td><td>" + HtmlEscape(s.rule) + "</td><td>" +
            Pct(s.time_share) + "</td><td>";
    for (size_t i = 0; i < s.top.size() && i < 3; ++i)
      *out += (i ? "<br>" : "") + HtmlEscape(s.top[i].model) + ": " +
              HtmlEscape(s.top[i].kernel_key.substr(0, 80)) + " (" + Pct(s.top[i].time_share) + ")";
    *out += "</td></tr>\n";
  }
  *out += "</table>\n";
}

}  // namespace

std::string HtmlEscape(std::string_view s) {
  std::string r;
  r.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&':
        r += "&amp;";
        break;
      case '<':
        r += "&lt;";
        break;
      case '>':
        r += "&gt;";
        break;
      case '"':
        r += "&quot;";
        break;
      default:
        r += c;
    }
  }
  return r;
}

void WriteHtml(const GroupOptions& o, const Census& c, std::string* out) {
  *out +=
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<title>kcensus: kernels across models</title>\n<style>\n"
      "body{font-family:sans-serif;margin:2em;max-width:1000px}"
      "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;"
      "font-size:13px;vertical-align:top}\n</style>\n</head>\n<body>\n"
      "<h1>kcensus: kernels across models</h1>\n";
  *out += "<p>" + std::to_string(c.html.models) + " models, " + std::to_string(c.html.pairs) +
          " (model, kernel) pairs.</p>\n";
  TopKernels(o, c.best, c.total.total_ns, out);
  BoundMix(c.html, out);
  Roofline(c.html, out);
  SignalTable(c.signals, out);
  *out += "</body>\n</html>\n";
}

}  // namespace kc::agg
