"""The run path every runner takes: the steps, the local runner, re-validation, statuses.

Import the submodule you need: nothing is re-exported here, so importing the package costs
nothing.
"""

__all__: list[str] = []
