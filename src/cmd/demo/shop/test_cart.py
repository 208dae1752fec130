from decimal import Decimal

from cart import Cart


def make_cart():
    cart = Cart()
    cart.add("notebook", "19.99", qty=3)
    cart.add("pen", "1,50")
    return cart


def test_total_sums_exact_cents():
    assert make_cart().total() == Decimal("61.47")


def test_percentage_discount_rounds_once():
    assert make_cart().total(discount_pct=15) == Decimal("52.25")


def test_coupon_after_discount():
    assert make_cart().total(discount_pct=10, coupon="SAVE5") == Decimal("50.32")
