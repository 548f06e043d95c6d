#pragma once
// kagg --html: one self-contained page (no scripts, no network) with inline SVG charts.
#include <string>
#include <vector>

#include "agg/aggregator.h"

namespace kc::agg {

/// Appends the page: a roofline scatter of (model, kernel) pairs coloured by family, the top
/// kernels by GPU time across models, the bound mix (by time) per model, and the design-signal
/// table. Deterministic: the same state gives the same bytes.
void WriteHtml(const Aggregator& a, const std::vector<Signal>& signals, std::string* out);

/// `s` with &, <, >, " escaped for HTML text and attributes.
std::string HtmlEscape(std::string_view s);

}  // namespace kc::agg
