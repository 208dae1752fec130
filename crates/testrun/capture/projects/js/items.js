function processItems(items) {
  const done = [];
  for (const [i, item] of items.entries()) {
    try {
      if (item < 0) throw new Error(`Item ${i + 1} failed`);
      done.push(item * 2);
    } catch (e) {
      console.error(e);
    }
  }
  return done;
}

function summary(items) {
  return { count: items.length, total: items.reduce((a, b) => a + b, 0), label: "items" };
}

function price(n) {
  return n * 9;
}

module.exports = { processItems, summary, price };
