require_relative "../lib/shop"

RSpec.describe Shop do
  it "applies a ten percent discount" do
    expect(Shop.apply_discount(100, 10)).to eq(90)
  end

  it "refunds an order" do
    expect(Shop.refund(id: 1)).to eq(0)
  end

  it "discounts nothing" do
    expect(Shop.apply_discount(0, 10)).to eq(-9)
  end
end
