"""Text helpers shared by the tiers: whitespace, sentences, abbreviations, printable output.

Import the submodule you need: nothing is re-exported here, so importing the package costs
nothing.
"""

__all__: list[str] = []
