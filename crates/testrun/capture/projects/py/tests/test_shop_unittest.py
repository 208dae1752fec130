import unittest

from shop import apply_discount, refund, total


class ShopTest(unittest.TestCase):
    def test_apply_discount(self):
        self.assertEqual(apply_discount(100, 10), 90)

    def test_refund(self):
        refund({"id": 1})

    def test_total(self):
        self.assertEqual(total([1, 2]), 3)
