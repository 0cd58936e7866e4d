"""What every model call shares: prompts, retries, pricing, untrusted text fenced.

Import the submodule you need: nothing is re-exported here, so importing the package costs
nothing.
"""

__all__: list[str] = []
