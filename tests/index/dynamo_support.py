"""An exported index loaded into a (moto) DynamoDB table the way an S3 import loads it: every line of
every file under the prefix, `{"Item": ...}` in DynamoDB JSON, into a table keyed pk/sk."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

from boto3.dynamodb.types import TypeDeserializer


def load_export(directory: Path, table_name: str, resource: Any) -> int:
    table = resource.create_table(
        TableName=table_name,
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
        AttributeDefinitions=[
            {"AttributeName": "pk", "AttributeType": "S"},
            {"AttributeName": "sk", "AttributeType": "S"},
        ],
        BillingMode="PAY_PER_REQUEST",
    )
    read = TypeDeserializer()
    loaded = 0
    with table.batch_writer() as batch:
        for part in sorted(directory.iterdir()):
            with gzip.open(part, "rt", encoding="utf-8") as lines:
                for line in lines:
                    item = json.loads(line)["Item"]
                    batch.put_item(Item={k: read.deserialize(v) for k, v in item.items()})
                    loaded += 1
    return loaded
