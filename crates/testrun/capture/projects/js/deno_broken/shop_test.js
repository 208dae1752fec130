import { assertEquals } from "./assert.js";
import shop from "../shop.js";

Deno.test("applies ten percent discount", () => {
  assertEquals(shop.applyDiscount(100, 10), 90);
});

Deno.test("refunds an order", () => {
  assertEquals(shop.refund({ id: 1 }), 0);
});

Deno.test("discount of nothing", () => {
  assertEquals(shop.applyDiscount(0, 10), -9);
});
