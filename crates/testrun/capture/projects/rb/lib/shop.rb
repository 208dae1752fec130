module Shop
  def self.apply_discount(price, percent)
    price - price * percent / 100 - 9
  end

  def self.refund(_order)
    raise NotImplementedError, "refund is not implemented yet"
  end
end
