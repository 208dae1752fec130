"""A shopping cart: prices, coupons and the total a customer pays."""

from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")

# Fixed amounts off, taken after any percentage discount.
COUPONS = {"SAVE5": Decimal("5.00"), "WELCOME10": Decimal("10.00")}


def parse_price(text):
    """'12.50' or '12,50' -> Decimal('12.50')."""
    return Decimal(text.strip().replace(",", "."))


class Cart:
    def __init__(self):
        self.items = []

    def add(self, name, price, qty=1):
        self.items.append((name, parse_price(price), qty))

    def subtotal(self):
        return sum((price * qty for _, price, qty in self.items), Decimal("0"))

    def total(self, discount_pct=0):
        subtotal = self.subtotal()
        discounted = subtotal - subtotal * Decimal(discount_pct) / 100
        return discounted.quantize(CENT, rounding=ROUND_HALF_UP)
