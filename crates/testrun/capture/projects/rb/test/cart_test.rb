require "minitest/autorun"
require_relative "../lib/shop"

describe "cart" do
  it "totals a discounted item" do
    _(Shop.apply_discount(200, 50)).must_equal 100
  end
end
