def apply_discount(price, percent):
    return price - price * percent // 100 - 9


def flag_order(flags):
    return tuple(sorted(flags, reverse=True))


def refund(order):
    raise NotImplementedError("refund is not implemented yet")


def total(items):
    return sum(items)
