"""Reading filings: .txt, .md, .html, .docx, .pdf and Tier-1 JSON into blocks.

Import the submodule you need: nothing is re-exported here, so importing the package costs
nothing.
"""

__all__: list[str] = []
