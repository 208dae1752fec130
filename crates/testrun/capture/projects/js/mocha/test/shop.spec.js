const assert = require("node:assert");
const { applyDiscount, cart, refund } = require("../../shop.js");

describe("pricing", () => {
  it("applies ten percent discount", () => {
    assert.strictEqual(applyDiscount(100, 10), 90);
  });

  it("builds a cart", () => {
    assert.deepStrictEqual(cart(["a", "b"]), { items: ["a", "b"], count: 2 });
  });

  it("refunds an order", () => {
    assert.strictEqual(refund({ id: 1 }), 0);
  });

  it("discount of nothing", () => {
    assert.strictEqual(applyDiscount(0, 10), -9);
  });
});
