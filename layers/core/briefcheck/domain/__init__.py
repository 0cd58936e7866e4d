"""The one home of the records, codes, configuration, events, ids and errors.

Import the submodule you need: nothing is re-exported here, so importing the package costs
nothing.
"""

__all__: list[str] = []
