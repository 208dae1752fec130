import { assertEquals } from "./assert.js";
import { applyDiscount, refund } from "./shop.mjs";

Deno.test("applies ten percent discount", () => {
  assertEquals(applyDiscount(100, 10), 90);
});

Deno.test("refunds an order", () => {
  assertEquals(refund({ id: 1 }), 0);
});

Deno.test("discount of nothing", () => {
  assertEquals(applyDiscount(0, 10), -9);
});
