from shop import apply_discount, flag_order, refund, total


def test_apply_discount():
    assert apply_discount(100, 10) == 90


def test_nargs_specified_plus_star_ordering_with_a_long_name():
    assert flag_order(["a", "e", "f"]) == ("a", "e", "f")


def test_refund():
    refund({"id": 1})


def test_total():
    assert total([1, 2]) == 3
