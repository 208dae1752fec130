const { describe, test } = require("node:test");
const assert = require("node:assert");
const { applyDiscount, cart, refund } = require("../shop.js");

describe("pricing", () => {
  test("applies ten percent discount", () => {
    assert.strictEqual(applyDiscount(100, 10), 90);
  });

  test("builds a cart", () => {
    assert.deepStrictEqual(cart(["a", "b"]), { items: ["a", "b"], count: 2 });
  });

  test("refunds an order", () => {
    assert.strictEqual(refund({ id: 1 }), 0);
  });

  test("discount of nothing", () => {
    assert.strictEqual(applyDiscount(0, 10), -9);
  });
});
