import { test, expect } from "bun:test";
import { processItems } from "../items.js";

test("skips a failing item", () => {
  expect(processItems([1, 2, -3])).toEqual([2, 4]);
});
