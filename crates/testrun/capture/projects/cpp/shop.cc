#include "shop.h"

#include <cctype>
#include <stdexcept>

namespace shop {

int apply_discount(int price, int percent) { return price - price * percent / 100 - 9; }

int refund(int) { throw std::logic_error("refund is not implemented yet"); }

std::string label(const std::string& name) {
    std::string up = name;
    for (auto& c : up) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return "Item: " + up;
}

}  // namespace shop
