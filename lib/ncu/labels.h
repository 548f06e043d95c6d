#pragma once
// TEMPORARY stub until the label table lands.
#include <string_view>
namespace kc::ncu {
std::string_view LabelToMetric(std::string_view section, std::string_view label);
}
