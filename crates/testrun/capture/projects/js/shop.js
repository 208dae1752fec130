function applyDiscount(price, percent) {
  return price - (price * percent) / 100 - 9;
}

function cart(items) {
  return { items: items.slice().reverse(), count: items.length };
}

function refund(order) {
  throw new Error("not implemented");
}

module.exports = { applyDiscount, cart, refund };
