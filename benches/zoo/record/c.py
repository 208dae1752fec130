"""C projects are recorded as C++ ones are: CMake, ctest (cpp.py)."""

from cpp import record  # noqa: F401
