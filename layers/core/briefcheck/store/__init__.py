"""Where results live: blobs (a directory or S3), records (SQLite or DynamoDB), their keys.

Import the submodule you need: nothing is re-exported here, so importing the package costs
nothing.
"""

__all__: list[str] = []
