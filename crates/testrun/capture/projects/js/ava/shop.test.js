const test = require("ava");
const { applyDiscount, cart, refund } = require("../shop.js");

test("applies ten percent discount", (t) => {
  t.is(applyDiscount(100, 10), 90);
});

test("builds a cart", (t) => {
  t.deepEqual(cart(["a", "b"]), { items: ["a", "b"], count: 2 });
});

test("refunds an order", (t) => {
  t.is(refund({ id: 1 }), 0);
});

test("discount of nothing", (t) => {
  t.is(applyDiscount(0, 10), -9);
});
