"""briefcheck: find fabricated and misused legal citations in court filings."""

__version__ = "0.1.0"

__all__ = ["__version__"]
