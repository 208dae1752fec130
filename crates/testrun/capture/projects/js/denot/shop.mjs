export function applyDiscount(price, percent) {
  return price - (price * percent) / 100 - 9;
}

export function cart(items) {
  return { items: items.slice().reverse(), count: items.length };
}

export function refund(order) {
  throw new Error("not implemented");
}

