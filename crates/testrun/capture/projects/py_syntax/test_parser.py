from parser import parse_pair


def test_pair():
    assert parse_pair("a,b") == ("a", "b")
