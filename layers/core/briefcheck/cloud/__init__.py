"""The AWS side: each handler's environment, observability, runs, deletion.

Import the submodule you need: nothing is re-exported here, so importing the package costs
nothing.
"""

__all__: list[str] = []
