#include "shop.h"

#include <gtest/gtest.h>

TEST(ShopTest, AppliesATenPercentDiscount) { EXPECT_EQ(90, shop::apply_discount(100, 10)); }

TEST(ShopTest, RefundsAnOrder) { EXPECT_EQ(0, shop::refund(1)); }

TEST(ShopTest, LabelsAnItem) { EXPECT_EQ("Item: Blue mug", shop::label("Blue mug")); }

TEST(ShopTest, DiscountsNothing) { EXPECT_EQ(-9, shop::apply_discount(0, 10)); }
