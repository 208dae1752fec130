import { test, expect } from "vitest";
import { cart } from "../shop.js";

test("never runs", () => {
  expect(cart([]).count).toBe(0)
