"""The generator behind scripts/loopsfuzz.py (see its documentation)."""
