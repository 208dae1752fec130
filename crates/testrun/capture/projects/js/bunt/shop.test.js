import { describe, test, expect } from "bun:test";
import { applyDiscount, cart, refund } from "../shop.js";

describe("pricing", () => {
  test("applies ten percent discount", () => {
    expect(applyDiscount(100, 10)).toBe(90);
  });

  test("builds a cart", () => {
    expect(cart(["a", "b"])).toEqual({ items: ["a", "b"], count: 2 });
  });

  test("refunds an order", () => {
    expect(refund({ id: 1 })).toBe(0);
  });

  test("discount of nothing", () => {
    expect(applyDiscount(0, 10)).toBe(-9);
  });
});
