"""Tier 2: the five agents (rules, Anthropic, Bedrock), the consensus and the validation.

Import the submodule you need: nothing is re-exported here, so importing the package costs
nothing.
"""

__all__: list[str] = []
