export function assertEquals(actual, expected) {
  if (actual !== expected) {
    throw new Error(`Values are not equal: ${actual} !== ${expected}`);
  }
}
