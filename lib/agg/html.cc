// The page is built from the figures ComputeCensus collects over the cells (the roofline points,
// the bound mix and figures per model) and from the top groups of --by, the same groups in the
// same order as the Markdown report. Tables are HTML (the kernels' one sortable by a small inline
// script, no network); charts are <svg> with plain shapes and <title> tooltips. The roofline's
// axes are logarithmic, with its roofs (kclassify's peak FLOP/s of each precision and peak DRAM
// bandwidth) drawn per GPU. Colours come from a fixed palette indexed by sorted names, so the
// page is byte-for-byte reproducible.
#include "agg/html.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <span>

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

// 10^d as people write it: 1, 10, 100, 1 k, 10 k, ... 1 G, 10 T (FLOP/s, bytes/s), or 0.01.
std::string Decade(double v) {
  static constexpr const char* kPrefix[] = {"", " k", " M", " G", " T", " P", " E"};
  if (v < 1) return Num(v, 4);
  int e = static_cast<int>(std::floor(std::log10(v) + 1e-9));
  int p = std::min(e / 3, 6);
  return Num(v / std::pow(10.0, 3 * p), 2) + kPrefix[p];
}

// Roofline: log-log, FLOP/s over FLOP per DRAM byte; per GPU its memory roof (peak DRAM
// bandwidth, the diagonal) and a compute roof per peak FLOP/s its kernels were measured against
// (one per precision), in the GPU's colour; the (model, kernel) pairs as circles in the colour
// of their GPU, their area by their share of the model's time.
void Roofline(const HtmlFigures& fig, std::string* out) {
  const std::vector<RooflinePoint>& pts = fig.roofline;
  *out += "<section id=\"roofline\">\n<h2>Roofline</h2>\n";
  if (pts.empty()) {
    *out +=
        "<p>No kernel has roofline figures (ncu's SpeedOfLight_RooflineChart section with "
        "kclassify).</p>\n</section>\n";
    return;
  }
  struct Gpu {
    int colour = 0;
    double dram = 0;              // peak DRAM bytes/s (0: not known)
    std::vector<double> flops;    // peak FLOP/s, distinct, ascending
    size_t points = 0;
  };
  std::map<std::string, Gpu> gpus;
  for (const RooflinePoint& p : pts) {
    Gpu& g = gpus[p.gpu.empty() ? "GPU without a name" : p.gpu];
    ++g.points;
    g.dram = std::max(g.dram, p.peak_dram);
    if (p.peak_flops > 0) {
      double r = std::round(p.peak_flops / 1e9) * 1e9;  // to a GFLOP/s: one roof
      if (std::find(g.flops.begin(), g.flops.end(), r) == g.flops.end()) g.flops.push_back(r);
    }
  }
  int i = 0;
  for (auto& [name, g] : gpus) {
    g.colour = i++ % 10;
    std::sort(g.flops.begin(), g.flops.end());
  }
  // Axis ranges: every point and roof, to whole decades.
  double x0 = 1e300, x1 = 0, y0 = 1e300, y1 = 0;
  for (const RooflinePoint& p : pts) {
    x0 = std::min(x0, p.ai), x1 = std::max(x1, p.ai);
    y0 = std::min(y0, p.flops), y1 = std::max(y1, p.flops);
  }
  for (const auto& [name, g] : gpus)
    for (double f : g.flops) {
      y1 = std::max(y1, f);
      if (g.dram > 0) x1 = std::max(x1, 4 * f / g.dram), x0 = std::min(x0, f / g.dram / 100);
    }
  double lx0 = std::floor(std::log10(x0)), lx1 = std::ceil(std::log10(x1));
  // Headroom above the highest roof for its label.
  double ly0 = std::floor(std::log10(y0)), ly1 = std::ceil(std::log10(1.2 * y1));
  if (lx1 <= lx0) lx1 = lx0 + 1;
  if (ly1 <= ly0) ly1 = ly0 + 1;
  const double w = 760, h = 460, left = 90, right = 20, top = 20, bottom = 60;
  const double pw = w - left - right, ph = h - top - bottom;
  auto X = [&](double ai) { return left + (std::log10(ai) - lx0) / (lx1 - lx0) * pw; };
  auto Y = [&](double f) { return top + ph - (std::log10(f) - ly0) / (ly1 - ly0) * ph; };
  *out += "<svg class=\"roofline\" width=\"760\" height=\"460\" viewBox=\"0 0 760 460\" "
          "xmlns=\"http://www.w3.org/2000/svg\">\n";
  *out += "<rect x=\"90\" y=\"20\" width=\"650\" height=\"380\" fill=\"none\" stroke=\"#888\"/>\n";
  // Ticks at 1, 2 and 5 of each decade when the axis spans few decades, else at each decade.
  auto ticks = [](double l0, double l1) {
    std::vector<double> t;
    for (double d = l0; d <= l1; ++d)
      for (double m : {1.0, 2.0, 5.0})
        if ((m == 1 || l1 - l0 <= 3) && d + std::log10(m) <= l1 + 1e-9)
          t.push_back(m * std::pow(10.0, d));
    return t;
  };
  for (double v : ticks(lx0, lx1)) {
    std::string x = Num(X(v));
    *out += "<line x1=\"" + x + "\" y1=\"20\" x2=\"" + x + "\" y2=\"400\" stroke=\"#eee\"/>" +
            "<text x=\"" + x + "\" y=\"416\" font-size=\"11\" text-anchor=\"middle\">" +
            Decade(v) + "</text>\n";
  }
  for (double v : ticks(ly0, ly1)) {
    std::string y = Num(Y(v));
    *out += "<line x1=\"90\" y1=\"" + y + "\" x2=\"740\" y2=\"" + y + "\" stroke=\"#eee\"/>" +
            "<text x=\"84\" y=\"" + Num(Y(v) + 4) + "\" font-size=\"11\" text-anchor=\"end\">" +
            Decade(v) + "</text>\n";
  }
  *out +=
      "<text x=\"415\" y=\"446\" font-size=\"12\" text-anchor=\"middle\">arithmetic intensity "
      "(FLOP per DRAM byte)</text>\n<text x=\"16\" y=\"210\" font-size=\"12\" "
      "transform=\"rotate(-90 16 210)\" text-anchor=\"middle\">FLOP/s</text>\n";
  // Roofs, then points (largest first, so that small ones stay on top).
  const double xmin = std::pow(10.0, lx0), xmax = std::pow(10.0, lx1);
  for (const auto& [name, g] : gpus) {
    const char* colour = kPalette[g.colour];
    for (double f : g.flops) {
      double ridge = g.dram > 0 ? std::max(f / g.dram, xmin) : xmin;
      *out += "<line class=\"roof\" x1=\"" + Num(X(ridge)) + "\" y1=\"" + Num(Y(f)) + "\" x2=\"" +
              Num(X(xmax)) + "\" y2=\"" + Num(Y(f)) + "\" stroke=\"" + colour +
              "\" stroke-width=\"2\"" + (g.dram > 0 ? "" : " stroke-dasharray=\"6 4\"") +
              "><title>" + HtmlEscape(name) + ": peak " + Decade(f) + "FLOP/s</title></line>" +
              "<text x=\"736\" y=\"" + Num(Y(f) - 4) + "\" font-size=\"10\" text-anchor=\"end\" fill=\"" +
              colour + "\">" + Decade(f) + "FLOP/s</text>\n";
    }
    if (g.dram > 0 && !g.flops.empty()) {
      double top_f = g.flops.back(), ridge = top_f / g.dram;
      double start = std::max(xmin, std::pow(10.0, ly0) / g.dram);
      *out += "<line class=\"roof\" x1=\"" + Num(X(start)) + "\" y1=\"" + Num(Y(start * g.dram)) +
              "\" x2=\"" + Num(X(ridge)) + "\" y2=\"" + Num(Y(top_f)) + "\" stroke=\"" + colour +
              "\" stroke-width=\"2\"><title>" + HtmlEscape(name) + ": peak DRAM " +
              Decade(g.dram) + "B/s</title></line>\n";
    }
  }
  std::vector<const RooflinePoint*> order;
  for (const RooflinePoint& p : pts) order.push_back(&p);
  std::stable_sort(order.begin(), order.end(),
                   [](const RooflinePoint* a, const RooflinePoint* b) { return a->share > b->share; });
  for (const RooflinePoint* p : order) {
    const Gpu& g = gpus[p->gpu.empty() ? "GPU without a name" : p->gpu];
    *out += "<circle cx=\"" + Num(X(p->ai)) + "\" cy=\"" + Num(Y(p->flops)) + "\" r=\"" +
            Num(3 + 12 * std::sqrt(p->share)) + "\" fill=\"" + kPalette[g.colour] +
            "\" fill-opacity=\"0.6\" stroke=\"#333\" stroke-width=\"0.5\"><title>" +
            HtmlEscape(p->model) + ": " + HtmlEscape(p->key) + " (" + HtmlEscape(p->family) +
            "): " + Num(p->ai, 2) + " FLOP/B, " + Decade(p->flops) + "FLOP/s, " +
            Pct(p->share) + " of the model's time</title></circle>\n";
  }
  *out += "</svg>\n<ul class=\"legend\">\n";
  for (const auto& [name, g] : gpus) {
    *out += "<li><span class=\"swatch\" style=\"background:" + std::string(kPalette[g.colour]) +
            "\"></span>" + HtmlEscape(name) + ": " + std::to_string(g.points) +
            (g.points == 1 ? " point" : " points") + "; DRAM roof " +
            (g.dram > 0 ? Decade(g.dram) + "B/s" : std::string("not known (dashed roofs)")) +
            "; compute roofs ";
    for (size_t k = 0; k < g.flops.size(); ++k) *out += (k ? ", " : "") + Decade(g.flops[k]) + "FLOP/s";
    if (g.flops.empty()) *out += "not known";
    *out += "</li>\n";
  }
  *out += "</ul>\n<p>Each circle is a (model, kernel) pair, its area by the pair's share of the "
          "model's GPU time; the " + std::to_string(kRooflinePoints) +
          " pairs with the most time at most.</p>\n</section>\n";
}

// The best groups of --by as horizontal bars of their GPU time, scaled to the largest; the
// label is the group's, the full key on hover.
void TopKernels(const GroupOptions& o, std::span<const Group> best, double total,
                std::string* out) {
  double max = 0;
  for (const Group& g : best) max = std::max(max, g.total_ns);
  *out += "<section id=\"top-chart\">\n<h2>Top kernels by GPU time across models</h2>\n"
          "<svg class=\"top-kernels\" width=\"860\" height=\"" + Num(22 * best.size() + 10, 0) +
          "\" viewBox=\"0 0 860 " + Num(22 * best.size() + 10, 0) + "\" xmlns=\"http://www.w3.org/2000/svg\">\n";
  for (size_t i = 0; i < best.size(); ++i) {
    const Group& g = best[i];
    std::string label = GroupLabel(o, g), key;
    for (size_t k = 0; k < o.by.size(); ++k) key += (k ? ", " : "") + g.key[k];
    double bw = max > 0 ? 380 * g.total_ns / max : 0;
    std::string y = Num(17 + 22 * i);
    *out += "<rect x=\"400\" y=\"" + Num(5 + 22 * i) + "\" width=\"" + Num(bw) +
            "\" height=\"16\" fill=\"#4e79a7\"><title>" + HtmlEscape(key) +
            "</title></rect><text x=\"395\" y=\"" + y + "\" font-size=\"11\" text-anchor=\"end\">" +
            HtmlEscape(label.empty() ? "null" : label) + "</text><text x=\"" + Num(405 + bw) +
            "\" y=\"" + y + "\" font-size=\"11\">" +
            (total > 0 ? Pct(g.total_ns / total) : Num(g.total_ns)) + "</text>\n";
  }
  *out += "</svg>\n</section>\n";
}

// The best groups as a table with the columns of the Markdown report, sortable by a click on a
// header; the kernel's full name on hover.
void KernelTable(const GroupOptions& o, std::span<const Group> best, std::string* out) {
  std::vector<std::string> cols = o.columns.empty() ? DefaultColumns(o) : o.columns;
  std::vector<std::vector<std::string>> cells;
  for (size_t r = 0; r < best.size(); ++r) {
    cells.emplace_back();
    for (const std::string& c : cols) cells.back().push_back(ColumnCell(o, best[r], r + 1, c));
  }
  // As in the Markdown: a default column empty in every row is left out.
  std::vector<bool> shown(cols.size(), true);
  std::string dropped;
  for (size_t i = 0; o.columns.empty() && i < cols.size(); ++i) {
    shown[i] = std::any_of(cells.begin(), cells.end(), [&](const auto& r) { return !r[i].empty(); });
    if (!shown[i]) dropped += (dropped.empty() ? "" : ", ") + cols[i];
  }
  *out += "<section id=\"kernels\">\n<h2>Top kernels</h2>\n<p>The " + std::to_string(best.size()) +
          " first groups by " +
          (o.weight == GroupOptions::Weight::kModels ? "mean share of each model's time"
                                                     : "pooled GPU time") +
          ", as in the Markdown report; click a header to sort, hover a kernel for its full "
          "name.</p>\n<div class=\"wide\"><table class=\"kernels sortable\">\n<thead><tr>";
  for (size_t i = 0; i < cols.size(); ++i)
    if (shown[i])
      *out += std::string(IsNumericColumn(cols[i]) ? "<th class=\"num\">" : "<th>") +
              HtmlEscape(cols[i]) + "</th>";
  *out += "</tr></thead>\n<tbody>\n";
  for (size_t r = 0; r < best.size(); ++r) {
    std::string key;
    for (size_t i = 0; i < o.by.size(); ++i) key += (i ? ", " : "") + best[r].key[i];
    *out += "<tr>";
    for (size_t i = 0; i < cols.size(); ++i) {
      if (!shown[i]) continue;
      *out += IsNumericColumn(cols[i]) ? "<td class=\"num\"" : "<td";
      if (cols[i] == "kernel") *out += " title=\"" + HtmlEscape(key) + "\"";
      *out += ">" + HtmlEscape(cells[r][i]) + "</td>";
    }
    *out += "</tr>\n";
  }
  *out += "</tbody>\n</table></div>\n";
  if (!dropped.empty())
    *out += "<p>Not shown, empty in every row: " + HtmlEscape(dropped) + ".</p>\n";
  *out += "</section>\n";
}

// The best groups x the models (most time first): each cell the group's share of that model's
// time, its colour deeper with the share.
void HeatMap(const GroupOptions& o, const Census& c, std::span<const Group> best,
             std::string* out) {
  std::vector<std::pair<std::string, double>> models = c.model_ns;
  std::stable_sort(models.begin(), models.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  *out += "<section id=\"heatmap\">\n<h2>Share of each model's GPU time</h2>\n"
          "<div class=\"wide\"><table class=\"heatmap\">\n<thead><tr><th>rank</th><th>kernel</th>";
  for (const auto& [m, ns] : models)
    *out += "<th class=\"model\">" + HtmlEscape(m.empty() ? "(untagged)" : m) + "</th>";
  *out += "</tr></thead>\n<tbody>\n";
  for (size_t r = 0; r < best.size(); ++r) {
    const Group& g = best[r];
    std::string label = GroupLabel(o, g);
    *out += "<tr><td class=\"num\">" + std::to_string(r + 1) + "</td><td>" +
            HtmlEscape(label.empty() ? "null" : label) + "</td>";
    for (const auto& [m, ns] : models) {
      double share = 0;
      for (const auto& [gm, s] : g.share_by_model)
        if (gm == m && s > 0) share = s;  // not NaN
      if (share <= 0) {
        *out += "<td></td>";
        continue;
      }
      double a = std::sqrt(share);
      *out += "<td class=\"num\" style=\"background:rgba(8,81,156," + Num(a, 2) + ")" +
              (a > 0.55 ? ";color:#fff" : "") + "\" title=\"" +
              HtmlEscape((m.empty() ? "(untagged)" : m) + ": " + label + " " + Pct(share)) +
              "\">" + Num(100 * share) + "</td>";
    }
    *out += "</tr>\n";
  }
  *out += "</tbody>\n</table></div>\n<p>Percent of each model's GPU time; models with the most "
          "time first.</p>\n</section>\n";
}

// Every model: its GPU, time, records and ncu coverage; those without ncu data and those that
// failed before kagg (--failed) said in words.
void Models(const HtmlFigures& fig, double total, std::string* out) {
  *out += "<section id=\"models\">\n<h2>Models</h2>\n<div class=\"wide\"><table class=\"models\">\n<thead><tr>"
          "<th>model</th><th>GPU</th><th class=\"num\">total_ms</th><th class=\"num\">"
          "time_share</th><th class=\"num\">records</th><th class=\"num\">ncu records</th>"
          "<th class=\"num\">coverage</th><th>note</th></tr></thead>\n<tbody>\n";
  std::string no_ncu;
  for (const ModelFigures& m : fig.model_list) {
    *out += "<tr><td>" + HtmlEscape(m.model) + "</td><td>" + HtmlEscape(m.gpu) +
            "</td><td class=\"num\">" + Num(m.ns / 1e6, 3) + "</td><td class=\"num\">" +
            (total > 0 ? Pct(m.ns / total) : std::string()) + "</td><td class=\"num\">" +
            std::to_string(m.records) + "</td><td class=\"num\">" +
            std::to_string(m.ncu_records) + "</td><td class=\"num\">" +
            (m.coverage ? Pct(*m.coverage) : std::string()) + "</td><td>" +
            (m.ncu_records ? "" : "no ncu data") + "</td></tr>\n";
    if (!m.ncu_records) no_ncu += (no_ncu.empty() ? "" : ", ") + HtmlEscape(m.model);
  }
  for (const auto& [m, why] : fig.failed)
    *out += "<tr class=\"failed\"><td>" + HtmlEscape(m) +
            "</td><td></td><td></td><td></td><td></td><td></td><td></td><td>failed: " +
            HtmlEscape(why) + "</td></tr>\n";
  *out += "</tbody>\n</table></div>\n";
  if (!no_ncu.empty())
    *out += "<p class=\"no-ncu\">Without ncu data (no metrics, bound or roofline; time from "
            "nsys only): " + no_ncu + ".</p>\n";
  if (!fig.failed.empty()) {
    *out += "<p class=\"failed\">Failed, not in the figures: ";
    for (size_t i = 0; i < fig.failed.size(); ++i)
      *out += (i ? ", " : "") + HtmlEscape(fig.failed[i].first);
    *out += ".</p>\n";
  }
  *out += "</section>\n";
}

void BoundMix(const HtmlFigures& fig, std::string* out) {
  const auto& mix = fig.bound_mix;
  static constexpr const char* kColours[] = {"#e15759", "#4e79a7", "#f28e2b", "#59a14f", "#bab0ac"};
  *out += "<section id=\"bound-mix\">\n<h2>Bound mix per model (share of classified time)</h2>\n";
  if (mix.empty()) {
    *out += "<p>No classified kernels (run kclassify on ncu records).</p>\n</section>\n";
    return;
  }
  *out += "<svg class=\"bound-mix\" width=\"760\" height=\"" + Num(22 * mix.size() + 40, 0) +
          "\" viewBox=\"0 0 760 " + Num(22 * mix.size() + 40, 0) +
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
  *out += "</svg>\n</section>\n";
}

void SignalTable(const std::vector<Signal>& signals, std::string* out) {
  *out +=
      "<section id=\"signals\">\n<h2>Design signals</h2>\n<div class=\"wide\"><table class=\"signals\">\n<tr><th>signal</th><th>condition</th>"
      "<th>share of GPU time</th><th>kernels contributing most</th></tr>\n";
  for (const Signal& s : signals) {
    *out += "<tr><td>" + HtmlEscape(s.name) + "</td><td>" + HtmlEscape(s.rule) + "</td><td>" +
            Pct(s.time_share) + "</td><td>";
    for (size_t i = 0; i < s.top.size() && i < 3; ++i)
      *out += (i ? "<br>" : "") + HtmlEscape(s.top[i].model) + ": " +
              HtmlEscape(s.top[i].kernel_key.substr(0, 80)) + " (" + Pct(s.top[i].time_share) + ")";
    *out += "</td></tr>\n";
  }
  *out += "</table></div>\n</section>\n";
}

// Sorts table.sortable by the column of the header clicked (again: the other way); numbers as
// numbers, empty and unknown last; page.html#sort=COLUMN opens it sorted.
constexpr const char* kSortScript = R"(<script>
document.querySelectorAll("table.sortable th").forEach(function (th) {
  th.addEventListener("click", function () {
    var body = th.closest("table").tBodies[0], i = th.cellIndex;
    var asc = th.dataset.order !== "asc", num = th.classList.contains("num");
    th.parentNode.querySelectorAll("th").forEach(function (h) { delete h.dataset.order; });
    th.dataset.order = asc ? "asc" : "desc";
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = a.cells[i].textContent, y = b.cells[i].textContent;
      if (num) {
        x = parseFloat(x); y = parseFloat(y);
        if (isNaN(x) || isNaN(y)) return isNaN(x) - isNaN(y);
        return asc ? x - y : y - x;
      }
      return asc ? x.localeCompare(y) : y.localeCompare(x);
    });
    rows.forEach(function (r) { body.appendChild(r); });
  });
});
// page.html#sort=COLUMN opens the page sorted by COLUMN (a link to a view; the tests use it).
var m = location.hash.match(/^#sort=(.+)$/);
document.querySelectorAll("table.sortable th").forEach(function (th) {
  if (m && th.textContent === decodeURIComponent(m[1])) th.click();
});
</script>
)";

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
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>kcensus: kernels across models</title>\n<style>\n"
      "body{font-family:sans-serif;margin:1em 2em;max-width:1400px}"
      "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:3px 6px;"
      "font-size:13px;vertical-align:top}td.num,th.num{text-align:right}"
      "th{background:#f4f4f4}table.sortable th{cursor:pointer}"
      "th[data-order=asc]::after{content:\" \\25B2\"}th[data-order=desc]::after{content:\" \\25BC\"}"
      "table.kernels td{white-space:nowrap}.wide{overflow-x:auto;max-width:100%}"
      "svg{max-width:100%;height:auto}ul.legend{list-style:none;padding:0;font-size:13px}"
      ".swatch{display:inline-block;width:10px;height:10px;margin-right:6px}"
      "tr.failed td{color:#a00}nav a{margin-right:1em}\n</style>\n</head>\n<body>\n"
      "<h1>kcensus: kernels across models</h1>\n";
  *out += "<p>" + std::to_string(c.html.models) + " models, " + std::to_string(c.html.pairs) +
          " (model, kernel) pairs, " + Num(c.total.total_ns / 1e6, 3) + " ms of GPU time" +
          (c.html.failed.empty() ? std::string()
                                 : "; " + std::to_string(c.html.failed.size()) + " failed") +
          ".</p>\n<nav><a href=\"#kernels\">top kernels</a><a href=\"#heatmap\">share per "
          "model</a><a href=\"#top-chart\">time chart</a><a href=\"#bound-mix\">bound mix</a>"
          "<a href=\"#roofline\">roofline</a><a href=\"#models\">models</a>"
          "<a href=\"#signals\">design signals</a></nav>\n";
  std::span<const Group> best(c.best.data(), std::min(c.best.size(), HtmlRows(o)));
  KernelTable(o, best, out);
  HeatMap(o, c, best, out);
  TopKernels(o, best, c.total.total_ns, out);
  BoundMix(c.html, out);
  Roofline(c.html, out);
  Models(c.html, c.total.total_ns, out);
  SignalTable(c.signals, out);
  *out += kSortScript;
  *out += "</body>\n</html>\n";
}

}  // namespace kc::agg
