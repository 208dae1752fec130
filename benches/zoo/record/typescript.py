"""TypeScript projects are recorded as JavaScript ones are (javascript.py)."""

from javascript import record  # noqa: F401
