#pragma once
#include <string>

namespace shop {
int apply_discount(int price, int percent);
int refund(int order);
std::string label(const std::string& name);
}  // namespace shop
