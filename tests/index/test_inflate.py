"""The opinions file's bz2 stream, decompressed ahead by a thread of its own."""

from __future__ import annotations

import bz2
import io
import random
import threading

import pytest

from briefcheck.index.inflate import Inflating


def _data(n: int) -> bytes:
    rng = random.Random(5)
    return bytes(rng.choice(b'abc \n"\\,') for _ in range(n))


def test_the_bytes_read_are_the_files_whatever_the_read_sizes() -> None:
    data = _data(300_000)
    stream = Inflating(io.BytesIO(bz2.compress(data)), chunk=7_000, ahead=2)
    got = bytearray()
    sizes = [1, 10, 4096, 65536, 3]
    while piece := stream.read(sizes[len(got) % len(sizes)]):
        got += piece
    stream.close()
    assert bytes(got) == data


def test_a_truncated_file_raises_where_it_is_read() -> None:
    compressed = bz2.compress(_data(200_000))
    stream = io.BufferedReader(Inflating(io.BytesIO(compressed[: len(compressed) // 2]), chunk=4_096))
    with pytest.raises(EOFError):
        while stream.read(8192):
            pass
    stream.close()


def test_closing_before_the_end_stops_the_thread() -> None:
    stream = Inflating(io.BytesIO(bz2.compress(_data(2_000_000))), chunk=1_000, ahead=1)
    assert stream.read(10)
    stream.close()
    assert not any(t.name == "bz2-inflate" for t in threading.enumerate())
