import pytest

from labels import label, lookup


def test_label_with_message():
    got = label("red shoe")
    assert got == "Item: Red shoe", f"label was {got!r}"


def test_label_strings():
    assert label("blue hat") == "Item: Blue hat"


def test_lookup():
    assert lookup({"a": 1}, "b") == 1


def test_fails_explicitly():
    pytest.fail("price table not loaded")


def test_uses_catalog(catalog):
    assert catalog


def test_dicts():
    assert {"a": 1, "b": 2} == {"a": 1, "b": 3}
