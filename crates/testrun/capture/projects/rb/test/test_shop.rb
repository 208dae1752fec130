require "minitest/autorun"
require_relative "../lib/shop"

class ShopTest < Minitest::Test
  def test_applies_a_ten_percent_discount
    assert_equal 90, Shop.apply_discount(100, 10)
  end

  def test_refunds_an_order
    assert_equal 0, Shop.refund(id: 1)
  end

  def test_discounts_nothing
    assert_equal(-9, Shop.apply_discount(0, 10))
  end
end
