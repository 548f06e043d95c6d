#pragma once
// kagg --html: one self-contained page (no network; one small inline script sorts the kernel
// table) with HTML tables and inline SVG charts.
#include <string>
#include <vector>

#include "agg/census.h"

namespace kc::agg {

/// Groups shown in the page's kernel table, heat map and bars: --top N, else kHtmlTopGroups.
inline constexpr size_t kHtmlTopGroups = 20;
inline size_t HtmlRows(const GroupOptions& o) { return o.top ? o.top : kHtmlTopGroups; }

/// Appends the page: the top groups of --by (the first HtmlRows(o) of c.best, the groups and
/// order of the Markdown report) as a sortable table with the Markdown columns (--columns), a
/// heat map of their share of each model's time, and bars of their time; the bound mix (by
/// time) per model; a roofline of (model, kernel) pairs with the roofs of each GPU; every model
/// (those without ncu data and those that failed, c.html.failed, said); and the design-signal
/// table (c.signals). Deterministic: the same state gives the same bytes.
void WriteHtml(const GroupOptions& o, const Census& c, std::string* out);

/// `s` with &, <, >, " escaped for HTML text and attributes.
std::string HtmlEscape(std::string_view s);

}  // namespace kc::agg
