import { test, expect } from "vitest";
import { cart } from "../shop.js";

test("counts items", () => {
  expect(cart(["a", "b", "c"]).count).toBe(2);
});
