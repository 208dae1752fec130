const { cart } = require("../shop.js");

test("counts items", () => {
  expect(cart(["a", "b", "c"]).count).toBe(2);
});
