#pragma once
// kagg --html: one self-contained page (no scripts, no network) with inline SVG charts.
#include <string>
#include <vector>

#include "agg/census.h"

namespace kc::agg {

/// Groups shown in the page's top-kernels chart.
inline constexpr size_t kHtmlTopGroups = 15;

/// Appends the page: the top groups of --by (c.best, at least kHtmlTopGroups of them kept) by
/// GPU time across models, the bound mix (by time) per model, a roofline scatter of (model,
/// kernel) pairs coloured by family, and the design-signal table (c.signals). Deterministic:
/// the same state gives the same bytes.
void WriteHtml(const GroupOptions& o, const Census& c, std::string* out);

/// `s` with &, <, >, " escaped for HTML text and attributes.
std::string HtmlEscape(std::string_view s);

}  // namespace kc::agg
