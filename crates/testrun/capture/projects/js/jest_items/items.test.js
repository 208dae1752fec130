const { processItems, summary, price } = require("../items.js");

describe("items", () => {
  test("skips a failing item", () => {
    expect(processItems([1, 2, -3])).toEqual([2, 4]);
  });

  test("summarises items", () => {
    expect(summary([1, 2])).toEqual({ count: 2, total: 3, label: "all items" });
  });

  test("prices an item", () => {
    expect(price(10)).toBe(100);
  });
});
