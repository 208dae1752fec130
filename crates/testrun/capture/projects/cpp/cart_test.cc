#include "shop.h"

#include <gtest/gtest.h>

TEST(CartTest, TotalsADiscountedItem) { ASSERT_EQ(100, shop::apply_discount(200, 50)); }
