#include "names/normaliser.h"

#include <gtest/gtest.h>

#include <string>

namespace kc::names {
namespace {

const RuleSet& Rules() {
  static const RuleSet* rules = [] {
    auto* r = new RuleSet;
    std::string error;
    if (!r->Add(RuleSet::BuiltinText(), "rules.tsv", &error)) ADD_FAILURE() << error;
    return r;
  }();
  return *rules;
}

TEST(NameCache, BoundedInBytes) {
  NameCache cache(Rules(), 64 << 10);
  for (int i = 0; i < 5000; ++i) cache.Members("ampere_sgemm_128x64_nn_" + std::to_string(i));
  EXPECT_LE(cache.bytes(), size_t{64} << 10);
  EXPECT_GT(cache.size(), 10u);
  EXPECT_LT(cache.size(), 5000u);
}

TEST(NameCache, ForgetsTheLeastRecentlyUsedName) {
  NameCache probe(Rules(), size_t{1} << 20);
  probe.Members("kernel_a");
  probe.Members("kernel_b");
  size_t two = probe.bytes();  // names of one length: every entry costs two / 2
  NameCache cache(Rules(), two + two / 4);
  std::string a(cache.Members("kernel_a"));
  const char* a_at = cache.Members("kernel_a").data();
  cache.Members("kernel_b");
  EXPECT_EQ(cache.Members("kernel_a").data(), a_at);  // a used again: b is now the oldest
  cache.Members("kernel_c");                          // evicts b
  EXPECT_EQ(cache.size(), 2u);
  EXPECT_EQ(cache.Members("kernel_a").data(), a_at);  // a was kept
  EXPECT_EQ(cache.Members("kernel_a"), a);
  EXPECT_EQ(cache.size(), 2u);
  cache.Members("kernel_b");  // worked out again, evicting c
  EXPECT_EQ(cache.size(), 2u);
  EXPECT_EQ(cache.Members("kernel_b"), MembersJson(Normalise("kernel_b", Rules())));
}

TEST(NameCache, ZeroBytesKeepsOneName) {
  NameCache cache(Rules(), 0);
  EXPECT_EQ(cache.Members("kernel_a"), MembersJson(Normalise("kernel_a", Rules())));
  EXPECT_EQ(cache.Members("kernel_b"), MembersJson(Normalise("kernel_b", Rules())));
  EXPECT_EQ(cache.size(), 1u);
}

TEST(NameCache, LongNamesAreNotRemembered) {
  NameCache cache(Rules());
  std::string name(NameCache::kMaxMemoName + 1, 'a');
  std::string_view m = cache.Members(name);
  EXPECT_EQ(m, MembersJson(Normalise(name, Rules())));
  EXPECT_EQ(cache.size(), 0u);
  EXPECT_EQ(cache.bytes(), 0u);
  cache.Members("kernel_a");
  EXPECT_EQ(cache.size(), 1u);
}

}  // namespace
}  // namespace kc::names
