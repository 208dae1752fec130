# A repository cloned here to be read, whose dependencies are not installed.
import httpx_missing_dependency


def test_get():
    assert httpx_missing_dependency.get("/") == 200
